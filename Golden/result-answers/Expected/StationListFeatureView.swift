#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: StationListFeature.self)
struct StationListFeatureView: View {
  @Bindable var store: StoreOf<StationListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Stepper("Page number: \(store.pageNumber)", value: $store.pageNumber)
      Button("Load more") { send(.loadMore) }
      Button("Reload") { send(.reload) }
    }
  }
}
#endif
