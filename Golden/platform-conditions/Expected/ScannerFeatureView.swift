#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

#if os(iOS) && !targetEnvironment(macCatalyst)

@ViewAction(for: ScannerFeature.self)
struct ScannerFeatureView: View {
  @Bindable var store: StoreOf<ScannerFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      Toggle("Scanning", isOn: $store.isScanning)
      Button("Toggle scanning") { send(.toggleScanning) }
      Button("Cancel") { send(.cancelTapped) }
    }
  }
}
#endif
#endif
