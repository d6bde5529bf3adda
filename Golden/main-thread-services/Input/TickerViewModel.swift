import Combine
import Foundation

// graft: feature
@MainActor
final class TickerViewModel: ObservableObject {
  @Published var symbol: String
  @Published private(set) var lastOpened: URL?
  @Published private(set) var lastPrice: Double?
  @Published private(set) var exportError: String?

  private let links: LinkOpening
  private var reader: SpeechReading?
  private let prices: PriceRefreshing
  private let quotes: QuoteStreaming
  private let tracking: Tracking
  private let archive: ArchiveService

  init(
    symbol: String, links: LinkOpening, reader: SpeechReading?, prices: PriceRefreshing, quotes: QuoteStreaming,
    tracking: Tracking, archive: ArchiveService
  ) {
    self.symbol = symbol
    self.links = links
    self.reader = reader
    self.prices = prices
    self.quotes = quotes
    self.tracking = tracking
    self.archive = archive
  }

  func exportTapped() async {
    do {
      lastOpened = try await archive.export(.pdf)
    } catch let failure {
      exportError = failure.localizedDescription
    }
  }

  /// Marks the export, then exports: the mark runs on the main actor, the export where it waits.
  func markedExportTapped() async {
    tracking.track(named: "export")
    do {
      lastOpened = try await archive.export(.csv)
    } catch {
      exportError = "Export failed"
    }
  }

  func shareTapped() {
    tracking.track(TickerEvent(name: "share", properties: ["symbol": symbol]))
  }

  func favoriteTapped() {
    tracking.track(named: "favorite")
  }

  func openNewsTapped(_ url: URL) {
    lastOpened = url
    links.open(url)
  }

  /// Opens the company's page where links may be opened, and says why not elsewhere.
  func companyPageTapped(_ url: URL) {
    if links.canOpen(url) && !links.isRestricted {
      lastOpened = url
      links.open(url)
    } else {
      exportError = "Links are restricted on this device"
    }
  }

  func refreshTapped() {
    prices.refresh(symbol)
  }

  func readAloudTapped() {
    reader = SystemSpeechReader()
    reader?.read(symbol)
  }

  func stopReadingTapped() {
    reader?.stop()
  }

  func priceTapped() async {
    lastPrice = await prices.lastPrice(of: symbol)
  }
}
