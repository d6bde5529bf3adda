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

  @Test func showsTipsBinding() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(\.binding.showsTips, true) {
      $0.showsTips = true
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

  @Test func tipsAppeared() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.defaultAppStorage = .inMemory
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.tipsAppeared)) {
      $0.showsTips = true
    }
  }

  @Test(.disabled("Port PreferencesViewModel.tipsDismissed() first, then assert its state changes and effects."))
  func tipsDismissed() async {
    let store = TestStore(initialState: PreferencesFeature.State()) {
      PreferencesFeature()
    } withDependencies: {
      $0.appStorageKeyFormatWarningEnabled = false
    }
    await store.send(.view(.tipsDismissed))
  }
}
