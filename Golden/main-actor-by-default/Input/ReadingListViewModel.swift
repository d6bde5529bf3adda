import Combine
import Foundation

nonisolated struct Article: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

/// In a target whose default isolation is the main actor, this protocol and every type below
/// are isolated there without saying so.
protocol ArticleStore {
  func articles() async throws -> [Article]
  func savedCount() -> Int
  func remove(_ id: Int)
}

final class AnalyticsService {
  func track(_ event: String) {}
}

// graft: feature
final class ReadingListViewModel: ObservableObject {
  @Published private(set) var articles: [Article] = []
  @Published private(set) var savedCount = 0
  @Published var filter = ""

  var onOpen: ((Article) -> Void)?

  private let store: ArticleStore
  private let analytics: AnalyticsService

  init(store: ArticleStore, analytics: AnalyticsService) {
    self.store = store
    self.analytics = analytics
  }

  func countTapped() {
    savedCount = store.savedCount()
  }

  func removeTapped(_ article: Article) {
    store.remove(article.id)
    analytics.track("remove")
  }

  func open(_ article: Article) {
    onOpen?(article)
  }

  func clearFilter() {
    filter = ""
  }
}
