import ComposableArchitecture
import Foundation
import XCTest

@testable import App

@MainActor
final class CheckoutFeatureTests: XCTestCase {
  func testTotalBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [])) {
      CheckoutFeature()
    }
    await store.send(\.binding.total, 1.5) {
      $0.total = 1.5
    }
  }

  func testIsPayingBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [])) {
      CheckoutFeature()
    }
    await store.send(\.binding.isPaying, true) {
      $0.isPaying = true
    }
  }

  func testPayTapped() async {
    let orderID = "Sample order id"
    let store = TestStore(initialState: CheckoutFeature.State(items: [])) {
      CheckoutFeature()
    } withDependencies: {
      $0.paymentsClient.pay = { @Sendable _, _ in orderID }
    }
    await store.send(.view(.payTapped)) {
      $0.isPaying = true
    }
    await store.receive(\.payTappedResponse.success) {
      $0.isPaying = false
    }
    await store.receive(\.delegate.checkoutDidFinish, orderID)
  }

  func testPayTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: CheckoutFeature.State(items: [])) {
      CheckoutFeature()
    } withDependencies: {
      $0.paymentsClient.pay = { @Sendable _, _ in throw SampleFailure() }
    }
    await store.send(.view(.payTapped)) {
      $0.isPaying = true
    }
    await store.receive(\.payTappedResponse.failure) {
      $0.isPaying = false
    }
  }

  func testCancelTapped() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [])) {
      CheckoutFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.checkoutDidCancel)
  }
}
