import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TripDetailFeatureTests {
  @Test(.disabled("Give State.init a Trip for 'trip', then enable this test."))
  func isEditingBinding() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: trip)) {
    //   TripDetailFeature()
    // }
    // await store.send(\.binding.isEditing, true) {
    //   $0.isEditing = true
    // }
  }

  @Test(.disabled("Give State.init a Trip for 'trip', then enable this test."))
  func rename() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: trip)) {
    //   TripDetailFeature()
    // }
    // // await store.send(.view(.rename))
  }

  @Test(.disabled("Give State.init a Trip for 'trip', then enable this test."))
  func addWait() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: trip)) {
    //   TripDetailFeature()
    // }
    // // await store.send(.view(.addWait))
  }
}
