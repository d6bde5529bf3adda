import ComposableArchitecture

/// Compose, ported from ComposeViewModel.
@Reducer
public struct ComposeFeature {
  @Dependency(\.draftsClient) var drafts

  public init() {}

  public var body: some ReducerOf<Self> {
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

      case .view(.saveTapped):
        // TODO: port ComposeViewModel.saveTapped() (Graft stopped at 'drafts.saveDraft' throws, and nothing catches it):
        //   try? await drafts.saveDraft(body)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
