import ComposableArchitecture
import FeedKit
import Foundation
import Testing

@testable import App

@MainActor
struct FeedFeatureTests {
  @Test(.disabled("Port FeedViewModel.refresh() first, then assert its state changes and effects."))
  func refresh() async {
    let store = TestStore(initialState: FeedFeature.State()) {
      FeedFeature()
    }
    await store.send(.view(.refresh))
  }

  @Test(.disabled("Give like(_:) a FeedItem for 'item', then assert what it does."))
  func like() async {
    // let store = TestStore(initialState: FeedFeature.State()) {
    //   FeedFeature()
    // }
    // await store.send(.view(.like(item)))
  }

  @Test func stopFetching() async {
    var initialState = FeedFeature.State()
    initialState.isFetching = true
    let store = TestStore(initialState: initialState) {
      FeedFeature()
    }
    await store.send(.view(.stopFetching)) {
      $0.isFetching = false
    }
  }

  @Test(.disabled("Give append(_:) a [FeedKitItem] for 'page', then assert what it does."))
  func append() async {
    // let store = TestStore(initialState: FeedFeature.State()) {
    //   FeedFeature()
    // }
    // await store.send(.view(.append))
  }

  @Test(.disabled("Port FeedViewModel.loadNextPage() first, then assert its state changes and effects."))
  func loadNextPage() async {
    let store = TestStore(initialState: FeedFeature.State()) {
      FeedFeature()
    }
    await store.send(.view(.loadNextPage))
  }
}
