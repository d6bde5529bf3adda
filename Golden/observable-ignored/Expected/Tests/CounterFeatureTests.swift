import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct CounterFeatureTests {
  @Test func valueBinding() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(\.binding.value, 1) {
      $0.value = 1
    }
  }

  @Test func stepBinding() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(\.binding.step, 2) {
      $0.step = 2
    }
  }

  @Test func increment() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.view(.increment)) {
      $0.value = 1
    }
  }

  @Test func stepChanged() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.view(.stepChanged(to: 2))) {
      $0.step = 2
    }
  }
}
