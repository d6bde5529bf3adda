/// Finds the places that copy one value into another, and pairs those that copy the same two
/// values in opposite directions: two owners for one datum (lesson 000).
///
/// A copy is an assignment inside an observer of something else: a `didSet`, a Combine `sink`
/// or `assign(to:on:)`, SwiftUI's `onChange(of:)`, or a `NotificationCenter` observer.
struct SyncDetector: Sendable {
  struct Copy: Sendable, Equatable {
    var source: String
    var target: String
    var type: String
    var location: AuditLocation
  }

  var globals: Set<String>

  init(sources: AuditSources) {
    globals = Set(sources.globals.keys)
  }

  func copies(in type: AuditedType, of sources: AuditSources) -> [Copy] {
    var copies: [Copy] = []
    for member in type.members {
      let file = sources.files[member.file]
      if let didSet = member.didSet, let source = resolve([member.name], in: type) {
        copies += targets(in: didSet, of: file, type: type).filter { $0.name != source }.map {
          Copy(source: source, target: $0.name, type: type.name, location: $0.location)
        }
      }
      copies += observerCopies(in: member.tokens, of: file, type: type, sources: sources)
    }
    return copies
  }

  /// Pairs of copies in opposite directions, one finding per pair of values.
  static func twoWay(_ copies: [Copy]) -> [(Copy, Copy)] {
    let sorted = copies.sorted { ($0.location, $0.source, $0.target) < ($1.location, $1.source, $1.target) }
    // The first copy of each direction, by where it is.
    var first: [[String]: Copy] = [:]
    for copy in sorted where first[[copy.source, copy.target]] == nil { first[[copy.source, copy.target]] = copy }
    var pairs: [(Copy, Copy)] = []
    var seen: Set<[String]> = []
    for copy in sorted {
      let key = [copy.source, copy.target].sorted()
      guard !seen.contains(key), let back = first[[copy.target, copy.source]] else { continue }
      seen.insert(key)
      pairs.append((copy, back))
    }
    return pairs
  }

  private static let sink = Name("sink"), assign = Name("assign"), onChange = Name("onChange"), addObserver = Name("addObserver")
  private static let publisher = Name("publisher"), userDefaults = Name("UserDefaults"), notificationCenter = Name("NotificationCenter")
  private static let set = Name("set"), post = Name("post")

  private func observerCopies(in range: Range<Int>, of file: AuditFile, type: AuditedType, sources: AuditSources) -> [Copy] {
    var copies: [Copy] = []
    for index in range where file.tokens[index].kind == .identifier && index > range.lowerBound {
      let name = file.name(index)
      let afterDot = file.name(index - 1) == .dot
      let isCall = file.name(index + 1) == .openParen && index + 1 < range.upperBound
      let source: String?
      switch name {
      case Self.sink where afterDot:
        source = publisherSource(before: index, in: file, range: range, of: type)
      case Self.assign where afterDot && isCall:
        guard let from = publisherSource(before: index, in: file, range: range, of: type),
          let keyPath = TokenPatterns.argument(in: file, call: index + 1, labels: [Name("to")]).map(file.text),
          let object = TokenPatterns.argument(in: file, call: index + 1, labels: [Name("on")]).map(file.text)
        else { continue }
        let path = keyPath.hasPrefix("\\.") ? String(keyPath.dropFirst(2)) : keyPath
        let chain = (object == "self" ? [] : object.split(separator: ".").map(String.init)) + path.split(separator: ".").map(String.init)
        if let target = resolve(chain, in: type), target != from {
          copies.append(Copy(source: from, target: target, type: type.name, location: file.location(index)))
        }
        continue
      case Self.onChange where isCall:
        source = TokenPatterns.argument(in: file, call: index + 1, labels: [Name("of")]).flatMap {
          resolve(file.text($0).split(separator: ".").map(String.init), in: type)
        }
      case Self.addObserver where isCall:
        source = TokenPatterns.argument(in: file, call: index + 1, labels: [Name("forName"), Name("name")]).map {
          "Notification[\(TokenPatterns.notificationName(file.text($0)))]"
        }
        // `addObserver(self, selector: #selector(handle), …)`: the copies are in `handle`.
        if let selector = TokenPatterns.argument(in: file, call: index + 1, labels: [Name("selector")]).map(file.text), let source,
          let method = selector.split(whereSeparator: { "()#:".contains($0) }).dropFirst().first,
          let handler = type.members.first(where: { $0.name == String(method) && $0.kind == .function })
        {
          copies += targets(in: handler.tokens, of: sources.files[handler.file], type: type).filter { $0.name != source }.map {
            Copy(source: source, target: $0.name, type: type.name, location: $0.location)
          }
          continue
        }
      default:
        continue
      }
      guard let source, let closure = Self.closure(after: index + 1, in: file, upTo: range.upperBound) else { continue }
      copies += targets(in: closure, of: file, type: type).filter { $0.name != source }.map {
        Copy(source: source, target: $0.name, type: type.name, location: $0.location)
      }
    }
    return copies
  }

