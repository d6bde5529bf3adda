#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: LibrarySearchFeature.self)
struct LibrarySearchFeatureView: View {
  @Bindable var store: StoreOf<LibrarySearchFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Search") { send(.searchTapped) }
      Button("Close") { send(.closeTapped) }
      Button("Refresh pulled") { send(.refreshPulled) }
    }
  }
}
#endif
