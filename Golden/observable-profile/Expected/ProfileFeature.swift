import ComposableArchitecture

/// Profile, ported from ProfileModel.
@Reducer
struct ProfileFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.rename(to: newName)):
        state.name = newName
        return .none

      case .view(.logoutTapped):
        // TODO: port ProfileModel.logoutTapped() (Graft stopped at 'await onLogout?()': it waits for something other than a call of a service):
        //   await onLogout?()
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
