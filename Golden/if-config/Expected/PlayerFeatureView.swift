#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PlayerFeature.self)
struct PlayerFeatureView: View {
  @Bindable var store: StoreOf<PlayerFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Playing", isOn: $store.isPlaying)
      Button("Play") { send(.playTapped) }
    }
  }
}
#endif
