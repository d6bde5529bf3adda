import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct StatusBarFeatureTests {
  @Test(.disabled("Port StatusBarViewModel.load(id:) first, then assert its state changes and effects."))
  func load() async {
    let store = TestStore(initialState: StatusBarFeature.State()) {
      StatusBarFeature()
    }
    await store.send(.view(.load(id: UUID(1))))
  }
}
