import Combine
import Foundation
import SwiftUI

// graft: feature
@MainActor
final class PreferencesViewModel: ObservableObject {
  @AppStorage("sound.on") var soundOn = true
  @AppStorage("font.size") var fontSize = 14
  @Published var displayName = ""

  func soundToggled(_ on: Bool) {
    soundOn = on
  }

  @Published var showsTips = false
  private let defaults = UserDefaults.standard

  func fontSizeChanged(to size: Int) {
    fontSize = size
  }

  /// Read straight from the defaults: the store `defaultAppStorage` stands for, empty in tests.
  func tipsAppeared() {
    showsTips = !UserDefaults.standard.bool(forKey: "tips.seen")
  }

  /// Written there, where State's preferences would hear it and reload behind the reducer's
  /// back: a TODO.
  func tipsDismissed() {
    defaults.set(true, forKey: "tips.seen")
    showsTips = false
  }
}
