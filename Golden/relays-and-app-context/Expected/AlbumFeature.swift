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
        // TODO: port AlbumViewModel.process(action:) (Graft stopped at 'appContext.value.log("album \(action)")' reaches a service Graft cannot see into):
        //   appContext.log("album \(action)")
        return .none

      case let .view(.processFolder(folder: folder)):
        state.selectedFolder = folder
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
