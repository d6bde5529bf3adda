#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: SettingsFeature.self)
struct SettingsFeatureView: View {
  @Bindable var store: StoreOf<SettingsFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Notifications on", isOn: $store.notificationsOn)
      Button("Close") { send(.closeTapped) }
    }
  }
}
#endif
