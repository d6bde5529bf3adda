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
    let eventLogRecordCalls = LockIsolated(0)
    let feedbackTickCalls = LockIsolated(0)
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.eventLogClient.record = { @Sendable _, _ in eventLogRecordCalls.withValue { $0 += 1 } }
      $0.feedbackClient.tick = { @Sendable in feedbackTickCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.playTapped)) {
      $0.isPlaying = true
    }
    await store.finish()
    #expect(eventLogRecordCalls.value == 1)
    #expect(feedbackTickCalls.value == 1)
  }

  @Test func skipTapped() async {
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.playbackSettingsClient.skipInterval = { @Sendable in 1 }
    }
    await store.send(.view(.skipTapped)) {
      $0.position = 1
    }
  }

  @Test func seek() async {
    let feedbackTickCalls = LockIsolated(0)
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.feedbackClient.tick = { @Sendable in feedbackTickCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.seek(to: 1))) {
      $0.position = 1
    }
    await store.finish()
    #expect(feedbackTickCalls.value == 1)
  }

  @Test func loadChapters() async {
    let sampleChapters = [1]
    let apiChaptersCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.catalogueClient.chapters = { @Sendable bookID in
        apiChaptersCalls.withValue { $0.append(bookID) }
        return sampleChapters
      }
    }
    await store.send(.view(.loadChapters))
    await store.receive(\.loadChaptersResponse.success) {
      $0.chapters = sampleChapters
    }
    await store.finish()
    #expect(apiChaptersCalls.value == [1])
  }

  @Test func loadChaptersFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: PlaybackFeature.State()) {
      PlaybackFeature()
    } withDependencies: {
      $0.catalogueClient.chapters = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.loadChapters))
    await store.receive(\.loadChaptersResponse.failure)
  }

  @Test func pauseTapped() async {
    let playerLogFlushCalls = LockIsolated(0)
    var initialState = PlaybackFeature.State()
    initialState.isPlaying = true
    let store = TestStore(initialState: initialState) {
      PlaybackFeature()
    } withDependencies: {
      $0.playerLogClient.flush = { @Sendable in playerLogFlushCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.pauseTapped)) {
      $0.isPlaying = false
    }
    await store.finish()
    #expect(playerLogFlushCalls.value == 1)
  }
}
