import UIKit

/// Not a leaf: it asks its router, known by a protocol, for the bug report and the questions.
final class SupportViewController: UIViewController {
  private let router: SupportRouting
  private var topics: [String] = ["Sync", "Tags"]

  init(router: SupportRouting) {
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func reportTapped() {
    router.showReportBug()
  }

  func questionsTapped() {
    router.showFAQ()
  }
}

/// A leaf: a form that sends a report and goes nowhere.
final class ReportBugViewController: UIViewController {
  private var text = ""
}
