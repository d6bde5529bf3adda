import Foundation
import Observation

enum StationError: Error, Equatable {
  case offline
  case notFound(String)
}

struct StationPage: Equatable, Sendable {
  var names: [String]
  var hasMore: Bool
}

/// Answers with a `Result` rather than by throwing.
protocol StationRepository {
  func stations(page: Int) async -> Result<StationPage, StationError>
  func favorite(name: String) async -> Result<Void, StationError>
  func unfavorite(name: String) async -> Result<Void, StationError>
}

// graft: feature bridge=swiftui
@Observable final class StationListViewModel {
  var current: StationPage?
  var pageNumber = 0
  var favorites: [String] = []
  var errorMessage: String?
  var lastError: StationError?
  private let repository: StationRepository

  init(repository: StationRepository) {
    self.repository = repository
  }

  /// The next page, appended; the first error shown.
  func loadMore() async {
    let result = await repository.stations(page: pageNumber)
    switch result {
    case .success(let loaded):
      current = loaded
      pageNumber += 1
    case .failure:
      errorMessage = "Could not load stations"
    }
  }

  /// A favorite saved, or why not.
  func favorite(_ name: String) async {
    let saved = await repository.favorite(name: name)
    switch saved {
    case .success:
      favorites.append(name)
    case .failure:
      errorMessage = "Could not save the favorite"
    }
  }

  /// The first page again, from the top.
  func reload() async {
    switch await repository.stations(page: 0) {
    case .success(let first):
      current = first
      pageNumber = 1
    case .failure:
      errorMessage = "Could not reload stations"
    }
  }

  /// A favorite removed at once; put back if the repository refuses.
  func unfavorite(_ name: String) async {
    favorites.removeAll { $0 == name }
    if case .failure(let error) = await repository.unfavorite(name: name) {
      favorites.append(name)
      lastError = error
    }
  }
}
