/// The words that begin a declaration or modify one, recognised from a token's bytes without
/// building a String: this runs for every token of every declaration header.
enum Keyword: UInt8, CaseIterable {
  // Declarations.
  case `class`, `struct`, `enum`, `protocol`, `extension`, actor
  case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `case`
  case `typealias`, `associatedtype`, `import`, macro, `operator`, `precedencegroup`
  // Modifiers that may take a detail: `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
  case `public`, `private`, `fileprivate`, `internal`, package, open, unowned, nonisolated
  // Other modifiers.
  case `static`, final, override, mutating, nonmutating, lazy, weak, dynamic, optional
  case required, convenience, indirect, prefix, postfix, infix, distributed, isolated
  case consuming, borrowing, __consuming

  var text: String { Self.spellings[Int(rawValue)] }

  var takesModifierDetail: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .package, .open, .unowned, .nonisolated: true
    default: false
    }
  }

  var isModifier: Bool { rawValue >= Keyword.public.rawValue || self == .class }

  /// In the cases' order, written out: the cases' names read back through reflection cost a
  /// search of every protocol conformance in the binary, at the start of every run.
  static let spellings: [String] = [
    "class", "struct", "enum", "protocol", "extension", "actor",
    "var", "let", "func", "init", "deinit", "subscript", "case",
    "typealias", "associatedtype", "import", "macro", "operator", "precedencegroup",
    "public", "private", "fileprivate", "internal", "package", "open", "unowned", "nonisolated",
    "static", "final", "override", "mutating", "nonmutating", "lazy", "weak", "dynamic", "optional",
    "required", "convenience", "indirect", "prefix", "postfix", "infix", "distributed", "isolated",
    "consuming", "borrowing", "__consuming",
  ]

  /// All keywords, ordered by first byte, with `bucketStarts[b]..<bucketStarts[b + 1]` the
  /// range of those that begin with byte `b`. Flat arrays of plain values: a lookup retains
  /// nothing.
  private static let ordered: [(first: UInt8, length: Int, keyword: Keyword)] = allCases
    .map { (first: Array($0.text.utf8)[0], length: $0.text.utf8.count, keyword: $0) }
    .sorted { ($0.first, $0.keyword.rawValue) < ($1.first, $1.keyword.rawValue) }
  private static let bucketStarts: [Int] = (0...128).map { byte in
    ordered.firstIndex { Int($0.first) >= byte } ?? ordered.count
  }
  private static let spellingBytes: [[UInt8]] = allCases.map { Array($0.text.utf8) }

  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    let first = Int(bytes[start])
    guard first < 128 else { return nil }
    let length = end - start
    var index = Self.bucketStarts[first]
    let stop = Self.bucketStarts[first + 1]
    while index < stop {
      let candidate = Self.ordered[index]
      index += 1
      guard candidate.length == length else { continue }
      let matches = Self.spellingBytes[Int(candidate.keyword.rawValue)].withUnsafeBufferPointer { spelling in
        var offset = 1
        while offset < length, spelling[offset] == bytes[start + offset] { offset += 1 }
        return offset == length
      }
      if matches {
        self = candidate.keyword
        return
      }
    }
    return nil
  }
}

extension DeclarationParser {
  func keyword(_ token: Token) -> Keyword? {
    guard token.kind == .identifier else { return nil }
    return Keyword(lexer.bytes, token.start, token.end)
  }
}
