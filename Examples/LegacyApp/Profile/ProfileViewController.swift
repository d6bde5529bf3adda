import UIKit

final class ProfileViewController: UIViewController {
  private let viewModel: ProfileViewModel
  private var isLoaded = false

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
