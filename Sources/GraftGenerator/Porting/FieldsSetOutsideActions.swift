import SwiftDeclarationParser

/// The fields a view model changes outside its view actions: in its initializer, from what
/// State.init cannot compute (`helpImproveValue = permission.get()`), and in the closures its
/// other members hand on (a subscription's `sink`, a completion handler, `assign(to: &$field)`).
/// State starts such a field at its default and no action follows its changes, so a port that
/// reads it would see another value than the legacy method saw: it is not ported. Nor is one that
/// calls an object those closures were handed to (`loader = PlanLoader(onError: { self.error = $0 })`,
/// `badges.pinned.sink { self.badge = $0 }`): what the object reports back, no action hears.
enum FieldsSetOutsideActions {
  struct Found {
    /// Per field of State, where the view model sets it outside its actions.
    var fields: [String: String] = [:]
    /// Per property of the view model, how it was handed closures that set State outside the
    /// actions (`its initializer makes it with closures that set 'error'`).
    var reporters: [String: String] = [:]
  }

  /// `superclassInitializers`: those of the superclasses whose members State holds, which
  /// `super.init(…)` runs.
  /// `started`: the methods of the actions the initializer runs last whose ports set State, as
  /// the store's first actions do.
  static func find(
    in viewModel: ViewModel, model: FeatureModel, started: Set<String> = [], superclassInitializers: [Declaration] = []
  ) -> Found {
    let fields = Set(model.state.map(\.name))
    let members = Set(viewModel.members.map(\.name))
    var found: [String: String] = [:]
    var reporters: [String: String] = [:]
    func noteReporters(in statements: [Statement], place: String) {
      for (property, field, made) in handedClosures(in: statements, fields: fields, members: members) where reporters[property] == nil {
        reporters[property] = "\(place) \(made ? "makes it with" : "hands it") closures that set '\(field)'"
      }
    }
    for (field, how) in model.fieldsSetByInitializer where fields.contains(field) {
      found[field] = "in its initializer \(how)"
    }
    let actions = Set(model.viewActions.map(\.name))
    let runByActions = actions.union(helpersOnlyActionsCall(in: viewModel, actions: actions))
    for member in viewModel.members {
      let declaration = member.declaration
      guard declaration.kind == .function || declaration.kind == .initializer, !runByActions.contains(member.name),
        var statements = declaration.statements
      else { continue }
      // What `transform(_:)` does with a stream of the view's is that stream's action, ported
      // or not, as a method that is an action is.
      let selector = MemberClassifier.selector(of: declaration)
      let streams = model.viewActions.compactMap { $0.stream(readBy: selector) }
      if !streams.isEmpty {
        statements.removeAll { statement in streams.contains { TransformInput.reads(statement, $0, of: declaration) } }
      }
      let place = declaration.kind == .initializer ? "its initializer" : "'\(member.name)'"
      for field in assignedLater(in: statements, fields: fields).sorted() where found[field] == nil {
        found[field] = "in a closure that \(place) hands on"
      }
      noteReporters(in: statements, place: place)
    }
    // What the initializers hand on, and the methods they call (`resync()`), set fields before
    // any action, where State.init, which runs neither, leaves them at their defaults.
    let initializers = viewModel.members.map(\.declaration).filter { $0.kind == .initializer } + superclassInitializers
    for initializer in superclassInitializers {
      for field in assignedLater(in: initializer.statements ?? [], fields: fields).sorted() where found[field] == nil {
        found[field] = "in a closure that its superclass's initializer hands on"
      }
      noteReporters(in: initializer.statements ?? [], place: "its superclass's initializer")
    }
    let methods = viewModel.methodsByName
    let actionMethods = Set(model.viewActions.map { String($0.origin.prefix { $0 != "(" }) })
    // An action the initializer runs is the store's first action: what it sets, an action sets.
    for initializer in initializers {
      var pending = ownCalls(in: initializer.statements ?? [], among: methods, actionMethods: actionMethods).filter { !started.contains($0) }
      var visited = Set(pending)
      while let name = pending.first {
        pending.removeFirst()
        guard let statements = methods[name]?.statements else { continue }
        for field in assigned(in: statements, fields: fields).sorted() where found[field] == nil {
          found[field] = "in '\(name)', which its initializer calls"
        }
        noteReporters(in: statements, place: "'\(name)', which its initializer calls,")
        for next in ownCalls(in: statements, among: methods, actionMethods: actionMethods) where visited.insert(next).inserted { pending.append(next) }
      }
    }
    return Found(fields: found, reporters: reporters)
  }

