#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: TickerFeature.self)
struct TickerFeatureView: View {
  @Bindable var store: StoreOf<TickerFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Symbol", text: $store.symbol)
      Button("Export") { send(.exportTapped) }
      Button("Marked export") { send(.markedExportTapped) }
      Button("Share") { send(.shareTapped) }
      Button("Favorite") { send(.favoriteTapped) }
      Button("Refresh") { send(.refreshTapped) }
      Button("Read aloud") { send(.readAloudTapped) }
      Button("Stop reading") { send(.stopReadingTapped) }
      Button("Price") { send(.priceTapped) }
    }
  }
}
#endif
