import Foundation

/// Writes the shared session: not a leaf, and the session itself is migrated last.
@MainActor
final class LoginViewModel: ObservableObject {
  @Published var name = ""
  @Published var password = ""

  func signInTapped() {
    Session.shared.user = User(name: name, token: UUID().uuidString)
  }
}
