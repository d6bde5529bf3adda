import Combine
import Foundation

/// Shared by the iPhone and the Mac apps: some of it exists on one of them only.
// graft: feature
@MainActor
final class ReaderViewModel: ObservableObject {
  @Published var fontSize = 14
  @Published private(set) var isFullScreen = false

  var onClose: (() -> Void)?
  #if os(iOS)
  var onShare: ((String) -> Void)?
  #endif

  func increaseFont() {
    fontSize += 1
  }

  func close() {
    onClose?()
  }

  #if os(iOS)
  func share(text: String) {
    onShare?(text)
  }

  func rotate(toLandscape landscape: Bool) {
    isFullScreen = landscape
  }
  #endif

  #if os(macOS)
  func toggleFullScreen() {
    isFullScreen.toggle()
  }
  #endif
}
