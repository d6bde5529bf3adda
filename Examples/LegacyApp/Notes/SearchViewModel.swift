import Foundation
import Observation

/// A leaf: it reads shared data (the cache, a feature flag) and writes none.
@Observable
final class SearchViewModel {
  var query = ""
  var results: [Note] = []

  func search() {
    guard Current.featureFlags.searchV2 || !query.isEmpty else { return }
    results = NotesCache.shared.notes.filter { $0.text.contains(query) }
  }
}
