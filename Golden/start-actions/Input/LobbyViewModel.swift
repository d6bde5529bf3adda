import Combine
import Foundation

struct Player: Equatable, Sendable {
  var id: Int
  var name: String
}

protocol LobbyService: Sendable {
  func players(in room: String) async throws -> [Player]
}

/// A lobby that loads its players as soon as it is made, and starts a game with them.
// graft: feature
@MainActor
final class LobbyViewModel: ObservableObject {
  @Published private(set) var players: [Player] = []
  @Published private(set) var isLoading = false
  @Published var message: String?
  let room: String
  var onStarted: (([Player]) -> Void)?
  private let service: LobbyService

  init(room: String, service: LobbyService) {
    self.room = room
    self.service = service
    loadPlayers()
  }

  func loadPlayers() {
    isLoading = true
    Task {
      do {
        players = try await service.players(in: room)
      } catch {
        message = "Could not load the lobby"
      }
      isLoading = false
    }
  }

  func startTapped() {
    guard !players.isEmpty else {
      message = "Wait for another player"
      return
    }
    onStarted?(players)
  }
}
