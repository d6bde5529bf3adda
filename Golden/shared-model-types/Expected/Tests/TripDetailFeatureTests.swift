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
}
