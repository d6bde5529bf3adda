import Foundation
import SwiftUI

struct Article: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var isRead: Bool
}

enum Latest: Equatable, Sendable {
  case loaded([Article])
  case failed(String)
}

protocol ReadingListService: Sendable {
  func articles() async throws -> [Article]
  func latest() async -> Latest
  func markRead(id: Int) async throws
}

// graft: feature
@MainActor
final class ReadingListViewModel: ObservableObject {
  @Published private(set) var articles: [Article] = []
  @Published private(set) var isLoading = false
  @Published private(set) var errorMessage: String?
  @Published private(set) var isFilterExpanded = false
  @Published var showsRead = true

  private let service: ReadingListService

  init(service: ReadingListService) {
    self.service = service
  }

  /// The spinner and the list come and go with the default animation.
  func reload() async {
    withAnimation {
      isLoading = true
      errorMessage = nil
    }
    do {
      let loaded = try await service.articles()
      withAnimation {
        articles = loaded
        isLoading = false
      }
    } catch {
      withAnimation {
        isLoading = false
        errorMessage = error.localizedDescription
      }
    }
  }

  /// Each outcome animates its own change, in the branch that makes it.
  func refreshLatest() async {
    let latest = await service.latest()
    switch latest {
    case let .loaded(loaded):
      withAnimation {
        articles = loaded
      }
    case let .failed(message):
      withAnimation {
        errorMessage = message
      }
    }
  }

  func toggleFilter() {
    withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
      isFilterExpanded.toggle()
      if !isFilterExpanded {
        showsRead = true
      }
    }
  }

  /// Only the row's change is animated, not the error being cleared: TCA animates a whole action.
  func markRead(_ article: Article) async {
    errorMessage = nil
    withAnimation {
      if let index = articles.firstIndex(where: { $0.id == article.id }) {
        articles[index].isRead = true
      }
    }
    try? await service.markRead(id: article.id)
  }
}
