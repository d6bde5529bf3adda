import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ReaderFeatureTests {
  @Test func titleBinding() async {
    let store = TestStore(initialState: ReaderFeature.State(title: "")) {
      ReaderFeature()
    }
    await store.send(\.binding.title, "Sample title") {
      $0.title = "Sample title"
    }
  }

  @Test func fontSizeBinding() async {
    let store = TestStore(initialState: ReaderFeature.State(title: "")) {
      ReaderFeature()
    }
    await store.send(\.binding.fontSize, 15) {
      $0.fontSize = 15
    }
  }

  @Test func closeTapped() async {
    let store = TestStore(initialState: ReaderFeature.State(title: "")) {
      ReaderFeature()
    }
    await store.send(.view(.closeTapped))
    await store.receive(\.delegate.close)
  }
}
