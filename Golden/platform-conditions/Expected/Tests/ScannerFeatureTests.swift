import ComposableArchitecture
import Foundation
import Testing

@testable import App

#if os(iOS) && !targetEnvironment(macCatalyst)

@MainActor
struct ScannerFeatureTests {
  @Test func isScanningBinding() async {
    let store = TestStore(initialState: ScannerFeature.State()) {
      ScannerFeature()
    }
    await store.send(\.binding.isScanning, true) {
      $0.isScanning = true
    }
  }

  @Test(.disabled("Port ScannerViewModel.toggleScanning() first, then assert its state changes and effects."))
  func toggleScanning() async {
    let store = TestStore(initialState: ScannerFeature.State()) {
      ScannerFeature()
    }
    await store.send(.view(.toggleScanning))
  }

  @Test(.disabled("Port ScannerViewModel.cancelTapped() first, then assert its state changes and effects."))
  func cancelTapped() async {
    let store = TestStore(initialState: ScannerFeature.State()) {
      ScannerFeature()
    }
    await store.send(.view(.cancelTapped))
  }
}
#endif
