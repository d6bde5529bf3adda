import Combine
import Foundation
#if canImport(VisionKit)
import VisionKit
#endif

#if os(iOS) && !targetEnvironment(macCatalyst)
/// Scanning exists on iPhone and iPad only: so must everything generated from it.
// graft: feature
@MainActor
final class ScannerViewModel: ObservableObject {
  @Published var isScanning = false
  @Published private(set) var lastCode: String?

  var onScan: ((String) -> Void)?

  func toggleScanning() {
    isScanning.toggle()
  }

  func cancelTapped() {
    onScan?("")
  }
}
#endif
