#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: FeedFeature.self)
struct FeedFeatureView: View {
  @Bindable var store: StoreOf<FeedFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Refresh") { send(.refresh) }
    }
  }
}
#endif
