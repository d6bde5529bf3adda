/// Expressions: a sequence of operands and infix operators, folded by precedence, each operand
/// a primary expression with its prefix and postfix parts.
extension StatementParser {
  /// Swift's standard precedence groups, lowest first; an operator not listed (a custom one) is
  /// read as additive.
  static func precedence(of infix: String) -> (level: Int, rightAssociative: Bool) {
    switch infix {
    case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "??=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", "&<<=", "&>>=":
      return (0, true)
    case "?": return (10, true)
    case "||": return (20, false)
    case "&&": return (30, false)
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", ".==", ".!=": return (40, false)
    case "??": return (50, true)
    case "as", "as?", "as!", "is": return (60, false)
    case "...", "..<": return (70, false)
    case "*", "/", "%", "&", "&*": return (90, false)
    case "<<", ">>", "&<<", "&>>": return (100, false)
    default: return (80, false)
    }
  }

  /// An infix part of a sequence: a binary or assignment operator, a ternary's `? then :`, or a
  /// cast with its type.
  private struct Infix {
    enum Kind {
      case binary
      case ternary(ExpressionSyntax)
      case cast(String)
    }

    var text: String
    var kind: Kind
  }

  /// One expression, up to where the statement, argument or condition ends. `trailingClosures`
  /// is false in a condition, where a `{` opens the body instead.
  mutating func expression(trailingClosures: Bool = true) -> ExpressionSyntax {
    let start = position
    guard depth < Self.maximumDepth, position < tokens.count else { return unknownExpression(from: start, "nested too deeply") }
    depth += 1
    defer { depth -= 1 }
    var operands = [prefixed(trailingClosures: trailingClosures)]
    var infixes: [Infix] = []
    while let infix = nextInfix(trailingClosures: trailingClosures) {
      infixes.append(infix)
      if case .cast = infix.kind {
        operands.append(ExpressionSyntax(.unknown(""), range: tokens.end(position - 1)..<tokens.end(position - 1)))
      } else {
        operands.append(prefixed(trailingClosures: trailingClosures))
      }
    }
    return fold(operands, infixes)
  }

  /// The infix operator next in the sequence, consumed with a ternary's middle or a cast's type;
  /// nil where the sequence ends.
  private mutating func nextInfix(trailingClosures: Bool) -> Infix? {
    guard position < tokens.count else { return nil }
    let text = tokens.text(position)
    let newLine = tokens.startsLine(position)
    if text == "as" || text == "is" {
      guard !newLine else { return nil }
      position += 1
      var cast = text
      if text == "as", tokens.kind(position) == .operator, tokens.touchesPrevious(position), tokens.is(position, "?") || tokens.is(position, "!") {
        cast += tokens.text(position)
        position += 1
      }
      return Infix(text: cast, kind: .cast(typeText(stoppingAt: [",", ")", "]", "=", "?", "??", "&&", "||", "==", "!=", "else", "where"])))
    }
    guard tokens.kind(position) == .operator else { return nil }
    // Swift reads an operator by the space around it: both sides or neither is infix.
    let before = tokens.touchesPrevious(position)
    let after = tokens.touchesNext(position)
    if text == "?" {
      guard !before else { return nil }
      position += 1
      let then = expression(trailingClosures: trailingClosures)
      guard tokens.is(position, ":") else { return Infix(text: "?", kind: .ternary(then)) }
      position += 1
      return Infix(text: "?", kind: .ternary(then))
    }
    if text == "->" { return nil }
    // A line that starts with an operator continues the expression when the operator is infix.
    if newLine { guard !after else { return nil } } else { guard before == after else { return nil } }
    position += 1
    return Infix(text: text, kind: .binary)
  }

