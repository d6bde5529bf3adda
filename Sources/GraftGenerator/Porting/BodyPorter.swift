import GraftSupport
import SwiftDeclarationParser

/// Carries a view action's body into the reducer with the same behaviour, or says why it cannot.
///
/// Statements before the first `await` run in the action's case: mutations on `state`, outcome
/// calls as delegate actions sent after them. The awaited service call moves into a `.run` that
/// captures the State it reads by value and sends its result back as a response; what follows
/// the `await` runs in the response's case, in order, with `defer` blocks on every path and a
/// `catch` as the failure's case. A body with any statement that cannot be carried over this way
/// is not ported at all: a wrong port is worse than a TODO.
struct BodyPorter {
  var environment: PortEnvironment
  var method: PortedMethod
  /// The action's case name (`saveTapped`) and its payload's values, bound in its case.
  var action: ActionCase

  typealias Refusal = ExpressionPort.Refusal

  /// Statements inlined from helpers at most this deep, so that recursion ends.
  static let maximumInlining = 3

  /// What a path has done so far: the effects it will return, the blocks deferred, the names
  /// bound, and where an error thrown in a `do` goes.
  struct Path {
    var effects: [Effect] = []
    var defers: [[Statement]] = []
    var locals: Set<String> = []
    /// Locals declared with `var`, which an effect must capture by value.
    var variables: Set<String> = []
    /// The types of the constants whose type is written (`let page: Int = 1`, a helper's
    /// parameter): a response can carry one to what follows the await.
    var localTypes: [String: String] = [:]
    /// The types of the constants made by an initializer (`let request = DeactivateRequest(…)`),
    /// which an effect may capture only when they are `Sendable`.
    var madeTypes: [String: String] = [:]
    /// Inside `do { … } catch { … }`: the catch's statements, and what follows the `do`.
    var failure: [Statement]? = nil
    /// The name the catch binds the error to: `error`, or `failure` in `catch let failure`;
    /// nil for `catch _`, which binds none.
    var failureName: String? = "error"
    /// The catches before that last one, which tell errors apart (`catch let error as
    /// DecodingError`, `catch Failure.offline`): each pattern, the names it binds, and its
    /// statements followed by what follows the `do`. Each is a `.failure` case of its own,
    /// before the last catch's, as Swift tries them in order.
    var distinguishedFailures: [(pattern: String, names: [String], statements: [Statement])] = []

    /// Every statement a failure runs: the catches', in order.
    var failureStatements: [Statement] { distinguishedFailures.flatMap(\.statements) + (failure ?? []) }
    /// In a method that throws: an awaited call's error, caught nowhere in the body, is the
    /// method's, which the response's `.failure` carries to whoever hears the action.
    var throwsToCaller = false
    var isAsync: Bool
    var inlining = 0
    /// Fields whose `didSet` is running, or about to run: setting one there runs no observer,
    /// as in Swift.
    var observing: Set<String> = []
    /// Fields this step (the action's case, or a response's) has set with `=`.
    var setInStep: Set<String> = []
    /// Fields bound to a constant of their name before a statement changed them, each with how
    /// many effects (other than cancellations) were caused before: those effects read the value
    /// from before the change (`onSend?(text); text = ""` reports the text, not the empty field).
    /// No later binding may take a snapshot's name.
    var snapshots: [String: Int] = [:]
    /// Inside `searchTask = Task { … }`: the `CancelID` its effects run under, and whether
    /// starting them cancels those already running (the body cancelled the task first).
    var cancellable: (id: String, inFlight: Bool)? = nil
    /// Inside `Task(priority: .userInitiated) { … }`: the priority its effects run at.
    var priority: String?
    /// The names waits hoisted out of an expression are bound to (`latest` for `(try? await
    /// feed.latest())` in `items = (try? await feed.latest()) ?? []`), which stand where the
    /// wait's text was.
    var hoistedNames: Set<String> = []
    /// The action's values, and those of them the body binds again: unwrapped as themselves
    /// (`guard let colorCode else { return }`), whose type a response carries without its `?`, or
    /// to another value, which a response cannot carry under the action's name.
    var payload: Set<String> = []
    var unwrappedPayload: Set<String> = []
    var reboundPayload: Set<String> = []

    /// Binds names the body declares; a name the reducer's closure or an effect binds
    /// itself (`state`, `action`, `send`) would hide it.
    mutating func declare<Names: Sequence<String>>(_ names: Names) throws {
      if let hiding = names.first(where: BodyPorter.reducerNames.contains) {
        throw Refusal(reason: "it names a value '\(hiding)', which would hide the reducer's own '\(hiding)'")
      }
      if let kept = names.first(where: { snapshots[$0] != nil }) {
        throw Refusal(reason: "it names a value '\(kept)', the name of the constant that keeps the field's value from before its change")
      }
      for name in names where payload.contains(name) && locals.contains(name) { reboundPayload.insert(name) }
      locals.formUnion(names)
    }
  }

  /// The names a reducer's case and its effects bind.
  static let reducerNames: Set<String> = ["state", "action", "send"]

  /// The name a case binds a value under when its own would hide one of the reducer's:
  /// `update(state:)` binds `stateValue`.
  static func alias(of name: String) -> String? {
    reducerNames.contains(name) ? name + "Value" : nil
  }

  /// An effect, in the order the legacy body caused it.
  enum Effect {
    /// A delegate action: `.delegate(.save(note))`.
    case send(String)
    /// Work started and not awaited: a call of a service's endpoint; on the main actor where
    /// the legacy code made it there and the endpoint does not go there itself.
    case call(String, captures: [String], onMainActor: Bool = false)
    /// A stored task cancelled: the effects that run under its `CancelID` case.
    case cancel(String)
  }

  private(set) var responses: [PortedResponse] = []
  /// The names of the responses, those whose cases are still being ported included.
  private var responseNames: Set<String> = []
  /// TCA's dependencies the ported expressions ask for (`now`, `uuid()`).
  let systemDependencies = SystemDependency.Use()
  /// The `CancelID` cases the port's effects run under or cancel.
  private(set) var cancelIDs: [String] = []
  /// How the view sends the action when the legacy case animated its changes (`.default`).
  private(set) var animation: String?
  /// The `withAnimation` statements (by where they start) whose step animates alike, whose
  /// statements run in place.
  private var animatedBlocks: Set<Int> = []
  /// State's fields by name, which a statement that changes State sets or changes in place.
  private let fieldNames: Set<String>

  init(environment: PortEnvironment, method: PortedMethod, action: ActionCase) {
    fieldNames = Set(environment.fields.keys)
    self.environment = environment
    self.method = method
    self.action = action
  }

  /// The action's case lines, or a refusal naming the first statement that cannot be ported.
  mutating func port() throws -> [String] {
    guard let statements = environment.statementsAsRun(of: method) else { throw Refusal(reason: "its body cannot be read") }
    // `_ name: String!` reads as a `String` in the body and comes as a `String?` in the action.
    for parameter in method.parameters where parameter.type.trimmed().hasSuffix("!") {
      if let name = parameter.boundName, statements.contains(where: { Self.reads($0, name) }) {
        throw Refusal(reason: "it reads '\(name)', an implicitly unwrapped parameter, which the action carries as an optional")
      }
    }
    var path = Path(isAsync: method.effects.isAsync)
    path.throwsToCaller = method.effects.isThrowing
    try path.declare(action.payload.map(\.name))
    path.payload = Set(action.payload.map(\.name))
    systemDependencies.declare(in: statements)
    animation = try animation(ofSteps: [statements])
    return try port(statements[...], path)
  }

  // MARK: - Statements

  private mutating func port(_ statements: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    guard let first = statements.first else { return try exit(path) }
    if animatedBlocks.contains(first.range.lowerBound), let block = AnimatedChanges.block(of: first, text: method.sourceText) {
      return try port(block.body[...] + statements.dropFirst(), path)
    }
    let statement = WeakSelf.strengthened(first)
    var path = path
    let rest = statements.dropFirst()
    do {
      // A wait inside an assignment is bound under a name no other value of the body has.
      let taken = { (name: String) in self.environment.isTaken(name, locals: path.locals, rest: rest) || path.snapshots[name] != nil }
      let callWaits = { [locals = path.locals] (call: ExpressionSyntax) in self.environment.callWaits(call, locals: locals) }
      if let hoisted = Self.hoisted(statement, taken: taken, callWaits: callWaits) {
        // The hoisted name reaches where Swift's binding did not: the `else` branch, and what
        // follows an `if`. There it named a field or an outer value, not the wait's result.
        let isIf = if case .if = statement.kind { true } else { false }
        if environment.members.contains(hoisted.name) || path.locals.contains(hoisted.name)
          || (hoisted.outside + (isIf ? Array(rest) : [])).contains(where: { Self.reads($0, hoisted.name) })
        {
          throw Refusal(reason: "it waits in a condition that binds '\(hoisted.name)', a name it also reads where that binding does not reach")
        }
        if hoisted.replacesWait { path.hoistedNames.insert(hoisted.name) }
        return try port(hoisted.statements[...] + rest, path)
      }
      // `Tracker.setEnabled(false)` then `Tracker.isEnabled()`: the client's call runs in the
      // effect, after the reducer has read the type's state.
      for (reach, service) in environment.reachedServices where reach.hasSuffix(".self") {
        let typeName = String(reach.dropLast(".self".count))
        let called = path.effects.contains { if case let .call(text, _, _) = $0 { SwiftIdentifier.isMentioned(service.property, in: text) } else { false } }
        let endpoints = Set((service.endpoints ?? []).map(\.method))
        var readsState = false
        InitializerPort.visit(statement) { expression in
          if case let .member(base, member) = expression.kind, case .name(typeName) = base.kind, !endpoints.contains(member) { readsState = true }
        }
        if called, readsState {
          throw Refusal(reason: "it reads '\(typeName)' after calling it through its client, whose call runs only after the reducer")
        }
      }
      // `let last = items.removeLast()`, `if items.popLast() != nil`: a change made inside
      // another statement, where no constant can keep the value an earlier effect reads.
      if !path.effects.isEmpty, !Self.isExpression(statement) {
        let reported = Set(environment.fields.keys.filter { path.snapshots[$0] == nil && Self.effects(path.effects, read: $0) })
        if !reported.isEmpty, statement.ownExpressions.contains(where: { BodyWrites.writes($0, stored: reported, reported: []) }) {
          throw Refusal(reason: "it changes a field after reporting or handing on its value, inside a statement no constant can keep the value from before of")
        }
      }
      switch statement.kind {
      case let .defer(body):
        path.defers.append(body)
        return try port(rest, path)
      case .return(nil):
        return try exit(path)
      case let .return(value?):
        throw Refusal(reason: "it returns '\(method.sourceText(value.range))'")
      case let .do(body, catches):
        guard containsAwait(body) || body.contains(where: { throwingServiceCall(in: $0, path) != nil }) else {
          throw Refusal(reason: "a 'do … catch' around calls that throw without waiting ('try' with no 'await'): Graft ports one only around a service call, whose failure becomes the response's '.failure'")
        }
        // `catch`, `catch _` and `catch let failure` catch every error; a type or a case tells
        // them apart, each then a case of the response's failure of its own, tried in order.
        guard let last = catches.last, last.whereClause == nil, let name = Self.catchAllName(last.pattern) else {
          throw Refusal(reason: "a 'catch' that tells errors apart, with no last 'catch' for every other error")
        }
        var inner = path
        inner.distinguishedFailures = []
        for clause in catches.dropLast() {
          guard let pattern = clause.pattern, clause.whereClause == nil else {
            throw Refusal(reason: "a 'catch' that tells errors apart with a 'where' clause")
          }
          let named = TypeText(pattern).mentionedNames
          // `catch let error as NSError` catches every error, as the last catch does: its test's
          // sample failure would land there, not where the last catch puts it.
          if let general = named.first(where: Self.errorsOfEveryKind.contains) {
            throw Refusal(reason: "a 'catch' of '\(general)', which catches every error before the last 'catch'")
          }
          if let hidden = named.lazy.compactMap(environment.filePrivateType(named:)).first {
            throw Refusal(reason: "a 'catch' that names '\(hidden)', private to the view model's file")
          }
          inner.distinguishedFailures.append((environment.qualifier.qualify(pattern), clause.names, clause.body + rest))
        }
        inner.failure = last.body + rest
        inner.failureName = name.isEmpty ? nil : name
        return try port(body[...] + rest, inner)
      case let .if(statement) where statement.conditions.allSatisfy({ environment.unwrapsService($0, locals: path.locals) }):
        return try port(statement.then[...] + rest, path)
      // `if markDataController == nil { … }`: a branch for a service that is never missing.
      case let .if(statement) where statement.conditions.count == 1 && environment.isMissingService(statement.conditions[0], locals: path.locals):
        return try port((statement.otherwise ?? [])[...] + rest, path)
      case let .if(statement):
        if let call = environment.outcomeCall(unwrappedIn: statement, locals: path.locals) {
          return try portExpression(call, statement: Statement(.expression(call), range: call.range), rest: rest, path)
        }
        return try portIf(statement, rest: rest, path)
      case let .guard(conditions, _) where conditions.allSatisfy({ environment.unwrapsService($0, locals: path.locals) }):
        // `guard let client else { return }`: a TCA feature's dependency is always there.
        return try port(rest, path)
      case let .guard(conditions, otherwise):
        // The dependency is always there: only the other conditions remain.
        let conditions = conditions.filter { !environment.unwrapsService($0, locals: path.locals) }
        var lines = ["guard " + (try conditionsText(conditions, &path)) + " else {"]
        lines += indent(try port(otherwise[...], path))
        lines.append("}")
        return lines + (try port(rest, path))
      case let .switch(subject, cases):
        return try portSwitch(subject, cases, rest: rest, path)
      case let .variable(variable):
        if let initializer = variable.initializer, containsAwait(initializer) || waitsWithoutAwait(statement, path) {
          return try split(statement, bindingTo: variable.names, rest: rest, path)
        }
        // `let series = makeSeries(from: logs)`: a helper of more than one statement that returns
        // its value with its last one runs in place, its value bound under the caller's name.
        // (One of a single expression is read in place as that expression.)
        if variable.names.count == 1, let initializer = variable.initializer, case let .call(callee, arguments) = initializer.kind,
          let helper = environment.ownMethod(called: callee), !helper.effects.isAsync, !helper.effects.isThrowing,
          environment.valueHelper(called: callee, arguments: arguments) == nil, let returned = Self.returnedValue(of: helper)
        {
          let binding = Statement(
            .variable(Variable(isConstant: variable.isConstant, names: variable.names, type: variable.type ?? Self.returnType(of: helper, environment), initializer: returned)),
            range: statement.range)
          return try inline(helper, arguments: arguments, rest: [binding] + rest, path, bindingResultTo: variable.names[0])
        }
        let line = try plainLine(statement, &path)
        if variable.isConstant == false { path.variables.formUnion(variable.names) }
        try path.declare(variable.names)
        // Its written type, when a response could carry it: a redeclaration without one forgets it.
        for name in variable.names { path.localTypes[name] = nil; path.madeTypes[name] = nil }
        if variable.names.count == 1, let initializer = variable.initializer, case let .call(callee, _) = initializer.kind,
          case let .name(type) = callee.kind, type.first?.isUppercase == true
        {
          path.madeTypes[variable.names[0]] = variable.type ?? type
        }
        if variable.isConstant, variable.names.count == 1, let type = variable.type.flatMap(Self.carriableType(written:)) {
          path.localTypes[variable.names[0]] = environment.qualifier.qualify(type)
        }
        return [line] + (try port(rest, path))
      case .expression:
        if let delayed = Delay.putOff(by: statement, text: method.sourceText, seconds: delaySeconds(path)) {
          if !rest.isEmpty {
            // It ran once the method had ended: after what follows it, when nothing there ends
            // the method early or waits (`DeferredTask`).
            let moved = DeferredTask.movedLast([first] + rest, tasks: false)
            guard moved.last?.range == first.range else { throw Refusal(reason: "statements follow work it puts off for a while, which ran after them") }
            return try port(moved[...], path)
          }
          guard path.defers.isEmpty else { throw Refusal(reason: "a 'defer' runs before the work it puts off for a while") }
          // Put off at once: work the effect waits for first would start the delay late.
          if let waited = path.effects.lazy.compactMap({ effect -> String? in
            if case let .call(text, _, _) = effect, text.contains("await ") { text.prefix { $0 != "\n" }.description } else { nil }
          }).first {
            throw Refusal(reason: "it puts work off after '\(waited)', which the effect waits for: the delay would start when that ends, where the legacy one started at once")
          }
          // Put off on the main queue, it was never the stored task's to cancel.
          guard path.cancellable == nil else {
            throw Refusal(reason: "it puts work off on the main queue inside a stored task, whose cancellation did not stop that work, where an effect's would")
          }
          return try delay(delayed.duration, then: delayed.body, path, at: first.range.lowerBound)
        }
        if case let .expression(expression) = statement.kind, Delay.isAsyncAfter(expression) {
          throw Refusal(reason: "it puts work off for a delay Graft does not read: it reads a number ('.now() + 0.3', '.milliseconds(300)'), a value of the action or a static constant of a number")
        }
        guard let hop = MainThreadHop.statements(of: statement) else { return try portExpressionStatement(statement, rest: rest, path) }
        // A `return` inside the hop's closure ends the closure, not the method.
        guard !hop.body.contains(where: { statement in
          var returns = false
          statement.forEachStatement { if case .return = $0.kind { returns = true } }
          return returns
        }) else {
          throw Refusal(reason: "it returns from the closure it hands the main thread")
        }
        guard !hop.isPutOff || rest.isEmpty else { throw Refusal(reason: "statements follow work it puts off to the main queue, which ran after them") }
        return try port(hop.body[...] + rest, path)
      case .for, .while:
        let uuidReads = systemDependencies.uuidReads
        let lines = try plainLines([statement], &path)
        // Made once per turn, each a value of its own.
        if systemDependencies.uuidReads > uuidReads { throw Refusal(reason: "it makes a 'UUID()' in a loop, whose values a test could not tell apart") }
        return lines + (try port(rest, path))
      default:
        throw Refusal(reason: "'\(firstLine(of: statement))' is a statement Graft does not port")
      }
    } catch let refusal as Refusal where !refusal.reason.hasPrefix("'") {
      throw Refusal(reason: "'\(firstLine(of: statement))': \(refusal.reason)")
    }
  }

