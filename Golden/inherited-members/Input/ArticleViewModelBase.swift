import Combine
import Foundation

protocol ArticleStore {
  func article(id: String) async throws -> Article
  func archive(id: String) async throws
}

struct Article: Equatable, Sendable {
  var id: String
  var headline: String
}

/// What every article screen shares: loading, the error banner and the store.
class ArticleViewModelBase: ObservableObject {
  @Published var headline = ""
  @Published var isBusy = false
  @Published var bannerMessage: String?
  let articleID: String
  let store: ArticleStore

  init(articleID: String, store: ArticleStore) {
    self.articleID = articleID
    self.store = store
  }

  func dismissBanner() {
    bannerMessage = nil
  }

  func reload() async {
    isBusy = true
    do {
      let article = try await store.article(id: articleID)
      headline = article.headline
    } catch {
      bannerMessage = "Could not load the article"
    }
    isBusy = false
  }

  func shareTapped() {
    bannerMessage = "Sharing is not available here"
  }

  func retryTapped() {
    loadFailed("Try again later")
  }

  func loadFailed(_ message: String) {}

  func requireArticleID() throws -> String {
    articleID
  }
}
