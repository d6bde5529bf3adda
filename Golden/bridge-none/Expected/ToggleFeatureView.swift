import ComposableArchitecture
import SwiftUI

@ViewAction(for: ToggleFeature.self)
struct ToggleFeatureView: View {
  @Bindable var store: StoreOf<ToggleFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Is on", isOn: $store.isOn)
      Stepper("Count: \(store.count)", value: $store.count)
      Button("Toggle") { send(.toggle) }
    }
  }
}
