import Combine
import Foundation

protocol StatusFetching: Sendable {
  func status(for id: UUID) async throws -> String
}

/// A second screen that uses the same service: its client is declared once in the module.
// graft: feature bridge=none
@MainActor
final class StatusBarViewModel: ObservableObject {
  @Published private(set) var status = ""

  private let statusFetcher: StatusFetching

  init(statusFetcher: StatusFetching) {
    self.statusFetcher = statusFetcher
  }

  func load(id: UUID) async {
    status = (try? await statusFetcher.status(for: id)) ?? ""
  }
}
