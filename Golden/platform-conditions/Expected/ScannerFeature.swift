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
        // TODO: port ScannerViewModel.toggleScanning():
        //   isScanning.toggle()
        return .none

      case .view(.cancelTapped):
        // TODO: port ScannerViewModel.cancelTapped():
        //   onScan?("")
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
#endif
