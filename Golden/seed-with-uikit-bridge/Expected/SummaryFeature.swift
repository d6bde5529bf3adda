import ComposableArchitecture

/// Summary, ported from SummaryViewModel.
@Reducer
struct SummaryFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.reset):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
