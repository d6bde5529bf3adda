import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ToggleFeatureTests {
  @Test func isOnBinding() async {
    let store = TestStore(initialState: ToggleFeature.State()) {
      ToggleFeature()
    }
    await store.send(\.binding.isOn, true) {
      $0.isOn = true
    }
  }

  @Test func countBinding() async {
    let store = TestStore(initialState: ToggleFeature.State()) {
      ToggleFeature()
    }
    await store.send(\.binding.count, 1) {
      $0.count = 1
    }
  }

  @Test func toggle() async {
    let store = TestStore(initialState: ToggleFeature.State()) {
      ToggleFeature()
    }
    await store.send(.view(.toggle)) {
      $0.isOn = true
    }
  }

  @Test func countChanged() async {
    let store = TestStore(initialState: ToggleFeature.State()) {
      ToggleFeature()
    }
    await store.send(.view(.countChanged(1))) {
      $0.count = 1
    }
  }
}
