/// Where a declaration's header began: its first byte, and where its items start in the
/// header scratch.
struct DeclarationHeader {
  var start: Int
  var scratchBase: Int
  var conditionSet: UInt32
  var isEmpty: Bool

  func node(_ kind: Declaration.Kind) -> Node {
    var node = Node()
    node.kind = kind
    node.conditionSet = conditionSet
    return node
  }
}

extension DeclarationParser {
  /// Reads comments, attributes and modifiers onto the header scratch. An `#if` clause may
  /// hold some of them (`#if swift(>=5.8) @_documentation(…) #endif`): its directives are read
  /// here, and the declaration takes the conditions in force after them. `ifConfigBase` is the
  /// depth at which the enclosing member list began.
  mutating func parseHeader(ifConfigBase: Int) -> DeclarationHeader {
    let start = token.start
    let base = headerScratch.count
    takeLeadingComments()
    var isEmpty = true
    while true {
      if token.kind == .at {
        headerScratch.append(parseAttribute(beforeDeclaration: true))
      } else if let modifier = parseModifierIfPresent() {
        headerScratch.append(HeaderItem(kind: .modifier, text: modifier))
      } else if !isEmpty, isIfConfigDirective(token) {
        parseIfConfigDirective(base: ifConfigBase)
      } else {
        break
      }
      isEmpty = false
      takeInnerComments()
    }
    return DeclarationHeader(start: start, scratchBase: base, conditionSet: currentConditionSet, isEmpty: isEmpty)
  }

  /// `@Name`, `@Name.Sub`, `@Name<Arguments>.Sub`, `@Name(arguments)`; generic arguments and
  /// arguments only when they touch the name, as in Swift: `@escaping (Int) -> Void` has none.
  /// The name is kept as written, generic arguments included: `FocusState<Field?>.Binding`.
  /// `beforeDeclaration`: in a declaration's header, where a `(` on the attribute's line can
  /// only be its arguments, a space before them is allowed too (`@Environment (\.openURL) var
  /// openURL`, which Swift accepts there).
  mutating func parseAttribute(beforeDeclaration: Bool = false) -> HeaderItem {
    let at = token
    advance()
    guard token.kind == .identifier, !token.hasSpaceBefore else {
      diagnose("expected an attribute name after '@'", at: at.start)
      return HeaderItem(kind: .attribute, text: Span(at.end, at.end))
    }
    let nameStart = token.start
    advance()
    while !token.hasSpaceBefore {
      if token.kind == .period {
        let next = peekToken()
        guard next.kind == .identifier, !next.hasSpaceBefore else { break }
        advance()
        advance()
      } else if token.kind == .operator, lexer.bytes[token.start] == 0x3C {
        _ = parseGenericParameterClause()
      } else {
        break
      }
    }
    var attribute = HeaderItem(kind: .attribute, text: Span(nameStart, previous.end))
    if token.kind == .leftParen, !token.hasSpaceBefore || (beforeDeclaration && !token.startsLine) {
      attribute.detail = parseParenthesizedText()
    }
    return attribute
  }

  /// Consumes a modifier at the current token, if it is one here, and returns its span: a
  /// contextual keyword counts only when a declaration goes on after it.
  mutating func parseModifierIfPresent() -> Span? {
    guard let word = keyword(token), word.isModifier else { return nil }
    let start = token.start
    let next = peek()
    if word.takesModifierDetail, next.0.kind == .leftParen, next.1.kind == .identifier, next.2.kind == .rightParen,
      ["set", "safe", "unsafe"].contains(text(next.1))
    {
      advance()
      advance()
      advance()
      advance()
      return Span(start, previous.end)
    }
    // `class Name` declares a class; `class func` and `class var` use it as a modifier.
    if word == .class {
      guard let following = keyword(next.0),
        following.isModifier || [.func, .var, .let, .subscript, .`init`, .typealias].contains(following)
      else { return nil }
    } else {
      guard next.0.kind == .identifier || next.0.kind == .at else { return nil }
    }
    advance()
    return Span(start, previous.end)
  }

  /// Parses one declaration (several for `var a = 1, b = 2` or `case a, b`) and commits it.
  /// Returns false, having consumed nothing, when the current token does not begin one.
  mutating func parseDeclaration(ifConfigBase: Int) -> Bool {
    let header = parseHeader(ifConfigBase: ifConfigBase)
    defer { headerScratch.removeSubrange(header.scratchBase...) }
    let consumedHeader = !header.isEmpty
    guard token.kind == .identifier || token.kind == .poundKeyword else {
      if consumedHeader { diagnose("expected a declaration", at: token.start) }
      return consumedHeader
    }
    if token.kind == .poundKeyword {
      skipFreestandingMacro()
      return true
    }
    guard let word = keyword(token) else {
      if consumedHeader { diagnose("expected a declaration", at: token.start) }
      return consumedHeader
    }
    switch word {
    case .class, .struct, .enum, .protocol, .extension:
      parseTypeDeclaration(header)
    case .actor where peekToken().kind == .identifier:
      parseTypeDeclaration(header)
    case .var, .let:
      parseVariables(header)
    case .func:
      parseFunction(header)
    case .`init`:
      parseInitializer(header)
    case .deinit:
      var node = header.node(.deinitializer)
      node.name = Span(token.start, token.end)
      advance()
      if token.kind == .leftBrace { node.valueOrBody = skipBody() }
      node.range = span(from: header.start)
      commit(node, headerBase: header.scratchBase)
    case .subscript:
      parseSubscript(header)
    case .case:
      parseEnumCases(header)
    case .typealias, .associatedtype:
      parseTypeAlias(header)
    case .import:
      parseImport(header)
    case .macro where peekToken().kind == .identifier:
      parseFunction(header, kind: .macro)
    case .operator, .precedencegroup:
      advance()
      skipStatement()
    default:
      if consumedHeader { diagnose("expected a declaration", at: token.start) }
      return consumedHeader
    }
    return true
  }

  /// `#warning("…")`, `#Preview { … }` and other macros used as declarations: skipped.
  private mutating func skipFreestandingMacro() {
    advance()
    if token.kind == .leftParen, !token.hasSpaceBefore { skipGroup() }
    if token.kind == .leftBrace, !tokenStartsLine { skipGroup() }
  }

  /// Skips a body and returns its span, braces included.
  mutating func skipBody() -> Span {
    let start = token.start
    skipGroup()
    return Span(start, max(start, previous.end))
  }
}
