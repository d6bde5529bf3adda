import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct SummaryFeatureTests {
  @Test func countBinding() async {
    let store = TestStore(initialState: SummaryFeature.State()) {
      SummaryFeature()
    }
    await store.send(\.binding.count, 1) {
      $0.count = 1
    }
  }

  @Test func reset() async {
    let store = TestStore(initialState: SummaryFeature.State()) {
      SummaryFeature()
    }
    await store.send(.view(.reset))
  }
}
