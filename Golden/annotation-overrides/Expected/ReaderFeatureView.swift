#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReaderFeature.self)
struct ReaderFeatureView: View {
  @Bindable var store: StoreOf<ReaderFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Close") { send(.closeButtonTapped) }
    }
  }
}
#endif
