import Combine
import Foundation

struct CartLine: Equatable, Identifiable {
  let id: Int
  var name: String
  var quantity: Int
  var unitPrice: Decimal
}

protocol CheckoutService {
  func placeOrder(_ lines: [CartLine]) async throws -> Int
}

/// A cart whose view reads totals the view model works out from its lines.
// graft: feature
final class CartViewModel: ObservableObject {
    @Published var lines: [CartLine] = []
    @Published var couponCode = ""
    @Published var message: String?
    var onCheckout: ((Decimal) -> Void)?

    private let checkout: CheckoutService

    init(checkout: CheckoutService) {
        self.checkout = checkout
    }

    /// What the lines cost before any coupon.
    var subtotal: Decimal {
        var total: Decimal = 0
        for line in lines {
            total += line.unitPrice * Decimal(line.quantity)
        }
        return total
    }

    var discount: Decimal {
        guard couponCode == "HALF" else { return 0 }
        return subtotal / 2
    }

    var total: Decimal { subtotal - discount }

    func line(withID id: Int) -> CartLine? {
        guard let index = lines.firstIndex(where: { $0.id == id }) else {
            return nil
        }
        return lines[index]
    }

    func increase(_ id: Int) {
        guard let line = line(withID: id), line.quantity < 9 else {
            message = "You can have at most 9 of one item"
            return
        }
        lines = lines.map { $0.id == id ? CartLine(id: $0.id, name: $0.name, quantity: $0.quantity + 1, unitPrice: $0.unitPrice) : $0 }
        message = nil
    }

    func applyCoupon() {
        if discount == 0 {
            message = "This coupon does not apply"
        }
    }

    func checkoutTapped() {
        onCheckout?(total)
    }
}
