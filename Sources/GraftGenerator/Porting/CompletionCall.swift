import SwiftDeclarationParser

/// `service.load(id: id) { [weak self] result in … }`, a call of a service method whose client
/// waits for its completion (`CompletionHandler`), read as the statements an `async` method
/// would have written: `let items = try await service.load(id: id)`, then what the completion
/// did with the value, and for a `Result` what it did with the error. The porter carries that
/// over as it does any wait, so what the completion ran is the response's case.
///
/// Only a completion whose statements read the report plainly is read: the value under its
/// name, a `Result` through one `switch` over `.success` and `.failure`.
struct CompletionCall {
  typealias Refusal = ExpressionPort.Refusal

  /// The wait: `let items = try await service.load(id: id)`, `await service.refresh()`.
  var wait: Statement
  /// The names the wait binds: none, one, or one per value of a tuple (`let (status, message) = …`).
  var boundNames: [String]
  /// What runs once the wait is over: on success, for a `Result`.
  var then: [Statement]
  /// For a `Result`: what runs when it fails, and the name the error is bound to there.
  var failure: (statements: [Statement], errorName: String?)?

  /// `call` is `callee(arguments)`, its last argument the completion's closure.
  init(call: ExpressionSyntax, callee: ExpressionSyntax, arguments: [Argument], completion: CompletionHandler) throws {
    guard let closure = arguments.last?.closure else { throw Refusal(reason: "it hands the completion on as a value rather than writing it") }
    try Self.checkCaptures(of: closure)
    let parameter = closure.parameters.first.flatMap { $0 == "_" ? nil : $0 }
    var body = Self.plain(closure.body)
    if closure.parameters.isEmpty, body.contains(where: { BodyPorter.reads($0, "$0") }) {
      throw Refusal(reason: "its completion reads '$0', which Graft ports only under a name")
    }
    let waited = ExpressionSyntax(.call(callee, Array(arguments.dropLast())), range: call.range)
    func waiting(_ tries: Bool) -> ExpressionSyntax {
      let wait = ExpressionSyntax(.await(waited), range: call.range)
      return tries ? ExpressionSyntax(.try("try", wait), range: call.range) : wait
    }
    func binding(_ names: [String], _ value: ExpressionSyntax, returnsValue: Bool) -> Statement {
      if !names.isEmpty { return Statement(.variable(Variable(isConstant: true, names: names, initializer: value)), range: call.range) }
      // `_ = await …`: waited for, its value dropped.
      guard returnsValue else { return Statement(.expression(value), range: call.range) }
      let discard = ExpressionSyntax(.name("_"), range: call.range.lowerBound..<call.range.lowerBound)
      return Statement(.expression(ExpressionSyntax(.assignment(discard, "=", value), range: call.range)), range: call.range)
    }
    switch completion.report {
    case .done:
      wait = binding([], waiting(false), returnsValue: false)
      boundNames = []
      then = body
    case .value:
      boundNames = parameter.map { [$0] } ?? []
      wait = binding(boundNames, waiting(false), returnsValue: true)
      then = body
    case let .values(values):
      // `{ status, message in … }`: `let (status, message) = await …`, each value under its name.
      guard closure.parameters.count == values.count else {
        throw Refusal(reason: "its completion reads its \(values.count) values other than under names of their own")
      }
      let names = closure.parameters
      boundNames = names.allSatisfy { $0 == "_" } ? [] : names
      wait = binding(boundNames, waiting(false), returnsValue: true)
      then = body
    case let .result(success, failureType):
      let returnsValue = !["Void", "()"].contains(success)
      guard let result = parameter, body.contains(where: { BodyPorter.reads($0, result) }) else {
        // The completion does the same whatever the result: after success and failure alike.
        wait = binding([], waiting(true), returnsValue: returnsValue)
        boundNames = []
        then = body
        failure = (body, nil)
        return
      }
      guard let index = body.firstIndex(where: { if case let .switch(subject, _) = $0.kind { Self.isName(subject, result) } else { false } }),
        case let .switch(_, cases) = body[index].kind
      else { throw Refusal(reason: "its completion reads the result '\(result)' other than through a 'switch' over '.success' and '.failure'") }
      let before = Array(body[..<index])
      let after = Array(body[(index + 1)...])
      guard !(before + after).contains(where: { BodyPorter.reads($0, result) }) else {
        throw Refusal(reason: "its completion reads the result '\(result)' outside its 'switch'")
      }
      var outcomes: [String: (name: String?, body: [Statement])] = [:]
      // Around the `switch`, a name its cases bind meant something else (a field of that name).
      let boundInCases = Set(cases.flatMap(\.names))
      if let hidden = boundInCases.sorted().first(where: { name in (before + after).contains { BodyPorter.reads($0, name) } }) {
        throw Refusal(reason: "its completion reads '\(hidden)' around its 'switch', whose case binds that name")
      }
      for item in cases {
        guard item.patterns.count == 1, item.whereClause == nil, let (outcome, name) = Self.outcome(item.patterns[0]), outcomes[outcome] == nil else {
          throw Refusal(reason: "its completion's 'switch' over '\(result)' has cases other than '.success' and '.failure'")
        }
        outcomes[outcome] = (name, item.body)
      }
      guard let succeeded = outcomes["success"], let failed = outcomes["failure"] else {
        throw Refusal(reason: "its completion's 'switch' over '\(result)' has cases other than '.success' and '.failure'")
      }
      // The effect's `Result` holds `any Error`: what a typed failure's code reads of its type is gone.
      if let error = failed.name, !["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(failureType),
        (failed.body + after).contains(where: { BodyPorter.reads($0, error) })
      {
        throw Refusal(reason: "its completion's failure is a '\(failureType)', which the effect's 'Result' holds as 'any Error'")
      }
      body = before + succeeded.body + after
      boundNames = succeeded.name.map { [$0] } ?? []
      wait = binding(boundNames, waiting(true), returnsValue: returnsValue)
      then = body
      failure = (before + failed.body + after, failed.name)
    case .failure:
      throw Refusal(reason: "its completion reports an optional error, which Graft ports only as a 'Result'")
    }
  }

  init(wait: Statement, boundName: String?, then: [Statement], failure: (statements: [Statement], errorName: String?)?) {
    self.wait = wait
    self.boundNames = boundName.map { [$0] } ?? []
    self.then = then
    self.failure = failure
  }

  /// `[name = self.name]`, `[items]`: a value captured when the call was made, where the
  /// response's case would read State when the answer comes. Only `self` may be captured.
  static func checkCaptures(of closure: Closure) throws {
    if let capture = closure.captures.first(where: { !["weak self", "unowned self", "self"].contains($0) }) {
      throw Refusal(reason: "its closure captures '\(capture)' when the call is made, where a response's case would read it when the answer comes")
    }
  }

  /// A closure's statements as a response's case reads them: without a weak capture's check,
  /// nor a hop back to the main thread as its only statement (`DispatchQueue.main.async { … }`),
  /// which a reducer's case makes by itself.
  static func plain(_ statements: [Statement]) -> [Statement] {
    let body = WeakSelf.droppingGuard(statements)
    if body.count == 1, let hop = MainThreadHop.statements(of: body[0]) { return hop.body }
    return body
  }

  /// `.success(let items)`, `let .success(items)`, `.failure(_)`, `.success`: the outcome and the
  /// name bound, nil for none.
  private static func outcome(_ pattern: String) -> (String, String?)? {
    func droppingBinding(_ text: Substring) -> (Substring, Bool) {
      for keyword in ["let ", "var "] where text.hasPrefix(keyword) { return (text.dropFirst(keyword.count).drop(while: \.isWhitespace), true) }
      return (text, false)
    }
    // `case .success(var items)`: a value the case changes, which a response's binding cannot.
    if pattern.contains("var ") { return nil }
    var (text, binds) = droppingBinding(Substring(pattern.trimmed()))
    guard text.hasPrefix(".") else { return nil }
    text = text.dropFirst()
    guard let outcome = ["success", "failure"].first(where: { text.hasPrefix($0) }) else { return nil }
    text = text.dropFirst(outcome.count).drop(while: \.isWhitespace)
    if text.isEmpty { return (outcome, nil) }
    guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    let (name, bindsInside) = droppingBinding(text.dropFirst().dropLast().drop(while: \.isWhitespace))
    let trimmedName = String(name).trimmed()
    if trimmedName == "_" { return (outcome, nil) }
    guard binds || bindsInside, SwiftIdentifier.isValid(trimmedName) else { return nil }
    return (outcome, trimmedName)
  }

  private static func isName(_ expression: ExpressionSyntax, _ name: String) -> Bool {
    if case .name(name) = expression.kind { return true }
    return false
  }
}
