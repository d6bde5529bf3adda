import ComposableArchitecture
import SwiftUI

@ViewAction(for: PlayerFeature.self)
struct PlayerFeatureView: View {
  @Bindable var store: StoreOf<PlayerFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Is playing", isOn: $store.isPlaying)
      Button("Play") { send(.playTapped) }
    }
  }
}
