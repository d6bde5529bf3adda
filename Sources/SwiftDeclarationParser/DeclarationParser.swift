/// Reads the declarations of one file from its tokens. Bodies are skipped by bracket matching
/// but their spans kept; anything that is not a declaration is skipped a statement at a time.
///
/// Each loop either consumes a token or stops, and nesting is tracked with explicit stacks
/// (declarations nest by recursion only up to `maximumNesting`), so any input is parsed in
/// linear time without exhausting the stack.
struct DeclarationParser {
  static let maximumNesting = 64
  /// Past this many, further diagnostics of a file are dropped: one damaged file must not
  /// cost memory in proportion to its size.
  static let diagnosticLimit = 200

  var lexer: Lexer
  let lines: LineTable
  /// The current significant token (never a comment).
  private(set) var token: Token
  /// Whether a line break separates `token` from the previous significant token.
  private(set) var tokenStartsLine = false
  /// The last consumed significant token.
  private(set) var previous: Token
  /// Comments between `previous` and `token`.
  private(set) var pendingComments: [Token] = []
  private var collectsComments = true
  private var hasConsumedCode = false
  var ifConfigStack: [IfConfigClause] = []
  var nesting = 0
  private(set) var parserDiagnostics: [PendingDiagnostic] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) {
    lexer = Lexer(bytes)
    self.lines = lines
    let placeholder = Token(kind: .semicolon, start: lexer.position, end: lexer.position, newlinesBefore: 0, hasSpaceBefore: false)
    token = placeholder
    previous = placeholder
    advance()
    hasConsumedCode = false
  }

  var diagnostics: [PendingDiagnostic] {
    Array((lexer.diagnostics + parserDiagnostics).prefix(Self.diagnosticLimit))
  }

  mutating func diagnose(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error) {
    guard parserDiagnostics.count < Self.diagnosticLimit else { return }
    parserDiagnostics.append(PendingDiagnostic(offset: offset, severity: severity, message: message))
  }

  // MARK: - Tokens

  mutating func advance() {
    if token.kind != .endOfFile {
      previous = token
      hasConsumedCode = true
    }
    pendingComments.removeAll(keepingCapacity: true)
    var next = lexer.next()
    var lineBreak = next.startsLine
    while next.kind.isComment {
      if collectsComments { pendingComments.append(next) }
      next = lexer.next()
      lineBreak = lineBreak || next.startsLine
    }
    token = next
    tokenStartsLine = lineBreak
  }

  /// The significant tokens after the current one, without consuming anything.
  func peek(_ count: Int = 1) -> [Token] {
    var copy = lexer
    var result: [Token] = []
    while result.count < count {
      let next = copy.next()
      if next.kind.isComment { continue }
      result.append(next)
      if next.kind == .endOfFile { break }
    }
    return result
  }

  func peekToken() -> Token { peek(1)[0] }

  func text(_ token: Token) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[token.start..<token.end]), as: UTF8.self)
  }

  func text(from start: Int, to end: Int) -> String {
    guard start < end else { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[start..<end]), as: UTF8.self)
  }

  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
    let expected = word.utf8Start
    var offset = 0
    while offset < word.utf8CodeUnitCount {
      if lexer.bytes[token.start + offset] != expected[offset] { return false }
      offset += 1
    }
    return true
  }

  func isOperator(_ token: Token, _ text: StaticString) -> Bool {
    guard token.kind == .operator, token.end - token.start == text.utf8CodeUnitCount else { return false }
    var offset = 0
    while offset < text.utf8CodeUnitCount {
      if lexer.bytes[token.start + offset] != text.utf8Start[offset] { return false }
      offset += 1
    }
    return true
  }

  func range(from start: Int) -> SourceRange {
    lines.range(start, max(start, previous.end))
  }

  // MARK: - Comments

  /// The comments directly above the current token: the run of comments that no blank line
  /// separates from it, without a trailing comment that belongs to the previous line's code.
  mutating func takeLeadingComments() -> [Comment] {
    var attached: [Token] = []
    var separated = token.followsBlankLine
    for (index, comment) in pendingComments.enumerated().reversed() {
      if separated { break }
      if index == 0, comment.newlinesBefore == 0, hasConsumedCode { break }
      attached.append(comment)
      separated = comment.followsBlankLine
    }
    pendingComments.removeAll(keepingCapacity: true)
    return attached.reversed().map(makeComment)
  }

  /// Comments inside a declaration's header (between attributes and keyword): all of them.
  mutating func takeInnerComments() -> [Comment] {
    defer { pendingComments.removeAll(keepingCapacity: true) }
    return pendingComments.map(makeComment)
  }

  func makeComment(_ token: Token) -> Comment {
    let body = text(token)
    let kind: Comment.Kind
    if token.kind == .lineComment {
      kind = body.hasPrefix("///") ? .docLine : .line
    } else {
      kind = body.hasPrefix("/**") && body != "/**/" ? .docBlock : .block
    }
    return Comment(kind: kind, text: body, range: lines.range(token.start, token.end))
  }

  // MARK: - Skipping

  /// Consumes a bracketed group from its opening bracket (the current token) to the matching
  /// closing one, reporting unbalanced brackets. Stops without consuming at a `}` that closes
  /// an enclosing body, so that the body's owner still sees it. Returns whether it closed.
  @discardableResult
  mutating func skipGroup() -> Bool {
    let savedCollect = collectsComments
    collectsComments = false
    defer { collectsComments = savedCollect }
    var stack: [Token] = [token]
    var openCounts = (paren: 0, brace: 0, bracket: 0)
    func adjust(_ kind: TokenKind, by delta: Int) {
      switch kind {
      case .leftParen, .rightParen: openCounts.paren += delta
      case .leftBracket, .rightBracket: openCounts.bracket += delta
      default: openCounts.brace += delta
      }
    }
    adjust(token.kind, by: 1)
    advance()
    while true {
      let kind = token.kind
      if kind == .endOfFile {
        reportUnclosed(stack[...])
        return false
      }
      if kind.isOpeningBracket {
        stack.append(token)
        adjust(kind, by: 1)
        advance()
        continue
      }
      guard kind.isClosingBracket else {
        advance()
        continue
      }
      if stack[stack.count - 1].kind.closingBracket == kind {
        stack.removeLast()
        adjust(kind, by: -1)
        advance()
        if stack.isEmpty { return true }
        continue
      }
      let openOfKind: Int
      switch kind {
      case .rightParen: openOfKind = openCounts.paren
      case .rightBracket: openOfKind = openCounts.bracket
      default: openOfKind = openCounts.brace
      }
      if openOfKind > 0, let index = stack.lastIndex(where: { $0.kind.closingBracket == kind }) {
        reportUnclosed(stack[(index + 1)...])
        for opener in stack[index...] { adjust(opener.kind, by: -1) }
        stack.removeSubrange(index...)
        advance()
        if stack.isEmpty { return true }
      } else if kind == .rightBrace {
        // Closes an enclosing body: the group was never closed.
        reportUnclosed(stack[...])
        return false
      } else {
        diagnose("unexpected '\(text(token))' without a matching opening bracket", at: token.start)
        advance()
      }
    }
  }

  private mutating func reportUnclosed(_ openers: ArraySlice<Token>) {
    // The innermost is where the reader should look first; one report per opener is noise.
    guard let opener = openers.last else { return }
    let closing = opener.kind.closingBracket == .rightParen ? ")" : opener.kind.closingBracket == .rightBracket ? "]" : "}"
    diagnose("expected '\(closing)' to match this '\(text(opener))'", at: opener.start)
  }

  /// Skips one statement that is not a declaration (top-level code, or damage): the current
  /// token, any bracketed groups, and the rest of its line.
  mutating func skipStatement() {
    repeat {
      if token.kind.isOpeningBracket {
        skipGroup()
      } else if token.kind == .rightBrace || token.kind == .endOfFile {
        return
      } else {
        if token.kind.isClosingBracket {
          diagnose("unexpected '\(text(token))' without a matching opening bracket", at: token.start)
        }
        advance()
      }
    } while !tokenStartsLine && token.kind != .semicolon && token.kind != .rightBrace && token.kind != .endOfFile
  }

  // MARK: - Files and member lists

  mutating func parseFile() -> [Declaration] {
    parseMembers(openingBrace: nil)
  }

  /// Parses declarations until the `}` matching `openingBrace` (not consumed) or the end of
  /// the file.
  mutating func parseMembers(openingBrace: Token?) -> [Declaration] {
    var declarations: [Declaration] = []
    let ifConfigBase = ifConfigStack.count
    while true {
      switch token.kind {
      case .endOfFile:
        if let openingBrace {
          diagnose("expected '}' to match this '{'", at: openingBrace.start)
        }
        closeIfConfigs(above: ifConfigBase)
        return declarations
      case .rightBrace:
        if openingBrace != nil {
          closeIfConfigs(above: ifConfigBase)
          return declarations
        }
        diagnose("extraneous '}' at top level", at: token.start)
        advance()
      case .semicolon:
        advance()
      case .poundKeyword where isIfConfigDirective(token):
        parseIfConfigDirective(base: ifConfigBase)
      default:
        let start = token.start
        if !parseDeclaration(into: &declarations) {
          skipStatement()
        }
        if token.start == start, token.kind != .endOfFile, token.kind != .rightBrace {
          advance()
        }
      }
    }
  }
}
