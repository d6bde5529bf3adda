import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TripListFeatureTests {
  @Test func select() async {
    let store = TestStore(initialState: TripListFeature.State()) {
      TripListFeature()
    }
    await store.send(.view(.select(Trip(id: UUID(1), title: "Sample title", legs: [.wait], startsAt: Date(timeIntervalSince1970: 1_000))))) {
      $0.selected = Trip(id: UUID(1), title: "Sample title", legs: [.wait], startsAt: Date(timeIntervalSince1970: 1_000))
    }
  }

  @Test func clearSelection() async {
    var initialState = TripListFeature.State()
    initialState.selected = Trip(id: UUID(1), title: "Sample title", legs: [.wait], startsAt: Date(timeIntervalSince1970: 1_000))
    let store = TestStore(initialState: initialState) {
      TripListFeature()
    }
    await store.send(.view(.clearSelection)) {
      $0.selected = nil
    }
  }

  @Test func forget() async {
    let store = TestStore(initialState: TripListFeature.State()) {
      TripListFeature()
    }
    await store.send(.view(.forget))
  }

  @Test func suggestNext() async {
    let sampleSuggestion = Trip(id: UUID(1), title: "Sample title", legs: [.wait], startsAt: Date(timeIntervalSince1970: 1_000))
    let store = TestStore(initialState: TripListFeature.State()) {
      TripListFeature()
    } withDependencies: {
      $0.tripPlannerClient.suggestion = { @Sendable _ in sampleSuggestion }
    }
    await store.send(.view(.suggestNext(after: Trip(id: UUID(1), title: "Sample title", legs: [.wait], startsAt: Date(timeIntervalSince1970: 1_000)))))
    await store.receive(\.suggestNextResponse) {
      $0.suggestion = sampleSuggestion
    }
  }
}
