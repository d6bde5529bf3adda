#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: AlbumFeature.self)
struct AlbumFeatureView: View {
  @Bindable var store: StoreOf<AlbumFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Title", text: $store.title)
    }
  }
}
#endif
