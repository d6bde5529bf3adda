#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: LoginFeature.self)
struct LoginFeatureView: View {
  @Bindable var store: StoreOf<LoginFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Email", text: $store.email)
      TextField("Password", text: $store.password)
      Toggle("Remember", isOn: $store.remember)
      Button("Forgot password") { send(.forgotPasswordTapped) }
    }
  }
}
#endif
