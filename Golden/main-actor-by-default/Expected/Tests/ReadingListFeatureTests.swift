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
    let storeRemoveCalls = LockIsolated<[Int]>([])
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    } withDependencies: {
      $0.articleClient.remove = { @Sendable id in storeRemoveCalls.withValue { $0.append(id) } }
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.removeTapped(Article(id: 1, title: "Sample title"))))
    await store.finish()
    #expect(analyticsTrackCalls.value == ["remove"])
    #expect(storeRemoveCalls.value == [1])
  }

  @Test func open() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(.view(.open(Article(id: 1, title: "Sample title"))))
    await store.receive(\.delegate.open, Article(id: 1, title: "Sample title"))
  }

  @Test func clearFilter() async {
    var initialState = ReadingListFeature.State()
    initialState.filter = "Sample filter"
    let store = TestStore(initialState: initialState) {
      ReadingListFeature()
    }
    await store.send(.view(.clearFilter)) {
      $0.filter = ""
    }
  }
}
