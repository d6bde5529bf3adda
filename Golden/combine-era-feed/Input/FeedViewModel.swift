import Combine
import FeedKit
import Foundation

struct FeedItem: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var isLiked = false
}

/// A UIKit-era view model: Combine subjects for the view to observe, a client from another
/// module, and its actions spread over extensions.
// graft: feature bridge=uikit
final class FeedViewModel {
  let isFetching = CurrentValueSubject<Bool, Never>(false)
  let itemsDidChange = PassthroughSubject<Void, Never>()
  private(set) var items: [FeedItem] = []
  private var cancellables = Set<AnyCancellable>()
  private let dateFormatter = DateFormatter()

  let client: FeedClient
  var statusFetcher: StatusFetching?

  init(client: FeedClient, statusFetcher: StatusFetching?) {
    self.client = client
    self.statusFetcher = statusFetcher
  }

  func refresh() {
    isFetching.send(true)
    client.fetchFeed { [weak self] items in
      self?.items = items.map { FeedItem(id: $0.id, title: $0.title) }
      self?.isFetching.send(false)
      self?.itemsDidChange.send()
    }
  }
}

extension FeedViewModel {
  func like(_ item: FeedItem) {
    client.like(id: item.id)
  }

  func stopFetching() {
    isFetching.value = false
  }

  func title(at index: Int) -> String {
    items[index].title
  }

  func append(_ page: [FeedKitItem]) {
    items += page.map { FeedItem(id: $0.id, title: $0.title) }
    log("appended \(page.count)")
  }

  private func log(_ message: String) {}
}
