import Foundation

protocol NotesService {
  func all() async throws -> [Note]
  func save(_ text: String) async throws -> Note
  func delete(id: UUID) async throws
}

/// The app's one session, written by the login screen and read everywhere: data that stays
/// with the legacy world until the last screen is migrated.
final class Session {
  static let shared = Session()
  var user: User?
  var isSignedIn: Bool { user != nil }
}
