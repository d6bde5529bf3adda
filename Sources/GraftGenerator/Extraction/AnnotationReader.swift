import GraftSupport
import SwiftDeclarationParser

/// Turns the words of `// graft:` annotations into feature options or a member directive. An
/// unknown word, a word in the wrong place, a bad value or a contradiction is an error at the
/// word's position, and the word is then ignored.
struct AnnotationReader {
  var path: String
  var diagnostics: [Diagnostic] = []

  static let classKeys: Set<String> = ["feature", "name", "bridge", "seed", "legacyView", "legacyController", "tests"]
  static let memberKeys: Set<String> = ["ignore", "state", "type", "action", "name", "delegate", "dependency", "key", "shared", "owner"]

  init(path: String) {
    self.path = path
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(path: path, location: location, severity: .error, message: message))
  }

  /// The options of a view model's `feature` annotation, over the configuration's defaults.
  mutating func featureOptions(_ annotations: [Annotation], defaults: FeatureOptions = FeatureOptions()) -> FeatureOptions {
    var options = defaults
    var seen: [String: SourceLocation] = [:]
    for word in annotations.flatMap(\.words) {
      guard Self.classKeys.contains(word.key) else {
        if Self.memberKeys.contains(word.key) {
          error("'\(word.key)' belongs on a member of the view model, not on its class", at: word.location)
        } else {
          unknown(word, expected: Self.classKeys)
        }
        continue
      }
      if seen[word.key] != nil {
        error("'\(word.key)' is given twice", at: word.location)
        continue
      }
      seen[word.key] = word.location
      switch word.key {
      case "feature", "seed":
        guard noValue(word) else { continue }
        if word.key == "seed" { options.seed = true }
      case "name":
        options.name = identifier(word)
      case "bridge":
        options.bridge = choice(word, FeatureOptions.Bridge.self) ?? options.bridge
      case "tests":
        options.tests = choice(word, FeatureOptions.TestFramework.self) ?? options.tests
      case "legacyView":
        options.legacyView = identifier(word)
      default:
        options.legacyController = identifier(word)
      }
    }
    if let view = seen["legacyView"], seen["legacyController"] != nil {
      error("'legacyView' and 'legacyController' contradict each other: the legacy screen is one or the other", at: view)
    }
    for key in ["legacyView", "legacyController"] {
      if let location = seen[key], !options.seed {
        error("'\(key)' names the screen of the reverse bridge and needs 'seed'", at: location)
      }
    }
    return options
  }

  /// The directive of a member's annotations, or nil when it has none.
  mutating func memberDirective(_ annotations: [Annotation], isMethod: Bool) -> MemberDirective? {
    var values: [String: (value: String?, location: SourceLocation)] = [:]
    var order: [String] = []
    for word in annotations.flatMap(\.words) {
      guard Self.memberKeys.contains(word.key) else {
        if Self.classKeys.contains(word.key) {
          error("'\(word.key)' belongs on the view model's class, not on a member", at: word.location)
        } else {
          unknown(word, expected: Self.memberKeys)
        }
        continue
      }
      if values[word.key] != nil {
        error("'\(word.key)' is given twice", at: word.location)
        continue
      }
      values[word.key] = (word.value, word.location)
      order.append(word.key)
    }
    let roles = order.filter { ["ignore", "state", "action", "delegate", "dependency", "shared"].contains($0) }
    if roles.count > 1, let second = values[roles[1]] {
      error("'\(roles[0])' and '\(roles[1])' contradict each other: a member has one role", at: second.location)
    }
    // Options that only make sense with a given role.
    let needs = ["type": ["state"], "key": ["dependency"], "owner": ["shared"], "name": ["action", "delegate"]]
    for key in order {
      guard let roles = needs[key], let entry = values[key] else { continue }
      if !roles.contains(where: { values[$0] != nil }) {
        error("'\(key)=' goes with '\(roles.joined(separator: "' or '"))'", at: entry.location)
      }
    }
    for key in ["ignore", "state", "action", "delegate", "dependency", "shared"] {
      if let entry = values[key], entry.value != nil {
        error("'\(key)' takes no value", at: entry.location)
      }
    }
    guard let role = roles.first else {
      if let first = order.first, let entry = values[first] {
        error("this annotation gives no role: write 'ignore', 'state', 'action', 'delegate', 'dependency' or 'shared'", at: entry.location)
      }
      return nil
    }
    let location = values[role]!.location
    switch role {
    case "ignore":
      return .ignore
    case "state":
      if isMethod { error("'state' applies to properties; a method is an action", at: location) }
      if let type = values["type"], (type.value ?? "").isEmpty {
        error("'type=' needs the type to use in State", at: type.location)
      }
      return .state(type: values["type"]?.value.flatMap { $0.isEmpty ? nil : $0 })
    case "action":
      if !isMethod { error("'action' applies to methods", at: location) }
      return .action(name: identifier(values["name"]))
    case "delegate":
      return .delegate(name: identifier(values["name"]))
    case "dependency":
      return .dependency(key: identifier(values["key"], key: "key"))
    default:
      guard let owner = values["owner"] else {
        error("'shared' needs 'owner=legacy' or 'owner=tca': every shared datum has exactly one owner", at: location)
        return nil
      }
      guard let value = owner.value, let parsed = MemberDirective.SharedOwner(rawValue: value) else {
        error("'owner' is 'legacy' or 'tca'", at: owner.location)
        return nil
      }
      return .shared(owner: parsed)
    }
  }

  private mutating func unknown(_ word: Annotation.Word, expected: Set<String>) {
    error("unknown graft annotation '\(word.key)'; expected one of: \(expected.sorted().joined(separator: ", "))", at: word.location)
  }

  private mutating func noValue(_ word: Annotation.Word) -> Bool {
    guard word.value == nil else {
      error("'\(word.key)' takes no value", at: word.location)
      return false
    }
    return true
  }

  private mutating func choice<T: RawRepresentable & CaseIterable>(_ word: Annotation.Word, _ type: T.Type) -> T?
  where T.RawValue == String {
    guard let value = word.value, let parsed = T(rawValue: value) else {
      error("'\(word.key)' is one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))", at: word.location)
      return nil
    }
    return parsed
  }

  private mutating func identifier(_ word: Annotation.Word) -> String? {
    identifier((word.value, word.location), key: word.key)
  }

  private mutating func identifier(_ entry: (value: String?, location: SourceLocation)?, key: String = "name") -> String? {
    guard let entry else { return nil }
    guard let value = entry.value, SwiftIdentifier.isValid(value) else {
      error("'\(key)=' needs a Swift identifier", at: entry.location)
      return nil
    }
    return value
  }
}
