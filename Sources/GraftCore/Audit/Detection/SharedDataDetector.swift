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
  var globals: Set<String>
  /// Types that declare `static let shared` (or `.default`…): a property of such a type holds
  /// the singleton.
  var singletonTypes: [String: String]

  init(sources: AuditSources) {
    globals = Set(sources.globals.keys)
    singletonTypes = sources.singletonTypes
  }

  static func isMutating(_ name: String) -> Bool {
    mutatingPrefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      return rest.isEmpty || rest.first!.isUppercase
    }
  }

  func accesses(in type: AuditedType) -> [Access] {
    // Properties that hold a singleton (`let session = SessionManager.shared`, `let session: SessionManager`),
    // and `@AppStorage` properties with their keys.
    var aliases: [String: String] = [:]
    var appStorage: [String: String] = [:]
    var accesses: [Access] = []
    for property in type.storedProperties {
      if let key = property.appStorageKey {
        appStorage[property.name] = "UserDefaults[\(key)]"
        accesses.append(Access(
          datum: "UserDefaults[\(key)]", kind: .userDefaults, isWrite: false, type: type.name, location: property.location,
          detail: "@AppStorage var \(property.name)"))
        continue
      }
      if let singleton = property.heldSingleton, !Self.systemSingletons.contains(singleton.type),
        singleton.type != "UserDefaults", singleton.type != "NotificationCenter"
      {
        aliases[property.name] = "\(singleton.type).\(singleton.accessor)"
      } else if let typeText = property.type, let accessor = singletonTypes[TokenPatterns.bareTypeName(typeText)] {
        aliases[property.name] = "\(TokenPatterns.bareTypeName(typeText)).\(accessor)"
      }
    }
    for member in type.members {
      accesses += scan(member.tokens, in: type, aliases: aliases, appStorage: appStorage)
    }
    return accesses
  }

  private func scan(_ tokens: [SourceToken], in type: AuditedType, aliases: [String: String], appStorage: [String: String]) -> [Access] {
    var accesses: [Access] = []
    func text(_ index: Int) -> String { index < tokens.count ? tokens[index].text : "" }
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let previous = index > 0 ? tokens[index - 1].text : ""
      // `self.session` is the property; `other.session` is not ours to resolve.
      let isOwnMember = previous != "." || (index >= 2 && tokens[index - 2].text == "self")
      let declares = previous == "var" || previous == "let" || previous == "func" || previous == "case"
      guard !declares else { continue }
      let name = token.text
      func record(_ datum: String, _ kind: SharedDatum.Kind, chainFrom last: Int) {
        let (isWrite, detail) = Self.effect(of: tokens, after: last)
        accesses.append(Access(datum: datum, kind: kind, isWrite: isWrite, type: type.name, location: type.location(token), detail: detail))
      }
      if name == "UserDefaults", previous != ".", text(index + 1) == ".", text(index + 2) == "standard", text(index + 3) == ".",
        text(index + 5) == "("
      {
        let method = text(index + 4)
        let key = TokenPatterns.argument(in: tokens, call: index + 5, labels: ["forKey"]).map(TokenPatterns.unquoted) ?? "?"
        let isWrite = method == "set" || method == "setValue" || method == "removeObject"
        accesses.append(Access(
          datum: "UserDefaults[\(key)]", kind: .userDefaults, isWrite: isWrite, type: type.name, location: type.location(token),
          detail: "\(method)(forKey:)"))
      } else if name == "NotificationCenter", previous != ".", text(index + 1) == ".", text(index + 2) == "default", text(index + 3) == ".",
        text(index + 5) == "("
      {
        let method = text(index + 4)
        guard let notification = TokenPatterns.argument(in: tokens, call: index + 5, labels: ["name", "forName", "for", "named"]) else { continue }
        accesses.append(Access(
          datum: "Notification[\(TokenPatterns.notificationName(notification))]", kind: .notification, isWrite: method == "post",
          type: type.name, location: type.location(token), detail: "\(method)(\(notification))"))
      } else if name.lowercased().contains("keychain"), previous != "." {
        var last = index
        while text(last + 1) == ".", index + 1 < tokens.count, tokens.indices.contains(last + 2), tokens[last + 2].kind == .identifier {
          last += 2
        }
        guard text(last + 1) == "(", last > index || name.first?.isLowercase == true else { continue }
        let method = tokens[last].text
        let key = TokenPatterns.argument(in: tokens, call: last + 1, labels: ["forKey", "key", "account"]).map(TokenPatterns.unquoted)
          ?? TokenPatterns.firstString(in: tokens, call: last + 1).map(TokenPatterns.unquoted)
        let isWrite = Self.isMutating(method)
        accesses.append(Access(
          datum: key.map { "Keychain[\($0)]" } ?? "Keychain", kind: .keychain, isWrite: isWrite, type: type.name,
          location: type.location(token), detail: "\(method)(…)"))
      } else if previous != ".", name.first?.isUppercase == true, text(index + 1) == ".",
        AuditSources.singletonAccessorNames.contains(text(index + 2)), !Self.systemSingletons.contains(name)
      {
        record("\(name).\(text(index + 2))", .singleton, chainFrom: index + 2)
      } else if name == "Current", previous != ".", text(index + 1) == ".", index + 2 < tokens.count, tokens[index + 2].kind == .identifier {
        record("Current.\(text(index + 2))", .environment, chainFrom: index + 2)
      } else if isOwnMember, let datum = aliases[name] {
        record(datum, .singleton, chainFrom: index)
      } else if isOwnMember, let datum = appStorage[name.hasPrefix("$") ? String(name.dropFirst()) : name] {
        // `$flag` hands out a binding: whoever holds it writes.
        let (isWrite, detail) = Self.effect(of: tokens, after: index)
        accesses.append(Access(
          datum: datum, kind: .userDefaults, isWrite: isWrite || name.hasPrefix("$"), type: type.name, location: type.location(token),
          detail: name.hasPrefix("$") ? "binding \(name)" : detail.isEmpty ? name : "\(name) \(detail)"))
      } else if previous != ".", globals.contains(name), text(index + 1) != ":" {
        record(name, .global, chainFrom: index)
      }
    }
    return accesses
  }

  /// What the code does with the datum whose expression ends at `last`: follows `.member`
  /// links, then looks for an assignment or a call.
  static func effect(of tokens: [SourceToken], after last: Int) -> (isWrite: Bool, detail: String) {
    var index = last
    var chain: [String] = []
    var readsPublisher = false
    while index + 2 < tokens.count {
      var next = index + 1
      if tokens[next].kind == .operator, tokens[next].text == "?" || tokens[next].text == "!" { next += 1 }
      guard next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier else { break }
      index = next + 1
      chain.append(tokens[index].text)
      if tokens[index].text.hasPrefix("$") { readsPublisher = true }
    }
    let path = chain.joined(separator: ".")
    let following = index + 1 < tokens.count ? tokens[index + 1] : nil
    if let following, following.kind == .operator, TokenPatterns.assignmentOperators.contains(following.text), !readsPublisher {
      return (true, "\(path.isEmpty ? "" : path + " ")\(following.text)")
    }
    if let following, following.text == "(", let method = chain.last {
      return (!readsPublisher && isMutating(method), "\(path)()")
    }
    return (false, path)
  }
}
