import ComposableArchitecture

/// Reader, ported from ReaderViewModel.
@Reducer
struct ReaderFeature {
  @Dependency(\.articlesAPI) var articles
  @Dependency(\.trackerClient) var tracker

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.closeButtonTapped):
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
