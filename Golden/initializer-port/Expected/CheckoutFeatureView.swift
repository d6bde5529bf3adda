#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: CheckoutFeature.self)
struct CheckoutFeatureView: View {
  @Bindable var store: StoreOf<CheckoutFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Title", text: $store.title)
      TextField("Note", text: $store.note)
      TextField("Gift message", text: $store.giftMessage)
      Toggle("Gift", isOn: $store.isGift)
      Button("Clear") { send(.clearTapped) }
    }
  }
}
#endif
