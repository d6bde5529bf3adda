import ComposableArchitecture

/// Compose, ported from ComposeViewModel.
@Reducer
public struct ComposeFeature: Sendable {
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
        return .run { [body = state.body] _ in
          try? await drafts.saveDraft(body)
        }

      case .delegate:
        return .none
      }
    }
  }
}
