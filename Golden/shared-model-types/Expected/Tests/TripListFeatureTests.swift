import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TripListFeatureTests {
  @Test(.disabled("Give select(_:) a Trip for 'trip', then assert what it does."))
  func select() async {
    // let store = TestStore(initialState: TripListFeature.State()) {
    //   TripListFeature()
    // }
    // await store.send(.view(.select))
  }

  @Test func clearSelection() async {
    let store = TestStore(initialState: TripListFeature.State()) {
      TripListFeature()
    }
    await store.send(.view(.clearSelection))
  }

  @Test(.disabled("Give suggestNext(after:) a Trip for 'trip', then assert what it does."))
  func suggestNext() async {
    // let store = TestStore(initialState: TripListFeature.State()) {
    //   TripListFeature()
    // }
    // await store.send(.view(.suggestNext))
  }
}
