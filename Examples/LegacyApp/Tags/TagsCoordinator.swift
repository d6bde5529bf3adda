import UIKit

/// Not a screen: the tags corner's coordinator. Screens ask it for a `Scene`; `controller(for:)`
/// makes the controller, as a UIKit app with a scene coordinator does.
final class TagsCoordinator {
  enum Scene {
    case tagList
    case tagDetail(viewModel: TagDetailViewModel)
    case colorPicker
  }

  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func present(scene: Scene, from sender: UIViewController?) {
    navigationController.pushViewController(controller(for: scene), animated: true)
  }

  private func controller(for scene: Scene) -> UIViewController {
    switch scene {
    case .tagList:
      return TagListViewController(coordinator: self)
    case .tagDetail(let viewModel):
      return TagDetailViewController(viewModel: viewModel, coordinator: self)
    case .colorPicker:
      let picker = ColorPickerViewController()
      // The picker's own navigation: when it picks, the coordinator shows the help on colours.
      picker.onPick = { [weak self] _ in
        self?.navigationController.pushViewController(HelpViewController(), animated: true)
      }
      return picker
    }
  }
}

/// Screens that can open the colour picker: a helper every conforming screen shares.
protocol TagNavigating: AnyObject {
  var coordinator: TagsCoordinator { get }
}

extension TagNavigating {
  func openColorPicker() {
    coordinator.present(scene: .colorPicker, from: nil)
  }
}
