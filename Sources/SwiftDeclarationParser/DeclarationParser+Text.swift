/// Reading the text of types and expressions: where one ends is the only hard question, and
/// Swift answers it with brackets, a few stop tokens and line breaks.
extension DeclarationParser {
  struct TextStops: OptionSet {
    let rawValue: UInt8
    static let comma = TextStops(rawValue: 1 << 0)
    static let equals = TextStops(rawValue: 1 << 1)
    static let colon = TextStops(rawValue: 1 << 2)
    static let whereKeyword = TextStops(rawValue: 1 << 3)
    /// A line break ends the text unless the text evidently goes on.
    static let lineBreak = TextStops(rawValue: 1 << 4)
    /// A `{` that opens `willSet`/`didSet` ends an expression; other `{` are closures.
    static let observerBrace = TextStops(rawValue: 1 << 5)
  }

  /// Consumes a type and returns its span, absent when there is none. A type never contains
  /// `{`, so one always ends it.
  mutating func parseTypeText(stops: TextStops) -> Span {
    scanText(stops: stops, isType: true).map { Span($0.start, $0.end) } ?? .absent
  }

  /// Consumes an expression and returns its span.
  mutating func parseExpressionText(stops: TextStops) -> Span {
    scanText(stops: stops, isType: false).map { Span($0.start, $0.end) } ?? .absent
  }

  /// The span of a `where` clause, up to the body.
  mutating func parseWhereClause() -> Span {
    parseTypeText(stops: [.lineBreak])
  }

  /// Consumes tokens up to the first stop at bracket depth 0 and returns the span consumed.
  /// Bracketed groups are skipped whole: nothing inside one can end the text.
  private mutating func scanText(stops: TextStops, isType: Bool) -> (start: Int, end: Int)? {
    let start = token.start
    var angles = 0
    var consumed = false
    loop: while true {
      if consumed, tokenStartsLine, stops.contains(.lineBreak), angles == 0, !continuesAcrossLine(isType: isType) {
        break
      }
      switch token.kind {
      case .endOfFile, .semicolon, .rightParen, .rightBracket, .rightBrace:
        break loop
      case .comma where angles == 0 && stops.contains(.comma):
        break loop
      case .colon where angles == 0 && stops.contains(.colon):
        break loop
      case .poundKeyword where tokenStartsLine && isIfConfigDirective(token):
        break loop
      case .identifier where angles == 0 && stops.contains(.whereKeyword) && isWord(token, "where"):
        break loop
      case .leftBrace where isType:
        break loop
      case .leftBrace where stops.contains(.observerBrace) && opensObserverBlock():
        break loop
      case .leftParen, .leftBracket, .leftBrace:
        consumed = true
        skipGroup()
        continue loop
      case .operator:
        if angles == 0, stops.contains(.equals), isOperator(token, "=") { break loop }
        if isType {
          angles = max(0, angles + angleDelta(token))
        } else if startsGenericArguments() {
          // `CurrentValueSubject<Bool, Never>(false)`: the comma inside is no binding's end.
          consumed = true
          skipGenericArguments()
          continue loop
        }
      default:
        break
      }
      consumed = true
      advance()
    }
    guard consumed else { return nil }
    return (start, previous.end)
  }

  /// Whether text that reached a line break goes on on the next line: after a binary
  /// operator, `.` or `@attribute`, or before `.member` or an operator.
  private func continuesAcrossLine(isType: Bool) -> Bool {
    switch previous.kind {
    case .operator:
      // In a type only `->` and `&` join two parts; in an expression a binary operator, which
      // has space before it, unlike the postfix `!` of `value!`.
      if isType ? isOperator(previous, "->") || isOperator(previous, "&") : previous.hasSpaceBefore { return true }
    case .period, .at, .comma, .colon:
      return true
    default:
      break
    }
    switch token.kind {
    case .period:
      return true
    case .operator:
      // A prefix operator would begin a new statement, but none begins a declaration.
      return true
    case .identifier where isType:
      return isWord(token, "throws") || isWord(token, "async")
    default:
      return false
    }
  }

