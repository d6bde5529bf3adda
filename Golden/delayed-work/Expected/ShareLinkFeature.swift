import ComposableArchitecture

/// ShareLink, ported from ShareLinkViewModel.
@Reducer
struct ShareLinkFeature {
  @Dependency(\.linkClient) var links
  @Dependency(\.continuousClock) var clock

  private enum CancelID { case suggestion }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.copyTapped):
        guard let link = state.link else {
          return .none
        }
        state.banner = "Copied \(link)"
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.copyTappedDelayed)
        }

      case let .view(.pathChanged(text)):
        state.path = text
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.pathChangedDelayed(text: text))
        }
        .cancellable(id: CancelID.suggestion, cancelInFlight: true)

      case .view(.retryTapped):
        state.isRetrying = true
        return .run { send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.retryTappedDelayed)
        }

      case .view(.shareTapped):
        state.banner = "Shared"
        return .run { send in
          try await clock.sleep(for: .seconds(1.5))
          await send(.shareTappedDelayed)
        }

      case .view(.flashTapped):
        state.isRetrying = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.flashTappedDelayed)
        }

      case .view(.blinkTapped):
        state.banner = "Blink"
        return .run { send in
          try await clock.sleep(for: .seconds(0.5))
          await send(.blinkTappedDelayed)
        }

      case let .view(.savedTapped(succeeded)):
        if succeeded {
          state.banner = "Saved"
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.savedTappedDelayed)
          }
        } else {
          state.banner = "Not saved"
          return .run { send in
            try await clock.sleep(for: .seconds(3))
            await send(.savedTappedDelayed2)
          }
        }

      case .view(.undoTapped):
        // TODO: port ShareLinkViewModel.undoTapped() (Graft stopped at 'DispatchQueue.main.asyncAfter(deadline: .now() + undoDela…': it puts work off for a delay Graft does not read: it reads a number ('.now() + 0.3', '.milliseconds(300)'), a value of the action or a static constant of a number):
        //   banner = "Undone"
        //   DispatchQueue.main.asyncAfter(deadline: .now() + undoDelay) { [weak self] in
        //     self?.banner = nil
        //   }
        return .none

      case .copyTappedDelayed:
        state.banner = nil
        return .none

      case let .pathChangedDelayed(text):
        return .run { send in
          await send(.pathChangedSuggestionsResponse(Result { try await links.suggestions(text) }))
        }
        .cancellable(id: CancelID.suggestion)

      case let .pathChangedSuggestionsResponse(.success(value)):
        state.suggestions = value
        return .none

      case .pathChangedSuggestionsResponse(.failure):
        state.suggestions = []
        return .none

      case .retryTappedDelayed:
        return .run { [path = state.path] send in
          await send(.retryTappedShortLinkResponse(Result { try await links.shortLink(path) }))
        }

      case let .retryTappedShortLinkResponse(.success(value)):
        state.link = value
        state.isRetrying = false
        return .none

      case .retryTappedShortLinkResponse(.failure):
        state.banner = "Try again later"
        state.isRetrying = false
        return .none

      case .shareTappedDelayed:
        state.banner = nil
        return .none

      case .flashTappedDelayed:
        state.isRetrying = false
        return .none

      case .blinkTappedDelayed:
        state.banner = nil
        return .run { send in
          try await clock.sleep(for: .seconds(0.5))
          await send(.blinkTappedDelayed2)
        }

      case .blinkTappedDelayed2:
        state.banner = "Blink"
        return .none

      case .savedTappedDelayed:
        state.banner = nil
        return .none

      case .savedTappedDelayed2:
        state.banner = ""
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
