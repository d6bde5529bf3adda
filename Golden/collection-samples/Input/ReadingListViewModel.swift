import Combine
import Foundation

struct Bookmark: Equatable, Sendable {
  var title: String
  var isPinned = false
}

enum SyncStatus: Equatable, Sendable {
  case idle
  case synced
  case failed(String)
}

protocol SyncService: Sendable {
  func status() async -> SyncStatus
}

/// A reading list that keeps what its user has read in a set, its bookmarks by key, and the
/// identity of its session: the tests of the port follow each collection's own rules.
// graft: feature
@MainActor
final class ReadingListViewModel: ObservableObject {
  @Published private(set) var readIDs: Set<String> = []
  @Published private(set) var bookmarks: [String: Bookmark] = [:]
  @Published private(set) var sessionID = UUID()
  @Published private(set) var syncStatus: SyncStatus = .idle

  private let sync: SyncService

  init(sync: SyncService) {
    self.sync = sync
  }

  func markRead(_ id: String) {
    readIDs.insert(id)
  }

  func markUnread(_ id: String) {
    readIDs.remove(id)
  }

  func bookmark(_ key: String) {
    bookmarks[key] = Bookmark(title: key)
  }

  func removeBookmark(_ key: String) {
    bookmarks.removeValue(forKey: key)
  }

  func startSession() {
    sessionID = UUID()
  }

  func refreshStatus() async {
    syncStatus = await sync.status()
  }
}
