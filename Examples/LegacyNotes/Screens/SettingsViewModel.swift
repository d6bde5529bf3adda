import Foundation
import SwiftUI

/// A leaf whose preferences move to `@Shared(.appStorage)`.
// graft: feature bridge=swiftui
@MainActor
final class SettingsViewModel: ObservableObject {
  @AppStorage("settings.sortByDate") var sortByDate = true
  @Published var fontSize = 14

  var onClose: (() -> Void)?

  func closeTapped() {
    onClose?()
  }
}
