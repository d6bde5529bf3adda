import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ProfileFeatureTests {
  @Test func nameBinding() async {
    let store = TestStore(initialState: ProfileFeature.State(name: "")) {
      ProfileFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(\.binding.name, "Sample name") {
      $0.name = "Sample name"
    }
  }

  @Test func bioBinding() async {
    let store = TestStore(initialState: ProfileFeature.State(name: "")) {
      ProfileFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(\.binding.bio, "Sample bio") {
      $0.bio = "Sample bio"
    }
  }

  @Test func ageBinding() async {
    let store = TestStore(initialState: ProfileFeature.State(name: "")) {
      ProfileFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(\.binding.age, 1) {
      $0.age = 1
    }
  }

  @Test func rename() async {
    let store = TestStore(initialState: ProfileFeature.State(name: "")) {
      ProfileFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.rename(to: "Sample new name"))) {
      $0.name = "Sample new name"
    }
  }

  @Test(.disabled("Port ProfileModel.logoutTapped() first, then assert its state changes and effects."))
  func logoutTapped() async {
    let store = TestStore(initialState: ProfileFeature.State(name: "")) {
      ProfileFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.logoutTapped))
  }
}
