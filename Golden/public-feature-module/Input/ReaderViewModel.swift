import Combine
import Foundation

// graft: feature seed
public final class ReaderViewModel: ObservableObject {
  @Published public var title: String
  @Published public var fontSize = 14

  public var onClose: (() -> Void)?

  public init(title: String) {
    self.title = title
  }

  public func closeTapped() {
    onClose?()
  }
}
