import GraftSupport

/// Infers a property's type from its initializer, the way a reader would: from literals and
/// from expressions that name their type. Anything else is not guessed: the caller warns and
/// points at `type=`.
public struct TypeInference: Sendable {
  /// Types declared in the sources, whose static members (`Sort.default`) have that type.
  public var knownTypes: Set<String>

  public init(knownTypes: Set<String> = []) {
    self.knownTypes = knownTypes
  }

  /// Types of the standard library and Foundation whose static members are of the type itself.
  static let selfTypedStatics: Set<String> = ["Date", "UUID", "URL", "Decimal", "Locale", "TimeZone", "Calendar", "Data", "CGFloat", "Double", "Int", "Float", "String", "Bool"]

  /// Literals nested deeper than this are not read: no real initializer comes near, and a
  /// bound keeps pathological input linear and off the stack.
  static let maximumNesting = 16

  /// The type of `expression`, or nil when it cannot be read off the expression.
  public func type(of expression: String) -> String? {
    type(of: expression, depth: 0)
  }

  private func type(of expression: String, depth: Int) -> String? {
    guard depth < Self.maximumNesting else { return nil }
    let text = expression.trimmed()
    guard let first = text.first else { return nil }
    if text == "true" || text == "false" { return "Bool" }
    if text == "nil" { return nil }
    if first == "\"" || text.hasPrefix("#\"") { return isWholeStringLiteral(text) ? "String" : nil }
    if first.isNumber || (first == "-" && text.dropFirst().first?.isNumber == true) { return numberType(text) }
    if first == "[" { return collectionType(text, depth: depth) ?? constructedType(text) }
    return constructedType(text)
  }

  private func numberType(_ text: String) -> String? {
    let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    if body.hasPrefix("0x") || body.hasPrefix("0b") || body.hasPrefix("0o") {
      return body.dropFirst(2).allSatisfy { $0.isHexDigit || $0 == "_" } ? "Int" : nil
    }
    guard body.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" }) else {
      return nil
    }
    return body.contains(".") || body.contains("e") || body.contains("E") ? "Double" : "Int"
  }

  /// `[1, 2]` → `[Int]`, `["a": 1]` → `[String: Int]`; `[]` and `[:]` have no type of their own.
  private func collectionType(_ text: String, depth: Int) -> String? {
    guard text.hasSuffix("]") else { return nil }
    // `[T]()` and `[K: V]()` are constructions, handled as such.
    if text.hasSuffix("]()") { return nil }
    let inner = String(text.dropFirst().dropLast())
    let elements = TopLevelSplit.split(inner, on: ",").map { $0.trimmed() }.filter { !$0.isEmpty }
    guard !elements.isEmpty else { return nil }
    let pairs = elements.map { TopLevelSplit.split($0, on: ":") }
    if pairs.allSatisfy({ $0.count == 2 }) {
      let keys = Set(pairs.map { type(of: $0[0], depth: depth + 1) })
      let values = Set(pairs.map { type(of: $0[1], depth: depth + 1) })
      guard keys.count == 1, values.count == 1, let key = keys.first!, let value = values.first! else { return nil }
      return "[\(key): \(value)]"
    }
    let types = Set(elements.map { type(of: $0, depth: depth + 1) })
    guard types.count == 1, let element = types.first! else {
      // Int and Double literals mixed are Doubles.
      if types == ["Int", "Double"] { return "[Double]" }
      return nil
    }
    return "[\(element)]"
  }

  /// `T()`, `T(…)`, `T.init(…)`, `[T]()`, `[K: V]()`, `T.member` for a known type, `Module.T()`.
  private func constructedType(_ text: String) -> String? {
    // `[T]()`, `[K: V]()`, `Set<T>()`.
    if text.hasPrefix("["), text.hasSuffix("]()") { return String(text.dropLast(2)) }
    // The callee: everything before the first top-level `(` or `{`.
    var depth = 0
    var calleeEnd = text.endIndex
    for index in text.indices {
      let character = text[index]
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if depth == 0, character == "(" || character == "{" {
        calleeEnd = index
        break
      }
    }
    var callee = String(text[..<calleeEnd]).trimmed()
    let isCall = calleeEnd != text.endIndex
    if isCall {
      guard closesAtEnd(text, from: calleeEnd) else { return nil }
      if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
      guard isTypeName(callee) else { return nil }
      // `UIColor.red()` or `Foo.make()` name a function, not a type.
      return callee
    }
    // `T.member`: the static member of a type known to be of that type.
    let parts = callee.split(separator: ".")
    guard parts.count == 2, let typeName = parts.first.map(String.init), isTypeName(typeName),
      knownTypes.contains(typeName) || Self.selfTypedStatics.contains(typeName)
    else { return nil }
    // `CaseIterable`'s every case: `[T]`.
    if parts[1] == "allCases" { return "[" + typeName + "]" }
    return typeName
  }

  /// A type name: capitalised identifiers joined by dots, with generic arguments; or a type the
  /// sources declare under a name that is not (`hPaymentService`, an app's prefix).
  private func isTypeName(_ text: String) -> Bool {
    let base = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
    let components = base.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = components.last, last.first?.isUppercase == true || knownTypes.contains(String(last)) else { return false }
    return components.allSatisfy { component in
      !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
  }

  /// Whether the bracket opened at `start` closes at the end of `text` (one call, not a chain).
  private func closesAtEnd(_ text: String, from start: String.Index) -> Bool {
    var depth = 0
    var inString = false
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if !inString {
        if character == "(" || character == "{" || character == "[" { depth += 1 }
        if character == ")" || character == "}" || character == "]" {
          depth -= 1
          if depth == 0 {
            let rest = text[text.index(after: index)...]
            // A trailing closure after the arguments: `T(x) { … }`.
            if rest.trimmed().hasPrefix("{") { return closesAtEnd(String(rest.trimmed()), from: rest.trimmed().startIndex) }
            return rest.trimmed().isEmpty
          }
        }
      }
      index = text.index(after: index)
    }
    return false
  }

  /// A string literal alone, not `"a" + b` or `"x".uppercased()`.
  private func isWholeStringLiteral(_ text: String) -> Bool {
    let hashes = text.prefix { $0 == "#" }.count
    let quote = String(repeating: "#", count: hashes)
    if text.dropFirst(hashes).hasPrefix("\"\"\"") { return text.hasSuffix("\"\"\"" + quote) }
    let body = text.dropFirst(hashes + 1)
    guard body.hasSuffix("\"" + quote) else { return false }
    if hashes > 0 {
      // A raw string ends at the first `"` followed by as many `#`.
      guard let end = body.range(of: "\"" + quote) else { return false }
      return end.upperBound == body.endIndex
    }
    // The first unescaped closing quote must be the last one.
    var escaped = false
    var depth = 0
    for (offset, character) in body.enumerated() {
      if escaped {
        escaped = false
        if character == "(" { depth += 1 }
        continue
      }
      if character == "\\" { escaped = true; continue }
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        continue
      }
      if character == "\"" { return offset == body.count - 1 - hashes }
    }
    return false
  }
}
