/// Finds the places that copy one value into another, for `SyncPairing` to pair those that copy
/// the same two values in opposite directions: two owners for one datum.
///
/// A copy is an assignment made when something else changes: in a `didSet`; in a Combine `sink`
/// or `assign(to:)` of a `$property` or of a key path (`publisher(for: \.x)`); in SwiftUI's
/// `onChange(of:)`; in a `NotificationCenter` observer (a closure or a `#selector`), a post
/// made inside one of those being a copy into the notification; in a KVO observer
/// (`observe(\.x) { }`, `observeValue(forKeyPath:)`); and in a delegate method, a call to
/// `delegate?.method(…)` inside one of those being a copy into that method.
struct SyncDetector: Sendable {
  struct Copy: Sendable, Equatable {
    var source: String
    var target: String
    var type: Int
    var location: AuditLocation
    var idiom: TwoWaySync.Idiom
  }

  let sources: AuditSources
  let globals: Set<String>

  init(sources: AuditSources) {
    self.sources = sources
    globals = Set(sources.globals.keys)
  }

  private static let sink = Name(0x4e2e8418e6525c72, "sink"), assign = Name(0x8fa771bd787ed1ec, "assign"), onChange = Name(0x5519e3ecbfdbe748, "onChange"), addObserver = Name(0x0f41b6c86bc46b5e, "addObserver")
  private static let observe = Name(0xd9760e5c71e67b3f, "observe"), observeValue = Name(0x24e59d5b1a44df54, "observeValue"), publisher = Name(0x1ae6a30eed204c9f, "publisher")
  private static let userDefaults = Name(0xef0aad73c1f1fa84, "UserDefaults"), notificationCenter = Name(0x96cf39f9d4c4c80b, "NotificationCenter")
  private static let set = Name(0x823b87195ce20e23, "set"), post = Name(0x8c2fe90da8958d47, "post"), selector = Name(0x03b0355a1af4ac9c, "selector"), forKeyPath = Name(0x31912021c38a8cc8, "forKeyPath")
  private static let delegateWord = Array("delegate".utf8)
  // The argument labels looked for, made once rather than at every match.
  private static let toLabel: Set<Name> = [Name("to")], onLabel: Set<Name> = [Name("on")], ofLabel: Set<Name> = [Name("of")]
  private static let forLabel: Set<Name> = [Name("for")], forKeyLabel: Set<Name> = [Name("forKey")], nameLabel: Set<Name> = [Name("name")]
  private static let notificationLabels: Set<Name> = [Name("forName"), Name("name")]

  func copies(in typeIndex: Int) -> [Copy] {
    let type = sources.types[typeIndex]
    var copies: [Copy] = []
    let delegateMethods = delegateRequirements(of: type)
    for member in type.members {
      let file = sources.files[member.file]
      let parameters = member.kind == .function ? Signature(file: file, tokens: member.tokens) : nil
      if let didSet = member.didSet, let source = resolve([file.text(member.nameToken)], in: type, parameters: parameters) {
        copies += self.copies(from: source, into: didSet, of: file, in: typeIndex, idiom: .didSet, parameters: parameters)
      }
      if member.kind == .function, delegateMethods.contains(member.key) {
        // A delegate method: what the delegating side hands over lands here.
        copies += self.copies(from: "Delegate[\(file.text(member.nameToken))]", into: member.tokens, of: file, in: typeIndex, idiom: .delegate, parameters: parameters)
      }
      copies += observerCopies(in: member.tokens, of: file, in: typeIndex, parameters: parameters)
    }
    return copies
  }

  /// The names of the methods the type implements for an app protocol named `…Delegate`.
  private func delegateRequirements(of type: AuditedType) -> NameSet {
    var names: [Name] = []
    for adopted in type.inheritance where adopted.hasSuffix("Delegate") {
      guard let index = sources.resolve(adopted, from: type), sources.types[index].kind == .protocol else { continue }
      names += sources.types[index].members.filter(\.isRequirement).map(\.key)
    }
    return NameSet(names)
  }

  private func copies(
    from source: String, into range: Range<Int>, of file: AuditFile, in typeIndex: Int, idiom: TwoWaySync.Idiom, parameters: Signature?
  ) -> [Copy] {
    targets(in: range, of: file, type: sources.types[typeIndex], parameters: parameters).filter { $0.name != source }.map {
      Copy(source: source, target: $0.name, type: typeIndex, location: $0.location, idiom: idiom)
    }
  }

