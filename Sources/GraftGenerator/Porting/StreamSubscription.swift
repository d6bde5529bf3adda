import SwiftDeclarationParser

/// `input.loginTapped.emit(onNext: { [weak self] in self?.route.accept(.home) }).disposed(by:
/// bag)`: what a reactive view model's `transform(_:)` does with one of the view's streams,
/// when that is to run a closure for each value. The closure is the body of the stream's view
/// action, run as a method of the value (`{ [weak self] text in … }` as `func emailChanged(_
/// text: String)`): the view sends the action for each value, as the stream delivered it.
///
/// Read only where nothing stands between the stream and the closure but conversions that
/// change nothing for a view's events (`.asObservable()`, `.asDriver(…)`, `.asSignal(…)`,
/// `.eraseToAnyPublisher()`) and a hop to the main queue, which a reducer is on already. An
/// operator (`.withLatestFrom`, `.flatMap`, `.throttle`) is a refusal that names it. A
/// `.withUnretained(self)` before the subscriber hands the closure the view model under a name of
/// its own first (`{ owner, text in owner.query = text }`), read as `self` (`SelfAlias`).
struct StreamSubscription {
  typealias Refusal = ExpressionPort.Refusal

  /// The closure's value, nil where it names none (`{ _ in … }`, a stream of `Void`).
  var valueName: String?
  var body: [Statement]
  /// The name `.withUnretained(self)` hands the view model under (`owner`), which `body` reads
  /// as `self` already.
  var selfAlias: String? = nil
  /// The property that keeps the subscription (`disposeBag` of `.disposed(by: disposeBag)`,
  /// `cancellables` of `.store(in: &cancellables)`), nil for none.
  var keeper: String? = nil

  static let subscribers: Set<String> = ["subscribe", "bind", "drive", "emit", "sink"]