  /// Folds operands and operators by precedence (a shunting yard).
  private func fold(_ operands: [ExpressionSyntax], _ infixes: [Infix]) -> ExpressionSyntax {
    var output: [ExpressionSyntax] = [operands[0]]
    var pending: [Infix] = []
    func reduce() {
      let infix = pending.removeLast()
      let right = output.removeLast()
      let left = output.removeLast()
      let range = left.range.lowerBound..<max(left.range.upperBound, right.range.upperBound)
      switch infix.kind {
      case .binary:
        let isAssignment = Self.precedence(of: infix.text).level == 0
        output.append(ExpressionSyntax(isAssignment ? .assignment(left, infix.text, right) : .binary(left, infix.text, right), range: range))
      case let .ternary(then):
        output.append(ExpressionSyntax(.ternary(left, then, right), range: range))
      case let .cast(type):
        output.append(ExpressionSyntax(.cast(left, infix.text, type), range: left.range.lowerBound..<max(left.range.upperBound, right.range.upperBound)))
      }
    }
    for (infix, operand) in zip(infixes, operands.dropFirst()) {
      let (level, rightAssociative) = Self.precedence(of: infix.text)
      while let top = pending.last {
        let topLevel = Self.precedence(of: top.text).level
        guard topLevel > level || (topLevel == level && !rightAssociative) else { break }
        reduce()
      }
      pending.append(infix)
      output.append(operand)
    }
    while !pending.isEmpty { reduce() }
    return output[0]
  }

  /// An operand with its prefix: `try`, `await`, a prefix operator.
  private mutating func prefixed(trailingClosures: Bool) -> ExpressionSyntax {
    let start = position
    guard position < tokens.count else { return unknownExpression(from: start, "an expression was expected") }
    let text = tokens.text(position)
    if text == "try" {
      position += 1
      var kind = "try"
      if tokens.kind(position) == .operator, tokens.touchesPrevious(position), tokens.is(position, "?") || tokens.is(position, "!") {
        kind += tokens.text(position)
        position += 1
      }
      let operand = expression(trailingClosures: trailingClosures)
      return ExpressionSyntax(.try(kind, operand), range: range(from: start))
    }
    if text == "await" {
      position += 1
      let operand = expression(trailingClosures: trailingClosures)
      return ExpressionSyntax(.await(operand), range: range(from: start))
    }
    if tokens.kind(position) == .operator, tokens.touchesNext(position), text != "?" {
      position += 1
      let operand = prefixed(trailingClosures: trailingClosures)
      return ExpressionSyntax(.prefix(text, operand), range: range(from: start))
    }
    return postfixed(primary(trailingClosures: trailingClosures), from: start, trailingClosures: trailingClosures)
  }

  /// Member accesses, calls, subscripts, `?`, `!` and trailing closures after a primary.
  private mutating func postfixed(_ base: ExpressionSyntax, from start: Int, trailingClosures: Bool) -> ExpressionSyntax {
    var expression = base
    while position < tokens.count {
      let text = tokens.text(position)
      let newLine = tokens.startsLine(position)
      if text == ".", tokens.kind(position + 1) == .identifier || tokens.kind(position + 1) == .number {
        // A chain may go on on the next line: `publisher\n  .sink { … }`.
        position += 1
        let name = Self.unquoted(tokens.text(position))
        position += 1
        // `UICollectionView.CellRegistration<Cell, Item> { … }`: a nested generic type.
        if tokens.kind(position) == .operator, tokens.text(position).hasPrefix("<"), tokens.touchesPrevious(position),
          let end = genericArgumentsEnd(from: position)
        {
          position = end
        }
        expression = ExpressionSyntax(.member(expression, name), range: range(from: start))
        continue
      }
      if newLine { break }
      switch text {
      case "?" where tokens.touchesPrevious(position):
        position += 1
        expression = ExpressionSyntax(.optionalChain(expression), range: range(from: start))
      case "!" where tokens.touchesPrevious(position):
        position += 1
        expression = ExpressionSyntax(.forceUnwrap(expression), range: range(from: start))
      case "(":
        let arguments = argumentList()
        expression = ExpressionSyntax(.call(expression, arguments + self.trailingClosures(allowed: trailingClosures)), range: range(from: start))
      case "[":
        expression = ExpressionSyntax(.subscript(expression, argumentList()), range: range(from: start))
      case "{" where trailingClosures:
        expression = ExpressionSyntax(.call(expression, self.trailingClosures(allowed: true)), range: range(from: start))
      default:
        if tokens.kind(position) == .operator, tokens.touchesPrevious(position), !tokens.touchesNext(position) || tokens.is(position + 1, ")") {
          // `range...`: a postfix operator.
          position += 1
          expression = ExpressionSyntax(.postfix(expression, text), range: range(from: start))
          continue
        }
        return expression
      }
    }
    return expression
  }

