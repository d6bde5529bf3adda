import ComposableArchitecture

/// ReadingList, ported from ReadingListViewModel.
@Reducer
struct ReadingListFeature {
  @Dependency(\.readingListClient) var service

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.reload):
        // Animated in ReadingListViewModel.reload(): the view sends it with `animation: .default`.
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          await send(.reloadResponse(Result { try await service.articles() }), animation: .default)
        }

      case .view(.refreshLatest):
        return .run { send in
          await send(.refreshLatestResponse(await service.latest()), animation: .default)
        }

      case .view(.toggleFilter):
        // Animated in ReadingListViewModel.toggleFilter(): the view sends it with `animation: .spring(response: 0.35, dampingFraction: 0.8)`.
        state.isFilterExpanded.toggle()
        if !state.isFilterExpanded {
          state.showsRead = true
        }
        return .none

      case .view(.markRead):
        // TODO: port ReadingListViewModel.markRead(_:) (Graft stopped at it animates some of its changes and not others ('errorMessage = nil'), where TCA animates a whole action or none of it):
        //   errorMessage = nil
        //   withAnimation {
        //     if let index = articles.firstIndex(where: { $0.id == article.id }) {
        //       articles[index].isRead = true
        //     }
        //   }
        //   try? await service.markRead(id: article.id)
        return .none

      case let .reloadResponse(.success(loaded)):
        state.articles = loaded
        state.isLoading = false
        return .none

      case let .reloadResponse(.failure(error)):
        state.isLoading = false
        state.errorMessage = error.localizedDescription
        return .none

      case let .refreshLatestResponse(latest):
        switch latest {
        case let .loaded(loaded):
          state.articles = loaded
        case let .failed(message):
          state.errorMessage = message
        }
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
