import ComposableArchitecture

/// Menu, ported from MenuViewModel.
@Reducer
struct MenuFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.profileTapped(id: id)):
        state.selectedRow = id
        return .send(.delegate(.showProfile(id: id)))

      case .view(.helpTapped):
        return .send(.delegate(.showHelp))

      case .view(.logoutTapped):
        state.selectedRow = 0
        return .send(.delegate(.logout))

      case .delegate:
        return .none
      }
    }
  }
}
