import ComposableArchitecture

/// Compose, ported from ComposeViewModel.
@Reducer
struct ComposeFeature {
  @Dependency(\.draftsClient) var drafts

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.discardTapped):
        return .send(.delegate(.discard))

      case let .view(.bodyChanged(text)):
        state.body = text
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
