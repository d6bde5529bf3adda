import ComposableArchitecture

/// Fare, ported from FareViewModel.
@Reducer
struct FareFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.quoted(fare, seats: seats)):
        state.quote = .quoted(fare, seats: seats)
        return .none

      case .view(.soldOut):
        state.quote = .soldOut(reason: "No seats left")
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
