import Combine
import Foundation

/// The app's event log, reached through its shared instance.
@MainActor
final class EventLog {
  static let shared = EventLog()
  private init() {}

  func record(_ name: String, value: Int) {}
  func upload() async throws {}
  func reset() {}
}

/// Haptic feedback, reached through a method that returns its one instance.
@MainActor
final class Feedback {
  private static let engine = Feedback()
  static func instance() -> Feedback { engine }

  func tick() {}
}

/// The listener's settings, kept in one object the whole app reads.
final class PlaybackSettings {
  nonisolated(unsafe) static let shared = PlaybackSettings()
  private init() {}

  var skipInterval = 15
}

/// The app's log: levels the reducer writes as the view model did, and an upload that is work.
enum PlayerLog {
  static func debug(_ message: String) { print(message) }
  static func flush() {}
}

/// The catalogue's web API: a value, but one that does work.
struct CatalogueAPI {
  var baseURL = "https://example.com"
  func chapters(of bookID: Int) async throws -> [Int] { [] }
}

// graft: feature
@MainActor
final class PlaybackViewModel: ObservableObject {
  @Published var position = 0
  @Published var isPlaying = false
  @Published var chapters: [Int] = []
  private let api = CatalogueAPI()

  func playTapped() {
    isPlaying = true
    EventLog.shared.record("play", value: position)
    Feedback.instance().tick()
  }

  func skipTapped() {
    position += PlaybackSettings.shared.skipInterval
  }

  func seek(to second: Int) {
    guard second >= 0 else { return }
    position = second
    Feedback.instance().tick()
  }

  func loadChapters() async {
    do {
      chapters = try await api.chapters(of: 1)
    } catch {
      chapters = []
    }
  }

  func pauseTapped() {
    isPlaying = false
    PlayerLog.debug("paused at \(position)")
    PlayerLog.flush()
  }
}
