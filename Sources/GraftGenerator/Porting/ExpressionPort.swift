import SwiftDeclarationParser

/// Carries one expression of a view model's method into the reducer: its source text with the
/// view model's names rewritten (`text` → `state.text`, `self.notes` → `notes`), or the reason it
/// cannot be. Inside an effect, State is not at hand: each field read is captured by value
/// (`[text = state.text]`) and read by its name.
struct ExpressionPort {
  var environment: PortEnvironment
  /// The method's declaration, whose file the expression's text comes from.
  var method: PortedMethod
  /// Names the body declares or binds, which hide members of the same name.
  var locals: Set<String>
  /// Whether the expression runs inside an effect (`.run`), where State is captured.
  var inEffect = false
  /// The fields an effect captures, in the order first read.
  var captures: [String] = []
  /// How many computed properties deep this expression is read.
  var depth = 0
  /// The enclosing body's names, which a getter read in it must not hit: inlined, its `draft`
  /// would read the body's local `draft`.
  var shadowed: Set<String> = []
  /// Where a sub-expression stands, for a getter inlined there: as the base of a member, call or
  /// subscript, or the operand of a prefix operator, it must be one operand; as an argument, or
  /// alone, anything goes; elsewhere (an operand of an infix operator) a prefix expression does.
  enum Position { case base, argument }
  /// Sub-expressions that stand as a base or as an argument (see `collect`).
  private(set) var positions: [Range<Int>: Position] = [:]
  /// The names called (`round` in `round(x)`), not read as values.
  private(set) var callees: Set<Range<Int>> = []
  /// Where the expression being ported stands: alone, or, for a computed property's getter,
  /// wherever the property was read.
  var wholePosition: Position? = .argument
  /// The range of the expression being ported, which needs no parentheses around it.
  private(set) var whole: Range<Int>? = nil
  /// Names written as another text: an inlined helper's parameters, and the caller's argument
  /// each stands for; a hoisted wait's name, whose node spans the wait's text, as itself.
  var substitutions: [String: String] = [:]
  /// Whether the body started work before this expression that an effect does later: a
  /// service read here would come before it.
  var followsPendingWork = false
  /// Whether `method` is the action's own and no helper's or observer's statements are carried
  /// in beside it: `#function` names it.
  var namesActionMethod = true
  /// Whether the expression is in a closure a collection's algorithm runs once per element: a
  /// `UUID()` there makes a value of its own each time.
  var runsPerElement = false
  /// The mutating algorithm whose closure is being read (`state.lines.removeAll { … }`): State is
  /// changing there, and reading any of it is an overlapping access Swift refuses.
  var changingState: String?
  /// Where the values the reducer asks TCA's own dependencies for are noted: `Date()` is `now`,
  /// `UUID()` is `uuid()`, so that a test fixes them. Shared by every expression of a body.
  var systemDependencies: SystemDependency.Use?

  struct Refusal: Error {
    var reason: String
  }

