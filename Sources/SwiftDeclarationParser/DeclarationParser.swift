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
  private var hasConsumedCode = false
  var ifConfigStack: [IfConfigClause] = []
  var nesting = 0
  private(set) var parserDiagnostics: [PendingDiagnostic] = []

  // The tree being built (see `SyntaxTree`).
  var nodes: [Node] = []
  var headerItems: [HeaderItem] = []
  var parameters: [ParameterNode] = []
  var accessors: [AccessorNode] = []
  var children: [UInt32] = []
  var conditionSets: [[String]] = [[]]
  /// The index in `conditionSets` of the `#if` clauses in force.
  var currentConditionSet: UInt32 = 0
  /// Header items of the declarations being parsed, innermost last: a declaration's items stay
  /// here until it is committed, while its members push and commit their own above them.
  var headerScratch: [HeaderItem] = []
  /// Member indices of the member lists being parsed, innermost last.
  var memberScratch: [UInt32] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, matchedGroups: MatchedGroups = MatchedGroups()) {
    lexer = Lexer(bytes)
    lexer.matchedGroups = matchedGroups
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
    loadNextToken()
  }

  /// Consumes the first character of the current operator token, which stays as the rest:
  /// `?` of `?<` in `init?<T>`.
  mutating func consumeFirstCharacterOfOperator() {
    consumeOperatorBytes(1)
  }

  /// Consumes the first `count` bytes of the operator token in `token`, which become `previous`:
  /// the lexer reads `?<` in `init?<T>` and `~=<` in `func ~=<T>` as one operator.
  mutating func consumeOperatorBytes(_ count: Int) {
    previous = Token(kind: .operator, start: token.start, end: token.start + count, newlinesBefore: token.newlinesBefore, hasSpaceBefore: token.hasSpaceBefore)
    token.start += count
    token.newlinesBefore = 0
    token.hasSpaceBefore = false
  }

  /// Reads the next significant token into `token`, collecting the comments before it.
  private mutating func loadNextToken() {
    if !pendingComments.isEmpty { pendingComments.removeAll(keepingCapacity: true) }
    var next = lexer.next()
    var lineBreak = next.startsLine
    while next.kind.isComment {
      pendingComments.append(next)
      next = lexer.next()
      lineBreak = lineBreak || next.startsLine
    }
    token = next
    tokenStartsLine = lineBreak
  }

  /// The significant token after the current one, without consuming anything.
  func peekToken() -> Token { peek().0 }

  /// The next three significant tokens, without consuming anything (end of file repeats).
  func peek() -> (Token, Token, Token) {
    var copy = lexer
    func next() -> Token {
      var token = copy.next()
      while token.kind.isComment { token = copy.next() }
      return token
    }
    let first = next()
    let second = first.kind == .endOfFile ? first : next()
    let third = second.kind == .endOfFile ? second : next()
    return (first, second, third)
  }

  func text(_ token: Token) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[token.start..<token.end]), as: UTF8.self)
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

  func span(from start: Int) -> Span {
    Span(start, max(start, previous.end))
  }

  // MARK: - Comments

  /// Pushes the comments directly above the current token onto the header scratch: the run of
  /// comments that no blank line separates from it, without a trailing comment that belongs
  /// to the previous line's code.
  mutating func takeLeadingComments() {
    var first = pendingComments.count
    var separated = token.followsBlankLine
    while first > 0, !separated {
      let comment = pendingComments[first - 1]
      if first - 1 == 0, comment.newlinesBefore == 0, hasConsumedCode { break }
      first -= 1
      separated = comment.followsBlankLine
    }
    for comment in pendingComments[first...] { headerScratch.append(headerItem(comment)) }
    pendingComments.removeAll(keepingCapacity: true)
  }

  /// Comments inside a declaration's header (between attributes and keyword): all of them.
  mutating func takeInnerComments() {
    guard !pendingComments.isEmpty else { return }
    for comment in pendingComments { headerScratch.append(headerItem(comment)) }
    pendingComments.removeAll(keepingCapacity: true)
  }

  func headerItem(_ comment: Token) -> HeaderItem {
    let bytes = lexer.bytes
    let kind: HeaderItem.Kind
    let length = comment.end - comment.start
    if comment.kind == .lineComment {
      kind = length >= 3 && bytes[comment.start + 2] == ASCII.slash ? .docLineComment : .lineComment
    } else {
      kind = length > 4 && bytes[comment.start + 2] == ASCII.star ? .docBlockComment : .blockComment
    }
    return HeaderItem(kind: kind, text: Span(comment.start, comment.end))
  }

  // MARK: - Building the tree

  /// Appends a finished declaration, its header items copied out of the scratch from `base`.
  /// The scratch is left as it is, for declarations that share a header (`var a, b`).
  @discardableResult
  mutating func commit(_ node: Node, headerBase: Int) -> UInt32 {
    var node = node
    node.header = ListSpan(start: UInt32(headerItems.count), count: UInt32(headerScratch.count - headerBase))
    headerItems.append(contentsOf: headerScratch[headerBase...])
    let index = UInt32(nodes.count)
    nodes.append(node)
    memberScratch.append(index)
    return index
  }

  // MARK: - Skipping

  /// Consumes a bracketed group from its opening bracket (the current token) to the matching
  /// closing one, reporting unbalanced brackets. Stops without consuming at a `}` that closes
  /// an enclosing body, so that the body's owner still sees it. Returns whether it closed.
  @discardableResult
  mutating func skipGroup() -> Bool {
    let opener = token
    hasConsumedCode = true
    switch lexer.skipGroup(openedAt: opener.start) {
    case let .closed(at: offset):
      lexer.previousKind = opener.kind.closingBracket
      previous = Token(kind: opener.kind.closingBracket, start: offset, end: offset + 1, newlinesBefore: 0, hasSpaceBefore: false)
      loadNextToken()
      return true
    case .endOfFile:
      previous = Token(kind: opener.kind, start: opener.start, end: lexer.position, newlinesBefore: 0, hasSpaceBefore: false)
      loadNextToken()
      return false
    case let .enclosingBrace(at: offset):
      previous = Token(kind: opener.kind, start: opener.start, end: offset, newlinesBefore: 0, hasSpaceBefore: false)
      lexer.position = offset
      loadNextToken()
      return false
    }
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

  /// Parses the file and returns the indices of its top-level declarations.
  mutating func parseFile() -> [UInt32] {
    let members = parseMembers(openingBrace: nil)
    return Array(children[members.indices])
  }

  /// Parses declarations until the `}` matching `openingBrace` (not consumed) or the end of
  /// the file, and returns their indices' range in `children`.
  mutating func parseMembers(openingBrace: Token?) -> ListSpan {
    let memberBase = memberScratch.count
    defer { memberScratch.removeSubrange(memberBase...) }
    func finish() -> ListSpan {
      let list = ListSpan(start: UInt32(children.count), count: UInt32(memberScratch.count - memberBase))
      children.append(contentsOf: memberScratch[memberBase...])
      return list
    }
    let ifConfigBase = ifConfigStack.count
    while true {
      switch token.kind {
      case .endOfFile:
        if let openingBrace {
          diagnose("expected '}' to match this '{'", at: openingBrace.start)
        }
        closeIfConfigs(above: ifConfigBase)
        return finish()
      case .rightBrace:
        if openingBrace != nil {
          closeIfConfigs(above: ifConfigBase)
          return finish()
        }
        diagnose("extraneous '}' at top level", at: token.start)
        advance()
      case .semicolon:
        advance()
      case .poundKeyword where isIfConfigDirective(token):
        parseIfConfigDirective(base: ifConfigBase)
      default:
        let start = token.start
        if !parseDeclaration(ifConfigBase: ifConfigBase) {
          skipStatement()
        }
        if token.start == start, token.kind != .endOfFile, token.kind != .rightBrace {
          advance()
        }
      }
    }
  }
}
