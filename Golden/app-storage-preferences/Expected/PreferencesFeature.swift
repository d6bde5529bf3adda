import ComposableArchitecture

/// Preferences, ported from PreferencesViewModel.
@Reducer
struct PreferencesFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.soundToggled(on)):
        state.$soundOn.withLock { $0 = on }
        return .none

      case let .view(.fontSizeChanged(to: size)):
        state.$fontSize.withLock { $0 = size }
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
