#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: FollowListFeature.self)
struct FollowListFeatureView: View {
  @Bindable var store: StoreOf<FollowListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Handle", text: $store.handle)
      Toggle("Following", isOn: $store.isFollowing)
      Button("Block") { send(.blockTapped) }
      Button("Suggest") { send(.suggestTapped) }
      Button("Follow") { send(.followTapped) }
      Button("Refollow") { send(.refollowTapped) }
      Button("Ping") { send(.pingTapped) }
      Button("Watch") { send(.watchTapped) }
      Button("Stop watching") { send(.stopWatchingTapped) }
      Button("Tick") { send(.tickTapped) }
      Button("Stop ticking") { send(.stopTickingTapped) }
    }
    .onAppear { send(.appeared) }
  }
}
#endif
