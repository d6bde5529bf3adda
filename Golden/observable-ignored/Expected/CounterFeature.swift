import ComposableArchitecture

/// Counter, ported from CounterModel.
@Reducer
struct CounterFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.increment):
        state.value += state.step
        return .none

      case let .view(.stepChanged(to: newStep)):
        state.step = newStep
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
