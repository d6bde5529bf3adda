import ComposableArchitecture
import SwiftUI

@ViewAction(for: StatusBarFeature.self)
struct StatusBarFeatureView: View {
  @Bindable var store: StoreOf<StatusBarFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Text("StatusBar")
    }
  }
}
