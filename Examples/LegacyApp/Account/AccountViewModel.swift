import Combine
import Foundation

/// Not a leaf: it navigates nowhere, but writes the session, the keychain, and posts a
/// notification. Its own one-way observer of the session is not a two-way sync.
final class AccountViewModel: ObservableObject {
  @Published var displayName = ""
  private let session = SessionManager.shared
  private var cancellables = Set<AnyCancellable>()

  init() {
    session.$userName.sink { [weak self] in self?.displayName = $0 }.store(in: &cancellables)
  }

  func logoutTapped() {
    session.logout()
    KeychainStore.standard.delete(forKey: "token")
    NotificationCenter.default.post(name: .userDidLogout, object: nil)
  }
}
