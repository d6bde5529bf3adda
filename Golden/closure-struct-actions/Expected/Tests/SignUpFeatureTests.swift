import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct SignUpFeatureTests {
  @Test func nicknameBinding() async {
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    }
    await store.send(\.binding.nickname, "Sample nickname") {
      $0.nickname = "Sample nickname"
    }
  }

  @Test func isSubmittingBinding() async {
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    }
    await store.send(\.binding.isSubmitting, true) {
      $0.isSubmitting = true
    }
  }

  @Test func submitTapped() async {
    let serviceRegisterCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    } withDependencies: {
      $0.signUpClient.register = { @Sendable nickname in serviceRegisterCalls.withValue { $0.append(nickname) } }
    }
    await store.send(.view(.submitTapped)) {
      $0.isSubmitting = true
    }
    await store.receive({ if case .submitTappedResponse(.success) = $0 { return true } else { return false } }) {
      $0.isSubmitting = false
    }
    await store.receive(\.delegate.showProfileSetup, "")
    await store.finish()
    #expect(serviceRegisterCalls.value == [""])
  }

  @Test func submitTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    } withDependencies: {
      $0.signUpClient.register = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.submitTapped)) {
      $0.isSubmitting = true
    }
    await store.receive({ if case .submitTappedResponse(.failure) = $0 { return true } else { return false } }) {
      $0.isSubmitting = false
      $0.errorMessage = "Could not sign up"
    }
  }

  @Test func cancelTapped() async {
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.didCancel)
  }
}
