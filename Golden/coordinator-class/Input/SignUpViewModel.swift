import Foundation
import UIKit

/// The coordinator that made the sign-up screen: a class of the app, not a protocol.
@MainActor
final class SignUpCoordinator {
  private let navigation: UINavigationController

  init(navigation: UINavigationController) {
    self.navigation = navigation
  }

  func showTerms() {
    navigation.pushViewController(UIViewController(), animated: true)
  }

  func finish(with account: String, remember: Bool) {
    navigation.popToRootViewController(animated: true)
  }

  func canLeave() -> Bool {
    navigation.viewControllers.count > 1
  }

  func reset() {
    navigation.setViewControllers([], animated: false)
  }
}

protocol AccountsAPI: Sendable {
  func register(email: String) async throws -> String
}

// graft: feature bridge=uikit tests=xctest
@MainActor
final class SignUpViewModel {
  var email = ""
  var isSubmitting = false
  weak var coordinator: SignUpCoordinator?

  private let accounts: AccountsAPI

  init(accounts: AccountsAPI) {
    self.accounts = accounts
  }

  func termsTapped() {
    coordinator?.showTerms()
  }

  func submitTapped() async {
    isSubmitting = true
    do {
      let account = try await accounts.register(email: email)
      isSubmitting = false
      coordinator?.finish(with: account, remember: true)
    } catch {
      isSubmitting = false
    }
  }

  func closeTapped() {
    if coordinator?.canLeave() == true {
      email = ""
    }
  }
}
