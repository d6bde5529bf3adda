import GraftSupport
import SwiftDeclarationParser

/// Plans the exhaustive test of a ported action by running the legacy body on sample values: the
/// state it starts from (the fields' defaults, the seeds' zero values), the action's sample
/// payload and the services' sample results. Every step's expected state comes from that run,
/// never from the port itself, so that the test checks the port. A body whose path depends on
/// something the run cannot know gets no test, and says why.
struct PortTestPlanner {
  var environment: PortEnvironment
  var model: FeatureModel
  var index: SourceIndex
  /// Each source's module, by path, where the package or project around it says.
  var modules: [String: String] = [:]
  /// The view model's file: the test's values are built as its module may build them.
  var home: String
  var method: PortedMethod
  /// How many computed properties deep `evaluate` reads.
  var getterDepth = 0
  var action: ActionCase
  var ported: PortedBody
  /// What each endpoint the reducer calls for a value at once answers in the test
  /// (`limits.isTooLong`, `access.accessLevel`), by `property.endpoint`.
  var synchronousResults: [String: Sample] = [:]
  /// The samples and overrides that answer those calls, the same for every test of the action
  /// (`plan()` finds them once), or why they cannot be given.
  var synchronousAnswers: Result<(prelude: [String], dependencies: [String]), Error>?

  struct Stop: Error {
    var reason: String
    /// A start from which the samples would show what the body does (`ids = ["Sample id"]`
    /// for a removal, `isOn = false` for a field that starts from a value no test knows).
    var start: (field: String, value: String)? = nil
    /// The run stopped at a change it cannot follow (`ids.insert(id).inserted`): no way of an
    /// `if` around it is the same either way.
    var changesState = false
  }

  /// The run's state: each field's value, the locals', what was received.
  struct Run {
    var fields: [String: Sample]
    var locals: [String: Sample]
    var steps: [PortTest.Step] = []
    var pendingReceives: [String] = []
    /// The fields' values when the current step began.
    var stepStart: [String: Sample]
    var stepLabel: String
    var defers: [[Statement]] = []
    /// Work put off on the main queue for a while: its statements, the locals they read, the
    /// method they are written in, and where; they run when the method has ended.
    var putOff: (body: [Statement], locals: [String: Sample], method: Declaration, position: Int)?
    var failing = false
    var failure: [Statement]?
    /// The fields the current step set: one whose value the run cannot tell stops the test,
    /// even when it could not tell the value before either.
    var written: Set<String> = []
    /// Fields whose `didSet` is running: setting one there runs no observer.
    var observing: Set<String> = []
    /// Whether a `return` ended the body: what follows its block does not run.
    var returned = false
    /// For a derived value's statements, run to learn what they return: the value returned.
    var collectsReturn = false
    var returnedValue: Sample?
    /// The calls the body made and hears nothing back from, by recorder.
    var calls: [String: Recorded] = [:]
    /// The empty collection a closure was handed to (`todos.removeAll { … }` on `[]`): the run
    /// knows the result, but a test that sees nothing else would pass with the call dropped.
    var emptyCollection: String?
    /// Where that emptiness comes from a removal the test can make happen: the field's start
    /// holding the element removed (`dismissedIds = ["Sample id"]`).
    var holdingStart: (field: String, value: String)?
    /// The samples the test constructs for what services answer, by the name it declares each
    /// under (`response` → `ShowPage(titles: ["Sample value"], totalPages: 1)`).
    var constructed: [String: String] = [:]
    /// Whether the body wrote the defaults: a read after that answers what it wrote, which the
    /// run does not follow.
    var wroteDefaults = false
    /// Of the samples constructed, those declared optional (`let result: Bool? = true`).
    var optionalSamples: Set<String> = []
  }

  /// What a recorder saw: how many calls, and for one that keeps each call's value, the values in
  /// order (nil once one of them is not known).
  struct Recorded: Equatable {
    var count = 0
    var keepsValues = false
    var values: [String]? = []

    var expectation: PortTest.CallCount.Expectation {
      guard keepsValues else { return .calls(count) }
      return values.map { .values($0) } ?? .valueCount(count)
    }
  }

  static let failureMessage = "Sample failure"
  /// Whether a sample's text is one operand a member can follow: a name or a call of one
  /// (`photo`, `Photo(id: 1, title: "A b")`), nothing outside its brackets and strings but names.
  static func isOneOperand(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    var depth = 0
    var inString = false
    var previous: Character = " "
    for character in text {
      if inString {
        if character == "\"", previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if "([".contains(character) {
        depth += 1
      } else if ")]".contains(character) {
        depth -= 1
      } else if depth == 0, !(character.isLetter || character.isNumber || character == "_" || character == ".") {
        return false
      }
      previous = character
    }
    return depth == 0 && !inString
  }

  /// The error a failing sample throws, as the catch sees it.
  static let thrownSample = Sample.opaque(ConstructedValue.sampleError)

  /// The test declares the error its samples throw or carry, once.
  static func declareSampleFailure(in prelude: inout [String]) {
    guard !prelude.contains(where: { $0.hasPrefix("struct SampleFailure") }) else { return }
    prelude.append("struct SampleFailure: LocalizedError { var errorDescription: String? { \"\(failureMessage)\" } }")
  }

  /// The success test, and for a body that catches what a service throws, the failure test.
  func plan() -> [(name: String, test: PortTest)] {
    var planner = self
    planner.synchronousAnswers = Result {
      guard let statements = environment.statementsAsRun(of: method) else { throw Stop(reason: "its body cannot be read") }
      var prelude: [String] = []
      var dependencies: [String] = []
      try planner.answerSynchronousCalls(in: statements, &prelude, &dependencies)
      return (prelude, dependencies)
    }
    return planner.plannedTests()
  }

  private func plannedTests() -> [(name: String, test: PortTest)] {
    var tests: [(String, PortTest)] = []
    // A field the body sets to the value it starts with would change nothing the test sees:
    // the test starts it from another sample, so that a port that dropped the assignment fails.
    let planned = test(failing: false)
    let (start, retried) = differingStart(for: planned)
    tests.append((action.name, retried ?? planned))
    if ported.responses.contains(where: { if case .throwing = $0.response.result { true } else { $0.isFailure } })
      || ported.responses.contains(where: { if case let .value(type) = $0.response.result { Self.resultTypes(of: type) != nil } else { false } })
    {
      tests.append((SwiftIdentifier.unquoted(action.name) + "Failure", test(failing: true, start: start)))
    }
    return tests
  }

  /// The fields the body sets that no step of `test` shows changing, each with a sample other
  /// than its first value; empty where there are none, or where the test cannot be written.
  func differingStart(for planned: PortTest) -> (start: [(field: String, value: String)], test: PortTest?) {
    guard planned.pending == nil, let statements = method.statements else { return ([], nil) }
    let changed = planned.steps.flatMap(\.changes)
    var assigned: [String] = []
    // The fields it sets, in its own statements and in those of the helpers it runs in place.
    var pending = statements[...]
    var helpers: Set<String> = []
    while let statement = pending.popFirst() {
      statement.forEachStatement { nested in
        InitializerPort.visit(nested) { expression in
          if case let .call(callee, _) = expression.kind, let name = callee.ownMethodName, let helper = environment.methods[name],
            helpers.insert(name).inserted, helpers.count <= 4
          {
            pending += helper.statements ?? []
          }
          // `items.accept([])`, `selection.send(x)`: a subject whose value State holds, set.
          if case let .call(callee, arguments) = expression.kind, arguments.count == 1, arguments[0].label == nil, case let .member(base, name) = callee.kind,
            name == "accept" || name == "send", let subject = InitializerPort.field(of: base), environment.fields[subject]?.isSubjectValue == true,
            !assigned.contains(subject)
          {
            assigned.append(subject)
            return
          }
          guard case let .assignment(target, _, _) = expression.kind else { return }
          // `selection.value = x` sets the field of a subject whose value State holds.
          var field = InitializerPort.field(of: target)
          if field == nil, case let .member(base, "value") = target.kind, let subject = InitializerPort.field(of: base),
            environment.fields[subject]?.isSubjectValue == true
          {
            field = subject
          }
          guard let field, !assigned.contains(field) else { return }
          assigned.append(field)
        }
      }
    }
    var start: [(field: String, value: String)] = []
    for name in assigned where !changed.contains(where: { $0.hasPrefix("$0.\(name) = ") || $0.hasPrefix("$0.\(name).") }) {
      guard let field = model.state.first(where: { $0.name == name }), let sample = differingSample(of: field, from: initialValue(of: field)) else { continue }
      start.append((name, sample))
    }
    guard !start.isEmpty else { return ([], nil) }
    // Only where the body then runs the same way (the same steps, each change it made still
    // made) and each field started elsewhere now shows its change: a field set in a branch the
    // samples do not take would send the body another way.
    let retried = test(failing: false, start: start)
    if retried.pending == nil, retried.steps.map(\.label) == planned.steps.map(\.label),
      Set(changed).isSubset(of: retried.steps.flatMap(\.changes)), start.allSatisfy({ Self.shows(retried, changing: $0.field) })
    {
      return (start, retried)
    }
    // A test that saw the action end at once, changing and asking nothing (`if draft.isEmpty {
    // return }` on an empty draft), starts one field elsewhere where that makes the body go on.
    guard planned.steps.count == 1, changed.isEmpty, planned.counts.isEmpty else { return ([], nil) }
    for started in start {
      let retried = test(failing: false, start: [started])
      if retried.pending == nil, Self.shows(retried, changing: started.field) { return ([started], retried) }
    }
    return ([], nil)
  }

  /// Whether a step of the test asserts a change of the field.
  static func shows(_ test: PortTest, changing field: String) -> Bool {
    test.steps.flatMap(\.changes).contains { $0.hasPrefix("$0.\(field) = ") || $0.hasPrefix("$0.\(field).") }
  }

  func test(failing: Bool, start: [(field: String, value: String)] = []) -> PortTest {
    var test = PortTest()
    test.start = start.map { "\($0.field) = \($0.value)" }
    var knownStart: (field: String, value: String)?
    do {
      var fields: [String: Sample] = [:]
      for field in model.state { fields[field.name] = initialValue(of: field) }
      for (field, value) in start { fields[field] = Sample.of(value).shaped(as: collectionKind(of: environment.fields[field]?.type)) }
      var locals: [String: Sample] = [:]
      var arguments: [String] = []
      var prelude: [String] = []
      for value in action.payload {
        // A value the body stores into a field differs from the field's first value, so that the
        // assertion sees the change.
        // The legacy body reads it by its own name (`state`, which the case binds as `stateValue`).
        let field = assignedField(of: value.parameterName)
        let initial = field.flatMap { fields[$0]?.swift }
        guard let sample = SampleValue.of(value.type, for: value.name, differingFrom: initial, enumCases: model.enumCases)
          ?? construct(value.type)
        else { throw Stop(reason: "Give \(action.origin) a \(value.type) for '\(value.parameterName)', then assert what it does.") }
        // `Toast(type: .info, title: "Sample title")` of a `struct Toast { let id = UUID() … }`:
        // two of them differ, so the test makes it once and sends and asserts that one.
        if makesValuesOfItsOwn(value.type) {
          let constant = "sample" + CaseConversion.upperFirst(value.parameterName)
          prelude.append("let \(constant) = \(sample)")
          locals[value.parameterName] = .opaque(constant)
          arguments.append((value.label.map { $0 + ": " } ?? "") + constant)
          continue
        }
        locals[value.parameterName] = sample == ConstructedValue.sampleError ? Self.thrownSample : Sample.of(sample)
        arguments.append((value.label.map { $0 + ": " } ?? "") + sample)
        if sample.contains(ConstructedValue.sampleError) { Self.declareSampleFailure(in: &prelude) }
      }
      let send = ".view(.\(action.name)" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")") + ")"
      var run = Run(fields: fields, locals: locals, stepStart: fields, stepLabel: send)
      run.failing = failing
      guard let statements = environment.statementsAsRun(of: method) else { throw Stop(reason: "its body cannot be read") }
      // The values the reducer asks TCA's own dependencies for, fixed.
      var dependencies = ported.systemDependencies.map(\.testOverride)
      var planner = self
      if let answers = synchronousAnswers {
        let (answeredPrelude, answeredDependencies) = try answers.get()
        prelude += answeredPrelude
        dependencies += answeredDependencies
      } else {
        try planner.answerSynchronousCalls(in: statements, &prelude, &dependencies)
      }
      do {
        try planner.execute(statements[...], &run, &prelude, &dependencies, method: method.declaration)
      } catch let thrown as Thrown where method.effects.isThrowing {
        // Thrown to the caller: the method ends there, and the response carries the error.
        run = thrown.run
        run.returned = true
      }
      try planner.finish(&run, &prelude, &dependencies)
      try checkAnswered(dependencies)
      // Nothing changes, nothing comes back, nothing is counted: the test would pass with the
      // work on the empty collection dropped.
      if let empty = run.emptyCollection, run.calls.isEmpty,
        run.steps.allSatisfy({ step in if case let .send(_, changes) = step { changes.isEmpty } else { false } })
      {
        throw Stop(
          reason: "Graft ported \(action.origin), but on samples '\(empty)' is empty, where it changes nothing: start the test from a State that holds an element, then assert.",
          start: run.holdingStart)
      }
      test.prelude = prelude
      test.dependencies = dependencies
      test.steps = run.steps
      test.counts = run.calls.sorted { $0.key < $1.key }.map { recorder, recorded in
        PortTest.CallCount(recorder: recorder, expected: recorded.expectation)
      }
    } catch let stop as Stop {
      test.pending = stop.reason
      knownStart = start.isEmpty ? stop.start : nil
    } catch {
      test.pending = "\(error)"
    }
    // Where the samples cannot show what the body does (a removal from an empty collection, a
    // field set from a value no test knows), the test starts where they can, once.
    if let knownStart {
      let retried = self.test(failing: failing, start: [knownStart])
      if retried.pending == nil, Self.shows(retried, changing: knownStart.field) { return retried }
    }
    return test
  }

