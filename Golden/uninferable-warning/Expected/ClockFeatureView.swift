#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ClockFeature.self)
struct ClockFeatureView: View {
  @Bindable var store: StoreOf<ClockFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Label", text: $store.label)
      Button("Tick") { send(.tick) }
    }
  }
}
#endif
