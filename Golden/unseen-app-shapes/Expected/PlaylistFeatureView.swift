#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PlaylistFeature.self)
struct PlaylistFeatureView: View {
  @Bindable var store: StoreOf<PlaylistFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Refresh") { send(.refresh) }
    }
  }
}
#endif
