import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ClockFeatureTests {
  @Test func labelBinding() async {
    let store = TestStore(initialState: ClockFeature.State()) {
      ClockFeature()
    }
    await store.send(\.binding.label, "Sample label") {
      $0.label = "Sample label"
    }
  }

  @Test func tick() async {
    let store = TestStore(initialState: ClockFeature.State()) {
      ClockFeature()
    }
    await store.send(.view(.tick))
  }
}