  /// The expression's text in the reducer.
  mutating func text(_ expression: ExpressionSyntax) throws -> String {
    whole = expression.range
    var edits: [(Range<Int>, String)] = []
    try collect(expression, into: &edits)
    var text = method.sourceText(expression.range)
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound - expression.range.lowerBound)
      let end = text.utf8.index(text.utf8.startIndex, offsetBy: range.upperBound - expression.range.lowerBound)
      text.replaceSubrange(start..<end, with: replacement)
    }
    return environment.qualifier.qualify(text)
  }

  /// What the reducer writes for a value of TCA's own dependencies: read in the reducer, where
  /// its property is in reach, and where no name of the body's hides it.
  private mutating func systemValue(_ dependency: SystemDependency, written: String) throws -> String {
    if inEffect {
      throw Refusal(reason: "it makes a '\(written)' inside an effect, which would ask the dependency (\\.\(dependency.key)) there")
    }
    // The view model's own `let calendar = Calendar.current` is the dependency it stands for.
    let isItself = environment.systemProperties[dependency.property] == dependency
    if locals.contains(dependency.property) || shadowed.contains(dependency.property) || environment.fields[dependency.property] != nil
      || (environment.members.contains(dependency.property) && !isItself) || systemDependencies?.declared.contains(dependency.property) == true
    {
      throw Refusal(reason: "it makes a '\(written)', the reducer's '\(dependency.property)', where a name of the view model's or the body's is '\(dependency.property)'")
    }
    if dependency == .uuid {
      if runsPerElement { throw Refusal(reason: "it makes a '\(written)' once per element, whose values a test could not tell apart") }
      guard (systemDependencies?.uuidReads ?? 0) == 0 else {
        throw Refusal(reason: "it makes more than one '\(written)', whose values a test could not tell apart")
      }
      systemDependencies?.uuidReads += 1
    }
    systemDependencies?.used.insert(dependency)
    return dependency.read
  }

  /// The field `expression` is, when State holds it as another type than the view model did
  /// (an `Error` kept as its message, a type an annotation forced): `error`, `self.error`, `error?`.
  private func retypedField(_ expression: ExpressionSyntax) -> String? {
    var inner = expression
    while case let .optionalChain(base) = inner.kind { inner = base }
    guard let field = InitializerPort.field(of: inner), environment.retypedFields.contains(field), !locals.contains(field) || inner.isSelf else { return nil }
    if case .name = inner.kind, locals.contains(field) { return nil }
    return field
  }

  /// A field as the reducer reads it: `state.text`, or inside an effect its captured value,
  /// which a local of the same name would hide.
  mutating func read(_ field: String) throws -> String {
    if let changing = changingState {
      throw Refusal(reason: "it reads '\(field)' inside the closure of '\(changing)', which changes State: Swift refuses to read State while it changes")
    }
    guard inEffect else { return "state." + field }
    if locals.contains(field) || shadowed.contains(field) {
      throw Refusal(reason: "it reads the field '\(field)' inside an effect, where a local has its name")
    }
    if !captures.contains(field) { captures.append(field) }
    return field
  }

  private mutating func collect(_ expression: ExpressionSyntax, into edits: inout [(Range<Int>, String)]) throws {
    switch expression.kind {
    case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .prefix(_, base): positions[base.range] = .base
    case let .call(callee, arguments), let .subscript(callee, arguments):
      positions[callee.range] = .base
      if case .call = expression.kind { callees.insert(callee.range) }
      for argument in arguments where argument.closure == nil { positions[argument.value.range] = .argument }
    case let .array(elements): for element in elements { positions[element.range] = .argument }
    default: break
    }
    switch expression.kind {
    case let .name(name) where substitutions[name] != nil:
      edits.append((expression.range, substitutions[name]!))
    case let .name(name):
      if let alias = BodyPorter.alias(of: name), locals.contains(alias), method.parameters.contains(where: { ($0.name ?? $0.label) == name }) {
        // A parameter named like the reducer's own values is bound under another name.
        edits.append((expression.range, alias))
        return
      }
      if locals.contains(name) { return }
      if shadowed.contains(name), inEffect || environment.fields[name] == nil {
        throw Refusal(reason: "it reads '\(name)', which the body's own '\(name)' would hide where it is read")
      }
      if environment.fields[name] != nil {
        edits.append((expression.range, try read(name)))
      } else if let dependency = environment.systemProperties[name] {
        edits.append((expression.range, try systemValue(dependency, written: name)))
      } else if environment.services[name] != nil {
        if let replacer = environment.replacedServices[name] {
          throw Refusal(reason: "it reads '\(name)', which the view model replaces in '\(replacer)': "
            + "a dependency fixed when the feature starts would not be the object it reads")
        }
        guard inEffect else { throw Refusal(reason: "it reads the service '\(name)' outside an effect") }
        // `router.showInfo(settings: settings)`: the feature holds the service as a client of
        // closures, not the object the call expects.
        if positions[expression.range] == .argument || expression.range == whole {
          throw Refusal(reason: "it hands on the service '\(name)' itself, which the feature holds only as a client of closures")
        }
      } else if let hidden = environment.filePrivateType(named: name) {
        // `Localization.title` of a `private enum Localization` beside the view model.
        throw Refusal(reason: "it names '\(hidden)', which is private to the view model's file, where the reducer's file cannot see it")
      } else if name == "self" {
        throw Refusal(reason: "it passes the view model itself")
      } else if name == "super" {
        throw Refusal(reason: "it calls its superclass ('super'), which no reducer has")
      } else if let derived = environment.derived[name], !derived.isMethod, !inEffect, changingState == nil {
        edits.append((expression.range, "state." + name))
      } else if let property = environment.computed[name] {
        edits.append((expression.range, try inline(property, named: name, at: expression.range == whole ? wholePosition : positions[expression.range])))
      } else if environment.members.contains(name) || environment.inherited[name] != nil {
        throw Refusal(reason: environment.notHeld("reads", name, member: name))
      } else if let parameter = method.parameters.first(where: { $0.boundName == name }) {
        // Not among the locals: a parameter the action does not carry, a completion handler.
        throw Refusal(reason: TypeText(parameter.type).isClosure
          ? "it hands on '\(name)', a closure the action does not carry: a result comes back as an action instead"
          : "it reads '\(name)', a parameter the action does not carry")
      } else if let superclass = environment.unreadSuperclass, name.first?.isLowercase == true, !callees.contains(expression.range) {
        // `guard currentSpeed != value`: a global, or a member of a superclass Graft did not read.
        throw Refusal(reason: "it reads '\(name)', which may be a member of '\(superclass)', a superclass Graft was not given")
      }
    case let .member(base, _) where retypedField(base) != nil, let .cast(base, _, _) where retypedField(base) != nil:
      let field = retypedField(base)!
      throw Refusal(reason: "it reads '\(field)' as the view model's value, where State holds it as '\(environment.fields[field]?.type ?? "another type")'")
    case let .subscript(_, arguments) where arguments.first?.label != nil && environment.fileHiddenMembers.contains("subscript"):
      throw Refusal(reason: "it uses a labelled subscript, which a private extension of the view model's file may declare, where the reducer's file cannot see it")
    case let .member(_, name) where environment.fileHiddenMembers.contains(name):
      throw Refusal(reason: "it reads '\(name)', which a private extension of the view model's file declares, where the reducer's file cannot see it")
    case let .member(base, name):
      // `selectedFolder.value`: a subject's value is the field itself.
      if name == "value", let root = InitializerPort.field(of: base), !BodyWrites.startsAtLocal(base, in: locals), environment.fields[root]?.isSubjectValue == true {
        edits.append((expression.range, try read(root)))
        return
      }
      // In the reducer `Self` is the feature: the view model's statics are not there.
      if case .name("Self") = base.kind { throw Refusal(reason: "it reads 'Self.\(name)', a static member of the view model") }
      // `service.accessLevel`: the client's getter, called where the legacy code read it.
      if let service = servicePropertyName(of: base) {
        let getter = environment.services[service]?.endpoints?.first { $0.isProperty && $0.method == name }
        guard let getter else {
          throw Refusal(reason: "it reads '\(service).\(name)', a property of the service, which its client does not mirror")
        }
        edits.append((expression.range, try synchronousCall(service, getter, values: [], reading: "reads '\(service).\(name)'")))
        return
      }
      // `UserManager.shared.activatedUID`: a singleton's property, through its client's getter.
      if let singleton = environment.reachedService(by: base), let getter = singleton.endpoints?.first(where: { $0.isProperty && $0.method == name }) {
        edits.append((expression.range, try synchronousCall(singleton.property, getter, values: [], reading: "reads '\(name)' of '\(method.sourceText(base.range))'")))
        return
      }
      // `Date.now` is `Date()` by another name: the reducer asks `\.date` for it.
      if case .name("Date") = base.kind, name == "now" {
        edits.append((expression.range, try systemValue(.now, written: "Date.now")))
        return
      }
      // `Calendar.current`: the reducer asks `\.calendar` for it.
      if case let .name(type) = base.kind, let dependency = SystemDependency(current: type, member: name) {
        edits.append((expression.range, try systemValue(dependency, written: type + "." + name)))
        return
      }
      // `UserDefaults.standard`, `AppSession.shared`: a singleton, or the system.
      if case let .name(type) = base.kind, type.first?.isUppercase == true,
        ServiceReach.singletonAccessors.contains(name) || Self.systemTypes.contains(type)
      {
        throw Refusal(reason: "it calls '\(type).\(name)', which the reducer reaches through a dependency")
      }
      // `Theme.accent`, a static variable of a type on the main actor (a constant may be read).
      if case let .name(type) = base.kind, !locals.contains(type), environment.isMainActorStaticMember(name, of: type, calls: false) {
        throw Refusal(reason: "it reads '\(type).\(name)', which runs on the main actor, where the reducer and its effects do not")
      }
      if case .name("self") = base.kind {
        if environment.fields[name] != nil {
          edits.append((expression.range, try read(name)))
        } else if let dependency = environment.systemProperties[name] {
          edits.append((expression.range, try systemValue(dependency, written: "self." + name)))
        } else if environment.services[name] != nil, inEffect {
          if positions[expression.range] == .argument || expression.range == whole {
            throw Refusal(reason: "it hands on the service '\(name)' itself, which the feature holds only as a client of closures")
          }
          edits.append((expression.range, name))
        } else if let derived = environment.derived[name], !derived.isMethod, !inEffect, changingState == nil {
          edits.append((expression.range, "state." + name))
        } else if let property = environment.computed[name] {
          edits.append((expression.range, try inline(property, named: name, at: expression.range == whole ? wholePosition : positions[expression.range])))
        } else {
          throw Refusal(reason: environment.notHeld("reads", "self." + name, member: name))
        }
        return
      }
      try collect(base, into: &edits)
    case let .call(callee, arguments):
      // `log.debug(…)`, `self.log.info(…)`: a level of a logger the reducer holds; the logger is
      // read nowhere else (another use would reach the reducer's instance, not the view model's).
      if case let .member(base, level) = callee.kind, BodyPorter.logLevels.contains(level), let logger = BodyWrites.property(named: base),
        environment.loggers.contains(logger), !locals.contains(logger), arguments.allSatisfy({ $0.closure == nil })
      {
        try holdLogger(logger)
        if case .member = base.kind { edits.append((base.range, logger)) }
        for argument in arguments { try collect(argument.value, into: &edits) }
        return
      }
      // `Date()`, `UUID()`, `Foundation.Date()`: the reducer's `now` and `uuid()`, which a test fixes.
      if arguments.isEmpty, let (dependency, type) = SystemDependency.made(by: callee) {
        edits.append((expression.range, try systemValue(dependency, written: type + "()")))
        return
      }
      // RxSwift's `BehaviorSubject.value()` throws where State's field does not: the `try` around
      // it would be left with nothing to try.
      if case let .member(base, "value") = callee.kind, arguments.isEmpty, let root = InitializerPort.field(of: base),
        !BodyWrites.startsAtLocal(base, in: locals), environment.fields[root]?.isSubjectValue == true
      {
        throw Refusal(reason: "it reads '\(root).value()', a subject's throwing read, where State holds the value itself: read 'state.\(root)' without 'try'")
      }
      // `title(for: id)`: a query State carries, asked of State.
      // Not inside a closure an algorithm runs on State's own collection (`state.lines.removeAll {
      // … }`), where reading the whole of State would overlap the change.
      if !inEffect, changingState == nil, let name = callee.ownMethodName, let derived = environment.derived[name], derived.isMethod, !locals.contains(name),
        !shadowed.contains(name), !environment.overridden.contains(name), arguments.allSatisfy({ $0.closure == nil })
      {
        edits.append((callee.range, "state." + name))
        for argument in arguments { try collect(argument.value, into: &edits) }
        return
      }
      if let helper = environment.valueHelper(called: callee, arguments: arguments) {
        if environment.overridden.contains(helper.declaration.name) {
          throw Refusal(reason: "it calls '\(helper.declaration.name)', which a subclass of the view model overrides")
        }
        let position = expression.range == whole ? wholePosition : positions[expression.range]
        edits.append((expression.range, try inline(helper, arguments: arguments, at: position)))
        return
      }
      // `limits.isTooLong(text: message)`: the client's endpoint, called where the legacy code
      // called the method, with its values unlabelled.
      if !inEffect, let (base, name) = environment.calledMethod(callee, locals: locals), let service = reachedService(base),
        let (endpoint, endpointValues) = environment.endpointCall(of: service, method: name, labels: arguments.map(\.label)),
        !endpoint.isProperty, arguments.allSatisfy({ $0.closure == nil })
      {
        if arguments.contains(where: \.changesInPlace) {
          throw Refusal(reason: "it hands '\(method.sourceText(callee.range))' a value to change in place ('&')")
        }
        let values = try arguments.map { argument -> String in
          var port = self
          port.wholePosition = .argument
          return try port.text(argument.value)
        }
        let written = method.sourceText(base.range)
        let spelled = try PortEnvironment.written(endpointValues, arguments: values, function: functionName)
        edits.append((expression.range, try synchronousCall(service.property, endpoint, values: spelled, reading: "calls '\(written).\(name)' for a value")))
        return
      }
      try checkCallee(callee, arguments: arguments)
      // A service's method is its client's endpoint: only the service itself is read here.
      if case let .member(base, _) = callee.kind, servicePropertyName(of: base) != nil {
        try collect(base, into: &edits)
      } else {
        try collect(callee, into: &edits)
      }
      for argument in arguments {
        if let closure = argument.closure {
          // A collection's algorithm runs its closure now: its body is read as part of this.
          guard case let .member(_, algorithm) = callee.kind, BodyWrites.collectionAlgorithms.contains(algorithm) else {
            if case .name("withAnimation") = callee.kind {
              throw Refusal(reason: "it animates changes with 'withAnimation' inside another statement or a helper, where TCA animates a whole action as it is sent (send(_:animation:))")
            }
            throw Refusal(reason: "it hands a closure to '\(calleeName(callee))', which runs it later or elsewhere")
          }
          var inner = self
          inner.locals.formUnion(closure.parameters)
          inner.runsPerElement = true
          if case let .member(base, _) = callee.kind, BodyWrites.mutatingMethods.contains(algorithm),
            let root = BodyWrites.rootProperty(of: base), environment.fields[root] != nil, !BodyWrites.startsAtLocal(base, in: locals)
          {
            inner.changingState = algorithm
          }
          try inner.collectStatements(closure.body, into: &edits)
          captures = inner.captures
        } else {
          try collect(argument.value, into: &edits)
        }
      }
    case .closure:
      throw Refusal(reason: "it makes a closure")
    case .await:
      throw Refusal(reason: "it waits in the middle of an expression")
    case let .unknown(reason):
      throw Refusal(reason: reason.isEmpty ? "the reader cannot follow it" : reason)
    case .pound("#function"):
      edits.append((expression.range, "\"" + (try functionName()) + "\""))
    case .pound:
      throw Refusal(reason: "it uses '\(method.sourceText(expression.range))'")
    case let .string(interpolations):
      // `"\(type(of: self)).\(#function)"`: the legacy names, written into the text as the
      // legacy code printed them (in the reducer, both would name the reducer's own).
      for interpolation in interpolations {
        if let name = try legacyName(interpolation), let segment = interpolationSegment(interpolation.range) {
          edits.append((segment, name))
        } else {
          try collect(interpolation, into: &edits)
        }
      }
    default:
      for child in expression.children { try collect(child, into: &edits) }
    }
  }

  /// A logger of the view model's, which the reducer holds (`HeldLogger`); noted, so that the
  /// reducer declares it. An effect runs apart from the reducer and has none of its properties.
  private func holdLogger(_ name: String) throws {
    if inEffect { throw Refusal(reason: "it logs through '\(name)' inside an effect, which the reducer's properties are not carried into") }
    systemDependencies?.loggers.insert(name)
  }

  /// What `type(of: self)` and `#function` print in the legacy method, which a string keeps:
  /// the view model's name (a final class's, which no subclass changes) and the method's.
  private func legacyName(_ interpolation: ExpressionSyntax) throws -> String? {
    switch interpolation.kind {
    case .pound("#function"):
      return try functionName()
    case let .call(callee, arguments):
      guard case .name("type") = callee.kind, arguments.count == 1, arguments[0].label == "of", case .name("self") = arguments[0].value.kind else {
        return nil
      }
      guard environment.viewModelIsFinal, !environment.viewModelIsGeneric else {
        throw Refusal(reason: "it prints 'type(of: self)', which a subclass or a generic argument of the view model changes")
      }
      return environment.viewModelName
    default:
      return nil
    }
  }

  /// `#function` in the action's method: `save(_:to:)`, `onAppear()`. Where a helper's or an
  /// observer's statements are carried in, the caller's and theirs run together, and which one
  /// a `#function` names is not kept.
  private func functionName() throws -> String {
    guard namesActionMethod, method.kind == .function else {
      throw Refusal(reason: "it prints '#function' where statements of another method are carried in, whose name it would print")
    }
    return MemberClassifier.selector(of: method.declaration)
  }

  /// The range of `\(…)` around an interpolated expression, when the source writes it so (not
  /// a raw string's `\#(…)`).
  private func interpolationSegment(_ range: Range<Int>) -> Range<Int>? {
    guard range.lowerBound >= 2, method.sourceText((range.lowerBound - 2)..<range.lowerBound) == "\\(",
      method.sourceText(range.upperBound..<(range.upperBound + 1)) == ")"
    else { return nil }
    return (range.lowerBound - 2)..<(range.upperBound + 1)
  }

  /// A computed property's getter in place of its name, ported as if written there (its own
  /// names, never the body's locals). It keeps its meaning wherever it lands: in parentheses
  /// unless it is one operand already and holds no closure (a trailing closure cannot stand in a
  /// condition), and with its declared type where the expression takes its type from it
  /// (`.newest`, `100` for a `Double`, `nil`).
  private mutating func inline(_ property: PortEnvironment.ComputedProperty, named name: String, at position: Position?) throws -> String {
    if environment.overridden.contains(name) { throw Refusal(reason: "it reads '\(name)', which a subclass of the view model overrides") }
    guard depth < 4 else { throw Refusal(reason: "it reads '\(name)', a computed property over others, deeper than Graft follows") }
    return try inlined(property, declaredType: property.declaration.type, substituting: [:], at: position) {
      "through the computed property '\(name)', \($0)"
    }
  }

  /// `expression`, read in its own file as if written here: its names are never the body's
  /// locals (`shadowed`), and `substitutions` stand for its parameters.
  private mutating func inlined(
    _ inlined: PortEnvironment.ComputedProperty, declaredType: String?, substituting substitutions: [String: String], at position: Position?,
    refusing: (String) -> String
  ) throws -> String {
    var body = ExpressionPort(
      environment: environment, method: PortedMethod(inlined.declaration), locals: Set(substitutions.keys), inEffect: inEffect, captures: captures)
    body.substitutions = substitutions
    body.systemDependencies = systemDependencies
    body.runsPerElement = runsPerElement
    body.changingState = changingState
    body.depth = depth + 1
    body.wholePosition = position
    body.shadowed = locals.union(shadowed)
    let text: String
    do {
      text = try body.text(inlined.expression)
    } catch let refusal as Refusal {
      throw Refusal(reason: refusing(refusal.reason))
    }
    captures = body.captures
    return Self.placed(text, of: inlined.expression, declaredType: declaredType, at: position, qualifier: environment.qualifier)
  }

  /// An inlined expression's text as it must stand where it lands: in parentheses unless it is
  /// one operand already and holds no closure, and with its declared type where it takes its
  /// type from its context.
  static func placed(_ text: String, of expression: ExpressionSyntax, declaredType type: String?, at position: Position?, qualifier: TypeQualifier) -> String {
    if let type, Self.takesItsTypeFromContext(expression, declared: type) {
      return "(" + text + " as " + qualifier.qualify(type) + ")"
    }
    if Self.holdsClosure(expression) { return "(" + text + ")" }
    switch position {
    case .argument?: return text
    case .base?: return Self.isOneOperand(expression) ? text : "(" + text + ")"
    // An operand of an operator: a prefix operator binds tighter than any infix one.
    case nil:
      if case let .prefix(_, operand) = expression.kind, Self.isOneOperand(operand) { return text }
      return Self.isOneOperand(expression) ? text : "(" + text + ")"
    }
  }

  /// A helper's expression in place of its call, its parameters replaced by the arguments. An
  /// argument keeps its meaning where it lands: in parentheses unless it is one operand, with its
  /// parameter's type where it takes its type from its context (`1` for a `Double`). One that
  /// does something (calls, or reads a computed property, which may) must run as the call ran
  /// it: once, first, so its parameter is read exactly once and never where it might not run
  /// (after `&&`, `||`, `??`, in a ternary's branch), and no other argument does anything.
  private mutating func inline(_ helper: PortEnvironment.ComputedProperty, arguments: [Argument], at position: Position?) throws -> String {
    let name = helper.declaration.name
    guard depth < 4 else { throw Refusal(reason: "it calls '\(name)', a helper over others, deeper than Graft follows") }
    var uses: [String: (all: Int, always: Int)] = [:]
    Self.countReads(in: helper.expression, always: true, into: &uses)
    var values: [String: String] = [:]
    var acting = 0
    for (parameter, argument) in zip(helper.declaration.parameters, arguments) {
      let parameterName = parameter.name ?? ""
      var acts = false
      argument.value.forEach { node in
        if case .call = node.kind { acts = true }
        if case let .name(word) = node.kind, environment.computed[word] != nil, !locals.contains(word) { acts = true }
      }
      if acts {
        acting += 1
        let read = uses[parameterName] ?? (0, 0)
        guard read.all == 1, read.always == 1, acting == 1 else {
          throw Refusal(reason: "it calls '\(name)' with an argument that does something, which inlined would not run exactly once, first")
        }
      }
      var port = self
      port.wholePosition = .base
      var text = try port.text(argument.value)
      captures = port.captures
      if Self.takesItsTypeFromContext(argument.value, declared: parameter.type) {
        text = "(" + text + " as " + environment.qualifier.qualify(parameter.type) + ")"
      } else if !Self.isOneOperand(argument.value) {
        text = "(" + text + ")"
      }
      values[parameterName] = text
    }
    return try inlined(helper, declaredType: helper.declaration.returnType, substituting: values, at: position) {
      "through the helper '\(name)', \($0)"
    }
  }

  /// How often each name is read in `expression`, and how often where it always runs.
  private static func countReads(in expression: ExpressionSyntax, always: Bool, into uses: inout [String: (all: Int, always: Int)]) {
    switch expression.kind {
    case let .name(word):
      uses[word, default: (0, 0)].all += 1
      if always { uses[word, default: (0, 0)].always += 1 }
    case let .binary(left, op, right):
      countReads(in: left, always: always, into: &uses)
      countReads(in: right, always: always && !["&&", "||", "??"].contains(op), into: &uses)
    case let .ternary(condition, then, otherwise):
      countReads(in: condition, always: always, into: &uses)
      countReads(in: then, always: false, into: &uses)
      countReads(in: otherwise, always: false, into: &uses)
    case let .call(callee, arguments):
      // `item?.title(for: x)`: past a `?`, the arguments run only when there is a value.
      var chained = false
      callee.forEach { node in if case .optionalChain = node.kind { chained = true } }
      countReads(in: callee, always: always, into: &uses)
      for argument in arguments { countReads(in: argument.value, always: always && !chained, into: &uses) }
    default:
      for child in expression.children { countReads(in: child, always: always, into: &uses) }
    }
  }

  /// Whether an expression's type comes from where it is written rather than from itself.
  static func takesItsTypeFromContext(_ expression: ExpressionSyntax, declared type: String) -> Bool {
    switch expression.kind {
    case .integer: return type != "Int"
    case .float: return type != "Double"
    case .string: return type != "String"
    case .boolean: return type != "Bool"
    // `x ? false : true` is a `Bool` whatever is around it: a ternary takes its type from its
    // branches, which take it from the context only when they do.
    case let .ternary(_, then, otherwise):
      return takesItsTypeFromContext(then, declared: type) || takesItsTypeFromContext(otherwise, declared: type)
    case .nil, .array, .dictionary, .implicitMember: return true
    case let .call(callee, _): if case .implicitMember = callee.kind { return true }
    case let .parenthesized(inner): return takesItsTypeFromContext(inner, declared: type)
    default: break
    }
    return false
  }

  /// A name, a literal, or a chain of members, calls and subscripts on one, without `?` or `!`:
  /// what binds tighter than any operator around it.
  static func isOneOperand(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .name, .boolean, .string, .integer, .float, .keyPath, .parenthesized: return true
    case let .member(base, _), let .subscript(base, _): return isOneOperand(base)
    case let .call(callee, arguments): return isOneOperand(callee) && arguments.allSatisfy { $0.closure == nil }
    default: return false
    }
  }

  static func holdsClosure(_ expression: ExpressionSyntax) -> Bool {
    if case .closure = expression.kind { return true }
    if case let .call(_, arguments) = expression.kind, arguments.contains(where: { $0.closure != nil }) { return true }
    return expression.children.contains(where: holdsClosure)
  }

  /// Statements of a closure given to a collection algorithm: only their expressions matter.
  private mutating func collectStatements(_ statements: [Statement], into edits: inout [(Range<Int>, String)]) throws {
    for statement in statements {
      switch statement.kind {
      case let .expression(value), let .return(value?):
        try collect(value, into: &edits)
      case let .variable(variable):
        if let initializer = variable.initializer { try collect(initializer, into: &edits) }
        locals.formUnion(variable.names)
      default:
        throw Refusal(reason: "a closure it hands to an algorithm does more than compute a value")
      }
    }
  }

  /// A call the reducer may make where it stands: a function, an initializer, a value's method;
  /// never a method of the view model, a singleton or the system.
  private func checkCallee(_ callee: ExpressionSyntax, arguments: [Argument]) throws {
    if let root = BodyWrites.rootProperty(of: callee), !BodyWrites.startsAtLocal(callee, in: locals) {
      if environment.closures[root] != nil || environment.requirements[root] != nil {
        // `coordinator?.canLeave() == true`: a question, whose answer only an action of the
        // parent's could bring back; or a call of overloads Graft cannot tell apart.
        if environment.outcome(calledBy: callee, arguments: arguments) == nil, case let .member(_, name) = callee.kind {
          if environment.requirements[root]?[name] != nil {
            throw Refusal(reason: "it calls '\(root).\(name)', whose overloads Graft cannot tell apart by the call's labels")
          }
          throw Refusal(reason: "it asks '\(root)' for an answer ('\(name)'), which the parent can give only with an action of its own")
        }
        throw Refusal(reason: "it reports an outcome inside an expression")
      }
      if environment.services[root] != nil {
        // In an effect too: the client's endpoint has its own name and unlabelled values, and
        // a call inside another expression is not rewritten to it.
        throw Refusal(reason: "it calls the service '\(root)' for a value, which the reducer cannot wait for"
          + (inEffect ? " inside another call" : ""))
      }
      if environment.methods[root] != nil, environment.fields[root] == nil {
        let why = environment.whyNoValue(called: callee, arguments: arguments)
        throw Refusal(reason: "it calls '\(root)' for a value" + (why.map { ", " + $0 } ?? ""))
      }
    }
    // `document.value(for: key)` on an object of the app's the action carries: its method reads
    // or changes what the object holds, which is not State's, possibly on the main actor.
    if case let .member(base, name) = callee.kind, case let .name(root) = base.kind,
      let parameter = method.parameters.first(where: { $0.boundName == root }), let type = environment.appObjectType(parameter.type)
    {
      throw Refusal(reason: "it calls '\(root).\(name)', a method of the '\(type)' object the action carries, whose effect is the object's, out of State's sight")
    }
    if case let .member(base, name) = callee.kind, case let .name(type) = base.kind {
      if ServiceReach.singletonAccessors.contains(name) || Self.systemTypes.contains(type) {
        throw Refusal(reason: "it calls '\(type).\(name)', which the reducer reaches through a dependency")
      }
      if !locals.contains(type), environment.isMainActorStaticMember(name, of: type, calls: true) {
        throw Refusal(reason: "it calls '\(type).\(name)', which runs on the main actor, where the reducer and its effects do not")
      }
    }
    if case let .name(name) = callee.kind, ["Date", "UUID"].contains(name) {
      throw Refusal(reason: "it makes a '\(name)()', which the reducer gets from a dependency (\\.date, \\.uuid)")
    }
  }

  /// `service.endpoint(values…)`, made in the reducer: the legacy code called the service
  /// there and then, so the endpoint must answer at once, without failing.
  private func synchronousCall(_ service: String, _ endpoint: Endpoint, values: [String], reading: String) throws -> String {
    if inEffect { throw Refusal(reason: "it \(reading) inside another call of an effect") }
    if followsPendingWork {
      throw Refusal(reason: "it \(reading) after a call that an effect makes later: the reducer would read it before that call")
    }
    if endpoint.isAsync {
      let why: String
      switch endpoint.awaited {
      case let .rx(trait)?: why = "its client waits for the '\(trait.kind.rawValue)' it returns, and Graft ports a subscription to it only"
      case .completion?: why = "its client waits for the completion it takes, and Graft ports a call that hands it one only"
      case nil: why = endpoint.isMainActor ? "the service is isolated to the main actor" : "the call is asynchronous"
      }
      throw Refusal(reason: "it \(reading), which the reducer cannot wait for: \(why)")
    }
    if endpoint.isThrowing { throw Refusal(reason: "it \(reading), which throws") }
    return service + "." + endpoint.name + "(" + values.joined(separator: ", ") + ")"
  }

  /// The service a call's receiver reaches: a property that holds one, or a singleton with a
  /// client (`Sound.shared`).
  private func reachedService(_ base: ExpressionSyntax) -> PortEnvironment.Service? {
    servicePropertyName(of: base).flatMap { environment.services[$0] } ?? environment.reachedService(by: base)
  }

  /// The service an expression names, `service` or `self.service`, unless a local has its name.
  private func servicePropertyName(of expression: ExpressionSyntax) -> String? {
    switch expression.kind {
    case let .name(name) where environment.services[name] != nil && !locals.contains(name): name
    case let .member(base, name) where environment.services[name] != nil: if case .name("self") = base.kind { name } else { nil }
    default: nil
    }
  }

  /// Types whose calls reach the system rather than compute a value.
  static let systemTypes: Set<String> = [
    "NotificationCenter", "UserDefaults", "UIApplication", "NSApplication", "DispatchQueue", "FileManager", "URLSession",
    "UIPasteboard", "NSPasteboard", "UIDevice", "ProcessInfo", "Bundle", "Task", "Timer", "RunLoop", "OperationQueue",
  ]

  private func calleeName(_ callee: ExpressionSyntax) -> String {
    switch callee.kind {
    case let .name(name): return name
    case let .member(_, name): return name
    default: return method.sourceText(callee.range)
    }
  }
}

extension Argument {
  /// `&name`: a variable handed to the callee to change in place.
  var changesInPlace: Bool {
    if case .prefix("&", _) = value.kind { return true }
    return false
  }
}
