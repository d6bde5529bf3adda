#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: InboxFeature.self)
struct InboxFeatureView: View {
  @Bindable var store: StoreOf<InboxFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Refresh") { send(.refresh) }
      Button("Mark all read") { send(.markAllReadTapped) }
      Button("Update badge") { send(.updateBadge) }
      Button("Archive") { send(.archiveTapped) }
      Button("Refresh quietly") { send(.refreshQuietly) }
    }
  }
}
#endif
