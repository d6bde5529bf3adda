import ComposableArchitecture

/// Playback, ported from PlaybackViewModel.
@Reducer
struct PlaybackFeature {
  @Dependency(\.catalogueClient) var api
  @Dependency(\.eventLogClient) var eventLog
  @Dependency(\.feedbackClient) var feedback
  @Dependency(\.playbackSettingsClient) var playbackSettings
  @Dependency(\.playerLogClient) var playerLog

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.playTapped):
        state.isPlaying = true
        return .run { [position = state.position] _ in
          await eventLog.record("play", position)
          await feedback.tick()
        }

      case .view(.skipTapped):
        state.position += playbackSettings.skipInterval()
        return .none

      case let .view(.seek(to: second)):
        guard second >= 0 else {
          return .none
        }
        state.position = second
        return .run { _ in
          await feedback.tick()
        }

      case .view(.loadChapters):
        return .run { send in
          await send(.loadChaptersResponse(Result { try await api.chapters(1) }))
        }

      case .view(.pauseTapped):
        state.isPlaying = false
        PlayerLog.debug("paused at \(state.position)")
        return .run { @MainActor _ in
          playerLog.flush()
        }

      case let .loadChaptersResponse(.success(value)):
        state.chapters = value
        return .none

      case .loadChaptersResponse(.failure):
        state.chapters = []
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
