import Foundation
import UIKit

protocol CheckoutDelegate: AnyObject {
  func checkoutDidFinish(orderID: String)
  func checkoutDidCancel()
}

protocol PaymentsAPI {
  func pay(amount: Decimal, currency: String) async throws -> String
}

// graft: feature bridge=uikit tests=xctest
final class CheckoutViewModel {
  private(set) var items: [String]
  var total: Decimal = 0
  var isPaying = false
  weak var delegate: CheckoutDelegate?

  private let payments: PaymentsAPI

  init(items: [String], payments: PaymentsAPI) {
    self.items = items
    self.payments = payments
  }

  func payTapped() async {
    isPaying = true
    defer { isPaying = false }
    do {
      let orderID = try await payments.pay(amount: total, currency: "EUR")
      delegate?.checkoutDidFinish(orderID: orderID)
    } catch {
      isPaying = false
    }
  }

  func cancelTapped() {
    delegate?.checkoutDidCancel()
  }
}
