import Combine
import Foundation

struct FeedItem: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
}

protocol FeedService: AnyObject, Sendable {
  func observe(_ handler: @escaping (FeedItem) -> Void)
  func latest(limit: Int) async throws -> [FeedItem]
}

// graft: feature bridge=swiftui
@MainActor
final class FeedViewModel: ObservableObject {
  @Published private(set) var items: [FeedItem] = []

  private let feed: FeedService

  init(feed: FeedService) {
    self.feed = feed
  }

  func refresh() async {
    items = (try? await feed.latest(limit: 20)) ?? []
  }
}
