import ComposableArchitecture

/// Clock, ported from ClockViewModel.
@Reducer
struct ClockFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.tick):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
