import Combine
import Foundation

// graft: feature
final class ReaderViewModel: ArticleViewModelBase {
  @Published var fontScale = 1.0
  @Published var layout: String

  init(articleID: String, store: ArticleStore, compact: Bool) {
    let chosenLayout: String
    switch compact {
    case true: chosenLayout = "compact"
    case false: chosenLayout = "regular"
    }
    layout = chosenLayout
    super.init(articleID: articleID, store: store)
  }

  func enlargeText() {
    fontScale += 0.1
    dismissBanner()
  }

  func archiveTapped() async {
    isBusy = true
    do {
      try await store.archive(id: articleID)
    } catch {
      bannerMessage = "Could not archive"
    }
    isBusy = false
  }

  override func shareTapped() {
    bannerMessage = nil
  }

  override func loadFailed(_ message: String) {
    bannerMessage = message
  }
}
