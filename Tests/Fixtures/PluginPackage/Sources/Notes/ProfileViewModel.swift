import Foundation

/// Not annotated when the package is first built: the lifecycle test annotates it later, and the
/// next build must see it.
@MainActor
public final class ProfileViewModel {
    public var displayName = ""

    private let notes: NotesService

    public init(notes: NotesService) { self.notes = notes }

    public func rename(_ name: String) { displayName = name }
}
