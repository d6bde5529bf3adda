import ComposableArchitecture

/// Album, ported from AlbumViewModel.
@Reducer
struct AlbumFeature {
  @Dependency(\.appContext) var appContext

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.processAction):
        // TODO: port AlbumViewModel.process(action:):
        //   appContext.log("album \(action)")
        return .none

      case .view(.processFolder):
        // TODO: port AlbumViewModel.process(folder:):
        //   selectedFolder.send(folder)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
