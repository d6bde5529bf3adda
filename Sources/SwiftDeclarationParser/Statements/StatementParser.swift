/// Reads the statements of a function body from its tokens: a recursive descent that never
/// fails, never loops and never recurses past a fixed depth. What it cannot read becomes an
/// `unsupported` statement or an `unknown` expression spanning the tokens it skipped, so that
/// whoever uses the tree sees exactly what it does not understand.
struct StatementParser {
  var tokens: BodyTokens
  var position = 0
  var depth = 0

  /// Deeper nesting than this is read as `unsupported`: real bodies nest a dozen levels at most,
  /// and the reader's stack must not overflow on a pathological file.
  static let maximumDepth = 120

  static let keywords: Set<String> = [
    "let", "var", "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "return", "throw", "break",
    "continue", "fallthrough", "case", "default", "else", "in", "where", "catch", "func", "class", "struct", "enum",
    "protocol", "extension", "typealias", "import", "init", "deinit", "subscript", "operator", "actor",
  ]

  init(tokens: BodyTokens) {
    self.tokens = tokens
  }

  // MARK: - Statements

  /// Statements up to the end of the tokens or a `}` closing the block (not consumed); inside a
  /// `switch`, also up to the next `case` or `default`.
  mutating func statements(inSwitch: Bool = false) -> [Statement] {
    var statements: [Statement] = []
    while position < tokens.count {
      if tokens.is(position, ";") {
        position += 1
        continue
      }
      if tokens.is(position, "}") { break }
      if inSwitch, tokens.is(position, "case") || tokens.is(position, "default") || isUnknownDefault(position) { break }
      let start = position
      var statement = self.statement()
      // A statement ends at a line break, a `;` or the block's end; anything else left on its
      // line is something the reader did not follow.
      if position < tokens.count, !tokens.startsLine(position), !tokens.is(position, ";"), !tokens.is(position, "}") {
        let skippedFrom = tokens.start(position)
        skipToStatementEnd()
        statement = Statement(
          .unsupported("could not read '\(text(from: skippedFrom, to: tokens.end(position - 1)))'"),
          range: statement.range.lowerBound..<tokens.end(position - 1))
      }
      if position == start {
        position += 1
        statement = Statement(.unsupported("unexpected '\(tokens.text(start))'"), range: tokens.start(start)..<tokens.end(start))
      }
      statements.append(statement)
    }
    return statements
  }

