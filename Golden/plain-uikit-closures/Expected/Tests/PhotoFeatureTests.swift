import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PhotoFeatureTests {
  @Test func captionBinding() async {
    let store = TestStore(initialState: PhotoFeature.State(caption: "")) {
      PhotoFeature()
    }
    await store.send(\.binding.caption, "Sample caption") {
      $0.caption = "Sample caption"
    }
  }

  @Test func isFavoriteBinding() async {
    let store = TestStore(initialState: PhotoFeature.State(caption: "")) {
      PhotoFeature()
    }
    await store.send(\.binding.isFavorite, true) {
      $0.isFavorite = true
    }
  }

  @Test func dismissTapped() async {
    let store = TestStore(initialState: PhotoFeature.State(caption: "")) {
      PhotoFeature()
    }
    await store.send(.view(.dismissTapped))
    await store.receive(\.delegate.dismiss)
  }
}
