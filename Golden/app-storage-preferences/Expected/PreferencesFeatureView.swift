#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PreferencesFeature.self)
struct PreferencesFeatureView: View {
  @Bindable var store: StoreOf<PreferencesFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Sound on", isOn: Binding(store.$soundOn))
      Stepper("Font size: \(store.fontSize)", value: Binding(store.$fontSize))
      TextField("Display name", text: $store.displayName)
      Toggle("Shows tips", isOn: $store.showsTips)
      Button("Tips appeared") { send(.tipsAppeared) }
      Button("Tips dismissed") { send(.tipsDismissed) }
    }
  }
}
#endif
