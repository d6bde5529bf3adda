import ComposableArchitecture

/// Detail, ported from DetailViewModel.
@Reducer
struct DetailFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.closeTapped):
        return .send(.delegate(.close))

      case .delegate:
        return .none
      }
    }
  }
}