  /// A statement of an expression that is no hop to the main thread: a call with a completion,
  /// a wait, an assignment, an outcome, a service's call or a plain line.
  private mutating func portExpressionStatement(_ statement: Statement, rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    guard case let .expression(expression) = statement.kind else { return [] }
    var path = path
    if let completed = try environment.awaitedCall(expression, locals: path.locals) { return try port(completed, rest: rest, path) }
    if let sink = try PublisherSink.of(statement, servicesCalledAsFunctions: environment.servicesCalledAsFunctions) { return try port(sink, at: statement.range.lowerBound, rest: rest, path) }
    if containsAwait(expression) || waitsWithoutAwait(statement, path) {
      return try split(statement, bindingTo: [], rest: rest, path)
    }
    // `showsToast = true`, then `showsToast = false`: the view model published both values,
    // and a view that reacts to each change saw the first; a reducer's case shows only the
    // last. So with a subject's two sends (`state.send(.checkboxes(states))`, then
    // `state.send(.nextButton(isEnabled))`): its subscribers heard both.
    if let (target, field) = setField(by: expression), environment.fields[field] != nil,
      !BodyWrites.startsAtLocal(target, in: path.locals), !path.observing.contains(field)
    {
      guard path.setInStep.insert(field).inserted else {
        throw Refusal(reason: "it sets '\(field)' twice in one step: a view that reacts to each change saw the first value, which a reducer never shows")
      }
    }
    if let field = writtenField(expression, path), Self.effects(path.effects, read: field) {
      // `onSend?(text); text = ""`: what was reported is the text from before the change.
      return try snapshot(field, before: expression, statement: statement, rest: rest, path)
    }
    return try portExpression(expression, statement: statement, rest: rest, path)
  }

  /// The field an expression sets as a whole, with what it is written on: `field = …`, and for a
  /// subject whose value State holds, `field.value = …` and `field.send(…)` (`accept`, `onNext`).
  private func setField(by expression: ExpressionSyntax) -> (target: ExpressionSyntax, field: String)? {
    let isSubject = { (field: String) in self.environment.fields[field]?.isSubjectValue == true }
    switch expression.kind {
    case let .assignment(target, "=", _):
      if case let .member(base, "value") = target.kind, let field = InitializerPort.field(of: base), isSubject(field) { return (base, field) }
      return InitializerPort.field(of: target).map { (target, $0) }
    case let .call(callee, arguments):
      // A value sent (`send(.loaded)`), not a completion (`send(completion: .finished)`).
      guard case let .member(base, name) = callee.kind, FrameworkTypes.sendingMethods.contains(name), arguments.count == 1,
        arguments[0].label == nil, let field = InitializerPort.field(of: base), isSubject(field)
      else { return nil }
      return (base, field)
    default:
      return nil
    }
  }

  private static func isExpression(_ statement: Statement) -> Bool {
    if case .expression = statement.kind { true } else { false }
  }

  /// `onSave?(canSave); text = ""`: the delegate action is made when the reducer returns, where
  /// a value State derives reads the fields as the body leaves them, not as they were when the
  /// legacy code reported it; a body (or a helper it carries over) that changes one of them is not
  /// ported. A query (`name(startingWith:)`) a report reads would be captured by its name alone.
  private func checkDerivedReads(reportedIn outcome: String) throws {
    let derived = StateReads.fields(in: outcome).compactMap { environment.derived[$0] }
    guard !derived.isEmpty else { return }
    if let query = derived.first(where: \.isMethod) {
      throw Refusal(reason: "it reports the value of '\(query.name)(…)', a query of State, which the report would ask when the case returns")
    }
    var statements: [Statement] = []
    var visited: Set<String> = []
    var pending = [method]
    while let next = pending.popLast() {
      guard visited.insert(next.name).inserted, let body = next.statements, let text = next.bodyText else { continue }
      statements += body
      pending += environment.methods.keys.sorted().filter { !visited.contains($0) && SwiftIdentifier.isMentioned($0, in: text) }
        .compactMap { environment.methods[$0].map(PortedMethod.init) }
    }
    // A field's `didSet`, which the port runs after the assignment, changes what it changes too.
    var observed: Set<String> = []
    while let field = FieldsSetOutsideActions.assigned(in: statements, fields: Set(environment.didSets.keys), mutating: environment.mutatingMethods)
      .subtracting(observed).sorted().first
    {
      observed.insert(field)
      statements += environment.didSets[field]?.statements ?? []
    }
    for value in derived {
      if let field = FieldsSetOutsideActions.assigned(in: statements, fields: value.fieldsRead, mutating: environment.mutatingMethods).sorted().first {
        throw Refusal(reason: "it reports '\(value.name)', which State derives from '\(field)', a field the body changes: the report would read it as the body leaves it")
      }
    }
  }

  /// The field an expression statement changes: `text = ""`, `self.count += 1`, `items.append(x)`.
  private func writtenField(_ expression: ExpressionSyntax, _ path: Path) -> String? {
    guard let target = BodyWrites.changedChain(of: expression), !BodyWrites.startsAtLocal(target, in: path.locals),
      let root = BodyWrites.rootProperty(of: target), environment.fields[root] != nil
    else { return nil }
    return root
  }

  /// Whether effects caused so far read the field from State when they run.
  private static func effects(_ effects: [Effect], read field: String) -> Bool {
    effects.contains { effect in
      switch effect {
      case let .send(action): StateReads.fields(in: action).contains(field)
      case let .call(_, captures, _): captures.contains(field)
      case .cancel: false
      }
    }
  }

  /// `let text = state.text` before the statement that changes `text`: the effects caused
  /// before it read that constant, as the legacy calls read the value they were handed.
  private mutating func snapshot(
    _ field: String, before expression: ExpressionSyntax, statement: Statement, rest: ArraySlice<Statement>, _ path: Path
  ) throws -> [String] {
    var path = path
    // The constant takes the field's name: a value of that name the case binds, one already
    // taken, or one the body declares later would clash with it.
    let declaredLater = rest.contains { if case let .variable(variable) = $0.kind { variable.names.contains(field) } else { false } }
    guard !path.locals.contains(field), path.snapshots[field] == nil, !declaredLater, !Self.reducerNames.contains(field) else {
      throw Refusal(reason: "it changes '\(field)' after reporting or handing on its value, and no constant can keep the value from before")
    }
    path.snapshots[field] = path.effects.filter { if case .cancel = $0 { false } else { true } }.count
    return ["let \(field) = state.\(field)"] + (try portExpression(expression, statement: statement, rest: rest, path))
  }

  /// `if let user = await users.load(id) { … }` (or a `guard let`): the wait, the first thing
  /// the condition does, as a statement of its own before it (`let user = await
  /// users.load(id)`), then the statement with conditions that unwrap its value (`if let user {
  /// … }`), which Swift evaluates in the same order; `if case .failure(let error) = await
  /// favorites.add(id)` and `switch await polls.load(id)` match it as `result`. The wait then
  /// splits the body like any other. `outside`: where the hoisted name is now in scope though
  /// the binding's was not (an `else` branch; for an `if`, also what follows it).
  /// And `items = (try? await feed.latest()) ?? []`, where the wait is the first thing the value
  /// does: `let latest = try? await feed.latest()`, then the assignment with the name in the
  /// wait's place (`replacesWait`; the name's node spans the wait's text), which Swift
  /// evaluates after the wait as well; named for the call, or `response` where `taken` says the
  /// body has that name. Nil for any other statement.
  static func hoisted(
    _ statement: Statement, taken: (String) -> Bool, callWaits: (ExpressionSyntax) -> Bool = { _ in false }
  ) -> (name: String, statements: [Statement], outside: [Statement], replacesWait: Bool)? {
    // `if let user = await …` binds the wait's value under the condition's name; `if case
    // .failure(let error) = await …` matches it, bound first as `result` (`replacesWait`).
    func hoist(_ conditions: [Condition]) -> (binding: Statement, conditions: [Condition], name: String, replacesWait: Bool)? {
      guard let first = conditions.first else { return nil }
      switch first.kind {
      case let .optionalBinding(isConstant, name, value?):
        var inner = value
        if case let .try(_, tried) = inner.kind { inner = tried }
        guard case .await = inner.kind else { return nil }
        let binding = Statement(.variable(Variable(isConstant: true, names: [name], type: nil, initializer: value)), range: first.range)
        var unwrapped = conditions
        unwrapped[0].kind = .optionalBinding(isConstant: isConstant, name: name, value: nil)
        return (binding, unwrapped, name, false)
      case let .pattern(pattern, bound, value):
        guard let (binding, name, rest) = matchedWait(value, in: statement, binding: bound, taken: taken) else { return nil }
        var matching = conditions
        matching[0].kind = .pattern(pattern, names: bound, value: rest)
        return (binding, matching, name, true)
      default:
        return nil
      }
    }
    switch statement.kind {
    case let .if(condition):
      guard let hoisted = hoist(condition.conditions) else { return nil }
      var unwrapping = condition
      unwrapping.conditions = hoisted.conditions
      return (hoisted.name, [hoisted.binding, Statement(.if(unwrapping), range: statement.range)], condition.otherwise ?? [], hoisted.replacesWait)
    case let .guard(conditions, otherwise):
      guard let hoisted = hoist(conditions) else { return nil }
      return (hoisted.name, [hoisted.binding, Statement(.guard(hoisted.conditions, else: otherwise), range: statement.range)], otherwise, hoisted.replacesWait)
    case let .expression(expression):
      guard case let .assignment(target, "=", written) = expression.kind else { return nil }
      let value = liftingMembers(of: written, callWaits: callWaits) ?? written
      guard let (binding, name, rest) = hoistedWait(of: value, taken: taken) else { return nil }
      let assignment = ExpressionSyntax(.assignment(target, "=", rest), range: expression.range)
      return (name, [binding, Statement(.expression(assignment), range: statement.range)], [], true)
    case let .variable(variable):
      // `let ranking = try await trends.stats(for: .sounds).ranked`: the wait, then the member
      // read off what it returns, as Swift evaluates them; `let items = (try? await feed.latest())
      // ?? []` as an assignment is.
      guard variable.names.count == 1, let written = variable.initializer,
        let (binding, name, rest) = hoistedWait(of: liftingMembers(of: written, callWaits: callWaits) ?? written, taken: taken)
      else { return nil }
      var declaration = variable
      declaration.initializer = rest
      return (name, [binding, Statement(.variable(declaration), range: statement.range)], [], true)
    case let .switch(subject, cases):
      // `switch await votes.load(id) { case .success(let poll): … }`: the wait, then the switch
      // over what it answered.
      guard let (binding, name, rest) = matchedWait(subject, in: statement, binding: [], taken: taken) else { return nil }
      return (name, [binding, Statement(.switch(rest, cases), range: statement.range)], [], true)
    default:
      return nil
    }
  }

  /// A wait that a `switch` or an `if case` in `statement` matches, bound first as `result`, as a
  /// developer would name it (`response` where the body, the statement or the pattern's own
  /// `bound` names already have that name), and the value with that name in the wait's place.
  private static func matchedWait(
    _ value: ExpressionSyntax, in statement: Statement, binding bound: [String], taken: (String) -> Bool
  ) -> (binding: Statement, name: String, rest: ExpressionSyntax)? {
    let unread = { (name: String) in taken(name) || bound.contains(name) || reads(statement, name) }
    return hoistedWait(of: value, taken: unread, names: ["result", "response"], wholly: true)
  }

  /// The wait `value` starts with, where it is not all of `value` (or `wholly`, where it may
  /// be), bound as a statement of its own under the first of `names` (by default the method's
  /// name, then `response`) that no other value has, and `value` with that name in the wait's
  /// place.
  private static func hoistedWait(
    of value: ExpressionSyntax, taken: (String) -> Bool, names: [String]? = nil, wholly: Bool = false
  ) -> (binding: Statement, name: String, rest: ExpressionSyntax)? {
    guard let (wait, call) = leadingWait(of: value), wholly || wait.range != value.range, case let .call(callee, _) = call.kind,
      case let .member(_, method) = callee.kind, let name = (names ?? [method, "response"]).first(where: { !taken($0) })
    else { return nil }
    let binding = Statement(.variable(Variable(isConstant: true, names: [name], type: nil, initializer: unparenthesized(wait))), range: wait.range)
    return (binding, name, replacing(wait.range, in: value, with: name))
  }

  /// `try await trends.stats().ranked`, whose `await` (and `try`) covers the member read too,
  /// as `(try await trends.stats()).ranked`: the same evaluation, the call first. Only plain
  /// member reads follow the call (a method called there may itself wait), and not after `try?`,
  /// whose optional wraps the member's value rather than the call's, and only where the call
  /// waits itself (`callWaits`): `service.start().value`, a `Task`'s, waits for the member.
  /// Nil for any other value.
  private static func liftingMembers(of expression: ExpressionSyntax, callWaits: (ExpressionSyntax) -> Bool) -> ExpressionSyntax? {
    var tryKind: String?
    var awaited = expression
    if case let .try(kind, tried) = awaited.kind {
      guard kind == "try" else { return nil }
      tryKind = kind
      awaited = tried
    }
    guard case let .await(operand) = awaited.kind else { return nil }
    var members: [(name: String, end: Int)] = []
    var base = operand
    while case let .member(inner, name) = base.kind {
      members.append((name, base.range.upperBound))
      base = inner
    }
    guard !members.isEmpty, case .call = base.kind, callWaits(base) else { return nil }
    let waitRange = expression.range.lowerBound..<base.range.upperBound
    var wait = ExpressionSyntax(.await(base), range: awaited.range.lowerBound..<base.range.upperBound)
    if let tryKind { wait = ExpressionSyntax(.try(tryKind, wait), range: waitRange) }
    var lifted = ExpressionSyntax(.parenthesized(wait), range: waitRange)
    for member in members.reversed() {
      lifted = ExpressionSyntax(.member(lifted, member.name), range: expression.range.lowerBound..<member.end)
    }
    return lifted
  }

