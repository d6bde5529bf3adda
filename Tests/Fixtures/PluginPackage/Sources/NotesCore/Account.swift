/// The signed-in account, shared by reference across the app.
public final class Account {
    public var name = ""

    public init() {}
}
