import Combine
import Foundation

/// The app's own store of messages, named like TCA's.
final class Store {
  var messages: [String] = []
}

/// The app's own effect type, named like TCA's.
enum Effect {
  case vibrate
}

/// The app's own state protocol, named like SwiftUI's property wrapper.
protocol State {
  var isActive: Bool { get }
}

protocol InboxService {
  func refresh() async throws -> [String]
}

// graft: feature
@MainActor
final class InboxViewModel: ObservableObject {
  @Published var unread = 0
  @Published var filter = ""

  private let inbox: InboxService

  init(inbox: InboxService) {
    self.inbox = inbox
  }

  func markAllRead() {
    unread = 0
  }
}
