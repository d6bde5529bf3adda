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

      case let .view(.load(page: page)):
        return .run { send in
          await send(.loadResponse(Result { try await messagesService.fetch(page) }))
        }

      case .view(.prefetchTapped):
        state.isLoading = true
        return .run { send in
          await send(.prefetchTappedResponse(Result { _ = try await messagesService.fetch(1) }))
        }

      case let .view(.open(message)):
        return .send(.delegate(.open(message)))

      case .loadResponse(.success):
        // InboxViewModel.load(page:) returned this to its caller: a parent hears it in this action.
        return .none

      case .loadResponse(.failure):
        // InboxViewModel.load(page:) threw this to its caller: a parent hears it in this action.
        return .none

      case .prefetchTappedResponse(.success):
        state.isLoading = false
        return .none

      case let .prefetchTappedResponse(.failure(error)):
        state.isLoading = false
        state.lastError = error.localizedDescription
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
