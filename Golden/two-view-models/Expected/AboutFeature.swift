import ComposableArchitecture

/// About, ported from AboutViewModel.
@Reducer
struct AboutFeature {
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
