import ComposableArchitecture

/// Inbox, ported from InboxViewModel.
@Reducer
struct InboxFeature {
  @Dependency(\.inboxClient) var inbox

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.markAllRead):
        state.unread = 0
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
