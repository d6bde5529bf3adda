import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TickerFeatureTests {
  @Test func symbolBinding() async {
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    }
    await store.send(\.binding.symbol, "Sample symbol") {
      $0.symbol = "Sample symbol"
    }
  }

  @Test func exportTapped() async {
    let sampleExport = URL(filePath: "/sample")
    let archiveExportCalls = LockIsolated<[ArchiveService.Format]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.archiveClient.export = { @Sendable format in
        archiveExportCalls.withValue { $0.append(format) }
        return sampleExport
      }
    }
    await store.send(.view(.exportTapped))
    await store.receive(\.exportTappedResponse.success) {
      $0.lastOpened = sampleExport
    }
    await store.finish()
    #expect(archiveExportCalls.value == [.pdf])
  }

  @Test func exportTappedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.archiveClient.export = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.exportTapped))
    await store.receive(\.exportTappedResponse.failure) {
      $0.exportError = "Sample failure"
    }
  }

  @Test func markedExportTapped() async {
    let trackingTrackNamedCalls = LockIsolated<[String]>([])
    let sampleExport = URL(filePath: "/sample")
    let archiveExportCalls = LockIsolated<[ArchiveService.Format]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.trackingClient.trackNamed = { @Sendable name in trackingTrackNamedCalls.withValue { $0.append(name) } }
      $0.archiveClient.export = { @Sendable format in
        archiveExportCalls.withValue { $0.append(format) }
        return sampleExport
      }
    }
    await store.send(.view(.markedExportTapped))
    await store.receive(\.markedExportTappedResponse.success) {
      $0.lastOpened = sampleExport
    }
    await store.finish()
    #expect(archiveExportCalls.value == [.csv])
    #expect(trackingTrackNamedCalls.value == ["export"])
  }

  @Test func markedExportTappedFailure() async {
    let trackingTrackNamedCalls = LockIsolated<[String]>([])
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.trackingClient.trackNamed = { @Sendable name in trackingTrackNamedCalls.withValue { $0.append(name) } }
      $0.archiveClient.export = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.markedExportTapped))
    await store.receive(\.markedExportTappedResponse.failure) {
      $0.exportError = "Export failed"
    }
    await store.finish()
    #expect(trackingTrackNamedCalls.value == ["export"])
  }

  @Test func shareTapped() async {
    let trackingTrackCalls = LockIsolated(0)
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.trackingClient.track = { @Sendable _ in trackingTrackCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.shareTapped))
    await store.finish()
    #expect(trackingTrackCalls.value == 1)
  }

  @Test func favoriteTapped() async {
    let trackingTrackNamedCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.trackingClient.trackNamed = { @Sendable name in trackingTrackNamedCalls.withValue { $0.append(name) } }
    }
    await store.send(.view(.favoriteTapped))
    await store.finish()
    #expect(trackingTrackNamedCalls.value == ["favorite"])
  }

  @Test func openNewsTapped() async {
    let linksOpenCalls = LockIsolated<[URL]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.linkOpeningClient.open = { @Sendable url in linksOpenCalls.withValue { $0.append(url) } }
    }
    await store.send(.view(.openNewsTapped(URL(filePath: "/sample")))) {
      $0.lastOpened = URL(filePath: "/sample")
    }
    await store.finish()
    #expect(linksOpenCalls.value == [URL(filePath: "/sample")])
  }

  @Test func companyPageTapped() async {
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.linkOpeningClient.canOpen = { @Sendable _ in true }
      $0.linkOpeningClient.isRestricted = { @Sendable in true }
    }
    await store.send(.view(.companyPageTapped(URL(filePath: "/sample")))) {
      $0.exportError = "Links are restricted on this device"
    }
  }

  @Test func refreshTapped() async {
    let pricesRefreshCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.priceRefreshingClient.refresh = { @Sendable symbol in pricesRefreshCalls.withValue { $0.append(symbol) } }
    }
    await store.send(.view(.refreshTapped))
    await store.finish()
    #expect(pricesRefreshCalls.value == [""])
  }

  @Test(.disabled("Port TickerViewModel.readAloudTapped() first, then assert its state changes and effects."))
  func readAloudTapped() async {
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    }
    await store.send(.view(.readAloudTapped))
  }

  @Test(.disabled("Port TickerViewModel.stopReadingTapped() first, then assert its state changes and effects."))
  func stopReadingTapped() async {
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    }
    await store.send(.view(.stopReadingTapped))
  }

  @Test func priceTapped() async {
    let sampleLastPrice = 1.5
    let pricesLastPriceCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TickerFeature.State(symbol: "")) {
      TickerFeature()
    } withDependencies: {
      $0.priceRefreshingClient.lastPrice = { @Sendable symbol in
        pricesLastPriceCalls.withValue { $0.append(symbol) }
        return sampleLastPrice
      }
    }
    await store.send(.view(.priceTapped))
    await store.receive(\.priceTappedResponse) {
      $0.lastPrice = sampleLastPrice
    }
    await store.finish()
    #expect(pricesLastPriceCalls.value == [""])
  }
}
