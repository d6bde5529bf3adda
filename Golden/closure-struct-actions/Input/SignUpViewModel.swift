import Combine
import Foundation

/// What the sign-up screen asks of the flow that shows it: the coordinator fills it with its own
/// methods when it makes the screen.
struct SignUpViewModelActions {
  let showProfileSetup: (String) -> Void
  var didCancel: (() -> Void)?
}

protocol SignUpService: Sendable {
  func register(nickname: String) async throws
}

// graft: feature
@MainActor
final class SignUpViewModel: ObservableObject {
  typealias Actions = SignUpViewModelActions

  @Published var nickname = ""
  @Published var isSubmitting = false
  @Published var errorMessage: String?

  private let service: SignUpService
  private let actions: Actions?

  init(service: SignUpService, actions: Actions?) {
    self.service = service
    self.actions = actions
  }

  func submitTapped() async {
    isSubmitting = true
    do {
      try await service.register(nickname: nickname)
      isSubmitting = false
      actions?.showProfileSetup(nickname)
    } catch {
      isSubmitting = false
      errorMessage = "Could not sign up"
    }
  }

  func cancelTapped() {
    actions?.didCancel?()
  }
}
