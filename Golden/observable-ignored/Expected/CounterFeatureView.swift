#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: CounterFeature.self)
struct CounterFeatureView: View {
  @Bindable var store: StoreOf<CounterFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Value: \(store.value)", value: $store.value)
      Stepper("Step: \(store.step)", value: $store.step)
      Button("Increment") { send(.increment) }
    }
  }
}
#endif
