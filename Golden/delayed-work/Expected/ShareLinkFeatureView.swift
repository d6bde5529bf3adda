#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ShareLinkFeature.self)
struct ShareLinkFeatureView: View {
  @Bindable var store: StoreOf<ShareLinkFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Path", text: $store.path)
      Toggle("Retrying", isOn: $store.isRetrying)
      Button("Copy") { send(.copyTapped) }
      Button("Retry") { send(.retryTapped) }
      Button("Share") { send(.shareTapped) }
      Button("Flash") { send(.flashTapped) }
      Button("Blink") { send(.blinkTapped) }
      Button("Undo") { send(.undoTapped) }
    }
  }
}
#endif