  private func observerCopies(in range: Range<Int>, of file: AuditFile, in typeIndex: Int, parameters: Signature?) -> [Copy] {
    let type = sources.types[typeIndex]
    var copies: [Copy] = []
    for index in range where file.tokens[index].kind == .identifier && index > range.lowerBound {
      let name = file.name(index)
      let afterDot = file.name(index - 1) == .dot
      let isCall = index + 1 < range.upperBound && file.name(index + 1) == .openParen
      switch name {
      case Self.sink where afterDot:
        guard let (source, idiom) = publisherSource(before: index, in: file, range: range, of: type, parameters: parameters),
          let closure = Self.closure(after: index + 1, in: file, upTo: range.upperBound)
        else { continue }
        copies += self.copies(from: source, into: closure, of: file, in: typeIndex, idiom: idiom, parameters: parameters)
      case Self.assign where afterDot && isCall:
        // `.assign(to: \.label, on: self)`, `.assign(to: &$label)`.
        guard let (source, idiom) = publisherSource(before: index, in: file, range: range, of: type, parameters: parameters),
          let to = TokenPatterns.argument(in: file, call: index + 1, labels: Self.toLabel)
        else { continue }
        var chain: [String] = []
        if file.name(to.lowerBound) == .backslash {
          let object = TokenPatterns.argument(in: file, call: index + 1, labels: Self.onLabel).map(file.text) ?? "self"
          chain = (object == "self" ? [] : object.split(separator: ".").map(String.init)) + keyPath(to, in: file)
        } else {
          chain = to.filter { file.tokens[$0].kind == .identifier }.map(file.text)
        }
        if let target = resolve(chain, in: type, parameters: parameters), target != source {
          copies.append(Copy(source: source, target: target, type: typeIndex, location: file.location(index), idiom: idiom))
        }
      case Self.onChange where isCall:
        guard let of = TokenPatterns.argument(in: file, call: index + 1, labels: Self.ofLabel),
          let source = resolve(of.filter { file.tokens[$0].kind == .identifier }.map(file.text), in: type, parameters: parameters),
          let closure = Self.closure(after: index + 1, in: file, upTo: range.upperBound)
        else { continue }
        copies += self.copies(from: source, into: closure, of: file, in: typeIndex, idiom: .onChange, parameters: parameters)
      case Self.observe where afterDot && isCall:
        // KVO: `object.observe(\.value) { object, change in … }`.
        guard let first = TokenPatterns.firstArgument(in: file, call: index + 1), file.name(first.lowerBound) == .backslash,
          let source = resolve(receiver(of: index, in: file, range: range) + keyPath(first, in: file), in: type, parameters: parameters),
          let closure = Self.closure(after: index + 1, in: file, upTo: range.upperBound)
        else { continue }
        copies += self.copies(from: source, into: closure, of: file, in: typeIndex, idiom: .kvo, parameters: parameters)
      case Self.addObserver where isCall:
        copies += observerRegistration(at: index, in: file, range: range, typeIndex: typeIndex, parameters: parameters)
      default:
        continue
      }
    }
    return copies
  }

  /// `addObserver(forName: .x) { … }`, `addObserver(self, selector: #selector(handle), name: .x)`
  /// (the copies are in `handle`), and KVO's `object.addObserver(self, forKeyPath: "x")` (the
  /// copies are in `observeValue(forKeyPath:…)`).
  private func observerRegistration(at index: Int, in file: AuditFile, range: Range<Int>, typeIndex: Int, parameters: Signature?) -> [Copy] {
    let type = sources.types[typeIndex]
    if let keyPath = TokenPatterns.argument(in: file, call: index + 1, labels: [Self.forKeyPath]) {
      let key = TokenPatterns.unquoted(file.text(keyPath)).split(separator: ".").map(String.init)
      guard let source = resolve(receiver(of: index, in: file, range: range) + key, in: type, parameters: parameters) else { return [] }
      return type.members.filter { $0.key == Self.observeValue && $0.kind == .function }.flatMap {
        copies(from: source, into: $0.tokens, of: sources.files[$0.file], in: typeIndex, idiom: .kvo, parameters: nil)
      }
    }
    guard let notification = TokenPatterns.argument(in: file, call: index + 1, labels: Self.notificationLabels) else { return [] }
    let source = SharedDatum.notification(TokenPatterns.notificationName(file.text(notification)))
    if let selector = TokenPatterns.argument(in: file, call: index + 1, labels: [Self.selector]) {
      // `#selector(handle(_:))`: the method's name is the first name inside.
      guard let method = selector.first(where: { file.tokens[$0].kind == .identifier }).map(file.name) else { return [] }
      return type.members.filter { $0.key == method && $0.kind == .function }.flatMap {
        copies(from: source, into: $0.tokens, of: sources.files[$0.file], in: typeIndex, idiom: .notificationCenter, parameters: nil)
      }
    }
    guard let closure = Self.closure(after: index + 1, in: file, upTo: range.upperBound) else { return [] }
    return copies(from: source, into: closure, of: file, in: typeIndex, idiom: .notificationCenter, parameters: parameters)
  }

