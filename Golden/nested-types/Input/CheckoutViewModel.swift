import Combine
import Foundation

// graft: feature
@MainActor
final class CheckoutViewModel: ObservableObject {
  enum Step: Equatable {
    case cart, address, payment
  }

  /// The screen's own loading state, which teams often name `State`.
  enum State: Equatable {
    case idle, loading, failed
  }

  struct Line: Equatable, Identifiable {
    let id: UUID
    var title: String
    var quantity: Int
  }

  enum Filter {
    case all, discounted
  }

  @Published var step: Step = .cart
  @Published private(set) var state: State = .idle
  @Published var lines: [Line] = []
  @Published var filter = Filter.all

  var onFinish: ((Line) -> Void)?

  func go(to step: Step) {
    self.step = step
  }

  func select(_ line: Line) {
    onFinish?(line)
  }

  func filterChanged(to filter: Filter) {
    self.filter = filter
  }
}
