import Combine
import Foundation
import RxRelay

struct Folder: Equatable, Sendable {
  var name: String
}

/// The photo library's account: a shared object, compared by identity.
final class LibraryAccount: Hashable {
  static func == (lhs: LibraryAccount, rhs: LibraryAccount) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

enum AlbumAction: Equatable, Sendable {
  case rename
  case share
}

// graft: feature
@MainActor
final class AlbumViewModel: ObservableObject {
  @Published var title: String
  @Published var account: LibraryAccount?
  let query = BehaviorRelay(value: "")
  let selectedFolder = CurrentValueSubject<Folder?, Never>(nil)
  let refreshed = CurrentValueSubject<Void, Never>(())
  let defaults = UserDefaults.standard
  private let appContext: AppContext

  init(title: String, appContext: AppContext) {
    self.title = title
    self.appContext = appContext
  }

  convenience init(appContext: AppContext) {
    self.init(title: "", appContext: appContext)
  }

  func process(action: AlbumAction) {
    appContext.log("album \(action)")
  }

  func process(folder: Folder) {
    selectedFolder.send(folder)
  }
}

private extension AlbumViewModel {
  func track(_ event: String) {
    appContext.log(event)
  }
}
