import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct CouponFeatureTests {
  @Test func codeBinding() async {
    let store = TestStore(initialState: CouponFeature.State(code: "")) {
      CouponFeature()
    }
    await store.send(\.binding.code, "Sample code") {
      $0.code = "Sample code"
    }
  }

  @Test func cancelTapped() async {
    let store = TestStore(initialState: CouponFeature.State(code: "")) {
      CouponFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.didCancel)
  }

  @Test func expired() async {
    let store = TestStore(initialState: CouponFeature.State(code: "")) {
      CouponFeature()
    }
    await store.send(.view(.expired(code: "Sample code")))
    await store.receive(\.delegate.couponDidExpire, "Sample code")
  }
}