  /// Whether the chain a subscription starts from reads a property of its root, not calls one of
  /// its methods: `badges.pinned.receive(on: .main)` streams what the service keeps;
  /// `service.suggestions()` answers one request.
  private static func readsPropertyOfRoot(_ expression: ExpressionSyntax) -> Bool {
    var current = expression
    var isCalled = false
    while true {
      switch current.kind {
      case let .call(callee, _):
        isCalled = true
        current = callee
      case let .member(base, _):
        if BodyWrites.property(named: base) != nil { return !isCalled }
        isCalled = false
        current = base
      case let .optionalChain(inner), let .forceUnwrap(inner):
        current = inner
      default:
        return false
      }
    }
  }

  /// The view model's properties that `statements` hand closures setting State for as long as they
  /// live: made with them (`loader = PlanLoader(onError: { [weak self] in self?.error = $0 })`), or
  /// subscribed to through the property (`badges.pinned.sink { self.badge = $0 }`, `client.observe
  /// { … }`), not handed one call's completion (`client.stop { self.isStopping = false }`); with
  /// the first field such a closure sets.
  private static func handedClosures(
    in statements: [Statement], fields: Set<String>, members: Set<String>
  ) -> [(property: String, field: String, made: Bool)] {
    var found: [(property: String, field: String, made: Bool)] = []
    func firstField(handedTo expression: ExpressionSyntax) -> String? {
      var value = expression
      while true {
        switch value.kind {
        case let .try(_, inner), let .await(inner), let .parenthesized(inner): value = inner
        default:
          return value.closuresMade.lazy.compactMap { closure in fieldsSet(in: closure, fields: fields).sorted().first }.first
        }
      }
    }
    visitAll(statements) { expression in
      switch expression.kind {
      case let .assignment(target, "=", value):
        guard let property = BodyWrites.rootProperty(of: target), members.contains(property), let field = firstField(handedTo: value) else { return }
        found.append((property, field, true))
      case let .call(callee, _):
        guard case let .member(base, name) = callee.kind, FrameworkTypes.subscribingCalls.contains(name),
          let property = BodyWrites.rootProperty(of: base), members.contains(property), readsPropertyOfRoot(base),
          let field = firstField(handedTo: expression)
        else { return }
        found.append((property, field, false))
      default:
        return
      }
    }
    return found
  }

