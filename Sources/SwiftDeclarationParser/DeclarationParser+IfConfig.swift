/// One open `#if … #endif` block: the conditions of its earlier clauses, which a later clause
/// implies are false, and the condition of the clause being read (nil in `#else`).
struct IfConfigClause {
  var start: Int
  var earlierConditions: [String] = []
  var condition: String?

  /// What must hold for code in the current clause: `DEBUG`, `!DEBUG`, `!DEBUG && os(iOS)`.
  var effectiveCondition: String {
    var parts = earlierConditions.map { "!" + Self.parenthesized($0) }
    if let condition { parts.append(earlierConditions.isEmpty ? condition : Self.parenthesized(condition)) }
    return parts.joined(separator: " && ")
  }

  /// Wraps a compound condition so that negating or joining it keeps its meaning.
  static func parenthesized(_ condition: String) -> String {
    let isSimple = condition.allSatisfy { $0 != " " && $0 != "&" && $0 != "|" && $0 != "!" }
    return isSimple ? condition : "(\(condition))"
  }
}

extension DeclarationParser {
  func isIfConfigDirective(_ token: Token) -> Bool {
    guard token.kind == .poundKeyword else { return false }
    switch text(token) {
    case "#if", "#elseif", "#else", "#endif": return true
    default: return false
    }
  }

  /// Records the conditions now in force, reusing an equal set: a file has few.
  mutating func updateConditionSet() {
    let conditions = ifConfigStack.map(\.effectiveCondition)
    if let existing = conditionSets.lastIndex(of: conditions) {
      currentConditionSet = UInt32(existing)
    } else {
      currentConditionSet = UInt32(conditionSets.count)
      conditionSets.append(conditions)
    }
  }

  /// Handles `#if`, `#elseif`, `#else` or `#endif` at the current token. `base` is the depth
  /// at which the enclosing member list began: a clause cannot close a block opened outside it.
  mutating func parseIfConfigDirective(base: Int) {
    defer { updateConditionSet() }
    let directive = token
    let word = text(directive)
    advance()
    switch word {
    case "#if":
      ifConfigStack.append(IfConfigClause(start: directive.start, condition: readConditionLine()))
    case "#elseif", "#else":
      let condition = word == "#elseif" ? readConditionLine() : nil
      guard ifConfigStack.count > base else {
        diagnose("'\(word)' without a matching '#if'", at: directive.start)
        return
      }
      var clause = ifConfigStack.removeLast()
      if let previous = clause.condition { clause.earlierConditions.append(previous) }
      clause.condition = condition
      ifConfigStack.append(clause)
    default:
      guard ifConfigStack.count > base else {
        diagnose("'#endif' without a matching '#if'", at: directive.start)
        return
      }
      ifConfigStack.removeLast()
    }
  }

  /// The rest of the directive's line: its condition, as written.
  private mutating func readConditionLine() -> String {
    guard !tokenStartsLine, token.kind != .endOfFile else {
      diagnose("expected a condition after the directive", at: previous.start)
      return "true"
    }
    let start = token.start
    while !tokenStartsLine, token.kind != .endOfFile {
      if token.kind.isOpeningBracket { skipGroup() } else { advance() }
    }
    return TextFolding.fold(lexer.bytes, start, previous.end)
  }

  mutating func closeIfConfigs(above base: Int) {
    guard ifConfigStack.count > base else { return }
    while ifConfigStack.count > base {
      let clause = ifConfigStack.removeLast()
      diagnose("expected '#endif' to close this '#if'", at: clause.start)
    }
    updateConditionSet()
  }
}
