import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct LibrarySearchFeatureTests {
  @Test func queryChanged() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.queryChanged("Sample query"))) {
      $0.query = "Sample query"
    }
  }

  @Test func scopeChanged() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.scopeChanged(1))) {
      $0.scope = 1
    }
  }

  @Test(.disabled("Port LibrarySearchViewModel.transform(_:) on input.searchTapped first, then assert its state changes and effects."))
  func searchTapped() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.searchTapped))
  }

  @Test func bookSelected() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.bookSelected(Book(id: 1, title: "Sample title")))) {
      $0.selectedBook = Book(id: 1, title: "Sample title")
    }
    await store.receive(\.delegate.select, Book(id: 1, title: "Sample title"))
  }

  @Test func closeTapped() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.closeTapped))
    await store.receive(\.delegate.close)
  }

  @Test(.disabled("Port LibrarySearchViewModel.transform(_:) on input.refreshPulled first, then assert its state changes and effects."))
  func refreshPulled() async {
    let store = TestStore(initialState: LibrarySearchFeature.State()) {
      LibrarySearchFeature()
    }
    await store.send(.view(.refreshPulled))
  }
}