  /// `{ … }` after a call, and `label: { … }` after it: each a closure argument.
  private mutating func trailingClosures(allowed: Bool) -> [Argument] {
    guard allowed, tokens.is(position, "{"), !tokens.startsLine(position) else { return [] }
    var arguments = [Argument(label: nil, value: closure(), isTrailingClosure: true)]
    while tokens.kind(position) == .identifier, tokens.is(position + 1, ":"), tokens.is(position + 2, "{"), !tokens.startsLine(position) {
      let label = tokens.text(position)
      position += 2
      arguments.append(Argument(label: label, value: closure(), isTrailingClosure: true))
    }
    return arguments
  }

  /// The arguments between the bracket at the current position and `closing`, consumed.
  private mutating func argumentList() -> [Argument] {
    let close = matchingClose(of: position)
    position += 1
    var arguments: [Argument] = []
    while position < close {
      var label: String?
      if tokens.kind(position) == .identifier, tokens.is(position + 1, ":"), !tokens.is(position + 2, ":") {
        label = Self.unquoted(tokens.text(position))
        position += 2
      }
      let value: ExpressionSyntax
      if tokens.kind(position) == .operator, tokens.is(position + 1, ",") || position + 1 == close {
        // An operator passed as a function: `reduce(0, +)`.
        value = ExpressionSyntax(.name(tokens.text(position)), range: tokens.start(position)..<tokens.end(position))
        position += 1
      } else {
        value = expression()
      }
      arguments.append(Argument(label: label, value: value))
      if tokens.is(position, ",") {
        position += 1
        continue
      }
      guard position < close else { break }
      // Something the reader does not follow: the rest of the list is one unknown argument.
      let skipped = position
      position = close
      arguments.append(Argument(label: nil, value: unknownExpression(from: skipped, "could not read this argument")))
    }
    position = close + 1
    return arguments
  }

