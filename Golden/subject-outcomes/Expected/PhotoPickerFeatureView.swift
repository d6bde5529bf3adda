#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: PhotoPickerFeature.self)
struct PhotoPickerFeatureView: View {
  @Bindable var store: StoreOf<PhotoPickerFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Done") { send(.doneTapped) }
    }
  }
}
#endif
