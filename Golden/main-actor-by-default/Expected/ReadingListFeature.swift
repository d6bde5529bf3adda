import ComposableArchitecture

/// ReadingList, ported from ReadingListViewModel.
@Reducer
nonisolated struct ReadingListFeature {
  @Dependency(\.articleClient) var store
  @Dependency(\.analyticsClient) var analytics

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.countTapped):
        return .run { send in
          await send(.countTappedResponse(await store.savedCount()))
        }

      case let .view(.removeTapped(article)):
        return .run { _ in
          await store.remove(article.id)
          await analytics.track("remove")
        }

      case let .view(.open(article)):
        return .send(.delegate(.open(article)))

      case .view(.clearFilter):
        state.filter = ""
        return .none

      case let .countTappedResponse(value):
        state.savedCount = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
