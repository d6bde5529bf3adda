import UIKit

/// Not a screen: it only pushes the screens others ask for.
final class AppCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showProfile() {
    navigationController.pushViewController(ProfileViewController(viewModel: ProfileViewModel()), animated: true)
  }
}

/// Holds no state: a container, not a screen.
final class SplashViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}
