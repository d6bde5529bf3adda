import ComposableArchitecture

/// Inbox, ported from InboxViewModel.
@Reducer
struct InboxFeature {
  @Dependency(\.messageClient) var service

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.refresh):
        state.isLoading = true
        return .run { [folder = state.folder] send in
          await send(.refreshResponse(Result { try await service.fetchMessages(folder) }))
        }

      case .view(.markAllReadTapped):
        return .run { send in
          await service.markAllRead()
          await send(.markAllReadTappedResponse)
        }

      case .view(.updateBadge):
        return .run { send in
          await send(.updateBadgeResponse(await service.unreadCount()))
        }

      case .view(.archiveTapped):
        return .run { @MainActor send in
          await send(.archiveTappedResponse(Result { try service.archiveAll() }))
        }

      case let .view(.replyTapped(text)):
        state.isLoading = true
        return .run { send in
          await send(.replyTappedResponse(await service.sendReply(text)))
        }

      case .view(.refreshQuietly):
        // TODO: port InboxViewModel.refreshQuietly() (Graft stopped at 'service.fetchMessages(folder: folder) { _ in }': statements follow a call whose completion runs after them):
        //   service.fetchMessages(folder: folder) { _ in }
        //   errorText = nil
        return .none

      case let .refreshResponse(.success(messages)):
        state.isLoading = false
        state.messages = messages
        return .none

      case let .refreshResponse(.failure(error)):
        state.isLoading = false
        state.errorText = error.localizedDescription
        return .none

      case .markAllReadTappedResponse:
        state.unread = 0
        return .none

      case let .updateBadgeResponse(count):
        state.unread = count
        return .none

      case .archiveTappedResponse(.success):
        state.messages = []
        return .none

      case let .archiveTappedResponse(.failure(error)):
        state.errorText = error.localizedDescription
        return .none

      case let .replyTappedResponse((sent, message)):
        state.isLoading = false
        if sent {
          state.errorText = nil
        } else {
          state.errorText = message
        }
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
