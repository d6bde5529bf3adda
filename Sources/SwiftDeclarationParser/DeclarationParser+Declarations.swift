/// The shapes of Swift's declarations, one function per keyword.
extension DeclarationParser {
  /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, with its members.
  mutating func parseTypeDeclaration(_ header: DeclarationHeader) {
    let keyword = text(token)
    var node = header.node(Declaration.Kind(rawValue: keyword) ?? .actor)
    advance()
    if node.kind == .extension {
      node.name = parseTypeText(stops: [.colon, .whereKeyword, .lineBreak])
    } else if token.kind == .identifier {
      node.name = Span(token.start, token.end)
      advance()
    }
    if !node.name.isPresent { diagnose("expected a name in this \(keyword) declaration", at: token.start) }
    pushHeaderItem(.genericParameters, parseGenericParameterClause())
    if token.kind == .colon {
      advance()
      parseInheritanceList()
    }
    if isWord(token, "where") {
      advance()
      pushHeaderItem(.whereClause, parseWhereClause())
    }
    if token.kind == .leftBrace {
      node.list = parseMemberBlock()
    } else {
      diagnose("expected '{' in this \(keyword) declaration", at: token.start)
    }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }

  mutating func pushHeaderItem(_ kind: HeaderItem.Kind, _ text: Span) {
    if text.isPresent { headerScratch.append(HeaderItem(kind: kind, text: text)) }
  }

  mutating func parseInheritanceList() {
    while true {
      let item = parseTypeText(stops: [.comma, .equals, .whereKeyword, .lineBreak])
      guard item.isPresent else { break }
      pushHeaderItem(.inheritance, item)
      guard token.kind == .comma else { break }
      advance()
    }
  }

  /// `{ members }`, from the current `{`. Past the nesting limit the members are skipped, so
  /// that no input can exhaust the stack.
  private mutating func parseMemberBlock() -> ListSpan {
    let open = token
    guard nesting < Self.maximumNesting else {
      diagnose("declarations nested too deeply; the members of this one are skipped", at: open.start, severity: .warning)
      skipGroup()
      return ListSpan()
    }
    advance()
    nesting += 1
    let members = parseMembers(openingBrace: open)
    nesting -= 1
    if token.kind == .rightBrace { advance() }
    return members
  }

  /// `var`/`let` with one or more bindings, each with a type, an initializer and accessors.
  mutating func parseVariables(_ header: DeclarationHeader) {
    let kind: Declaration.Kind = isWord(token, "let") ? .let : .var
    advance()
    // `let title, brand: String?`: a binding with neither a type nor a value has the type of the
    // next binding that writes one, as Swift reads it.
    var awaitingType: [UInt32] = []
    while true {
      var node = header.node(kind)
      if token.kind == .identifier {
        node.name = Span(token.start, token.end)
        advance()
      } else if token.kind == .leftParen {
        let start = token.start
        skipGroup()
        node.name = Span(start, previous.end)
      } else {
        diagnose("expected a pattern in this '\(kind.rawValue)' declaration", at: token.start)
        return
      }
      if token.kind == .colon {
        advance()
        node.typeText = parseTypeText(stops: [.comma, .equals, .lineBreak])
      }
      if isOperator(token, "=") {
        advance()
        node.valueOrBody = parseExpressionText(stops: [.comma, .lineBreak, .observerBrace])
      }
      if token.kind == .leftBrace, !node.valueOrBody.isPresent || opensObserverBlock() {
        node.accessors = parseAccessorBlock()
      }
      node.range = span(from: header.start)
      let index = commit(node, headerBase: header.scratchBase)
      if node.typeText.isPresent {
        for waiting in awaitingType { nodes[Int(waiting)].typeText = node.typeText }
        awaitingType = []
      } else if node.valueOrBody.isPresent || node.accessors.count > 0 {
        awaitingType = []
      } else {
        awaitingType.append(index)
      }
      guard token.kind == .comma else { return }
      advance()
    }
  }