  /// The field the body sets straight from a value of the action, `self.filter = filter`.
  func assignedField(of name: String) -> String? {
    guard let statements = method.statements else { return nil }
    var found: String?
    for statement in statements {
      InitializerPort.visit(statement) { expression in
        guard case let .assignment(target, "=", value) = expression.kind, case .name(name) = value.kind,
          let field = InitializerPort.field(of: target), environment.fields[field] != nil
        else { return }
        found = found ?? field
      }
    }
    return found
  }

  /// A field's value when the test starts.
  func initialValue(of field: StateField) -> Sample {
    // A seed's test value is the test's own (`Config(id: UUID(0))`); any other start is a literal.
    if let parameter = model.startParameter(of: field) {
      return model.testSeedValues[parameter].map { Sample.of($0).shaped(as: collectionKind(of: field.type)) } ?? .unknown
    }
    return Sample.literal(model.testStartValue(of: field)).shaped(as: collectionKind(of: field.type))
  }

  // MARK: - Running the body

  private func execute(
    _ statements: ArraySlice<Statement>, _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String], method: Declaration
  ) throws {
    var rest = statements
    while let first = rest.first, !run.returned {
      let statement = WeakSelf.strengthened(first)
      rest = rest.dropFirst()
      // `await MainActor.run { … }`: its statements, in place, as the port runs them.
      if let hop = MainThreadHop.statements(of: statement) {
        rest = hop.body[...] + rest
        continue
      }
      // `DispatchQueue.main.asyncAfter(…) { … }`: its statements run once the method has ended,
      // where the case the port sends after the delay is received (the test's clock ends it at
      // once).
      if let delayed = Delay.putOff(by: statement, text: method.sourceText, seconds: { environment.delaySeconds($0, payload: action.payload) }) {
        guard run.putOff == nil else { throw Stop(reason: "Graft ported \(action.origin), but cannot tell which of the work it puts off runs first: assert what it does.") }
        run.putOff = (delayed.body, run.locals, method, statement.range.lowerBound)
        continue
      }
      // `guard !Task.isCancelled else { return }`: nothing cancels the test's effects.
      if Delay.endsWhenCancelled(statement) { continue }
      if let sink = try PublisherSink.of(statement, servicesCalledAsFunctions: environment.servicesCalledAsFunctions) {
        try runSubscription(sink, at: statement.range.lowerBound, &run, &prelude, &dependencies, method: method)
        continue
      }
      // `withAnimation { … }`: its changes in place; the animation is the send's.
      if let block = AnimatedChanges.block(of: statement, text: method.sourceText) {
        rest = block.body[...] + rest
        continue
      }
      // `if let page = await pages.load()`: the wait first, as the port does it.
      let taken = { (name: String) in self.environment.isTaken(name, locals: run.locals.keys, rest: rest) }
      let callWaits = { [locals = run.locals] (call: ExpressionSyntax) in self.environment.callWaits(call, locals: locals.keys) }
      if let hoisted = BodyPorter.hoisted(statement, taken: taken, callWaits: callWaits) {
        rest = hoisted.statements[...] + rest
        continue
      }
      switch statement.kind {
      case let .defer(body): run.defers.append(body)
      case let .return(value):
        if run.collectsReturn, let value { run.returnedValue = try evaluate(value, run) }
        run.returned = true
        return
      case let .do(body, catches):
        // The catch's name for the error (`catch let failure`) holds the sample's failure, which
        // only the last catch, of every error, catches.
        let errorName = BodyPorter.catchAllName(catches.last?.pattern).flatMap { $0.isEmpty ? nil : $0 }
        try executeCatching(body, failure: catches.last?.body, errorName: errorName, &run, &prelude, &dependencies, method: method)
      case let .if(statement):
        // `if let onDismiss { onDismiss() }`: the delegate case the port sends.
        if let call = environment.outcomeCall(unwrappedIn: statement, locals: run.locals.keys) {
          try execute([Statement(.expression(call), range: call.range)], &run, &prelude, &dependencies, method: method)
          break
        }
        var decided = run
        let holds: Bool
        do {
          holds = try condition(statement.conditions, &decided)
        } catch let stop as Stop {
          if stop.changesState { throw stop }
          // A derived value's statements give a value: both ways may give different ones.
          if run.collectsReturn { throw stop }
          // `if let url = URL(string: …) { open(url) }`: a way the samples cannot decide, whose
          // branches leave the test the same to see either way.
          run = try sameEitherWay(statement, run, &prelude, &dependencies, method: method) ?? { throw stop }()
          break
        }
        run = decided
        if holds {
          try execute(statement.then[...], &run, &prelude, &dependencies, method: method)
        } else if let otherwise = statement.otherwise {
          try execute(otherwise[...], &run, &prelude, &dependencies, method: method)
        }
      case let .guard(conditions, otherwise):
        if try !condition(conditions, &run) {
          try execute(otherwise[...], &run, &prelude, &dependencies, method: method)
          run.returned = true
          return
        }
      case let .switch(subject, cases):
        if let (matched, bindings) = try matchingResultCase(of: subject, in: cases, run) {
          for (name, value) in bindings { run.locals[name] = value }
          let body = matched.body.count == 1 && matched.body[0].kind == .break(label: nil) ? [] : matched.body
          try execute(body[...], &run, &prelude, &dependencies, method: method)
          break
        }
        guard let matched = try matchingCase(of: subject, in: cases, run) else { break }
        // `break` alone ends the case; anywhere else the run cannot follow it.
        let body = matched.body.count == 1 && matched.body[0].kind == .break(label: nil) ? [] : matched.body
        try execute(body[...], &run, &prelude, &dependencies, method: method)
      case let .variable(variable):
        guard let initializer = variable.initializer else { throw Stop(reason: "a local the run cannot follow") }
        if variable.names.count > 1 {
          // `let (status, message) = await …`: each value of the answer under its name.
          _ = try evaluateOrAwait(initializer, &run, &prelude, &dependencies, bound: nil, tupleNames: variable.names)
          continue
        }
        // `let gists = try await fetchGists()`: the helper in place, then the value it returns.
        if let (helper, arguments) = helperCall(initializer), let returned = BodyPorter.returnedValue(of: helper) {
          run.locals[variable.names[0]] = try runHelper(helper, arguments, &run, &prelude, &dependencies, returning: returned)
          continue
        }
        run.locals[variable.names[0]] = try evaluateOrAwait(initializer, &run, &prelude, &dependencies, bound: variable.names[0])
          .shaped(as: collectionKind(of: variable.type))
      case let .expression(expression):
        try perform(expression, &run, &prelude, &dependencies, method: method)
      default:
        throw Stop(reason: "Graft ported \(action.origin), but cannot run '\(method.sourceText(statement.range).prefix(40))' on samples: assert what it does.")
      }
    }
  }

  /// An error a service's sample throws, carried to the `catch`.
  struct Thrown: Error {
    var run: Run
  }

  /// The run after an `if` whose condition the samples cannot decide, when both of its ways
  /// change nothing a test sees differently (State, the actions received, the calls counted);
  /// nil otherwise. The names the condition binds are unknown in the `then` branch.
  private func sameEitherWay(
    _ statement: If, _ run: Run, _ prelude: inout [String], _ dependencies: inout [String], method: Declaration
  ) throws -> Run? {
    var then = run
    for condition in statement.conditions {
      if case let .optionalBinding(_, name, _) = condition.kind { then.locals[name] = .unknown }
      if case let .pattern(_, names, _) = condition.kind { for name in names { then.locals[name] = .unknown } }
    }
    var otherwise = run
    var thenPrelude = prelude, thenDependencies = dependencies
    var otherwisePrelude = prelude, otherwiseDependencies = dependencies
    do {
      try execute(statement.then[...], &then, &thenPrelude, &thenDependencies, method: method)
      try execute((statement.otherwise ?? [])[...], &otherwise, &otherwisePrelude, &otherwiseDependencies, method: method)
    } catch {
      // A way that stops, or throws into a failure the other does not reach, is no way alike.
      return nil
    }
    let outerLocals = Set(run.locals.keys)
    guard then.fields == otherwise.fields, then.written == otherwise.written, then.pendingReceives == otherwise.pendingReceives,
      then.calls.mapValues(\.count) == otherwise.calls.mapValues(\.count), then.steps == otherwise.steps, then.returned == otherwise.returned,
      then.locals.filter({ outerLocals.contains($0.key) }) == otherwise.locals.filter({ outerLocals.contains($0.key) }),
      thenPrelude == otherwisePrelude, thenDependencies == otherwiseDependencies
    else { return nil }
    prelude = otherwisePrelude
    dependencies = otherwiseDependencies
    // The same calls either way, made with values that may differ: only their number is known.
    for (recorder, recorded) in otherwise.calls where then.calls[recorder]?.values != recorded.values {
      otherwise.calls[recorder]?.values = nil
    }
    return otherwise
  }

  /// `body`, and where a call in it throws, `failure` with the sample's error under `errorName`.
  private func executeCatching(
    _ body: [Statement], failure: [Statement]?, errorName: String?, _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String],
    method: Declaration
  ) throws {
    run.failure = failure
    var inner = run
    do {
      try execute(body[...], &inner, &prelude, &dependencies, method: method)
      run = inner
    } catch let thrown as Thrown {
      run = thrown.run
      if let errorName { run.locals[errorName] = Self.thrownSample }
      try execute((run.failure ?? [])[...], &run, &prelude, &dependencies, method: method)
    }
  }

  private func perform(
    _ expression: ExpressionSyntax, _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String], method: Declaration
  ) throws {
    // A stored task: cancelling it or letting it go does nothing the test sees; the work it
    // starts runs in the test as the effects it became.
    if let task = storedTask(in: expression, run) {
      if let start = TaskStart(task) {
        try execute(WeakSelf.droppingGuard(start.closure.body)[...], &run, &prelude, &dependencies, method: method)
      }
      return
    }
    // `service.load { result in … }`, `service.fetch().subscribe(onSuccess: …)`: the wait the port
    // made of it, then what the completion or the subscription did.
    if let completed = try environment.awaitedCall(expression, locals: Set(run.locals.keys)) {
      try executeCatching(
        [completed.wait] + completed.then, failure: completed.failure?.statements, errorName: completed.failure?.errorName,
        &run, &prelude, &dependencies, method: method)
      return
    }
    switch expression.kind {
    case let .assignment(target, "=", value) where target.kind == .name("_"):
      // `_ = try? await session.refresh()`: the wait as any other, its value dropped; a value
      // made in place may change State on its way (`_ = items.popLast()`), which the run does
      // not follow.
      var waited = value
      if case let .try(_, inner) = waited.kind { waited = inner }
      guard case .await = waited.kind else {
        throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(self.method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
      }
      // In a port that sends nothing back, the effect calls and ends, whatever it returns.
      if let (service, name, arguments) = environment.awaitedServiceCall(value, locals: Set(run.locals.keys)), ported.responses.isEmpty {
        try count(service, method: name, arguments: arguments, &run, &prelude, &dependencies)
      } else {
        try perform(value, &run, &prelude, &dependencies, method: method)
      }
    case let .assignment(target, op, value):
      let sample = try evaluateOrAwait(value, &run, &prelude, &dependencies, bound: nil)
      guard let root = BodyWrites.rootProperty(of: target) else { throw Stop(reason: "an assignment the run cannot follow") }
      if run.locals[root] != nil, case .name = target.kind {
        run.locals[root] = try combine(run.locals[root]!, op, sample)
        return
      }
      // `item.isDone = true` on a local copy of a field: the copy is no longer known.
      if run.locals[root] != nil, memberPath(below: root, in: target) != nil {
        run.locals[root] = .unknown
        return
      }
      // `selection.value = x` of a subject whose value State holds sets the field itself.
      let setsSubjectValue = environment.fields[root]?.isSubjectValue == true && memberPath(below: root, in: target) == ".value"
      if !setsSubjectValue, op == "=", let path = memberPath(below: root, in: target), let written = sample.swift, environment.fields[root] != nil {
        // Only where the test's sample shows the change: a property its initializer was given
        // another value.
        guard case let .opaque(made) = run.fields[root] ?? .unknown, let before = Self.argument(path, of: made), before != written else {
          throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(self.method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
        }
        try changeInPlace(root, path + " = " + written, &run)
        return
      }
      // `contexts[hash] = context`, `flags[0] = true`: the entry the run knows, changed. (A
      // local of the field's name, `var notes = notes`, is another value; a `nil` that is not
      // the literal may be stored in a dictionary of optionals.)
      if case let .subscript(base, indices) = target.kind, InitializerPort.field(of: base) == root, !isShadowed(base, run), op == "=",
        indices.count == 1, indices[0].label == nil, let field = environment.fields[root], environment.didSets[root] == nil,
        let kind = collectionKind(of: field.type), kind != .set
      {
        let valueType = unaliased(field.type).flatMap { ConstructedValue.element(ofCollection: $0)?.value }
        let holdsOptionals = valueType.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? true
        let storesNil = sample == .none && value.kind != .nil && holdsOptionals
        guard !storesNil, let changed = (run.fields[root] ?? .unknown).setting(sample, at: try evaluate(indices[0].value, run)) else {
          throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(self.method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
        }
        run.fields[root] = changed
        run.written.insert(root)
        return
      }
      guard InitializerPort.field(of: target) == root || setsSubjectValue, let field = environment.fields[root] else {
        throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(self.method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
      }
      if field.note != nil, sample != .none {
        run.fields[root] = .string(Self.failureMessage)
        run.written.insert(root)
        return
      }
      let before = run.fields[root] ?? .unknown
      run.fields[root] = try combine(before, op, sample).shaped(as: collectionKind(of: field.type))
      run.written.insert(root)
      // The field's `didSet` runs after it, with the value before the change.
      if let observer = environment.didSets[root], !run.observing.contains(root) {
        var inner = run
        inner.observing.insert(root)
        inner.locals[observer.oldValue] = before
        // Its literals are read in the property's file.
        var planner = self
        planner.method = PortedMethod(observer.declaration)
        try planner.execute(observer.statements[...], &inner, &prelude, &dependencies, method: observer.declaration)
        inner.observing.remove(root)
        inner.returned = run.returned
        inner.locals = run.locals
        run = inner
      }
    case .try, .await:
      // `await load()`, `try await load()`: the view model's own method, run in place.
      var awaited = expression
      if case let .try("try", inner) = awaited.kind { awaited = inner }
      if case let .await(call) = awaited.kind, case let .call(callee, arguments) = call.kind, let helper = environment.ownMethod(called: callee) {
        try runHelper(helper, arguments, &run, &prelude, &dependencies)
        return
      }
      // `try? await drafts.save(body)` in a port that sends nothing back: the effect calls and
      // ends. (Where the port has responses, which call each answers is the run's to follow.)
      if let (service, name, arguments) = environment.awaitedServiceCall(expression, locals: Set(run.locals.keys)), ported.responses.isEmpty,
        (environment.endpoint(of: service, method: name, labels: arguments.map(\.label))?.returnType ?? "Void") == "Void"
      {
        try count(service, method: name, arguments: arguments, &run, &prelude, &dependencies)
        return
      }
      _ = try evaluateOrAwait(expression, &run, &prelude, &dependencies, bound: nil)
    case let .call(callee, arguments):
      if let outcome = environment.outcome(calledBy: callee, arguments: arguments) {
        // A case of one `Equatable` value is received with the value the run knows it carries.
        var receipt = "\\.delegate.\(outcome.name)"
        if recordedValue(of: outcome.payload, calledWith: arguments) != nil, let value = (try? evaluate(arguments[0].value, run))?.swift {
          receipt += ", " + value
        }
        run.pendingReceives.append(receipt)
        return
      }
      if let start = TaskStart(expression) {
        try execute(WeakSelf.droppingGuard(start.closure.body)[...], &run, &prelude, &dependencies, method: method)
        return
      }
      // `UIApplication.shared.open(url)`: the test's `openURL` opens nothing, and State stays.
      if SystemDependency.openedURL(by: expression) != nil { return }
      // `UserDefaults.standard.set(…)`: the test's store changes; State does not.
      if let called = SystemDependency.defaultsMethod(called: callee, properties: environment.systemProperties, locals: run.locals.keys),
        SystemDependency.defaultsWrites.contains(called)
      {
        run.wroteDefaults = true
        return
      }
      if let helper = environment.ownMethod(called: callee) {
        try runHelper(helper, arguments, &run, &prelude, &dependencies)
        return
      }
      if let (base, name) = environment.calledMethod(callee, locals: run.locals.keys), !environment.isCarried(callee),
        let service = environment.service(receiving: base)
      {
        try count(service, method: name, arguments: arguments, &run, &prelude, &dependencies)
        return
      }
      if case let .member(base, name) = callee.kind, let root = BodyWrites.rootProperty(of: base) {
        if run.locals[root] != nil, memberPath(below: root, in: base) != nil, BodyWrites.mutatingMethods.contains(name) {
          run.locals[root] = .unknown
          return
        }
        // `trip.legs.append(.wait)`: a change made in place below a field, repeated on `$0`.
        if let field = environment.fields[root], !field.isSubjectValue, InitializerPort.field(of: base) != root, Self.changesInPlace.contains(name),
          let path = memberPath(below: root, in: base)
        {
          guard let written = try writtenArguments(arguments, run) else {
            throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
          }
          try changeInPlace(root, path + ".\(name)(" + written + ")", &run)
          return
        }
        // `notes.insert(id)` on a local of the field's name: the local changes, in a way the run
        // does not follow.
        if isShadowed(base, run) {
          run.locals[root] = .unknown
          return
        }
        if let field = environment.fields[root], InitializerPort.field(of: base) == root {
          var value = run.fields[root] ?? .unknown
          let unpredictable = Stop(reason: "Graft ported \(action.origin), but cannot predict '\(root).\(name)' on samples: assert what it does.")
          switch (name, value) {
          case ("send", _) where field.isSubjectValue, ("accept", _) where field.isSubjectValue:
            value = try evaluate(arguments[0].value, run)
          case ("toggle", .bool(let flag)): value = .bool(!flag)
          // An array's own methods, on a field its declared type says is one (not an
          // `OrderedSet`, nor an app's collection).
          case (_, .array) where collectionKind(of: field.type) != .array: throw unpredictable
          case ("append", .array(let elements)): value = .array(elements + [try evaluate(arguments[0].value, run)])
          case ("removeAll", .array) where arguments.isEmpty: value = .array([])
          // Whatever the predicate or the order, an empty array stays empty, and one element in order.
          case ("removeAll", .array(let elements)) where elements.isEmpty:
            value = .array([])
            run.emptyCollection = run.emptyCollection ?? root
          case ("sort", .array(let elements)) where elements.count <= 1:
            value = .array(elements)
            run.emptyCollection = run.emptyCollection ?? root
          case ("removeAll", .set) where arguments.isEmpty: value = .set([])
          case ("removeAll", .dictionary) where arguments.isEmpty && collectionKind(of: field.type) == .dictionary: value = .dictionary([])
          // `ids.insert(id)`, `ids.remove(id)` of a set, `removeValue(forKey:)` of a dictionary
          // (as their declared types say): the elements the run knows, changed.
          case ("insert", .set), ("remove", .set), ("removeValue", .dictionary) where collectionKind(of: field.type) != nil:
            guard arguments.count == 1, arguments[0].label == (name == "removeValue" ? "forKey" : nil), arguments[0].closure == nil else { throw unpredictable }
            let element = try evaluate(arguments[0].value, run)
            if name != "insert", value.isEmptyCollection {
              if run.emptyCollection == nil { run.holdingStart = holding(element, in: field).map { (root, $0) } }
              run.emptyCollection = run.emptyCollection ?? root
              break
            }
            guard let changed = name == "insert" ? value.inserting(element) : value.removing(element) else { throw unpredictable }
            value = changed
          default: throw unpredictable
          }
          run.fields[root] = value
          run.written.insert(root)
          return
        }
      }
      if environment.isCarried(callee) {
        guard case let .name(name) = callee.kind else { return }
        if BodyPorter.traps.contains(name) {
          throw Stop(reason: "Graft ported \(action.origin), but on samples it reaches '\(name)', which stops the test: start the test where it does not.")
        }
        // A check must hold on the samples, or the test would trap where the legacy code does.
        if ["assert", "precondition"].contains(name) {
          guard case let .call(_, arguments) = expression.kind, let condition = arguments.first?.value,
            case .bool(true) = try evaluate(condition, run)
          else {
            throw Stop(reason: "Graft ported \(action.origin), but cannot tell whether '\(method.sourceText(expression.range).prefix(40))' holds on samples: start the test where it does.")
          }
        }
        return
      }
      throw Stop(reason: "Graft ported \(action.origin), but cannot run '\(method.sourceText(expression.range).prefix(40))' on samples: assert what it does.")
    default:
      throw Stop(reason: "an expression the run cannot follow")
    }
  }

  /// The view model's own helper, run in place with its arguments bound to its parameters; its
  /// locals end with it. `returning`: its last statement's value, which it returns, read after
  /// the statements before it ran.
  @discardableResult
  private func runHelper(
    _ helper: Declaration, _ arguments: [Argument], _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String],
    returning returned: ExpressionSyntax? = nil
  ) throws -> Sample {
    guard let body = helper.statements else { throw Stop(reason: "the body of '\(helper.name)' cannot be read") }
    var inner = run
    // A parameter the call leaves out is its default, a literal, as the port binds it.
    for (parameter, argument) in BodyPorter.bind(arguments, to: helper.parameters) ?? zip(helper.parameters, arguments).map({ ($0, $1) }) {
      inner.locals[parameter.name ?? parameter.label ?? "_"] = try argument.map { try evaluate($0.value, run) } ?? Sample.literal(parameter.defaultValue)
    }
    try execute(returned == nil ? body[...] : body.dropLast(), &inner, &prelude, &dependencies, method: helper)
    var value = Sample.unknown
    if let returned {
      // Its literals are read in its own file.
      var planner = self
      planner.method = PortedMethod(helper)
      value = try planner.evaluate(returned, inner)
    }
    let locals = run.locals
    run = inner
    run.locals = locals
    // Its `return` ends the helper, not the body that called it.
    run.returned = false
    return value
  }

  /// `try await fetchGists(page)`, `makeSeries(from: logs)`: the view model's own helper whose
  /// value a local takes, and the arguments.
  private func helperCall(_ expression: ExpressionSyntax) -> (Declaration, [Argument])? {
    var inner = expression
    if case let .try("try", operand) = inner.kind { inner = operand }
    if case let .await(call) = inner.kind { inner = call }
    guard case let .call(callee, arguments) = inner.kind, let helper = environment.ownMethod(called: callee) else { return nil }
    return (helper, arguments)
  }

  /// Overrides each endpoint the body calls for a value at once (the reducer calls it where the
  /// legacy body called the service) with a sample answer. The view model's helpers the body
  /// calls are read too, as the port carries them over.
  private mutating func answerSynchronousCalls(in statements: [Statement], _ prelude: inout [String], _ dependencies: inout [String], depth: Int = 0) throws {
    var found: [(service: PortEnvironment.Service, endpoint: Endpoint)] = []
    var helpers: [Declaration] = []
    func look(at expression: ExpressionSyntax) {
      expression.forEach { node in
        switch node.kind {
        case let .call(callee, arguments):
          if let (base, name) = environment.calledMethod(callee), let service = serviceNamed(by: base),
            let endpoint = environment.endpoint(of: service, method: name, labels: arguments.map(\.label)), !endpoint.isAsync, !endpoint.isProperty,
            // One that throws is never read in the reducer: inside a `do`, it is an effect.
            !endpoint.isThrowing,
            // A publisher is answered where the body subscribes to it.
            PublisherSink.outputAndFailure(of: endpoint.returnType) == nil
          {
            found.append((service, endpoint))
          }
          if let helper = environment.ownMethod(called: callee) { helpers.append(helper) }
          for closure in arguments.compactMap(\.closure) { visit(closure.body) }
        case let .member(base, name):
          if let service = serviceNamed(by: base), let getter = service.endpoints?.first(where: { $0.isProperty && $0.method == name }) {
            found.append((service, getter))
          }
        default: break
        }
      }
    }
    func visit(_ statements: [Statement]) {
      for statement in statements { InitializerPort.visit(statement, look) }
    }
    visit(statements)
    for (service, endpoint) in found where synchronousResults[service.property + "." + endpoint.name] == nil {
      guard !["Void", "()"].contains(endpoint.returnType) else { continue }
      guard let sample = SampleValue.of(endpoint.returnType, for: endpoint.name, differingFrom: nil, enumCases: model.enumCases)
        ?? construct(endpoint.returnType)
      else {
        throw Stop(reason: "Give the test a sample \(endpoint.returnType) for '\(service.property).\(endpoint.method)', then assert what \(action.origin) does.")
      }
      var result = Sample.literal(sample)
      var answer = sample
      if result == .unknown {
        let name = "sample" + CaseConversion.upperFirst(endpoint.name)
        prelude.append(Self.sampleDeclaration(name, sample, type: endpoint.returnType))
        result = .opaque(name)
        answer = name
      }
      synchronousResults[service.property + "." + endpoint.name] = result
      let parameters = endpoint.parameters.isEmpty ? "" : " " + endpoint.parameters.map { _ in "_" }.joined(separator: ", ")
      dependencies.append("$0.\(service.key).\(endpoint.name) = { @Sendable\(parameters) in \(answer) }")
    }
    if depth < BodyPorter.maximumInlining {
      for helper in helpers { try answerSynchronousCalls(in: helper.statements ?? [], &prelude, &dependencies, depth: depth + 1) }
    }
  }

  /// Every endpoint the ported case calls and waits on for a value at once is overridden, or
  /// the test would reach an unimplemented endpoint: the test is pending instead.
  private func checkAnswered(_ dependencies: [String]) throws {
    let lines = ported.allLines
    for service in Array(environment.services.values) + Array(environment.reachedServices.values) {
      for endpoint in service.endpoints ?? [] where !endpoint.isAsync && !["Void", "()"].contains(endpoint.returnType) {
        let call = service.property + "." + endpoint.name + "("
        guard lines.contains(where: { $0.contains(call) }), !dependencies.contains(where: { $0.hasPrefix("$0.\(service.key).\(endpoint.name) = ") }) else {
          continue
        }
        throw Stop(reason: "Graft ported \(action.origin), but its test does not answer '\(service.property).\(endpoint.name)': override it with a value, then assert what it does.")
      }
    }
  }

  /// The service `service` or `self.service` names, unless a local of the body has its name.
  private func serviceNamed(by expression: ExpressionSyntax, locals: [String: Sample] = [:]) -> PortEnvironment.Service? {
    if let singleton = environment.reachedService(by: expression) { return singleton }
    switch expression.kind {
    case let .name(name) where locals[name] == nil: return environment.services[name]
    case let .member(base, name): if case .name("self") = base.kind { return environment.services[name] } else { return nil }
    default: return nil
    }
  }

  /// What a statement on a stored task does: `searchTask?.cancel()` gives the task itself;
  /// `searchTask = Task { … }` or `= nil`, what it stores; nil for any other statement.
  private func storedTask(in expression: ExpressionSyntax, _ run: Run) -> ExpressionSyntax? {
    // Whether an expression names one of `stored` (a local of its name hides it).
    func names(_ expression: ExpressionSyntax, among stored: [String: String]) -> Bool {
      var named = expression
      if case let .optionalChain(inner) = named.kind { named = inner }
      guard let property = InitializerPort.field(of: named) else { return false }
      if case .name = named.kind, run.locals[property] != nil { return false }
      return stored[property] != nil
    }
    switch expression.kind {
    // `scoresCancellable?.cancel()` too: no effect the test runs is left to cancel.
    case let .call(callee, arguments) where arguments.isEmpty:
      if case let .member(base, "cancel") = callee.kind, names(base, among: environment.tasks) || names(base, among: environment.subscriptions) {
        return base
      }
    case let .assignment(target, "=", value) where names(target, among: environment.tasks):
      return value
    default: break
    }
    return nil
  }

  /// The first of the port's responses (of those `isIncluded`) the run has not received yet.
  private func nextResponse(_ run: Run, where isIncluded: (PortedResponse) -> Bool = { _ in true }) -> PortedResponse? {
    ported.responses.first { candidate in
      isIncluded(candidate) && !run.steps.contains { step in
        if case let .receive(path, _) = step { return Self.receives(path, candidate) }
        return false
      } && !Self.receives(run.stepLabel, candidate)
    }
  }

  /// Whether a step's receipt (`\.saveResponse.success`, or a match of its case) is of `response`.
  static func receives(_ receipt: String, _ response: PortedResponse) -> Bool {
    let name = response.response.name
    return ["\\.\(name)", "{ if case .\(name)("].contains { prefix in
      receipt.hasPrefix(prefix) && receipt.dropFirst(prefix.count).first.map { !$0.isLetter && !$0.isNumber } != false
    }
  }

  /// A value, or a service's sample result where the expression waits for one: the step so far
  /// ends, the response is received next.
  private func evaluateOrAwait(
    _ expression: ExpressionSyntax, _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String], bound: String?,
    tupleNames: [String] = []
  ) throws -> Sample {
    var inner = expression
    var tryKind: String?
    if case let .try(kind, operand) = inner.kind {
      tryKind = kind
      inner = operand
    }
    // `try settings.save(name)` inside a `do`: a call that throws without waiting is the effect
    // the port made of it, as a wait is.
    let waited: ExpressionSyntax
    if case let .await(call) = inner.kind {
      waited = call
    } else if tryKind == "try", run.failure != nil, case let .call(callee, arguments) = inner.kind,
      let (base, name) = environment.calledMethod(callee, locals: run.locals.keys),
      let service = environment.service(receiving: base), environment.endpoint(of: service, method: name, labels: arguments.map(\.label))?.isThrowing == true
    {
      waited = inner
    } else if tryKind == nil, environment.mainActorValueCall(inner, locals: Set(run.locals.keys)) {
      // A value of a service on the main actor: the port waits for it, as for an `await`.
      waited = inner
    } else {
      guard tupleNames.isEmpty else { throw Stop(reason: "a local the run cannot follow") }
      return try evaluate(expression, run)
    }
    if Delay.slept(by: waited, text: method.sourceText, seconds: { environment.delaySeconds($0, payload: action.payload) }) != nil {
      try endDelay(&run, at: expression.range.lowerBound)
      return .none
    }
    guard case let .call(callee, arguments) = waited.kind, let (base, name) = environment.calledMethod(callee, locals: run.locals.keys),
      let service = environment.service(receiving: base), let response = nextResponse(run)
    else {
      throw Stop(reason: "Graft ported \(action.origin), but cannot run what it waits for on samples: assert what it does.")
    }
    let endpoint = environment.endpoint(of: service, method: name, labels: arguments.map(\.label))
    let returnType = endpoint?.returnType ?? "Void"
    var result: Sample = .none
    var sampleText: String?
    if run.failing, tryKind == "try" {
      try override(service, method: name, labels: arguments.map(\.label), result: "throw SampleFailure()", &dependencies)
      Self.declareSampleFailure(in: &prelude)
      // A response that carries more than its result is received by its case alone.
      try endStep(&run, receiving: Self.receiving(response, outcome: "failure"))
      throw Thrown(run: run)
    }
    if let result = try resultAnswer(of: returnType, bound: bound, run.failing, &prelude) {
      // The one value it is called with is kept, to compare, as for any answer.
      if let endpoint, recordedValue(of: endpoint.parameters, calledWith: arguments) != nil {
        try count(service, method: name, arguments: arguments, returning: result.text, &run, &prelude, &dependencies)
      } else {
        try override(service, method: name, labels: arguments.map(\.label), result: result.text, &dependencies)
      }
      try endStep(&run, receiving: "\\.\(response.response.name)")
      return result.sample
    }
    if !tupleNames.isEmpty {
      sampleText = try tupleAnswer(of: returnType, names: tupleNames, &run, &prelude)
    } else if returnType != "Void" {
      // Unlike the value State starts with, where it holds one of the type: a response that
      // sets that field then shows the change.
      let initial = model.state.first { $0.type?.trimmed() == returnType.trimmed() }.flatMap { initialValue(of: $0).swift }
      guard let sample = SampleValue.of(returnType, for: bound ?? name, differingFrom: initial, enumCases: model.enumCases)
        ?? construct(returnType, avoiding: initial)
      else {
        throw Stop(reason: "Give the test a sample \(returnType) for what \(action.origin) waits for, then assert what it does.")
      }
      // `_ = try await …`: the sample still needs a name, which the override answers with.
      let name = bound.flatMap { $0 == "_" ? nil : $0 } ?? "sample" + CaseConversion.upperFirst(name)
      prelude.append(Self.sampleDeclaration(name, sample, type: returnType))
      run.constructed[name] = sample
      if returnType.hasSuffix("?") { run.optionalSamples.insert(name) }
      sampleText = name
      result = .opaque(name)
    }
    // The one value it is called with is kept, to compare: a port that asks for another item
    // would still get the sample back.
    if let endpoint, recordedValue(of: endpoint.parameters, calledWith: arguments) != nil {
      try count(service, method: name, arguments: arguments, returning: sampleText, &run, &prelude, &dependencies)
    } else {
      try override(service, method: name, labels: arguments.map(\.label), result: sampleText, &dependencies)
    }
    let path: String
    switch response.response.result {
    case .throwing: path = Self.receiving(response, outcome: "success")
    case .value: path = "\\.\(response.response.name)"
    }
    try endStep(&run, receiving: path)
    return tryKind == "try?" && returnType != "Void" ? result : result
  }

  /// `(true, "Sample message")` a service answers a tuple with, each value bound under its name
  /// in the run: a literal as itself, another value declared by its name (`let items: [Item] = …`)
  /// where the run reads it.
  private func tupleAnswer(of type: String, names: [String], _ run: inout Run, _ prelude: inout [String]) throws -> String {
    guard let elements = ConstructedValue.tupleElements(of: type.trimmed()), elements.count == names.count else {
      throw Stop(reason: "Graft ported \(action.origin), but cannot answer its \(names.count) values with one sample each: assert what it does.")
    }
    var values: [String] = []
    for (name, (_, elementType)) in zip(names, elements) {
      let isOptional = elementType.hasSuffix("?")
      // `message: String?`: a sample named for its value, as a plain `String` has.
      let wrapped = isOptional ? String(elementType.dropLast()) : elementType
      guard let sample = SampleValue.of(wrapped, for: name == "_" ? "value" : name, differingFrom: nil, enumCases: model.enumCases)
        ?? construct(elementType) ?? (isOptional ? "nil" : nil)
      else {
        throw Stop(reason: "Give the test a sample \(elementType) for '\(name)', which \(action.origin) waits for, then assert what it does.")
      }
      let literal = Sample.literal(sample)
      guard name != "_", literal == .unknown else {
        if name != "_" { run.locals[name] = literal }
        values.append(sample)
        continue
      }
      prelude.append(Self.sampleDeclaration(name, sample, type: elementType))
      run.constructed[name] = sample
      if isOptional { run.optionalSamples.insert(name) }
      run.locals[name] = .opaque(name)
      values.append(name)
    }
    return "(" + values.joined(separator: ", ") + ")"
  }

  /// A subscription to a service's publisher: the endpoint answers with a publisher of one
  /// sample value, then the end (`Just`), or of the sample failure (`Fail`) in the failure's
  /// test; the cases the port sends for each are received, and the sink's closures run there.
  private func runSubscription(
    _ sink: PublisherSink, at position: Int, _ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String], method: Declaration
  ) throws {
    guard let (base, name) = environment.calledMethod(sink.callee, locals: run.locals.keys), let service = environment.service(receiving: base),
      let endpoint = environment.endpoint(of: service, method: name, labels: sink.arguments.map(\.label)),
      TopLevelSplit.genericArguments(of: endpoint.returnType, named: "AnyPublisher") != nil,
      let (output, failure) = PublisherSink.outputAndFailure(of: endpoint.returnType)
    else { throw Stop(reason: "Graft ported \(action.origin), but cannot answer its subscription with a sample publisher: assert what it does.") }
    // Work a case starts in an effect of its own runs beside the publisher's cases, in an order
    // the samples do not tell.
    let startsWork = ported.responses.contains { response in
      response.handlers.contains { $0.lines.contains { line in ["return .run", "return .publisher", "return .merge("].contains(where: line.contains) } }
    }
    if startsWork { throw Stop(reason: "Graft ported \(action.origin), but its subscription's cases start work of their own, whose order the samples do not tell: assert what it does.") }
    func answer(_ publisher: String) throws {
      if recordedValue(of: endpoint.parameters, calledWith: sink.arguments) != nil {
        try count(service, method: name, arguments: sink.arguments, returning: publisher, &run, &prelude, &dependencies)
      } else {
        try override(service, method: name, labels: sink.arguments.map(\.label), result: publisher, &dependencies)
      }
    }
    func receive(failure: Bool = false) throws {
      guard let response = nextResponse(run, where: { $0.sourcePosition == position && $0.isFailure == failure }) else { throw Stop(reason: "Graft ported \(action.origin), but cannot tell which case its subscription sends: assert what it does.") }
      try endStep(&run, receiving: "\\.\(response.response.name)")
    }
    if run.failing, failure != "Never" {
      let error: String
      let errorSample: Sample
      if ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(failure) {
        Self.declareSampleFailure(in: &prelude)
        (error, errorSample) = ("SampleFailure()", Self.thrownSample)
      } else {
        guard let sample = SampleValue.of(failure, for: sink.errorName ?? "error", differingFrom: nil, enumCases: model.enumCases) ?? construct(failure) else {
          throw Stop(reason: "Give the test a sample \(failure) for what \(action.origin)'s subscription fails with, then assert what it does.")
        }
        (error, errorSample) = (sample, Sample.of(sample))
      }
      try answer("Fail(outputType: \(output).self, failure: \(error)).eraseToAnyPublisher()")
      guard !sink.onFailure.isEmpty else { return }
      try receive(failure: true)
      if let errorName = sink.errorName { run.locals[errorName] = errorSample }
      try execute(sink.onFailure[...], &run, &prelude, &dependencies, method: method)
      return
    }
    var value = "()"
    var valueSample = Sample.none
    if !["Void", "()"].contains(output) {
      guard let sample = SampleValue.of(output, for: sink.valueName ?? name, differingFrom: nil, enumCases: model.enumCases) ?? construct(output) else {
        throw Stop(reason: "Give the test a sample \(output) for what \(action.origin)'s subscription receives, then assert what it does.")
      }
      value = "sample" + CaseConversion.upperFirst(sink.valueName ?? name)
      prelude.append(Self.sampleDeclaration(value, sample, type: output))
      run.constructed[value] = sample
      valueSample = .opaque(value)
    }
    try answer("Just(\(value))" + (failure == "Never" ? "" : ".setFailureType(to: \(failure).self)") + ".eraseToAnyPublisher()")
    // `Just` sends its value and its end at once: the store has both cases before it runs the
    // first, so what the value's case sends comes after the end's case.
    var sentByValue: [String] = []
    if !sink.onValue.isEmpty {
      try receive()
      if let valueName = sink.valueName { run.locals[valueName] = valueSample }
      try execute(sink.onValue[...], &run, &prelude, &dependencies, method: method)
      if !sink.onFinished.isEmpty {
        sentByValue = run.pendingReceives
        run.pendingReceives = []
      }
    }
    if !sink.onFinished.isEmpty {
      try receive()
      try execute(sink.onFinished[...], &run, &prelude, &dependencies, method: method)
      run.pendingReceives = sentByValue + run.pendingReceives
    }
  }

  /// The end of a delay the port sleeps on the clock for: the step so far ends, and the case sent
  /// after the sleep is received next.
  private func endDelay(_ run: inout Run, at position: Int) throws {
    guard let response = nextResponse(run, where: { $0.sourcePosition == position }) else {
      throw Stop(reason: "Graft ported \(action.origin), but cannot tell which case follows its delay on samples: assert what it does.")
    }
    try endStep(&run, receiving: "\\.\(response.response.name)")
  }

  /// What a test receives a throwing response's outcome by: `\.saveResponse.success`; the case
  /// alone where it carries more than its result; and for a `Result<Void, any Error>`, a match of
  /// the case, since Swift 6.3 crashes compiling a key path to such a result's case (written as an
  /// `if` statement that returns, which every Swift grammar reads, not an `if` expression).
  static func receiving(_ response: PortedResponse, outcome: String) -> String {
    let name = response.response.name
    guard response.carried.isEmpty else { return "\\.\(name)" }
    if case let .throwing(success) = response.response.result, ["Void", "()"].contains(success) {
      return "{ if case .\(name)(.\(outcome)) = $0 { return true } else { return false } }"
    }
    return "\\.\(name).\(outcome)"
  }

  /// Ends the step under way: its state changes, then the delegate actions it sent; the next
  /// step is the receipt of `receiving`.
  private func endStep(_ run: inout Run, receiving next: String) throws {
    try flush(&run)
    run.stepLabel = next
  }

  private func flush(_ run: inout Run) throws {
    var changes: [String] = []
    for field in model.state {
      let before = run.stepStart[field.name] ?? .unknown
      let after = run.fields[field.name] ?? .unknown
      // Changed in place: the changes made since the step began, each on `$0`.
      if case let .changedInPlace(base, edits) = after, !field.isShared {
        var made = edits
        if case let .changedInPlace(earlier, before) = before, earlier == base, edits.starts(with: before) {
          made = Array(edits.dropFirst(before.count))
        } else if before != base {
          throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(field.name)' on samples: assert what it does.")
        }
        changes += made.map { "$0.\(field.name)" + $0 }
        continue
      }
      // A field that starts from `UUID()` or `Date()` holds a value no test fixes, which differs
      // from any the test asserts: setting it is a change whatever it was.
      let startsUnpredictable = before == .unknown && !startsFromSystemValue(field)
      if run.written.contains(field.name), startsUnpredictable || after == .unknown {
        // Set to a value the run knows, from one it does not: a test started from another
        // sample sees the change.
        let start = after == .unknown ? nil : differingSample(of: field, from: after).map { (field.name, $0) }
        throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(field.name)' on samples: assert what it does.", start: start)
      }
      // A sample the test declares by name (`let status: Status = .unknown`) is the value it
      // was made as: set to the value the field holds, it changes nothing.
      guard resolved(before, run) != resolved(after, run) else { continue }
      guard let written = after.swift, !startsUnpredictable else {
        throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(field.name)' on samples: assert what it does.")
      }
      changes.append(field.isShared ? "$0.$\(field.name).withLock { $0 = \(written) }" : "$0.\(field.name) = \(written)")
    }
    let isSend = run.steps.isEmpty && run.stepLabel.hasPrefix(".view")
    run.steps.append(isSend ? .send(run.stepLabel, changes: changes) : .receive(run.stepLabel, changes: changes))
    for receive in run.pendingReceives { run.steps.append(.receive(receive, changes: [])) }
    run.pendingReceives = []
    run.stepStart = run.fields
    run.written = []
  }

  /// The end of the run: the deferred blocks, then the last step.
  /// What they declare and override (a recorder of a call first made in put-off work) is the
  /// test's, with the rest of its prelude and dependencies.
  private func finish(_ run: inout Run, _ prelude: inout [String], _ dependencies: inout [String]) throws {
    // Deferred blocks run after a `return` too.
    run.returned = false
    for block in run.defers.reversed() { try execute(block[...], &run, &prelude, &dependencies, method: method.declaration) }
    // Put-off work may put off more (a blink: hide, then show again).
    while let putOff = run.putOff {
      run.putOff = nil
      try endDelay(&run, at: putOff.position)
      run.locals = putOff.locals
      var planner = self
      planner.method = PortedMethod(putOff.method)
      try planner.execute(putOff.body[...], &run, &prelude, &dependencies, method: putOff.method)
    }
    try flush(&run)
  }

  /// A call the port makes and hears nothing back from: the endpoint records its calls in a
  /// recorder the test asserts at the end. One that takes one `Equatable` value, known on the
  /// samples, keeps the values it is called with (`let analyticsTrackCalls =
  /// LockIsolated<[String]>([])`), so that the test checks what was sent, not only that
  /// something was; another counts its calls (`LockIsolated(0)`). An endpoint the test already
  /// answers for a value only answers.
  /// `result`: what the endpoint answers, for a call the port waits for (`sampleItems`), whose
  /// one value the caller knows the recorder keeps.
  private func count(
    _ service: PortEnvironment.Service, method name: String, arguments: [Argument], returning result: String? = nil, _ run: inout Run,
    _ prelude: inout [String], _ dependencies: inout [String]
  ) throws {
    let labels = arguments.map(\.label)
    guard let endpoint = environment.endpoint(of: service, method: name, labels: labels), ["Void", "()"].contains(endpoint.returnType) || result != nil
    else {
      try override(service, method: name, labels: labels, result: nil, &dependencies)
      return
    }
    let assignment = "$0.\(service.key).\(endpoint.name) = "
    let recorder = service.property + CaseConversion.upperFirst(endpoint.name) + "Calls"
    // Whether the recorder keeps values follows from the endpoint alone, so that both ways of an
    // `if` declare the same one; a value the samples do not tell leaves only the count to assert.
    let recorded = recordedValue(of: endpoint.parameters, calledWith: arguments)
    let value = recorded == nil ? nil : (try? evaluate(arguments[0].value, run))?.swift
    if run.calls[recorder] == nil {
      guard !dependencies.contains(where: { $0.hasPrefix(assignment) }) else { return }
      if let parameter = recorded {
        // Not the answer's name either: the closure would hand back its own value.
        let name = Self.recordedName(parameter.name, recorder: recorder, answer: result)
        prelude.append("let \(recorder) = LockIsolated<[\(parameter.type)]>([])")
        let append = "\(recorder).withValue { $0.append(\(name)) }"
        dependencies.append(assignment + (result.map { "{ @Sendable \(name) in\n  \(append)\n  return \($0)\n}" } ?? "{ @Sendable \(name) in \(append) }"))
        run.calls[recorder] = Recorded(keepsValues: true)
      } else {
        let parameters = endpoint.parameters.isEmpty ? "" : " " + endpoint.parameters.map { _ in "_" }.joined(separator: ", ")
        prelude.append("let \(recorder) = LockIsolated(0)")
        dependencies.append(assignment + "{ @Sendable\(parameters) in \(recorder).withValue { $0 += 1 } }")
        run.calls[recorder] = Recorded(values: nil)
      }
    }
    run.calls[recorder]?.count += 1
    if let known = run.calls[recorder]?.values, let value { run.calls[recorder]?.values = known + [value] } else { run.calls[recorder]?.values = nil }
  }

  /// The one value of a call (an endpoint's, a delegate case's) that a test can keep and
  /// compare, when it carries exactly one, of a recordable type.
  private func recordedValue(of parameters: [Value], calledWith arguments: [Argument]) -> Value? {
    parameters.count == 1 && arguments.count == 1 && Self.isRecordable(parameters[0].type, index: index) ? parameters[0] : nil
  }

  /// `let sampleItem = Item(id: 1)`, with the type written where the value does not say it
  /// (`.loaded(count: 1)`, `nil`, `Int64`'s `1`, `[.first]`): Swift infers nothing from those alone.
  static func sampleDeclaration(_ name: String, _ sample: String, type: String) -> String {
    let statements = StatementReader.statements(of: sample)
    func takesItsType(_ value: ExpressionSyntax, _ type: String) -> Bool {
      // An array of constructed values says its type; an empty one, or one of cases, does not.
      if case let .array(elements) = value.kind, let element = ConstructedValue.element(ofCollection: type), !element.isDictionary {
        return elements.isEmpty || elements.contains { takesItsType($0, element.value) }
      }
      return ExpressionPort.takesItsTypeFromContext(value, declared: type)
    }
    let written: Bool
    if statements.count == 1, case let .expression(value) = statements[0].kind { written = takesItsType(value, type) } else { written = true }
    return "let \(name)" + (written ? ": " + type : "") + " = \(sample)"
  }

  /// Whether a test can keep an endpoint's values to compare them: a value type that is
  /// `Equatable` as far as Graft read (the standard library's, Foundation's, the app's), whose
  /// name the tests file sees with the imports it has; not a closure, not `inout`.
  static func isRecordable(_ type: String, index: SourceIndex) -> Bool {
    let text = TypeText(type)
    // An error is no `Equatable` value, whatever its type says of it.
    guard !text.isClosure, !type.hasPrefix("inout "), !type.contains("..."), !FeatureBuilder.isError(type) else { return false }
    let equatability = Equatability(index: index)
    return equatability.reasonItIsNot(type) == nil && equatability.unseenNames(in: type).isEmpty
      && text.leafNames.allSatisfy { FeatureBuilder.framework(ofType: $0).map { $0 == "Foundation" } ?? true }
  }

  /// The name the recorder's closure gives the value: the endpoint's parameter's, or `value`.
  static func recordedName(_ name: String, recorder: String, answer: String? = nil) -> String {
    let usable = SwiftIdentifier.isValid(name) && !SwiftIdentifier.reservedWords.contains(name) && name != "_" && name != recorder && name != answer
    return usable ? name : answer == "value" ? "argument" : "value"
  }

  /// `$0.notesClient.save = { @Sendable _ in note }`.
  private func override(
    _ service: PortEnvironment.Service, method name: String, labels: [String?], result: String?, _ dependencies: inout [String]
  ) throws {
    guard let endpoint = environment.endpoint(of: service, method: name, labels: labels) else {
      throw Stop(reason: "a call of '\(service.property).\(name)' the run cannot follow")
    }
    let parameters = endpoint.parameters.isEmpty ? "" : " " + endpoint.parameters.map { _ in "_" }.joined(separator: ", ")
    // A call whose result the body drops still needs an endpoint that returns one.
    var result = result
    if result == nil, !["Void", "()"].contains(endpoint.returnType) {
      guard let value = endpoint.placeholder ?? ConstructedValue(index: index, kind: .zero, home: home, modules: modules).value(of: endpoint.returnType) else {
        throw Stop(reason: "the test would override '\(service.property).\(endpoint.name)', which returns '\(endpoint.returnType)', with no value Graft can make: give it one")
      }
      result = value
    }
    let body = result.map { " \($0) " } ?? " "
    // An endpoint the body also calls for a value already answers with its sample.
    let assignment = "$0.\(service.key).\(endpoint.name) = "
    if !dependencies.contains(where: { $0.hasPrefix(assignment) }) { dependencies.append(assignment + "{ @Sendable\(parameters) in\(body)}") }
  }

  // MARK: - Values

  /// What a test fixes the system dependency an expression reads to (`calendar` of the view
  /// model's `let calendar = Calendar.current`, `Calendar.current`), when the port reads it.
  private func systemDependencyValue(_ expression: ExpressionSyntax, _ run: Run) -> String? {
    var dependency: SystemDependency?
    switch expression.kind {
    case let .name(name) where run.locals[name] == nil: dependency = environment.systemProperties[name]
    case let .member(base, name):
      if case .name("self") = base.kind { dependency = environment.systemProperties[name] }
      if case let .name(type) = base.kind { dependency = SystemDependency(current: type, member: name) }
    default: break
    }
    guard let dependency, ported.systemDependencies.contains(dependency) else { return nil }
    return dependency.testValue
  }

  func evaluate(_ expression: ExpressionSyntax, _ run: Run) throws -> Sample {
    switch expression.kind {
    case let .boolean(value): return .bool(value)
    case .nil: return .none
    case .integer: return Sample.literal(method.sourceText(expression.range).replacingOccurrences(of: "_", with: ""))
    case .string(let interpolations) where interpolations.isEmpty: return Sample.literal(method.sourceText(expression.range))
    // `.now`, the system's time when its type is `Date`: no test fixes it.
    case .implicitMember("now"): return .unknown
    case let .implicitMember(name): return .opaque("." + name)
    case let .name(name):
      if let local = run.locals[name] { return local }
      if let field = run.fields[name] { return field.readable }
      return try evaluateGetter(of: name, run)
    case let .member(base, name):
      if case .name("Date") = base.kind, name == "now", ported.systemDependencies.contains(.now) { return .opaque(SystemDependency.now.testValue) }
      if case .name("self") = base.kind, environment.services[name] == nil { return try run.fields[name]?.readable ?? evaluateGetter(of: name, run) }
      // `EditStep.bio`: a case of an enum of the sources, written with its type, which the field
      // it is set to has: `.bio`, as a field starting at that case is written.
      if case let .name(type) = base.kind, run.locals[type] == nil, run.fields[type] == nil, index.types[type]?.kind == .enum,
        index.types[type]?.declaration.members.contains(where: { $0.kind == .enumCase && $0.name == name }) == true
      {
        return .opaque("." + name)
      }
      if let service = serviceNamed(by: base, locals: run.locals), let getter = service.endpoints?.first(where: { $0.isProperty && $0.method == name }) {
        return synchronousResults[service.property + "." + getter.name] ?? .unknown
      }
      // `record.value` of a subject whose value State holds: the field itself.
      if name == "value", let root = InitializerPort.field(of: base), run.locals[root] == nil, environment.fields[root]?.isSubjectValue == true {
        return run.fields[root]?.readable ?? .unknown
      }
      let value = try evaluate(base, run)
      switch (value, name) {
      // `SampleFailure` describes itself with the failure message.
      case (Self.thrownSample, "localizedDescription"): return .string(Self.failureMessage)
      case let (.array(elements), "count"), let (.set(elements), "count"): return .int(elements.count)
      case let (.array(elements), "first"), let (.array(elements), "last"), let (.set(elements), "first"): return elements.isEmpty ? .none : .unknown
      case let (.array(elements), "isEmpty"), let (.set(elements), "isEmpty"): return .bool(elements.isEmpty)
      case let (.dictionary(entries), "count"): return .int(entries.count)
      case let (.dictionary(entries), "isEmpty"): return .bool(entries.isEmpty)
      case let (.string(text), "isEmpty"): return .bool(text.isEmpty)
      case let (.string(text), "count"): return .int(text.count)
      // `page.total` of a sample the test constructs with `total: 1`: that value.
      case let (.opaque(text), _) where constructedArgument(name, of: run.constructed[text]) != nil:
        return constructedArgument(name, of: run.constructed[text])!
      // `record.content` of a field that starts at `WritingRecord(title: "", content: "")`: what
      // its memberwise initializer was given.
      case let (.opaque(text), _) where constructedArgument(name, of: text) != nil:
        return constructedArgument(name, of: text)!
      // `photo.id` of a sample the test writes (`Photo(id: 1, …)`, or a name it declares): the
      // test reads the same member of the same value.
      case let (.opaque(text), _) where Self.isOneOperand(text):
        return .opaque(text + "." + name)
      default: return .unknown
      }
    // `state.items[indexPath.row]`: an index the samples cannot show is within the array traps
    // in the test, as it would in the app.
    case let .subscript(base, arguments) where arguments.count == 1 && arguments[0].label == nil:
      guard case let .array(elements) = try evaluate(base, run) else { return .unknown }
      guard case let .int(position) = try evaluate(arguments[0].value, run), elements.indices.contains(position) else {
        throw Stop(reason: "Graft ported \(action.origin), but cannot tell that '\(method.sourceText(expression.range).prefix(40))' is within the array on samples: assert what it does.")
      }
      return elements[position]
    case let .prefix("!", operand):
      if case let .bool(value) = try evaluate(operand, run) { return .bool(!value) }
      return .unknown
    case let .parenthesized(inner): return try evaluate(inner, run)
    case let .array(elements):
      let values = try elements.map { try evaluate($0, run) }
      return values.contains(.unknown) ? .unknown : .array(values)
    case let .binary(left, "??", right):
      // The default is read only where the value is missing, as Swift reads it.
      switch try evaluate(left, run) {
      case .unknown: return .unknown
      // A member of a sample (`note.subtitle`, `Note(…).subtitle`) may itself be nil.
      case let .opaque(text) where text.dropFirst().contains("."): return .unknown
      // `result ?? false` of the optional sample a test declares (`let result: Bool? = true`):
      // the value it holds, not the optional.
      case let .opaque(name) where run.optionalSamples.contains(name): return run.constructed[name].map(Sample.of) ?? .unknown
      case .none: return try evaluate(right, run)
      case let value: return value
      }
    // `backup != nil`: the dependency that stands for an optional service is always there.
    case .binary where environment.nilComparisonOfService(expression, locals: Set(run.locals.keys)) != nil:
      return .bool(environment.nilComparisonOfService(expression, locals: Set(run.locals.keys)) == "!=")
    case let .binary(left, op, right):
      let (a, b) = (try evaluate(left, run), try evaluate(right, run))
      guard a != .unknown, b != .unknown else { return .unknown }
      switch (op, a, b) {
      case ("==", _, _): return a.isOpaqueComparison(b) ? .unknown : .bool(a == b)
      case ("!=", _, _): return a.isOpaqueComparison(b) ? .unknown : .bool(a != b)
      case let ("&&", .bool(x), .bool(y)): return .bool(x && y)
      case let ("||", .bool(x), .bool(y)): return .bool(x || y)
      case let ("<", .int(x), .int(y)): return .bool(x < y)
      case let (">", .int(x), .int(y)): return .bool(x > y)
      case let ("<=", .int(x), .int(y)): return .bool(x <= y)
      case let (">=", .int(x), .int(y)): return .bool(x >= y)
      case let ("+", .int(x), .int(y)): return .int(x + y)
      case let ("-", .int(x), .int(y)): return .int(x - y)
      case let ("*", .int(x), .int(y)): return .int(x * y)
      case let ("+", .string(x), .string(y)): return .string(x + y)
      default: return .unknown
      }
    case let .ternary(condition, then, otherwise):
      guard case let .bool(value) = try evaluate(condition, run) else { return .unknown }
      return try evaluate(value ? then : otherwise, run)
    case let .call(callee, arguments):
      // `let added = ids.insert(id)`: the field changes as the value is read, which the run does
      // not follow.
      if case let .member(base, name) = callee.kind, BodyWrites.mutatingMethods.contains(name), let root = BodyWrites.rootProperty(of: base),
        environment.fields[root] != nil || run.locals[root] != nil
      {
        throw Stop(
          reason: "Graft ported \(action.origin), but cannot predict '\(method.sourceText(expression.range).prefix(40))' on samples: assert what it does.",
          changesState: true)
      }
      // `Date()`, `UUID()`: what the test fixes the reducer's `now` and `uuid` to.
      if arguments.isEmpty, let (dependency, _) = SystemDependency.made(by: callee), ported.systemDependencies.contains(dependency) {
        return .opaque(dependency.testValue)
      }
      // `UserDefaults.standard.bool(forKey: "onboarded")` on the empty store a test starts from:
      // what an empty store answers, until the body writes one.
      if let called = SystemDependency.defaultsMethod(called: callee, properties: environment.systemProperties, locals: run.locals.keys),
        ported.systemDependencies.contains(.userDefaults)
      {
        guard !run.wroteDefaults, let answer = SystemDependency.defaultsReads[called] else { return .unknown }
        switch answer {
        case "nil": return .none
        case "false": return .bool(false)
        default: return Sample.literal(answer)
        }
      }
      // `calendar.startOfDay(for: now)` of the calendar a test fixes: the same call on the
      // values the test fixes, which the test makes as the reducer does.
      if case let .member(base, name) = callee.kind, arguments.allSatisfy({ $0.closure == nil }), let receiver = systemDependencyValue(base, run) {
        return try writtenArguments(arguments, run).map { .opaque(receiver + "." + name + "(" + $0 + ")") } ?? .unknown
      }
      // An empty array's `filter`, `map`, `sorted`…: empty whatever the closure; it contains
      // nothing and has no first element.
      if case let .member(base, name) = callee.kind, case .array([])? = try? evaluate(base, run) {
        switch name {
        case "filter", "map", "compactMap", "flatMap", "sorted", "reversed": return .array([])
        case "contains", "allSatisfy": return .bool(name == "allSatisfy")
        case "first", "last", "firstIndex", "lastIndex", "min", "max": return .none
        default: break
        }
      }
      if let (base, name) = environment.calledMethod(callee, locals: run.locals.keys), let service = serviceNamed(by: base, locals: run.locals),
        let endpoint = environment.endpoint(of: service, method: name, labels: arguments.map(\.label))
      {
        return synchronousResults[service.property + "." + endpoint.name] ?? .unknown
      }
      // `.loaded(count: 1)`: a case made of values the run knows is what the same text makes
      // in the test. (An initializer may make a `UUID()` of its own.)
      if case let .implicitMember(name) = callee.kind, declaresEnumCase(name) {
        return try writtenArguments(arguments, run).map { .opaque(method.sourceText(callee.range) + "(" + $0 + ")") } ?? .unknown
      }
      // `PaymentContext(key: key)` of a struct through its memberwise initializer, made of values
      // the run knows: what the same text makes in the test, where the struct makes no
      // identity of its own (`let id = UUID()`).
      if case let .name(typeName) = callee.kind, typeName.first?.isUppercase == true, arguments.allSatisfy({ $0.closure == nil }),
        let declared = index.declaredTypeResolvingAliases(typeName, near: home), declared.kind == .struct,
        declared.declaration.genericParameters == nil, let memberwise = MemberwiseInitializer(of: declared.declaration), memberwise.makesEqualValues,
        memberwise.accepts(arguments.map(\.label)), !declaresInitializersInExtensions(typeName)
      {
        return try writtenArguments(arguments, run).map { .opaque(environment.qualifier.qualify(typeName) + "(" + $0 + ")") } ?? .unknown
      }
      // A query State carries, of more than one statement: its statements, run on its arguments.
      if environment.valueHelper(called: callee, arguments: arguments) == nil, let name = callee.ownMethodName,
        let derived = environment.derived[name], derived.isMethod, !run.locals.keys.contains(name),
        let bound = BodyPorter.bind(arguments, to: derived.declaration.parameters)
      {
        var parameters: [String: Sample] = [:]
        for (parameter, argument) in bound {
          parameters[parameter.boundName ?? "_"] = try argument.map { try evaluate($0.value, run) } ?? Sample.literal(parameter.defaultValue)
        }
        return try evaluateDerived(derived, parameters: parameters, run)
      }
      // A helper that only computes a value: its expression over its arguments' values.
      guard let helper = environment.valueHelper(called: callee, arguments: arguments) else { return .unknown }
      var parameters: [String: Sample] = [:]
      for (parameter, argument) in zip(helper.declaration.parameters, arguments) {
        parameters[parameter.name ?? ""] = try evaluate(argument.value, run)
      }
      return try evaluateInlined(helper, parameters: parameters, run)
    default:
      return .unknown
    }
  }

  /// Whether an enum of the sources declares a case of this name (not a static factory, whose
  /// `.make(id:)` may make a new value each time).
  private func declaresEnumCase(_ name: String) -> Bool {
    index.enumCaseNames.contains(name)
  }

  /// The value a constructed sample's member was given, where the sample calls a struct's
  /// memberwise initializer with a literal for it: `totalPages` of `ShowPage(titles: […],
  /// totalPages: 1)` is `1`. An initializer of the struct's own may store something else. An
  /// array's `count` and `isEmpty` are its literal's.
  func constructedArgument(_ member: String, of sample: String?) -> Sample? {
    guard let sample else { return nil }
    let statements = StatementReader.statements(of: sample)
    guard statements.count == 1, case let .expression(value) = statements[0].kind else { return nil }
    // `[Remark(id: 1, …)]`: its count, and whether it is empty.
    if case let .array(elements) = value.kind {
      switch member {
      case "count": return .int(elements.count)
      case "isEmpty": return .bool(elements.isEmpty)
      default: return nil
      }
    }
    guard case let .call(callee, arguments) = value.kind, let argument = arguments.first(where: { $0.label == member }) else { return nil }
    let typeName: String
    switch callee.kind {
    case let .name(name): typeName = name
    case let .member(_, name): typeName = name
    default: return nil
    }
    guard let type = index.declaredTypeResolvingAliases(typeName, near: home), type.kind == .struct, !type.declaration.members.contains(where: { $0.kind == .initializer }) else {
      return nil
    }
    // A property wrapper (`@Clamped var total`) may store something else than it is given.
    guard let stored = type.declaration.members.first(where: { $0.name == member && ($0.kind == .var || $0.kind == .let) }),
      stored.attributes.isEmpty
    else { return nil }
    let bytes = Array(sample.utf8)
    let range = min(argument.value.range.lowerBound, bytes.count)..<min(argument.value.range.upperBound, bytes.count)
    let given = Sample.literal(String(decoding: bytes[range], as: UTF8.self))
    return given == .unknown ? nil : given
  }

  /// A computed property's value: its expression in its own file, over the fields alone.
  private func evaluateGetter(of name: String, _ run: Run) throws -> Sample {
    if let property = environment.computed[name] { return try evaluateInlined(property, parameters: [:], run) }
    if let derived = environment.derived[name], !derived.isMethod { return try evaluateDerived(derived, parameters: [:], run) }
    return .unknown
  }

  /// A value State derives in more than one statement: its statements run on the fields and its
  /// parameters' values, in its own file; unknown where they do anything a test would see (a
  /// call answered, a field set) or stop the run.
  private func evaluateDerived(_ derived: DerivedValue, parameters: [String: Sample], _ run: Run) throws -> Sample {
    let statements = derived.isMethod ? derived.declaration.statements : derived.declaration.getterStatements
    guard getterDepth < 4, let statements else { return .unknown }
    var inner = self
    inner.method = PortedMethod(derived.declaration)
    inner.getterDepth += 1
    var own = run
    own.locals = parameters
    own.returned = false
    own.collectsReturn = true
    own.returnedValue = nil
    var prelude: [String] = []
    var dependencies: [String] = []
    do {
      // `var total: Int { items.count }` without `return`: its one expression is its value.
      if statements.count == 1, case let .expression(expression) = statements[0].kind {
        return try inner.evaluate(expression, own)
      }
      try inner.execute(statements[...], &own, &prelude, &dependencies, method: derived.declaration)
    } catch is Stop {
      return .unknown
    }
    guard own.fields == run.fields, own.steps.count == run.steps.count, prelude.isEmpty, dependencies.isEmpty else { return .unknown }
    return own.returnedValue ?? .unknown
  }

  /// A getter's or a value helper's expression, in its own file, over the fields and its
  /// parameters' values alone.
  private func evaluateInlined(_ inlined: PortEnvironment.ComputedProperty, parameters: [String: Sample], _ run: Run) throws -> Sample {
    guard getterDepth < 4 else { return .unknown }
    var inner = self
    inner.method = PortedMethod(inlined.declaration)
    inner.getterDepth += 1
    var own = run
    own.locals = parameters
    return try inner.evaluate(inlined.expression, own)
  }

  /// Mutating methods whose change the test can repeat on `$0` with the same arguments, which
  /// change what they are called on whatever it holds, and never trap (not `removeLast()`, not
  /// `removeAll()` of what may be empty).
  static let changesInPlace: Set<String> = ["append", "toggle"]

  /// The value `Trip(id: UUID(1), title: "")` was made with for `.title`: the text of its
  /// argument of that label; nil for a deeper path, or a label it was not given.
  static func argument(_ path: String, of made: String) -> String? {
    let label = path.dropFirst()
    guard path.hasPrefix("."), !label.contains("."), let open = made.firstIndex(of: "("), made.hasSuffix(")"),
      made[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    let inside = made[made.index(after: open)..<made.index(before: made.endIndex)]
    for argument in TopLevelSplit.split(inside, on: ",") {
      let parts = argument.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmed() == label { return parts[1].trimmed() }
    }
    return nil
  }

  /// `.title` for `trip.title` (or `self.trip.title`) below the field `root`: a plain chain of
  /// members, nil for one through an optional, a call or a subscript.
  func memberPath(below root: String, in expression: ExpressionSyntax) -> String? {
    var names: [String] = []
    var current = expression
    while case let .member(base, name) = current.kind {
      if InitializerPort.field(of: current) == root, case .member = current.kind, case .name("self") = base.kind { break }
      names.insert(name, at: 0)
      current = base
    }
    guard InitializerPort.field(of: current) == root, !names.isEmpty else { return nil }
    return names.map { "." + SwiftIdentifier.escaped($0) }.joined()
  }

  /// A sample of the field's type other than `value`: `false` for `true`, `"Sample title"` for
  /// `""`, a value of the wrapped type for `nil`. Nil for a field shared with other features or
  /// one that only some builds declare.
  private func differingSample(of field: StateField, from value: Sample) -> String? {
    guard !field.isShared, field.branches.isEmpty, var type = field.type?.trimmed() else { return nil }
    // An optional set to `nil` starts from a value of its own type.
    var avoided = value.swift
    if type.hasSuffix("?") {
      type.removeLast()
      if avoided == "nil" { avoided = nil }
    }
    // An app's value (`Trip`) is made from its initializer's samples, as an action's is.
    guard let sample = SampleValue.of(type, for: field.name, differingFrom: avoided, enumCases: model.enumCases) ?? construct(type),
      sample != value.swift
    else { return nil }
    return sample
  }

  /// A collection holding only `element`, as the field's type writes it: `["Sample id"]` for a
  /// set, `["Sample key": Note(…)]` for a dictionary (its value a sample of its own). Nil where
  /// the run does not know the element or cannot make the value.
  private func holding(_ element: Sample, in field: StateField) -> String? {
    guard !field.isShared, field.branches.isEmpty, let written = element.swift, let type = field.type.map({ $0.trimmed() }),
      CollectionKind(type: type) != nil, let collection = ConstructedValue.element(ofCollection: type)
    else { return nil }
    guard collection.isDictionary else { return "[" + written + "]" }
    return construct(collection.value).map { "[" + written + ": " + $0 + "]" }
  }

  /// The collection a declared type is, its aliases resolved (`typealias IDs = Set<String>`).
  func collectionKind(of type: String?) -> CollectionKind? {
    CollectionKind(type: unaliased(type))
  }

  /// A declared type with the aliases it names replaced by what they stand for.
  private func unaliased(_ type: String?) -> String? {
    type.map { index.resolvingAliases($0.trimmed(), in: environment.viewModelName) }
  }

  /// Whether `base` names a local that shadows the field of its name (`var notes = notes`), not
  /// the field (`self.notes`).
  private func isShadowed(_ base: ExpressionSyntax, _ run: Run) -> Bool {
    guard case let .name(name) = base.kind else { return false }
    return run.locals[name] != nil
  }

  /// A sample named by the test, as the value it was made as (`.unknown` for `let status:
  /// Status = .unknown`); any other value as it is.
  private func resolved(_ value: Sample, _ run: Run) -> Sample {
    guard case let .opaque(name) = value, let made = run.constructed[name] else { return value }
    return Sample.of(made)
  }

  /// `key: "Sample key", 1`: a call's arguments as the test writes them, from the values the run
  /// knows; nil where one is a closure or a value it does not know.
  private func writtenArguments(_ arguments: [Argument], _ run: Run) throws -> String? {
    var written: [String] = []
    for argument in arguments {
      guard argument.closure == nil, let value = try evaluate(argument.value, run).swift else { return nil }
      written.append((argument.label.map { $0 + ": " } ?? "") + value)
    }
    return written.joined(separator: ", ")
  }

  /// Whether an extension of the type declares an initializer, which a call meant for the
  /// memberwise one may reach instead (`init(title:)` beside a memberwise `init(title:at:)`).
  private func declaresInitializersInExtensions(_ type: String) -> Bool {
    (index.extensions[type] ?? []).contains { $0.declaration.members.contains { $0.kind == .initializer } }
  }

  /// Whether the field starts from a value the system makes afresh (`var id = UUID()`,
  /// `var startedAt = Date()`) in the State the test makes.
  private func startsFromSystemValue(_ field: StateField) -> Bool {
    guard model.startParameter(of: field) == nil, let text = model.testStartValue(of: field) else { return false }
    let statements = StatementReader.statements(of: text)
    guard statements.count == 1, case let .expression(value) = statements[0].kind, case let .call(callee, arguments) = value.kind else { return false }
    return arguments.isEmpty && SystemDependency.made(by: callee) != nil
  }

  /// Records a change made in place below a field: the field's value becomes its value from
  /// before, changed by each such change in order.
  private func changeInPlace(_ field: String, _ change: String, _ run: inout Run) throws {
    let current = run.fields[field] ?? .unknown
    switch current {
    case let .changedInPlace(base, edits): run.fields[field] = .changedInPlace(base, edits + [change])
    case .unknown, .none:
      throw Stop(reason: "Graft ported \(action.origin), but cannot predict '\(field)' on samples: assert what it does.")
    default: run.fields[field] = .changedInPlace(current, [change])
    }
    run.written.insert(field)
  }

  private func combine(_ current: Sample, _ op: String, _ value: Sample) throws -> Sample {
    switch (op, current, value) {
    case ("=", _, _): return value
    case let ("+=", .int(x), .int(y)): return .int(x + y)
    case let ("-=", .int(x), .int(y)): return .int(x - y)
    case let ("+=", .string(x), .string(y)): return .string(x + y)
    case let ("+=", .array(x), .array(y)): return .array(x + y)
    default: return .unknown
    }
  }

  private func condition(_ conditions: [Condition], _ run: inout Run) throws -> Bool {
    for condition in conditions {
      // An optional service unwrapped or compared with `nil`: its dependency is always there, as
      // the port says by dropping the check.
      let locals = Set(run.locals.keys)
      if environment.unwrapsService(condition, locals: locals) { continue }
      if environment.isMissingService(condition, locals: locals) { return false }
      switch condition.kind {
      case let .expression(value):
        guard case let .bool(result) = try evaluate(value, run) else {
          throw Stop(reason: "Graft ported \(action.origin), but which way '\(method.sourceText(value.range).prefix(40))' goes depends on more than samples: start the test from a State that takes the path you want, then assert.")
        }
        if !result { return false }
      case let .optionalBinding(_, name, value):
        // `if let page`: the innermost `page`, a local before a field.
        let sample = try value.map { try evaluate($0, run) } ?? run.locals[name] ?? run.fields[name] ?? (try evaluateGetter(of: name, run))
        if sample == .none { return false }
        guard sample != .unknown, !Self.isOptionalityUnknown(sample) else {
          throw Stop(reason: "Graft ported \(action.origin), but cannot tell whether '\(name)' has a value on samples: assert what it does.")
        }
        run.locals[name] = sample
      case let .pattern(pattern, names, value):
        let sample = try evaluate(value, run)
        // `if case .failure(let error) = result`, over a `Result` the run answered.
        if let answer = Self.resultAnswered(sample), let matched = Self.match(pattern, binding: names, answer) {
          guard let bindings = matched else { return false }
          for (name, value) in bindings { run.locals[name] = value }
          continue
        }
        guard names.isEmpty else { throw unrunPattern }
        guard let matches = try self.matches(pattern, sample) else {
          throw Stop(reason: "Graft ported \(action.origin), but which way '\(method.sourceText(value.range).prefix(40))' goes depends on more than samples: start the test from a State that takes the path you want, then assert.")
        }
        if !matches { return false }
      default:
        throw unrunPattern
      }
    }
    return true
  }

  /// Whether a sample is code read off another sample (`access.authorization`, a computed
  /// property of the test's value), which may be `nil` or not: bound by `if let`, its text would
  /// stand for the optional, not the value. A value made whole (`Item(id: 1)`) has one.
  static func isOptionalityUnknown(_ sample: Sample) -> Bool {
    guard case let .opaque(text) = sample, let first = text.first else { return false }
    let made = text.hasSuffix(")") && (first.isUppercase || first == ".")
    return !made && text.contains(".")
  }

  /// The case a `switch` over a sample takes: its first case whose pattern matches, or its
  /// `default`; nil when none does (a switch over a Bool may leave a value out only with
  /// `default`, so nothing is skipped).
  private func matchingCase(of subject: ExpressionSyntax, in cases: [SwitchCase], _ run: Run) throws -> SwitchCase? {
    let value = try evaluate(subject, run)
    for item in cases {
      if item.isDefault { return item }
      guard item.whereClause == nil, item.names.isEmpty else { throw undecided(subject) }
      for pattern in item.patterns {
        guard let matches = try matches(pattern, value) else { throw undecided(subject) }
        if matches { return item }
      }
    }
    return nil
  }

  /// `Result<Page, FeedError>` a service answers with, not by throwing: the value's and the
  /// error's types; nil for any other type.
  static func resultTypes(of type: String) -> (success: String, failure: String)? {
    guard let arguments = TopLevelSplit.genericArguments(of: type, named: "Result"), arguments.count == 2 else { return nil }
    return (arguments[0].trimmed(), arguments[1].trimmed())
  }

  /// What a service that answers with a `Result` answers in the test: `.success` of a sample of
  /// its value, declared by name (`let response = Page(…)`), or, in the failure's test,
  /// `.failure` of a sample of its error (`.offline`). The run knows which case it is, so a
  /// `switch` over it takes its branch. Nil for a return type that is no `Result`.
  private func resultAnswer(of returnType: String, bound: String?, _ failing: Bool, _ prelude: inout [String]) throws -> (text: String, sample: Sample)? {
    guard let (success, failure) = Self.resultTypes(of: returnType) else { return nil }
    let name = failing ? (bound == "failure" ? "sampleFailure" : "failure") : (bound == "response" ? "answer" : "response")
    if failing {
      guard let sample = construct(failure) else {
        throw Stop(reason: "Give the test a sample \(failure) for what \(action.origin) waits for to fail with, then assert what it does.")
      }
      if sample == ConstructedValue.sampleError { Self.declareSampleFailure(in: &prelude) }
      prelude.append("let \(name): \(environment.qualifier.qualify(failure)) = \(sample)")
      return (".failure(\(name))", .opaque(".failure(\(name))"))
    }
    if ["Void", "()"].contains(success) { return (".success(())", .opaque(".success(())")) }
    guard let sample = SampleValue.of(success, for: name, differingFrom: nil, enumCases: model.enumCases) ?? construct(success) else {
      throw Stop(reason: "Give the test a sample \(success) for what \(action.origin) waits for, then assert what it does.")
    }
    prelude.append(Self.sampleDeclaration(name, sample, type: success))
    return (".success(\(name))", .opaque(".success(\(name))"))
  }

  /// The case a `switch` over a `Result` the run answered takes (`case .success(let page):`,
  /// `case let .failure(error):`), with the names its pattern binds to the case's value; nil
  /// where the subject is no such answer, or a pattern the run does not read.
  private func matchingResultCase(of subject: ExpressionSyntax, in cases: [SwitchCase], _ run: Run) throws -> (SwitchCase, [(String, Sample)])? {
    guard let answer = Self.resultAnswered(try evaluate(subject, run)) else { return nil }
    for item in cases {
      if item.isDefault { return (item, []) }
      guard item.whereClause == nil else { return nil }
      for pattern in item.patterns {
        guard let matched = Self.match(pattern, binding: item.names, answer) else { return nil }
        if let bindings = matched { return (item, bindings) }
      }
    }
    return nil
  }

  /// The case (`.success` or `.failure`) and the value of a `Result` the run answered with; nil
  /// for any other sample.
  private static func resultAnswered(_ sample: Sample) -> (answered: String, value: String)? {
    guard case let .opaque(text) = sample, let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let answered = String(text[..<open])
    guard answered == ".success" || answered == ".failure" else { return nil }
    return (answered, String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
  }

  /// Whether a pattern of a `Result`'s case (`.success(let page)`, `let .success(page)`,
  /// `.failure`, `.failure(_)`) matches the answer: the names it binds to the case's value where
  /// it does, `.some(nil)` where it does not, nil where the run does not read the pattern.
  private static func match(_ pattern: String, binding names: [String], _ answer: (answered: String, value: String)) -> [(String, Sample)]?? {
    var written = pattern.replacingOccurrences(of: " ", with: "")
    for binding in ["let", "var"] where written.hasPrefix(binding + ".") { written.removeFirst(binding.count) }
    written = written.replacingOccurrences(of: "(let", with: "(").replacingOccurrences(of: "(var", with: "(")
    guard written.hasPrefix(answer.answered) else {
      return written.hasPrefix(".success") || written.hasPrefix(".failure") ? .some(nil) : nil
    }
    let rest = written.dropFirst(answer.answered.count)
    if rest.isEmpty || rest == "(_)" { return [] }
    guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
    let bound = String(rest.dropFirst().dropLast())
    guard SwiftIdentifier.isValid(bound), names == [bound] else { return nil }
    return [(bound, answer.value == "()" ? .none : .opaque(answer.value))]
  }

  /// A condition's pattern the run does not match on samples (one that binds values of anything
  /// but a `Result` it answered, `#available`).
  private var unrunPattern: Stop {
    Stop(reason: "Graft ported \(action.origin), but cannot run a pattern on samples: assert what it does.")
  }

  private func undecided(_ subject: ExpressionSyntax) -> Stop {
    Stop(reason: "Graft ported \(action.origin), but which way '\(method.sourceText(subject.range).prefix(40))' goes depends on more than samples: start the test from a State that takes the path you want, then assert.")
  }

  /// Whether a value-free pattern (`.vpn`, `Section.vpn`, `true`, `3`, `"a"`, `nil`) matches a
  /// sample; nil when the run cannot tell (a sample it does not know, a case with values).
  private func matches(_ pattern: String, _ value: Sample) throws -> Bool? {
    // An optional's own cases: `.none` is nil; `.some` matches any value the run may not know.
    if pattern == ".some" { return nil }
    let expected = pattern == ".none" ? .none : Sample.literal(pattern)
    guard expected != .unknown, value != .unknown, !expected.isOpaqueComparison(value) else { return nil }
    return expected == value
  }

  /// Whether the app's type gives each of its values something of its own when made: a stored
  /// property whose value is not a fixed literal (`let id = UUID()`, `var createdAt = Date.now`).
  func makesValuesOfItsOwn(_ type: String) -> Bool {
    guard let declared = index.declaredTypeResolvingAliases(TypeNames.bare(String(type.filter { !"?! ".contains($0) })), near: home),
      declared.kind == .struct
    else { return false }
    return MemberwiseInitializer.makesValuesOfItsOwn(declared.declaration)
  }

  /// A value of an app's type for a sample: `Note(id: UUID(1), text: "Sample text")`.
  func construct(_ type: String, avoiding: String? = nil) -> String? {
    ConstructedValue(index: index, kind: .sample, home: home, enumCases: model.enumCases, modules: modules, avoiding: avoiding).value(of: type)
  }
}
