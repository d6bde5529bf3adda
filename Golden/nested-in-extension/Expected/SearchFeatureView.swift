#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: SearchFeature.self)
struct SearchFeatureView: View {
  @Bindable var store: StoreOf<SearchFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Text", text: $store.text)
    }
  }
}
#endif
