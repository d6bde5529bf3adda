import Foundation

public struct Note: Equatable, Sendable {
    public var id: Int
    public var text: String
}

/// Mentions graft: in a comment only, so the plugin's byte scan picks it up and Graft writes an
/// empty file for it.
public protocol NotesService: Sendable {
    func save(_ text: String) async throws -> Note
}
