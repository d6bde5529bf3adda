import Foundation
import Observation

/// Not a leaf: it navigates to the notes list (a stored child), settings and the profile.
@Observable
final class HomeViewModel {
  var user: User
  var notesList: NotesListViewModel?
  var isShowingSettings = false
  weak var coordinator: AppCoordinator?

  init(user: User) {
    self.user = user
  }

  func notesTapped() {
    notesList = NotesListViewModel()
  }

  func profileTapped() {
    coordinator?.showProfile()
  }

  /// Reads the session, writes nothing shared.
  var greeting: String {
    "Hello, \(SessionManager.shared.userName)"
  }
}
