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

  func fontSizeChanged(to size: Int) {
    fontSize = size
  }
}
