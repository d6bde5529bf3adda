import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ProfileFeatureTests {
  @Test func nameBinding() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    }
    await store.send(\.binding.name, "Sample name") {
      $0.name = "Sample name"
    }
  }

  @Test func nameChanged() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    }
    await store.send(.view(.nameChanged("Sample name"))) {
      $0.name = "Sample name"
    }
  }
}
