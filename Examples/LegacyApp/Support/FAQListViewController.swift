import UIKit

/// Not a leaf: the closure its model was handed by the router opens an answer.
final class FAQListViewModel {
  let questions = ["How do I sync?", "How do I tag?"]
  private let onSelect: (String) -> Void

  init(onSelect: @escaping (String) -> Void) {
    self.onSelect = onSelect
  }

  func select(_ question: String) {
    onSelect(question)
  }
}

final class FAQListViewController: UIViewController {
  private let viewModel: FAQListViewModel

  init(viewModel: FAQListViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Not a leaf, though it leads to no screen of the app: it presents the system's share sheet.
final class FAQAnswerViewController: UIViewController {
  private var question: String

  init(question: String) {
    self.question = question
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func shareTapped() {
    let sheet = UIActivityViewController(activityItems: [question], applicationActivities: nil)
    present(sheet, animated: true)
  }
}
