import Combine
import Foundation

protocol ArticlesService {
  func article(id: String) async throws -> String
}

protocol Tracker {
  func log(_ event: String)
}

// graft: feature
final class ReaderViewModel: ObservableObject {
  // graft: state type=Double
  @Published var progress = 0
  // graft: ignore
  @Published var debugOverlay = false
  @Published var fontScale = 1.0

  // graft: dependency key=articlesAPI
  private let articles: ArticlesService
  // graft: dependency
  var tracker: Tracker

  init(articles: ArticlesService, tracker: Tracker) {
    self.articles = articles
    self.tracker = tracker
  }

  // graft: action name=closeButtonTapped
  func close() {}

  // graft: delegate name=finishedReading
  func finish() {}
}
