import Combine
import Foundation

// graft: feature
final class SettingsViewModel: ObservableObject {
  @Published var notificationsOn = true
  @Published var volume = 0.5

  var onClose: (() -> Void)?

  func closeTapped() {
    onClose?()
  }
}

// graft: feature name=AboutFeature bridge=none
final class AboutViewModel: ObservableObject {
  @Published private(set) var version = "1.0"

  func refresh() {}
}
