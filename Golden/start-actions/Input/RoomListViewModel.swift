import Combine
import Foundation

protocol RoomDirectory: Sendable {
  func rooms() async -> [String]
}

/// A UIKit parent builds its controller on the store: the store starts the work it is made with.
// graft: feature bridge=uikit
@MainActor
final class RoomListViewModel: ObservableObject {
  @Published private(set) var rooms: [String] = []
  private let directory: RoomDirectory

  init(directory: RoomDirectory) {
    self.directory = directory
    refresh()
  }

  func refresh() {
    Task {
      rooms = await directory.rooms()
    }
  }

  func clear() {
    rooms.removeAll()
  }
}
