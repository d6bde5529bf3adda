#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: TagsFeature.self)
struct TagsFeatureView: View {
  @Bindable var store: StoreOf<TagsFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Share") { send(.shareTapped) }
    }
  }
}
#endif
