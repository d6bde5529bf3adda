import ComposableArchitecture

/// SignUp, ported from SignUpViewModel.
@Reducer
struct SignUpFeature {
  @Dependency(\.signUpClient) var service

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.submitTapped):
        state.isSubmitting = true
        return .run { [nickname = state.nickname] send in
          await send(.submitTappedResponse(Result { try await service.register(nickname) }))
        }

      case .view(.cancelTapped):
        return .send(.delegate(.didCancel))

      case .submitTappedResponse(.success):
        state.isSubmitting = false
        return .send(.delegate(.showProfileSetup(state.nickname)))

      case .submitTappedResponse(.failure):
        state.isSubmitting = false
        state.errorMessage = "Could not sign up"
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
