import ComposableArchitecture

/// Checkout, ported from CheckoutViewModel.
@Reducer
struct CheckoutFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.go(to: step)):
        state.step = step
        return .none

      case let .view(.select(line)):
        return .send(.delegate(.finish(line)))

      case let .view(.filterChanged(to: filter)):
        state.filter = filter
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
