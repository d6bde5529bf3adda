/// Skipping a bracketed group byte by byte, without building tokens: bodies are most of a
/// file, and only their brackets, strings, comments and regex literals matter.
extension Lexer {
  enum GroupEnd {
    /// The matching closing bracket, at this offset, was consumed.
    case closed(at: Int)
    /// The file ended first.
    case endOfFile
    /// A `}` that closes an enclosing body came first; it is at this offset, not consumed.
    case enclosingBrace(at: Int)
  }

  /// Skips from just after the opening bracket at `openerOffset` past its matching closer,
  /// reporting brackets that do not match. Linear in the bytes skipped, whatever the nesting; a
  /// group in `matchedGroups` is jumped over at once.
  mutating func skipGroup(openedAt openerOffset: Int) -> GroupEnd {
    if let closer = matchedGroups.closer(of: openerOffset) {
      position = closer + 1
      return .closed(at: closer)
    }
    var stack: [Int] = [openerOffset]
    // Open brackets of each kind, so that a closer with no opener is known in O(1).
    var open = (paren: 0, bracket: 0, brace: 0)
    func count(_ byte: UInt8, _ delta: Int) {
      switch byte {
      case ASCII.leftParen, ASCII.rightParen: open.paren += delta
      case ASCII.leftBracket, ASCII.rightBracket: open.bracket += delta
      default: open.brace += delta
      }
    }
    count(bytes[openerOffset], 1)
    // The last significant byte, to tell a regex literal's `/` from division.
    var previous: UInt8 = bytes[openerOffset]
    let end = bytes.count
    while position < end {
      // Most of a body is names, numbers, operators and spaces, which decide nothing here:
      // crossed in a tight loop on a local index; the last of them that is not a space is
      // then the previous significant byte.
      var index = position
      while index < end, !classes.mattersInGroup(bytes[index]) { index += 1 }
      var last = index - 1
      while last >= position, bytes[last] <= 0x20 { last -= 1 }
      if last >= position { previous = bytes[last] }
      position = index
      guard position < end else { break }
      let byte = bytes[position]
      switch byte {
      case ASCII.leftParen, ASCII.leftBracket, ASCII.leftBrace:
        stack.append(position)
        count(byte, 1)
        previous = byte
        position += 1
      case ASCII.rightParen, ASCII.rightBracket, ASCII.rightBrace:
        previous = byte
        let top = bytes[stack[stack.count - 1]]
        if Self.closer(of: top) == byte {
          stack.removeLast()
          count(byte, -1)
          position += 1
          if stack.isEmpty { return .closed(at: position - 1) }
          continue
        }
        let openOfKind = byte == ASCII.rightParen ? open.paren : byte == ASCII.rightBracket ? open.bracket : open.brace
        if openOfKind > 0 {
          // Openers above the match were never closed: report the innermost.
          var index = stack.count - 1
          while Self.closer(of: bytes[stack[index]]) != byte { index -= 1 }
          reportUnclosed(stack[stack.count - 1])
          for opener in stack[index...] { count(bytes[opener], -1) }
          stack.removeSubrange(index...)
          position += 1
          if stack.isEmpty { return .closed(at: position - 1) }
        } else if byte == ASCII.rightBrace {
          reportUnclosed(stack[stack.count - 1])
          return .enclosingBrace(at: position)
        } else {
          diagnose("unexpected '\(byte == ASCII.rightParen ? ")" : "]")' without a matching opening bracket", at: position)
          position += 1
        }
      case ASCII.quote:
        lexString(hashCount: 0)
        previous = ASCII.quote
      case ASCII.hash:
        previous = lexPoundForSkipping()
      case ASCII.slash:
        let next = peekByte(position + 1)
        if next == ASCII.slash {
          skipLineComment()
        } else if next == ASCII.star {
          skipBlockComment()
        } else {
          if Self.allowsRegex(after: previous), regexMayStartHere(), lexBareRegex() {
            previous = ASCII.quote
          } else {
            position += 1
            previous = ASCII.slash
          }
        }
      case ASCII.backtick:
        _ = lexBacktickedIdentifier()
        previous = 0x61
      case 0:
        diagnose("nul character embedded in the file", at: position)
        position += 1
      default:
        previous = byte
        position += 1
      }
    }
    reportUnclosed(stack[stack.count - 1])
    return .endOfFile
  }

  private mutating func lexPoundForSkipping() -> UInt8 {
    switch lexPoundToken() {
    case .stringLiteral, .regexLiteral: ASCII.quote
    default: 0x61
    }
  }

  private mutating func reportUnclosed(_ openerOffset: Int) {
    let opener = bytes[openerOffset]
    let closer = Self.closer(of: opener)
    diagnose(
      "expected '\(String(UnicodeScalar(closer)))' to match this '\(String(UnicodeScalar(opener)))'",
      at: openerOffset)
  }

  static func closer(of opener: UInt8) -> UInt8 {
    switch opener {
    case ASCII.leftParen: ASCII.rightParen
    case ASCII.leftBracket: ASCII.rightBracket
    default: ASCII.rightBrace
    }
  }

  /// Whether a `/` after this byte may begin a regex literal: not after what ends an
  /// expression (a name, a literal, a closing bracket), as in `startsBareRegex()`.
  static func allowsRegex(after byte: UInt8) -> Bool {
    if ByteClasses.ascii.isIdentifierBody(byte) { return false }
    switch byte {
    case ASCII.quote, ASCII.rightParen, ASCII.rightBracket, ASCII.rightBrace, ASCII.period, ASCII.hash, ASCII.backtick:
      return false
    default:
      return true
    }
  }
}
