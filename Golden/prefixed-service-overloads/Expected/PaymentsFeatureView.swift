#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PaymentsFeature.self)
struct PaymentsFeatureView: View {
  @Bindable var store: StoreOf<PaymentsFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Fetch") { send(.fetch) }
      Button("Fetch2") { send(.fetch2) }
    }
  }
}
#endif