  /// The wait an expression starts with, where nothing else it does comes first: the left
  /// operand of an operator, the base of a member, in parentheses or not; with the call waited
  /// for. `(try? await feed.latest())` in `(try? await feed.latest()) ?? []`.
  private static func leadingWait(of expression: ExpressionSyntax) -> (wait: ExpressionSyntax, call: ExpressionSyntax)? {
    var inner = unparenthesized(expression)
    if case let .try(kind, tried) = inner.kind, kind != "try!" { inner = tried }
    if case let .await(call) = inner.kind { return (expression, call) }
    switch expression.kind {
    case let .binary(left, _, _): return leadingWait(of: left)
    case let .parenthesized(inner), let .member(inner, _), let .optionalChain(inner), let .forceUnwrap(inner): return leadingWait(of: inner)
    default: return nil
    }
  }

  private static func unparenthesized(_ expression: ExpressionSyntax) -> ExpressionSyntax {
    if case let .parenthesized(inner) = expression.kind { return unparenthesized(inner) }
    return expression
  }

  /// `expression` with the sub-expression at `range` a name.
  private static func replacing(_ range: Range<Int>, in expression: ExpressionSyntax, with name: String) -> ExpressionSyntax {
    if expression.range == range { return ExpressionSyntax(.name(name), range: range) }
    var replaced = expression
    switch expression.kind {
    case let .binary(left, op, right): replaced.kind = .binary(replacing(range, in: left, with: name), op, right)
    case let .parenthesized(inner): replaced.kind = .parenthesized(replacing(range, in: inner, with: name))
    case let .member(base, member): replaced.kind = .member(replacing(range, in: base, with: name), member)
    case let .optionalChain(base): replaced.kind = .optionalChain(replacing(range, in: base, with: name))
    case let .forceUnwrap(base): replaced.kind = .forceUnwrap(replacing(range, in: base, with: name))
    default: break
    }
    return replaced
  }

  /// The value a helper returns with its last statement, `return gists`, where it returns
  /// nowhere else: its other statements then run to the end.
  static func returnedValue(of helper: Declaration) -> ExpressionSyntax? {
    guard let statements = helper.statements, let last = statements.last, case let .return(value?) = last.kind else { return nil }
    var returnsEarlier = false
    func visit(_ statements: [Statement]) {
      for statement in statements {
        switch statement.kind {
        case .return: returnsEarlier = true
        case let .if(condition): visit(condition.then); visit(condition.otherwise ?? [])
        case let .guard(_, otherwise): visit(otherwise)
        case let .switch(_, cases): cases.forEach { visit($0.body) }
        case let .do(body, catches): visit(body); catches.forEach { visit($0.body) }
        case let .for(_, _, _, body), let .while(_, body): visit(body)
        case let .repeat(body, _): visit(body)
        default: break
        }
      }
    }
    visit(Array(statements.dropLast()))
    return returnsEarlier ? nil : value
  }

  /// The type a helper declares it returns, as the feature's file writes it, for the caller's name
  /// its value is bound to: the value alone may not say it (`.text(trimmed)`). None for a generic
  /// helper's, or one that names `Self`.
  static func returnType(of helper: Declaration, _ environment: PortEnvironment) -> String? {
    guard helper.genericParameters == nil, let type = helper.returnType?.trimmed(), !type.isEmpty, !TypeText(type).mentionedNames.contains("Self") else { return nil }
    return environment.qualifier.qualify(type)
  }

  /// A call whose result the legacy statement dropped, as an effect's statement: `_ =` before
  /// one that returns a value, which Swift would warn of.
  static func discarding(_ call: (text: String, captures: [String], isAsync: Bool, returnType: String, needsMainActor: Bool)) -> String {
    (["Void", "()"].contains(call.returnType) ? "" : "_ = ") + (call.isAsync ? "await " : "") + call.text
  }

  /// An expression statement: a mutation of State, an outcome, a service call not awaited, a
  /// helper of the view model carried over, or `Task { … }` that does the rest later.
  private mutating func portExpression(
    _ expression: ExpressionSyntax, statement: Statement, rest: ArraySlice<Statement>, _ path: Path
  ) throws -> [String] {
    var path = path
    if let outcome = try outcome(of: expression, &path) {
      try checkDerivedReads(reportedIn: outcome)
      path.effects.append(.send(".delegate(\(outcome))"))
      return try port(rest, path)
    }
    // `scoresCancellable?.cancel()`: the subscription's effect is cancelled by its id, and
    // nothing of it runs after.
    if case let .call(callee, arguments) = expression.kind, arguments.isEmpty, case let .member(base, "cancel") = callee.kind,
      let id = storedTask(base, path, among: environment.subscriptions)
    {
      // Declared in `CancelID` whether or not a ported body subscribes under it.
      if !cancelIDs.contains(id) { cancelIDs.append(id) }
      path.effects.append(.cancel(id))
      return try port(rest, path)
    }
    // `searchTask?.cancel()`: the effects its work runs as are cancelled by its id.
    if case let .call(callee, arguments) = expression.kind, arguments.isEmpty, case let .member(base, "cancel") = callee.kind,
      let id = storedTask(base, path)
    {
      // Cancelled and not started again, the legacy task still ran what follows its awaits (its
      // `catch`, its cleanup), which a cancelled effect never does.
      let restarts = rest.contains { statement in
        guard case let .expression(next) = statement.kind, case let .assignment(target, "=", value) = next.kind, storedTask(target, path) == id,
          case let .call(task, _) = value.kind, case .name("Task") = task.kind
        else { return false }
        return true
      }
      guard restarts else {
        throw Refusal(reason: "it cancels a stored task without starting another: the legacy task still ran what follows its awaits, which a cancelled effect does not")
      }
      path.effects.append(.cancel(id))
      return try port(rest, path)
    }
    if case let .assignment(target, "=", value) = expression.kind, let id = storedTask(target, path) {
      return try startTask(id, value, rest: rest, path)
    }
    // `filter = .all`, whose `didSet` runs after it: the reducer runs it there too.
    if case let .assignment(target, _, _) = expression.kind, let field = InitializerPort.field(of: target), !path.observing.contains(field),
      let observer = environment.didSets[field], !BodyWrites.startsAtLocal(target, in: path.locals)
    {
      return try runObserver(observer, of: field, after: statement, rest: rest, path)
    }
    // `UIApplication.shared.open(url)`: an effect that asks TCA's `openURL` to open it.
    if let url = SystemDependency.openedURL(by: expression) {
      let name = SystemDependency.openURL.property
      if path.locals.contains(name) || environment.fields[name] != nil || environment.members.contains(name) || systemDependencies.declared.contains(name) {
        throw Refusal(reason: "it opens a URL through the reducer's '\(name)', where a name of the view model's or the body's is '\(name)'")
      }
      var expressions = expressionPort(path, inEffect: true)
      let text = try expressions.text(url)
      systemDependencies.used.insert(.openURL)
      let captures = expressions.captures + path.variables.filter { Self.reads(url, $0) }.sorted()
      path.effects.append(.call("await openURL(\(text))", captures: captures))
      return try port(rest, path)
    }
    if case let .call(callee, arguments) = expression.kind {
      // `Task { await load() }` in a synchronous method: its body runs after what follows it
      // would have run, so it must be the last statement.
      if let task = TaskStart(expression), !path.isAsync {
        guard rest.isEmpty else { throw Refusal(reason: "a Task followed by more statements") }
        // A Task that waits for nothing only puts its work off to a later turn of the main
        // actor, which the legacy code may rely on and an action's case would not do.
        guard containsAwait(task.closure.body) else { throw Refusal(reason: "it puts work off to a Task that waits for nothing") }
        var inner = path
        inner.isAsync = true
        inner.priority = task.priority
        // A Task's error never reached the method's caller.
        inner.throwsToCaller = false
        return try port(WeakSelf.droppingGuard(task.closure.body)[...], inner)
      }
      // `notes.save(…)`, `Analytics.shared.track(…)`: a service's or a singleton's client. A
      // synchronous method whose client calls it on the main actor: the effect waits for the
      // hop, and the call runs where the legacy one did. A logging type's level (`Logger.debug(…)`)
      // is carried as it is, even where the type has a client for its other static methods.
      if let (base, name) = environment.calledMethod(callee, locals: path.locals), !BodyWrites.startsAtLocal(callee, in: path.locals),
        !environment.isCarried(callee), let service = environment.service(receiving: base)
      {
        let call = try serviceCall(service, method: name, arguments: arguments, path: path)
        path.effects.append(.call(Self.discarding(call), captures: call.captures, onMainActor: call.needsMainActor))
        return try port(rest, path)
      }
      if let root = BodyWrites.rootProperty(of: callee), !BodyWrites.startsAtLocal(callee, in: path.locals) {
        if let helper = environment.ownMethod(called: callee), environment.fields[root] == nil {
          return try inline(helper, arguments: arguments, rest: rest, path)
        }
      }
    }
    let lines = try plainLines([statement], &path)
    return lines + (try port(rest, path))
  }

  /// An assignment to a field with a `didSet`, then the observer's statements (from the
  /// property's file), then what follows. The value before the change is kept where the
  /// observer reads it. A `return` in the observer ends the observer, not the method, so one
  /// is carried only where nothing follows; and a later change of the field would run the
  /// observer again, which this does not follow.
  private mutating func runObserver(
    _ observer: PortEnvironment.Observer, of field: String, after assignment: Statement, rest: ArraySlice<Statement>, _ path: Path
  ) throws -> [String] {
    let changesAgain = rest.contains { statement in
      var found = false
      InitializerPort.visit(statement) { expression in
        switch expression.kind {
        case let .assignment(target, _, _): if BodyWrites.rootProperty(of: target) == field { found = true }
        case let .call(callee, _): if case let .member(base, _) = callee.kind, BodyWrites.rootProperty(of: base) == field { found = true }
        default: break
        }
      }
      return found
    }
    if changesAgain { throw Refusal(reason: "it sets '\(field)' again after its didSet ran, which Graft does not follow") }
    let returns = observer.statements.contains { statement in
      var found = false
      InitializerPort.visitStatements(statement) { if case .return = $0.kind { found = true } }
      return found
    }
    if returns, !rest.isEmpty { throw Refusal(reason: "the didSet of '\(field)' returns early, and more statements follow the assignment") }
    // A helper called after it may set the field again, which would run the observer again.
    let callsHelper = rest.contains { statement in
      var found = false
      InitializerPort.visit(statement) { if case let .call(callee, _) = $0.kind, environment.ownMethod(called: callee) != nil { found = true } }
      return found
    }
    if callsHelper { throw Refusal(reason: "it calls a method of the view model after the didSet of '\(field)' ran, which Graft does not follow") }
    // The observer's names are the view model's, never the body's locals.
    if let hidden = path.locals.sorted().first(where: { local in observer.statements.contains { Self.reads($0, local) } }) {
      throw Refusal(reason: "the didSet of '\(field)' reads '\(hidden)', which the body's own '\(hidden)' would hide")
    }
    if observer.statements.contains(where: { statement in
      var found = false
      InitializerPort.visitStatements(statement) { if case .defer = $0.kind { found = true } }
      return found
    }) {
      throw Refusal(reason: "the didSet of '\(field)' defers work, which would run after what follows the assignment")
    }
    guard method.isInSameFile(as: observer.declaration) || Self.carriesNothingElse(rest, path) else {
      throw Refusal(reason: "the didSet of '\(field)' is in another file than the method, whose statements follow it")
    }
    var path = path
    path.observing.insert(field)
    var lines: [String] = []
    if observer.statements.contains(where: { Self.reads($0, observer.oldValue) }) {
      if path.locals.contains(observer.oldValue) { throw Refusal(reason: "a second didSet's '\(observer.oldValue)' in one body") }
      try path.declare([observer.oldValue])
      lines.append("let \(observer.oldValue) = state.\(field)")
    }
    lines.append(try plainLine(assignment, &path))
    var porter = self
    porter.method = PortedMethod(observer.declaration)
    let carried = try porter.port(observer.statements[...] + rest, path)
    responses = porter.responses
    cancelIDs = porter.cancelIDs
    return lines + carried
  }

  /// An expression's port on this path: a service read for a value after work an effect
  /// will do later would read it before that work.
  private func expressionPort(_ path: Path, inEffect: Bool = false) -> ExpressionPort {
    var port = ExpressionPort(environment: environment, method: method, locals: path.locals, inEffect: inEffect)
    port.namesActionMethod = path.inlining == 0 && path.observing.isEmpty
    for name in path.hoistedNames { port.substitutions[name] = name }
    port.systemDependencies = systemDependencies
    port.followsPendingWork = path.effects.contains { if case .call = $0 { true } else { false } }
    return port
  }

  /// Whether nothing of the body's own text is ported after the statements of another file:
  /// no statement follows, and no `defer` or `catch` waits.
  private static func carriesNothingElse(_ rest: ArraySlice<Statement>, _ path: Path) -> Bool {
    rest.isEmpty && path.defers.isEmpty && path.failure == nil
  }

  /// The `CancelID` case of the stored task an expression names: `searchTask`,
  /// `self.searchTask`, `searchTask?`; or of a stored subscription, `among` those.
  private func storedTask(_ expression: ExpressionSyntax, _ path: Path, among stored: [String: String]? = nil) -> String? {
    var named = expression
    if case let .optionalChain(inner) = named.kind { named = inner }
    guard let property = InitializerPort.field(of: named) else { return nil }
    // A local of its name hides it, unless it is reached through `self`.
    if case .name = named.kind, path.locals.contains(property) { return nil }
    return (stored ?? environment.tasks)[property]
  }

  /// `searchTask = Task { … }` at the end of a synchronous method: its body, as if the method
  /// were `async`, its effects run under the task's id; cancelling the task first (`searchTask?
  /// .cancel()`) cancels those in flight. Setting it to `nil` only lets go of the task, which
  /// runs on, as the effects do.
  private mutating func startTask(_ id: String, _ value: ExpressionSyntax, rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    if case .nil = value.kind { return try port(rest, path) }
    guard let task = TaskStart(value) else {
      throw Refusal(reason: "it stores something other than a 'Task { … }' in a stored task")
    }
    let closure = task.closure
    guard !path.isAsync else { throw Refusal(reason: "it starts a stored Task inside an asynchronous method") }
    guard rest.isEmpty else { throw Refusal(reason: "a stored Task followed by more statements") }
    guard containsAwait(closure.body) else { throw Refusal(reason: "it puts work off to a Task that waits for nothing") }
    var inner = path
    let inFlight = inner.effects.contains { if case .cancel(id) = $0 { true } else { false } }
    inner.effects.removeAll { if case .cancel(id) = $0 { true } else { false } }
    inner.cancellable = (id, inFlight)
    inner.priority = task.priority
    inner.isAsync = true
    inner.throwsToCaller = false
    if !cancelIDs.contains(id) { cancelIDs.append(id) }
    return try port(WeakSelf.droppingGuard(closure.body)[...], inner)
  }

