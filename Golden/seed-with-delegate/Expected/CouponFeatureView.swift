#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: CouponFeature.self)
struct CouponFeatureView: View {
  @Bindable var store: StoreOf<CouponFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Code", text: $store.code)
      Button("Cancel") { send(.cancelTapped) }
    }
  }
}
#endif
