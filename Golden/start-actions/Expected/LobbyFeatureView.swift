#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: LobbyFeature.self)
struct LobbyFeatureView: View {
  @Bindable var store: StoreOf<LobbyFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Load players") { send(.loadPlayers) }
      Button("Start") { send(.startTapped) }
    }
  }
}
#endif
