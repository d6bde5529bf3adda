import Foundation
import UIKit

protocol DraftsService {
  func saveDraft(_ body: String) async throws
}

// graft: feature seed legacyController=ComposeViewController bridge=uikit
final class ComposeViewModel {
  var body: String
  var isSending = false

  var onSent: ((_ messageID: String) -> Void)?
  var onDiscard: (() -> Void)?

  private let drafts: DraftsService

  init(body: String, drafts: DraftsService) {
    self.body = body
    self.drafts = drafts
  }

  func discardTapped() {
    onDiscard?()
  }

  func bodyChanged(_ text: String) {
    body = text
  }
}
