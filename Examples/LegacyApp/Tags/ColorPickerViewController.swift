import UIKit

/// A screen without a view model, which only the coordinator makes. Not a leaf: the closure
/// the coordinator gives it shows the help.
final class ColorPickerViewController: UIViewController {
  var onPick: ((String) -> Void)?

  func colorTapped(_ color: String) {
    onPick?(color)
  }
}
