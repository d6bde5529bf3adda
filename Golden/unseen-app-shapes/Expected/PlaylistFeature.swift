import ComposableArchitecture

/// Playlist, ported from PlaylistViewModel.
@Reducer
struct PlaylistFeature {
  @Dependency(\.playlistStoringClient) var store
  @Dependency(\.playbackControllingClient) var playback

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.select(track)):
        return .send(.delegate(.select(track)))

      case let .view(.sort(by: order)):
        state.order = order
        return .none

      case let .view(.remove(ids)):
        state.tracks.removeAll { ids.contains($0.id) }
        return .none

      case .view(.refresh):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
