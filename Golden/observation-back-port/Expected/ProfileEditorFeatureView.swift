#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ProfileEditorFeature.self)
struct ProfileEditorFeatureView: View {
  @Perception.Bindable var store: StoreOf<ProfileEditorFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    WithPerceptionTracking {
      Form {
        TextField("Display name", text: $store.displayName)
        Toggle("Public", isOn: $store.isPublic)
        Button("Save") { send(.saveTapped) }
        #if os(iOS)
        Button("Share") { send(.shareTapped) }
        #endif
      }
      .onAppear { send(.onAppear) }
    }
  }
}
#endif
