#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReaderFeature.self)
struct ReaderFeatureView: View {
  @Bindable var store: StoreOf<ReaderFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Layout", text: $store.layout)
      TextField("Headline", text: $store.headline)
      Toggle("Busy", isOn: $store.isBusy)
      Button("Enlarge text") { send(.enlargeText) }
      Button("Archive") { send(.archiveTapped) }
      Button("Share") { send(.shareTapped) }
      Button("Dismiss banner") { send(.dismissBanner) }
      Button("Reload") { send(.reload) }
      Button("Retry") { send(.retryTapped) }
    }
  }
}
#endif