  /// The subscription `statements` (those of `transform` that read `stream`, `input.loginTapped`)
  /// make, or a refusal that says why Graft does not read them as one.
  /// `transformNames`: what `transform` binds (its parameters, its locals), which the action
  /// does not carry.
  static func of(
    _ statements: [Statement], reading stream: (input: String, field: String), transformNames: Set<String>, text: (Range<Int>) -> String
  ) throws -> StreamSubscription {
    guard statements.count == 1, let statement = statements.first else {
      throw Refusal(reason: "\(statements.count) statements read '\(stream.input).\(stream.field)', which Graft ports only as one subscription")
    }
    guard case var .expression(expression) = statement.kind else {
      throw Refusal(reason: "'\(quoted(statement.range, text))' is no subscription Graft reads")
    }
    // `_ = input.tapped.subscribe(…)`: kept by nothing, as by a bag the view model keeps.
    if case let .assignment(target, "=", value) = expression.kind, case .name("_") = target.kind { expression = value }
    // `.disposed(by: bag)`, `.store(in: &cancellables)`: kept as long as the view model, as the
    // store keeps the feature.
    var keeper: String?
    if case let .call(callee, arguments) = expression.kind, case let .member(upstream, keeping) = callee.kind,
      (keeping == "disposed" && arguments.map(\.label) == ["by"]) || (keeping == "store" && arguments.map(\.label) == ["in"])
    {
      expression = upstream
      var kept = arguments[0].value
      if case let .prefix("&", inner) = kept.kind { kept = inner }
      keeper = InitializerPort.field(of: kept)
    }
    guard case let .call(callee, arguments) = expression.kind, case .member(var upstream, let subscriber) = callee.kind,
      subscribers.contains(subscriber)
    else {
      throw Refusal(reason: "'\(quoted(expression.range, text))' is no subscription Graft reads: it ends in 'subscribe(onNext:)', 'bind(onNext:)', 'drive(onNext:)', 'emit(onNext:)' or 'sink'")
    }
    // The operators between the stream and the subscriber, the stream's first: the first Graft
    // does not port is the one a refusal names.
    var operators: [(name: String, arguments: [Argument])] = []
    while case let .call(operatorCallee, operatorArguments) = upstream.kind, case let .member(base, name) = operatorCallee.kind {
      operators.insert((name, operatorArguments), at: 0)
      upstream = base
    }
    let closure = arguments.count == 1 ? arguments[0].closure : nil
    var selfAlias: String?
    for (name, operatorArguments) in operators {
      if TransformInput.conversions.contains(name) || (["observe", "receive", "observeOn"].contains(name) && operatorArguments.count == 1 && TransformInput.isMainScheduler(operatorArguments[0].value)) {
        continue
      }
      if name == "withUnretained", selfAlias == nil, operatorArguments.count == 1, case .name("self") = operatorArguments[0].value.kind,
        let closure, closure.parameters.count == 2, closure.parameters[0] != "_"
      {
        selfAlias = closure.parameters[0]
        continue
      }
      throw Refusal(reason: "it reaches '\(stream.input).\(stream.field)' through '.\(name)', an operator Graft does not port")
    }
    // `subscribe { event in … }` is handed each event, its end and its error included; the other
    // subscribers' one unlabelled closure is for each value.
    guard let closure,
      arguments[0].label == (subscriber == "sink" ? "receiveValue" : "onNext") || (arguments[0].label == nil && subscriber != "subscribe")
    else {
      if arguments.map(\.label) == ["to"] {
        throw Refusal(reason: "it binds the stream to '\(quoted(arguments[0].value.range, text))', which Graft ports only as a closure run for each value")
      }
      let handed = arguments.isEmpty ? "nothing" : arguments.map { ($0.label ?? "_") + ":" }.joined()
      throw Refusal(reason: "its '\(subscriber)' is handed \(handed) rather than one closure run for each value")
    }
    guard case let .member(root, field) = upstream.kind, case .name(stream.input) = root.kind, field == stream.field else {
      throw Refusal(reason: "it subscribes to '\(quoted(upstream.range, text))', not to '\(stream.input).\(stream.field)' itself")
    }
    try CompletionCall.checkCaptures(of: closure)
    let values = selfAlias == nil ? closure.parameters : Array(closure.parameters.dropFirst())
    guard values.count <= 1 else {
      throw Refusal(reason: "its closure takes \(values.count) values, where the stream delivers one")
    }
    var body = closure.body
    if let selfAlias {
      if body.contains(where: { statement in
        var binds = false
        statement.forEachStatement { binds = binds || $0.boundNames.contains(selfAlias) }
        return binds
      }) {
        throw Refusal(reason: "its closure names a value '\(selfAlias)' of its own, the name '.withUnretained(self)' hands the view model under")
      }
      body = SelfAlias.replacing(selfAlias, in: body)
    }
    if closure.parameters.isEmpty, closure.body.contains(where: { BodyPorter.reads($0, "$0") }) {
      throw Refusal(reason: "its closure reads '$0', which Graft ports only under a name")
    }
    if let reader = closure.body.first(where: { BodyPorter.reads($0, stream.input) }) {
      throw Refusal(reason: "its closure reads '\(stream.input)' ('\(quoted(reader.range, text))'), whose other streams no action carries")
    }
    // `let prefix = "Item "` of `transform`, read in the closure: the action does not carry it.
    let rebound = Set(closure.parameters)
    for name in transformNames.subtracting(rebound).sorted() where body.contains(where: { BodyPorter.reads($0, name) }) {
      throw Refusal(reason: "its closure reads '\(name)', which 'transform' binds, and which the action does not carry")
    }
    // `self?.title = text`: read as the reducer's own statement, as the porter reads it, so that
    // the test planner sees which field the value goes to.
    let plain = CompletionCall.plain(body).map(WeakSelf.strengthened)
    return StreamSubscription(valueName: values.first.flatMap { $0 == "_" ? nil : $0 }, body: plain, selfAlias: selfAlias, keeper: keeper)
  }

  /// The source at `range` on one line, cut short past 80 characters.
  private static func quoted(_ range: Range<Int>, _ text: (Range<Int>) -> String) -> String {
    let line = text(range).onOneLine()
    return line.count > 80 ? line.prefix(79) + "…" : line
  }
}
