import UIKit

/// Not a screen: the support corner's router, which the support screen knows only by its
/// protocol. Calls on the protocol run the one implementation the app has.
protocol SupportRouting: AnyObject {
  func showReportBug()
  func showFAQ()
}

final class DefaultSupportRouter: SupportRouting {
  weak var host: UIViewController?

  func showReportBug() {
    host?.present(ReportBugViewController(), animated: true)
  }

  func showFAQ() {
    // The list's model is handed the closure that opens an answer: the list navigates.
    let list = FAQListViewController(viewModel: .init(onSelect: { [weak self] question in self?.showAnswer(question) }))
    host?.navigationController?.pushViewController(list, animated: true)
  }

  private func showAnswer(_ question: String) {
    host?.navigationController?.pushViewController(FAQAnswerViewController(question: question), animated: true)
  }
}
