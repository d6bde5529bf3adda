import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ComposeFeatureTests {
  @Test func bodyBinding() async {
    let store = TestStore(initialState: ComposeFeature.State(body: "")) {
      ComposeFeature()
    }
    await store.send(\.binding.body, "Sample body") {
      $0.body = "Sample body"
    }
  }

  @Test func isSendingBinding() async {
    let store = TestStore(initialState: ComposeFeature.State(body: "")) {
      ComposeFeature()
    }
    await store.send(\.binding.isSending, true) {
      $0.isSending = true
    }
  }

  @Test func discardTapped() async {
    let store = TestStore(initialState: ComposeFeature.State(body: "")) {
      ComposeFeature()
    }
    await store.send(.view(.discardTapped))
    await store.receive(\.delegate.discard)
  }

  @Test func bodyChanged() async {
    let store = TestStore(initialState: ComposeFeature.State(body: "")) {
      ComposeFeature()
    }
    await store.send(.view(.bodyChanged("Sample text"))) {
      $0.body = "Sample text"
    }
  }

  @Test func saveTapped() async {
    let draftsSaveDraftCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: ComposeFeature.State(body: "")) {
      ComposeFeature()
    } withDependencies: {
      $0.draftsClient.saveDraft = { @Sendable body in draftsSaveDraftCalls.withValue { $0.append(body) } }
    }
    await store.send(.view(.saveTapped))
    await store.finish()
    #expect(draftsSaveDraftCalls.value == [""])
  }
}
