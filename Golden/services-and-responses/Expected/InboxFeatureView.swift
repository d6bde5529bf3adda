#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: InboxFeature.self)
struct InboxFeatureView: View {
  @Bindable var store: StoreOf<InboxFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Query", text: $store.query)
      Button("Prefetch") { send(.prefetchTapped) }
    }
  }
}
#endif
