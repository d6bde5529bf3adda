import ComposableArchitecture

/// SignUp, ported from SignUpViewModel.
@Reducer
struct SignUpFeature {
  @Dependency(\.accountsClient) var accounts

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.termsTapped):
        return .send(.delegate(.showTerms))

      case .view(.submitTapped):
        state.isSubmitting = true
        return .run { [email = state.email] send in
          await send(.submitTappedResponse(Result { try await accounts.register(email) }))
        }

      case .view(.closeTapped):
        // TODO: port SignUpViewModel.closeTapped() (Graft stopped at 'if coordinator?.canLeave() == true {': it asks 'coordinator' for an answer ('canLeave'), which the parent can give only with an action of its own):
        //   if coordinator?.canLeave() == true {
        //     email = ""
        //   }
        return .none

      case let .submitTappedResponse(.success(account)):
        state.isSubmitting = false
        return .send(.delegate(.finish(with: account, remember: true)))

      case .submitTappedResponse(.failure):
        state.isSubmitting = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
