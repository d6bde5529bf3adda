#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: TripDetailFeature.self)
struct TripDetailFeatureView: View {
  @Bindable var store: StoreOf<TripDetailFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Editing", isOn: $store.isEditing)
      Button("Add wait") { send(.addWait) }
      Button("Clear title") { send(.clearTitle) }
      Button("Drop last leg") { send(.dropLastLeg) }
    }
  }
}
#endif
