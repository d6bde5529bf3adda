/// The few expressions and patterns the translation stage writes inside statements.
enum SwiftExpressions {
  /// `label: value, value`.
  static func arguments(_ arguments: [ArgumentExpression]) -> String {
    arguments.map { argument in argument.label.map { "\($0): \(argument.value)" } ?? argument.value }.joined(separator: ", ")
  }

  /// Each value passed on under its own label: `text: text, notes: notes`.
  static func forwarding(_ values: [Value]) -> [ArgumentExpression] {
    values.map { ArgumentExpression(label: $0.label, value: $0.name) }
  }

  /// `.cancel`, or `let .save(note)` binding the payload's names.
  static func casePattern(_ actionCase: ActionCase) -> String {
    guard !actionCase.payload.isEmpty else { return ".\(actionCase.name)" }
    return "let .\(actionCase.name)(\(actionCase.payload.map(\.name).joined(separator: ", ")))"
  }

  /// `(Note) async -> Void`.
  static func functionType(_ signature: ClosureSignature) -> String {
    var effects = ""
    if signature.isAsync { effects += "async " }
    if signature.isThrowing { effects += "throws " }
    return "(" + signature.parameterTypes.joined(separator: ", ") + ") " + effects + "-> " + signature.returnType
  }

  /// `{}` or `{ _, _ in }`: a closure that ignores what it is given.
  static func emptyClosure(parameterCount: Int) -> String {
    parameterCount == 0 ? "{}" : "{ " + Array(repeating: "_", count: parameterCount).joined(separator: ", ") + " in }"
  }
}
