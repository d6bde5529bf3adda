import Combine
import Foundation

/// What the coupon screen tells the checkout flow, in UIKit's delegate style: the view model
/// passes itself first.
protocol CouponViewModelDelegate: AnyObject {
  func couponViewModel(_ viewModel: CouponViewModel, didApplyCodeWith discount: Int)
  func couponViewModelDidCancel(_ viewModel: CouponViewModel)
  func couponDidExpire(code: String)
}

protocol CouponService {
  func validate(code: String) async throws -> Int
}

// graft: feature seed
@MainActor
final class CouponViewModel: ObservableObject {
  @Published var code: String
  @Published private(set) var isChecking = false

  weak var delegate: CouponViewModelDelegate?

  private let coupons: CouponService

  init(code: String, coupons: CouponService) {
    self.code = code
    self.coupons = coupons
  }

  func cancelTapped() {
    delegate?.couponViewModelDidCancel(self)
  }

  func expired(code: String) {
    delegate?.couponDidExpire(code: code)
  }
}
