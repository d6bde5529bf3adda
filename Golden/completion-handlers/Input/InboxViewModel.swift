import Combine
import Foundation

struct Message: Equatable, Identifiable, Sendable {
  let id: Int
  var subject: String
}

/// A UIKit-era service: every method reports once, through its completion.
protocol MessageService: AnyObject {
  func fetchMessages(folder: String, completion: @escaping (Result<[Message], Error>) -> Void)
  func markAllRead(completionHandler: @escaping () -> Void)
  func unreadCount(completion: @escaping (Int) -> Void)
  func subscribe(_ handler: @escaping (Message) -> Void)
  func archiveAll() throws
  func sendReply(_ text: String, completion: @escaping (_ sent: Bool, _ message: String?) -> Void)
}

// graft: feature
@MainActor
final class InboxViewModel: ObservableObject {
  @Published private(set) var messages: [Message] = []
  @Published private(set) var unread = 3
  @Published private(set) var isLoading = false
  @Published var errorText: String?

  private let service: MessageService
  private let folder: String

  init(service: MessageService, folder: String) {
    self.service = service
    self.folder = folder
  }

  func refresh() {
    isLoading = true
    service.fetchMessages(folder: folder) { [weak self] result in
      DispatchQueue.main.async {
        self?.isLoading = false
        switch result {
        case .success(let messages):
          self?.messages = messages
        case .failure(let error):
          self?.errorText = error.localizedDescription
        }
      }
    }
  }

  func markAllReadTapped() {
    service.markAllRead { [weak self] in
      self?.unread = 0
    }
  }

  func updateBadge() {
    service.unreadCount { [weak self] count in
      self?.unread = count
    }
  }

  func archiveTapped() {
    do {
      try service.archiveAll()
      messages = []
    } catch {
      errorText = error.localizedDescription
    }
  }

  func replyTapped(_ text: String) {
    isLoading = true
    service.sendReply(text) { [weak self] sent, message in
      self?.isLoading = false
      if sent {
        self?.errorText = nil
      } else {
        self?.errorText = message
      }
    }
  }

  func refreshQuietly() {
    service.fetchMessages(folder: folder) { _ in }
    errorText = nil
  }
}
