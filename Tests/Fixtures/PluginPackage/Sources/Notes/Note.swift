import Foundation

public struct Note: Equatable, Sendable {
    public var id: Int
    public var text: String
}

/// Declared apart from the view models that use it: the plugin gives every file of the target
/// to Graft, which writes an X+Graft.swift with only its header for this one.
public protocol NotesService: Sendable {
    func save(_ text: String) async throws -> Note
}
