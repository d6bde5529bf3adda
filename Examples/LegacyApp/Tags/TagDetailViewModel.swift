import Foundation

/// The tag detail's model. It keeps the session it is given and only reads it: storing an
/// injected reference writes nothing shared.
final class TagDetailViewModel {
  let name: String
  private let session: SessionManager

  init(name: String, session: SessionManager = .shared) {
    self.name = name
    self.session = session
  }

  var owner: String { session.userName }
}
