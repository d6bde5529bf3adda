import ComposableArchitecture
import Foundation
import XCTest

@testable import App

@MainActor
final class LoginFeatureTests: XCTestCase {
  func testEmailBinding() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(\.binding.email, "Sample email") {
      $0.email = "Sample email"
    }
  }

  func testPasswordBinding() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(\.binding.password, "Sample password") {
      $0.password = "Sample password"
    }
  }

  func testRememberBinding() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(\.binding.remember, false) {
      $0.remember = false
    }
  }

  func testEmailChanged() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(.view(.emailChanged("Sample value"))) {
      $0.email = "Sample value"
    }
  }

  func testForgotPasswordTapped() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(.view(.forgotPasswordTapped))
  }
}
