import ComposableArchitecture
import FeedKit

/// Feed, ported from FeedViewModel.
@Reducer
struct FeedFeature {
  @Dependency(\.feedClient) var client
  @Dependency(\.statusFetchingClient) var statusFetcher

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        // TODO: port FeedViewModel.refresh() (Graft stopped at 'client.fetchFeed { [weak self] items in': it hands 'client.fetchFeed' a closure):
        //   isFetching.send(true)
        //   client.fetchFeed { [weak self] items in
        //     self?.items = items.map { FeedItem(id: $0.id, title: $0.title) }
        //     self?.isFetching.send(false)
        //     self?.itemsDidChange.send()
        //   }
        return .none

      case .view(.like):
        // TODO: port FeedViewModel.like(_:) (Graft stopped at 'client.value.like(id: item.id)' reaches a service Graft cannot see into):
        //   client.like(id: item.id)
        return .none

      case .view(.stopFetching):
        state.isFetching = false
        return .none

      case let .view(.append(page)):
        state.items += page.map { FeedItem(id: $0.id, title: $0.title) }
        return .none

      case .view(.loadNextPage):
        // TODO: port FeedViewModel.loadNextPage() (Graft stopped at 'client.value.page(after: items.last?.id)' reaches a service Graft cannot see into):
        //   let page = await client.page(after: items.last?.id)
        //   append(page)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
