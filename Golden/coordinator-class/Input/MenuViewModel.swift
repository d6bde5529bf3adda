import Foundation

protocol MenuCoordinator: AnyObject {
  func showProfile(id: Int)
  func showHelp()
  func logout()
  func openLegacySettings()
}

protocol MenuDependencies {
  func resolve() -> MenuCoordinator
}

/// A side menu whose coordinator a dependency container hands it each time it asks.
// graft: feature bridge=uikit tests=xctest
@MainActor
final class MenuViewModel {
  var selectedRow = 0
  private let dependencies: MenuDependencies

  init(dependencies: MenuDependencies) {
    self.dependencies = dependencies
  }

  var coordinator: MenuCoordinator {
    dependencies.resolve()
  }

  func profileTapped(id: Int) {
    selectedRow = id
    coordinator.showProfile(id: id)
  }

  func helpTapped() {
    coordinator.showHelp()
  }

  func logoutTapped() {
    selectedRow = 0
    coordinator.logout()
  }
}
