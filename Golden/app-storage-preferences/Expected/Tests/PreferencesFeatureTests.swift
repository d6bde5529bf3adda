import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PreferencesFeatureTests {
  @Test func displayNameBinding() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(\.binding.displayName, "Sample display name") {
      $0.displayName = "Sample display name"
    }
  }

  @Test func soundToggled() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.soundToggled(false))) {
      $0.$soundOn.withLock { $0 = false }
    }
  }

  @Test func fontSizeChanged() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.fontSizeChanged(to: 15))) {
      $0.$fontSize.withLock { $0 = 15 }
    }
  }
}