  /// A literal, a name, a parenthesized or bracketed expression, a closure, an implicit member,
  /// a key path.
  private mutating func primary(trailingClosures: Bool) -> ExpressionSyntax {
    let start = position
    let token = tokens.token(position)
    let text = tokens.text(position)
    switch token.kind {
    case .number:
      position += 1
      let isFloat = !text.hasPrefix("0x") && (text.contains(".") || text.lowercased().contains("e"))
      return ExpressionSyntax(isFloat ? .float : .integer, range: range(from: start))
    case .string:
      let groups = tokens.interpolationGroups(of: position)
      position += 1
      let interpolations = groups.map { group -> ExpressionSyntax in
        var inner = StatementParser(tokens: BodyTokens(tokens: Array(tokens.tokens[group]), bytes: tokens.bytes))
        inner.depth = depth + 1
        return inner.expression()
      }
      return ExpressionSyntax(.string(interpolations: interpolations), range: range(from: start))
    case .regex:
      position += 1
      return ExpressionSyntax(.regex, range: range(from: start))
    case .pound:
      position += 1
      if tokens.is(position, "("), !tokens.startsLine(position) { position = matchingClose(of: position) + 1 }
      return ExpressionSyntax(.pound(text), range: range(from: start))
    case .identifier:
      switch text {
      case "true", "false":
        position += 1
        return ExpressionSyntax(.boolean(text == "true"), range: range(from: start))
      case "nil":
        position += 1
        return ExpressionSyntax(.nil, range: range(from: start))
      case "if", "switch", "do":
        // An `if` or `switch` used as a value (Swift 5.9).
        position += 1
        skip(until: ["{"])
        if tokens.is(position, "{") { position = matchingClose(of: position) + 1 }
        while tokens.is(position, "else") || tokens.is(position, "catch") {
          position += 1
          skip(until: ["{"])
          if tokens.is(position, "{") { position = matchingClose(of: position) + 1 }
        }
        return unknownExpression(from: start, "'\(text)' used as a value")
      default:
        if Self.keywords.contains(text) && text != "init" { return unknownExpression(from: start, "'\(text)' where a value was expected") }
        position += 1
        // `Set<AnyCancellable>()`, `Array<Note>.init`: a generic type's arguments, written touching.
        if tokens.is(position, "<") || (tokens.kind(position) == .operator && tokens.text(position).hasPrefix("<")),
          tokens.touchesPrevious(position), let end = genericArgumentsEnd(from: position)
        {
          position = end
        }
        return ExpressionSyntax(.name(Self.unquoted(self.text(from: tokens.start(start), to: tokens.end(position - 1)))), range: range(from: start))
      }
    case .punctuation:
      switch text {
      case "(":
        let arguments = argumentList()
        if arguments.count == 1, arguments[0].label == nil {
          return ExpressionSyntax(.parenthesized(arguments[0].value), range: range(from: start))
        }
        return ExpressionSyntax(.tuple(arguments), range: range(from: start))
      case "[":
        return collectionLiteral()
      case "{":
        return closure()
      case ".":
        guard tokens.kind(position + 1) == .identifier else { break }
        position += 2
        return ExpressionSyntax(.implicitMember(Self.unquoted(tokens.text(position - 1))), range: range(from: start))
      case "\\":
        position += 1
        while position < tokens.count, !tokens.startsLine(position),
          tokens.kind(position) == .identifier || tokens.is(position, ".") || (tokens.is(position, "?") && tokens.touchesPrevious(position))
        {
          position += 1
        }
        return ExpressionSyntax(.keyPath, range: range(from: start))
      default:
        break
      }
    case .operator:
      break
    }
    position += 1
    return unknownExpression(from: start, "unexpected '\(text)'")
  }

