import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct DetailFeatureTests {
  @Test func titleBinding() async {
    let store = TestStore(initialState: DetailFeature.State(title: "")) {
      DetailFeature()
    }
    await store.send(\.binding.title, "Sample title") {
      $0.title = "Sample title"
    }
  }

  @Test func closeTapped() async {
    let store = TestStore(initialState: DetailFeature.State(title: "")) {
      DetailFeature()
    }
    await store.send(.view(.closeTapped))
    await store.receive(\.delegate.close)
  }
}
