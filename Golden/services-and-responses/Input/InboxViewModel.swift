import Combine
import Foundation

struct Message: Equatable, Identifiable, Sendable {
  let id: UUID
  var subject: String
}

protocol MessagesService {
  func fetch(page: Int) async throws -> [Message]
  func markRead(_ id: UUID) async
  func count() -> Int
}

protocol AnalyticsClient {
  func track(_ event: String)
}

// graft: feature bridge=swiftui
final class InboxViewModel: ObservableObject {
  @Published var messages: [Message] = []
  @Published var query = ""
  @Published private(set) var isLoading = false
  @Published var lastError: (any Error)?
  @Published var unread = [UUID: Bool]()

  var onOpen: ((Message) -> Void)?

  private let messagesService: MessagesService
  private let analytics: AnalyticsClient
  private var cancellables = Set<AnyCancellable>()
  private var refreshTask: Task<Void, Never>?

  init(messagesService: MessagesService, analytics: AnalyticsClient) {
    self.messagesService = messagesService
    self.analytics = analytics
  }

  func load(page: Int = 0) async throws -> [Message] {
    try await messagesService.fetch(page: page)
  }

  /// Warms the service's cache: the page itself is not kept.
  func prefetchTapped() async {
    isLoading = true
    do {
      let _ = try await messagesService.fetch(page: 1)
      isLoading = false
    } catch {
      isLoading = false
      lastError = error
    }
  }

  func unreadCount() -> Int {
    messagesService.count()
  }

  func open(_ message: Message) {
    onOpen?(message)
  }

  private func log(_ event: String) {
    analytics.track(event)
  }
}
