import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct AboutFeatureTests {
  @Test func refresh() async {
    let store = TestStore(initialState: AboutFeature.State()) {
      AboutFeature()
    }
    await store.send(.view(.refresh))
  }
}
