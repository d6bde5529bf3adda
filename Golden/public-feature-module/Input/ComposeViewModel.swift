import Foundation
import UIKit

public protocol DraftsService {
  func saveDraft(_ body: String) async throws
}

/// A feature module's view model: the app target presents it, so what Graft writes is public.
// graft: feature seed legacyController=ComposeViewController
public final class ComposeViewModel {
  public var body: String
  public var isSending = false

  public var onSent: ((_ messageID: String) -> Void)?
  public var onDiscard: (() -> Void)?

  private let drafts: DraftsService

  public init(body: String, drafts: DraftsService) {
    self.body = body
    self.drafts = drafts
  }

  public func discardTapped() {
    onDiscard?()
  }

  public func bodyChanged(_ text: String) {
    body = text
  }

  public func saveTapped() async {
    try? await drafts.saveDraft(body)
  }
}
