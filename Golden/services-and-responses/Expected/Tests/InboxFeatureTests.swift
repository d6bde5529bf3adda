import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct InboxFeatureTests {
  @Test func queryBinding() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(\.binding.query, "Sample query") {
      $0.query = "Sample query"
    }
  }

  @Test func load() async {
    let sampleFetch = [Message(id: UUID(1), subject: "Sample subject")]
    let messagesServiceFetchCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.messagesClient.fetch = { @Sendable page in
        messagesServiceFetchCalls.withValue { $0.append(page) }
        return sampleFetch
      }
    }
    await store.send(.view(.load(page: 1)))
    await store.receive(\.loadResponse.success)
    await store.finish()
    #expect(messagesServiceFetchCalls.value == [1])
  }

  @Test func loadFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.messagesClient.fetch = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.load(page: 1)))
    await store.receive(\.loadResponse.failure)
  }

  @Test func prefetchTapped() async {
    let sampleFetch = [Message(id: UUID(1), subject: "Sample subject")]
    let messagesServiceFetchCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.messagesClient.fetch = { @Sendable page in
        messagesServiceFetchCalls.withValue { $0.append(page) }
        return sampleFetch
      }
    }
    await store.send(.view(.prefetchTapped)) {
      $0.isLoading = true
    }
    await store.receive({ if case .prefetchTappedResponse(.success) = $0 { return true } else { return false } }) {
      $0.isLoading = false
    }
    await store.finish()
    #expect(messagesServiceFetchCalls.value == [1])
  }

  @Test func prefetchTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.messagesClient.fetch = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.prefetchTapped)) {
      $0.isLoading = true
    }
    await store.receive({ if case .prefetchTappedResponse(.failure) = $0 { return true } else { return false } }) {
      $0.isLoading = false
      $0.lastError = "Sample failure"
    }
  }

  @Test func open() async {
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    }
    await store.send(.view(.open(Message(id: UUID(1), subject: "Sample subject"))))
    await store.receive(\.delegate.open, Message(id: UUID(1), subject: "Sample subject"))
  }
}