  mutating func statement() -> Statement {
    let start = position
    guard depth < Self.maximumDepth else { return unsupported(from: start, "nested too deeply") }
    depth += 1
    defer { depth -= 1 }
    let first = tokens.text(position)
    switch first {
    case "let", "var":
      return variable()
    case "async" where tokens.is(position + 1, "let"):
      // `async let`: a child task, which only a reader of structured concurrency would port.
      position += 1
      var statement = variable()
      if case var .variable(variable) = statement.kind {
        variable.modifiers.append("async")
        statement = Statement(.variable(variable), range: range(from: start))
      }
      return statement
    case "if":
      position += 1
      return Statement(.if(ifStatement()), range: range(from: start))
    case "guard":
      position += 1
      let conditions = self.conditions()
      guard tokens.is(position, "else") else { return unsupported(from: start, "a guard without else") }
      position += 1
      guard let body = block() else { return unsupported(from: start, "a guard whose else has no block") }
      return Statement(.guard(conditions, else: body), range: range(from: start))
    case "switch":
      position += 1
      let subject = expression(trailingClosures: false)
      guard let cases = switchCases() else { return unsupported(from: start, "a switch without its cases") }
      return Statement(.switch(subject, cases), range: range(from: start))
    case "for":
      return forStatement()
    case "while":
      position += 1
      let conditions = self.conditions()
      guard let body = block() else { return unsupported(from: start, "a while without a block") }
      return Statement(.while(conditions, body), range: range(from: start))
    case "repeat":
      position += 1
      guard let body = block(), tokens.is(position, "while") else { return unsupported(from: start, "a repeat without while") }
      position += 1
      return Statement(.repeat(body, expression(trailingClosures: false)), range: range(from: start))
    case "do":
      return doStatement()
    case "defer":
      position += 1
      guard let body = block() else { return unsupported(from: start, "a defer without a block") }
      return Statement(.defer(body), range: range(from: start))
    case "return":
      position += 1
      if endsStatement(position) { return Statement(.return(nil), range: range(from: start)) }
      return Statement(.return(expression()), range: range(from: start))
    case "throw":
      position += 1
      return Statement(.throw(expression()), range: range(from: start))
    case "break", "continue":
      position += 1
      var label: String?
      if position < tokens.count, !tokens.startsLine(position), tokens.kind(position) == .identifier, !tokens.is(position, "}") {
        label = tokens.text(position)
        position += 1
      }
      return Statement(first == "break" ? .break(label: label) : .continue(label: label), range: range(from: start))
    case "fallthrough":
      position += 1
      return Statement(.fallthrough, range: range(from: start))
    case "func", "class", "struct", "enum", "protocol", "extension", "typealias", "actor", "import", "init", "deinit",
      "subscript", "operator", "static", "private", "fileprivate", "lazy", "weak", "unowned", "final", "nonisolated":
      skipToStatementEnd()
      return unsupported(from: start, "a declaration inside a body ('\(first)')")
    default:
      break
    }
    if tokens.kind(position) == .pound {
      if first == "#if" {
        skipConditionalBlock()
        return unsupported(from: start, "#if inside a body")
      }
    }
    if tokens.is(position, "@") {
      skipToStatementEnd()
      return unsupported(from: start, "an attribute inside a body")
    }
    // `outer: for …`: a labeled statement.
    if tokens.kind(position) == .identifier, tokens.is(position + 1, ":"),
      ["for", "while", "repeat", "do", "if", "switch"].contains(where: { tokens.text(position + 2) == $0 })
    {
      skipToStatementEnd()
      return unsupported(from: start, "a labeled statement")
    }
    let expression = self.expression()
    return Statement(.expression(expression), range: expression.range)
  }

  /// `let x = …`, `var x: T`, `let (a, b) = …`.
  private mutating func variable() -> Statement {
    let start = position
    let isConstant = tokens.is(position, "let")
    position += 1
    var names: [String] = []
    if tokens.is(position, "(") {
      // A `(` that closes nothing (the body ends first) names nothing.
      let close = max(matchingClose(of: position), position)
      for index in (position + 1)..<max(close, position + 1) where tokens.kind(index) == .identifier && !tokens.is(index, "_") {
        names.append(tokens.text(index))
      }
      position = close + 1
    } else if tokens.kind(position) == .identifier {
      names.append(Self.unquoted(tokens.text(position)))
      position += 1
    } else {
      skipToStatementEnd()
      return unsupported(from: start, "a pattern the reader does not know")
    }
    var type: String?
    if tokens.is(position, ":") {
      position += 1
      type = typeText(stoppingAt: ["="])
    }
    var initializer: ExpressionSyntax?
    if tokens.is(position, "=") {
      position += 1
      initializer = expression()
    }
    if tokens.is(position, ",") || tokens.is(position, "{") {
      skipToStatementEnd()
      return unsupported(from: start, tokens.is(position, "{") ? "a computed or observed local" : "several bindings in one declaration")
    }
    let variable = Variable(isConstant: isConstant, names: names, type: type, initializer: initializer)
    return Statement(.variable(variable), range: range(from: start))
  }

