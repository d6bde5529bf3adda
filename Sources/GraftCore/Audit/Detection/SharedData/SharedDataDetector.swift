import SwiftDeclarationParser

/// Finds reads and writes of shared data in a type's members: singletons (`X.shared`,
/// `.default`, `.standard`, `.current`, and properties that hold one), `Current.`, globals,
/// `UserDefaults` keys and `@AppStorage`, `NotificationCenter` posts and observers, and keychain
/// wrappers.
///
/// A write is an assignment to the datum or through it (`Session.shared.user = u`), or a call
/// whose name says it changes something (`logout()`, `set(_:forKey:)`, `append(_:)`); anything
/// else is a read.
struct SharedDataDetector: Sendable {
  struct Access: Sendable, Equatable {
    var datum: String
    var kind: SharedDatum.Kind
    var isWrite: Bool
    var type: String
    var location: AuditLocation
    var detail: String
  }

  /// Singletons of the platform that hold no app data.
  static let systemSingletons: Set<String> = [
    "FileManager", "Calendar", "Locale", "TimeZone", "UIDevice", "UIScreen", "URLSession", "Bundle", "UIApplication",
    "ProcessInfo", "DispatchQueue", "RunLoop", "OperationQueue", "JSONEncoder", "JSONDecoder", "NSTimeZone", "NSLocale",
    "UIFont", "UIColor", "Color", "NSCalendar", "UNUserNotificationCenter", "UIPasteboard", "NSWorkspace", "NSApplication",
  ]

  /// Call names that change what they are called on, at a camel-case boundary (`setTheme`,
  /// `logout`, `removeAll`).
  static let mutatingPrefixes = [
    "set", "update", "save", "store", "remove", "delete", "clear", "reset", "add", "insert", "append", "login", "logIn",
    "logout", "logOut", "signIn", "signOut", "register", "unregister", "toggle", "increment", "decrement", "invalidate",
    "write", "post", "mark", "refresh", "reload",
  ]


  /// Global variables of the app, by name.
  var globals: Set<Name>
  /// Types that declare `static let shared` (or `.default`…): a property of such a type holds
  /// the singleton.
  var singletonTypes: [String: String]

  init(sources: AuditSources) {
    globals = Set(sources.globals.keys.map { Name($0) })
    singletonTypes = sources.singletonTypes
  }

