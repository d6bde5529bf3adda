import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ProfileEditorFeatureTests {
  @Test func displayNameBinding() async {
    let store = TestStore(initialState: ProfileEditorFeature.State()) {
      ProfileEditorFeature()
    }
    await store.send(\.binding.displayName, "Sample display name") {
      $0.displayName = "Sample display name"
    }
  }

  @Test func isPublicBinding() async {
    let store = TestStore(initialState: ProfileEditorFeature.State()) {
      ProfileEditorFeature()
    }
    await store.send(\.binding.isPublic, true) {
      $0.isPublic = true
    }
  }

  @Test func saveTapped() async {
    let store = TestStore(initialState: ProfileEditorFeature.State()) {
      ProfileEditorFeature()
    }
    await store.send(.view(.saveTapped)) {
      $0.saveCount = 1
    }
  }

  #if os(iOS)
  @Test func shareTapped() async {
    let store = TestStore(initialState: ProfileEditorFeature.State()) {
      ProfileEditorFeature()
    }
    await store.send(.view(.shareTapped))
  }
  #endif

  @Test func onAppear() async {
    var initialState = ProfileEditorFeature.State()
    initialState.saveCount = 1
    let store = TestStore(initialState: initialState) {
      ProfileEditorFeature()
    }
    await store.send(.view(.onAppear)) {
      $0.saveCount = 0
    }
  }
}
