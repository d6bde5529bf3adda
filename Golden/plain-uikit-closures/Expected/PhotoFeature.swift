import ComposableArchitecture

/// Photo, ported from PhotoViewModel.
@Reducer
struct PhotoFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.dismissTapped):
        return .send(.delegate(.dismiss))

      case .delegate:
        return .none
      }
    }
  }
}