  /// After `if`: conditions, block, and `else` if any.
  private mutating func ifStatement() -> If {
    let conditions = self.conditions()
    let then = block() ?? []
    var otherwise: [Statement]?
    if tokens.is(position, "else") {
      position += 1
      if tokens.is(position, "if") {
        let start = position
        position += 1
        let nested = ifStatement()
        otherwise = [Statement(.if(nested), range: range(from: start))]
      } else {
        otherwise = block() ?? []
      }
    }
    return If(conditions: conditions, then: then, otherwise: otherwise)
  }

  /// A condition list, up to the `{` of the body or the `else` of a guard.
  private mutating func conditions() -> [Condition] {
    var conditions: [Condition] = []
    while position < tokens.count {
      let start = position
      if (tokens.is(position, "let") || tokens.is(position, "var")), tokens.is(position + 1, "(") {
        // `if let (a, b) = pair`: a tuple pattern.
        let patternStart = position
        skip(until: ["="])
        let pattern = text(from: tokens.start(patternStart), to: tokens.end(max(patternStart, position - 1)))
        let names = boundNames(from: patternStart, to: position)
        if tokens.is(position, "=") { position += 1 }
        let value = expression(trailingClosures: false)
        conditions.append(Condition(kind: .pattern(pattern, names: names, value: value), range: range(from: start)))
      } else if tokens.is(position, "let") || tokens.is(position, "var") {
        let isConstant = tokens.is(position, "let")
        position += 1
        let name = Self.unquoted(tokens.text(position))
        position += 1
        if tokens.is(position, ":") {
          position += 1
          _ = typeText(stoppingAt: ["=", ",", "{", "else"])
        }
        var value: ExpressionSyntax?
        if tokens.is(position, "=") {
          position += 1
          value = expression(trailingClosures: false)
        }
        conditions.append(Condition(kind: .optionalBinding(isConstant: isConstant, name: name, value: value), range: range(from: start)))
      } else if tokens.is(position, "case") {
        position += 1
        let patternStart = position
        skip(until: ["="])
        let pattern = text(from: tokens.start(patternStart), to: tokens.end(max(patternStart, position - 1)))
        let names = boundNames(from: patternStart, to: position)
        if tokens.is(position, "=") { position += 1 }
        let value = expression(trailingClosures: false)
        conditions.append(Condition(kind: .pattern(pattern, names: names, value: value), range: range(from: start)))
      } else if tokens.kind(position) == .pound, tokens.text(position).hasPrefix("#available") || tokens.text(position).hasPrefix("#unavailable") {
        position += 1
        if tokens.is(position, "(") { position = matchingClose(of: position) + 1 }
        conditions.append(Condition(kind: .availability, range: range(from: start)))
      } else {
        conditions.append(Condition(kind: .expression(expression(trailingClosures: false)), range: range(from: start)))
      }
      guard tokens.is(position, ",") else { break }
      position += 1
    }
    return conditions
  }

  /// `for [case] pattern in sequence [where condition] { … }`.
  private mutating func forStatement() -> Statement {
    let start = position
    position += 1
    if tokens.is(position, "try") || tokens.is(position, "await") {
      skipToStatementEnd()
      return unsupported(from: start, "an asynchronous for loop")
    }
    let patternStart = position
    skip(until: ["in"])
    guard tokens.is(position, "in") else { return unsupported(from: start, "a for loop without in") }
    var names: [String] = []
    for index in patternStart..<position where tokens.kind(index) == .identifier {
      let name = tokens.text(index)
      if !["_", "case", "let", "var"].contains(name) { names.append(name) }
    }
    position += 1
    let sequence = expression(trailingClosures: false)
    var whereClause: ExpressionSyntax?
    if tokens.is(position, "where") {
      position += 1
      whereClause = expression(trailingClosures: false)
    }
    guard let body = block() else { return unsupported(from: start, "a for loop without a block") }
    return Statement(.for(names: names, sequence: sequence, whereClause: whereClause, body: body), range: range(from: start))
  }

