#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ScoreboardFeature.self)
struct ScoreboardFeatureView: View {
  @Bindable var store: StoreOf<ScoreboardFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Button("Leader") { send(.leaderTapped) }
    }
  }
}
#endif
