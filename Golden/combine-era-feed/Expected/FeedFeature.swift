import ComposableArchitecture

/// Feed, ported from FeedViewModel.
@Reducer
struct FeedFeature {
  @Dependency(\.feedClient) var client
  @Dependency(\.statusFetchingClient) var statusFetcher

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.refresh):
        // TODO: port FeedViewModel.refresh():
        //   isFetching.send(true)
        //   client.fetchFeed { [weak self] items in
        //     self?.items = items.map { FeedItem(id: $0.id, title: $0.title) }
        //     self?.isFetching.send(false)
        //     self?.itemsDidChange.send()
        //   }
        return .none

      case .view(.like):
        // TODO: port FeedViewModel.like(_:):
        //   client.like(id: item.id)
        return .none

      case .view(.append):
        // TODO: port FeedViewModel.append(_:):
        //   items += page.map { FeedItem(id: $0.id, title: $0.title) }
        //   log("appended \(page.count)")
        return .none

      case .view(.loadNextPage):
        // TODO: port FeedViewModel.loadNextPage():
        //   let page = await client.page(after: items.last?.id)
        //   append(page)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
