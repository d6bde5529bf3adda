import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct FeedFeatureTests {
  @Test func refresh() async {
    let latest = [FeedItem(id: UUID(1), title: "Sample title")]
    let feedLatestCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: FeedFeature.State()) {
      FeedFeature()
    } withDependencies: {
      $0.feedClient.latest = { @Sendable limit in
        feedLatestCalls.withValue { $0.append(limit) }
        return latest
      }
    }
    await store.send(.view(.refresh))
    await store.receive(\.refreshResponse) {
      $0.items = latest
    }
    await store.finish()
    #expect(feedLatestCalls.value == [20])
  }
}