  /// `["value"]` for `\.value`, `["a", "b"]` for `\Type.a.b`.
  private func keyPath(_ range: Range<Int>, in file: AuditFile) -> [String] {
    var names = range.filter { file.tokens[$0].kind == .identifier }.map(file.text)
    if let first = range.first(where: { file.tokens[$0].kind == .identifier }), file.isCapitalized(first), file.name(first - 1) == .backslash {
      names.removeFirst()
    }
    return names
  }

  /// The names of the receiver of the call at `index`: `["a", "b"]` for `a.b.observe(`.
  private func receiver(of index: Int, in file: AuditFile, range: Range<Int>) -> [String] {
    guard index - 2 >= range.lowerBound, file.name(index - 1) == .dot,
      let chain = TokenPatterns.chain(endingAt: index - 2, in: file, from: range.lowerBound)
    else { return [] }
    return chain.names.map(file.text)
  }

  /// The value a publisher chain ending before `.sink` or `.assign` observes, and how: a
  /// `$property` (Combine), the key path of `publisher(for: \.x)` (KVO), the notification of
  /// `publisher(for: .x)`.
  private func publisherSource(
    before index: Int, in file: AuditFile, range: Range<Int>, of type: AuditedType, parameters: Signature?
  ) -> (String, TwoWaySync.Idiom)? {
    var cursor = index - 1
    // Back over `.removeDuplicates()`, `.map { … }`, `.receive(on:)` to the chain's head.
    while cursor >= range.lowerBound, index - cursor < 60 {
      let token = file.tokens[cursor]
      if token.kind == .punctuation, token.name == .closeParen || token.name == .closeBrace || token.name == .closeBracket {
        guard let open = file.partner(cursor), open < cursor, open >= range.lowerBound else { return nil }
        if file.name(open - 1) == Self.publisher, token.name == .closeParen,
          let argument = TokenPatterns.argument(in: file, call: open, labels: Self.forLabel)
        {
          if file.name(argument.lowerBound) == .backslash {
            let names = receiver(of: open - 1, in: file, range: range) + keyPath(argument, in: file)
            return resolve(names, in: type, parameters: parameters).map { ($0, .kvo) }
          }
          return (SharedDatum.notification(TokenPatterns.notificationName(file.text(argument))), .notificationCenter)
        }
        cursor = open - 1
        continue
      }
      if token.kind == .punctuation, token.name == .openParen || token.name == .openBrace || token.name == .openBracket || token.name == .semicolon {
        return nil
      }
      if file.isProjection(cursor), token.end - token.start > 1, !file.text(cursor).dropFirst().allSatisfy(\.isNumber) {
        return TokenPatterns.chain(endingAt: cursor, in: file, from: range.lowerBound).flatMap { resolve($0.names.map(file.text), in: type, parameters: parameters) }
          .map { ($0, .combine) }
      }
      cursor -= 1
    }
    return nil
  }

  /// The tokens inside the first closure that opens at or after `start`, before the statement ends.
  static func closure(after start: Int, in file: AuditFile, upTo end: Int) -> Range<Int>? {
    var index = start
    while index < end {
      let token = file.tokens[index]
      if token.kind == .punctuation, token.name == .openBrace {
        guard let close = file.partner(index), close > index else { return nil }
        return (index + 1)..<close
      }
      if token.kind == .punctuation, token.name == .openParen, let close = file.partner(index), close > index {
        // A closure among the call's arguments counts too.
        if let inner = (index + 1..<close).first(where: { file.name($0) == .openBrace && file.tokens[$0].kind == .punctuation }),
          let innerClose = file.partner(inner)
        {
          return (inner + 1)..<innerClose
        }
        index = close + 1
        continue
      }
      if token.kind == .punctuation, token.name == .closeParen { return nil }
      index += 1
    }
    return nil
  }

