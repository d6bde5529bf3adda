import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PlaylistFeatureTests {
  @Test(.disabled("Give select(_:) a Track for 'track', then assert what it does."))
  func select() async {
    // let store = TestStore(initialState: PlaylistFeature.State()) {
    //   PlaylistFeature()
    // }
    // await store.send(.view(.select(track)))
  }

  @Test(.disabled("Give sort(by:) a PlaylistViewModel.Order for 'order', then assert what it does."))
  func sort() async {
    // let store = TestStore(initialState: PlaylistFeature.State()) {
    //   PlaylistFeature()
    // }
    // await store.send(.view(.sort(by: order)))
  }

  @Test(.disabled("Give remove(_:) a [Int] for 'ids', then assert what it does."))
  func remove() async {
    // let store = TestStore(initialState: PlaylistFeature.State()) {
    //   PlaylistFeature()
    // }
    // await store.send(.view(.remove(ids)))
  }

  @Test func refresh() async {
    let store = TestStore(initialState: PlaylistFeature.State()) {
      PlaylistFeature()
    }
    await store.send(.view(.refresh))
  }
}
