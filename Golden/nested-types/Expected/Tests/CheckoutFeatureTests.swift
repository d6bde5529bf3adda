import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct CheckoutFeatureTests {
  @Test func stepBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State()) {
      CheckoutFeature()
    }
    await store.send(\.binding.step, .address) {
      $0.step = .address
    }
  }

  @Test func filterBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State()) {
      CheckoutFeature()
    }
    await store.send(\.binding.filter, .discounted) {
      $0.filter = .discounted
    }
  }

  @Test func go() async {
    let store = TestStore(initialState: CheckoutFeature.State()) {
      CheckoutFeature()
    }
    await store.send(.view(.go(to: .address))) {
      $0.step = .address
    }
  }

  @Test func select() async {
    let store = TestStore(initialState: CheckoutFeature.State()) {
      CheckoutFeature()
    }
    await store.send(.view(.select(CheckoutViewModel.Line(id: UUID(1), title: "Sample title", quantity: 1))))
    await store.receive(\.delegate.finish, CheckoutViewModel.Line(id: UUID(1), title: "Sample title", quantity: 1))
  }

  @Test func filterChanged() async {
    let store = TestStore(initialState: CheckoutFeature.State()) {
      CheckoutFeature()
    }
    await store.send(.view(.filterChanged(to: .discounted))) {
      $0.filter = .discounted
    }
  }
}
