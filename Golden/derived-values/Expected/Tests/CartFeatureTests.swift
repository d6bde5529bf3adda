import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct CartFeatureTests {
  @Test func couponCodeBinding() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }
    await store.send(\.binding.couponCode, "Sample coupon code") {
      $0.couponCode = "Sample coupon code"
    }
  }

  @Test func increase() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }
    await store.send(.view(.increase(1))) {
      $0.message = "You can have at most 9 of one item"
    }
  }

  @Test func applyCoupon() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }
    await store.send(.view(.applyCoupon)) {
      $0.message = "This coupon does not apply"
    }
  }

  @Test func checkoutTapped() async {
    let store = TestStore(initialState: CartFeature.State()) {
      CartFeature()
    }
    await store.send(.view(.checkoutTapped))
    await store.receive(\.delegate.checkout)
  }
}
