import ComposableArchitecture

/// TripDetail, ported from TripDetailViewModel.
@Reducer
struct TripDetailFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.rename(to: title)):
        state.trip.title = title
        return .none

      case .view(.addWait):
        state.trip.legs.append(.wait)
        return .none

      case .view(.clearTitle):
        state.trip.title = ""
        return .none

      case .view(.dropLastLeg):
        state.trip.legs.removeLast()
        return .none

      case let .view(.renameCopy(to: title)):
        var copy = state.trip
        copy.title = title
        state.trip = copy
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
