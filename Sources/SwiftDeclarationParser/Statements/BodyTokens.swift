/// The tokens of a body as the statement reader walks them: each token's kind, span and text,
/// and what surrounds it (a line break before it, space on either side), which decides how
/// Swift reads an operator and where a statement ends.
struct BodyTokens {
  let tokens: [SourceToken]
  let bytes: [UInt8]
  /// For each string literal token, the indices of the tokens of each of its interpolations.
  private(set) var interpolations: [Int: [Range<Int>]] = [:]
  /// The tokens the reader walks: interpolation code is reached through its string only.
  let visible: [Int]
  /// For each visible opening bracket, the visible position of the bracket that closes it, or
  /// the last position when none does: matched once, so that no bracket is scanned for twice.
  private let closers: [Int]
  /// The position the reader stops at: the end, or the closing brace of the closure it reads.
  private(set) var count: Int

  init(tokens: [SourceToken], bytes: [UInt8]) {
    self.tokens = tokens
    self.bytes = bytes
    var visible: [Int] = []
    var index = 0
    while index < tokens.count {
      visible.append(index)
      let token = tokens[index]
      index += 1
      guard token.kind == .string else { continue }
      // The tokens inside the string's span are its interpolations' code, grouped by span.
      var inner: [Range<Int>] = []
      let spans = SourceFile.interpolationSpans(in: bytes, from: Int(token.start), to: Int(token.end))
      var spanIndex = 0
      var groupStart = index
      while index < tokens.count, tokens[index].start >= token.start, tokens[index].end <= token.end {
        while spanIndex < spans.count, Int(tokens[index].start) >= spans[spanIndex].upperBound {
          if groupStart < index { inner.append(groupStart..<index) }
          groupStart = index
          spanIndex += 1
        }
        index += 1
      }
      if groupStart < index { inner.append(groupStart..<index) }
      interpolations[visible.count - 1] = inner
    }
    self.visible = visible
    var closers = [Int](repeating: -1, count: visible.count)
    var open: [Int] = []
    for position in visible.indices {
      let token = tokens[visible[position]]
      guard token.end - token.start == 1 else { continue }
      switch bytes[Int(token.start)] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(position)
      // Any closing bracket closes the innermost open one, whatever its shape: the reader
      // recovers from a mismatch the way it always has.
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): if let opener = open.popLast() { closers[opener] = position }
      default: break
      }
    }
    // An opener nothing closes keeps -1: `matchingClose` takes the end for it.
    self.closers = closers
    count = visible.count
  }

  /// These tokens up to `end`, not included: a closure's body read to its own brace and no
  /// further, whatever it holds. Reading on past it would read the rest again from the
  /// closure's end, level after level: exponential on damaged input.
  func ending(at end: Int) -> BodyTokens {
    var limited = self
    limited.count = max(0, min(end, count))
    return limited
  }

  /// The position of the bracket that closes the opening one at `position`, when one does.
  func closingBracket(of position: Int) -> Int? {
    position >= 0 && position < count && closers[position] >= 0 && closers[position] < count ? closers[position] : nil
  }

  /// The position of the bracket that closes the opening one at `position`; the last position
  /// when none does, or when `position` holds no opening bracket.
  func matchingClose(of position: Int) -> Int { closingBracket(of: position) ?? count - 1 }


  func token(_ position: Int) -> SourceToken { tokens[visible[position]] }

  /// The token's text; empty past either end, where a reader of damaged input may look.
  func text(_ position: Int) -> String {
    guard position >= 0, position < count else { return "" }
    let token = self.token(position)
    return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
  }

  /// Whether the token at `position` is exactly `word`, compared as bytes.
  func `is`(_ position: Int, _ word: StaticString) -> Bool {
    guard position >= 0, position < count else { return false }
    let token = self.token(position)
    let length = Int(token.end - token.start)
    guard length == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { word in
      var offset = 0
      while offset < length {
        if bytes[Int(token.start) + offset] != word[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  func kind(_ position: Int) -> SourceToken.Kind? { position >= 0 && position < count ? token(position).kind : nil }

  /// Whether a line break comes before the token.
  func startsLine(_ position: Int) -> Bool { position < count && token(position).startsLine }

  /// Whether the token touches the one before it (no space between).
  func touchesPrevious(_ position: Int) -> Bool {
    guard position > 0, position < count else { return false }
    return token(position).start == token(position - 1).end
  }

  /// Whether the token touches the one after it.
  func touchesNext(_ position: Int) -> Bool {
    guard position + 1 < count else { return false }
    return token(position).end == token(position + 1).start
  }

  /// Where the token starts and ends; past either end, the nearest token's (damaged input).
  func start(_ position: Int) -> Int { count == 0 ? 0 : Int(token(min(max(position, 0), count - 1)).start) }
  func end(_ position: Int) -> Int { count == 0 ? 0 : Int(token(min(max(position, 0), count - 1)).end) }

  /// The token groups of the string at `position`'s interpolations, as positions in `tokens`.
  func interpolationGroups(of position: Int) -> [Range<Int>] { interpolations[position] ?? [] }
}
