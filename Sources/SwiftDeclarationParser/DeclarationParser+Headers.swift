/// What every declaration may start with: comments, attributes and modifiers.
struct DeclarationHeader {
  var start: Int
  var comments: [Comment]
  var attributes: [Attribute] = []
  var modifiers: [String] = []
  var conditions: [String]

  var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty }

  func declaration(_ kind: Declaration.Kind, name: String, range: SourceRange) -> Declaration {
    var declaration = Declaration(kind: kind, name: name, range: range)
    declaration.comments = comments
    declaration.attributes = attributes
    declaration.modifiers = modifiers
    declaration.conditions = conditions
    return declaration
  }
}

extension DeclarationParser {
  mutating func parseHeader() -> DeclarationHeader {
    var header = DeclarationHeader(start: token.start, comments: takeLeadingComments(), conditions: currentConditions)
    while true {
      if token.kind == .at {
        header.attributes.append(parseAttribute())
      } else if let modifier = parseModifierIfPresent() {
        header.modifiers.append(modifier)
      } else {
        break
      }
      header.comments += takeInnerComments()
    }
    return header
  }

  /// `@Name`, `@Name.Sub`, `@Name(arguments)`; the arguments only when the `(` touches the
  /// name, as in Swift: `@escaping (Int) -> Void` has none.
  mutating func parseAttribute() -> Attribute {
    let at = token
    advance()
    guard token.kind == .identifier, !token.hasSpaceBefore else {
      diagnose("expected an attribute name after '@'", at: at.start)
      return Attribute(name: "")
    }
    var name = text(token)
    advance()
    while token.kind == .period, !token.hasSpaceBefore {
      let next = peekToken()
      guard next.kind == .identifier, !next.hasSpaceBefore else { break }
      advance()
      name += "." + text(token)
      advance()
    }
    var attribute = Attribute(name: name)
    if token.kind == .leftParen, !token.hasSpaceBefore {
      attribute.arguments = parseParenthesizedText()
    }
    return attribute
  }

  /// Consumes a modifier at the current token, if it is one here: a contextual keyword counts
  /// only when a declaration goes on after it.
  mutating func parseModifierIfPresent() -> String? {
    guard let word = keyword(token), word.isModifier else { return nil }
    let next = peek()
    if word.takesModifierDetail, next.0.kind == .leftParen, next.1.kind == .identifier, next.2.kind == .rightParen,
      ["set", "safe", "unsafe"].contains(text(next.1))
    {
      advance()
      advance()
      let detail = text(token)
      advance()
      advance()
      return "\(word.text)(\(detail))"
    }
    // `class Name` declares a class; `class func` and `class var` use it as a modifier.
    if word == .class {
      guard let following = keyword(next.0), following.isModifier || [.func, .var, .let, .subscript, .`init`, .typealias].contains(following)
      else { return nil }
    } else {
      guard next.0.kind == .identifier || next.0.kind == .at else { return nil }
    }
    advance()
    return word.text
  }

  /// Parses one declaration (several for `var a = 1, b = 2` or `case a, b`) into `list`.
  /// Returns false, having consumed nothing, when the current token does not begin one.
  mutating func parseDeclaration(into list: inout [Declaration]) -> Bool {
    let header = parseHeader()
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
      list.append(parseTypeDeclaration(header))
    case .actor where peekToken().kind == .identifier:
      list.append(parseTypeDeclaration(header))
    case .var, .let:
      parseVariables(header, into: &list)
    case .func:
      if let function = parseFunction(header) { list.append(function) }
    case .`init`:
      list.append(parseInitializer(header))
    case .deinit:
      advance()
      var declaration = header.declaration(.deinitializer, name: "deinit", range: range(from: header.start))
      if token.kind == .leftBrace { declaration.body = skipBody() }
      declaration.range = range(from: header.start)
      list.append(declaration)
    case .subscript:
      list.append(parseSubscript(header))
    case .case:
      parseEnumCases(header, into: &list)
    case .typealias, .associatedtype:
      if let alias = parseTypeAlias(header) { list.append(alias) }
    case .import:
      list.append(parseImport(header))
    case .macro where peekToken().kind == .identifier:
      if let macro = parseFunction(header, kind: .macro) { list.append(macro) }
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
  mutating func skipBody() -> SourceRange {
    let start = token.start
    skipGroup()
    return sourceRange(start, max(start, previous.end))
  }
}
