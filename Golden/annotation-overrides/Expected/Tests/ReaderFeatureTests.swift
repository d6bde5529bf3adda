import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ReaderFeatureTests {
  @Test func progressBinding() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(\.binding.progress, 1.5) {
      $0.progress = 1.5
    }
  }

  @Test func fontScaleBinding() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(\.binding.fontScale, 1.5) {
      $0.fontScale = 1.5
    }
  }

  @Test func closeButtonTapped() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.closeButtonTapped))
  }
}
