import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TripDetailFeatureTests {
  @Test func isEditingBinding() async {
    let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
      TripDetailFeature()
    }
    await store.send(\.binding.isEditing, true) {
      $0.isEditing = true
    }
  }

  @Test(.disabled("Graft ported rename(to:), but cannot predict 'trip.title = title' on samples: assert what it does."))
  func rename() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
    //   TripDetailFeature()
    // }
    // await store.send(.view(.rename))
  }

  @Test(.disabled("Graft ported addWait(), but cannot run 'trip.legs.append(.wait)' on samples: assert what it does."))
  func addWait() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
    //   TripDetailFeature()
    // }
    // await store.send(.view(.addWait))
  }
}
