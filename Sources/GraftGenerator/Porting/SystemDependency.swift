import SwiftDeclarationParser

/// What the legacy code asked the system for that a reducer asks TCA's dependencies for, so that
/// its tests fix it: `Date()` is `@Dependency(\.date.now) var now`, `UUID()` is
/// `@Dependency(\.uuid) var uuid`, `UIApplication.shared.open(url)` an effect that calls
/// `@Dependency(\.openURL) var openURL`, a delay (`Delay`) a sleep on
/// `@Dependency(\.continuousClock) var clock`, and `Calendar.current`, `Locale.current` and
/// `TimeZone.current` are `@Dependency(\.calendar)`, `\.locale` and `\.timeZone`, and
/// `UserDefaults.standard` is `@Dependency(\.defaultAppStorage) var userDefaults`, the store
/// `@Shared(.appStorage)` keeps preferences in, empty in tests.
public enum SystemDependency: String, Sendable, Hashable, CaseIterable, Comparable {
  case now
  case uuid
  case openURL
  case clock
  case calendar
  case locale
  case timeZone
  case userDefaults

  /// What a call without arguments makes (`Date()`, `Foundation.Date()`), and the type as written.
  static func made(by callee: ExpressionSyntax) -> (dependency: SystemDependency, type: String)? {
    switch callee.kind {
    case let .name(type): return SystemDependency(madeBy: type).map { ($0, type) }
    case let .member(module, type):
      guard case .name("Foundation") = module.kind else { return nil }
      return SystemDependency(madeBy: type).map { ($0, "Foundation." + type) }
    default: return nil
    }
  }

  /// The type whose initializer without arguments makes it: `Date`, `UUID`.
  init?(madeBy type: String) {
    switch type {
    case "Date": self = .now
    case "UUID": self = .uuid
    default: return nil
    }
  }

  /// The system's current one of a type (`Calendar.current`), read where the legacy code reads
  /// it: `Calendar.current` → `calendar`.
  init?(current type: String, member: String) {
    if type == "UserDefaults", member == "standard" {
      self = .userDefaults
      return
    }
    guard ["current", "autoupdatingCurrent"].contains(member) else { return nil }
    switch type {
    case "Calendar": self = .calendar
    case "Locale": self = .locale
    case "TimeZone": self = .timeZone
    default: return nil
    }
  }

  /// The key path the reducer's `@Dependency` names: `date.now`, `uuid`, `openURL`.
  public var key: String {
    switch self {
    case .now: "date.now"
    case .clock: "continuousClock"
    case .userDefaults: "defaultAppStorage"
    case .uuid, .openURL, .calendar, .locale, .timeZone: rawValue
    }
  }

  /// The reducer's property: `now`, `uuid`.
  public var property: String { rawValue }

  /// Foundation's type of the value the reducer reads (`read`), whose members the ported code
  /// may reach (`userDefaults.set(…)`, `uuid().uuidString`); nil for TCA's own (`openURL`, `clock`).
  var foundationType: String? {
    switch self {
    case .now: "Date"
    case .uuid: "UUID"
    case .calendar: "Calendar"
    case .locale: "Locale"
    case .timeZone: "TimeZone"
    case .userDefaults: "UserDefaults"
    case .openURL, .clock: nil
    }
  }

  /// Whether a line of the ported code reaches a member of the value the reducer reads:
  /// `userDefaults.set(…)`, `now.timeIntervalSince1970`, `uuid().uuidString`.
  func isMemberReached(in line: String) -> Bool {
    read.hasSuffix("()") ? line.contains(read + ".") : SwiftIdentifier.readsMember(of: read, in: line)
  }

  /// What the reducer writes where the legacy code made the value.
  var read: String {
    switch self {
    case .now: "now"
    case .uuid: "uuid()"
    case .openURL: "openURL"
    case .clock: "clock"
    case .calendar, .locale, .timeZone, .userDefaults: rawValue
    }
  }

