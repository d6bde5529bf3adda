import Combine
import Foundation

/// Not a leaf for both reasons: it writes a preference and the theme, and pushes About.
final class SettingsViewModel: ObservableObject {
  @Published var theme = UserDefaults.standard.string(forKey: "theme") ?? "system"

  func themeChanged(_ newTheme: String) {
    theme = newTheme
    UserDefaults.standard.set(newTheme, forKey: "theme")
    Theme.shared.adopt(newTheme)
  }
}