  /// The value a publisher chain ending before `.sink` observes: its `$property`, or the
  /// notification of `publisher(for:)`.
  private func publisherSource(before index: Int, in file: AuditFile, range: Range<Int>, of type: AuditedType) -> String? {
    var cursor = index - 1
    // Back over `.removeDuplicates()`, `.map { … }`, `.receive(on:)` to the chain's head.
    while cursor >= range.lowerBound, index - cursor < 60 {
      let token = file.tokens[cursor]
      if token.kind == .punctuation, token.name == .closeParen || token.name == .closeBrace || token.name == .closeBracket {
        guard let open = file.partner(cursor), open < cursor, open >= range.lowerBound else { return nil }
        cursor = open - 1
        continue
      }
      if token.kind == .punctuation, token.name == .openParen || token.name == .openBrace || token.name == .openBracket || token.name == .semicolon {
        return nil
      }
      if file.isProjection(cursor), token.end - token.start > 1, !file.text(cursor).dropFirst().allSatisfy(\.isNumber) {
        return TokenPatterns.chain(endingAt: cursor, in: file, from: range.lowerBound).flatMap { resolve($0.names.map(file.text), in: type) }
      }
      if token.name == Self.publisher, file.name(cursor + 1) == .openParen,
        let name = TokenPatterns.argument(in: file, call: cursor + 1, labels: [Name("for")]).map(file.text)
      {
        return "Notification[\(TokenPatterns.notificationName(name))]"
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

  /// What `tokens` assign to, resolved, with where: `self?.name = …`, `Session.shared.user = …`,
  /// `UserDefaults.standard.set(…, forKey:)`, `NotificationCenter.default.post(name:)`.
  private func targets(in range: Range<Int>, of file: AuditFile, type: AuditedType) -> [(name: String, location: AuditLocation)] {
    var found: [(name: String, location: AuditLocation)] = []
    for index in range {
      let token = file.tokens[index]
      if token.kind == .operator, TokenPatterns.assignmentOperators.contains(token.name) {
        guard let (chain, start) = TokenPatterns.chain(endingAt: index - 1, in: file, from: range.lowerBound) else { continue }
        // `let x = …` declares; it copies nothing anywhere.
        if start > range.lowerBound, file.name(start - 1) == .let || file.name(start - 1) == .var { continue }
        if let name = resolve(chain.map(file.text), in: type) { found.append((name, file.location(start))) }
      } else if token.name == Self.userDefaults, index + 5 < range.upperBound, file.name(index + 4) == Self.set,
        let key = TokenPatterns.argument(in: file, call: index + 5, labels: [Name("forKey")]).map(file.text)
      {
        found.append(("UserDefaults[\(TokenPatterns.unquoted(key))]", file.location(index)))
      } else if token.name == Self.notificationCenter, index + 5 < range.upperBound, file.name(index + 4) == Self.post,
        let name = TokenPatterns.argument(in: file, call: index + 5, labels: [Name("name")]).map(file.text)
      {
        found.append(("Notification[\(TokenPatterns.notificationName(name))]", file.location(index)))
      }
    }
    return found
  }

  /// A chain of names as a value both sides can agree on: `SessionManager.userName` for
  /// `SessionManager.shared.$userName`, `session.userName` (a property holding the singleton) and
  /// `Current.session.userName`'s `Current.session.userName`; `Type.property` for a property of
  /// the type the code is in, or of the type another property holds.
  func resolve(_ chain: [String], in type: AuditedType) -> String? {
    var parts = chain.filter { $0 != "self" }.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
    guard let first = parts.first, !first.isEmpty, !first.first!.isNumber else { return nil }
    if first.first!.isUppercase {
      if parts.count >= 2, AuditSources.singletonAccessorNames.contains(parts[1]) { parts.remove(at: 1) }
      return parts.joined(separator: ".")
    }
    if let property = type.storedProperty(Name(first)) {
      if let key = property.appStorageKey { return "UserDefaults[\(key)]" }
      guard parts.count > 1 else { return "\(type.name).\(first)" }
      // A property that holds another object: name the value by that object's type.
      if let singleton = property.heldSingleton {
        return ([singleton.type] + parts.dropFirst()).joined(separator: ".")
      }
      if let held = property.heldType {
        return ([held] + parts.dropFirst()).joined(separator: ".")
      }
      return "\(type.name).\(parts.joined(separator: "."))"
    }
    if globals.contains(first) { return parts.joined(separator: ".") }
    return nil
  }
}
