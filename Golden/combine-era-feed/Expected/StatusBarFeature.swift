import ComposableArchitecture

/// StatusBar, ported from StatusBarViewModel.
@Reducer
struct StatusBarFeature {
  @Dependency(\.statusFetchingClient) var statusFetcher

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.load(id: id)):
        return .run { send in
          await send(.loadResponse(try? await statusFetcher.status(id)))
        }

      case let .loadResponse(response):
        state.status = response ?? ""
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
