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

  init(_ text: Substring) { self.init(String(text)) }

  init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var index = start
    while index < end {
      hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
      index += 1
    }
    self.hash = hash == 0 ? 1 : hash
  }

  static func < (lhs: Name, rhs: Name) -> Bool { lhs.hash < rhs.hash }
}

/// The words of Swift and of Apple's frameworks the detectors look for, named once.
extension Name {
  static let openParen = Name(0xaf63a54c86018f17, "("), closeParen = Name(0xaf63a44c86018d64, ")"), openBrace = Name(0xaf63f64c860218ba, "{"), closeBrace = Name(0xaf63f04c86020e88, "}")
  static let openBracket = Name(0xaf64164c86024f1a, "["), closeBracket = Name(0xaf64104c860244e8, "]"), comma = Name(0xaf63a14c8601884b, ","), colon = Name(0xaf63b74c8601adad, ":"), semicolon = Name(0xaf63b64c8601abfa, ";")
  static let dot = Name(0xaf63a34c86018bb1, "."), at = Name(0xaf63fd4c8602249f, "@"), backslash = Name(0xaf64114c8602469b, "\\"), assign = Name(0xaf63b04c8601a1c8, "="), question = Name(0xaf63b24c8601a52e, "?"), bang = Name(0xaf639c4c86017fcc, "!")
  static let arrow = Name(0x07d00807b497cc12, "->")

  static let `self` = Name(0x2d19e518d40792b7, "self"), `Self` = Name(0x57a6e624d5765397, "Self"), `super` = Name(0xd0d708b40e957634, "super"), `let` = Name(0x127284191dcc577a, "let"), `var` = Name(0x690418194ed15d3e, "var")
  static let `func` = Name(0x86628378db071ea7, "func"), `case` = Name(0xb55e6190e8792fd1, "case"), `default` = Name(0xebada5168620c5fe, "default"), `in` = Name(0x08b73807b55c4bbe, "in"), `as` = Name(0x089c5507b545b54d, "as")
  static let `init` = Name(0xf5d2afc57ab57213, "init"), `return` = Name(0xc5c7b983377cad5f, "return"), `try` = Name(0x570ac119447423ee, "try"), `await` = Name(0x030ad89d85a5364d, "await")
  static let `switch` = Name(0xa5a87ac5b0b379b1, "switch"), `if` = Name(0x08b73007b55c3e26, "if"), `guard` = Name(0xaabe362250e8c5ee, "guard"), `else` = Name(0x7f2b6c605332dd30, "else"), `for` = Name(0xdcb27818fed9da90, "for")
  static let `while` = Name(0xce87a3885811296e, "while"), `do` = Name(0x08915907b53bb494, "do"), `catch` = Name(0xc1b2e33b13ec076c, "catch"), `repeat` = Name(0x573bb1642d08280a, "repeat"), `defer` = Name(0xfb1abb75bac1c83b, "defer")
  static let weak = Name(0x3d7317f619e1ab29, "weak"), unowned = Name(0xc03eb39468d174e3, "unowned"), `static` = Name(0xc534816d6d11e97b, "static")
}