  static func isMutating(_ name: String) -> Bool {
    mutatingPrefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      return rest.isEmpty || rest.first!.isUppercase
    }
  }

  func accesses(in type: AuditedType, of sources: AuditSources) -> [Access] {
    // Properties that hold a singleton (`let session = SessionManager.shared`, `let session: SessionManager`),
    // and `@AppStorage` properties with their keys.
    var aliases: [Name: String] = [:]
    var appStorage: [Name: String] = [:]
    var accesses: [Access] = []
    for property in type.storedProperties {
      if let key = property.appStorageKey {
        appStorage[property.key] = "UserDefaults[\(key)]"
        accesses.append(Access(
          datum: "UserDefaults[\(key)]", kind: .userDefaults, isWrite: false, type: type.name, location: property.location,
          detail: "@AppStorage var \(property.name)"))
        continue
      }
      if let singleton = property.heldSingleton, !Self.systemSingletons.contains(singleton.type),
        singleton.type != "UserDefaults", singleton.type != "NotificationCenter"
      {
        aliases[property.key] = "\(singleton.type).\(singleton.accessor)"
      } else if let typeText = property.type, let accessor = singletonTypes[TypeNames.bare(typeText)] {
        aliases[property.key] = "\(TypeNames.bare(typeText)).\(accessor)"
      }
    }
    for member in type.members {
      accesses += scan(member.tokens, of: sources.files[member.file], in: type, aliases: aliases, appStorage: appStorage)
    }
    return accesses
  }

  private static let keychainWord = Array("keychain".utf8)
  private static let userDefaults = Name("UserDefaults"), standard = Name("standard"), notificationCenter = Name("NotificationCenter")
  private static let post = Name("post"), current = Name("Current")
  private static let notificationLabels: Set<Name> = Set(["name", "forName", "for", "named"].map { Name($0) })
  private static let keyLabels: Set<Name> = Set(["forKey", "key", "account"].map { Name($0) })
  private static let singletonAccessors: Set<Name> = Set(AuditSources.singletonAccessorNames.map { Name($0) })
  private static let systemSingletonNames: Set<Name> = Set(systemSingletons.map { Name($0) })

  private func scan(
    _ range: Range<Int>, of file: AuditFile, in type: AuditedType, aliases: [Name: String], appStorage: [Name: String]
  ) -> [Access] {
    var accesses: [Access] = []
    func name(_ index: Int) -> Name { index < range.upperBound ? file.name(index) : .none }
    for index in range where file.tokens[index].kind == .identifier {
      let previous = index > range.lowerBound ? file.name(index - 1) : .none
      // `self.session` is the property; `other.session` is not ours to resolve.
      let isOwnMember = previous != .dot || (index - 2 >= range.lowerBound && file.name(index - 2) == .`self`)
      let declares = previous == .var || previous == .let || previous == .func || previous == .case
      guard !declares else { continue }
      let token = file.tokens[index].name
      func record(_ datum: String, _ kind: SharedDatum.Kind, chainFrom last: Int) {
        let (isWrite, detail) = effect(in: file, after: last, upTo: range.upperBound)
        accesses.append(Access(datum: datum, kind: kind, isWrite: isWrite, type: type.name, location: file.location(index), detail: detail))
      }
      if token == Self.userDefaults, previous != .dot, name(index + 1) == .dot, name(index + 2) == Self.standard, name(index + 3) == .dot,
        name(index + 5) == .openParen
      {
        let method = file.text(index + 4)
        let key = TokenPatterns.argument(in: file, call: index + 5, labels: [Name("forKey")]).map { TokenPatterns.unquoted(file.text($0)) } ?? "?"
        let isWrite = method == "set" || method == "setValue" || method == "removeObject"
        accesses.append(Access(
          datum: "UserDefaults[\(key)]", kind: .userDefaults, isWrite: isWrite, type: type.name, location: file.location(index),
          detail: "\(method)(forKey:)"))
      } else if token == Self.notificationCenter, previous != .dot, name(index + 1) == .dot, name(index + 2) == .`default`,
        name(index + 3) == .dot, name(index + 5) == .openParen
      {
        guard let notification = TokenPatterns.argument(in: file, call: index + 5, labels: Self.notificationLabels).map(file.text) else { continue }
        let method = file.text(index + 4)
        accesses.append(Access(
          datum: "Notification[\(TokenPatterns.notificationName(notification))]", kind: .notification, isWrite: name(index + 4) == Self.post,
          type: type.name, location: file.location(index), detail: "\(method)(\(notification))"))
      } else if previous != .dot, file.contains(index, lowercased: Self.keychainWord) {
        var last = index
        while name(last + 1) == .dot, last + 2 < range.upperBound, file.tokens[last + 2].kind == .identifier { last += 2 }
        guard name(last + 1) == .openParen, last > index || !file.isCapitalized(index) else { continue }
        let method = file.text(last)
        let key = TokenPatterns.argument(in: file, call: last + 1, labels: Self.keyLabels).map { TokenPatterns.unquoted(file.text($0)) }
          ?? TokenPatterns.firstString(in: file, call: last + 1).map(TokenPatterns.unquoted)
        accesses.append(Access(
          datum: key.map { "Keychain[\($0)]" } ?? "Keychain", kind: .keychain, isWrite: Self.isMutating(method), type: type.name,
          location: file.location(index), detail: "\(method)(…)"))
      } else if previous != .dot, file.isCapitalized(index), name(index + 1) == .dot, Self.singletonAccessors.contains(name(index + 2)),
        !Self.systemSingletonNames.contains(token)
      {
        record("\(file.text(index)).\(file.text(index + 2))", .singleton, chainFrom: index + 2)
      } else if token == Self.current, previous != .dot, name(index + 1) == .dot, index + 2 < range.upperBound,
        file.tokens[index + 2].kind == .identifier
      {
        record("Current.\(file.text(index + 2))", .environment, chainFrom: index + 2)
      } else if isOwnMember, let datum = aliases[token] {
        record(datum, .singleton, chainFrom: index)
      } else if isOwnMember, let datum = appStorage[file.isProjection(index) ? Name(String(file.text(index).dropFirst())) : token] {
        // `$flag` hands out a binding: whoever holds it writes.
        let (isWrite, detail) = effect(in: file, after: index, upTo: range.upperBound)
        let text = file.text(index)
        accesses.append(Access(
          datum: datum, kind: .userDefaults, isWrite: isWrite || file.isProjection(index), type: type.name, location: file.location(index),
          detail: file.isProjection(index) ? "binding \(text)" : detail.isEmpty ? text : "\(text) \(detail)"))
      } else if previous != .dot, globals.contains(token), name(index + 1) != .colon {
        record(file.text(index), .global, chainFrom: index)
      }
    }
    return accesses
  }

  /// What the code does with the datum whose expression ends at `last`: an assignment through
  /// it, a call that changes it, or a read; with the path it takes, for people.
  func effect(in file: AuditFile, after last: Int, upTo end: Int) -> (isWrite: Bool, detail: String) {
    let (path, assignment, call) = TokenPatterns.effect(in: file, after: last, upTo: end)
    let names = path.map(file.text)
    let readsPublisher = path.contains(where: file.isProjection)
    let joined = names.joined(separator: ".")
    if let assignment, !readsPublisher {
      return (true, "\(joined.isEmpty ? "" : joined + " ")\(file.text(assignment))")
    }
    if let call {
      return (!readsPublisher && Self.isMutating(file.text(call)), "\(joined)()")
    }
    return (false, joined)
  }
}
