import UIKit

/// Not a leaf: it opens the colour picker through the shared `TagNavigating` helper.
final class TagDetailViewController: UIViewController, TagNavigating {
  let coordinator: TagsCoordinator
  private let viewModel: TagDetailViewModel

  init(viewModel: TagDetailViewModel, coordinator: TagsCoordinator) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func colorTapped() {
    openColorPicker()
  }
}
