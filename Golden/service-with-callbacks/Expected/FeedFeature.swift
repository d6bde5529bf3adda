import ComposableArchitecture

/// Feed, ported from FeedViewModel.
@Reducer
struct FeedFeature {
  @Dependency(\.feedClient) var feed

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        // TODO: port FeedViewModel.refresh() (Graft stopped at 'items = (try? await feed.latest(limit: 20)) ?? []': it waits for something other than a call of a service):
        //   items = (try? await feed.latest(limit: 20)) ?? []
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
