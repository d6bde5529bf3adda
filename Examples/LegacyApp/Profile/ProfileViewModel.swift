import Combine
import Foundation

/// Not a leaf: it writes the session, and syncs its name with it in both directions.
final class ProfileViewModel: ObservableObject {
  @Published var name = "" {
    didSet { SessionManager.shared.userName = name }
  }
  @Published var isEditing = false
  private var cancellables = Set<AnyCancellable>()

  init() {
    SessionManager.shared.$userName
      .removeDuplicates()
      .sink { [weak self] in self?.name = $0 }
      .store(in: &cancellables)
  }
}
