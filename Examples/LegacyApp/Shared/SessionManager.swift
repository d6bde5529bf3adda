import Combine
import Foundation

struct User: Equatable {
  var id: UUID
  var name: String
}

extension Notification.Name {
  static let userDidLogout = Notification.Name("userDidLogout")
}

/// The session: every screen reads it, three write it.
final class SessionManager: ObservableObject {
  static let shared = SessionManager()

  @Published var currentUser: User?
  @Published var userName = ""

  func login(name: String, password: String) async throws -> User {
    let user = User(id: UUID(), name: name)
    currentUser = user
    userName = name
    return user
  }

  func logout() {
    currentUser = nil
  }
}

/// The notes every list shows: a cache owned by the data layer.
final class NotesCache {
  static let shared = NotesCache()

  private(set) var notes: [Note] = []

  func update(_ note: Note) {
    notes.removeAll { $0.id == note.id }
    notes.append(note)
  }
}

/// A keychain wrapper, as most apps have one.
final class KeychainStore {
  static let standard = KeychainStore()

  func set(_ value: String, forKey key: String) {}
  func string(forKey key: String) -> String? { nil }
  func delete(forKey key: String) {}
}

struct Note: Equatable, Identifiable {
  var id: UUID
  var text: String
}

/// The app's world of dependencies, Point-Free style.
struct World {
  var featureFlags = FeatureFlags()
}

struct FeatureFlags {
  var searchV2 = false
}

var Current = World()

/// The last note the user opened: a global any screen can write.
var lastOpenedNoteID: UUID?
