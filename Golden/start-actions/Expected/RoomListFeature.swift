import ComposableArchitecture

/// RoomList, ported from RoomListViewModel.
@Reducer
struct RoomListFeature {
  @Dependency(\.roomDirectoryClient) var directory

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        return .run { send in
          await send(.refreshResponse(await directory.rooms()))
        }

      case .view(.clear):
        state.rooms.removeAll()
        return .none

      case let .refreshResponse(value):
        state.rooms = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
