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
    /// An array's elements, in order.
    case array([Sample])
    /// A set's elements, each once, in the order of their text: two sets of the same elements
    /// are one sample whatever order they were added in (`Sample.unordered(_:)` makes one).
    case set([Sample])
    /// A dictionary's entries, each key once, in the order of the keys' text
    /// (`Sample.keyed(_:)` makes one).
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
      case let .array(elements), let .set(elements):
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
      case let .dictionary(entries): return keyed(entries.map { Entry(key: part($0.key), value: part($0.value)) }) ?? .unknown
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
      // `[CakeCategory]()`, `[String: Int]()`: an empty collection made by its type.
      if text.hasPrefix("["), text.hasSuffix("]()"), let type = ConstructedValue.element(ofCollection: String(text.dropLast(2))) {
        return type.isDictionary ? .dictionary([]) : .array([])
      }
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
  /// A set of these elements, or `unknown` where the run cannot tell them apart (two samples
  /// of the app's type may be equal) or cannot write one.
  static func unordered(_ elements: [Self]) -> Self {
    var kept: [Self] = []
    for element in elements {
      guard element.swift != nil else { return .unknown }
      var holds = false
      for existing in kept {
        guard let equal = existing.isKnown(equalTo: element) else { return .unknown }
        holds = holds || equal
      }
      if !holds { kept.append(element) }
    }
    return .set(kept.sorted { $0.swift! < $1.swift! })
  }

  /// A dictionary of these entries, nil where two keys may be the same (a later one replaces an
  /// earlier one) or one cannot be written.
  static func keyed(_ entries: [Entry]) -> Self? {
    var kept: [Entry] = []
    for entry in entries {
      guard entry.key.swift != nil, entry.value.swift != nil else { return nil }
      for existing in kept {
        guard existing.key.isKnown(equalTo: entry.key) == false else { return nil }
      }
      kept.append(entry)
    }
    return .dictionary(kept.sorted { $0.key.swift! < $1.key.swift! })
  }

  /// Whether comparing the two values compares texts that may name one value two ways (`note`,
  /// `Note(id: 1)`), at any depth: only enum cases without values are compared by name. Values
  /// of two kinds of collection are never compared (an array literal against a set).
  func isOpaqueComparison(_ other: Self) -> Bool {
    switch (self, other) {
    case let (.opaque(a), _) where !a.hasPrefix(".") || a.contains("("): return true
    case let (_, .opaque(b)) where !b.hasPrefix(".") || b.contains("("): return true
    case let (.array(a), .array(b)), let (.set(a), .set(b)):
      return a.contains { $0.isOpaqueComparison($0) } || b.contains { $0.isOpaqueComparison($0) }
    case let (.dictionary(a), .dictionary(b)):
      return (a + b).contains { $0.key.isOpaqueComparison($0.key) || $0.value.isOpaqueComparison($0.value) }
    case (.array, .set), (.set, .array), (.array, .dictionary), (.dictionary, .array), (.set, .dictionary), (.dictionary, .set): return true
    default: return false
    }
  }

  /// Whether two values are known to be equal (true), known to differ (false), or neither.
  func isKnown(equalTo other: Self) -> Bool? {
    guard self != .unknown, other != .unknown, !isOpaqueComparison(other) else { return nil }
    if case .changedInPlace = self { return nil }
    if case .changedInPlace = other { return nil }
    return self == other
  }

  // MARK: - Collections changed by a call

  /// `ids.insert(id)` on a set: one more, unless it holds it. Nil when the run cannot tell
  /// whether it does.
  func inserting(_ element: Self) -> Self? {
    guard case let .set(elements) = self else { return nil }
    let changed = Self.unordered(elements + [element])
    return changed == .unknown ? nil : changed
  }

  /// `ids.remove(id)` on a set, `removeValue(forKey:)` on a dictionary: without it. Nil when
  /// the run cannot tell which one it is.
  func removing(_ element: Self) -> Self? {
    switch self {
    case let .set(elements):
      var kept: [Self] = []
      for existing in elements {
        guard let equal = existing.isKnown(equalTo: element) else { return nil }
        if !equal { kept.append(existing) }
      }
      return .set(kept)
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

  /// `contexts[key] = value` on a dictionary (`nil` removes the key: the caller says whether
  /// it does), `flags[1] = true` on an array. Nil when the run cannot tell which entry
  /// changes, or where Swift would trap (an index out of range).
  func setting(_ value: Self, at key: Self) -> Self? {
    switch self {
    case let .dictionary(entries):
      guard key.swift != nil else { return nil }
      if value == .none { return removing(key) }
      guard value.swift != nil else { return nil }
      var changed: [Entry] = []
      for entry in entries {
        guard let equal = entry.key.isKnown(equalTo: key) else { return nil }
        if !equal { changed.append(entry) }
      }
      return Self.keyed(changed + [Entry(key: key, value: value)])
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
    case let .array(elements), let .set(elements): return elements.isEmpty
    case let .dictionary(entries): return entries.isEmpty
    default: return false
    }
  }

  /// The value as a field of this type holds it: an array literal a set field is given is a set.
  func shaped(as kind: PortTestPlanner.CollectionKind?) -> Self {
    guard kind == .set, case let .array(elements) = self else { return self }
    return Self.unordered(elements)
  }
}

extension PortTestPlanner {
  /// The collections the run models, as a field's declared type says: a set's elements are
  /// unordered, a dictionary's keyed. Others (`OrderedSet`, an app's own) it does not model.
  enum CollectionKind: Equatable {
    case array, set, dictionary

    init?(type: String?) {
      guard let type = type?.trimmed(), type.hasSuffix(">") || type.hasSuffix("]") else { return nil }
      if type.hasPrefix("Set<") {
        self = .set
      } else if type.hasPrefix("Dictionary<") {
        self = .dictionary
      } else if type.hasPrefix("Array<") {
        self = .array
      } else if let element = ConstructedValue.element(ofCollection: type) {
        self = element.isDictionary ? .dictionary : .array
      } else {
        return nil
      }
    }
  }
}
