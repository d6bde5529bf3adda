import SwiftUI

/// Not a leaf: it navigates nowhere, but writes a preference through @AppStorage.
final class OnboardingViewModel: ObservableObject {
  @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false
  @Published var page = 0

  func finishTapped() {
    hasSeenOnboarding = true
  }
}
