import ComposableArchitecture

/// Scoreboard, ported from ScoreboardViewModel.
@Reducer
struct ScoreboardFeature {
  @Dependency(\.scoreFeedClient) var feed

  private enum CancelID { case scores }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.leaderTapped):
        guard let leader = state.scores.first else {
          return .none
        }
        return .send(.delegate(.leaderSelected(leader.player)))

      case .view(.observeScores):
        return .publisher {
          feed.scores()
            .map { Action.observeScoresValue($0) }
        }
        .cancellable(id: CancelID.scores, cancelInFlight: true)

      case let .observeScoresValue(scores):
        state.scores = scores
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
