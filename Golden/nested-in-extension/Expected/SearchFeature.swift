import ComposableArchitecture

/// Search, ported from Search.ViewModel.
@Reducer
struct SearchFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.textChanged(text)):
        state.text = text
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
