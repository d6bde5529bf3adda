/// Not a view model: no annotation, so the plugin never reads it twice.
public struct NotesList {
    public var notes: [Note] = []
    public init() {}
}
