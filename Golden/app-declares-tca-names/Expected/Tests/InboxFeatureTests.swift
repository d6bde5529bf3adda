import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct InboxFeatureTests {
  @Test func unreadBinding() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(\.binding.unread, 1) {
      $0.unread = 1
    }
  }

  @Test func filterBinding() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(\.binding.filter, "Sample filter") {
      $0.filter = "Sample filter"
    }
  }

  @Test func markAllRead() async {
    var initialState = InboxFeature.State()
    initialState.unread = 1
    let store = TestStore(initialState: initialState) {
      InboxFeature()
    }
    await store.send(.view(.markAllRead)) {
      $0.unread = 0
    }
  }
}
