/// The app's controllers by the identifiers their storyboard scenes give them
/// (`storyboardIdentifier="MainTabs"` on a `MainTabBarController` scene): what
/// `instantiateViewController(withIdentifier: "MainTabs")` makes, where the code casts nothing.
enum StoryboardIdentifiers {
  /// An identifier two scenes give, of different classes or one of no class of the app's, says
  /// nothing: which storyboard the code opens is not read.
  static func controllers(in storyboards: [Storyboard], sources: AuditSources) -> [String: Int] {
    var found: [String: Int] = [:]
    var ambiguous: Set<String> = []
    for storyboard in storyboards {
      for controller in storyboard.controllers {
        guard let identifier = controller.storyboardIdentifier else { continue }
        guard let type = controller.customClass.flatMap({ sources.resolve($0, from: nil) }) else {
          ambiguous.insert(identifier)
          continue
        }
        if let known = found[identifier], known != type { ambiguous.insert(identifier) }
        found[identifier] = type
      }
    }
    for identifier in ambiguous { found[identifier] = nil }
    return found
  }
}
