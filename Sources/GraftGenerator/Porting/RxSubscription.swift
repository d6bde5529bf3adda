import SwiftDeclarationParser

/// `service.fetchUser(id: id).subscribe(onSuccess: { [weak self] user in … }, onFailure: { error
/// in … }).disposed(by: disposeBag)`: a subscription to the `Single` (or `Completable`) a service
/// method returns, whose client waits for it instead (`RxTrait`). It is read as the statements an
/// `async` method would have written, `let user = try await service.fetchUser(id: id)`, then what
/// `onSuccess` did, with what `onFailure` did as the failure's: a `CompletionCall`, which the
/// porter carries over as it does any wait.
///
/// The dispose bag kept the subscription as long as the view model lived; the effect lives as
/// long as the store, which lives as long as the screen. A hop to the main scheduler
/// (`.observe(on: MainScheduler.instance)`) says nothing more: the response's case runs there.
struct RxSubscription {
  typealias Refusal = ExpressionPort.Refusal

  /// The service's call, `service.fetchUser(id: id)`, its callee and arguments.
  var call: ExpressionSyntax
  var callee: ExpressionSyntax
  var arguments: [Argument]
  /// The operators between the call and `subscribe`, outermost first: `observe(on:)`, `map`.
  var operators: [(name: String, arguments: [Argument])]
  /// What `subscribe` is handed.
  var subscribeArguments: [Argument]
  /// The dispose bag it is disposed into (`disposeBag` of `.disposed(by: disposeBag)`), nil for none.
  var bag: ExpressionSyntax? = nil

  /// The subscription `expression` makes to what a call returns, nil for anything else.
  static func of(_ expression: ExpressionSyntax) -> RxSubscription? {
    var subscribed = expression
    // `_ = service.fetch().subscribe(…)`: the disposable let go, as the bag would on deinit.
    if case let .assignment(target, "=", value) = subscribed.kind, case .name("_") = target.kind { subscribed = value }
    var bag: ExpressionSyntax?
    if case let .call(callee, arguments) = subscribed.kind, case let .member(inner, "disposed") = callee.kind,
      arguments.count == 1, arguments[0].label == "by"
    {
      subscribed = inner
      bag = arguments[0].value
    }
    guard case let .call(subscribeCallee, subscribeArguments) = subscribed.kind, case var .member(source, "subscribe") = subscribeCallee.kind
    else { return nil }
    var operators: [(name: String, arguments: [Argument])] = []
    while case let .call(callee, arguments) = source.kind, case let .member(receiver, name) = callee.kind, case .call = receiver.kind {
      operators.append((name, arguments))
      source = receiver
    }
    guard case let .call(callee, arguments) = source.kind else { return nil }
    return RxSubscription(call: source, callee: callee, arguments: arguments, operators: operators, subscribeArguments: subscribeArguments, bag: bag)
  }

  /// The closures handed to `subscribe`, by label (`onSuccess`, `onFailure` or `onError`,
  /// `onCompleted`, and `_` for the one closure of every event); a refusal for a subscription of
  /// a shape Graft does not read.
  func closures() throws -> [String: Closure] {
    for (name, arguments) in operators {
      // The response's case runs on the main thread: a hop there says nothing more.
      guard ["observe", "observeOn"].contains(name) else {
        throw Refusal(reason: "it subscribes through '.\(name)', an operator Graft does not port: it reads a service's 'Single' with at most '.observe(on:)' the main scheduler")
      }
      guard arguments.count == 1, Self.isMainScheduler(arguments[0].value) else {
        throw Refusal(reason: "it observes its subscription on a scheduler other than the main one")
      }
    }
    var closures: [String: Closure] = [:]
    for argument in subscribeArguments {
      // `subscribe { result in switch result { … } }`: the event's closure, under the name `_`.
      let label = argument.label ?? (subscribeArguments.count == 1 && argument.closure != nil ? "_" : "")
      guard ["onSuccess", "onFailure", "onError", "onCompleted", "_"].contains(label) else {
        throw Refusal(reason: "it subscribes with '\(argument.label ?? "_"):', where Graft reads 'onSuccess:', 'onFailure:' and 'onCompleted:'")
      }
      guard let closure = argument.closure else { throw Refusal(reason: "it hands its subscription a closure it does not write") }
      try CompletionCall.checkCaptures(of: closure)
      closures[label] = closure
    }
    guard closures["onFailure"] == nil || closures["onError"] == nil else { throw Refusal(reason: "its subscription handles the failure twice") }
    return closures
  }

