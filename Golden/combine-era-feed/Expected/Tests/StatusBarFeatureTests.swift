import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct StatusBarFeatureTests {
  @Test(.disabled("Give load(id:) a UUID for 'id', then assert what it does."))
  func load() async {
    // let store = TestStore(initialState: StatusBarFeature.State()) {
    //   StatusBarFeature()
    // }
    // await store.send(.view(.load(id: id)))
  }
}
