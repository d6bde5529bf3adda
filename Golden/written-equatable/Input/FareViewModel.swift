import Combine
import Foundation

/// A fare as the pricing service quotes it; the app never needed to compare two.
struct Fare {
  let currency: String
  var amount: Decimal
}

/// Keeps its cache to itself: another file cannot compare what it holds.
struct FareCache {
  private var fares: [String: Fare] = [:]
}

// graft: feature bridge=none
final class FareViewModel: ObservableObject {
  enum Quote {
    case none
    case quoted(Fare, seats: Int)
    case soldOut(reason: String)
  }

  @Published var quote: Quote = .none
  @Published var lastFare = Fare(currency: "EUR", amount: 0)
  @Published var cache = FareCache()

  func quoted(_ fare: Fare, seats: Int) {
    quote = .quoted(fare, seats: seats)
  }

  func soldOut() {
    quote = .soldOut(reason: "No seats left")
  }
}
