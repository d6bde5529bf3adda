import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct InboxFeatureTests {
  @Test func queryBinding() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(\.binding.query, "Sample query") {
      $0.query = "Sample query"
    }
  }

  @Test(.disabled("Port InboxViewModel.load(page:) first, then assert its state changes and effects."))
  func load() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(.view(.load(page: 1)))
  }

  @Test func open() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(.view(.open(Message(id: UUID(1), subject: "Sample subject"))))
    await store.receive(\.delegate.open)
  }
}
