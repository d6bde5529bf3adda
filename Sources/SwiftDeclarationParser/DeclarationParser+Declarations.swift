/// The shapes of Swift's declarations, one function per keyword.
extension DeclarationParser {
  /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, with its members.
  mutating func parseTypeDeclaration(_ header: DeclarationHeader) -> Declaration {
    let keyword = text(token)
    let kind = Declaration.Kind(rawValue: keyword) ?? .actor
    advance()
    var name = ""
    if kind == .extension {
      name = parseTypeText(stops: [.colon, .whereKeyword, .lineBreak]) ?? ""
    } else if token.kind == .identifier {
      name = text(token)
      advance()
    }
    if name.isEmpty { diagnose("expected a name in this \(keyword) declaration", at: token.start) }
    var declaration = header.declaration(kind, name: name, range: range(from: header.start))
    declaration.genericParameters = parseGenericParameterClause()
    if token.kind == .colon {
      advance()
      declaration.inheritance = parseInheritanceList()
    }
    if isWord(token, "where") {
      advance()
      declaration.whereClause = parseWhereClause()
    }
    if token.kind == .leftBrace {
      declaration.members = parseMemberBlock()
    } else {
      diagnose("expected '{' in this \(keyword) declaration", at: token.start)
    }
    declaration.range = range(from: header.start)
    return declaration
  }

  mutating func parseInheritanceList() -> [String] {
    var list: [String] = []
    while let item = parseTypeText(stops: [.comma, .equals, .whereKeyword, .lineBreak]) {
      list.append(item)
      guard token.kind == .comma else { break }
      advance()
    }
    return list
  }

  /// `{ members }`, from the current `{`. Past the nesting limit the members are skipped, so
  /// that no input can exhaust the stack.
  private mutating func parseMemberBlock() -> [Declaration] {
    let open = token
    guard nesting < Self.maximumNesting else {
      diagnose("declarations nested too deeply; the members of this one are skipped", at: open.start, severity: .warning)
      skipGroup()
      return []
    }
    advance()
    nesting += 1
    let members = parseMembers(openingBrace: open)
    nesting -= 1
    if token.kind == .rightBrace { advance() }
    return members
  }

  /// `var`/`let` with one or more bindings, each with a type, an initializer and accessors.
  mutating func parseVariables(_ header: DeclarationHeader, into list: inout [Declaration]) {
    let kind: Declaration.Kind = isWord(token, "let") ? .let : .var
    advance()
    while true {
      let name: String
      if token.kind == .identifier {
        name = text(token)
        advance()
      } else if token.kind == .leftParen {
        let start = token.start
        skipGroup()
        name = text(from: start, to: previous.end)
      } else {
        diagnose("expected a pattern in this '\(kind.rawValue)' declaration", at: token.start)
        return
      }
      var declaration = header.declaration(kind, name: name, range: range(from: header.start))
      if token.kind == .colon {
        advance()
        declaration.type = parseTypeText(stops: [.comma, .equals, .lineBreak])
      }
      if isOperator(token, "=") {
        advance()
        declaration.initializer = parseExpressionText(stops: [.comma, .lineBreak, .observerBrace])
      }
      if token.kind == .leftBrace, declaration.initializer == nil || opensObserverBlock() {
        declaration.accessors = parseAccessorBlock()
      }
      declaration.range = range(from: header.start)
      list.append(declaration)
      guard token.kind == .comma else { return }
      advance()
    }
  }

