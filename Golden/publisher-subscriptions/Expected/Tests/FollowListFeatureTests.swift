import Combine
import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct FollowListFeatureTests {
  @Test func handleBinding() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    }
    await store.send(\.binding.handle, "Sample handle") {
      $0.handle = "Sample handle"
    }
  }

  @Test func isFollowingBinding() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    }
    await store.send(\.binding.isFollowing, true) {
      $0.isFollowing = true
    }
  }

  @Test func blockTapped() async {
    let blockCallAsFunctionCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.blockUseCaseClient.callAsFunction = { @Sendable handle in
        blockCallAsFunctionCalls.withValue { $0.append(handle) }
        return Just(()).setFailureType(to: FollowError.self).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.blockTapped))
    await store.receive(\.blockTappedValue) {
      $0.message = "Blocked"
    }
    await store.finish()
    #expect(blockCallAsFunctionCalls.value == [""])
  }

  @Test func blockTappedFailure() async {
    let blockCallAsFunctionCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.blockUseCaseClient.callAsFunction = { @Sendable handle in
        blockCallAsFunctionCalls.withValue { $0.append(handle) }
        return Fail(outputType: Void.self, failure: .offline).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.blockTapped))
    await store.receive(\.blockTappedFailure) {
      $0.message = "Could not block"
    }
    await store.finish()
    #expect(blockCallAsFunctionCalls.value == [""])
  }

  @Test func suggestTapped() async {
    let sampleCallAsFunction = ["Sample value"]
    let suggestCallAsFunctionCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.suggestUseCaseClient.callAsFunction = { @Sendable handle in
        suggestCallAsFunctionCalls.withValue { $0.append(handle) }
        return sampleCallAsFunction
      }
    }
    await store.send(.view(.suggestTapped))
    await store.receive(\.suggestTappedResponse) {
      $0.suggestions = sampleCallAsFunction
    }
    await store.finish()
    #expect(suggestCallAsFunctionCalls.value == [""])
  }

  @Test func followTapped() async {
    let sampleProfile = Profile(handle: "Sample handle", followers: 1)
    let serviceFollowCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.follow = { @Sendable handle in
        serviceFollowCalls.withValue { $0.append(handle) }
        return Just(sampleProfile).setFailureType(to: FollowError.self).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.followTapped)) {
      $0.isFollowing = true
    }
    await store.receive(\.followTappedValue) {
      $0.followed = sampleProfile
    }
    await store.receive(\.followTappedFinished) {
      $0.isFollowing = false
    }
    await store.receive(\.delegate.followed, "Sample handle")
    await store.finish()
    #expect(serviceFollowCalls.value == [""])
  }

  @Test func followTappedFailure() async {
    let serviceFollowCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.follow = { @Sendable handle in
        serviceFollowCalls.withValue { $0.append(handle) }
        return Fail(outputType: Profile.self, failure: .offline).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.followTapped)) {
      $0.isFollowing = true
    }
    await store.receive(\.followTappedFailure) {
      $0.isFollowing = false
      $0.message = "Could not follow"
    }
    await store.finish()
    #expect(serviceFollowCalls.value == [""])
  }

  @Test func appeared() async {
    let sampleNames = ["Sample value"]
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.suggestions = { @Sendable in Just(sampleNames).eraseToAnyPublisher() }
    }
    await store.send(.view(.appeared))
    await store.receive(\.appearedValue) {
      $0.suggestions = sampleNames
    }
  }

  @Test func refollowTapped() async {
    let sampleProfile = Profile(handle: "Sample handle", followers: 1)
    let serviceFollowCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.follow = { @Sendable handle in
        serviceFollowCalls.withValue { $0.append(handle) }
        return Just(sampleProfile).setFailureType(to: FollowError.self).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.refollowTapped))
    await store.receive(\.refollowTappedValue) {
      $0.followed = sampleProfile
    }
    await store.finish()
    #expect(serviceFollowCalls.value == [""])
  }

  @Test func pingTapped() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.ping = { @Sendable in Just(()).eraseToAnyPublisher() }
    }
    await store.send(.view(.pingTapped))
    await store.receive(\.pingTappedValue) {
      $0.message = "Online"
    }
  }

  @Test func watchTapped() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.ping = { @Sendable in Just(()).eraseToAnyPublisher() }
    }
    await store.send(.view(.watchTapped))
    await store.receive(\.watchTappedValue) {
      $0.message = "Still online"
    }
  }

  @Test func stopWatchingTapped() async {
    var initialState = FollowListFeature.State()
    initialState.message = "Sample message"
    let store = TestStore(initialState: initialState) {
      FollowListFeature()
    }
    await store.send(.view(.stopWatchingTapped)) {
      $0.message = nil
    }
  }

  @Test(.disabled("Port FollowListViewModel.tickTapped() first, then assert its state changes and effects."))
  func tickTapped() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    }
    await store.send(.view(.tickTapped))
  }

  @Test func stopTickingTapped() async {
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    }
    await store.send(.view(.stopTickingTapped))
  }

  @Test func unfollowTapped() async {
    let serviceUnfollowCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.unfollow = { @Sendable handle in
        serviceUnfollowCalls.withValue { $0.append(handle) }
        return Just(()).setFailureType(to: Error.self).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.unfollowTapped("Sample name")))
    await store.finish()
    #expect(serviceUnfollowCalls.value == ["Sample name"])
  }

  @Test func unfollowTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let serviceUnfollowCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: FollowListFeature.State()) {
      FollowListFeature()
    } withDependencies: {
      $0.followClient.unfollow = { @Sendable handle in
        serviceUnfollowCalls.withValue { $0.append(handle) }
        return Fail(outputType: Void.self, failure: SampleFailure()).eraseToAnyPublisher()
      }
    }
    await store.send(.view(.unfollowTapped("Sample name")))
    await store.receive(\.unfollowTappedFailure)
    await store.receive(\.delegate.unfollowFailed, "Sample name")
    await store.finish()
    #expect(serviceUnfollowCalls.value == ["Sample name"])
  }
}
