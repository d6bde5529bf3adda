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
  static let openParen = Name("("), closeParen = Name(")"), openBrace = Name("{"), closeBrace = Name("}")
  static let openBracket = Name("["), closeBracket = Name("]"), comma = Name(","), colon = Name(":"), semicolon = Name(";")
  static let dot = Name("."), at = Name("@"), backslash = Name("\\"), assign = Name("="), question = Name("?"), bang = Name("!")
  static let arrow = Name("->")

  static let `self` = Name("self"), `Self` = Name("Self"), `super` = Name("super"), `let` = Name("let"), `var` = Name("var")
  static let `func` = Name("func"), `case` = Name("case"), `default` = Name("default"), `in` = Name("in"), `as` = Name("as")
  static let `init` = Name("init"), `return` = Name("return"), `try` = Name("try"), `await` = Name("await")
  static let `switch` = Name("switch"), `if` = Name("if"), `guard` = Name("guard"), `else` = Name("else"), `for` = Name("for")
  static let `while` = Name("while"), `do` = Name("do"), `catch` = Name("catch"), `repeat` = Name("repeat"), `defer` = Name("defer")
  static let weak = Name("weak"), unowned = Name("unowned"), `static` = Name("static")
}
