import Combine
import Foundation

struct Score: Equatable, Sendable {
  var player: String
  var points: Int
}

protocol ScoreFeed {
  func scores() -> AnyPublisher<[Score], Never>
}

/// A scoreboard that follows the scores from the moment it is made, through private helpers.
// graft: feature
@MainActor
final class ScoreboardViewModel: ObservableObject {
  @Published private(set) var scores: [Score] = []
  @Published private(set) var elapsed = 0
  var onLeaderSelected: ((String) -> Void)?
  private let feed: ScoreFeed
  private var timer: Timer?
  private var scoresCancellable: AnyCancellable?

  init(feed: ScoreFeed) {
    self.feed = feed
    observeScores()
    startClock()
  }

  func leaderTapped() {
    guard let leader = scores.first else { return }
    onLeaderSelected?(leader.player)
  }

  private func observeScores() {
    scoresCancellable = feed.scores()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] scores in
        self?.scores = scores
      }
  }

  private func startClock() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      Task { @MainActor in self?.elapsed += 1 }
    }
  }
}
