import ComposableArchitecture

#if os(iOS) && !targetEnvironment(macCatalyst)

/// Scanner, ported from ScannerViewModel.
@Reducer
struct ScannerFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.toggleScanning):
        state.isScanning.toggle()
        return .none

      case .view(.cancelTapped):
        return .send(.delegate(.scan("")))

      case .delegate:
        return .none
      }
    }
  }
}
#endif
