import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct RoomListFeatureTests {
  @Test func refresh() async {
    let sampleRooms = ["Sample value"]
    let store = TestStore(initialState: RoomListFeature.State()) {
      RoomListFeature()
    } withDependencies: {
      $0.roomDirectoryClient.rooms = { @Sendable in sampleRooms }
    }
    await store.send(.view(.refresh))
    await store.receive(\.refreshResponse) {
      $0.rooms = sampleRooms
    }
  }

  @Test func clear() async {
    let store = TestStore(initialState: RoomListFeature.State()) {
      RoomListFeature()
    }
    await store.send(.view(.clear))
  }
}
