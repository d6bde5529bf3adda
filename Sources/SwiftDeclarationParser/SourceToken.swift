/// A token of a span of source, for stages that read statements without a statement parser
/// (`graft audit` reads bodies this way). Comments are left out; a string literal, with its
/// interpolations, is one token. A token is its kind and its bytes' span, so that a whole app's
/// tokens cost no String each; `SourceFile.text(of:)` and `location(of:)` read the rest.
public struct SourceToken: Hashable, Sendable {
  public enum Kind: UInt8, Hashable, Sendable {
    /// A name or keyword, `$name` included.
    case identifier
    case number
    case string
    case regex
    case `operator`
    /// One of `( ) { } [ ] , : ; . @ \`.
    case punctuation
    /// `#if`, `#selector`…
    case pound
  }

  public var kind: Kind
  /// Whether a line break (or a comment holding one) comes between it and the token before.
  public var startsLine: Bool
  /// The offset of the token's first byte in its file.
  public var start: UInt32
  /// The offset one past its last byte.
  public var end: UInt32

  public init(kind: Kind, startsLine: Bool = false, start: UInt32, end: UInt32) {
    self.kind = kind
    self.startsLine = startsLine
    self.start = start
    self.end = end
  }
}

extension SourceFile {
  /// The tokens of `range` (a declaration's or a body's span), in order, without comments. The
  /// code inside a string's interpolations follows the string's own token.
  public func tokens(in range: SourceRange) -> [SourceToken] {
    tokens(inBytes: range.startOffset..<range.endOffset)
  }

  /// The tokens of the bytes `range`; `0..<bytes.count` for the whole file.
  public func tokens(inBytes range: Range<Int>) -> [SourceToken] {
    withTokens(inBytes: range) { Array($0) }
  }

  /// The tokens of the bytes `range`, lent to `body` for its duration instead of copied into an
  /// array: for a reader that turns every token of an app into a form of its own.
  public func withTokens<Result>(inBytes range: Range<Int>, _ body: (UnsafeBufferPointer<SourceToken>) throws -> Result) rethrows -> Result {
    try Self.withTokens(of: tree.bytes, inBytes: range) { tokens, _ in try body(tokens) }
  }

  /// The tokens of a whole file's `bytes`, not parsed, lent to `body` with the offsets where the
  /// lexer found a problem (an unterminated literal, a stray character) or read a `/` in a way
  /// that depends on the code before it: for a reader that lexes a file before it parses it, and
  /// hands the parser the groups it matched (`BracketMatches`), none holding such an offset.
  public static func withTokens<Result>(of bytes: [UInt8], _ body: (UnsafeBufferPointer<SourceToken>, [Int]) throws -> Result) rethrows -> Result {
    try withTokens(of: bytes, inBytes: 0..<bytes.count, body)
  }

  static func withTokens<Result>(
    of bytes: [UInt8], inBytes range: Range<Int>, _ body: (UnsafeBufferPointer<SourceToken>, [Int]) throws -> Result
  ) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { buffer in
      let end = min(range.upperBound, buffer.count)
      // Real code averages a token per seven bytes or more: room for that much, grown only for
      // denser text.
      var tokens = TokenBuffer(capacity: max(0, end - range.lowerBound) / 6)
      defer { tokens.deallocate() }
      var problems: [Int] = []
      lex(buffer, from: range.lowerBound, to: end, into: &tokens, problems: &problems, depth: 0)
      return try body(tokens.elements, problems)
    }
  }

  /// The token's text, decoded leniently.
  public func text(of token: SourceToken) -> String {
    let bytes = tree.bytes
    let end = min(Int(token.end), bytes.count)
    return String(decoding: bytes[min(Int(token.start), end)..<end], as: UTF8.self)
  }

  public func location(of token: SourceToken) -> SourceLocation {
    tree.lines.location(of: Int(token.start))
  }

  private static func lex(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into tokens: inout TokenBuffer, problems: inout [Int], depth: Int) {
    var lexer = Lexer(buffer)
    lexer.position = max(lexer.position, min(start, buffer.count))
    // A comment's line breaks count for the token after it.
    var startsLine = tokens.isEmpty
    while true {
      let token = lexer.next()
      guard token.kind != .endOfFile, token.start < end else { break }
      startsLine = startsLine || token.startsLine
      let kind: SourceToken.Kind
      switch token.kind {
      case .lineComment, .blockComment, .endOfFile: continue
      case .identifier: kind = .identifier
      case .number: kind = .number
      case .stringLiteral: kind = .string
      case .regexLiteral: kind = .regex
      case .operator, .unknown: kind = .operator
      case .poundKeyword: kind = .pound
      default: kind = .punctuation
      }
      let tokenEnd = min(token.end, buffer.count)
      tokens.append(SourceToken(
        kind: kind, startsLine: startsLine, start: UInt32(truncatingIfNeeded: token.start), end: UInt32(truncatingIfNeeded: tokenEnd)))
      startsLine = false
      // Interpolations nest strings in code in strings; a bound keeps pathological input linear enough.
      if kind == .string, depth < 8 {
        for interpolation in interpolations(in: buffer, from: token.start, to: tokenEnd) {
          lex(buffer, from: interpolation.lowerBound, to: interpolation.upperBound, into: &tokens, problems: &problems, depth: depth + 1)
        }
      }
    }
    problems += lexer.diagnostics.map(\.offset) + lexer.abandonedRegexStarts
  }

  /// The spans inside `\(…)` of the string literal at `start..<end` of `bytes`.
  static func interpolationSpans(in bytes: [UInt8], from start: Int, to end: Int) -> [Range<Int>] {
    bytes.withUnsafeBufferPointer { interpolations(in: $0, from: start, to: min(end, $0.count)) }
  }

  /// The spans inside `\(…)` of the string literal at `start..<end`, raw strings' `\#(…)` included.
  private static func interpolations(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Range<Int>] {
    var hashes = 0
    var index = start
    while index < end, buffer[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    var spans: [Range<Int>] = []
    while index < end {
      guard buffer[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      var cursor = index + 1
      var count = 0
      while cursor < end, count < hashes, buffer[cursor] == UInt8(ascii: "#") {
        count += 1
        cursor += 1
      }
      guard count == hashes, cursor < end, buffer[cursor] == UInt8(ascii: "(") else {
        index = cursor + (hashes == 0 ? 1 : 0)
        continue
      }
      // The interpolation ends at the parenthesis that balances this one; the lexer already
      // checked the string, so nested strings here are whole.
      var lexer = Lexer(buffer)
      lexer.position = cursor + 1
      var depth = 1
      while depth > 0 {
        let token = lexer.next()
        if token.kind == .endOfFile || token.start >= end { break }
        if token.kind == .leftParen { depth += 1 }
        if token.kind == .rightParen { depth -= 1 }
        if depth == 0 { spans.append((cursor + 1)..<token.start) }
      }
      index = max(lexer.position, cursor + 1)
    }
    return spans
  }
}
