import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PlayerFeatureTests {
  @Test func isPlayingBinding() async {
    let store = TestStore(initialState: PlayerFeature.State()) {
      PlayerFeature()
    }
    await store.send(\.binding.isPlaying, true) {
      $0.isPlaying = true
    }
  }

  @Test func playTapped() async {
    let store = TestStore(initialState: PlayerFeature.State()) {
      PlayerFeature()
    }
    await store.send(.view(.playTapped)) {
      $0.isPlaying = true
    }
  }
}
