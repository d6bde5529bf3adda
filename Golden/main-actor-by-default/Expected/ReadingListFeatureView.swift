#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReadingListFeature.self)
struct ReadingListFeatureView: View {
  @Bindable var store: StoreOf<ReadingListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Filter", text: $store.filter)
      Button("Count") { send(.countTapped) }
      Button("Clear filter") { send(.clearFilter) }
    }
  }
}
#endif
