#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: SignUpFeature.self)
struct SignUpFeatureView: View {
  @Bindable var store: StoreOf<SignUpFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Nickname", text: $store.nickname)
      Toggle("Submitting", isOn: $store.isSubmitting)
      Button("Submit") { send(.submitTapped) }
      Button("Cancel") { send(.cancelTapped) }
    }
  }
}
#endif
