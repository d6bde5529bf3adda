import Combine
import Foundation

// graft: feature bridge=swiftui
final class PlayerViewModel: ObservableObject {
  #if DEBUG
  @Published var endpoint = "http://localhost:8080"
  #else
  @Published var endpoint = "https://player.example.com"
  #endif
  @Published var isPlaying = false

  func playTapped() {
    isPlaying = true
  }
}
