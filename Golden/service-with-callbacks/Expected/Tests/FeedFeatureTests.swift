import ComposableArchitecture
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
}