  /// `do { … } catch … { … }`.
  private mutating func doStatement() -> Statement {
    let start = position
    position += 1
    if tokens.is(position, "throws") {
      skipToStatementEnd()
      return unsupported(from: start, "a do with a thrown type")
    }
    guard let body = block() else { return unsupported(from: start, "a do without a block") }
    var catches: [CatchClause] = []
    while tokens.is(position, "catch") {
      position += 1
      var pattern: String?
      var names: [String] = []
      var whereClause: ExpressionSyntax?
      if !tokens.is(position, "{") {
        let patternStart = position
        skip(until: ["{", "where"])
        pattern = text(from: tokens.start(patternStart), to: tokens.end(max(patternStart, position - 1)))
        names = boundNames(from: patternStart, to: position)
        if tokens.is(position, "where") {
          position += 1
          whereClause = expression(trailingClosures: false)
        }
      } else {
        names = ["error"]
      }
      guard let body = block() else { return unsupported(from: start, "a catch without a block") }
      catches.append(CatchClause(pattern: pattern, names: names, whereClause: whereClause, body: body))
    }
    return Statement(.do(body, catches: catches), range: range(from: start))
  }

  /// After `switch subject`: `{ case …: … default: … }`.
  private mutating func switchCases() -> [SwitchCase]? {
    guard tokens.is(position, "{") else { return nil }
    position += 1
    var cases: [SwitchCase] = []
    while position < tokens.count, !tokens.is(position, "}") {
      let start = position
      if isUnknownDefault(position) { position += 2 }
      if tokens.is(position, "default") {
        position += 1
        if tokens.is(position, ":") { position += 1 }
        cases.append(SwitchCase(patterns: [], names: [], whereClause: nil, body: statements(inSwitch: true), range: range(from: start)))
        continue
      }
      guard tokens.is(position, "case") else {
        // Something before the first case: not a switch the reader follows. `skip` stops at a
        // brace without taking it; a braced group here is jumped over whole, so the loop moves on.
        skip(until: ["case", "default"])
        if position == start { position = tokens.is(position, "{") ? matchingClose(of: position) + 1 : position + 1 }
        continue
      }
      position += 1
      var patterns: [String] = []
      var names: [String] = []
      var whereClause: ExpressionSyntax?
      while position < tokens.count {
        let patternStart = position
        skip(until: [",", ":", "where"])
        patterns.append(text(from: tokens.start(patternStart), to: tokens.end(max(patternStart, position - 1))))
        names += boundNames(from: patternStart, to: position)
        if tokens.is(position, "where") {
          position += 1
          whereClause = expression(trailingClosures: false)
        }
        guard tokens.is(position, ",") else { break }
        position += 1
      }
      if tokens.is(position, ":") { position += 1 }
      cases.append(SwitchCase(
        patterns: patterns, names: names, whereClause: whereClause, body: statements(inSwitch: true), range: range(from: start)))
    }
    if tokens.is(position, "}") { position += 1 }
    return cases
  }

  /// `{ statements }`, consumed with its braces; nil when no `{` is next.
  mutating func block() -> [Statement]? {
    guard tokens.is(position, "{") else { return nil }
    position += 1
    let body = statements()
    if tokens.is(position, "}") { position += 1 }
    return body
  }

  // MARK: - Helpers

  private func isUnknownDefault(_ index: Int) -> Bool {
    tokens.is(index, "@") && tokens.is(index + 1, "unknown")
  }

  /// The names a pattern binds: after `let`/`var` anywhere in it, every name that is not a
  /// member (`.loaded`), a label (`count:`) or a type in a cast.
  func boundNames(from start: Int, to end: Int) -> [String] {
    var names: [String] = []
    var binding = false
    var index = start
    while index < end {
      let text = tokens.text(index)
      if text == "let" || text == "var" {
        binding = true
      } else if text == "is" || text == "as" {
        // `let error as URLError`: what follows is a type.
        index += 1
        while index < end, tokens.kind(index) == .identifier || tokens.is(index, ".") || tokens.is(index, "?") { index += 1 }
        continue
      } else if binding, tokens.kind(index) == .identifier, text != "_", !tokens.is(index - 1, "."), !tokens.is(index + 1, ":"),
        !tokens.is(index + 1, "("), !tokens.is(index + 1, "."), !Self.keywords.contains(text)
      {
        names.append(Self.unquoted(text))
      }
      index += 1
    }
    return names
  }

