import SwiftDeclarationParser

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

  func copies(in type: AuditedType) -> [Copy] {
    var copies: [Copy] = []
    for member in type.members {
      if let didSet = member.didSet, let source = resolve([member.name], in: type) {
        copies += targets(in: didSet[...], of: type).filter { $0.name != source }.map {
          Copy(source: source, target: $0.name, type: type.name, location: $0.location)
        }
      }
      copies += observerCopies(in: member.tokens, of: type)
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

  private func observerCopies(in tokens: [SourceToken], of type: AuditedType) -> [Copy] {
    var copies: [Copy] = []
    for index in tokens.indices where tokens[index].kind == .identifier && index > 0 {
      let name = tokens[index].text
      let afterDot = tokens[index - 1].text == "."
      let source: String?
      var closureSearchStart = index + 1
      switch name {
      case "sink" where afterDot:
        source = publisherSource(before: index, in: tokens, of: type)
      case "assign" where afterDot:
        guard let from = publisherSource(before: index, in: tokens, of: type), index + 1 < tokens.count, tokens[index + 1].text == "(",
          let keyPath = TokenPatterns.argument(in: tokens, call: index + 1, labels: ["to"]),
          let object = TokenPatterns.argument(in: tokens, call: index + 1, labels: ["on"])
        else { continue }
        let path = keyPath.hasPrefix("\\.") ? String(keyPath.dropFirst(2)) : keyPath
        let chain = (object == "self" ? [] : object.split(separator: ".").map(String.init)) + path.split(separator: ".").map(String.init)
        if let target = resolve(chain, in: type), target != from {
          copies.append(Copy(source: from, target: target, type: type.name, location: type.location(tokens[index])))
        }
        continue
      case "onChange" where index + 1 < tokens.count && tokens[index + 1].text == "(":
        source = TokenPatterns.argument(in: tokens, call: index + 1, labels: ["of"]).flatMap {
          resolve($0.split(separator: ".").map(String.init), in: type)
        }
      case "addObserver" where index + 1 < tokens.count && tokens[index + 1].text == "(":
        source = TokenPatterns.argument(in: tokens, call: index + 1, labels: ["forName", "name"]).map {
          "Notification[\(TokenPatterns.notificationName($0))]"
        }
        // `addObserver(self, selector: #selector(handle), …)`: the copies are in `handle`.
        if let selector = TokenPatterns.argument(in: tokens, call: index + 1, labels: ["selector"]), let source,
          let method = selector.split(whereSeparator: { "()#:".contains($0) }).dropFirst().first,
          let handler = type.members.first(where: { $0.name == String(method) && $0.kind == .function })
        {
          copies += targets(in: handler.tokens[...], of: type).filter { $0.name != source }.map {
            Copy(source: source, target: $0.name, type: type.name, location: $0.location)
          }
          continue
        }
        closureSearchStart = index + 1
      default:
        continue
      }
      guard let source, let closure = Self.closure(after: closureSearchStart, in: tokens) else { continue }
      copies += targets(in: tokens[closure], of: type).filter { $0.name != source }.map {
        Copy(source: source, target: $0.name, type: type.name, location: $0.location)
      }
    }
    return copies
  }

  /// The value a publisher chain ending before `.sink` observes: its `$property`, or the
  /// notification of `publisher(for:)`.
  private func publisherSource(before index: Int, in tokens: [SourceToken], of type: AuditedType) -> String? {
    var cursor = index - 1
    var depth = 0
    // Back over `.removeDuplicates()`, `.map { … }`, `.receive(on:)` to the chain's head.
    while cursor >= 0, index - cursor < 60 {
      let token = tokens[cursor]
      if token.text == ")" || token.text == "}" || token.text == "]" { depth += 1 }
      if token.text == "(" || token.text == "{" || token.text == "[" {
        if depth == 0 { return nil }
        depth -= 1
      }
      if depth == 0, token.kind == .identifier, token.text.hasPrefix("$"), token.text.count > 1, !token.text.dropFirst().allSatisfy(\.isNumber) {
        return TokenPatterns.chain(endingAt: cursor, in: tokens).flatMap { resolve($0.names, in: type) }
      }
      if depth == 0, token.text == "publisher", cursor + 1 < tokens.count, tokens[cursor + 1].text == "(",
        let name = TokenPatterns.argument(in: tokens, call: cursor + 1, labels: ["for"])
      {
        return "Notification[\(TokenPatterns.notificationName(name))]"
      }
      if depth == 0, token.kind == .punctuation, token.text == ";" { return nil }
      cursor -= 1
    }
    return nil
  }

  /// The tokens inside the first closure that opens at or after `start`, before the statement ends.
  static func closure(after start: Int, in tokens: [SourceToken]) -> Range<Int>? {
    var index = start
    var depth = 0
    while index < tokens.count {
      let text = tokens[index].text
      if text == "{" && tokens[index].kind == .punctuation {
        var inner = 0
        for end in index..<tokens.count {
          if tokens[end].text == "{" { inner += 1 }
          if tokens[end].text == "}" {
            inner -= 1
            if inner == 0 { return (index + 1)..<end }
          }
        }
        return nil
      }
      if text == "(" { depth += 1 }
      if text == ")" {
        depth -= 1
        if depth < 0 { return nil }
      }
      index += 1
    }
    return nil
  }

  /// What `tokens` assign to, resolved, with where: `self?.name = …`, `Session.shared.user = …`,
  /// `UserDefaults.standard.set(…, forKey:)`, `NotificationCenter.default.post(name:)`.
  private func targets(in tokens: ArraySlice<SourceToken>, of type: AuditedType) -> [(name: String, location: AuditLocation)] {
    var found: [(name: String, location: AuditLocation)] = []
    let tokens = Array(tokens)
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .operator, TokenPatterns.assignmentOperators.contains(token.text) {
        guard let (chain, start) = TokenPatterns.chain(endingAt: index - 1, in: tokens) else { continue }
        // `let x = …` declares; it copies nothing anywhere.
        if start >= 1, tokens[start - 1].text == "let" || tokens[start - 1].text == "var" { continue }
        if let name = resolve(chain, in: type) { found.append((name, type.location(tokens[start]))) }
      } else if token.text == "UserDefaults", index + 5 < tokens.count, tokens[index + 4].text == "set",
        let key = TokenPatterns.argument(in: tokens, call: index + 5, labels: ["forKey"])
      {
        found.append(("UserDefaults[\(TokenPatterns.unquoted(key))]", type.location(token)))
      } else if token.text == "NotificationCenter", index + 5 < tokens.count, tokens[index + 4].text == "post",
        let name = TokenPatterns.argument(in: tokens, call: index + 5, labels: ["name"])
      {
        found.append(("Notification[\(TokenPatterns.notificationName(name))]", type.location(token)))
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
    if let property = type.storedProperties.first(where: { $0.name == first }) {
      if let key = property.appStorageKey { return "UserDefaults[\(key)]" }
      guard parts.count > 1 else { return "\(type.name).\(first)" }
      // A property that holds another object: name the value by that object's type.
      if let singleton = property.heldSingleton {
        return ([singleton.type] + parts.dropFirst()).joined(separator: ".")
      }
      if let typeText = property.type {
        return ([TokenPatterns.bareTypeName(typeText)] + parts.dropFirst()).joined(separator: ".")
      }
      return "\(type.name).\(parts.joined(separator: "."))"
    }
    if globals.contains(first) { return parts.joined(separator: ".") }
    return nil
  }
}
