#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: CartFeature.self)
struct CartFeatureView: View {
  @Bindable var store: StoreOf<CartFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Coupon code", text: $store.couponCode)
      Button("Apply coupon") { send(.applyCoupon) }
      Button("Checkout") { send(.checkoutTapped) }
    }
  }
}
#endif
