import Combine
import Foundation

/// Not a leaf for both reasons: it writes the session and it navigates to Home.
final class LoginViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var home: HomeViewModel?

  func loginTapped() async {
    do {
      let user = try await SessionManager.shared.login(name: email, password: password)
      KeychainStore.standard.set(password, forKey: "token")
      home = HomeViewModel(user: user)
    } catch {
      password = ""
    }
  }
}
