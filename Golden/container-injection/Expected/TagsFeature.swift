import ComposableArchitecture

/// Tags, ported from TagsViewModel.
@Reducer
struct TagsFeature {
  @Dependency(\.tagClient) var repository
  @Dependency(\.analyticsClient) var analytics

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.deleteTapped(tag)):
        state.isDeleting = true
        return .run { send in
          await send(.deleteTappedResponse(Result { try await repository.delete(tag) }, tag: tag))
        }

      case .view(.shareTapped):
        return .run { _ in
          analytics.track("tags-shared")
        }

      case let .deleteTappedResponse(.success, tag):
        state.tags.removeAll { $0 == tag }
        state.isDeleting = false
        return .none

      case let .deleteTappedResponse(.failure, tag):
        state.isDeleting = false
        return .run { _ in
          analytics.track("tag-delete-failed")
        }

      case .delegate:
        return .none
      }
    }
  }
}