  static let accessorWords: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
    "unsafeAddress", "unsafeMutableAddress",
  ]

  /// `{ get set }`, `{ didSet { … } }`, or the body of an implicit getter.
  mutating func parseAccessorBlock() -> [Accessor] {
    let next = peekToken()
    let isExplicit = next.kind == .at
      || (next.kind == .identifier && (Self.accessorWords.contains(text(next))
        || ["mutating", "nonmutating", "__consuming"].contains(text(next))))
    guard isExplicit else {
      return [Accessor(kind: "get", isImplicit: true, body: skipBody())]
    }
    let open = token
    advance()
    var accessors: [Accessor] = []
    while token.kind != .rightBrace, token.kind != .endOfFile {
      let start = token.start
      var modifiers: [String] = []
      while token.kind == .at { modifiers.append(parseAttribute().description) }
      while token.kind == .identifier, ["mutating", "nonmutating", "__consuming"].contains(text(token)) {
        modifiers.append(text(token))
        advance()
      }
      guard token.kind == .identifier, Self.accessorWords.contains(text(token)) else {
        diagnose("expected 'get', 'set', 'willSet' or 'didSet' in this accessor block", at: token.start)
        if token.kind.isOpeningBracket { skipGroup() } else if token.start == start { advance() }
        continue
      }
      var accessor = Accessor(kind: text(token), modifiers: modifiers)
      advance()
      if token.kind == .leftParen {
        advance()
        if token.kind == .identifier {
          accessor.parameterName = text(token)
          advance()
        }
        if token.kind == .rightParen { advance() }
      }
      accessor.effects = parseEffects()
      if token.kind == .leftBrace { accessor.body = skipBody() }
      accessors.append(accessor)
    }
    if token.kind == .rightBrace {
      advance()
    } else {
      diagnose("expected '}' to match this '{'", at: open.start)
    }
    return accessors
  }

  /// `func`, and `macro`, which has the same head.
  mutating func parseFunction(_ header: DeclarationHeader, kind: Declaration.Kind = .function) -> Declaration? {
    advance()
    guard token.kind == .identifier || token.kind == .operator else {
      diagnose("expected a name in this function declaration", at: token.start)
      return nil
    }
    var declaration = header.declaration(kind, name: text(token), range: range(from: header.start))
    advance()
    parseSignature(into: &declaration)
    if kind == .macro, isOperator(token, "=") {
      advance()
      declaration.initializer = parseExpressionText(stops: [.lineBreak])
    }
    if token.kind == .leftBrace, kind == .function { declaration.body = skipBody() }
    declaration.range = range(from: header.start)
    return declaration
  }

  mutating func parseInitializer(_ header: DeclarationHeader) -> Declaration {
    advance()
    var name = "init"
    if token.kind == .operator, !token.hasSpaceBefore, isOperator(token, "?") || isOperator(token, "!") {
      name += text(token)
      advance()
    }
    var declaration = header.declaration(.initializer, name: name, range: range(from: header.start))
    parseSignature(into: &declaration)
    if token.kind == .leftBrace { declaration.body = skipBody() }
    declaration.range = range(from: header.start)
    return declaration
  }

  mutating func parseSubscript(_ header: DeclarationHeader) -> Declaration {
    advance()
    var declaration = header.declaration(.subscript, name: "subscript", range: range(from: header.start))
    parseSignature(into: &declaration)
    if token.kind == .leftBrace { declaration.accessors = parseAccessorBlock() }
    declaration.range = range(from: header.start)
    return declaration
  }

  /// Generic parameters, parameters, effects, return type and `where` clause.
  private mutating func parseSignature(into declaration: inout Declaration) {
    declaration.genericParameters = parseGenericParameterClause()
    if token.kind == .leftParen {
      declaration.parameters = parseParameterClause()
    } else {
      diagnose("expected '(' in this parameter list", at: token.start)
    }
    declaration.effects = parseEffects()
    if isOperator(token, "->") {
      advance()
      declaration.returnType = parseTypeText(stops: [.whereKeyword, .lineBreak, .equals])
    }
    if isWord(token, "where") {
      advance()
      declaration.whereClause = parseWhereClause()
    }
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, in any order Swift accepts.
  mutating func parseEffects() -> Effects {
    var effects = Effects()
    while token.kind == .identifier {
      if isWord(token, "async") || isWord(token, "reasync") {
        effects.isAsync = true
        advance()
      } else if isWord(token, "throws") {
        advance()
        if token.kind == .leftParen, !token.hasSpaceBefore {
          effects.throwing = .typed(parseParenthesizedText().trimmingSpaces())
        } else {
          effects.throwing = .throws
        }
      } else if isWord(token, "rethrows") {
        effects.throwing = .rethrows
        advance()
      } else {
        break
      }
    }
    return effects
  }

  /// `(label name: Type = default, …)`, also used for enum associated values, which may omit
  /// names altogether.
  mutating func parseParameterClause() -> [Parameter] {
    let open = token
    advance()
    var parameters: [Parameter] = []
    while token.kind != .rightParen {
      if token.kind == .endOfFile || token.kind == .rightBrace {
        diagnose("expected ')' to match this '('", at: open.start)
        return parameters
      }
      let start = token.start
      var attributes: [String] = []
      while token.kind == .at { attributes.append(parseAttribute().description) }
      var label: String?
      var name: String?
      let ahead = token.kind == .identifier ? peek() : (token, token, token)
      if token.kind == .identifier, ahead.0.kind == .colon {
        name = text(token)
        advance()
        advance()
      } else if token.kind == .identifier, ahead.0.kind == .identifier, ahead.1.kind == .colon {
        label = text(token)
        advance()
        name = text(token)
        advance()
        advance()
      }
      var type = parseTypeText(stops: [.comma, .equals]) ?? ""
      if !attributes.isEmpty { type = (attributes + [type]).joined(separator: " ") }
      var parameter = Parameter(label: label, name: name, type: type)
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
    return parameters
  }

  /// `case a, b(Int), c(label: String) = raw`: one declaration per element.
  mutating func parseEnumCases(_ header: DeclarationHeader, into list: inout [Declaration]) {
    advance()
    while true {
      guard token.kind == .identifier else {
        diagnose("expected a name in this enum case", at: token.start)
        return
      }
      var declaration = header.declaration(.enumCase, name: text(token), range: range(from: header.start))
      advance()
      if token.kind == .leftParen { declaration.parameters = parseParameterClause() }
      if isOperator(token, "=") {
        advance()
        declaration.initializer = parseExpressionText(stops: [.comma, .lineBreak])
      }
      declaration.range = range(from: header.start)
      list.append(declaration)
      guard token.kind == .comma else { return }
      advance()
    }
  }

  /// `typealias Name<T> = Type` and `associatedtype Name: Constraint = Default where …`.
  mutating func parseTypeAlias(_ header: DeclarationHeader) -> Declaration? {
    let kind: Declaration.Kind = isWord(token, "typealias") ? .typealias : .associatedtype
    advance()
    guard token.kind == .identifier else {
      diagnose("expected a name in this \(kind.rawValue) declaration", at: token.start)
      return nil
    }
    var declaration = header.declaration(kind, name: text(token), range: range(from: header.start))
    advance()
    declaration.genericParameters = parseGenericParameterClause()
    if token.kind == .colon {
      advance()
      declaration.inheritance = parseInheritanceList()
    }
    if isOperator(token, "=") {
      advance()
      declaration.type = parseTypeText(stops: [.whereKeyword, .lineBreak])
    }
    if isWord(token, "where") {
      advance()
      declaration.whereClause = parseWhereClause()
    }
    declaration.range = range(from: header.start)
    return declaration
  }

  /// `import Module`, `import struct Module.Type`: the name is the path.
  mutating func parseImport(_ header: DeclarationHeader) -> Declaration {
    advance()
    let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    if token.kind == .identifier, kinds.contains(text(token)), peekToken().kind == .identifier {
      advance()
    }
    let start = token.start
    while !tokenStartsLine, token.kind == .identifier || token.kind == .period || token.kind == .operator {
      advance()
    }
    let name = text(from: start, to: max(start, previous.end))
    if name.isEmpty { diagnose("expected a module name in this import", at: token.start) }
    return header.declaration(.import, name: name, range: range(from: header.start))
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
