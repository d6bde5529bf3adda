import Combine
import Foundation

protocol LinkService: Sendable {
  func shortLink(for path: String) async throws -> String
  func suggestions(matching text: String) async throws -> [String]
}

/// A screen that makes a short link to share: a banner that hides itself after a while, a
/// search box that waits for the typing to pause, and a retry that backs off.
// graft: feature
@MainActor
final class ShareLinkViewModel: ObservableObject {
  @Published var path = ""
  @Published var link: String?
  @Published var banner: String?
  @Published var suggestions: [String] = []
  @Published var isRetrying = false
  private let links: LinkService
  private var suggestionTask: Task<Void, Never>?

  init(links: LinkService) {
    self.links = links
  }

  func copyTapped() {
    guard let link else { return }
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.banner = nil
    }
    banner = "Copied \(link)"
  }

  func pathChanged(_ text: String) {
    path = text
    suggestionTask?.cancel()
    suggestionTask = Task {
      try? await Task.sleep(nanoseconds: 300_000_000)
      guard !Task.isCancelled else { return }
      do {
        suggestions = try await links.suggestions(matching: text)
      } catch {
        suggestions = []
      }
    }
  }

  func retryTapped() async {
    isRetrying = true
    defer { isRetrying = false }
    try? await Task.sleep(for: .milliseconds(500))
    do {
      link = try await links.shortLink(for: path)
    } catch {
      banner = "Try again later"
    }
  }

  /// A delay read from a constant of a number.
  func shareTapped() {
    banner = "Shared"
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.shareDelay) { [weak self] in
      self?.banner = nil
    }
  }

  /// A sleep the method's `defer` waits for.
  func flashTapped() async {
    isRetrying = true
    defer { isRetrying = false }
    try? await Task.sleep(for: .seconds(1))
  }

  /// Work put off twice, one delay inside the other.
  func blinkTapped() {
    banner = "Blink"
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
      self?.banner = nil
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
        self?.banner = "Blink"
      }
    }
  }

  /// A delay in each branch.
  func savedTapped(_ succeeded: Bool) {
    if succeeded {
      banner = "Saved"
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
        self?.banner = nil
      }
    } else {
      banner = "Not saved"
      DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
        self?.banner = ""
      }
    }
  }

  /// A delay kept in a stored property, which Graft does not read as a delay.
  func undoTapped() {
    banner = "Undone"
    DispatchQueue.main.asyncAfter(deadline: .now() + undoDelay) { [weak self] in
      self?.banner = nil
    }
  }

  private static let shareDelay = 1.5
  private let undoDelay: TimeInterval = 3
}
