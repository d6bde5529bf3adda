import GraftSupport

/// Recognises the method bodies that port mechanically: one assignment of a parameter to a
/// state field, one call of a delegate closure or delegate method, or nothing at all. Anything
/// else is quoted under a TODO for a person to port.
enum TrivialBody {
  /// `stateFields` holds the names of the model's State fields, looked up once per action.
  static func port(_ action: ActionCase, in model: FeatureModel, stateFields: Set<String>) -> ActionCase.Port? {
    guard let body = action.body else { return nil }
    let statement = body.trimmed()
    if statement.isEmpty { return .nothing }
    guard !statement.contains("\n"), !statement.contains(";") else { return nil }
    let parameters = Set(action.payload.map(\.name))
    // `text = newText`, `self.text = newText`.
    let sides = statement.components(separatedBy: " = ")
    if sides.count == 2 {
      var field = sides[0].trimmed()
      if field.hasPrefix("self.") { field = String(field.dropFirst(5)) }
      let value = sides[1].trimmed()
      if parameters.contains(value), stateFields.contains(field) {
        return .assignment(field: field, parameter: value)
      }
      return nil
    }
    // `onCancel?()`, `onSave?(note)`, `delegate?.checkoutDidCancel()`.
    guard statement.hasSuffix(")"), let open = statement.firstIndex(of: "(") else { return nil }
    var callee = String(statement[..<open])
    if callee.hasSuffix("?") { callee.removeLast() }
    if callee.hasPrefix("self.") { callee = String(callee.dropFirst(5)) }
    let argumentText = statement[statement.index(after: open)..<statement.index(before: statement.endIndex)].trimmed()
    let arguments = argumentText.isEmpty ? [] : TopLevelSplit.split(argumentText, on: ",").map { $0.trimmed() }
    for outcome in model.delegateCases {
      let matches: Bool
      switch outcome.source {
      case let .closure(property, _): matches = callee == property
      case let .protocolRequirement(property, _, method, _):
        matches = callee == "\(property)?.\(method)" || callee == "\(property).\(method)"
      case .method: matches = false
      }
      // The view model passing itself to its delegate: the case leaves the sender out.
      var arguments = arguments
      if case .protocolRequirement(_, _, _, true) = outcome.source {
        guard arguments.first?.split(separator: ":").last?.trimmed() == "self" else { continue }
        arguments.removeFirst()
      }
      guard matches, arguments.count == outcome.payload.count else { continue }
      // Each argument must be a parameter, passed as is.
      var passed: [ActionCase.Argument] = []
      for (argument, value) in zip(arguments, outcome.payload) {
        let expression = argument.split(separator: ":", maxSplits: 1).last.map { $0.trimmed() } ?? argument
        guard parameters.contains(expression) else { return nil }
        passed.append(ActionCase.Argument(label: value.label, parameter: expression))
      }
      return .sendDelegate(outcome: outcome.name, arguments: passed)
    }
    return nil
  }
}
