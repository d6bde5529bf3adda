import Foundation

/// Not the app: a mock the previews and tests swap in. Neither a screen nor a writer of the
/// session, though it logs in.
final class MockSessionViewModel {
  func signIn() {
    SessionManager.shared.userName = "Preview"
  }
}
