#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ProfileEditFeature.self)
struct ProfileEditFeatureView: View {
  @Bindable var store: StoreOf<ProfileEditFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Next") { send(.nextTapped) }
      Button("Back") { send(.backTapped) }
      Button("Close") { send(.closeTapped) }
      Button("Save") { send(.saveTapped) }
    }
  }
}
#endif