  /// What `range` assigns to, resolved, with where: `self?.name = …`, `Session.shared.user = …`,
  /// `UserDefaults.standard.set(…, forKey:)`, `NotificationCenter.default.post(name:)`, and
  /// `delegate?.didChange(…)`.
  private func targets(
    in range: Range<Int>, of file: AuditFile, type: AuditedType, parameters: Signature?
  ) -> [(name: String, location: AuditLocation)] {
    var found: [(name: String, location: AuditLocation)] = []
    for index in range {
      let token = file.tokens[index]
      if token.kind == .operator, TokenPatterns.assignmentOperators.contains(token.name) {
        guard let (chain, start) = TokenPatterns.chain(endingAt: index - 1, in: file, from: range.lowerBound) else { continue }
        // `let x = …` declares; it copies nothing anywhere.
        if start > range.lowerBound, file.name(start - 1) == .let || file.name(start - 1) == .var { continue }
        if let name = resolve(chain.map(file.text), in: type, parameters: parameters) { found.append((name, file.location(start))) }
      } else if token.name == Self.userDefaults, index + 5 < range.upperBound, file.name(index + 4) == Self.set,
        let key = TokenPatterns.argument(in: file, call: index + 5, labels: Self.forKeyLabel).map(file.text)
      {
        found.append((SharedDatum.defaultsKey(TokenPatterns.unquoted(key)), file.location(index)))
      } else if token.name == Self.notificationCenter, index + 5 < range.upperBound, file.name(index + 4) == Self.post,
        let name = TokenPatterns.argument(in: file, call: index + 5, labels: Self.nameLabel).map(file.text)
      {
        found.append((SharedDatum.notification(TokenPatterns.notificationName(name)), file.location(index)))
      } else if token.kind == .identifier, file.contains(index, lowercased: Self.delegateWord), index + 3 < range.upperBound {
        // `delegate?.didChange(value)`, `self.delegate.didChange(value)`.
        var call = index + 1
        if file.name(call) == .question || file.name(call) == .bang { call += 1 }
        guard file.name(call) == .dot, call + 2 < range.upperBound, file.tokens[call + 1].kind == .identifier,
          file.name(call + 2) == .openParen
        else { continue }
        found.append(("Delegate[\(file.text(call + 1))]", file.location(index)))
      }
    }
    return found
  }

  /// A chain of names as a value both sides can agree on: `SessionManager.userName` for
  /// `SessionManager.shared.$userName`, `session.userName` (a property holding the singleton) and
  /// `Current.session.userName`'s `Current.session.userName`; `Type.property` for a property of
  /// the type the code is in, or of the type another property holds.
  func resolve(_ chain: [String], in type: AuditedType, parameters: Signature? = nil) -> String? {
    var parts = chain.filter { $0 != "self" }.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
    guard let first = parts.first, !first.isEmpty, !first.first!.isNumber else { return nil }
    if first.first!.isUppercase {
      if parts.count >= 2, AuditSources.singletonAccessorNames.contains(parts[1]) { parts.remove(at: 1) }
      return parts.joined(separator: ".")
    }
    if let property = type.storedProperty(Name(first)) {
      if let key = property.appStorageKey { return SharedDatum.defaultsKey(key) }
      guard parts.count > 1 else { return "\(type.name).\(first)" }
      // A property that holds another object: name the value by that object's type.
      if let singleton = property.heldSingleton, sources.isSingleton(singleton, from: type) {
        return ([singleton.type] + parts.dropFirst()).joined(separator: ".")
      }
      if let held = property.heldType {
        return ([sources.types[held].name] + parts.dropFirst()).joined(separator: ".")
      }
      return "\(type.name).\(parts.joined(separator: "."))"
    }
    if parts.count > 1, let held = parameters?.appType(ofParameter: first, in: sources, scope: type) {
      return ([held] + parts.dropFirst()).joined(separator: ".")
    }
    if globals.contains(first) { return parts.joined(separator: ".") }
    return nil
  }
}

extension SyncDetector {
  /// A method's signature, read only when a copy names something that is not a stored property:
  /// `filter` → `FilterViewModel` for `func bind(to filter: FilterViewModel)`, so that a sync set
  /// up with an object handed to a method is found as one set up with a stored property.
  struct Signature {
    var file: AuditFile
    var tokens: Range<Int>

    /// The app class a parameter named `name` holds.
    func appType(ofParameter name: String, in sources: AuditSources, scope: AuditedType) -> String? {
      guard let open = tokens.first(where: { file.name($0) == .openParen }), let close = file.partner(open), close > open + 3 else { return nil }
      let key = Name(name)
      var index = open + 1
      while index + 2 < close {
        defer { index += 1 }
        // `name: Type`, the internal name before the colon.
        guard file.name(index) == key, file.name(index + 1) == .colon, file.isCapitalized(index + 2),
          let held = sources.resolve(file.name(index + 2), from: scope), sources.types[held].kind == .class
        else { continue }
        return sources.types[held].name
      }
      return nil
    }
  }
}