  /// The view model's private methods that only its actions name, or other such methods
  /// (`loadNextPage()`, called by `reachedBottom()` alone): what their closures set follows
  /// an action, as an action's own closure does. One the initializer, an observer, a property,
  /// another method or a `#selector` names is not among them, nor is one nothing names.
  private static func helpersOnlyActionsCall(in viewModel: ViewModel, actions: Set<String>) -> Set<String> {
    // Only a private helper: another type may call any other method.
    let methods = viewModel.members.filter { member in
      member.declaration.kind == .function && !actions.contains(member.name)
        && (member.declaration.hasModifier("private") || member.declaration.hasModifier("fileprivate"))
    }.map(\.name)
    let bodies = viewModel.members.compactMap { member in member.declaration.bodyText.map { (member.name, $0) } }
    // A caller is any member that names it; one that hands it on (`#selector(refresh)`) counts as
    // no action's caller, since whatever it is handed to calls it.
    let callers = Dictionary(methods.map { method in
      (method, bodies.filter { $0.0 != method && SwiftIdentifier.isMentioned(method, in: $0.1) }.map { caller in
        caller.1.contains("#selector(\(method)") || caller.1.contains("#selector(self.\(method)") ? "#selector" : caller.0
      })
    }, uniquingKeysWith: { first, _ in first })
    var found: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for method in methods where !found.contains(method) {
        let callers = callers[method] ?? []
        if !callers.isEmpty, callers.allSatisfy({ actions.contains($0) || found.contains($0) }) {
          found.insert(method)
          changed = true
        }
      }
    }
    return found
  }

  /// The first of `fields` that `method` reads, in its order, itself or through the view
  /// model's methods it calls (`helpers`, which the port runs in place): not one it only sets
  /// with `=`, nor a parameter of the field's name (`self.status = status`).
  static func firstRead(of fields: [String: String], in method: PortedMethod, helpers: [String: Declaration] = [:]) -> String? {
    guard !fields.isEmpty else { return nil }
    var visited: Set<String> = [method.name]
    guard method.isClosure else { return firstRead(of: fields, in: method.declaration, helpers: helpers, visited: &visited) }
    return firstRead(of: fields, in: method.statements ?? [], parameters: method.parameters, helpers: helpers, visited: &visited)
  }

  private static func firstRead(of fields: [String: String], in method: Declaration, helpers: [String: Declaration], visited: inout Set<String>) -> String? {
    // A computed property among the helpers is read through its getter.
    guard let statements = method.kind == .var ? method.getterStatements : method.statements else { return nil }
    return firstRead(of: fields, in: statements, parameters: method.parameters, helpers: helpers, visited: &visited)
  }

  private static func firstRead(
    of fields: [String: String], in statements: [Statement], parameters: [Parameter], helpers: [String: Declaration], visited: inout Set<String>
  ) -> String? {
    var reads = ScopedReads(fields: fields, helpers: helpers, visited: visited)
    reads.scan(statements, locals: Set(parameters.compactMap { $0.name ?? $0.label }))
    visited = reads.visited
    if let read = reads.read { return read }
    for helper in reads.called {
      if let read = firstRead(of: fields, in: helper, helpers: helpers, visited: &visited) { return read }
    }
    return nil
  }

  /// The fields a body reads, in order, where no name it binds hides them: `guard let playlists
  /// = try await load()` then `self?.playlists = playlists` reads the local, not the field. A
  /// name is the body's from its binding to the end of its scope (a `let` to the end of its block,
  /// an `if let` in its branch, a closure's parameters in the closure).
  private struct ScopedReads {
    let fields: [String: String]
    let helpers: [String: Declaration]
    var visited: Set<String>
    var read: String?
    var called: [Declaration] = []

    init(fields: [String: String], helpers: [String: Declaration], visited: Set<String>) {
      self.fields = fields
      self.helpers = helpers
      self.visited = visited
    }

    mutating func scan(_ statements: [Statement], locals: Set<String>) {
      var locals = locals
      for statement in statements where read == nil {
        switch statement.kind {
        case let .if(branch):
          let inner = conditions(branch.conditions, locals: locals)
          scan(branch.then, locals: inner)
          scan(branch.otherwise ?? [], locals: locals)
        case let .guard(list, otherwise):
          let inner = conditions(list, locals: locals)
          scan(otherwise, locals: locals)
          locals = inner
        case let .while(list, body):
          scan(body, locals: conditions(list, locals: locals))
        case let .for(names, sequence, whereClause, body):
          check(sequence, locals: locals)
          if let whereClause { check(whereClause, locals: locals.union(names)) }
          scan(body, locals: locals.union(names))
        case let .switch(subject, cases):
          check(subject, locals: locals)
          for item in cases {
            if let whereClause = item.whereClause { check(whereClause, locals: locals.union(item.names)) }
            scan(item.body, locals: locals.union(item.names))
          }
        case let .do(body, catches):
          scan(body, locals: locals)
          for clause in catches { scan(clause.body, locals: locals.union(clause.names).union(clause.pattern == nil ? ["error"] : [])) }
        case let .repeat(body, condition):
          scan(body, locals: locals)
          check(condition, locals: locals)
        case let .defer(body):
          scan(body, locals: locals)
        case let .variable(variable):
          if let initializer = variable.initializer { check(initializer, locals: locals) }
          locals.formUnion(variable.names)
        default:
          for expression in statement.ownExpressions { check(expression, locals: locals) }
        }
      }
    }

    /// Checks a condition list in order, each clause seeing the names the ones before it bound;
    /// returns the names in scope after it.
    private mutating func conditions(_ list: [Condition], locals: Set<String>) -> Set<String> {
      var locals = locals
      for condition in list {
        switch condition.kind {
        case let .expression(value): check(value, locals: locals)
        case let .optionalBinding(_, name, value):
          // `if let items`: shorthand for the member of that name.
          if let value { check(value, locals: locals) } else if !locals.contains(name), fields[name] != nil { read = read ?? name }
          locals.insert(name)
        case let .pattern(_, names, value):
          check(value, locals: locals)
          locals.formUnion(names)
        case .availability: break
        }
      }
      return locals
    }

    private mutating func check(_ expression: ExpressionSyntax, locals: Set<String>) {
      var written: Set<Range<Int>> = []
      var closures: [Closure] = []
      var found: String?
      var calls: [Declaration] = []
      let fields = fields
      let helpers = helpers
      var visited = visited
      expression.forEach { node in
        guard found == nil else { return }
        switch node.kind {
        case let .assignment(target, "=", _):
          written.insert(target.range)
        case let .name(name) where fields[name] != nil && !locals.contains(name) && !written.contains(node.range):
          found = name
        case let .member(base, name) where fields[name] != nil && base.isSelf && !written.contains(node.range):
          found = name
        case let .call(callee, _):
          if let name = callee.ownMethodName, !locals.contains(name), let helper = helpers[name], visited.insert(name).inserted { calls.append(helper) }
        // `error != nil` through `var hasError: Bool { error != nil }`: what its getter reads.
        case let .name(name) where !locals.contains(name):
          if let getter = helpers[name], getter.kind == .var, visited.insert(name).inserted { calls.append(getter) }
        case let .member(base, name) where base.isSelf:
          if let getter = helpers[name], getter.kind == .var, visited.insert(name).inserted { calls.append(getter) }
        default:
          break
        }
        closures += node.closuresMade
      }
      self.visited = visited
      called += calls
      if let found { read = read ?? found }
      for closure in closures where read == nil { scan(closure.body, locals: locals.union(closure.parameters)) }
    }
  }

  /// The view model's methods `statements` call: `resync()`, `self.resync()`; and in their
  /// closures, those that are no action's (`{ [weak self] in self?.unwrap($0) }`, a request's
  /// completion handing its result to a helper): an action run later (`Task { await self.load() }`)
  /// sets what it sets as the action does when the view sends it.
  private static func ownCalls(in statements: [Statement], among methods: [String: Declaration], actionMethods: Set<String>) -> [String] {
    var calls: [String] = []
    for statement in statements {
      InitializerPort.visit(statement) { expression in
        guard case let .call(callee, _) = expression.kind, let name = callee.ownMethodName else { return }
        if methods[name] != nil, !calls.contains(name) { calls.append(name) }
      }
    }
    visitAll(statements) { expression in
      guard case let .call(callee, _) = expression.kind, let name = callee.ownMethodName, !actionMethods.contains(name) else { return }
      if methods[name] != nil, !calls.contains(name) { calls.append(name) }
    }
    return calls
  }

  /// The fields `statements` change, themselves or in their closures: assigned (`=`, `+=`, a
  /// member's or an element's), handed `inout`, or called a mutating method on (the standard
  /// library's, and `mutating`, the sources' own).
  static func assigned(in statements: [Statement], fields: Set<String>, mutating: Set<String> = []) -> Set<String> {
    var found = assignedLater(in: statements, fields: fields, mutating: mutating)
    for statement in statements {
      InitializerPort.visit(statement) { expression in
        if case let .assignment(target, _, _) = expression.kind, let root = BodyWrites.rootProperty(of: target), fields.contains(root) {
          found.insert(root)
        }
        if case let .call(callee, _) = expression.kind, case let .member(base, name) = callee.kind,
          BodyWrites.mutatingMethods.contains(name) || mutating.contains(name), let root = BodyWrites.rootProperty(of: base), fields.contains(root)
        {
          found.insert(root)
        }
      }
    }
    return found
  }

  /// The fields that closures in `statements` change, whenever those closures run.
  private static func assignedLater(in statements: [Statement], fields: Set<String>, mutating: Set<String> = []) -> Set<String> {
    var found: Set<String> = []
    visitAll(statements) { expression in
      // `assign(to: &$results)`: a publisher writes the field from now on.
      if case let .prefix("&", inner) = expression.kind, let root = BodyWrites.rootProperty(of: inner) {
        let name = root.hasPrefix("$") ? String(root.dropFirst()) : root
        if fields.contains(name) { found.insert(name) }
      }
      for closure in expression.closuresMade { found.formUnion(fieldsSet(in: closure, fields: fields, mutating: mutating)) }
    }
    return found
  }

  /// The fields a closure changes when it runs.
  private static func fieldsSet(in closure: Closure, fields: Set<String>, mutating: Set<String> = []) -> Set<String> {
    var found: Set<String> = []
    visitAll(closure.body) { inner in
      switch inner.kind {
      case let .assignment(target, _, _):
        if let root = BodyWrites.rootProperty(of: target), fields.contains(root) { found.insert(root) }
      case let .call(callee, _):
        if case let .member(base, name) = callee.kind, BodyWrites.mutatingMethods.contains(name) || mutating.contains(name),
          let root = BodyWrites.rootProperty(of: base), fields.contains(root)
        {
          found.insert(root)
        }
      default:
        break
      }
    }
    return found
  }

  /// Every expression of `statements`, the bodies of the closures among them entered.
  private static func visitAll(_ statements: [Statement], _ body: (ExpressionSyntax) -> Void) {
    for statement in statements { statement.forEachExpressionEnteringClosures(body) }
  }
}
