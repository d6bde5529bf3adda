import Combine
import Foundation

@MainActor
final class CartManager {
  static let shared = CartManager()
  var total = 0
  func clear() {}
}

/// The signed-in customer, an object the parent screen keeps.
@MainActor
final class CustomerSession {
  var isMember = false
}

protocol PricingService {
  func quote(for items: [String]) -> Int
}

// graft: feature seed
@MainActor
final class CheckoutViewModel: ObservableObject {
  enum Mode: Equatable {
    case express, standard
  }

  @Published var items: [String]
  @Published var title: String
  @Published private(set) var shippingDays: Int
  @Published private(set) var quote: Int
  @Published var note: String
  @Published var giftMessage: String
  @Published var isGift: Bool
  @Published private(set) var isMember: Bool

  // graft: shared owner=legacy
  private let cart: CartManager
  private let pricing: PricingService

  init(
    items: [String], mode: Mode, note: String = "", giftMessage: String = "", customer: CustomerSession, pricing: PricingService,
    cart: CartManager = .shared
  ) {
    self.items = items
    isMember = customer.isMember
    switch mode {
    case .express:
      title = "Express checkout"
      shippingDays = 1
    case .standard:
      title = "Checkout"
      shippingDays = 5
    }
    _note = Published(initialValue: note)
    self._giftMessage = Published(wrappedValue: giftMessage)
    self.pricing = pricing
    self.cart = cart
    quote = pricing.quote(for: items)
    isGift = mode.allowsGifts && !giftMessage.isEmpty
  }

  func clearTapped() {
    cart.clear()
  }
}

/// Known to this file alone: State.init, in another, cannot read it.
private extension CheckoutViewModel.Mode {
  var allowsGifts: Bool { self == .standard }
}
