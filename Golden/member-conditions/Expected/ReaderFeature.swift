import ComposableArchitecture

/// Reader, ported from ReaderViewModel.
@Reducer
struct ReaderFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.increaseFont):
        state.fontSize += 1
        return .none

      case .view(.close):
        return .send(.delegate(.close))

      #if os(iOS)
      case let .view(.share(text: text)):
        return .send(.delegate(.share(text)))
      #endif

      #if os(iOS)
      case let .view(.rotate(toLandscape: landscape)):
        state.isFullScreen = landscape
        return .none
      #endif

      #if os(macOS)
      case .view(.toggleFullScreen):
        state.isFullScreen.toggle()
        return .none
      #endif

      case .delegate:
        return .none
      }
    }
  }
}
