#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReadingListFeature.self)
struct ReadingListFeatureView: View {
  @Bindable var store: StoreOf<ReadingListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Start session") { send(.startSession) }
      Button("Refresh status") { send(.refreshStatus) }
    }
  }
}
#endif
