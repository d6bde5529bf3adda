import ComposableArchitecture

/// Player, ported from PlayerViewModel.
@Reducer
struct PlayerFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.playTapped):
        state.isPlaying = true
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
