#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: SummaryFeature.self)
struct SummaryFeatureView: View {
  @Bindable var store: StoreOf<SummaryFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Count: \(store.count)", value: $store.count)
      Button("Reset") { send(.reset) }
    }
  }
}
#endif
