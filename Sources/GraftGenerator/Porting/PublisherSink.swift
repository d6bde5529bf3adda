import SwiftDeclarationParser

/// `service.follow(name).receive(on: DispatchQueue.main).sink { completion in … } receiveValue:
/// { value in … }.store(in: &cancellables)`, or the same stored into a property
/// (`followCancellable = service.follow(name).sink { … }`): a subscription to a publisher a
/// service method returns, kept as long as the view model lives, or until another replaces it. A reducer returns the same publisher as its
/// effect (`.publisher { … }`), each value, the end and the failure sent back as cases of their
/// own where the closures' statements run: the store lives as long as the screen, as the
/// subscription did.
///
/// Only a completion that reads its value plainly is read: through one `switch` over
/// `.finished` and `.failure`, an `if case .failure(let error) = completion`, a `guard case …
/// else { return }` opening it, or not at all.
struct PublisherSink {
  typealias Refusal = ExpressionPort.Refusal

  /// The publisher's call: `service.follow(name)`, its callee and arguments.
  var callee: ExpressionSyntax
  var arguments: [Argument]
  /// The value closure's parameter (nil for `_`) and statements.
  var valueName: String?
  var onValue: [Statement]
  /// What runs when the publisher finishes.
  var onFinished: [Statement]
  /// What runs when it fails, and the name the error is bound to there.
  var onFailure: [Statement]
  var errorName: String?
  /// The property the subscription is stored into, whose next one cancels it; nil for one kept
  /// in a set.
  var storedInto: ExpressionSyntax? = nil

  /// The sink the statement subscribes with, nil for any other statement; a refusal for a sink
  /// of a shape Graft does not read. `servicesCalledAsFunctions`: the services whose call
  /// (`getBookmarks()`) is a method's, their `callAsFunction`.
  static func of(_ statement: Statement, servicesCalledAsFunctions: Set<String> = []) throws -> PublisherSink? {
    guard case let .expression(expression) = statement.kind else { return nil }
    let sinkCall: ExpressionSyntax
    var storedInto: ExpressionSyntax?
    if case let .call(storeCallee, storeArguments) = expression.kind, case let .member(call, "store") = storeCallee.kind,
      storeArguments.count == 1, storeArguments[0].label == "in", case .prefix("&", _) = storeArguments[0].value.kind
    {
      sinkCall = call
    } else if case let .assignment(target, "=", value) = expression.kind {
      sinkCall = value
      storedInto = target
    } else {
      return nil
    }
    guard case let .call(sinkCallee, sinkArguments) = sinkCall.kind, case var .member(publisher, "sink") = sinkCallee.kind else { return nil }
    // The reducer's cases run on the main thread: a hop there says nothing more.
    if case let .call(receive, receiveArguments) = publisher.kind, case let .member(upstream, "receive") = receive.kind {
      guard receiveArguments.count == 1, receiveArguments[0].label == "on", isMainScheduler(receiveArguments[0].value) else {
        throw Refusal(reason: "its publisher delivers on a scheduler other than the main one")
      }
      publisher = upstream
    }
    // `$query.sink { … }`, a subject's: not a service's publisher.
    guard case let .call(callee, arguments) = publisher.kind else { return nil }
    switch callee.kind {
    case let .member(receiver, name):
      // `service.load().collect().map { … }`: operators between the service and the sink.
      if case .call = receiver.kind { throw Refusal(reason: "it subscribes through '.\(name)', an operator Graft does not port: it reads a service's publisher with at most '.receive(on:)' the main queue") }
    case let .name(service) where servicesCalledAsFunctions.contains(service): break
    default: return nil
    }
    let closures = sinkArguments.compactMap(\.closure)
    guard closures.count == sinkArguments.count else { throw Refusal(reason: "it hands the sink a closure it does not write") }
    let value: Closure
    var completion: Closure?
    switch sinkArguments.map(\.label) {
    case [nil, "receiveValue"], ["receiveCompletion", "receiveValue"]:
      completion = closures[0]
      value = closures[1]
    // Only a publisher that never fails has a sink of its values alone.
    case ["receiveValue"], [nil]:
      value = closures[0]
    default:
      throw Refusal(reason: "its sink's closures are not the completion's and the value's")
    }
    // `receiveValue: { … }` without a parameter: a publisher of `Void`s, whose value says nothing.
    guard value.parameters.count <= 1 else { throw Refusal(reason: "its sink's value closure takes \(value.parameters.count) values, where a publisher sends one") }
    if value.parameters.isEmpty, value.body.contains(where: { BodyPorter.reads($0, "$0") }) {
      throw Refusal(reason: "its sink's value closure reads '$0', which Graft ports only under a name")
    }
    var sink = PublisherSink(
      callee: callee, arguments: arguments, valueName: value.parameters.first.flatMap { $0 == "_" ? nil : $0 },
      onValue: WeakSelf.droppingGuard(value.body), onFinished: [], onFailure: [], errorName: nil, storedInto: storedInto)
    if let completion { try sink.read(completion) }
    return sink
  }

