import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct EditNoteFeatureTests {
  @Test func textBinding() async {
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    }
    await store.send(\.binding.text, "Sample text") {
      $0.text = "Sample text"
    }
  }

  @Test func textChanged() async {
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    }
    await store.send(.view(.textChanged("Sample new text"))) {
      $0.text = "Sample new text"
    }
  }

  @Test(.disabled("Port EditNoteViewModel.saveTapped() first, then assert its state changes and effects."))
  func saveTapped() async {
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    }
    await store.send(.view(.saveTapped))
  }

  @Test func cancelTapped() async {
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.cancel)
  }
}
