#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PlaybackFeature.self)
struct PlaybackFeatureView: View {
  @Bindable var store: StoreOf<PlaybackFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Position: \(store.position)", value: $store.position)
      Toggle("Playing", isOn: $store.isPlaying)
      Button("Play") { send(.playTapped) }
      Button("Skip") { send(.skipTapped) }
      Button("Load chapters") { send(.loadChapters) }
      Button("Pause") { send(.pauseTapped) }
    }
  }
}
#endif