  /// The position of the bracket that closes the one at `index`; the last position when none does.
  func matchingClose(of index: Int) -> Int { tokens.matchingClose(of: index) }

  /// Moves to the first of `words` at bracket depth zero (not consumed), or to a `{` or `}` at
  /// depth zero: a pattern or a type never holds a brace.
  mutating func skip(until words: Set<String>) {
    while position < tokens.count {
      let text = tokens.text(position)
      if words.contains(text) || text == "{" || text == "}" { return }
      if text == "(" || text == "[" {
        position = matchingClose(of: position) + 1
        continue
      }
      position += 1
    }
  }

  /// To the end of the statement: the next line break, `;` or `}` at bracket depth zero.
  mutating func skipToStatementEnd() {
    let start = position
    while position < tokens.count {
      if position > start, tokens.startsLine(position) { return }
      let text = tokens.text(position)
      if text == ";" || text == "}" { return }
      if text == "(" || text == "[" || text == "{" {
        position = matchingClose(of: position) + 1
        continue
      }
      position += 1
    }
  }

  /// Past the `#endif` that closes the `#if` at the current position.
  private mutating func skipConditionalBlock() {
    var depth = 0
    while position < tokens.count {
      let text = tokens.text(position)
      position += 1
      if text == "#if" { depth += 1 }
      if text == "#endif" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// A type as written, up to one of `stops` (or a line break, `{` or `}`) at bracket depth zero.
  mutating func typeText(stoppingAt stops: Set<String>) -> String {
    let start = position
    var depth = 0
    while position < tokens.count {
      let text = tokens.text(position)
      if depth == 0, position > start, tokens.startsLine(position) { break }
      // `T?` is a type; `? a : b` after it is not.
      if depth == 0, stops.contains(text) || text == "{" || text == "}", !(text == "?" && tokens.touchesPrevious(position)) { break }
      if text == "(" || text == "[" { depth += 1 }
      if text == ")" || text == "]" { depth -= 1 }
      // The lexer reads a run of operator characters as one token: `<` and `>` open and close
      // generics, alone or with `?` and `!` (`Set<Int?>` ends in `?>`, `Signal<Int?, Never>?` in
      // `>?`, `Array<Set<Int>?>` in `>?>`); `->` does not.
      if tokens.kind(position) == .operator, text != "->", text.allSatisfy({ "<>?!".contains($0) }) {
        depth += text.count(where: { $0 == "<" }) - text.count(where: { $0 == ">" })
      }
      if depth < 0 { break }
      position += 1
    }
    guard position > start else { return "" }
    return text(from: tokens.start(start), to: tokens.end(position - 1))
  }

  /// Whether the statement ends before `index`: a line break, `;`, `}` or the end.
  func endsStatement(_ index: Int) -> Bool {
    index >= tokens.count || tokens.startsLine(index) || tokens.is(index, ";") || tokens.is(index, "}")
  }

  func text(from start: Int, to end: Int) -> String {
    guard start < end else { return "" }
    return String(decoding: tokens.bytes[start..<end], as: UTF8.self)
  }

  /// The byte span from the token at `start` to the last token read.
  func range(from start: Int) -> Range<Int> {
    let first = tokens.start(start)
    guard position > start else { return first..<first }
    return first..<max(first, tokens.end(position - 1))
  }

  mutating func unsupported(from start: Int, _ reason: String) -> Statement {
    if position == start { skipToStatementEnd() }
    return Statement(.unsupported(reason), range: range(from: start))
  }

  static func unquoted(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }
}
