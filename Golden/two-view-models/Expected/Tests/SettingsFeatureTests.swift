import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct SettingsFeatureTests {
  @Test func notificationsOnBinding() async {
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    }
    await store.send(\.binding.notificationsOn, false) {
      $0.notificationsOn = false
    }
  }

  @Test func volumeBinding() async {
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    }
    await store.send(\.binding.volume, 1.5) {
      $0.volume = 1.5
    }
  }

  @Test func closeTapped() async {
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    }
    await store.send(.view(.closeTapped))
    await store.receive(\.delegate.close)
  }
}
