import UIKit

// graft: feature bridge=both
final class PhotoViewModel {
  var caption: String
  var isFavorite = false
  var onShare: ((UIImage, _ caption: String) -> Void)?
  var onDismiss: (() -> Void)?

  init(caption: String) {
    self.caption = caption
  }

  func dismissTapped() {
    onDismiss?()
  }
}
