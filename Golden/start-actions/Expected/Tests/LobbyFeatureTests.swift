import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct LobbyFeatureTests {
  @Test func loadPlayers() async {
    let samplePlayers = [Player(id: 1, name: "Sample name")]
    let servicePlayersCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: LobbyFeature.State(room: "")) {
      LobbyFeature()
    } withDependencies: {
      $0.lobbyClient.players = { @Sendable room in
        servicePlayersCalls.withValue { $0.append(room) }
        return samplePlayers
      }
    }
    await store.send(.view(.loadPlayers)) {
      $0.isLoading = true
    }
    await store.receive(\.loadPlayersResponse.success) {
      $0.players = samplePlayers
      $0.isLoading = false
    }
    await store.finish()
    #expect(servicePlayersCalls.value == [""])
  }

  @Test func loadPlayersFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: LobbyFeature.State(room: "")) {
      LobbyFeature()
    } withDependencies: {
      $0.lobbyClient.players = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.loadPlayers)) {
      $0.isLoading = true
    }
    await store.receive(\.loadPlayersResponse.failure) {
      $0.isLoading = false
      $0.message = "Could not load the lobby"
    }
  }

  @Test func startTapped() async {
    let store = TestStore(initialState: LobbyFeature.State(room: "")) {
      LobbyFeature()
    }
    await store.send(.view(.startTapped)) {
      $0.message = "Wait for another player"
    }
  }
}
