/// Recognises the method bodies that port mechanically: one assignment of a parameter to a
/// state field, one call of a delegate closure or delegate method, or nothing at all. Anything
/// else is quoted under a TODO for a person to port.
enum TrivialBody {
  static func port(_ action: ActionCase, in model: FeatureModel) -> ActionCase.Port? {
    guard let body = action.body else { return nil }
    let statement = body.trimmingCharacters()
    if statement.isEmpty { return .nothing }
    guard !statement.contains("\n"), !statement.contains(";") else { return nil }
    let parameters = Set(action.payload.map(\.name))
    // `text = newText`, `self.text = newText`.
    let sides = statement.components(separatedBy: " = ")
    if sides.count == 2 {
      var field = sides[0].trimmingCharacters()
      if field.hasPrefix("self.") { field = String(field.dropFirst(5)) }
      let value = sides[1].trimmingCharacters()
      if parameters.contains(value), model.state.contains(where: { $0.name == field }) {
        return .assignment(field: field, parameter: value)
      }
      return nil
    }
    // `onCancel?()`, `onSave?(note)`, `delegate?.checkoutDidCancel()`.
    guard statement.hasSuffix(")"), let open = statement.firstIndex(of: "(") else { return nil }
    var callee = String(statement[..<open])
    if callee.hasSuffix("?") { callee.removeLast() }
    if callee.hasPrefix("self.") { callee = String(callee.dropFirst(5)) }
    let argumentText = statement[statement.index(after: open)..<statement.index(before: statement.endIndex)].trimmingCharacters()
    let arguments = argumentText.isEmpty ? [] : TopLevelSplit.split(argumentText, on: ",").map { $0.trimmingCharacters() }
    for outcome in model.delegateCases {
      let matches: Bool
      switch outcome.source {
      case let .closure(property, _): matches = callee == property
      case let .protocolRequirement(property, _):
        matches = callee == "\(property)?.\(outcome.name)" || callee == "\(property).\(outcome.name)"
      case .method: matches = false
      }
      guard matches, arguments.count == outcome.payload.count else { continue }
      // Each argument must be a parameter, passed as is.
      var values: [String] = []
      for (argument, value) in zip(arguments, outcome.payload) {
        let expression = argument.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters() } ?? argument
        guard parameters.contains(expression) else { return nil }
        values.append(value.label.map { "\($0): \(expression)" } ?? expression)
      }
      return .sendDelegate(outcome: outcome.name, arguments: values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
    }
    return nil
  }

}

/// A body's text without its braces, its common indentation removed.
enum BodyText {
  static func inner(_ body: String) -> String {
    var text = Substring(body)
    if text.hasPrefix("{") { text = text.dropFirst() }
    if text.hasSuffix("}") { text = text.dropLast() }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.trimmingCharacters().isEmpty { lines.removeFirst() }
    while let last = lines.last, last.trimmingCharacters().isEmpty { lines.removeLast() }
    let margin = lines.filter { !$0.trimmingCharacters().isEmpty }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    // Trailing blanks go too: the body is quoted in a comment, where they would be noise.
    return lines.map { line in
      guard let last = line.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
      return String(line[...last].dropFirst(margin))
    }.joined(separator: "\n")
  }
}
