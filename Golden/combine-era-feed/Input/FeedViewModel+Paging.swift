import Foundation

extension FeedViewModel {
  var isEmpty: Bool { items.isEmpty }

  func loadNextPage() async {
    let page = await client.page(after: items.last?.id)
    append(page)
  }
}
