import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TagsFeatureTests {
  @Test func deleteTapped() async {
    let repositoryDeleteCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TagsFeature.State()) {
      TagsFeature()
    } withDependencies: {
      $0.tagClient.delete = { @Sendable tag in repositoryDeleteCalls.withValue { $0.append(tag) } }
    }
    await store.send(.view(.deleteTapped("Sample tag"))) {
      $0.isDeleting = true
    }
    await store.receive(\.deleteTappedResponse) {
      $0.isDeleting = false
    }
    await store.finish()
    #expect(repositoryDeleteCalls.value == ["Sample tag"])
  }

  @Test func deleteTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TagsFeature.State()) {
      TagsFeature()
    } withDependencies: {
      $0.tagClient.delete = { @Sendable _ in throw SampleFailure() }
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.deleteTapped("Sample tag"))) {
      $0.isDeleting = true
    }
    await store.receive(\.deleteTappedResponse) {
      $0.isDeleting = false
    }
    await store.finish()
    #expect(analyticsTrackCalls.value == ["tag-delete-failed"])
  }

  @Test func shareTapped() async {
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TagsFeature.State()) {
      TagsFeature()
    } withDependencies: {
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.shareTapped))
    await store.finish()
    #expect(analyticsTrackCalls.value == ["tags-shared"])
  }
}
