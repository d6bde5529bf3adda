import ComposableArchitecture

/// StationList, ported from StationListViewModel.
@Reducer
struct StationListFeature {
  @Dependency(\.stationClient) var repository

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.loadMore):
        return .run { [pageNumber = state.pageNumber] send in
          await send(.loadMoreResponse(await repository.stations(pageNumber)))
        }

      case let .view(.favorite(name)):
        return .run { send in
          await send(.favoriteResponse(await repository.favorite(name), name: name))
        }

      case .view(.reload):
        return .run { send in
          await send(.reloadResponse(await repository.stations(0)))
        }

      case let .view(.unfavorite(name)):
        state.favorites.removeAll { $0 == name }
        return .run { send in
          await send(.unfavoriteResponse(await repository.unfavorite(name), name: name))
        }

      case let .loadMoreResponse(result):
        switch result {
        case .success(let loaded):
          state.current = loaded
          state.pageNumber += 1
        case .failure:
          state.errorMessage = "Could not load stations"
        }
        return .none

      case let .favoriteResponse(saved, name):
        switch saved {
        case .success:
          state.favorites.append(name)
        case .failure:
          state.errorMessage = "Could not save the favorite"
        }
        return .none

      case let .reloadResponse(result):
        switch result {
        case .success(let first):
          state.current = first
          state.pageNumber = 1
        case .failure:
          state.errorMessage = "Could not reload stations"
        }
        return .none

      case let .unfavoriteResponse(result, name):
        if case .failure(let error) = result {
          state.favorites.append(name)
          state.lastError = error
        }
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