  /// `if` whose branches only change State continues after it; one whose branches report,
  /// wait or return takes what follows into each branch.
  private mutating func portIf(_ statement: If, rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    var path = path
    let branches = [statement.then, statement.otherwise ?? []]
    if !branches.contains(where: hasEffectsOrExits) {
      let lines = try plainLines([Statement(.if(statement), range: 0..<0)], &path)
      return lines + (try port(rest, path))
    }
    // `if text.isEmpty { return }`: a branch that ends the method, with no `else`, is a `guard`:
    // what follows runs only where it did not, in the path from before the `if`.
    if statement.otherwise == nil, case .return(nil)? = statement.then.last?.kind {
      let outside = path
      var lines = ["if " + (try conditionsText(statement.conditions, &path)) + " {"]
      lines += indent(try port(statement.then[...], path))
      lines.append("}")
      return lines + (try port(rest, outside))
    }
    guard rest.count <= 3 else { throw Refusal(reason: "a branch that reports or waits, followed by more statements") }
    // The names the conditions bind are the `then` branch's alone; what follows the `if` is
    // carried into both branches, so where it names one of them (a field the `if let` shadows),
    // it would read the bound value in the `then` branch: not ported.
    let outside = path
    var lines = ["if " + (try conditionsText(statement.conditions, &path)) + " {"]
    let bound = path.locals.subtracting(outside.locals)
    for later in rest {
      var named: String?
      InitializerPort.visit(later) { expression in
        if case let .name(name) = expression.kind, bound.contains(name) { named = named ?? name }
      }
      if let named { throw Refusal(reason: "it reads '\(named)' after an 'if' that binds that name, in a branch that reports or waits") }
    }
    lines += indent(try port(statement.then[...] + rest, path))
    lines.append("} else {")
    lines += indent(try port((statement.otherwise ?? [])[...] + rest, outside))
    lines.append("}")
    return lines
  }

  private mutating func portSwitch(
    _ subject: ExpressionSyntax, _ cases: [SwitchCase], rest: ArraySlice<Statement>, _ path: Path
  ) throws -> [String] {
    var expressions = expressionPort(path)
    let subjectText = try expressions.text(subject)
    // A case that reports, waits or returns takes what follows the switch into each case.
    let branches = cases.contains { hasEffectsOrExits($0.body) }
    let tail = branches ? rest : []
    guard tail.count <= 3 else { throw Refusal(reason: "a case that reports or waits, followed by more statements") }
    var lines = ["switch \(subjectText) {"]
    for item in cases {
      var inner = path
      try inner.declare(item.names)
      // `case .art(let row)` over an action's `NearbyItem`: `row` is the case's value, which an
      // effect may capture only when it is `Sendable`.
      for (name, type) in boundTypes(of: item, over: subject, path) { inner.madeTypes[name] = type }
      lines.append(try caseLabel(item))
      // `default: break` ends the switch: in a case that takes the rest in, it runs the rest.
      let statements = Self.statements(of: item)
      let body = branches ? try port(statements[...] + tail, inner) : try plainLines(statements, &inner)
      lines += indent(body.isEmpty ? ["break"] : body)
    }
    lines.append("}")
    if branches { return lines }
    return lines + (try port(rest, path))
  }

