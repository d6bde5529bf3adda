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

  @Test func toggleScanning() async {
    let store = TestStore(initialState: ScannerFeature.State()) {
      ScannerFeature()
    }
    await store.send(.view(.toggleScanning)) {
      $0.isScanning = true
    }
  }

  @Test func cancelTapped() async {
    let store = TestStore(initialState: ScannerFeature.State()) {
      ScannerFeature()
    }
    await store.send(.view(.cancelTapped))
    await store.receive(\.delegate.scan, "")
  }
}
#endif
