import GraftSupport

/// A token's text as a number: the 64-bit FNV-1a hash of its bytes. The audit compares every
/// token of an app with the few words it looks for (`sink`, `present`, a screen's type name…);
/// comparing numbers instead of building a String per token is what keeps it a fraction of the
/// compiler's parse. FNV-1a is fixed, not seeded per process, so findings never depend on a run;
/// two different words of one app sharing a hash (about one chance in 10⁹ for 200,000 distinct
/// words) would only make one word read as the other.
struct Name: Hashable, Sendable, Comparable {
  let hash: UInt64

  /// No name: a string, a number, a token the audit does not compare.
  static let none = Name(hash: 0)

  private init(hash: UInt64) { self.hash = hash }

  /// A hash as stored by a `NameTable`.
  init(rawHash: UInt64) { hash = rawHash }

  /// A word the detectors look for, its hash written out so that the constant costs nothing to
  /// reach in an inner loop (a computed one would be initialized on first use, and checked on
  /// every use after). Debug builds, and so the tests, check each against its text.
  init(_ hash: UInt64, _ text: StaticString) {
    self.hash = hash
    assert(Name(text.description) == self, "the hash of \(text) is \(String(Name(text.description).hash, radix: 16))")
  }

  /// `` `default` `` is `default`: backticks only let a keyword be a name.
  init(_ text: String) {
    let bytes = Array(text.utf8)
    let quoted = bytes.count >= 2 && bytes.first == UInt8(ascii: "`") && bytes.last == UInt8(ascii: "`")
    self = bytes.withUnsafeBufferPointer { Name(bytes: $0, from: quoted ? 1 : 0, to: $0.count - (quoted ? 1 : 0)) }
  }

  init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    var hash = FNV1a()
    hash.add(UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]))
    self.hash = hash.value == 0 ? 1 : hash.value
  }

  static func < (lhs: Name, rhs: Name) -> Bool { lhs.hash < rhs.hash }
}

/// The punctuation and words the detectors look for everywhere, named once. Keywords that
/// start statements are `Keyword`s, found once per token instead.
extension Name {
  static let openParen = Name(0xaf63a54c86018f17, "(")
  static let closeParen = Name(0xaf63a44c86018d64, ")")
  static let openBrace = Name(0xaf63f64c860218ba, "{")
  static let closeBrace = Name(0xaf63f04c86020e88, "}")
  static let openBracket = Name(0xaf64164c86024f1a, "[")
  static let closeBracket = Name(0xaf64104c860244e8, "]")
  static let comma = Name(0xaf63a14c8601884b, ",")
  static let colon = Name(0xaf63b74c8601adad, ":")
  static let dot = Name(0xaf63a34c86018bb1, ".")
  static let at = Name(0xaf63fd4c8602249f, "@")
  static let backslash = Name(0xaf64114c8602469b, "\\")
  static let assign = Name(0xaf63b04c8601a1c8, "=")
  static let question = Name(0xaf63b24c8601a52e, "?")
  static let bang = Name(0xaf639c4c86017fcc, "!")
  static let arrow = Name(0x07d00807b497cc12, "->")
  static let semicolon = Name(0xaf63b64c8601abfa, ";")
  static let `self` = Name(0x2d19e518d40792b7, "self")
  static let `super` = Name(0xd0d708b40e957634, "super")
  static let `let` = Name(0x127284191dcc577a, "let")
  static let `var` = Name(0x690418194ed15d3e, "var")
  static let `func` = Name(0x86628378db071ea7, "func")
  static let `case` = Name(0xb55e6190e8792fd1, "case")
  static let `default` = Name(0xebada5168620c5fe, "default")
  static let `as` = Name(0x089c5507b545b54d, "as")
  static let `init` = Name(0xf5d2afc57ab57213, "init")
  static let `static` = Name(0xc534816d6d11e97b, "static")
}
