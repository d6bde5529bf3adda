#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PhotoFeature.self)
struct PhotoFeatureView: View {
  @Bindable var store: StoreOf<PhotoFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Caption", text: $store.caption)
      Toggle("Favorite", isOn: $store.isFavorite)
      Button("Dismiss") { send(.dismissTapped) }
    }
  }
}
#endif
