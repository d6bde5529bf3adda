import ComposableArchitecture
import SwiftUI

@ViewAction(for: PhotoFeature.self)
struct PhotoFeatureView: View {
  @Bindable var store: StoreOf<PhotoFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Caption", text: $store.caption)
      Toggle("Is favorite", isOn: $store.isFavorite)
      Button("Dismiss") { send(.dismissTapped) }
    }
  }
}
