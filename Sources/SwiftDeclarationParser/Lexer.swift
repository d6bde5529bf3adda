/// Splits Swift source bytes into tokens, one at a time, so that memory stays proportional to
/// the declarations kept rather than to the file.
///
/// Every path through `next()` consumes at least one byte or returns end of file, and no part
/// of it recurses: any input is lexed in linear time.
struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  var diagnostics: [PendingDiagnostic] = []
  /// The previous significant token's kind, for the one context-sensitive decision in lexing:
  /// whether `/` starts a regex literal.
  var previousKind: TokenKind = .semicolon
  /// How far a failed search for a regex's closing `/` reached; a `/` before it is an operator.
  /// Without it, a line of `/[` would be rescanned from every `/`.
  var regexSearchReached = 0
  /// Where a `/` was read as an operator after a search for a regex's end, or `regexSearchReached`,
  /// said it begins none: a decision that depends on what this lexer searched before, which a
  /// lexer that jumped over that code would not know.
  var abandonedRegexStarts: [Int] = []
  /// Read from here in every loop: see `ByteClasses`.
  let classes = ByteClasses.ascii
  /// Groups a full lex already matched, which `skipGroup` jumps over.
  var matchedGroups = MatchedGroups()

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // A byte-order mark is not part of the source.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    } else {
      position = 0
    }
    // A script's `#!/usr/bin/env swift` line, allowed only at the very start of a file.
    if peekByte(position) == ASCII.hash, peekByte(position + 1) == 0x21 {
      skipLineComment()
    }
  }

  /// The byte at `index`, or 0 past the end: a sentinel that matches no token class.
  @inline(__always)
  func peekByte(_ index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }

  mutating func diagnose(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error) {
    guard diagnostics.count < DeclarationParser.diagnosticLimit else { return }
    diagnostics.append(PendingDiagnostic(offset: offset, severity: severity, message: message))
  }

  mutating func next() -> Token {
    var newlines: UInt8 = 0
    let whitespaceStart = position
    skipWhitespace(newlines: &newlines)
    let start = position
    let kind = lexToken()
    if !kind.isComment { previousKind = kind }
    return Token(
      kind: kind, start: start, end: position, newlinesBefore: newlines,
      hasSpaceBefore: start > whitespaceStart
    )
  }

  /// Where the name whose body continues at `start` ends. Counted on a local index: the lexer's
  /// own position, a stored property, would be written back to memory at every byte.
  @inline(__always)
  private func identifierEnd(from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count, classes.isIdentifierBody(bytes[index]) { index += 1 }
    return index
  }

  private mutating func skipWhitespace(newlines: inout UInt8) {
    let count = bytes.count
    var index = position
    defer { position = index }
    while index < count {
      let byte = bytes[index]
      if classes.isHorizontalSpace(byte) {
        index += 1
      } else if byte == ASCII.newline || byte == ASCII.carriageReturn {
        if byte == ASCII.carriageReturn, peekByte(index + 1) == ASCII.newline { index += 1 }
        index += 1
        if newlines < 2 { newlines += 1 }
      } else if byte == 0 {
        diagnose("nul character embedded in the file", at: index)
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func lexToken() -> TokenKind {
    guard position < bytes.count else { return .endOfFile }
    let byte = bytes[position]
    switch byte {
    case ASCII.leftParen: position += 1; return .leftParen
    case ASCII.rightParen: position += 1; return .rightParen
    case ASCII.leftBrace: position += 1; return .leftBrace
    case ASCII.rightBrace: position += 1; return .rightBrace
    case ASCII.leftBracket: position += 1; return .leftBracket
    case ASCII.rightBracket: position += 1; return .rightBracket
    case ASCII.comma: position += 1; return .comma
    case ASCII.colon: position += 1; return .colon
    case ASCII.semicolon: position += 1; return .semicolon
    case ASCII.at: position += 1; return .at
    case ASCII.backslash: position += 1; return .backslash
    case ASCII.quote:
      lexString(hashCount: 0)
      return .stringLiteral
    case ASCII.hash:
      return lexPoundToken()
    case ASCII.backtick:
      return lexBacktickedIdentifier()
    case ASCII.dollar:
      position += 1
      position = identifierEnd(from: position)
      return .identifier
    case ASCII.period:
      if peekByte(position + 1) == ASCII.period { return lexOperator() }
      position += 1
      return .period
    case ASCII.slash:
      let next = peekByte(position + 1)
      if next == ASCII.slash { skipLineComment(); return .lineComment }
      if next == ASCII.star { skipBlockComment(); return .blockComment }
      if startsBareRegex(), lexBareRegex() { return .regexLiteral }
      return lexOperator()
    default:
      if classes.isIdentifierHead(byte) {
        position += 1
        position = identifierEnd(from: position)
        return .identifier
      }
      if classes.isDigit(byte) {
        lexNumber()
        return .number
      }
      if classes.isOperatorCharacter(byte) {
        return lexOperator()
      }
      position += 1
      diagnose("invalid character in source file", at: position - 1)
      return .unknown
    }
  }

  private mutating func lexOperator() -> TokenKind {
    let dotOperator = bytes[position] == ASCII.period
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      // A comment start ends an operator: `a+/* note */b`.
      if byte == ASCII.slash {
        let next = peekByte(position + 1)
        if next == ASCII.slash || next == ASCII.star { break }
      }
      if classes.isOperatorCharacter(byte) || (dotOperator && byte == ASCII.period) {
        position += 1
      } else {
        break
      }
    }
    return .operator
  }

  private mutating func lexNumber() {
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if classes.isIdentifierBody(byte) {
        // An exponent's sign: `1e-9`, `0x1p+3`.
        let lower = byte | 0x20
        position += 1
        if lower == 0x65 || lower == 0x70 {
          let sign = peekByte(position)
          if (sign == 0x2B || sign == 0x2D), classes.isDigit(peekByte(position + 1)) { position += 1 }
        }
      } else if byte == ASCII.period, classes.isDigit(peekByte(position + 1)) {
        position += 1
      } else {
        break
      }
    }
  }

  mutating func lexBacktickedIdentifier() -> TokenKind {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == ASCII.backtick {
        position += 1
        return .identifier
      }
      if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
      position += 1
    }
    diagnose("unterminated backticked identifier", at: start)
    return .unknown
  }

  /// `#if`, `#"raw"#`, `#/regex/#`, or a stray `#`.
  mutating func lexPoundToken() -> TokenKind {
    let start = position
    var hashes = 0
    while peekByte(position + hashes) == ASCII.hash { hashes += 1 }
    let after = peekByte(position + hashes)
    if after == ASCII.quote {
      position += hashes
      lexString(hashCount: hashes)
      return .stringLiteral
    }
    if after == ASCII.slash {
      position += hashes
      lexExtendedRegex(hashCount: hashes, start: start)
      return .regexLiteral
    }
    if hashes == 1, classes.isIdentifierHead(after) {
      position += 1
      position = identifierEnd(from: position)
      return .poundKeyword
    }
    // The whole run at once: counting it again from each `#` would be quadratic.
    position += hashes
    diagnose("unexpected '#'", at: start)
    return .unknown
  }

  /// Whether a `/` at the current position begins a regex literal rather than an operator.
  /// Swift decides this from what comes before; a regex can follow only what cannot end an
  /// expression, and cannot begin with a space.
  func startsBareRegex() -> Bool {
    switch previousKind {
    case .identifier, .number, .stringLiteral, .regexLiteral, .rightParen, .rightBracket,
      .rightBrace, .poundKeyword, .period:
      return false
    default:
      return regexMayStartHere()
    }
  }

  /// The part of the decision that looks ahead: `/ ` and `/=` are operators.
  func regexMayStartHere() -> Bool {
    let next = peekByte(position + 1)
    return !(classes.isHorizontalSpace(next) || next == ASCII.newline || next == ASCII.carriageReturn
      || next == 0x3D || next == 0 || next == ASCII.rightParen)
  }
}
