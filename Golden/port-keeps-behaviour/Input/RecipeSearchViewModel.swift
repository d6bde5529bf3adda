import Combine
import Foundation
import SwiftUI

enum SearchScope: String, Equatable, Sendable {
  case all, vegetarian, quick
}

enum LoadState: Equatable, Sendable {
  case idle, loading, loaded(count: Int), failed
}

protocol RecipeSearchDelegate: AnyObject {
  func recipeSearchDidFail(_ error: some Error)
  func recipeSearchDidPick(recipeID: Int)
}

// graft: feature
@MainActor
final class RecipeSearchViewModel: ObservableObject {
  /// Every change runs the search again.
  @Published var query = "" {
    didSet { runSearch() }
  }
  /// Followed by the debounced pipeline set up in `init`.
  @Published var scope = SearchScope.all
  @Published private(set) var loadState = LoadState.idle
  @Published private(set) var isRefreshing = false
  @Published private(set) var resultCount = 0

  /// Asks the parent whether the user may leave, and waits for the answer.
  var onConfirmLeave: ((String, @escaping (Bool) -> Void) -> Void)?
  weak var delegate: RecipeSearchDelegate?

  private var cancellables = Set<AnyCancellable>()

  init() {
    $scope
      .removeDuplicates()
      .sink { [weak self] _ in self?.runSearch() }
      .store(in: &cancellables)
  }

  func clearQuery() {
    query = ""
  }

  func showQuickRecipes() {
    scope = .quick
  }

  /// Put off to the next turn of the main actor, on purpose: the table is mid-update.
  func refreshSoon() {
    Task { @MainActor in
      self.isRefreshing = true
    }
  }

  /// A parameter named like the reducer's own `state`.
  func apply(state: LoadState) {
    loadState = state
    if case let .loaded(count) = state {
      resultCount = count
    }
  }

  func pick(recipeID: Int) {
    delegate?.recipeSearchDidPick(recipeID: recipeID)
  }

  func header() -> some View {
    Text(verbatim: "Recipes")
  }

  private func runSearch() {
    loadState = .loading
  }
}