  /// What a test sets the dependency to (`$0.date.now = …`), so that each value made is known
  /// a URL opened opens nothing, and a delay ends at once.
  public var testOverride: String {
    switch self {
    case .now: "$0.date.now = Date(timeIntervalSince1970: 0)"
    case .uuid: "$0.uuid = .incrementing"
    case .openURL: "$0.openURL = OpenURLEffect { _ in true }"
    case .clock: "$0.continuousClock = ImmediateClock()"
    case .calendar, .locale, .timeZone: "$0.\(rawValue) = \(testValue)"
    case .userDefaults: "$0.defaultAppStorage = \(testValue)"
    }
  }

  /// The value a read gives under `testOverride`, as a test writes it: the first, for a
  /// `UUID` (a body makes at most one).
  public var testValue: String {
    switch self {
    case .now: "Date(timeIntervalSince1970: 0)"
    case .uuid: "UUID(0)"
    case .openURL: "true"
    case .clock: "ImmediateClock()"
    case .calendar: "Calendar(identifier: .gregorian)"
    case .locale: "Locale(identifier: \"en_US_POSIX\")"
    case .timeZone: "TimeZone(secondsFromGMT: 0)!"
    case .userDefaults: ".inMemory"
    }
  }

  /// `UserDefaults`' methods that store or remove a value under a key.
  static let defaultsWrites: Set<String> = ["set", "removeObject"]
  /// Its methods that read the value under a key, each with what an empty store answers.
  static let defaultsReads: [String: String] = [
    "bool": "false", "integer": "0", "double": "0", "float": "0", "string": "nil", "object": "nil", "array": "nil",
    "dictionary": "nil", "data": "nil", "url": "nil", "stringArray": "nil",
  ]

  /// The method of `UserDefaults.standard` a call makes, called on it (`UserDefaults.standard.set(…)`)
  /// or on a property of the view model that holds it (`defaults.bool(forKey:)`), unless a local
  /// has the property's name.
  static func defaultsMethod(called callee: ExpressionSyntax, properties: [String: SystemDependency], locals: some Collection<String>) -> String? {
    guard case let .member(store, method) = callee.kind else { return nil }
    switch store.kind {
    case let .member(type, "standard"): if case .name("UserDefaults") = type.kind { return method }
    case let .name(name) where properties[name] == .userDefaults && !locals.contains(name): return method
    case let .member(owner, name) where properties[name] == .userDefaults: if case .name("self") = owner.kind { return method }
    default: break
    }
    return nil
  }

  /// The URL of `UIApplication.shared.open(url)` (`NSWorkspace.shared.open(url)` on a Mac), a
  /// statement of its own whose other arguments say nothing more (`options: [:]`,
  /// `completionHandler: nil`): what `openURL` opens.
  static func openedURL(by expression: ExpressionSyntax) -> ExpressionSyntax? {
    guard case let .call(callee, arguments) = expression.kind, case let .member(application, "open") = callee.kind,
      case let .member(type, "shared") = application.kind, case let .name(typeName) = type.kind,
      ["UIApplication", "NSWorkspace"].contains(typeName), let url = arguments.first, url.label == nil, url.closure == nil
    else { return nil }
    for argument in arguments.dropFirst() {
      switch (argument.label, argument.value.kind) {
      case ("options", .dictionary([])), ("completionHandler", .nil): continue
      default: return nil
      }
    }
    return url.value
  }

  /// What one body's expressions asked the reducer for, noted as each is ported: TCA's
  /// dependencies, and the loggers it holds.
  final class Use {
    var used: Set<SystemDependency> = []
    /// How many `UUID()`s the body's text makes: a test knows which value each gets only when
    /// it makes one, once.
    var uuidReads = 0
    /// The view model's loggers the body logs through, which the reducer then holds.
    var loggers: Set<String> = []
    /// The names the body and the helpers it carries in declare anywhere (`let now = Date()`):
    /// one that is a dependency's property would hide it where it is read.
    var declared: Set<String> = []

    /// Notes the names `statements` bind, at any depth (`Statement.boundNames`).
    func declare(in statements: [Statement]) {
      for statement in statements {
        statement.forEachStatement { declared.formUnion($0.boundNames) }
      }
    }
  }

  public static func < (lhs: SystemDependency, rhs: SystemDependency) -> Bool { lhs.rawValue < rhs.rawValue }
}
