import ComposableArchitecture

/// ReadingList, ported from ReadingListViewModel.
@Reducer
struct ReadingListFeature {
  @Dependency(\.syncClient) var sync
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.markRead(id)):
        state.readIDs.insert(id)
        return .none

      case let .view(.markUnread(id)):
        state.readIDs.remove(id)
        return .none

      case let .view(.bookmark(key)):
        state.bookmarks[key] = Bookmark(title: key)
        return .none

      case let .view(.removeBookmark(key)):
        state.bookmarks.removeValue(forKey: key)
        return .none

      case .view(.startSession):
        state.sessionID = uuid()
        return .none

      case .view(.refreshStatus):
        return .run { send in
          await send(.refreshStatusResponse(await sync.status()))
        }

      case let .refreshStatusResponse(value):
        state.syncStatus = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
