import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct InboxFeatureTests {
  @Test func refresh() async {
    let messages = [Message(id: 1, subject: "Sample subject")]
    let serviceFetchMessagesCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.fetchMessages = { @Sendable folder in
        serviceFetchMessagesCalls.withValue { $0.append(folder) }
        return messages
      }
    }
    await store.send(.view(.refresh)) {
      $0.isLoading = true
    }
    await store.receive(\.refreshResponse.success) {
      $0.messages = messages
      $0.isLoading = false
    }
    await store.finish()
    #expect(serviceFetchMessagesCalls.value == [""])
  }

  @Test func refreshFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.fetchMessages = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.refresh)) {
      $0.isLoading = true
    }
    await store.receive(\.refreshResponse.failure) {
      $0.isLoading = false
      $0.errorText = "Sample failure"
    }
  }

  @Test func markAllReadTapped() async {
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.markAllRead = { @Sendable in }
    }
    await store.send(.view(.markAllReadTapped))
    await store.receive(\.markAllReadTappedResponse) {
      $0.unread = 0
    }
  }

  @Test func updateBadge() async {
    let count = 4
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.unreadCount = { @Sendable in count }
    }
    await store.send(.view(.updateBadge))
    await store.receive(\.updateBadgeResponse) {
      $0.unread = count
    }
  }

  @Test func archiveTapped() async {
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.archiveAll = { @Sendable in }
    }
    await store.send(.view(.archiveTapped))
    await store.receive({ if case .archiveTappedResponse(.success) = $0 { return true } else { return false } })
  }

  @Test func archiveTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.archiveAll = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.archiveTapped))
    await store.receive({ if case .archiveTappedResponse(.failure) = $0 { return true } else { return false } }) {
      $0.errorText = "Sample failure"
    }
  }

  @Test func replyTapped() async {
    let serviceSendReplyCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    } withDependencies: {
      $0.messageClient.sendReply = { @Sendable text in
        serviceSendReplyCalls.withValue { $0.append(text) }
        return (true, "Sample message")
      }
    }
    await store.send(.view(.replyTapped("Sample text"))) {
      $0.isLoading = true
    }
    await store.receive(\.replyTappedResponse) {
      $0.isLoading = false
    }
    await store.finish()
    #expect(serviceSendReplyCalls.value == ["Sample text"])
  }

  @Test(.disabled("Port InboxViewModel.refreshQuietly() first, then assert its state changes and effects."))
  func refreshQuietly() async {
    let store = TestStore(initialState: InboxFeature.State(folder: "")) {
      InboxFeature()
    }
    await store.send(.view(.refreshQuietly))
  }
}
