#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ProfileFeature.self)
struct ProfileFeatureView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Name", text: $store.name)
      TextField("Bio", text: $store.bio)
      Stepper("Age: \(store.age)", value: $store.age)
      Toggle("Show email", isOn: Binding(store.$showEmail))
      Button("Logout") { send(.logoutTapped) }
    }
  }
}
#endif
