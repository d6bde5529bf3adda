import ComposableArchitecture
import SwiftUI

@ViewAction(for: AboutFeature.self)
struct AboutFeatureView: View {
  @Bindable var store: StoreOf<AboutFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Refresh") { send(.refresh) }
    }
  }
}
