/// String, regex and comment literals: the parts of Swift whose contents must be skipped
/// exactly, because a `{` or `"` inside them must not count.
extension Lexer {
  /// Where the scanner is inside a string literal: in a string's text, or in the code of one of
  /// its interpolations. Kept on an explicit stack so that nesting depth never costs recursion.
  private enum StringFrame {
    case text(hashCount: Int, multiline: Bool, start: Int)
    case interpolation(parenDepth: Int)
  }

  /// Scans a string literal whose opening `"` is at the current position, after `hashCount`
  /// `#`s. Handles `"""` strings, raw strings and interpolations that hold strings of their own.
  mutating func lexString(hashCount: Int) {
    var stack: [StringFrame] = []
    var singleLineFrames = 0
    pushString(hashCount: hashCount, onto: &stack, singleLineFrames: &singleLineFrames)

    while let frame = stack.last {
      guard position < bytes.count else {
        if case let .text(_, _, start) = stack.first! {
          diagnose("unterminated string literal", at: start)
        }
        return
      }
      let byte = bytes[position]
      switch frame {
      case let .text(hashes, multiline, _):
        if byte == ASCII.backslash {
          if matchesHashes(hashes, at: position + 1) {
            position += 1 + hashes
            if peekByte(position) == ASCII.leftParen {
              position += 1
              stack.append(.interpolation(parenDepth: 0))
            } else if position < bytes.count, !isLineBreak(bytes[position]) || multiline {
              position += 1  // the escaped character
            }
          } else {
            position += 1
          }
        } else if byte == ASCII.quote {
          if multiline {
            if peekByte(position + 1) == ASCII.quote, peekByte(position + 2) == ASCII.quote,
              matchesHashes(hashes, at: position + 3)
            {
              position += 3 + hashes
              stack.removeLast()
            } else {
              position += 1
            }
          } else if matchesHashes(hashes, at: position + 1) {
            position += 1 + hashes
            stack.removeLast()
            singleLineFrames -= 1
          } else {
            position += 1
          }
        } else if isLineBreak(byte), singleLineFrames > 0, !multiline {
          unterminatedAtLineEnd(stack)
          return
        } else {
          position += 1
        }
      case let .interpolation(depth):
        switch byte {
        case ASCII.leftParen:
          stack[stack.count - 1] = .interpolation(parenDepth: depth + 1)
          position += 1
        case ASCII.rightParen:
          stack.removeLast()
          if depth > 0 { stack.append(.interpolation(parenDepth: depth - 1)) }
          position += 1
        case ASCII.quote:
          pushString(hashCount: 0, onto: &stack, singleLineFrames: &singleLineFrames)
        case ASCII.hash:
          var hashes = 0
          while peekByte(position + hashes) == ASCII.hash { hashes += 1 }
          if peekByte(position + hashes) == ASCII.quote {
            position += hashes
            pushString(hashCount: hashes, onto: &stack, singleLineFrames: &singleLineFrames)
          } else {
            position += hashes
          }
        case ASCII.slash where peekByte(position + 1) == ASCII.star:
          skipBlockComment()
        case ASCII.slash where peekByte(position + 1) == ASCII.slash:
          skipLineComment()
        default:
          if isLineBreak(byte), singleLineFrames > 0 {
            unterminatedAtLineEnd(stack)
            return
          }
          position += 1
        }
      }
    }
  }

  /// Pushes the string whose opening quote is at the current position and moves past it.
  private mutating func pushString(hashCount: Int, onto stack: inout [StringFrame], singleLineFrames: inout Int) {
    let start = position - hashCount
    if peekByte(position + 1) == ASCII.quote, peekByte(position + 2) == ASCII.quote,
      !closesOnItsLine(hashCount: hashCount, from: position + 3)
    {
      position += 3
      stack.append(.text(hashCount: hashCount, multiline: true, start: start))
    } else {
      position += 1
      stack.append(.text(hashCount: hashCount, multiline: false, start: start))
      singleLineFrames += 1
    }
  }

  /// Whether a raw string that opens with `#"""` closes on the same line, as in `#"""#` (a
  /// string holding one `"`): then it is a single-line string, as swiftc reads it. A `"""`
  /// without `#`s always opens a multi-line string.
  private func closesOnItsLine(hashCount: Int, from index: Int) -> Bool {
    guard hashCount > 0 else { return false }
    var index = index - 2
    while index < bytes.count, !isLineBreak(bytes[index]) {
      if bytes[index] == ASCII.quote, matchesHashes(hashCount, at: index + 1) { return true }
      index += 1
    }
    return false
  }

  /// A single-line string ran into the end of its line: report it at its opening quote and
  /// resume at the line break, as swiftc does, so the rest of the file is still read.
  private mutating func unterminatedAtLineEnd(_ stack: [StringFrame]) {
    for case let .text(_, multiline, start) in stack where !multiline {
      diagnose("unterminated string literal", at: start)
      return
    }
  }

  @inline(__always)
  func isLineBreak(_ byte: UInt8) -> Bool { byte == ASCII.newline || byte == ASCII.carriageReturn }

  @inline(__always)
  func matchesHashes(_ count: Int, at index: Int) -> Bool {
    var offset = 0
    while offset < count {
      if peekByte(index + offset) != ASCII.hash { return false }
      offset += 1
    }
    return true
  }

  mutating func skipLineComment() {
    while position < bytes.count, !isLineBreak(bytes[position]) { position += 1 }
  }

  /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
  mutating func skipBlockComment() {
    let start = position
    position += 2
    var depth = 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == ASCII.slash, peekByte(position + 1) == ASCII.star {
        depth += 1
        position += 2
      } else if byte == ASCII.star, peekByte(position + 1) == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
    diagnose("unterminated '/*' comment", at: start)
  }

  /// `#/…/#`, with any number of `#`; after `#/` and a line break it may span lines.
  mutating func lexExtendedRegex(hashCount: Int, start: Int) {
    position += 1  // the `/`
    let multiline = isLineBreak(peekByte(position))
    while position < bytes.count {
      let byte = bytes[position]
      if byte == ASCII.backslash {
        position += 2
      } else if byte == ASCII.slash, matchesHashes(hashCount, at: position + 1) {
        position += 1 + hashCount
        return
      } else if isLineBreak(byte), !multiline {
        break
      } else {
        position += 1
      }
    }
    position = min(position, bytes.count)
    diagnose("unterminated regex literal", at: start)
  }

  /// `/…/` on one line. Returns false, consuming nothing, when no closing `/` is on the line:
  /// then the `/` is an operator after all.
  mutating func lexBareRegex() -> Bool {
    if position < regexSearchReached {
      abandonedRegexStarts.append(position)
      return false
    }
    var index = position + 1
    var inCharacterClass = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isLineBreak(byte) { break }
      if byte == ASCII.backslash {
        index += 2
        continue
      }
      if byte == ASCII.leftBracket { inCharacterClass += 1 }
      if byte == ASCII.rightBracket, inCharacterClass > 0 { inCharacterClass -= 1 }
      if byte == ASCII.slash, inCharacterClass == 0 {
        position = index + 1
        return true
      }
      index += 1
    }
    regexSearchReached = index
    abandonedRegexStarts.append(position)
    return false
  }
}
