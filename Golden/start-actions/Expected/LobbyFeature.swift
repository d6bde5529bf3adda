import ComposableArchitecture

/// Lobby, ported from LobbyViewModel.
@Reducer
struct LobbyFeature {
  @Dependency(\.lobbyClient) var service

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.loadPlayers):
        state.isLoading = true
        return .run { [room = state.room] send in
          await send(.loadPlayersResponse(Result { try await service.players(room) }))
        }

      case .view(.startTapped):
        guard !state.players.isEmpty else {
          state.message = "Wait for another player"
          return .none
        }
        return .send(.delegate(.started(state.players)))

      case let .loadPlayersResponse(.success(value)):
        state.players = value
        state.isLoading = false
        return .none

      case .loadPlayersResponse(.failure):
        state.message = "Could not load the lobby"
        state.isLoading = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
