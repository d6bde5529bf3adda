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

  @Test func saveTapped() async {
    let note = Note(id: UUID(1), text: "Sample text")
    let notesSaveCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    } withDependencies: {
      $0.notesClient.save = { @Sendable text in
        notesSaveCalls.withValue { $0.append(text) }
        return note
      }
    }
    await store.send(.view(.saveTapped)) {
      $0.isSaving = true
    }
    await store.receive(\.saveTappedResponse.success) {
      $0.isSaving = false
      $0.saved = note
    }
    await store.receive(\.delegate.save, note)
    await store.finish()
    #expect(notesSaveCalls.value == [""])
  }

  @Test func saveTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    } withDependencies: {
      $0.notesClient.save = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.saveTapped)) {
      $0.isSaving = true
    }
    await store.receive(\.saveTappedResponse.failure) {
      $0.isSaving = false
      $0.error = "Sample failure"
    }
  }

  @Test func cancelTapped() async {
    let store = TestStore(initialState: EditNoteFeature.State(text: "")) {
      EditNoteFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.cancel)
  }
}
