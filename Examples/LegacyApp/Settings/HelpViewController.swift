import UIKit

/// A leaf: a view controller with its own state, no navigation, no shared writes.
final class HelpViewController: UIViewController {
  private var sections: [String] = ["Getting started", "Sync"]
  private var expanded: Set<Int> = []

  func toggle(_ section: Int) {
    if expanded.contains(section) { expanded.remove(section) } else { expanded.insert(section) }
  }
}