  static let accessorWords: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
    "unsafeAddress", "unsafeMutableAddress",
  ]

  static let accessorModifiers: Set<String> = ["mutating", "nonmutating", "__consuming"]

  /// Whether the `{` at the current token opens a list of accessors rather than the body of an
  /// implicit getter. The list starts with an accessor keyword, perhaps after attributes and
  /// modifiers of its own; a getter may begin with anything else, `@Bindable var x = y` included.
  /// The keyword must also be placed as an accessor's is: followed by its body, its parameter,
  /// its effects, another accessor or the end of the list (`{ get set }`), so that a getter
  /// that starts by calling `read(…)` is still a getter.
  func opensAccessorList() -> Bool {
    var lookahead = lexer
    func next() -> Token {
      var token = lookahead.next()
      while token.kind.isComment { token = lookahead.next() }
      return token
    }
    /// Skips a balanced group from its opener; false at the end of the file.
    func skipGroup(from opener: Token) -> Bool {
      if case .closed = lookahead.skipGroup(openedAt: opener.start) { return true }
      return false
    }
    var token = next()
    while true {
      if token.kind == .at {
        // `@Name`, `@Name.Member`, `@Name<Arguments>`, `@Name(arguments)`.
        token = next()
        guard token.kind == .identifier else { return false }
        token = next()
        while true {
          if token.kind == .period {
            token = next()
            guard token.kind == .identifier else { return false }
            token = next()
          } else if token.kind == .operator, !token.hasSpaceBefore, lexer.bytes[token.start] == 0x3C {
            guard skipAngles(from: token, in: &lookahead) else { return false }
            token = next()
          } else if token.kind == .leftParen, !token.hasSpaceBefore {
            guard skipGroup(from: token) else { return false }
            token = next()
          } else {
            break
          }
        }
      } else if token.kind == .identifier, Self.accessorModifiers.contains(text(token)) {
        token = next()
      } else {
        break
      }
    }
    guard token.kind == .identifier, Self.accessorWords.contains(text(token)) else { return false }
    let keyword = text(token)
    let after = next()
    switch after.kind {
    case .leftBrace, .rightBrace, .at: return true
    case .leftParen: return ["set", "willSet", "didSet", "init"].contains(keyword)
    case .identifier:
      let word = text(after)
      return Self.accessorWords.contains(word) || Self.accessorModifiers.contains(word)
        || ["async", "throws", "rethrows", "reasync"].contains(word)
    default: return false
    }
  }

  /// Moves `lexer` past the `<…>` that `opener` begins (its first byte is `<`), counting the
  /// angles inside operator tokens (`?>`, `>>`) and skipping bracketed groups. False when the
  /// clause does not close before a brace or the end of the file.
  func skipAngles(from opener: Token, in lexer: inout Lexer) -> Bool {
    var depth = 0
    var token = opener
    while true {
      switch token.kind {
      case .operator:
        var index = token.start
        while index < token.end {
          let byte = lexer.bytes[index]
          if byte == 0x3C { depth += 1 }
          if byte == 0x3E, !(index > token.start && lexer.bytes[index - 1] == 0x2D) { depth -= 1 }
          index += 1
        }
        if depth <= 0 { return true }
      case .leftParen, .leftBracket:
        guard case .closed = lexer.skipGroup(openedAt: token.start) else { return false }
      case .endOfFile, .leftBrace, .rightBrace, .semicolon:
        return false
      default:
        break
      }
      token = lexer.next()
      while token.kind.isComment { token = lexer.next() }
    }
  }

  /// `{ get set }`, `{ didSet { … } }`, or the body of an implicit getter.
  mutating func parseAccessorBlock() -> ListSpan {
    let first = UInt32(accessors.count)
    guard opensAccessorList() else {
      var accessor = AccessorNode()
      accessor.isImplicit = true
      accessor.body = skipBody()
      accessors.append(accessor)
      return ListSpan(start: first, count: 1)
    }
    let open = token
    advance()
    while token.kind != .rightBrace, token.kind != .endOfFile {
      let start = token.start
      let modifierBase = headerScratch.count
      while token.kind == .at { headerScratch.append(parseAttribute()) }
      while token.kind == .identifier, Self.accessorModifiers.contains(text(token)) {
        headerScratch.append(HeaderItem(kind: .modifier, text: Span(token.start, token.end)))
        advance()
      }
      var accessor = AccessorNode()
      accessor.modifiers = ListSpan(start: UInt32(headerItems.count), count: UInt32(headerScratch.count - modifierBase))
      headerItems.append(contentsOf: headerScratch[modifierBase...])
      headerScratch.removeSubrange(modifierBase...)
      guard token.kind == .identifier, Self.accessorWords.contains(text(token)) else {
        diagnose("expected 'get', 'set', 'willSet' or 'didSet' in this accessor block", at: token.start)
        if token.kind.isOpeningBracket { skipGroup() } else if token.start == start { advance() }
        continue
      }
      accessor.keyword = Span(token.start, token.end)
      advance()
      if token.kind == .leftParen {
        advance()
        if token.kind == .identifier {
          accessor.parameterName = Span(token.start, token.end)
          advance()
        }
        if token.kind == .rightParen { advance() }
      }
      (accessor.effects, accessor.thrownType) = parseEffects()
      if token.kind == .leftBrace { accessor.body = skipBody() }
      accessors.append(accessor)
    }
    if token.kind == .rightBrace {
      advance()
    } else {
      diagnose("expected '}' to match this '{'", at: open.start)
    }
    return ListSpan(start: first, count: UInt32(accessors.count) - first)
  }

  /// `func`, and `macro`, which has the same head.
  mutating func parseFunction(_ header: DeclarationHeader, kind: Declaration.Kind = .function) {
    advance()
    guard token.kind == .identifier || token.kind == .operator else {
      diagnose("expected a name in this function declaration", at: token.start)
      return
    }
    var node = header.node(kind)
    if token.kind == .operator, token.end - token.start > 1, lexer.bytes[token.end - 1] == 0x3C, peekToken().kind == .identifier {
      // `func ~=<T: Equatable>(…)`: the lexer reads `~=<` as one operator; as Swift does, the
      // `<` opens the generic parameters.
      consumeOperatorBytes(token.end - token.start - 1)
      node.name = Span(previous.start, previous.end)
    } else {
      node.name = Span(token.start, token.end)
      advance()
    }
    parseSignature(into: &node)
    if kind == .macro, isOperator(token, "=") {
      advance()
      node.valueOrBody = parseExpressionText(stops: [.lineBreak])
    }
    if token.kind == .leftBrace, kind == .function { node.valueOrBody = skipBody() }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }

  mutating func parseInitializer(_ header: DeclarationHeader) {
    var node = header.node(.initializer)
    let start = token.start
    advance()
    if token.kind == .operator, !token.hasSpaceBefore, isOperator(token, "?") || isOperator(token, "!") {
      advance()
    } else if token.kind == .operator, !token.hasSpaceBefore, token.end - token.start > 1,
      lexer.bytes[token.start] == 0x3F || lexer.bytes[token.start] == 0x21, lexer.bytes[token.start + 1] == 0x3C
    {
      // `init?<T>(…)`: the lexer reads `?<` as one operator; the `?` is the initializer's, the
      // `<` opens its generic parameters.
      consumeFirstCharacterOfOperator()
    }
    node.name = Span(start, previous.end)
    parseSignature(into: &node)
    if token.kind == .leftBrace { node.valueOrBody = skipBody() }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }

  mutating func parseSubscript(_ header: DeclarationHeader) {
    var node = header.node(.subscript)
    node.name = Span(token.start, token.end)
    advance()
    parseSignature(into: &node)
    if token.kind == .leftBrace { node.accessors = parseAccessorBlock() }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }

  /// Generic parameters, parameters, effects, return type and `where` clause.
  private mutating func parseSignature(into node: inout Node) {
    pushHeaderItem(.genericParameters, parseGenericParameterClause())
    if token.kind == .leftParen {
      node.list = parseParameterClause()
    } else {
      diagnose("expected '(' in this parameter list", at: token.start)
    }
    let (effects, thrownType) = parseEffects()
    node.effects = effects
    pushHeaderItem(.thrownType, thrownType)
    if isOperator(token, "->") {
      advance()
      node.typeText = parseTypeText(stops: [.whereKeyword, .lineBreak, .equals])
    }
    if isWord(token, "where") {
      advance()
      pushHeaderItem(.whereClause, parseWhereClause())
    }
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, in any order Swift accepts; a typed throw's
  /// error type comes back as a span.
  mutating func parseEffects() -> (EffectBits, Span) {
    var effects = EffectBits()
    var thrownType = Span.absent
    while token.kind == .identifier {
      if isWord(token, "async") || isWord(token, "reasync") {
        effects.isAsync = true
        advance()
      } else if isWord(token, "throws") {
        advance()
        if token.kind == .leftParen, !token.hasSpaceBefore {
          thrownType = parseParenthesizedText()
          effects.throwing = 3
        } else {
          effects.throwing = 1
        }
      } else if isWord(token, "rethrows") {
        effects.throwing = 2
        advance()
      } else {
        break
      }
    }
    return (effects, thrownType)
  }

  /// `(label name: Type = default, …)`, also used for enum associated values, which may omit
  /// names altogether.
  mutating func parseParameterClause() -> ListSpan {
    let first = UInt32(parameters.count)
    let open = token
    advance()
    while token.kind != .rightParen {
      if token.kind == .endOfFile || token.kind == .rightBrace {
        diagnose("expected ')' to match this '('", at: open.start)
        return ListSpan(start: first, count: UInt32(parameters.count) - first)
      }
      let start = token.start
      var parameter = ParameterNode()
      if token.kind == .at {
        let attributesStart = token.start
        while token.kind == .at { _ = parseAttribute() }
        parameter.attributes = Span(attributesStart, previous.end)
      }
      let ahead = token.kind == .identifier ? peek() : (token, token, token)
      if token.kind == .identifier, ahead.0.kind == .colon {
        parameter.name = Span(token.start, token.end)
        advance()
        advance()
      } else if token.kind == .identifier, ahead.0.kind == .identifier, ahead.1.kind == .colon {
        parameter.label = Span(token.start, token.end)
        advance()
        parameter.name = Span(token.start, token.end)
        advance()
        advance()
      }
      parameter.type = parseTypeText(stops: [.comma, .equals])
      if isOperator(token, "=") {
        advance()
        parameter.defaultValue = parseExpressionText(stops: [.comma])
      }
      parameters.append(parameter)
      if token.kind == .comma {
        advance()
      } else if token.start == start || token.kind != .rightParen {
        // Damage inside the list: resynchronise at the next comma or the closing parenthesis.
        diagnose("expected ',' or ')' in this parameter list", at: token.start)
        while token.kind != .comma, token.kind != .rightParen, token.kind != .rightBrace, token.kind != .endOfFile {
          if token.kind.isOpeningBracket { skipGroup() } else { advance() }
        }
        if token.kind == .comma { advance() }
      }
    }
    advance()
    return ListSpan(start: first, count: UInt32(parameters.count) - first)
  }

  /// `case a, b(Int), c(label: String) = raw`: one declaration per element.
  mutating func parseEnumCases(_ header: DeclarationHeader) {
    advance()
    while true {
      guard token.kind == .identifier else {
        diagnose("expected a name in this enum case", at: token.start)
        return
      }
      var node = header.node(.enumCase)
      node.name = Span(token.start, token.end)
      advance()
      if token.kind == .leftParen { node.list = parseParameterClause() }
      if isOperator(token, "=") {
        advance()
        node.valueOrBody = parseExpressionText(stops: [.comma, .lineBreak])
      }
      node.range = span(from: header.start)
      commit(node, headerBase: header.scratchBase)
      guard token.kind == .comma else { return }
      advance()
    }
  }

  /// `typealias Name<T> = Type` and `associatedtype Name: Constraint = Default where …`.
  mutating func parseTypeAlias(_ header: DeclarationHeader) {
    let kind: Declaration.Kind = isWord(token, "typealias") ? .typealias : .associatedtype
    advance()
    guard token.kind == .identifier else {
      diagnose("expected a name in this \(kind.rawValue) declaration", at: token.start)
      return
    }
    var node = header.node(kind)
    node.name = Span(token.start, token.end)
    advance()
    pushHeaderItem(.genericParameters, parseGenericParameterClause())
    if token.kind == .colon {
      advance()
      parseInheritanceList()
    }
    if isOperator(token, "=") {
      advance()
      node.typeText = parseTypeText(stops: [.whereKeyword, .lineBreak])
    }
    if isWord(token, "where") {
      advance()
      pushHeaderItem(.whereClause, parseWhereClause())
    }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }

  private static let importKinds: [Keyword] = [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let]

  /// `import Module`, `import struct Module.Type`: the name is the path.
  mutating func parseImport(_ header: DeclarationHeader) {
    advance()
    // `import struct Module.Name`: the kind of declaration imported, read from the bytes.
    if token.kind == .identifier, let kind = keyword(token), Self.importKinds.contains(kind), peekToken().kind == .identifier {
      advance()
    }
    let start = token.start
    while !tokenStartsLine, token.kind == .identifier || token.kind == .period || token.kind == .operator {
      advance()
    }
    var node = header.node(.import)
    if previous.end > start {
      node.name = Span(start, previous.end)
    } else {
      diagnose("expected a module name in this import", at: token.start)
    }
    node.range = span(from: header.start)
    commit(node, headerBase: header.scratchBase)
  }
}

extension String {
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }
}
