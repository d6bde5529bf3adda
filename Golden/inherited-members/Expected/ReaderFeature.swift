import ComposableArchitecture

/// Reader, ported from ReaderViewModel.
@Reducer
struct ReaderFeature {
  @Dependency(\.articleClient) var store

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.enlargeText):
        state.fontScale += 0.1
        state.bannerMessage = nil
        return .none

      case .view(.archiveTapped):
        state.isBusy = true
        return .run { [articleID = state.articleID] send in
          await send(.archiveTappedResponse(Result { try await store.archive(articleID) }))
        }

      case .view(.shareTapped):
        state.bannerMessage = nil
        return .none

      case .view(.dismissBanner):
        state.bannerMessage = nil
        return .none

      case .view(.reload):
        state.isBusy = true
        return .run { [articleID = state.articleID] send in
          await send(.reloadResponse(Result { try await store.article(articleID) }))
        }

      case .view(.retryTapped):
        let message = "Try again later"
        state.bannerMessage = message
        return .none

      case .archiveTappedResponse(.success):
        state.isBusy = false
        return .none

      case .archiveTappedResponse(.failure):
        state.bannerMessage = "Could not archive"
        state.isBusy = false
        return .none

      case let .reloadResponse(.success(article)):
        state.headline = article.headline
        state.isBusy = false
        return .none

      case .reloadResponse(.failure):
        state.bannerMessage = "Could not load the article"
        state.isBusy = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
