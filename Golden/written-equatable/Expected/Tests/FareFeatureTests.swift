import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct FareFeatureTests {
  @Test func quoted() async {
    let store = TestStore(initialState: FareFeature.State()) {
      FareFeature()
    }
    await store.send(.view(.quoted(Fare(currency: "Sample currency", amount: 1.5), seats: 1))) {
      $0.quote = .quoted(Fare(currency: "Sample currency", amount: 1.5), seats: 1)
    }
  }

  @Test func soldOut() async {
    let store = TestStore(initialState: FareFeature.State()) {
      FareFeature()
    }
    await store.send(.view(.soldOut)) {
      $0.quote = .soldOut(reason: "No seats left")
    }
  }
}
