import ComposableArchitecture

/// StatusBar, ported from StatusBarViewModel.
@Reducer
struct StatusBarFeature {
  @Dependency(\.statusFetchingClient) var statusFetcher

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.load):
        // TODO: port StatusBarViewModel.load(id:) (Graft stopped at 'status = (try? await statusFetcher.status(for: id)) ?? ""': it waits for something other than a call of a service):
        //   status = (try? await statusFetcher.status(for: id)) ?? ""
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
