import GraftSupport
import SwiftDeclarationParser

extension PortTestPlanner {
  /// A value the run knows, written as Swift for an assertion; `unknown` stops the run.
  indirect enum Sample: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case none
    /// A value only compared for identity: `.added`, `note`.
    case opaque(String)
    /// An array's or a set's elements, in order (a set's literal is written the same way).
    case array([Sample])
    /// A dictionary's entries, in the order they were made.
    case dictionary([Entry])
    /// A field's value from before a step, changed in place below it (`trip.title = "Sample
    /// title"`, `trip.legs.append(.wait)`): the test repeats each change on `$0`, in order.
    case changedInPlace(Sample, [String])
    case unknown

    struct Entry: Equatable, Sendable {
      var key: Sample
      var value: Sample
    }

    var swift: String? {
      switch self {
      case let .bool(value): return value ? "true" : "false"
      case let .int(value): return String(value)
      case let .string(value): return "\"" + value + "\""
      case .none: return "nil"
      case let .opaque(text): return text
      case let .array(elements):
        let written = elements.compactMap(\.swift)
        return written.count == elements.count ? "[" + written.joined(separator: ", ") + "]" : nil
      case let .dictionary(entries):
        guard !entries.isEmpty else { return "[:]" }
        var written: [String] = []
        for entry in entries {
          guard let key = entry.key.swift, let value = entry.value.swift else { return nil }
          written.append(key + ": " + value)
        }
        return "[" + written.joined(separator: ", ") + "]"
      case .unknown, .changedInPlace: return nil
      }
    }

    /// The value as code reads it: one changed in place is no longer known.
    var readable: Sample {
      if case .changedInPlace = self { return .unknown }
      return self
    }

    /// A value the test writes: a literal's value, or a constructed one known by its text
    /// (`Note(id: UUID(1))`, `.loaded([])`).
    static func of(_ text: String) -> Sample {
      let literal = literal(text)
      if literal == .unknown, let collection = collection(text) { return collection }
      return literal == .unknown ? .opaque(text) : literal
    }

    /// `["Sample id"]`, `["Sample key": Note(…)]`: a collection the test writes, each element
    /// known as `of` knows it.
    private static func collection(_ text: String) -> Sample? {
      guard text.hasPrefix("[") else { return nil }
      let bytes = Array(text.utf8)
      let statements = StatementReader.statements(of: bytes, in: 0..<bytes.count)
      guard statements.count == 1, case let .expression(value) = statements[0].kind else { return nil }
      let part = { (expression: ExpressionSyntax) in of(String(decoding: bytes[expression.range], as: UTF8.self)) }
      switch value.kind {
      case let .array(elements): return .array(elements.map(part))
      case let .dictionary(entries): return .dictionary(entries.map { Entry(key: part($0.key), value: part($0.value)) })
      default: return nil
      }
    }

    /// A literal's value: `false`, `0`, `""`, `nil`, `[]`, `[:]`, `.added`.
    static func literal(_ text: String?) -> Sample {
      guard let text = text?.trimmed() else { return .unknown }
      if text == "true" || text == "false" { return .bool(text == "true") }
      if let number = Int(text) { return .int(number) }
      if text == "nil" { return .none }
      if text == "[]" { return .array([]) }
      if text == "[:]" { return .dictionary([]) }
      if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(") { return .string(String(text.dropFirst().dropLast())) }
      if text.hasPrefix("."), text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .opaque(text) }
      // `Filter.all`: an enum's case written with its type is the case.
      let parts = text.split(separator: ".")
      if parts.count >= 2, parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }), parts.last?.first?.isLowercase == true,
        parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
      {
        return .opaque("." + parts.last!)
      }
      return .unknown
    }
  }
}

extension PortTestPlanner.Sample {
  /// Opaque values compare by name only when both are enum cases without values: two sample
  /// names may be equal, and `.page(1)` may be written more than one way.
  func isOpaqueComparison(_ other: Self) -> Bool {
    if case let .opaque(a) = self, !a.hasPrefix(".") || a.contains("(") { return true }
    if case let .opaque(b) = other, !b.hasPrefix(".") || b.contains("(") { return true }
    return false
  }

  /// Whether two values are known to be equal (true), known to differ (false), or neither.
  func isKnown(equalTo other: Self) -> Bool? {
    guard self != .unknown, other != .unknown, !isOpaqueComparison(other) else { return nil }
    if case .changedInPlace = self { return nil }
    if case .changedInPlace = other { return nil }
    return self == other
  }

  // MARK: - Collections changed by a call

  /// `ids.insert(id)` on a set's elements: one more, unless it holds it. Nil when the run cannot
  /// tell whether it does.
  func inserting(_ element: Self) -> Self? {
    guard case let .array(elements) = self, element.swift != nil else { return nil }
    var holds = false
    for existing in elements {
      guard let equal = existing.isKnown(equalTo: element) else { return nil }
      holds = holds || equal
    }
    return holds ? self : .array(elements + [element])
  }

  /// `ids.remove(id)` on a set's elements, `removeValue(forKey:)` on a dictionary's entries:
  /// without it. Nil when the run cannot tell which one it is.
  func removing(_ element: Self) -> Self? {
    switch self {
    case let .array(elements):
      var kept: [Self] = []
      for existing in elements {
        guard let equal = existing.isKnown(equalTo: element) else { return nil }
        if !equal { kept.append(existing) }
      }
      return .array(kept)
    case let .dictionary(entries):
      var kept: [Entry] = []
      for entry in entries {
        guard let equal = entry.key.isKnown(equalTo: element) else { return nil }
        if !equal { kept.append(entry) }
      }
      return .dictionary(kept)
    default: return nil
    }
  }

  /// `contexts[key] = value` on a dictionary's entries (`nil` removes the key), `flags[1] = true`
  /// on an array's elements. Nil when the run cannot tell which entry changes, or where Swift
  /// would trap (an index out of range).
  func setting(_ value: Self, at key: Self) -> Self? {
    switch self {
    case let .dictionary(entries):
      guard key.swift != nil else { return nil }
      if value == .none { return removing(key) }
      guard value.swift != nil else { return nil }
      var changed: [Entry] = []
      var replaced = false
      for entry in entries {
        guard let equal = entry.key.isKnown(equalTo: key) else { return nil }
        changed.append(equal ? Entry(key: key, value: value) : entry)
        replaced = replaced || equal
      }
      return .dictionary(replaced ? changed : changed + [Entry(key: key, value: value)])
    case let .array(elements):
      guard case let .int(index) = key, elements.indices.contains(index), value.swift != nil else { return nil }
      var changed = elements
      changed[index] = value
      return .array(changed)
    default: return nil
    }
  }

  /// Whether the value holds nothing: an empty array, set or dictionary.
  var isEmptyCollection: Bool {
    switch self {
    case let .array(elements): return elements.isEmpty
    case let .dictionary(entries): return entries.isEmpty
    default: return false
    }
  }
}
