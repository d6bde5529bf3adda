import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PlaybackFeatureTests {
  @Test func positionBinding() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    }
    await store.send(\.binding.position, 1) {
      $0.position = 1
    }
  }

  @Test func isPlayingBinding() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    }
    await store.send(\.binding.isPlaying, true) {
      $0.isPlaying = true
    }
  }

  @Test func playTapped() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.eventLogClient.record = { @Sendable _, _ in }
      $0.feedbackClient.tick = { @Sendable in }
    }
    await store.send(.view(.playTapped)) {
      $0.isPlaying = true
    }
  }

  @Test func seek() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.feedbackClient.tick = { @Sendable in }
    }
    await store.send(.view(.seek(to: 1))) {
      $0.position = 1
    }
  }

  @Test func pauseTapped() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    }
    await store.send(.view(.pauseTapped))
  }
}
