import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct OrdersFeatureTests {
  @Test func pageBinding() async {
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    }
    await store.send(\.binding.page, 2) {
      $0.page = 2
    }
  }

  @Test func refresh() async {
    let orders = [Order(id: 1, title: "Sample title")]
    let repositoryFetchOrdersCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.fetchOrders = { @Sendable page in
        repositoryFetchOrdersCalls.withValue { $0.append(page) }
        return orders
      }
    }
    await store.send(.view(.refresh)) {
      $0.isLoading = true
    }
    await store.receive(\.refreshResponse.success) {
      $0.orders = orders
      $0.isLoading = false
    }
    await store.finish()
    #expect(repositoryFetchOrdersCalls.value == [1])
  }

  @Test func refreshFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.fetchOrders = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.refresh)) {
      $0.isLoading = true
    }
    await store.receive(\.refreshResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "Sample failure"
    }
  }

  @Test func cancelTapped() async {
    let repositoryCancelOrderCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.cancelOrder = { @Sendable id in repositoryCancelOrderCalls.withValue { $0.append(id) } }
    }
    await store.send(.view(.cancelTapped(id: 1)))
    await store.receive({ if case .cancelTappedResponse(.success) = $0 { return true } else { return false } })
    await store.finish()
    #expect(repositoryCancelOrderCalls.value == [1])
  }

  @Test func cancelTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.cancelOrder = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.cancelTapped(id: 1)))
    await store.receive({ if case .cancelTappedResponse(.failure) = $0 { return true } else { return false } })
  }

  @Test func loadMore() async {
    let orders = [Order(id: 1, title: "Sample title")]
    let repositoryFetchOrdersCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.fetchOrders = { @Sendable page in
        repositoryFetchOrdersCalls.withValue { $0.append(page) }
        return orders
      }
    }
    await store.send(.view(.loadMore))
    await store.receive(\.loadMoreResponse.success) {
      $0.orders = orders
      $0.page = 2
    }
    await store.finish()
    #expect(repositoryFetchOrdersCalls.value == [2])
  }

  @Test func loadMoreFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient.fetchOrders = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.loadMore))
    await store.receive(\.loadMoreResponse.failure) {
      $0.errorMessage = "Could not load more"
    }
  }

  @Test(.disabled("Port OrdersViewModel.restoreDraft() first, then assert its state changes and effects."))
  func restoreDraft() async {
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    }
    await store.send(.view(.restoreDraft))
  }

  @Test(.disabled("Port OrdersViewModel.refreshTitles() first, then assert its state changes and effects."))
  func refreshTitles() async {
    let store = TestStore(initialState: OrdersFeature.State()) {
      OrdersFeature()
    }
    await store.send(.view(.refreshTitles))
  }
}
