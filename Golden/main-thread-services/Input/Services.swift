import Combine
import Foundation

/// Opens links with the system; its implementation calls UIKit, which wants the main thread.
protocol LinkOpening: AnyObject {
  /// Set by a device management profile: no link may be opened.
  var isRestricted: Bool { get }
  func open(_ url: URL)
  func canOpen(_ url: URL) -> Bool
}

/// Reads text aloud. The screen makes a new reader for each symbol it reads.
protocol SpeechReading: AnyObject {
  func read(_ text: String)
  func stop()
}

final class SystemSpeechReader: SpeechReading {
  func read(_ text: String) {}
  func stop() {}
}

/// Safe from any thread: its clients need not call it on the main actor.
protocol PriceRefreshing: Sendable {
  func refresh(_ symbol: String)
  func lastPrice(of symbol: String) async -> Double
}

/// A live stream of prices; the generated client names `AnyPublisher`, so it imports Combine.
protocol QuoteStreaming: AnyObject {
  func quotes(for symbol: String) -> AnyPublisher<Double, Never>
}

/// An event with free-form properties, which is not `Sendable`.
struct TickerEvent {
  var name: String
  var properties: [String: Any]
}

protocol Tracking: AnyObject {
  func track(_ event: TickerEvent)
}

extension Tracking {
  /// Tracks an event by its name alone.
  func track(named name: String) {
    track(TickerEvent(name: name, properties: [:]))
  }
}

/// Exports the ticker's history; it lives on the main actor, with the screen.
@MainActor
final class ArchiveService {
  enum Format { case pdf, csv }

  func export(_ format: Format) async throws -> URL {
    URL(filePath: "/tmp/ticker.pdf")
  }
}
