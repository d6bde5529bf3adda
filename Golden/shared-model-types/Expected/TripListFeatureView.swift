#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: TripListFeature.self)
struct TripListFeatureView: View {
  @Bindable var store: StoreOf<TripListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Clear selection") { send(.clearSelection) }
      Button("Forget") { send(.forget) }
    }
  }
}
#endif