  private static func isMainScheduler(_ expression: ExpressionSyntax) -> Bool {
    guard case let .member(base, name) = expression.kind, ["instance", "asyncInstance"].contains(name) else { return false }
    if case .name("MainScheduler") = base.kind { return true }
    if case let .member(module, "MainScheduler") = base.kind, case .name("RxSwift") = module.kind { return true }
    return false
  }
}

extension CompletionCall {
  /// The wait a subscription to `trait` stands for, and what its closures ran.
  init(_ subscription: RxSubscription, trait: RxTrait) throws {
    let successLabel: String
    switch trait.kind {
    case .single: successLabel = "onSuccess"
    case .completable: successLabel = "onCompleted"
    // A `Maybe` reports its value and its emptiness to two closures, which one wait for an
    // optional would have to tell apart again.
    case .maybe: throw Refusal(reason: "it subscribes to a 'Maybe', which Graft does not port: its client waits for an optional value instead")
    }
    let closures = try subscription.closures()
    // `subscribe { result in switch result { case .success(let user): … case .failure: … } }`:
    // a `Single`'s event is a `Result`, read as a completion's.
    if let event = closures["_"] {
      guard trait.kind == .single else { throw Refusal(reason: "it reads a '\(trait.kind.rawValue)''s events in one closure, which Graft ports only for a 'Single'") }
      let arguments = subscription.arguments + [Argument(label: nil, value: ExpressionSyntax(.closure(event), range: subscription.call.range), isTrailingClosure: true)]
      try self.init(
        call: subscription.call, callee: subscription.callee, arguments: arguments,
        completion: CompletionHandler(report: .result(success: trait.element, failure: "Error"), label: nil))
      return
    }
    let allowed: Set<String> = [successLabel, "onFailure", "onError"]
    if let other = closures.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw Refusal(reason: "it subscribes with '\(other):', which a '\(trait.kind.rawValue)' never calls")
    }
    let range = subscription.call.range
    let waited = ExpressionSyntax(.try("try", ExpressionSyntax(.await(subscription.call), range: range)), range: range)
    let success = closures[successLabel]
    let valueName = success?.parameters.first.flatMap { $0 == "_" ? nil : $0 }
    let failure = closures["onFailure"] ?? closures["onError"]
    for closure in [success, failure].compactMap({ $0 }) where closure.parameters.isEmpty && closure.body.contains(where: { BodyPorter.reads($0, "$0") }) {
      throw Refusal(reason: "its subscription reads '$0', which Graft ports only under a name")
    }
    let wait: Statement
    if let valueName {
      wait = Statement(.variable(Variable(isConstant: true, names: [valueName], initializer: waited)), range: range)
    } else if trait.kind == .completable {
      wait = Statement(.expression(waited), range: range)
    } else {
      // `_ = try await …`: waited for, its value dropped.
      let discard = ExpressionSyntax(.name("_"), range: range.lowerBound..<range.lowerBound)
      wait = Statement(.expression(ExpressionSyntax(.assignment(discard, "=", waited), range: range)), range: range)
    }
    // Without `onFailure:` RxSwift drops the error: the failure's case does nothing.
    self.init(
      wait: wait, boundName: valueName, then: Self.plain(success?.body ?? []),
      failure: (Self.plain(failure?.body ?? []), failure?.parameters.first.flatMap { $0 == "_" ? nil : $0 }))
  }
}
