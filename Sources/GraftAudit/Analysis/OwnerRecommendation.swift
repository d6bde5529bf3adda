/// Who should own a shared datum while both worlds live side by side.
///
/// | situation | owner |
/// |---|---|
/// | session and authentication | the legacy world, until the end |
/// | data of a screen already migrated | that feature's store |
/// | preferences and settings | TCA, with `@Shared` |
/// | a shared network cache | the existing data layer, behind a dependency |
enum OwnerRecommendation {
  static let sessionWords = ["session", "auth", "login", "logout", "signin", "signout", "token", "credential", "account", "currentuser"]
  static let preferenceWords = ["setting", "preference", "theme", "appearance", "onboarding", "flag"]
  static let cacheWords = ["cache", "repository", "database", "store", "api", "client", "network", "service", "swiftdata", "coredata"]

  /// What the datum is called where it matters: the key, the type, the name.
  static func subject(of name: String) -> String {
    if let open = name.firstIndex(of: "["), name.hasSuffix("]") { return String(name[name.index(after: open)..<name.index(before: name.endIndex)]) }
    return name
  }

  static func category(name: String, kind: SharedDatum.Kind, writers: Set<String>) -> SharedDatum.Category {
    let subject = subject(of: name).lowercased()
    func mentions(_ words: [String]) -> Bool { words.contains { subject.containsBytes($0) } }
    if kind == .keychain || mentions(sessionWords) { return .session }
    if kind == .userDefaults || mentions(preferenceWords) { return .preference }
    if mentions(cacheWords) { return .cache }
    if writers.count <= 1 { return .screenData }
    return .other
  }


  static func owner(name: String, category: SharedDatum.Category, writers: [String]) -> String {
    switch category {
    case .session:
      return "The legacy world, until no legacy screen writes it: TCA reads it through a read-only dependency with a stream of changes, and asks the owner to change it."
    case .preference:
      let key = subject(of: name)
      return name.hasPrefix("UserDefaults[")
        ? "TCA, with `@Shared(.appStorage(\"\(key)\"))`; legacy screens read the same key."
        : "TCA, with `@Shared`; legacy screens read it through an adapter over the same storage."
    case .cache:
      return "The existing data layer, behind a dependency; never copied into `State`."
    case .screenData:
      guard let writer = writers.first else {
        return "Whoever creates it; nothing writes it, so it can become a constant or a dependency's value."
      }
      return "\(writer)'s store once \(writer) is migrated; its legacy parent hears of changes through a closure."
    case .other:
      return "One owner, to be chosen among \(writers.joined(separator: ", ")); the others ask it for changes instead of writing."
    }
  }
}
