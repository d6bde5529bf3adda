import ComposableArchitecture

/// Feed, ported from FeedViewModel.
@Reducer
struct FeedFeature {
  @Dependency(\.feedClient) var feed

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        return .run { send in
          await send(.refreshResponse(try? await feed.latest(20)))
        }

      case let .refreshResponse(latest):
        state.items = latest ?? []
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
