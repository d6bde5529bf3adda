import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct StatusBarFeatureTests {
  @Test func load() async {
    let response = "Sample response"
    let statusFetcherStatusCalls = LockIsolated<[UUID]>([])
    let store = TestStore(initialState: StatusBarFeature.State()) {
      StatusBarFeature()
    } withDependencies: {
      $0.statusFetchingClient.status = { @Sendable id in
        statusFetcherStatusCalls.withValue { $0.append(id) }
        return response
      }
    }
    await store.send(.view(.load(id: UUID(1))))
    await store.receive(\.loadResponse) {
      $0.status = response
    }
    await store.finish()
    #expect(statusFetcherStatusCalls.value == [UUID(1)])
  }
}
