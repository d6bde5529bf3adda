import ComposableArchitecture

/// Inbox, ported from InboxViewModel.
@Reducer
struct InboxFeature {
  @Dependency(\.messagesClient) var messagesService
  @Dependency(\.analyticsClientDependency) var analytics

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.load):
        // TODO: port InboxViewModel.load(page:) (Graft stopped at it throws to its caller, which an action has none of):
        //   try await messagesService.fetch(page: page)
        return .none

      case let .view(.open(message)):
        return .send(.delegate(.open(message)))

      case .loadResponse:
        // TODO: handle what InboxViewModel.load(page:) returns.
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
