import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct SearchFeatureTests {
  @Test func textBinding() async {
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    }
    await store.send(\.binding.text, "Sample text") {
      $0.text = "Sample text"
    }
  }

  @Test func textChanged() async {
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    }
    await store.send(.view(.textChanged("Sample text"))) {
      $0.text = "Sample text"
    }
  }
}
