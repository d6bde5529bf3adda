#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: OrdersFeature.self)
struct OrdersFeatureView: View {
  @Bindable var store: StoreOf<OrdersFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Page: \(store.page)", value: $store.page)
      Button("Refresh") { send(.refresh) }
      Button("Load more") { send(.loadMore) }
      Button("Restore draft") { send(.restoreDraft) }
      Button("Refresh titles") { send(.refreshTitles) }
    }
  }
}
#endif
