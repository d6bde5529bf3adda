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

  @Test func rename() async {
    let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
      TripDetailFeature()
    }
    await store.send(.view(.rename(to: "Sample title"))) {
      $0.trip.title = "Sample title"
    }
  }

  @Test func addWait() async {
    let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
      TripDetailFeature()
    }
    await store.send(.view(.addWait)) {
      $0.trip.legs.append(.wait)
    }
  }

  @Test(.disabled("Graft ported clearTitle(), but cannot predict 'trip.title = \"\"' on samples: assert what it does."))
  func clearTitle() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
    //   TripDetailFeature()
    // }
    // await store.send(.view(.clearTitle))
  }

  @Test(.disabled("Graft ported dropLastLeg(), but cannot run 'trip.legs.removeLast()' on samples: assert what it does."))
  func dropLastLeg() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
    //   TripDetailFeature()
    // }
    // await store.send(.view(.dropLastLeg))
  }

  @Test(.disabled("Graft ported renameCopy(to:), but cannot predict 'trip' on samples: assert what it does."))
  func renameCopy() async {
    // let store = TestStore(initialState: TripDetailFeature.State(trip: Trip(id: UUID(0), title: "", legs: [], startsAt: Date(timeIntervalSince1970: 0)))) {
    //   TripDetailFeature()
    // }
    // await store.send(.view(.renameCopy))
  }
}
