import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ReaderFeatureTests {
  @Test func fontSizeBinding() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(\.binding.fontSize, 15) {
      $0.fontSize = 15
    }
  }

  @Test func increaseFont() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.increaseFont)) {
      $0.fontSize = 15
    }
  }

  @Test func close() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.close))
    await store.receive(\.delegate.close)
  }

  #if os(iOS)
  @Test func share() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.share(text: "Sample text")))
    await store.receive(\.delegate.share, "Sample text")
  }
  #endif

  #if os(iOS)
  @Test func rotate() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.rotate(toLandscape: true))) {
      $0.isFullScreen = true
    }
  }
  #endif

  #if os(macOS)
  @Test func toggleFullScreen() async {
    let store = TestStore(initialState: ReaderFeature.State()) {
      ReaderFeature()
    }
    await store.send(.view(.toggleFullScreen)) {
      $0.isFullScreen = true
    }
  }
  #endif
}
