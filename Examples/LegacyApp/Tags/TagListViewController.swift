import UIKit

/// Not a leaf: it asks the coordinator for a tag's detail.
final class TagListViewController: UIViewController {
  private let coordinator: TagsCoordinator
  private var tags: [String] = ["work", "home"]

  init(coordinator: TagsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func didSelect(_ tag: String) {
    coordinator.present(scene: .tagDetail(viewModel: TagDetailViewModel(name: tag)), from: self)
  }
}
