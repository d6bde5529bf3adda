#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReadingListFeature.self)
struct ReadingListFeatureView: View {
  @Bindable var store: StoreOf<ReadingListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Shows read", isOn: $store.showsRead)
      Button("Reload") { send(.reload, animation: .default) }
      Button("Refresh latest") { send(.refreshLatest) }
      Button("Toggle filter") { send(.toggleFilter, animation: .spring(response: 0.35, dampingFraction: 0.8)) }
    }
  }
}
#endif
