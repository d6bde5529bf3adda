import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ProfileEditFeatureTests {
  @Test(.disabled("Graft ported transform(from:) on input.nicknameChanged, but cannot predict 'isNicknameValid' on samples: assert what it does."))
  func nicknameChanged() async {
    // let store = TestStore(initialState: ProfileEditFeature.State()) {
    //   ProfileEditFeature()
    // }
    // await store.send(.view(.nicknameChanged))
  }

  @Test func bioChanged() async {
    let store = TestStore(initialState: ProfileEditFeature.State()) {
      ProfileEditFeature()
    }
    await store.send(.view(.bioChanged("Sample bio"))) {
      $0.bio = "Sample bio"
      $0.bioCount = 10
    }
  }

  @Test(.disabled("Graft ported transform(from:) on input.ageText, but cannot tell whether 'age' has a value on samples: assert what it does."))
  func ageTextChanged() async {
    // let store = TestStore(initialState: ProfileEditFeature.State()) {
    //   ProfileEditFeature()
    // }
    // await store.send(.view(.ageTextChanged))
  }

  @Test(.disabled("Give transform(from:) on input.tagsChanged a [String] for 'value', then assert what it does."))
  func tagsChanged() async {
    // let store = TestStore(initialState: ProfileEditFeature.State()) {
    //   ProfileEditFeature()
    // }
    // await store.send(.view(.tagsChanged(value)))
  }

  @Test func nextTapped() async {
    let store = TestStore(initialState: ProfileEditFeature.State()) {
      ProfileEditFeature()
    }
    await store.send(.view(.nextTapped))
    await store.receive(\.delegate.step, .bio)
  }

  @Test func backTapped() async {
    let store = TestStore(initialState: ProfileEditFeature.State()) {
      ProfileEditFeature()
    }
    await store.send(.view(.backTapped))
    await store.receive(\.delegate.step, .name)
  }

  @Test func closeTapped() async {
    let store = TestStore(initialState: ProfileEditFeature.State()) {
      ProfileEditFeature()
    }
    await store.send(.view(.closeTapped))
    await store.receive(\.delegate.dismiss)
  }

  @Test(.disabled("Port ProfileEditViewModel.transform(from:) on input.saveTapped first, then assert its state changes and effects."))
  func saveTapped() async {
    let store = TestStore(initialState: ProfileEditFeature.State()) {
      ProfileEditFeature()
    }
    await store.send(.view(.saveTapped))
  }
}
