#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: InboxFeature.self)
struct InboxFeatureView: View {
  @Bindable var store: StoreOf<InboxFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Unread: \(store.unread)", value: $store.unread)
      TextField("Filter", text: $store.filter)
      Button("Mark all read") { send(.markAllRead) }
    }
  }
}
#endif
