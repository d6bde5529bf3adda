#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: EditNoteFeature.self)
struct EditNoteFeatureView: View {
  @Bindable var store: StoreOf<EditNoteFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Text", text: $store.text)
      Button("Save") { send(.saveTapped) }
      Button("Cancel") { send(.cancelTapped) }
    }
  }
}
#endif
