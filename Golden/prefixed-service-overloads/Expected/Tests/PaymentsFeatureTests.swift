import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PaymentsFeatureTests {
  @Test func fetch() async {
    let sampleSummary = PaymentSummary(outstanding: 1, currency: "Sample currency")
    let store = TestStore(initialState: PaymentsFeature.State()) {
      PaymentsFeature()
    } withDependencies: {
      $0.hPaymentClient.summary = { @Sendable in sampleSummary }
    }
    await store.send(.view(.fetch)) {
      $0.isLoading = true
    }
    await store.receive(\.fetchResponse.success) {
      $0.summary = sampleSummary
      $0.isLoading = false
    }
  }

  @Test func fetchFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: PaymentsFeature.State()) {
      PaymentsFeature()
    } withDependencies: {
      $0.hPaymentClient.summary = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.fetch)) {
      $0.isLoading = true
    }
    await store.receive(\.fetchResponse.failure) {
      $0.isLoading = false
      $0.failed = true
    }
  }

  @Test func fetch2() async {
    let sampleSummary = PaymentSummary(outstanding: 1, currency: "Sample currency")
    let store = TestStore(initialState: PaymentsFeature.State()) {
      PaymentsFeature()
    } withDependencies: {
      $0.hPaymentClient.summary = { @Sendable in sampleSummary }
    }
    await store.send(.view(.fetch2)) {
      $0.isLoading = true
    }
    await store.receive(\.fetch2Response.success) {
      $0.summary = sampleSummary
      $0.isLoading = false
    }
  }

  @Test func fetch2Failure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: PaymentsFeature.State()) {
      PaymentsFeature()
    } withDependencies: {
      $0.hPaymentClient.summary = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.fetch2)) {
      $0.isLoading = true
    }
    await store.receive(\.fetch2Response.failure) {
      $0.isLoading = false
      $0.failed = true
    }
  }
}
