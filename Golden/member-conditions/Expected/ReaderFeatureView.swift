#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReaderFeature.self)
struct ReaderFeatureView: View {
  @Bindable var store: StoreOf<ReaderFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Font size: \(store.fontSize)", value: $store.fontSize)
      Button("Increase font") { send(.increaseFont) }
      Button("Close") { send(.close) }
      #if os(macOS)
      Button("Toggle full screen") { send(.toggleFullScreen) }
      #endif
    }
  }
}
#endif
