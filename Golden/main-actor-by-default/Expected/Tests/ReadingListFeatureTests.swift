import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ReadingListFeatureTests {
  @Test func filterBinding() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(\.binding.filter, "Sample filter") {
      $0.filter = "Sample filter"
    }
  }

  @Test func countTapped() async {
    let sampleSavedCount = 1
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    } withDependencies: {
      $0.articleClient.savedCount = { @Sendable in sampleSavedCount }
    }
    await store.send(.view(.countTapped))
    await store.receive(\.countTappedResponse) {
      $0.savedCount = sampleSavedCount
    }
  }

  @Test func removeTapped() async {
    let storeRemoveCalls = LockIsolated(0)
    let analyticsTrackCalls = LockIsolated(0)
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    } withDependencies: {
      $0.articleClient.remove = { @Sendable _ in storeRemoveCalls.withValue { $0 += 1 } }
      $0.analyticsClient.track = { @Sendable _ in analyticsTrackCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.removeTapped(Article(id: 1, title: "Sample title"))))
    await store.finish()
    #expect(analyticsTrackCalls.value == 1)
    #expect(storeRemoveCalls.value == 1)
  }

  @Test func open() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(.view(.open(Article(id: 1, title: "Sample title"))))
    await store.receive(\.delegate.open)
  }

  @Test func clearFilter() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(.view(.clearFilter))
  }
}
