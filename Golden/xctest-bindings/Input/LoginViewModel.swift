import Combine
import Foundation

// graft: feature tests=xctest
@MainActor
final class LoginViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var remember = true
  @Published private(set) var attempts = 0

  var onSignedIn: ((_ userID: String) -> Void)?

  func emailChanged(_ value: String) {
    email = value
  }

  func forgotPasswordTapped() {}
}
