import Combine
import Foundation

// graft: feature seed bridge=uikit
final class DetailViewModel: ObservableObject {
  @Published var title: String
  var onClose: (() -> Void)?

  init(title: String) {
    self.title = title
  }

  func closeTapped() {
    onClose?()
  }
}

// graft: feature
final class SummaryViewModel: ObservableObject {
  @Published var count = 0

  func reset() {}
}
