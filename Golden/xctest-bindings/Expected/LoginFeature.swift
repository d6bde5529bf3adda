import ComposableArchitecture

/// Login, ported from LoginViewModel.
@Reducer
struct LoginFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.emailChanged(value)):
        state.email = value
        return .none

      case .view(.forgotPasswordTapped):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