  /// Reads what the completion does on `.finished` and on `.failure`.
  private mutating func read(_ completion: Closure) throws {
    guard completion.parameters.count == 1 else { throw Refusal(reason: "its sink's completion reads '$0', which Graft ports only under a name") }
    let body = WeakSelf.droppingGuard(completion.body)
    let name = completion.parameters[0]
    guard name != "_", body.contains(where: { BodyPorter.reads($0, name) }) else {
      // The same whatever the end.
      onFinished = body
      onFailure = body
      return
    }
    guard let first = body.first else { return }
    switch first.kind {
    case let .switch(subject, cases) where Self.isName(subject, name) && body.count == 1:
      for item in cases {
        guard item.patterns.count == 1, item.whereClause == nil else { throw Refusal(reason: "its completion's 'switch' has a case Graft does not read") }
        // A case may open with the weak capture's check, as the closure may.
        let statements = item.body.count == 1 && item.body[0].kind == .break(label: nil) ? [] : WeakSelf.droppingGuard(item.body)
        switch Self.outcome(item.patterns[0]) {
        case ("finished", nil)?: onFinished = statements
        case let ("failure", error)?:
          onFailure = statements
          errorName = error
        default: throw Refusal(reason: "its completion's 'switch' has cases other than '.finished' and '.failure'")
        }
      }
    case let .if(branch) where body.count == 1 && branch.otherwise == nil && branch.conditions.count == 1:
      guard let error = Self.failureBinding(branch.conditions[0], completion: name) else {
        throw Refusal(reason: "its completion reads '\(name)' other than as its failure")
      }
      onFailure = WeakSelf.droppingGuard(branch.then)
      errorName = error
    case let .guard(conditions, otherwise) where conditions.count == 1 && otherwise.count == 1 && otherwise[0].kind == .return(nil):
      guard let error = Self.failureBinding(conditions[0], completion: name) else {
        throw Refusal(reason: "its completion reads '\(name)' other than as its failure")
      }
      onFailure = Array(body.dropFirst())
      errorName = error
    default:
      throw Refusal(reason: "its completion reads '\(name)' other than through a 'switch' over '.finished' and '.failure'")
    }
    if (onFinished + onFailure).contains(where: { BodyPorter.reads($0, name) }) {
      throw Refusal(reason: "its completion reads '\(name)' outside the check of its failure")
    }
  }

  /// `case .failure(let error) = completion`, `case let .failure(error) = completion`: the name
  /// bound (`""` for `.failure` or `.failure(_)`), nil for any other condition.
  private static func failureBinding(_ condition: Condition, completion: String) -> String?? {
    guard case let .pattern(pattern, _, value) = condition.kind, isName(value, completion), case let ("failure", error)? = outcome(pattern) else { return nil }
    return .some(error)
  }

  /// `.finished`, `.failure(let error)`, `let .failure(error)`, `.failure(_)`, `.failure`: the
  /// outcome and the name it binds.
  private static func outcome(_ pattern: String) -> (String, String?)? {
    var text = Substring(pattern.trimmed())
    var binds = false
    if text.hasPrefix("let ") {
      text = text.dropFirst(4).drop(while: \.isWhitespace)
      binds = true
    }
    guard text.hasPrefix(".") else { return nil }
    text = text.dropFirst()
    guard let outcome = ["finished", "failure"].first(where: { text.hasPrefix($0) }) else { return nil }
    text = text.dropFirst(outcome.count).drop(while: \.isWhitespace)
    if text.isEmpty { return (outcome, nil) }
    guard outcome == "failure", text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    var inner = text.dropFirst().dropLast().drop(while: \.isWhitespace)
    if inner.hasPrefix("let ") {
      inner = inner.dropFirst(4)
      binds = true
    }
    let name = String(inner).trimmed()
    if name == "_" { return (outcome, nil) }
    guard binds, SwiftIdentifier.isValid(name) else { return nil }
    return (outcome, name)
  }

  /// `DispatchQueue.main`, `RunLoop.main`, `.main`.
  private static func isMainScheduler(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .implicitMember("main"): return true
    case let .member(type, "main"): return type.kind == .name("DispatchQueue") || type.kind == .name("RunLoop")
    default: return false
    }
  }

  private static func isName(_ expression: ExpressionSyntax, _ name: String) -> Bool {
    if case .name(name) = expression.kind { return true }
    return false
  }

  /// `AnyPublisher<String, NetworkError>`, `Future<Page, Error>`: the publisher's output and
  /// failure; nil for another type.
  static func outputAndFailure(of type: String) -> (output: String, failure: String)? {
    guard let arguments = ["AnyPublisher", "Future"].lazy.compactMap({ TopLevelSplit.genericArguments(of: type, named: $0) }).first,
      arguments.count == 2
    else { return nil }
    return (arguments[0], arguments[1])
  }
}
