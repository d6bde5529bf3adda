import ComposableArchitecture

/// Toggle, ported from ToggleViewModel.
@Reducer
struct ToggleFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.toggle):
        state.isOn.toggle()
        return .none

      case let .view(.countChanged(value)):
        state.count = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
