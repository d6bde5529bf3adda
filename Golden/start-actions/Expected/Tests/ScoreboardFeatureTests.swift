import Combine
import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ScoreboardFeatureTests {
  @Test func leaderTapped() async {
    let store = TestStore(initialState: ScoreboardFeature.State()) {
      ScoreboardFeature()
    }
    await store.send(.view(.leaderTapped))
  }

  @Test func observeScores() async {
    let sampleScores = [Score(player: "Sample player", points: 1)]
    let store = TestStore(initialState: ScoreboardFeature.State()) {
      ScoreboardFeature()
    } withDependencies: {
      $0.scoreFeedClient.scores = { @Sendable in Just(sampleScores).eraseToAnyPublisher() }
    }
    await store.send(.view(.observeScores))
    await store.receive(\.observeScoresValue) {
      $0.scores = sampleScores
    }
  }
}
