import ComposableArchitecture

/// TripList, ported from TripListViewModel.
@Reducer
struct TripListFeature {
  @Dependency(\.tripClient) var store
  @Dependency(\.tripPlannerClient) var planner

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.select(trip)):
        state.selected = trip
        return .none

      case .view(.clearSelection):
        state.selected = nil
        return .none

      case .view(.forget):
        state.load = .idle
        return .none

      case let .view(.suggestNext(after: trip)):
        return .run { send in
          await send(.suggestNextResponse(await planner.suggestion(trip)))
        }

      case let .suggestNextResponse(value):
        state.suggestion = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