  /// The types of the names a case's one pattern binds (`.art(let row)`, `let .pair(a, b)`) where
  /// the subject is a value of the action's or State's whose enum the sources declare.
  private func boundTypes(of item: SwitchCase, over subject: ExpressionSyntax, _ path: Path) -> [String: String] {
    guard item.patterns.count == 1, case let .name(subjectName) = subject.kind, let index = environment.sendability?.index else { return [:] }
    let subjectType = action.payload.first { $0.name == subjectName }?.type
      ?? (path.locals.contains(subjectName) ? nil : environment.fields[subjectName]?.type)
    guard let enumName = subjectType.flatMap({ TypeText($0).leafNames.first }), let declared = index.types[enumName], declared.kind == .enum
    else { return [:] }
    var pattern = Substring(item.patterns[0].trimmed())
    for keyword in ["let ", "var "] where pattern.hasPrefix(keyword) { pattern = pattern.dropFirst(keyword.count) }
    guard pattern.hasPrefix("."), let open = pattern.firstIndex(of: "("), pattern.hasSuffix(")") else { return [:] }
    let caseName = pattern[pattern.index(after: pattern.startIndex)..<open]
    let members = declared.declaration.members + (index.extensions[enumName] ?? []).flatMap(\.declaration.members)
    guard let enumCase = members.first(where: { $0.kind == .enumCase && $0.name == caseName }) else { return [:] }
    let bindings = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)].split(separator: ",").map { part in
      var binding = part.trimmingCharacters(in: .whitespaces)
      for keyword in ["let ", "var "] where binding.hasPrefix(keyword) { binding = String(binding.dropFirst(keyword.count)) }
      return binding
    }
    guard bindings.count == enumCase.parameters.count else { return [:] }
    var types: [String: String] = [:]
    for (binding, parameter) in zip(bindings, enumCase.parameters) where binding != "_" && binding.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      types[binding] = environment.qualifier.qualify(parameter.type)
    }
    return types
  }

  /// `case .loaded(let page):` or `default:`; a `where` clause is not ported.
  private func caseLabel(_ item: SwitchCase) throws -> String {
    if item.whereClause != nil { throw Refusal(reason: "a case with a 'where' clause") }
    return item.isDefault ? "default:" : "case " + item.patterns.map { environment.qualifier.qualify($0) }.joined(separator: ", ") + ":"
  }

  /// A case's statements, none for `break` alone, which only ends the case.
  private static func statements(of item: SwitchCase) -> [Statement] {
    item.body.count == 1 && item.body[0].kind == .break(label: nil) ? [] : item.body
  }

  /// A helper of the view model, called from the body: its statements carried over in place,
  /// its parameters bound to the arguments.
  /// `bindingResultTo`: the first statement of `rest` binds the value the helper returns with
  /// its last statement, which is left out, to that name.
  private mutating func inline(
    _ helper: Declaration, arguments: [Argument], rest: ArraySlice<Statement>, _ path: Path, bindingResultTo bound: String? = nil
  ) throws -> [String] {
    if environment.overridden.contains(helper.name) {
      throw Refusal(reason: "it calls '\(helper.name)', which a subclass of the view model overrides: which body runs depends on the object")
    }
    if let place = environment.conditionalMethods[helper.name] {
      throw Refusal(reason: "it calls '\(helper.name)', \(place): carried into the case, one body would run wherever the feature builds")
    }
    guard path.inlining < Self.maximumInlining, let body = helper.statements else {
      throw Refusal(reason: "it calls '\(helper.name)', which Graft does not carry over this deep")
    }
    // A helper that throws is carried inside a `do … catch` of the body: what it throws goes to
    // that `catch`, as it did.
    guard helper.returnType == nil || bound != nil, !helper.effects.isThrowing || path.failure != nil, !helper.effects.isAsync || path.isAsync else {
      throw Refusal(reason: "it calls '\(helper.name)', which returns, throws outside a 'do … catch', or waits")
    }
    guard let bindings = Self.bind(arguments, to: helper.parameters), !arguments.contains(where: { $0.closure != nil }) else {
      throw Refusal(reason: "it calls '\(helper.name)' with arguments Graft cannot bind")
    }
    // A `return` in the helper (a `guard`'s, an `if`'s) ends the helper, not the caller: carried in
    // place, it would end the caller too, before what follows the call. Its last statement may
    // return (the value `bound` takes).
    let endsWithReturn = body.last.map { if case .return = $0.kind { true } else { false } } ?? false
    let returnsEarly = body.dropLast(endsWithReturn ? 1 : 0).contains { statement in
      var found = false
      InitializerPort.visitStatements(statement) { if case .return = $0.kind { found = true } }
      return found
    }
    if returnsEarly, !rest.isEmpty || path.failure != nil {
      throw Refusal(reason: "it calls '\(helper.name)', which returns early, and more statements follow the call")
    }
    // A helper's `defer` runs when the helper returns, before what follows its call.
    if !rest.isEmpty || path.failure != nil, body.contains(where: { if case .defer = $0.kind { true } else { false } }) {
      throw Refusal(reason: "it calls '\(helper.name)', whose 'defer' would run after what follows the call")
    }
    var path = path
    path.inlining += 1
    var lines: [String] = []
    systemDependencies.declare(in: body)
    // The caller's names before the helper's parameters join them, and the helper's own locals.
    let callerLocals = path.locals
    let helperLocals = body.flatMap { statement -> [String] in
      if case let .variable(variable) = statement.kind { variable.names } else { [] }
    }
    // A name the body binds that the helper reads as its own member (`installedSources` after
    // `let installedSources = await …`) would stand for the body's value there.
    let helperBinds = Set(helper.parameters.map { $0.name ?? $0.label ?? "_" } + helperLocals)
    if let hidden = callerLocals.sorted().first(where: { local in !helperBinds.contains(local) && body.contains { Self.reads($0, local) } }) {
      throw Refusal(reason: "it calls '\(helper.name)', which reads '\(hidden)', a name the body binds to a value of its own")
    }
    for (parameter, passed) in bindings {
      let name = parameter.name ?? parameter.label ?? "_"
      // A parameter the call leaves out is its default, a literal: bound with its type.
      guard let argument = passed else {
        guard !path.locals.contains(name) else {
          throw Refusal(reason: "it calls '\(helper.name)', whose parameter '\(name)' would hide a name of the body")
        }
        if body.contains(where: { Self.reads($0, name) }) {
          lines.append("let \(name): \(environment.qualifier.qualify(parameter.type)) = \(parameter.defaultValue?.trimmed() ?? "")")
          if helper.genericParameters == nil, let type = Self.carriableType(of: parameter) { path.localTypes[name] = environment.qualifier.qualify(type) }
        }
        try path.declare([name])
        continue
      }
      guard !path.locals.contains(name) || argumentIsName(argument, name) else {
        throw Refusal(reason: "it calls '\(helper.name)', whose parameter '\(name)' would hide a name of the body")
      }
      // The body's own value of the parameter's name is the value itself; a field of that name
      // (`search(query: query)`) is bound from State, or the helper would read a name nothing binds.
      let handsItsOwnValue = argumentIsName(argument, name) && callerLocals.contains(name)
      // A value the helper does not read is not bound: its argument has no effect to keep.
      if !handsItsOwnValue, body.contains(where: { Self.reads($0, name) }) {
        var expressions = expressionPort(path)
        let value = try expressions.text(argument.value)
        lines.append("let \(name)\(Self.writtenType(of: parameter, for: argument.value, environment)) = \(value)")
        // Bound here with the parameter's type: a response can carry it back as that.
        if helper.genericParameters == nil, let type = Self.carriableType(of: parameter) { path.localTypes[name] = environment.qualifier.qualify(type) }
      }
      try path.declare([name])
    }
    // The helper's statements are read from its own file, which may be another: then what
    // follows the call, read from the body's, cannot be carried with them.
    guard method.isInSameFile(as: helper) || Self.carriesNothingElse(rest, path) else {
      throw Refusal(reason: "it calls '\(helper.name)', declared in another file, and more statements follow the call")
    }
    var statements = body[...]
    if let bound {
      statements = statements.dropLast()
      // A name the helper declares would be declared twice in the case that binds the result.
      if let clash = helperLocals.first(where: { path.locals.contains($0) || $0 == bound }) {
        throw Refusal(reason: "it calls '\(helper.name)', which declares '\(clash)', a name the body binds too")
      }
    }
    // What follows the call is the caller's: a name the helper binds (a parameter, a local)
    // would stand there for the caller's own field or value of that name.
    let callerStatements = bound == nil ? rest : rest.dropFirst()
    let helperNames = bindings.compactMap { parameter, argument -> String? in
      let name = parameter.name ?? parameter.label ?? "_"
      return argument.map { argumentIsName($0, name) } == true && callerLocals.contains(name) ? nil : name
    } + helperLocals
    if let shadowed = helperNames.first(where: { name in callerStatements.contains { Self.reads($0, name) } }) {
      throw Refusal(reason: "it calls '\(helper.name)', whose '\(shadowed)' would stand for the body's own '\(shadowed)' in what follows the call")
    }
    var porter = self
    porter.method = PortedMethod(helper)
    let carried = try porter.port(statements + rest, path)
    // What the helper's port made is the action's: its responses, the names they took (a
    // second wait of the action, in another branch, must take another), its cancel ids.
    responses = porter.responses
    responseNames = porter.responseNames
    cancelIDs = porter.cancelIDs
    return lines + carried
  }

  /// `onSave?(note)`, `delegate?.checkoutDidFinish(orderID: id)`, `finishSubject.send()`: the
  /// delegate case it reports.
  private func outcome(of expression: ExpressionSyntax, _ path: inout Path) throws -> String? {
    guard case let .call(callee, arguments) = expression.kind, let outcome = environment.outcome(calledBy: callee, arguments: arguments)
    else { return nil }
    var passed = arguments
    if case .delegateMethod(_, _, _, true) = outcome.source {
      guard let first = passed.first, case .name("self") = first.value.kind else { return nil }
      passed.removeFirst()
    }
    // A value left out is the parameter's default, said in the case (`finish()` of
    // `finish(animated: Bool = false)` reports `.finish(animated: false)`).
    // Values left out are matched by label (a case may be named for a requirement's label,
    // `didApplyCodeWith discount:` → `discount`, so a full call matches by place); a closure's or
    // a subject's call has no labels.
    var matchesLabels = false
    if case .delegateMethod = outcome.source, passed.count < outcome.payload.count { matchesLabels = true }
    var remaining = passed[...]
    var expressions = expressionPort(path)
    let values = try outcome.payload.map { value -> String in
      let text: String
      if let argument = remaining.first, !matchesLabels || argument.label == value.label {
        remaining.removeFirst()
        text = try expressions.text(argument.value)
      } else if let defaultValue = value.defaultValue {
        text = defaultValue
      } else {
        throw Refusal(reason: "it reports '\(outcome.name)' with other values than it carries")
      }
      return (value.label.map { $0 + ": " } ?? "") + text
    }
    guard remaining.isEmpty else { throw Refusal(reason: "it reports '\(outcome.name)' with other values than it carries") }
    return "." + outcome.name + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
  }

  // MARK: - Awaits

  /// A statement that waits for a service: the path so far returns an effect that makes the call
  /// and sends its result back; what follows runs where the result is handled.
  private mutating func split(_ statement: Statement, bindingTo names: [String], rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    // `try settings.save(name)` inside a `do`: a service's call that throws without waiting
    // is the effect all the same, its failure the response's.
    let throwsWithoutWaiting = path.failure != nil && throwingServiceCall(in: statement, path) != nil
    let hopsToMainActor = mainActorValueCall(in: statement, path)
    guard path.isAsync || throwsWithoutWaiting || hopsToMainActor else { throw Refusal(reason: "it waits outside an asynchronous context") }
    var awaited: ExpressionSyntax
    var assignedField: String?
    // One name, or one per value of a tuple the endpoint returns (`let (status, message) = …`).
    var boundNames = names
    // `let _ = try await …`, `_ = await …`: the value is dropped where it comes back.
    var dropsValue = false
    switch statement.kind {
    case let .variable(variable):
      guard let initializer = variable.initializer else { throw Refusal(reason: "it declares a value it sets later") }
      awaited = initializer
      dropsValue = variable.names == ["_"]
    case let .expression(expression):
      awaited = expression
      if case let .assignment(target, "=", value) = expression.kind, case .name("_") = target.kind {
        // `_ = try? await session.refresh()`: waited for, its value dropped.
        awaited = value
        dropsValue = true
      } else if case let .assignment(target, "=", value) = expression.kind {
        guard let field = InitializerPort.field(of: target), environment.fields[field] != nil, !path.locals.contains(field) else {
          throw Refusal(reason: "it assigns what it waits for to something State does not hold")
        }
        if let observer = environment.observers[field] { throw Refusal(reason: "it sets '\(field)', and a reducer would not run \(observer)") }
        assignedField = field
        boundNames = [field]
        awaited = value
      }
    default:
      throw Refusal(reason: "it waits in a statement Graft does not port")
    }
    // `try`, `try?`, `await`, in Swift's order.
    var tryKind: String?
    if case let .try(kind, inner) = awaited.kind {
      tryKind = kind
      awaited = inner
    }
    let waitedCall: ExpressionSyntax? = if case let .await(call) = awaited.kind { call } else if throwsWithoutWaiting || hopsToMainActor { awaited } else { nil }
    if let call = waitedCall, let duration = Delay.slept(by: call, text: method.sourceText, seconds: delaySeconds(path)) {
      guard boundNames.isEmpty, assignedField == nil, tryKind == "try" || tryKind == "try?" else { throw Refusal(reason: "it sleeps in a way Graft does not port") }
      // Cancelled, the legacy sleep throws: a `catch` runs, and after `try?` the statements
      // that follow; a cancelled effect sends nothing back.
      guard path.failure == nil else { throw Refusal(reason: "a 'catch' around a sleep, which runs when the task is cancelled, where a cancelled effect ends") }
      var continuation = Array(rest)
      if tryKind == "try?", path.cancellable != nil {
        // `guard !Task.isCancelled else { return }` after it: what a cancelled effect does.
        guard let first = continuation.first, Delay.endsWhenCancelled(first) else {
          throw Refusal(reason: "'try?' around the sleep of a stored task: cancelled, it goes on with what follows, where a cancelled effect ends")
        }
        continuation.removeFirst()
      }
      var waiting = path
      // The deferred blocks run when the method ends: after the sleep, in its case.
      waiting.defers = []
      return try delay(duration, then: continuation, waiting, deferred: path.defers, at: statement.range.lowerBound)
    }
    guard let call = waitedCall, case let .call(callee, arguments) = call.kind,
      let (base, methodName) = environment.calledMethod(callee, locals: path.locals), let root = BodyWrites.rootProperty(of: base),
      !BodyWrites.startsAtLocal(base, in: path.locals)
    else {
      // `await refresh()`, and `try await refresh()` inside a `do … catch`: the helper in place.
      if case let .await(call) = awaited.kind, case let .call(callee, arguments) = call.kind, let helper = environment.ownMethod(called: callee),
        assignedField == nil, tryKind == nil || (tryKind == "try" && path.failure != nil)
      {
        guard let name = boundNames.first else { return try inline(helper, arguments: arguments, rest: rest, path) }
        guard boundNames.count == 1 else { throw Refusal(reason: "it binds several values at once") }
        // `let gists = try await fetchGists(page)`: the helper's statements in place, then the
        // value it returns bound under the caller's name.
        if case let .variable(variable) = statement.kind, let returned = Self.returnedValue(of: helper) {
          let binding = Statement(
            .variable(Variable(isConstant: variable.isConstant, names: [name], type: variable.type ?? Self.returnType(of: helper, environment), initializer: returned)),
            range: statement.range)
          return try inline(helper, arguments: arguments, rest: [binding] + rest, path, bindingResultTo: name)
        }
        if case .variable = statement.kind, helper.returnType != nil {
          throw Refusal(reason: "it waits for '\(helper.name)', which returns its value before its last statement, or not from it")
        }
      }
      throw Refusal(reason: "it waits for something other than a call of a service")
    }
    guard let service = environment.service(receiving: base) else {
      if environment.services[root] != nil {
        throw Refusal(reason: "it waits for '\(method.sourceText(callee.range))', a call on what the service '\(root)' holds or returns, which its client does not mirror")
      }
      throw Refusal(reason: "it waits for '\(root)', which is no service")
    }
    // A method that throws hands the error on: the response's `.failure` catches it.
    let isCaught = tryKind == "try?" || (tryKind == "try" && path.failure == nil && path.throwsToCaller)
    let endpointCall = try serviceCall(service, method: methodName, arguments: arguments, path: path, isCaught: isCaught)
    if tryKind == "try!" { throw Refusal(reason: "it stops the program when the call fails") }
    if tryKind == "try", path.failure == nil, !path.throwsToCaller { throw Refusal(reason: "what it waits for throws to its caller") }
    let isThrowing = tryKind == "try"
    // `let _ = try await auth.login(…)`, `_ = await store.refresh()`: a value the method drops is
    // not carried back; the response says only that the call ended (or how it failed).
    // (After `try?`, the optional's `nil` is the failure the response reports: it stays.)
    dropsValue = dropsValue && !["Void", "()"].contains(endpointCall.returnType) && tryKind != "try?"
    let returnType = dropsValue ? "Void" : endpointCall.returnType
    let discard = dropsValue ? "_ = " : ""
    if boundNames.count > 1 {
      // `let (status, message) = …` of an endpoint that returns a tuple of as many values; never
      // after `try?`, whose optional tuple no pattern of names takes apart.
      guard tryKind != "try?", ConstructedValue.tupleElements(of: returnType.trimmed())?.count == boundNames.count else { throw Refusal(reason: "it binds several values at once") }
    }
    let continuation = Array(rest)
    // `await store.removeCategories(…)` then `await library.remove(…)`: calls that wait one after
    // the other and end the body run in one effect, in order.
    let onlyWaitsAfter = continuation.allSatisfy { statement in
      if case let .expression(expression) = statement.kind { environment.awaitedServiceCall(expression, locals: path.locals) != nil } else { false }
    }
    let needsResponse = (!continuation.isEmpty && !onlyWaitsAfter) || !path.defers.isEmpty || isThrowing || boundNames.contains { $0 != "_" }
    guard needsResponse else {
      var path = path
      // `try? await session.logOut()`: the error is dropped there as it was here.
      let dropsError = tryKind == "try?" ? (returnType == "Void" ? "try? " : "_ = try? ") : discard
      path.effects.append(.call(dropsError + "await " + endpointCall.text, captures: endpointCall.captures))
      return continuation.isEmpty ? try exit(path) : try port(rest, path)
    }
    let carried = try carriedValues(readIn: continuation, path)
    let responseName = uniqueResponseName(for: methodName)
    // Before the responses of the waits that follow it, in the order a run receives them.
    let position = responses.count
    let result: ResponseCase.Result
    var sent: String
    // A synchronous endpoint (a call that throws without waiting) is called without `await`.
    let waits = endpointCall.isAsync ? "await " : ""
    switch tryKind {
    case "try"?:
      result = .throwing(success: returnType)
      sent = "Result { \(discard)try \(waits)\(endpointCall.text) }"
    case "try?"?:
      result = .value(returnType == "Void" ? "Void?" : Self.optional(returnType))
      sent = "try? \(waits)\(endpointCall.text)"
    default:
      result = .value(returnType)
      sent = returnType == "Void" ? "" : "\(waits)\(endpointCall.text)"
    }
    let carriedArguments = carried.map { "\($0.name): \($0.name)" }
    var payload = ([sent].filter { !$0.isEmpty } + carriedArguments).joined(separator: ", ")
    if !payload.isEmpty { payload = "(" + payload + ")" }
    // `withAnimation { isSaving = false }` after the wait: the response is sent animated, which
    // animates all its case does: a result stored in a field and a `defer` run there too.
    let animated = try animation(ofSteps: [continuation] + path.distinguishedFailures.map(\.statements) + [path.failure ?? []]).map { ", animation: \($0)" } ?? ""
    if !animated.isEmpty, assignedField != nil || !path.defers.isEmpty {
      throw Refusal(reason: "it animates some of its changes and not others (\(assignedField.map { "'\($0)', set from what it waits for" } ?? "a 'defer'")), where TCA animates a whole action or none of it")
    }
    var sendLines: [String] = []
    if tryKind == nil, returnType == "Void" { sendLines.append(discard + waits + endpointCall.text) }
    sendLines.append("await send(.\(responseName)\(payload)\(animated))")
    var actionPath = path
    // The deferred blocks run when the method ends: after the await, in the response's cases.
    actionPath.defers = []
    actionPath.effects.append(.call(sendLines.joined(separator: "\n"), captures: endpointCall.captures, onMainActor: endpointCall.needsMainActor))
    let caseLines = try exit(actionPath)
    // The response's cases: what follows the await, with the result bound.
    var handlers: [PortedResponse.Handler] = []
    let after = Self.responsePath(after: path, carrying: carried)
    func pattern(_ inner: String?, _ lines: [String]) -> String { Self.casePattern(responseName, result: inner, carried: carried, lines: lines) }
    let successStatements = continuation
    var bound = boundNames.count == 1 ? boundNames[0] : nil
    // `todos = try await service.load()`: the result is stored first, then what follows runs.
    var stored: [String] = []
    if let field = assignedField, let declared = environment.fields[field] {
      bound = "value"
      guard declared.note == nil else { throw Refusal(reason: "it stores what it waits for in '\(field)', an error State keeps as its message") }
      stored = [declared.isShared ? "state.$\(field).withLock { $0 = value }" : "state.\(field) = value"]
    }
    var successPath = after
    try successPath.declare(assignedField == nil ? boundNames.filter { $0 != "_" } : [bound].compactMap { $0 })
    switch result {
    case .throwing:
      var successLines = stored + (try port(successStatements[...], successPath))
      if boundNames.count > 1 { bound = Self.tuplePattern(boundNames, readIn: successLines) }
      let success = returnType == "Void" || bound == nil ? ".success" : ".success(\(bound!))"
      // `func load() async throws -> [Message] { try await messages.fetch() }`: the value went
      // back to the legacy caller, as the action now does.
      if path.failure == nil, path.throwsToCaller, successStatements.isEmpty, stored.isEmpty, method.returnType.map({ $0 != "Void" && $0 != "()" }) == true {
        successLines.insert("// \(environment.viewModelName).\(action.origin) returned this to its caller: a parent hears it in this action.", at: 0)
      }
      handlers.append(.init(pattern: pattern(success, successLines), lines: successLines))
      var failurePath = after
      failurePath.failure = nil
      failurePath.distinguishedFailures = []
      // `case .loadResponse(.failure(let error as DecodingError)):`, each with its own names.
      for distinguished in path.distinguishedFailures {
        var distinguishedPath = failurePath
        try distinguishedPath.declare(distinguished.names)
        let lines = try port(distinguished.statements[...], distinguishedPath)
        let carriedPattern = carried.map { value in lines.contains { SwiftIdentifier.isMentioned(value.name, in: $0) } ? "let " + value.name : "_" }
        let values = [".failure(\(distinguished.pattern))"] + carriedPattern
        handlers.append(.init(pattern: "case .\(responseName)(" + values.joined(separator: ", ") + "):", lines: lines))
      }
      if let name = path.failureName { try failurePath.declare([name]) }
      var failureLines = try port((path.failure ?? [])[...], failurePath)
      // Thrown to the legacy caller: here, the action is how a parent hears of it.
      if path.failure == nil {
        failureLines.insert("// \(environment.viewModelName).\(action.origin) threw this to its caller: a parent hears it in this action.", at: 0)
      }
      // An error the catch does not read is not bound: Swift would warn of it.
      let readsError = path.failureName.map { name in failureLines.contains { SwiftIdentifier.isMentioned(name, in: $0) } } ?? false
      handlers.append(.init(pattern: pattern(readsError ? ".failure(\(path.failureName!))" : ".failure", failureLines), lines: failureLines))
    case .value:
      let valueLines = stored + (try port(successStatements[...], successPath))
      if boundNames.count > 1 { bound = Self.tuplePattern(boundNames, readIn: valueLines) }
      handlers.append(.init(pattern: pattern(returnType == "Void" && tryKind == nil ? nil : (bound ?? "_"), valueLines), lines: valueLines))
    }
    responses.insert(PortedResponse(
      response: ResponseCase(name: responseName, origin: action.origin, result: result), carried: carried, handlers: handlers), at: position)
    return caseLines
  }

  /// `try settings.save(name)`, `let key = try vault.key(for: id)`, `field = try …`: a call of
  /// a service's method that throws without waiting, which inside a `do` is an effect whose
  /// failure the `catch` handles. Its service and method.
  /// A service call that is a wait though the legacy code wrote no `await`: one that throws inside
  /// a `do … catch`, or one for a value of a service on the main actor, which the reducer reaches
  /// only by hopping there. Either is an effect whose answer comes back as the response.
  private func waitsWithoutAwait(_ statement: Statement, _ path: Path) -> Bool {
    (path.failure != nil && throwingServiceCall(in: statement, path) != nil) || mainActorValueCall(in: statement, path)
  }

  /// `let count = store.savedCount()` or `savedCount = store.savedCount()`: a value of a
  /// service on the main actor (`PortEnvironment.mainActorValueCall`).
  private func mainActorValueCall(in statement: Statement, _ path: Path) -> Bool {
    Self.value(of: statement, orItself: false).map { environment.mainActorValueCall($0, locals: path.locals) } ?? false
  }

  /// The value a statement binds or assigns (`let x = value`, `field = value`), or, `orItself`,
  /// the expression of any other expression statement.
  private static func value(of statement: Statement, orItself: Bool) -> ExpressionSyntax? {
    switch statement.kind {
    case let .variable(variable):
      guard variable.names.count == 1 else { return nil }
      return variable.initializer
    case let .expression(expression):
      if case let .assignment(_, "=", assigned) = expression.kind { return assigned }
      return orItself ? expression : nil
    default:
      return nil
    }
  }

  private func throwingServiceCall(in statement: Statement, _ path: Path) -> (PortEnvironment.Service, String)? {
    guard let value = Self.value(of: statement, orItself: true) else { return nil }
    guard case let .try("try", call) = value.kind, case let .call(callee, arguments) = call.kind,
      let (base, name) = environment.calledMethod(callee, locals: path.locals),
      !BodyWrites.startsAtLocal(callee, in: path.locals), let service = environment.service(receiving: base),
      environment.endpoint(of: service, method: name, labels: arguments.map(\.label))?.isThrowing == true
    else { return nil }
    return (service, name)
  }

  /// The wait a completion stands for, ported as if the method had written it, its error caught
  /// where the completion's `.failure` handled it. What follows the call in the legacy body ran
  /// before the completion did, which a reducer would not do.
  private mutating func port(_ completed: CompletionCall, rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    guard rest.isEmpty else { throw Refusal(reason: "statements follow a call whose completion runs after them") }
    // The method returned, and ran its `defer`, before the completion ran.
    guard path.defers.isEmpty else { throw Refusal(reason: "its 'defer' ran before the completion did, where a response would run it after") }
    // What the completion binds must not hide a value of the action or a local the response
    // carries back under the same name.
    for name in completed.boundNames + [completed.failure?.errorName].compactMap({ $0 })
      where name != "_" && (path.locals.contains(name) || action.payload.contains(where: { $0.name == name }))
    {
      throw Refusal(reason: "its completion names a value '\(name)', which the view model or the method names too")
    }
    var inner = path
    inner.isAsync = true
    // The completion's error never reached the method's caller.
    inner.throwsToCaller = false
    if let failure = completed.failure {
      inner.failure = failure.statements
      inner.distinguishedFailures = []
      inner.failureName = failure.errorName
    }
    return try split(completed.wait, bindingTo: completed.boundNames, rest: completed.then[...], inner)
  }

  /// A subscription to a service's publisher, kept as long as the view model lives: the case
  /// returns the publisher as its effect, each value, the end and the failure mapped to a case of
  /// their own (`followValue`, `followFinished`, `followFailure`) where the sink's closures run.
  /// What follows it in the legacy body ran before its closures, and so did its `defer`.
  private mutating func port(_ sink: PublisherSink, at position: Int, rest: ArraySlice<Statement>, _ path: Path) throws -> [String] {
    guard rest.isEmpty else { throw Refusal(reason: "statements follow a subscription whose closures run after them") }
    // `followCancellable = …`: the next subscription stored there cancels this one, as the
    // next effect of its id cancels the one in flight.
    var cancelID: String?
    var path = path
    if let target = sink.storedInto {
      guard let id = storedTask(target, path, among: environment.subscriptions) else {
        throw Refusal(reason: "it stores the subscription somewhere other than an 'AnyCancellable' property of its own")
      }
      cancelID = id
      // `pingCancellable?.cancel()` first: cancelling in flight does it.
      path.effects.removeAll { if case .cancel(id) = $0 { true } else { false } }
    }
    guard path.defers.isEmpty else { throw Refusal(reason: "its 'defer' ran before the subscription's closures did, where a case would run it after") }
    guard path.effects.isEmpty, path.cancellable == nil, path.failure == nil else {
      throw Refusal(reason: "it subscribes after work the reducer does in an effect, or inside a task or a 'do', which the subscription would run beside")
    }
    guard let (base, methodName) = environment.calledMethod(sink.callee, locals: path.locals), let service = environment.service(receiving: base),
      !BodyWrites.startsAtLocal(base, in: path.locals)
    else {
      throw Refusal(reason: "it subscribes to a publisher that no service's method returns")
    }
    let call = try serviceCall(service, method: methodName, arguments: sink.arguments, path: path, inEffect: false)
    // Made where the legacy code made it, in the reducer's case on the main thread.
    guard !call.isAsync, let (output, failure) = PublisherSink.outputAndFailure(of: call.returnType) else {
      throw Refusal(reason: "it subscribes to '\(call.returnType)', which Graft does not: it reads 'AnyPublisher<Output, Failure>' and 'Future<Output, Failure>' of a method that does not wait")
    }
    for name in [sink.valueName, sink.errorName].compactMap({ $0 }) where path.locals.contains(name) {
      throw Refusal(reason: "its sink names a value '\(name)', which the method names too")
    }
    let carried = try carriedValues(readIn: sink.onValue + sink.onFinished + sink.onFailure, path)
    let carriedArguments = carried.map { "\($0.name): \($0.name)" }
    let caseBase = SwiftIdentifier.unquoted(action.name)
    var after = Self.responsePath(after: path, carrying: carried)
    after.throwsToCaller = false
    let index = responses.count
    var added: [PortedResponse] = []
    var operators: [String] = []
    /// One case, its statements ported with `bound` declared; nil where it does nothing.
    func addCase(_ suffix: String, _ statements: [Statement], bound: String?, result: ResponseCase.Result, isFailure: Bool = false) throws -> String? {
      guard !statements.isEmpty else { return nil }
      let name = uniqueCaseName(caseBase + suffix)
      var casePath = after
      if let bound { try casePath.declare([bound]) }
      let lines = try port(statements[...], casePath)
      let value: String? = if case .value("Void") = result { nil } else { bound.map { name in lines.contains { SwiftIdentifier.isMentioned(name, in: $0) } ? name : "_" } ?? "_" }
      var response = PortedResponse(
        response: ResponseCase(name: name, origin: action.origin, result: result), carried: carried,
        handlers: [.init(pattern: Self.casePattern(name, result: value, carried: carried, lines: lines), lines: lines)], sourcePosition: position)
      response.isFailure = isFailure
      added.append(response)
      return name
    }
    let sendsValue = !["Void", "()"].contains(output)
    if let name = try addCase("Value", sink.onValue, bound: sendsValue ? sink.valueName : nil, result: .value(sendsValue ? output : "Void")) {
      let values = (sendsValue ? ["$0"] : []) + carriedArguments
      operators.append(".map { " + (sendsValue ? "" : "_ in ") + "Action.\(name)" + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")") + " }")
    } else {
      // Its values did nothing: none is sent back.
      operators.append(".compactMap { _ in Action?.none }")
    }
    if let name = try addCase("Finished", sink.onFinished, bound: nil, result: .value("Void")) {
      operators.append(".append(Action.\(name)" + (carriedArguments.isEmpty ? "" : "(" + carriedArguments.joined(separator: ", ") + ")") + ")")
    }
    if failure != "Never" {
      let failureType = ["Error", "Swift.Error"].contains(failure) ? "any " + failure : failure
      if let name = try addCase("Failure", sink.onFailure, bound: sink.errorName, result: .value(failureType), isFailure: true) {
        operators.append(".catch { Just(Action.\(name)(" + (["$0"] + carriedArguments).joined(separator: ", ") + ")) }")
      } else {
        operators.append(".catch { _ in Empty() }")
      }
    }
    responses.insert(contentsOf: added, at: index)
    var lines = ["return .publisher {", "  " + call.text] + operators.map { "    " + $0 } + ["}"]
    if let cancelID {
      if !cancelIDs.contains(cancelID) { cancelIDs.append(cancelID) }
      lines.append(".cancellable(id: CancelID.\(cancelID), cancelInFlight: true)")
    }
    return lines
  }

  /// `service.method(arguments)` as the feature calls it: `notes.save(text)` through the client,
  /// or `dataManager.value.load()` for a service held as it is.
  /// `isCaught`: the call is written `try?`, which drops its error where it stands.
  /// `inEffect`: the call is made in an effect, which captures the fields it reads, rather than in
  /// the reducer, which reads them from `state`.
  private func serviceCall(
    _ service: PortEnvironment.Service, method name: String, arguments: [Argument], path: Path, isCaught: Bool = false, inEffect: Bool = true
  ) throws
    -> (text: String, captures: [String], isAsync: Bool, returnType: String, needsMainActor: Bool)
  {
    if let replacer = environment.replacedServices[service.property] {
      throw Refusal(reason: "it calls '\(service.property)', which the view model replaces in '\(replacer)': "
        + "a dependency fixed when the feature starts would not be the object it calls")
    }
    // In the effect, a local or an action's value of the service's name would be called instead.
    if path.locals.contains(service.property) {
      throw Refusal(reason: "a value named '\(service.property)' would hide the service '\(service.property)' inside the effect")
    }
    // `normalize(name: &name)`: an effect changes its own copy, never State.
    if arguments.contains(where: \.changesInPlace) {
      throw Refusal(reason: "it hands '\(service.property).\(name)' a value to change in place ('&'), which an effect cannot write back to State")
    }
    var expressions = expressionPort(path, inEffect: inEffect)
    let values = try arguments.map { argument -> String in
      guard argument.closure == nil else { throw Refusal(reason: "it hands '\(service.property).\(name)' a closure") }
      return try expressions.text(argument.value)
    }
    let captures = expressions.captures + path.variables.filter { variable in arguments.contains { Self.reads($0.value, variable) } }.sorted()
    try checkSendable(crossing: arguments, fields: expressions.captures, path: path)
    guard let endpoints = service.endpoints else {
      let legacyValues = arguments.map { method.sourceText($0.value.range) }
      let call = "\(service.property).value.\(name)(" + zip(arguments, legacyValues).map { ($0.label.map { $0 + ": " } ?? "") + $1 }.joined(separator: ", ") + ")"
      throw Refusal(reason: "'\(call)' reaches a service Graft cannot see into")
    }
    // `updateCurrentUser()` beside `updateCurrentUser() async`: which one Swift calls depends on
    // where the call is, which the client's two endpoints would not keep apart.
    let alike = endpoints.filter { $0.method == name && $0.parameters.map(\.label) == arguments.map(\.label) }
    if alike.count > 1, Set(alike.map { $0.parameters.map(\.type) }).count < alike.count {
      let called = "\(name)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
      throw Refusal(reason: "it calls '\(service.property).\(called)', which two of the service's methods of the same labels and types answer (one waits, or throws, where the other does not)")
    }
    guard let (endpoint, endpointValues) = environment.endpointCall(
      of: PortEnvironment.Service(property: service.property, key: service.key, endpoints: endpoints), method: name, labels: arguments.map(\.label))
    else {
      // `tracker.track(event:)` beside the requirement `track(event:filename:line:column:funcName:)`:
      // an overload of the protocol's extension, whose defaults the client's closure cannot take.
      let declared = endpoints.filter { $0.method == name }.map { "\(name)(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
      guard declared.isEmpty else {
        let called = "\(name)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        throw Refusal(reason: "it calls '\(service.property).\(called)', which the service's protocol does not require (it requires \(declared.sorted().joined(separator: ", "))): "
          + "an overload of its extension, with default values the client does not carry; call the requirement with every value")
      }
      throw Refusal(reason: "'\(service.property).\(name)' is no method of the service's protocol")
    }
    // A client's closure takes its values unlabeled, and has no defaults: the call writes them.
    let spelled = PortEnvironment.written(endpointValues, arguments: values) { MemberClassifier.selector(of: method.declaration) }
    let call = "\(service.property).\(endpoint.name)(" + spelled.joined(separator: ", ") + ")"
    if endpoint.isThrowing, path.failure == nil, !isCaught {
      throw Refusal(reason: "'\(service.property).\(name)' throws, and nothing catches it")
    }
    return (call, captures, endpoint.isAsync, endpoint.returnType, endpoint.needsMainActor)
  }

  /// The values a service call's arguments carry into its effect (the fields it captures and
  /// the action's values it reads) must be `Sendable`, or Swift 6 refuses the effect.
  private func checkSendable(crossing arguments: [Argument], fields: [String], path: Path) throws {
    guard let sendability = environment.sendability else { return }
    var crossing = fields.compactMap { name in environment.fields[name]?.type.map { (name, $0) } }
    for value in action.payload where arguments.contains(where: { Self.reads($0.value, value.name) }) {
      crossing.append((value.name, value.type))
    }
    for (local, type) in path.madeTypes.sorted(by: { $0.key < $1.key }) where arguments.contains(where: { Self.reads($0.value, local) }) {
      crossing.append((local, environment.qualifier.qualify(type)))
    }
    for (name, type) in crossing {
      if let reason = sendability.reasonItIsNot(type) {
        throw Refusal(reason: "its effect would capture '\(name)', and \(reason): Swift 6 lets only Sendable values into an effect")
      }
    }
  }

  /// Work that waits for a while (`Delay`): the path so far returns an effect that sleeps on the
  /// clock and sends a case of its own, where `continuation` runs with the action's values it
  /// reads carried; `deferred`, the blocks the method runs when it ends, run there too.
  /// `position`: where the delay is written, by which its test finds the case.
  private mutating func delay(
    _ duration: String, then continuation: [Statement], _ path: Path, deferred: [[Statement]] = [], at position: Int
  ) throws -> [String] {
    // A sleep with nothing after it but the method's `defer`s still delays them.
    guard !continuation.isEmpty || !deferred.isEmpty else { return try exit(path) }
    if environment.members.contains("clock") || path.locals.contains("clock") || systemDependencies.declared.contains("clock") {
      throw Refusal(reason: "it waits for a while, and a name 'clock' of the view model's or the body's would hide the reducer's clock")
    }
    let carried = try carriedValues(readIn: continuation, path)
    let name = uniqueCaseName(SwiftIdentifier.unquoted(action.name) + "Delayed")
    let index = responses.count
    systemDependencies.used.insert(.clock)
    let payload = carried.isEmpty ? "" : "(" + carried.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")"
    var waiting = path
    waiting.effects.append(.call("try await clock.sleep(for: \(duration))\nawait send(.\(name)\(payload))", captures: []))
    let caseLines = try exit(waiting)
    var after = Self.responsePath(after: path, carrying: carried)
    after.defers = deferred
    after.failure = nil
    after.distinguishedFailures = []
    let lines = try port(continuation[...], after)
    responses.insert(PortedResponse(
      response: ResponseCase(name: name, origin: action.origin, result: .value("Void")), carried: carried,
      handlers: [.init(pattern: Self.casePattern(name, result: nil, carried: carried, lines: lines), lines: lines)], sourcePosition: position), at: index)
    return caseLines
  }

  /// The delays the body names (`PortEnvironment.delaySeconds`), among the action's values it
  /// has not bound again.
  private func delaySeconds(_ path: Path) -> (ExpressionSyntax) -> String? {
    let payload = action.payload.filter { !path.reboundPayload.contains($0.name) }
    return { [environment] in environment.delaySeconds($0, payload: payload) }
  }

  /// What follows a wait may read the action's values and constants of known type declared
  /// before it: the case it runs in carries them back, unwrapped where the body unwrapped them.
  private func carriedValues(readIn continuation: [Statement], _ path: Path) throws -> [Value] {
    var carried = try action.payload.filter { value in
      continuation.contains { Self.reads($0, value.name) } || path.failureStatements.contains { Self.reads($0, value.name) }
    }.map { value -> Value in
      if path.reboundPayload.contains(value.name) { throw Refusal(reason: "what follows the await reads '\(value.name)', bound again before it") }
      guard path.unwrappedPayload.contains(value.name) else { return value }
      var unwrapped = value
      unwrapped.type = Self.unwrapped(value.type)
      return unwrapped
    }
    let localsRead = path.locals.subtracting(action.payload.map(\.name)).filter { local in
      continuation.contains { Self.reads($0, local) } || path.failureStatements.contains { Self.reads($0, local) }
    }
    // A constant whose type is known is carried back like the action's values; another local
    // has no type the response could declare.
    for local in localsRead.sorted() {
      guard let type = path.localTypes[local], !path.variables.contains(local) else {
        throw Refusal(reason: "what follows the await reads '\(local)', declared before it")
      }
      carried.append(Value(label: local, name: local, type: type))
    }
    return carried
  }

  /// The path of a case that runs what followed a wait: no effects or changes yet, the carried
  /// values its only locals, under the task's id without cancelling it again.
  private static func responsePath(after path: Path, carrying carried: [Value]) -> Path {
    var after = path
    after.effects = []
    after.setInStep = []
    after.snapshots = [:]
    after.cancellable?.inFlight = false
    after.locals = Set(carried.map(\.name))
    after.localTypes = Dictionary(carried.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    after.variables = []
    after.isAsync = true
    return after
  }

  /// `case let .loadResponse(page, _):`: the result's pattern (nil for a case without one), then
  /// every carried value in its place, `_` for one the handler does not read (Swift would warn
  /// of it).
  private static func casePattern(_ name: String, result: String?, carried: [Value], lines: [String]) -> String {
    let carriedPattern = carried.map { value in lines.contains { SwiftIdentifier.isMentioned(value.name, in: $0) } ? value.name : "_" }
    let values = [result].compactMap { $0 } + carriedPattern
    let hasBindings = values.contains { $0 != "_" && (!$0.hasPrefix(".") || $0.contains("(")) }
    // `case .loadResponse:` matches whatever it carries, where nothing is read.
    let matched = values.allSatisfy { $0 == "_" } ? "" : "(" + values.joined(separator: ", ") + ")"
    return "case " + (hasBindings ? "let " : "") + ".\(name)" + matched + ":"
  }

  /// `(status, _)`: the tuple's values the lines read, under their names; nil where they read none.
  private static func tuplePattern(_ names: [String], readIn lines: [String]) -> String? {
    let parts = names.map { name in name != "_" && lines.contains { SwiftIdentifier.isMentioned(name, in: $0) } ? name : "_" }
    return parts.allSatisfy { $0 == "_" } ? nil : "(" + parts.joined(separator: ", ") + ")"
  }

  // MARK: - Exits

  /// The end of a path: the deferred blocks, then the effects it caused, in order.
  private mutating func exit(_ path: Path) throws -> [String] {
    var lines: [String] = []
    // The deferred blocks run in the case, before its effects start: a call that read a field
    // the `defer` changes would read the changed value, where the legacy call read the one before.
    let effectsRead = environment.fields.keys.filter { Self.effects(path.effects, read: $0) }
    for block in path.defers {
      if let field = effectsRead.sorted().first(where: { BodyWrites.writes(block, stored: [$0], reported: []) }) {
        throw Refusal(reason: "its 'defer' changes '\(field)', which a call before it read: the call's effect would read the changed value")
      }
    }
    for block in path.defers.reversed() {
      var plain = path
      plain.defers = []
      lines += try plainLines(block, &plain)
    }
    lines.append("return " + (try Self.effect(
      path.effects, cancellable: path.cancellable, priority: path.priority, snapshots: path.snapshots, locals: path.locals, variables: path.variables)))
    return lines
  }

  /// One effect for a path's effects: `.none`, `.send(…)`, or one `.run` that does each in
  /// order, under a task's id where a stored task ran them; a task started again after it was
  /// cancelled cancels the one in flight, also where the new one starts no effect.
  static func effect(
    _ effects: [Effect], cancellable: (id: String, inFlight: Bool)? = nil, priority: String? = nil, snapshots: [String: Int] = [:],
    locals: Set<String> = [], variables: Set<String> = []
  ) throws -> String {
    // `scoresCancellable?.cancel()`: cancelled at once, beside the work.
    var cancelled = effects.compactMap { effect -> String? in if case let .cancel(id) = effect { id } else { nil } }
    let effects = effects.filter { if case .cancel = $0 { false } else { true } }
    var work = try work(effects, priority: priority, snapshots: snapshots, locals: locals, variables: variables)
    if let cancellable {
      if work.hasPrefix(".run") {
        work += "\n.cancellable(id: CancelID.\(cancellable.id)" + (cancellable.inFlight ? ", cancelInFlight: true)" : ")")
      } else if cancellable.inFlight {
        cancelled.append(cancellable.id)
      }
    }
    let parts = cancelled.map { ".cancel(id: CancelID.\($0))" } + (work == ".none" && !cancelled.isEmpty ? [] : [work])
    if parts.count == 1 { return parts[0] }
    return ".merge(\n" + parts.map { $0.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") }.joined(separator: ",\n") + "\n)"
  }

  /// The work of a path's effects: `.none`, `.send(…)`, or one `.run` that does each in order.
  /// An effect caused before a field's snapshot reads the snapshot; inside a `.run`, a delegate
  /// action reads the State it reports through the run's captures, as a call does.
  /// A local `var` a call reads is captured by its name; a delegate action inside a `.run`
  /// refuses a field a local of the same name would hide there, or a local `var`.
  private static func work(
    _ effects: [Effect], priority: String?, snapshots: [String: Int], locals: Set<String>, variables: Set<String>
  ) throws -> String {
    if effects.isEmpty { return ".none" }
    // Whether the effect at `position` (cancellations not counted) reads `field` from before its snapshot.
    func readsSnapshot(_ field: String, _ position: Int) -> Bool { snapshots[field].map { position < $0 } ?? false }
    if effects.count == 1, case let .send(action) = effects[0] {
      return ".send(\(StateReads.replacing(in: action) { readsSnapshot($0, 0) ? $0 : nil }))"
    }
    var captures: [(name: String, fromSnapshot: Bool)] = []
    func capture(_ name: String, at index: Int) throws {
      let fromSnapshot = variables.contains(name) || readsSnapshot(name, index)
      if let known = captures.first(where: { $0.name == name }) {
        guard known.fromSnapshot == fromSnapshot else {
          throw Refusal(reason: "its effects read '\(name)' both before and after it changes it")
        }
        return
      }
      captures.append((name, fromSnapshot))
    }
    var body: [String] = []
    var sends = false
    // On the main actor, where a call must run there, `send` is called there without a wait.
    let onMainActor = effects.contains { if case .call(_, _, true) = $0 { true } else { false } }
    var position = 0
    var reported: String?
    for effect in effects {
      let index = position
      if case .cancel = effect {} else { position += 1 }
      switch effect {
      case let .send(action):
        if action.hasPrefix(".delegate(") { reported = reported ?? action }
        let fields = StateReads.fields(in: action)
        if let hidden = fields.first(where: locals.contains) {
          throw Refusal(reason: "it reports '\(hidden)', a field a value of the same name would hide inside the effect")
        }
        if let variable = variables.first(where: { SwiftIdentifier.isMentioned($0, in: action) }) {
          throw Refusal(reason: "it reports the local variable '\(variable)' from an effect, which Swift 6 refuses")
        }
        for field in fields { try capture(field, at: index) }
        body.append((onMainActor ? "" : "await ") + "send(\(StateReads.replacing(in: action) { $0 }))")
        sends = true
      case let .call(text, fieldCaptures, _):
        // The parent hears a delegate action from an effect of its own (the bridge's `.run`),
        // which starts after this one goes on: a call that follows would start before the
        // parent hears what the legacy code told it first.
        if let reported {
          throw Refusal(reason: "it reports '\(reported)' and then calls '\(text.prefix { $0 != "\n" })', which would run before the parent hears the report")
        }
        for field in fieldCaptures { try capture(field, at: index) }
        // On the main actor, the closure a wait hands `Result { … }` would be the main actor's,
        // which the nonisolated initializer cannot be sent: it waits from no actor instead.
        let written = onMainActor ? text.replacingOccurrences(of: "Result { try await ", with: "Result { @Sendable in try await ") : text
        body += written.split(separator: "\n").map(String.init)
        if text.contains("await send(") { sends = true }
      case .cancel:
        break
      }
    }
    let captureList = captures.isEmpty ? "" : "[" + captures.map { $0.fromSnapshot ? $0.name : "\($0.name) = state.\($0.name)" }.joined(separator: ", ") + "] "
    let run = priority.map { ".run(priority: \($0))" } ?? ".run"
    return "\(run) { \(onMainActor ? "@MainActor " : "")\(captureList)\(sends ? "send" : "_") in\n" + body.map { "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  // MARK: - Plain statements

  /// Statements that only change State or compute values, as the reducer writes them: a
  /// branch or a `switch` among them too, at any depth, when it only does the same.
  private func plainLines(_ statements: [Statement], _ path: inout Path) throws -> [String] {
    var lines: [String] = []
    // `if sent { self?.isSaving = false }` in a completion: the branch's writes read as the
    // reducer's own, as the statements around the branch are.
    for statement in statements.map(WeakSelf.strengthened) {
      // `withAnimation { … }` in a branch: its statements in place, the send animated.
      if animatedBlocks.contains(statement.range.lowerBound), let block = AnimatedChanges.block(of: statement, text: method.sourceText) {
        lines += try plainLines(block.body, &path)
        continue
      }
      // A branch's conditions and a switch's subject are read as any value is (a service asked
      // for an answer is refused there, with its reason); what they run may not report or wait.
      let blocks: [Statement]
      switch statement.kind {
      case let .if(branch): blocks = branch.then + (branch.otherwise ?? [])
      case let .switch(_, cases): blocks = cases.flatMap(\.body)
      case .for, .while, .do, .repeat, .guard: blocks = [statement]
      default: blocks = []
      }
      if hasEffectsOrExits(blocks) { throw Refusal(reason: "'\(firstLine(of: statement))' reports, waits or returns inside a loop or branch") }
      // What the conditions bind (`if let selected`), the cases bind and the branches declare is
      // theirs alone: in the `else` and after the `if`, the name is the field's again.
      let scope = (locals: path.locals, variables: path.variables, unwrapped: path.unwrappedPayload, rebound: path.reboundPayload)
      switch statement.kind {
      case let .if(branch):
        lines.append("if " + (try conditionsText(branch.conditions, &path)) + " {")
        lines += indent(try plainLines(branch.then, &path))
        (path.locals, path.variables, path.unwrappedPayload, path.reboundPayload) = scope
        if let otherwise = branch.otherwise {
          lines.append("} else {")
          lines += indent(try plainLines(otherwise, &path))
          (path.locals, path.variables, path.unwrappedPayload, path.reboundPayload) = scope
        }
        lines.append("}")
      case let .switch(subject, cases):
        var expressions = expressionPort(path)
        lines.append("switch \(try expressions.text(subject)) {")
        for item in cases {
          try path.declare(item.names)
          lines.append(try caseLabel(item))
          let caseLines = try plainLines(Self.statements(of: item), &path)
          lines += indent(caseLines.isEmpty ? ["break"] : caseLines)
          (path.locals, path.variables, path.unwrappedPayload, path.reboundPayload) = scope
        }
        lines.append("}")
      default:
        lines.append(try plainLine(statement, &path))
      }
    }
    return lines
  }

  /// Free functions a reducer calls as the view model did: they log or check, and change
  /// nothing (`dispatchPrecondition(condition: .onQueue(.main))` holds in a reducer too); or
  /// they stop the program, there as here.
  static let carriedFunctions: Set<String> = [
    "print", "debugPrint", "assert", "precondition", "dispatchPrecondition", "NSLog", "os_log", "DDLogError", "DDLogWarn",
    "DDLogInfo", "DDLogDebug", "DDLogVerbose", "fatalError", "assertionFailure", "preconditionFailure",
  ]
  /// The ones that stop the program wherever they are reached.
  static let traps: Set<String> = ["fatalError", "assertionFailure", "preconditionFailure"]

  /// A logger's levels, called on a logging type: `MXLog.info(…)`, `Log.error(…)`, `AppLogger.debug(…)`.
  static let logLevels: Set<String> = ["log", "trace", "debug", "verbose", "info", "notice", "warning", "warn", "error", "fault", "critical"]

  /// A call the reducer makes as the view model did: a carried function, or a level of a
  /// logging type named with its type (`MXLog.info(…)`), which writes to the log and changes
  /// nothing the feature holds.
  static func isCarried(_ callee: ExpressionSyntax) -> Bool {
    switch callee.kind {
    case let .name(name): return carriedFunctions.contains(name)
    case let .member(base, level):
      guard case let .name(type) = base.kind else { return false }
      return isLogging(type, level: level)
    default: return false
    }
  }

  /// A write to the defaults where State keeps preferences in the same store
  /// (`@Shared(.appStorage)`): under one of their keys, or a key the code computes, it changes a
  /// preference behind the reducer's back; under any key, it reaches a preference whose key holds
  /// a `.` or an `@`, which swift-sharing observes through every change notification of the store.
  private func checkDefaultsWrite(_ arguments: [Argument]) throws {
    let preferences = environment.fields.values.filter { $0.appStorageKey != nil }.sorted { $0.name < $1.name }
    guard !preferences.isEmpty else { return }
    // `"sound.on"` of `"sound.on", store: .group`.
    let keys = preferences.map { ($0.name, TopLevelSplit.split($0.appStorageKey ?? "", on: ",").first?.trimmed() ?? "") }
    guard let key = arguments.first(where: { $0.label == "forKey" }), case .string = key.value.kind else {
      throw Refusal(reason: "it writes the defaults under a key it computes, where State keeps preferences ('\(keys[0].0)')")
    }
    let written = method.sourceText(key.value.range)
    if let (name, _) = keys.first(where: { $0.1 == written }) {
      throw Refusal(reason: "it writes the defaults under \(written), State's preference '\(name)'")
    }
    if let (name, observed) = keys.first(where: { $0.1.contains(".") || $0.1.contains("@") }) {
      throw Refusal(reason: "it writes the defaults, where State's preference '\(name)' (\(observed)) hears every change to the store")
    }
  }

  /// `MXLog.info`: a level of a logging type.
  static func isLogging(_ type: String, level: String) -> Bool {
    guard logLevels.contains(level), type.first?.isUppercase == true else { return false }
    return type.hasSuffix("Log") || type.hasSuffix("Logger") || type.hasSuffix("Logging")
  }

  /// One statement that changes State or computes a value.
  private func plainLine(_ statement: Statement, _ path: inout Path) throws -> String {
    // `let data = try JSONEncoder().encode(draft)`: a reducer's case cannot throw, and the
    // legacy `catch` would have handled the failure.
    var throwing = false
    InitializerPort.visit(statement) { expression in
      if case .try("try", _) = expression.kind { throwing = true }
    }
    if throwing { throw Refusal(reason: "it calls something that throws where the reducer runs, whose failure the reducer cannot catch") }
    var expressions = expressionPort(path)
    switch statement.kind {
    case let .expression(expression):
      // Inside a loop or a plain `switch`, no constant can keep the value an effect caused
      // before reads (`snapshot(_:before:…)` does that for a statement of the body's own).
      if let field = writtenField(expression, path), path.snapshots[field] == nil, Self.effects(path.effects, read: field) {
        throw Refusal(reason: "it changes '\(field)' after reporting or handing on its value, inside a block no constant can keep the value from before of")
      }
      switch expression.kind {
      case let .assignment(target, op, value):
        return try assignmentText(target: target, op: op, value: value, expressions: &expressions, path: path)
      case let .call(callee, arguments):
        if case let .member(base, name) = callee.kind, let root = BodyWrites.rootProperty(of: base), let field = environment.fields[root],
          !BodyWrites.startsAtLocal(base, in: path.locals)
        {
          if let observer = environment.observers[root] { throw Refusal(reason: "it changes '\(root)', and a reducer would not run \(observer)") }
          if field.isSubjectValue {
            // A subject's `send` is State's assignment.
            guard FrameworkTypes.sendingMethods.contains(name), arguments.count == 1, InitializerPort.field(of: base) == root else {
              throw Refusal(reason: "it calls '\(name)' on '\(root)', a subject whose value State holds")
            }
            return "state.\(root) = " + (try expressions.text(arguments[0].value))
          }
          guard !field.isShared else { throw Refusal(reason: "it changes '\(root)', a shared preference, in place") }
          guard BodyWrites.mutatingMethods.contains(name), !FrameworkTypes.sendingMethods.contains(name) else {
            throw Refusal(reason: "it calls '\(root).\(name)', whose effect on State Graft cannot tell")
          }
          return try expressions.text(expression)
        }
        if environment.isCarried(callee), !BodyWrites.startsAtLocal(callee, in: path.locals) {
          let text = try expressions.text(expression)
          if environment.capturesMessage(callee), SwiftIdentifier.isMentioned("state", in: text) {
            throw Refusal(reason: "it logs a value of State through the system's Logger, whose message would capture the reducer's 'state'")
          }
          return text
        }
        // A local value changed in place (`copy.append(item)`, on a `var`); any other call on a
        // local may act on an object the local refers to (`request.submit(text)`, and
        // `properties.remove(items)` on a `let`, where only a method that does not mutate the
        // value compiles), out of Graft's sight.
        if BodyWrites.startsAtLocal(callee, in: path.locals) {
          guard case let .member(_, name) = callee.kind, BodyWrites.mutatingMethods.contains(name), !FrameworkTypes.sendingMethods.contains(name),
            let root = BodyWrites.rootName(of: callee), path.variables.contains(root)
          else {
            throw Refusal(reason: "it calls '\(method.sourceText(callee.range))' on a local, whose effect Graft cannot see")
          }
          return try expressions.text(expression)
        }
        // `UserDefaults.standard.set(true, forKey: "onboarded")`: the store TCA's
        // `defaultAppStorage` stands for, changed where the legacy code changed it.
        if let called = SystemDependency.defaultsMethod(called: callee, properties: environment.systemProperties, locals: path.locals),
          SystemDependency.defaultsWrites.contains(called)
        {
          try checkDefaultsWrite(arguments)
          return try expressions.text(expression)
        }
        // What the call reaches, when it says (a singleton, the system, a method of the view model).
        _ = try expressions.text(expression)
        throw Refusal(reason: "it calls something whose effect Graft cannot see")
      default:
        throw Refusal(reason: "an expression whose value goes nowhere")
      }
    case let .variable(variable):
      let keyword = variable.isConstant ? "let" : "var"
      let type = variable.type.map { ": " + environment.qualifier.qualify($0) } ?? ""
      guard let initializer = variable.initializer else { return "\(keyword) \(variable.names.joined(separator: ", "))\(type)" }
      let names = variable.names.count == 1 ? variable.names[0] : "(" + variable.names.joined(separator: ", ") + ")"
      try path.declare(variable.names)
      if !variable.isConstant { path.variables.formUnion(variable.names) }
      return "\(keyword) \(names)\(type) = \(try expressions.text(initializer))"
    case let .for(names, sequence, whereClause, body):
      guard whereClause == nil else { throw Refusal(reason: "a loop with a 'where' clause") }
      var inner = path
      try inner.declare(names)
      let head = "for \(names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")") in \(try expressions.text(sequence)) {"
      return ([head] + indent(try plainLines(body, &inner)) + ["}"]).joined(separator: "\n")
    default:
      throw Refusal(reason: "'\(firstLine(of: statement))' is a statement Graft does not port")
    }
  }

  /// `state.text = newText`; a shared preference through its lock; an error kept as its message.
  private func assignmentText(
    target: ExpressionSyntax, op: String, value: ExpressionSyntax, expressions: inout ExpressionPort, path: Path
  ) throws -> String {
    // `_ = formatter.string(from: date)`: the value made and dropped, as the legacy code did.
    if case .name("_") = target.kind, op == "=" { return "_ = " + (try expressions.text(value)) }
    guard let root = BodyWrites.rootProperty(of: target) else { throw Refusal(reason: "it assigns something Graft cannot name") }
    // `self.error = error`: the field, whatever local has its name.
    var targetsSelf = false
    if case let .member(base, _) = target.kind, case .name("self") = base.kind { targetsSelf = true }
    if path.locals.contains(root), !targetsSelf {
      return try expressions.text(target) + " \(op) " + (try expressions.text(value))
    }
    guard let field = environment.fields[root] else { throw Refusal(reason: environment.notHeld("sets", root, member: root)) }
    if op == "=", environment.eventFields.contains(root) {
      throw Refusal(reason: "it sets '\(root)' to the value it always holds, so that its publisher sends it again as an event; State set to the value it already holds tells no view: model the event (a delegate action, or a counter in State)")
    }
    if let observer = environment.observers[root], !path.observing.contains(root) {
      throw Refusal(reason: "it sets '\(root)', and a reducer would not run \(observer)")
    }
    var valueText = try expressions.text(value)
    if field.note != nil {
      // `Error?` is its message in State.
      guard op == "=" else { throw Refusal(reason: "it combines an error") }
      switch value.kind {
      case .nil: break
      // A parameter of the method is read by its type (`update(error: (any Error)?)` may pass
      // nil); any other local of the name is the error a `catch` caught.
      case let .name(name) where method.parameters.contains { ($0.name ?? $0.label) == name }:
        // The error a `catch` binds may hide a parameter of its name: which one is read here
        // depends on where the assignment is, which the porter does not track.
        if Self.catchBinds(name, in: method.statements ?? []) {
          throw Refusal(reason: "it sets '\(root)' from '\(name)', a name both a parameter and the error a 'catch' binds")
        }
        let type = method.parameters.first { ($0.name ?? $0.label) == name }?.type ?? ""
        guard FeatureBuilder.isError(type) else { throw Refusal(reason: "it sets '\(root)', an error State keeps as its message, from '\(name)', which is no error") }
        valueText = name + (type.trimmed().hasSuffix("?") || type.trimmed().hasSuffix("!") ? "?.localizedDescription" : ".localizedDescription")
      case let .name(name) where name == path.failureName && path.locals.contains(name): valueText = name + ".localizedDescription"
      default: throw Refusal(reason: "it sets '\(root)', an error State keeps as its message, from a value Graft cannot read as one")
      }
    }
    let targetText = try expressions.text(target)
    if field.isShared {
      guard InitializerPort.field(of: target) == root, op == "=" else { throw Refusal(reason: "it changes a shared preference in place") }
      return "state.$\(root).withLock { $0 = \(valueText) }"
    }
    return "\(targetText) \(op) \(valueText)"
  }

  private func conditionsText(_ conditions: [Condition], _ path: inout Path) throws -> String {
    var expressions = expressionPort(path)
    var parts: [String] = []
    for condition in conditions {
      switch condition.kind {
      case let .expression(value):
        parts.append(try expressions.text(value))
      case let .optionalBinding(isConstant, name, value):
        let keyword = isConstant ? "let" : "var"
        if let value {
          parts.append("\(keyword) \(name) = \(try expressions.text(value))")
        } else {
          // `if let text`: shorthand for a field, or for a value State derives (not inside an effect).
          let derived = environment.derived[name].map { !$0.isMethod && !expressions.inEffect } ?? false
          guard environment.fields[name] != nil || derived, !path.locals.contains(name) else {
            if path.locals.contains(name) {
              parts.append("\(keyword) \(name)")
              if path.payload.contains(name) { path.unwrappedPayload.insert(name) }
              break
            }
            throw Refusal(reason: environment.notHeld("unwraps", name, member: name))
          }
          parts.append("\(keyword) \(name) = state.\(name)")
        }
        try path.declare([name])
        // `if let colorCode`, `guard let colorCode = colorCode`: the action's value, unwrapped.
        if path.payload.contains(name), value.map({ $0.kind == .name(name) }) ?? true {
          path.reboundPayload.remove(name)
          path.unwrappedPayload.insert(name)
        }
        expressions.locals.insert(name)
      case let .pattern(pattern, names, value):
        parts.append("case \(environment.qualifier.qualify(pattern)) = \(try expressions.text(value))")
        try path.declare(names)
        expressions.locals.formUnion(names)
      case .availability:
        throw Refusal(reason: "an availability check")
      }
    }
    return parts.joined(separator: ", ")
  }

  // MARK: - Helpers

  private func hasEffectsOrExits(_ statements: [Statement]) -> Bool {
    var found = false
    for statement in statements {
      InitializerPort.visitStatements(statement) { inner in
        switch inner.kind {
        case .return, .defer, .throw, .do: found = true
        // A service called as a statement is work an effect does; one called for a value is
        // read in the reducer.
        case let .expression(expression):
          var call = expression
          if case let .assignment(target, "=", value) = call.kind, case .name("_") = target.kind { call = value }
          if case let .try(_, inner) = call.kind { call = inner }
          if case let .call(callee, _) = call.kind, let (base, _) = environment.calledMethod(callee), !environment.isCarried(callee),
            environment.service(receiving: base) != nil
          {
            found = true
          }
          if SystemDependency.openedURL(by: call) != nil || Delay.isAsyncAfter(call) { found = true }
        default: break
        }
      }
      InitializerPort.visit(statement) { expression in
        if case .await = expression.kind { found = true }
        if case let .call(callee, arguments) = expression.kind {
          // An outcome reported (a closure's, the delegate's, a subject's), or a helper run.
          if environment.outcome(calledBy: callee, arguments: arguments) != nil {
            found = true
          } else if let root = BodyWrites.rootProperty(of: callee) {
            if environment.closures[root] != nil || environment.requirements[root] != nil
              || (environment.methods[root] != nil && environment.valueHelper(called: callee, arguments: arguments) == nil)
            {
              found = true
            }
          }
        }
      }
    }
    return found
  }

  /// Whether a `catch` of the body binds `name` (`catch` binds `error`).
  static func catchBinds(_ name: String, in statements: [Statement]) -> Bool {
    var found = false
    for statement in statements {
      InitializerPort.visitStatements(statement) { inner in
        guard case let .do(_, catches) = inner.kind else { return }
        if catches.contains(where: { ($0.pattern == nil && name == "error") || $0.names.contains(name) }) { found = true }
      }
    }
    return found
  }

  /// Types every error is, or may be: a catch of one is a catch of every error.
  static let errorsOfEveryKind: Set<String> = ["Error", "NSError", "LocalizedError", "CustomNSError", "RecoverableError", "CustomStringConvertible", "Any"]

  /// The name a catch that catches every error binds it to: `error` for `catch`, `""` for
  /// `catch _`, `failure` for `catch let failure`; nil for a catch that tells errors apart.
  static func catchAllName(_ pattern: String?) -> String? {
    guard let pattern = pattern?.trimmed() else { return "error" }
    if pattern == "_" { return "" }
    for prefix in ["let ", "var "] where pattern.hasPrefix(prefix) {
      let name = pattern.dropFirst(prefix.count).trimmed()
      if SwiftIdentifier.isValid(name) { return name }
    }
    return nil
  }

  /// The animation steps' changes ask for (`AnimatedChanges`), whose blocks then run in place.
  private mutating func animation(ofSteps steps: [[Statement]]) throws -> String? {
    guard let animated = try AnimatedChanges.animation(
      ofSteps: steps, writes: { changesState($0) }, writesBeforeWaiting: { changesStateBeforeWaiting($0) }, text: method.sourceText)
    else { return nil }
    // `withAnimation { onClose?() }`: the parent animated what it did on hearing it, which a
    // delegate action sent from an effect does not do.
    let outcomes = Set(environment.closures.keys).union(environment.subjects.keys).union(environment.requirements.keys)
    var reporting: Statement?
    for statement in steps.joined() {
      statement.forEachStatement { nested in
        guard reporting == nil, animated.blocks.contains(nested.range.lowerBound),
          let block = AnimatedChanges.block(of: nested, text: method.sourceText)
        else { return }
        reporting = block.body.first { BodyWrites.writes($0, stored: [], reported: outcomes) && !changesState($0) }
      }
    }
    if let reporting {
      throw Refusal(reason: "it reports '\(firstLine(of: reporting))' inside 'withAnimation', which the parent animated and a delegate action does not")
    }
    animatedBlocks.formUnion(animated.blocks)
    return animated.animation
  }

  /// Whether a statement that waits may change State before it does: `field = await …` and
  /// `let x = try await …` change nothing until the wait is over (the response's case sets the
  /// field); a helper's first statements, a branch or a hop to the main actor may.
  private func changesStateBeforeWaiting(_ statement: Statement) -> Bool {
    var value: ExpressionSyntax?
    switch statement.kind {
    case let .expression(expression):
      if case let .assignment(_, "=", assigned) = expression.kind { value = assigned } else { value = expression }
    case let .variable(variable): value = variable.initializer
    default: return changesState(statement)
    }
    guard var waited = value else { return changesState(statement) }
    if case let .try(_, inner) = waited.kind { waited = inner }
    guard case let .await(call) = waited.kind, case let .call(callee, _) = call.kind, case let .member(base, _) = callee.kind,
      base.kind != .name("self"), environment.ownMethod(called: callee) == nil
    else { return changesState(statement) }
    return false
  }

  /// Whether a statement may change State: a field set or changed in place, a closure handed
  /// on, or a helper of the view model's that does (a few calls deep).
  private func changesState(_ statement: Statement, depth: Int = 0) -> Bool {
    if BodyWrites.writes(statement, stored: fieldNames, reported: []) { return true }
    var helperChanges = false
    statement.forEachExpression { expression in
      guard !helperChanges, case let .call(callee, _) = expression.kind else { return }
      let name: String
      switch callee.kind {
      case let .name(called): name = called
      case let .member(base, called) where base.kind == .name("self"): name = called
      default: return
      }
      guard let helper = environment.methods[name] else { return }
      guard depth < Self.maximumInlining, let body = helper.statements else {
        helperChanges = true
        return
      }
      helperChanges = body.contains { changesState($0, depth: depth + 1) }
    }
    return helperChanges
  }

  private func containsAwait(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      var found = false
      InitializerPort.visit(statement) { if case .await = $0.kind { found = true } }
      return found
    }
  }

  private func containsAwait(_ expression: ExpressionSyntax) -> Bool {
    var found = false
    expression.forEach { if case .await = $0.kind { found = true } }
    return found
  }

  /// Whether a statement reads `name`, in the closures it holds too.
  static func reads(_ statement: Statement, _ name: String) -> Bool {
    var found = false
    InitializerPort.visit(statement) { expression in
      if Self.reads(expression, name) { found = true }
    }
    return found
  }

  static func reads(_ expression: ExpressionSyntax, _ name: String) -> Bool {
    var found = false
    expression.forEach { node in
      if case let .name(read) = node.kind, read == name { found = true }
      if case let .call(_, arguments) = node.kind {
        for closure in arguments.compactMap(\.closure) where closure.body.contains(where: { Self.reads($0, name) }) { found = true }
      }
      if case let .closure(closure) = node.kind, closure.body.contains(where: { Self.reads($0, name) }) { found = true }
    }
    return found
  }

  /// `: Sections?` for a value that says nothing of its type on its own (`nil`, `.locations`,
  /// `.picked(id: 1)`, `[]`, a number), bound to a helper's parameter: the parameter's type, as written.
  private static func writtenType(of parameter: Parameter, for value: ExpressionSyntax, _ environment: PortEnvironment) -> String {
    let needsType: Bool
    switch value.kind {
    case .nil, .implicitMember, .integer, .float: needsType = true
    case let .array(elements): needsType = elements.isEmpty
    case let .dictionary(elements): needsType = elements.isEmpty
    // `.showIsPicked(withId: id)`: a case with values, no more typed than one without.
    case let .call(callee, _):
      if case .implicitMember = callee.kind { needsType = true } else { needsType = false }
    default: needsType = false
    }
    let type = parameter.type.hasPrefix("@escaping ") ? String(parameter.type.dropFirst("@escaping ".count)) : parameter.type
    guard needsType, !type.isEmpty, !type.contains("some "), !type.contains("..."), !type.contains("inout") else { return "" }
    return ": " + environment.qualifier.qualify(type)
  }

  /// A parameter's type as a response's value can declare it: not a closure, an opaque type,
  /// a variadic or an `inout` one.
  private static func carriableType(of parameter: Parameter) -> String? {
    carriableType(written: parameter.type)
  }

  /// A written type a response's value can declare: not a closure (an action carries values),
  /// an opaque type, a variadic or an `inout` one.
  private static func carriableType(written type: String) -> String? {
    guard !type.isEmpty, !type.contains("some "), !type.contains("any "), !type.contains("..."), !type.contains("inout"),
      !type.contains("@escaping"), !TypeText(type).isClosure
    else { return nil }
    return type
  }

  /// Each parameter of a helper with the argument a call passes it, by label, in order; nil for
  /// one the call leaves out, whose default is a literal (`animated: Bool = true`). Nil when the
  /// call's arguments bind otherwise (a default that reads something, a variadic parameter).
  static func bind(_ arguments: [Argument], to parameters: [Parameter]) -> [(Parameter, Argument?)]? {
    var bound: [(Parameter, Argument?)] = []
    var remaining = arguments[...]
    for parameter in parameters {
      guard !parameter.type.contains("...") else { return nil }
      if let next = remaining.first, next.label == parameter.argumentLabel {
        bound.append((parameter, next))
        remaining = remaining.dropFirst()
      } else if let value = parameter.defaultValue?.trimmed(), InitializerPort.isLiteral(value) {
        bound.append((parameter, nil))
      } else {
        return nil
      }
    }
    return remaining.isEmpty ? bound : nil
  }

  private func argumentIsName(_ argument: Argument, _ name: String) -> Bool {
    if case let .name(passed) = argument.value.kind { return passed == name }
    return false
  }

  private func firstLine(of statement: Statement) -> String {
    let text = method.sourceText(statement.range)
    let line = text.prefix { $0 != "\n" }
    return line.count > 60 ? String(line.prefix(57)) + "…" : String(line)
  }

  private func indent(_ lines: [String]) -> [String] {
    lines.map { line in line.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") }
  }

  /// A response's name no other response of the action has, taken as soon as it is chosen: a
  /// wait inside the response's own cases is named before that response is complete.
  private mutating func uniqueResponseName(for method: String) -> String {
    let actionName = SwiftIdentifier.unquoted(action.name)
    return uniqueCaseName(ResponseCase.name(answering: responseNames.isEmpty ? actionName : actionName + CaseConversion.upperFirst(method)))
  }

  /// `base`, or `base2`, `base3`… where the port already named a case so.
  private mutating func uniqueCaseName(_ base: String) -> String {
    var name = base
    var number = 2
    while responseNames.contains(name) {
      name = base + "\(number)"
      number += 1
    }
    responseNames.insert(name)
    return name
  }

  /// `String?` → `String`, `(() -> Void)?` → `() -> Void`.
  static func unwrapped(_ type: String) -> String {
    var type = type.trimmed()
    guard type.hasSuffix("?") || type.hasSuffix("!") else { return type }
    type.removeLast()
    if type.hasPrefix("("), type.hasSuffix(")"), TopLevelSplit.split(String(type.dropFirst().dropLast()), on: ",").count == 1 {
      type = String(type.dropFirst().dropLast())
    }
    return type
  }

  static func optional(_ type: String) -> String {
    type.hasSuffix("?") ? type : (TypeText(type).isClosure || type.contains(" ") ? "(\(type))?" : type + "?")
  }

}

extension StateField {
  /// A preference shared through `@Shared(.appStorage)`.
  var isShared: Bool { appStorageKey != nil }
}

extension Value {
  /// The name the legacy method gives the value: `state` for the `stateValue` a case binds.
  var parameterName: String {
    BodyPorter.reducerNames.first { BodyPorter.alias(of: $0) == name } ?? name
  }
}
