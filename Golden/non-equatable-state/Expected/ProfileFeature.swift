import ComposableArchitecture

/// Profile, ported from ProfileViewModel.
@Reducer
struct ProfileFeature {
  @Dependency(\.avatarClient) var loader
  @Dependency(\.profileFormattingClient) var formatter

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.nameChanged(name)):
        state.name = name
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
