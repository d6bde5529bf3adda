import UIKit

struct PickerItem: Equatable {
  var title: String
}

protocol PickerViewControllerDelegate: AnyObject {
  func pickerViewController(_ controller: PickerViewController, didPick item: PickerItem)
}

// graft: feature seed legacyController=PickerViewController
final class PickerViewController: UIViewController {
  weak var delegate: PickerViewControllerDelegate?
  private var items: [PickerItem] = []

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func pick(_ item: PickerItem) {
    delegate?.pickerViewController(self, didPick: item)
  }
}