  /// The position after the `>` that closes generic arguments starting at `index`, when what is
  /// between reads as types and a `(`, `.` or `)` follows; nil otherwise (a comparison).
  private func genericArgumentsEnd(from index: Int) -> Int? {
    var depth = 0
    var cursor = index
    while cursor < tokens.count, cursor < index + 64 {
      let text = tokens.text(cursor)
      // Arguments may wrap, but the closing `>` ends the type on its line.
      if tokens.startsLine(cursor), cursor > index, depth <= 0 { return nil }
      if tokens.kind(cursor) == .operator {
        guard text.allSatisfy({ $0 == "<" || $0 == ">" || $0 == "?" || $0 == "!" }) || text == "->" else { return nil }
        depth += text.filter { $0 == "<" }.count - (text == "->" ? 0 : text.filter { $0 == ">" }.count)
        if depth == 0 {
          let next = cursor + 1
          return tokens.is(next, "(") || tokens.is(next, ".") || tokens.is(next, ")") || tokens.is(next, ",")
            || (tokens.is(next, "{") && !tokens.startsLine(next)) ? next : nil
        }
      } else if !(tokens.kind(cursor) == .identifier || [".", ",", ":", "[", "]", "(", ")"].contains(text)) {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
  private mutating func collectionLiteral() -> ExpressionSyntax {
    let start = position
    let close = matchingClose(of: position)
    position += 1
    if tokens.is(position, ":"), position + 1 == close {
      position = close + 1
      return ExpressionSyntax(.dictionary([]), range: range(from: start))
    }
    var elements: [ExpressionSyntax] = []
    var pairs: [DictionaryElement] = []
    while position < close {
      let element = expression()
      if tokens.is(position, ":") {
        position += 1
        pairs.append(DictionaryElement(key: element, value: expression()))
      } else {
        elements.append(element)
      }
      if tokens.is(position, ",") {
        position += 1
      } else if position < close {
        position = close
        elements.append(unknownExpression(from: position, "could not read this element"))
      }
    }
    position = close + 1
    if !pairs.isEmpty { return ExpressionSyntax(pairs.count == elements.count + pairs.count ? .dictionary(pairs) : .unknown("a mixed literal"), range: range(from: start)) }
    return ExpressionSyntax(.array(elements), range: range(from: start))
  }

  /// `{ [captures] parameters in statements }`, consumed.
  mutating func closure() -> ExpressionSyntax {
    let start = position
    let close = matchingClose(of: position)
    position += 1
    var captures: [String] = []
    var parameters: [String] = []
    var isAsync = false
    var isThrowing = false
    if tokens.is(position, "["), let signatureEnd = signatureEnd(from: position, before: close) {
      let captureClose = matchingClose(of: position)
      var itemStart = position + 1
      for index in (position + 1)...captureClose where tokens.is(index, ",") || index == captureClose {
        if itemStart < index { captures.append(text(from: tokens.start(itemStart), to: tokens.end(index - 1))) }
        itemStart = index + 1
      }
      position = captureClose + 1
      (parameters, isAsync, isThrowing) = signature(to: signatureEnd)
      position = signatureEnd + 1
    } else if let signatureEnd = signatureEnd(from: position, before: close) {
      (parameters, isAsync, isThrowing) = signature(to: signatureEnd)
      position = signatureEnd + 1
    }
    var body = StatementParser(tokens: tokens.closingBracket(of: start).map { tokens.ending(at: $0) } ?? tokens)
    body.position = position
    body.depth = depth + 1
    let statements = body.statements()
    position = close + 1
    return ExpressionSyntax(
      .closure(Closure(captures: captures, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, body: statements)),
      range: range(from: start))
  }

  /// The position of the `in` that ends a closure's capture list and signature, when there is one.
  private func signatureEnd(from index: Int, before close: Int) -> Int? {
    var cursor = index
    var depth = 0
    while cursor < close {
      let text = tokens.text(cursor)
      switch text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "in" where depth == 0: return cursor
      case "{", "}", ";", "=": return nil
      default:
        if depth == 0, Self.keywords.contains(text) { return nil }
        // A signature's operators: `->`, `...`, `&`, and generics' and optionals' `<`, `>`, `?`, `!`.
        if depth == 0, tokens.kind(cursor) == .operator, text != "->", text != "...", text != "&",
          !text.allSatisfy({ "<>?!".contains($0) })
        {
          return nil
        }
        if depth == 0, tokens.kind(cursor) == .string || tokens.kind(cursor) == .number { return nil }
      }
      cursor += 1
    }
    return nil
  }

  /// A closure's parameter names and effects, from the current position to `end` (its `in`).
  private func signature(to end: Int) -> (parameters: [String], isAsync: Bool, isThrowing: Bool) {
    var names: [String] = []
    var isAsync = false
    var isThrowing = false
    var index = position
    var depth = 0
    var expectingName = true
    while index < end {
      let text = tokens.text(index)
      switch text {
      case "(":
        depth += 1
        expectingName = depth == 1
      case ")": depth -= 1
      case ",": expectingName = depth <= 1
      case ":": expectingName = false
      case "->":
        // The return type: nothing after it names a parameter.
        index = end
        continue
      case "async": if depth == 0 { isAsync = true }
      case "throws", "rethrows": if depth == 0 { isThrowing = true }
      default:
        if expectingName, tokens.kind(index) == .identifier, depth <= 1 {
          names.append(Self.unquoted(text))
          expectingName = false
        }
      }
      index += 1
    }
    return (names, isAsync, isThrowing)
  }

  mutating func unknownExpression(from start: Int, _ reason: String) -> ExpressionSyntax {
    ExpressionSyntax(.unknown(reason), range: range(from: start))
  }
}