  /// Whether the `<` at the current token opens the generic arguments of a type named in an
  /// expression, as Swift decides it: it touches the name before it, what follows up to the
  /// matching `>` can only be types, and the `>` is followed by what may follow a type
  /// (`(`, `.`, `)`, `,`, the end of the line…). Otherwise it is less-than. The look ahead is
  /// bounded, so that a line of `a < b < c` stays linear.
  func startsGenericArguments() -> Bool {
    guard lexer.bytes[token.start] == 0x3C, !token.hasSpaceBefore,
      previous.kind == .identifier || previous.kind == .rightBracket
    else { return false }
    var lookahead = lexer
    var depth = angleDelta(token)
    guard depth > 0 else { return false }
    var budget = 64
    while budget > 0 {
      budget -= 1
      var next = lookahead.next()
      while next.kind.isComment { next = lookahead.next() }
      switch next.kind {
      case .identifier, .period, .comma, .colon:
        continue
      case .leftParen, .leftBracket:
        guard case .closed = lookahead.skipGroup(openedAt: next.start) else { return false }
      case .operator:
        // Only `?`, `!`, `&`, `->` and angles belong in types.
        var index = next.start
        while index < next.end {
          let byte = lexer.bytes[index]
          guard byte == 0x3C || byte == 0x3E || byte == 0x3F || byte == 0x21 || byte == 0x26 || byte == 0x2D else { return false }
          index += 1
        }
        depth += angleDelta(next)
        if depth <= 0 {
          var after = lookahead.next()
          while after.kind.isComment { after = lookahead.next() }
          if after.startsLine { return true }
          switch after.kind {
          case .leftParen, .period, .rightParen, .rightBracket, .comma, .semicolon, .leftBrace, .rightBrace, .endOfFile, .colon:
            return true
          case .leftBracket:
            return !after.hasSpaceBefore
          default:
            return false
          }
        }
      default:
        return false
      }
    }
    return false
  }

  /// Consumes generic arguments from the current `<` through the `>` that closes them.
  private mutating func skipGenericArguments() {
    var depth = 0
    repeat {
      if token.kind.isOpeningBracket {
        skipGroup()
        continue
      }
      if token.kind == .operator { depth += angleDelta(token) }
      advance()
    } while depth > 0 && token.kind != .endOfFile && token.kind != .leftBrace && token.kind != .rightBrace
  }

  /// How an operator token changes the depth of `<…>` in a type: `>>` closes two; `->` none.
  private func angleDelta(_ token: Token) -> Int {
    var delta = 0
    var index = token.start
    while index < token.end {
      let byte = lexer.bytes[index]
      if byte == 0x3C {
        delta += 1
      } else if byte == 0x3E, !(index > token.start && lexer.bytes[index - 1] == 0x2D) {
        delta -= 1
      }
      index += 1
    }
    return delta
  }

  /// Whether the current `{` opens `willSet`/`didSet` observers rather than a closure.
  func opensObserverBlock() -> Bool {
    let next = peekToken()
    return isWord(next, "willSet") || isWord(next, "didSet")
  }

  /// Consumes `<…>` and returns the span inside, absent when the current token does not open
  /// generic parameters.
  mutating func parseGenericParameterClause() -> Span {
    guard token.kind == .operator, lexer.bytes[token.start] == 0x3C else { return .absent }
    let innerStart = token.start + 1
    var depth = 0
    while token.kind != .endOfFile, token.kind != .leftBrace, token.kind != .rightBrace {
      if token.kind == .operator {
        var index = token.start
        while index < token.end {
          let byte = lexer.bytes[index]
          if byte == 0x3C { depth += 1 }
          if byte == 0x3E, !(index > token.start && lexer.bytes[index - 1] == 0x2D) {
            depth -= 1
            if depth == 0 {
              let innerEnd = index
              advance()
              return Span(innerStart, innerEnd)
            }
          }
          index += 1
        }
        advance()
      } else if token.kind.isOpeningBracket {
        skipGroup()
      } else {
        advance()
      }
    }
    diagnose("expected '>' to complete the generic parameter list", at: innerStart - 1)
    return Span(innerStart, previous.end)
  }

  /// Consumes a parenthesized group and returns the span inside.
  mutating func parseParenthesizedText() -> Span {
    let open = token
    let closed = skipGroup()
    let end = closed ? previous.start : previous.end
    return Span(open.end, max(open.end, end))
  }
}
