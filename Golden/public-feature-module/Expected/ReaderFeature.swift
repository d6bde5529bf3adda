import ComposableArchitecture

/// Reader, ported from ReaderViewModel.
@Reducer
public struct ReaderFeature: Sendable {
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.closeTapped):
        return .send(.delegate(.close))

      case .delegate:
        return .none
      }
    }
  }
}
