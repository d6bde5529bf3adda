import GraftSupport
import SwiftDeclarationParser

/// `State.init`: what the view model's initializer does to the properties State holds, ported
/// statement by statement, and the values it needs. A field the initializer sets in a way Graft
/// cannot carry over (from a service, a helper, a method call) becomes a parameter of
/// `State.init`, with a warning: State can always be created.
extension FeatureBuilder {
  /// Whether a type is isolated to the main actor: an app type declared `@MainActor`, or one
  /// of UIKit's or AppKit's views, controllers and application.
  func isMainActor(type: String) -> Bool {
    guard let name = TypeText(type).leafNames.first else { return false }
    if let declared = index.types[name]?.declaration ?? index.protocols[name] { return index.isMainActor(declared) }
    return ["UI", "NS"].contains(where: name.hasPrefix) && ["View", "Controller", "Application", "Window", "Responder"].contains(where: name.hasSuffix)
  }

  /// Returns the initializer's calls of the private helpers it starts, whose notes wait for
  /// their ports (`explainStartHelpers`).
  func buildStateInitializer(
    _ initializer: Declaration?, services: [MemberClassification], startHelpers: Set<String>, viewModel: ViewModel, model: inout FeatureModel,
    diagnostics: inout Diagnostics
  ) -> [StartHelperCall] {
    let serviceNames = Set(services.map(\.member.name))
    let serviceTypes = Set(services.compactMap(\.member.writtenType))
    var values: [Value] = []
    for parameter in initializer?.parameters ?? [] {
      let name = parameter.name ?? parameter.label ?? ""
      let isService = serviceNames.contains(name) || serviceTypes.contains(parameter.type)
      model.initializerArguments.append(InitializerArgument(
        label: parameter.argumentLabel, name: name, type: parameter.type, isService: isService, hasDefault: parameter.defaultValue != nil))
      // A closure is behaviour, which the bridge takes as an outcome's: no value State.init reads.
      if !isService, !TypeText(parameter.type).isClosure { values.append(Value(label: parameter.argumentLabel, name: name, type: parameter.type)) }
    }
    let fields = Dictionary(model.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    // What it inherits from the app's own superclass is no value State.init can read either.
    let members = Set(viewModel.members.map(\.name)).union(inheritedMembers(of: viewModel).members.keys)
    var port = InitializerPort(fields: fields, parameters: Set(values.map(\.name)), members: members, qualifier: qualifier)
    port.viewModelName = viewModel.name
    // A member of a `private extension` is private too.
    port.privateMembers = Set(viewModel.members.filter(\.isPrivate).map(\.name))
    // `LocalDefaults.storedRecentCurrencies`: a `private enum` of the view model's file (at its
    // top level, or nested in the view model), which State.init, in another file, cannot name.
    let declaredHere = Set(index.typeNamesByPath[viewModel.path] ?? [])
    port.privateTypes = Set(index.filePrivateTypes.filter { declaredHere.contains($0) }.map { TypeNames.bare($0) })
    // `private let encryptionMode = …` at the top of the view model's file: out of reach as well.
    port.privateGlobals = (index.filePrivateGlobals[viewModel.path] ?? []).subtracting(members)
    // `mode.isNewConversation` of a `private extension NewConversationMode` beside the view model.
    var hidden: Set<String> = []
    for extensions in index.extensions.values {
      for item in extensions where item.path == viewModel.path {
        let isPrivate = item.declaration.hasModifier("private") || item.declaration.hasModifier("fileprivate")
        for member in item.declaration.members where isPrivate || member.hasModifier("private") || member.hasModifier("fileprivate") {
          hidden.insert(member.name)
        }
      }
    }
    port.filePrivateMembers = hidden.subtracting(members)
    port.serviceParameters = Set(model.initializerArguments.filter(\.isService).map(\.name))
    port.superclassInitializers = viewModel.superclasses.map { superclass in
      superclass.declaration.members.filter { $0.kind == .initializer }
    }
    // `fetchData()`: a view action of no values, neither async nor throwing nor answering, that
    // reports nothing before it waits: in the initializer, the parent's closures were not set yet,
    // so what it reported there was lost.
    let answered = Set(model.responses.map(\.origin))
    let outcomes = Set(model.delegateCases.compactMap { outcome -> String? in
      switch outcome.source {
      case let .closure(property, _), let .delegateMethod(property, _, _, _), let .subject(property): property
      case .method, .stream: nil
      }
    })
    for action in model.viewActions where action.payload.isEmpty && action.origin.hasSuffix("()") && !answered.contains(action.origin) && action.condition == nil {
      guard let method = viewModel.members.first(where: { $0.declaration.kind == .function && MemberClassifier.selector(of: $0.declaration) == action.origin }),
        !method.declaration.effects.isAsync, !method.declaration.effects.isThrowing,
        !Self.reportsAtOnce(method.declaration.statements ?? [], outcomes: outcomes)
      else { continue }
      port.startableActions[action.methodName] = action.name
    }
    if let initializer, let statements = initializer.statements {
      port.read(statements, in: initializer)
    }
    model.startActions = port.started.map(\.action)
    var helperCalls: [StartHelperCall] = []
    if let initializer {
      for (action, statement) in port.started {
        if let position = model.viewActions.firstIndex(where: { $0.name == action }), startHelpers.contains(model.viewActions[position].origin) {
          model.viewActions[position].isStartOnly = true
          helperCalls.append(StartHelperCall(action: action, origin: model.viewActions[position].origin, statement: statement))
          continue
        }
        diagnostics.warn(Self.startNote(running: initializer.sourceText(statement.range), action: action, options: model.options),
          in: initializer, atByte: statement.range.lowerBound, severity: .note)
      }
    }
    // A private helper run before the initializer has set State is no start: a helper still.
    let started = Set(model.startActions)
    model.viewActions.removeAll { startHelpers.contains($0.origin) && !started.contains($0.name) }
    // The values its statements read, in the initializer's order.
    model.seedValues = values.filter { port.readParameters.contains($0.name) }
    model.stateInitializer = InitializerPort.droppingUnusedDeclarations(port.lines)
    seedMemberReads(in: &model)
    model.fieldsSetByInitializer = port.unported
    // `self.status = application.locationService.status`: a main-actor object read through a
    // parameter is read where the legacy initializer read it, on the main actor.
    let isMainActorView = index.isMainActor(viewModel.declaration)
    model.stateInitializerIsMainActor = model.seedValues.contains { value in
      model.stateInitializer.contains { SwiftIdentifier.isMentioned(value.name, in: $0) && $0.contains(value.name + ".") }
        && (isMainActorView || isMainActor(type: value.type))
    }
    // A field with no value of its own that the port leaves unset: State.init takes it.
    for field in model.state where !port.assigned.contains(field.name) && field.needsInitialValue {
      guard let type = field.type else { continue }
      // `minQuantity: String?` read by a statement State.init keeps names the legacy value: the
      // field's own comes in as `initialMinQuantity`.
      let names = Set(model.seedValues.map(\.name) + model.requiredFields.map(\.name) + model.objectReads.values.map(\.object.name))
      var parameter = field.name
      if names.contains(parameter) {
        parameter = "initial" + CaseConversion.upperFirst(field.name)
        while names.contains(parameter) { parameter += "Value" }
      }
      model.requiredFields.append(Value(label: parameter, name: parameter, type: type))
      model.requiredFieldParameters[field.name] = parameter
      // A field declared only under `#if DASHPAY` is set only there.
      if let condition = Self.onlyCondition(of: field) {
        model.stateInitializer += ["#if \(condition)", "self.\(field.name) = \(parameter)", "#endif"]
      } else {
        model.stateInitializer.append("self.\(field.name) = \(parameter)")
      }
      let taken = "State.init takes it as a parameter" + (parameter == field.name ? "" : ", '\(parameter)'")
      let declaration = viewModel.members.first { $0.name == field.name }?.declaration ?? initializer ?? viewModel.declaration
      if let leftOut = field.defaultLeftOut, port.unported[field.name] == nil {
        diagnostics.warn("'\(field.name)' keeps no default value in State: \(leftOut); \(taken): pass the value the view model starts it at", at: declaration)
      } else {
        let reason = port.unported[field.name].map { "the initializer sets it \($0)" } ?? "the initializer does not set it from its parameters"
        diagnostics.warn("'\(field.name)' has no default value and \(reason): \(taken); give it a default, or port its value by hand", at: declaration)
      }
      // Its caller hands State its value (the bridge's caller, a test): no default stands in for
      // it, as long as the caller passes what the legacy initializer computed, which the warning asks.
      model.fieldsSetByInitializer[field.name] = nil
    }
    // A field with a value of its own that the initializer sets in a way State.init cannot carry
    // keeps that value: said at the field, so that the difference is not lost.
    for field in model.state where model.requiredFieldParameters[field.name] == nil {
      guard let reason = port.unported[field.name] else { continue }
      diagnostics.warn(
        "the initializer sets '\(field.name)' \(reason); State.init does not carry that, and State starts it at the value it declares: set it by hand where the feature starts",
        at: viewModel.members.first { $0.name == field.name }?.declaration ?? initializer ?? viewModel.declaration)
    }
    // Work the legacy screen starts when it is made is no value of State: said once, at the first.
    if let first = port.work.first, let initializer {
      // On one line: `$scope\n  .removeDuplicates()` reads `$scope.removeDuplicates()`.
      let line = initializer.sourceText(first.range).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .reduce("") { line, next in line.isEmpty || next.hasPrefix(".") ? line + next : line + " " + next }
      let more = port.work.count > 1 ? " (and \(port.work.count - 1) more \(port.work.count == 2 ? "statement" : "statements"))" : ""
      diagnostics.warn(
        "the initializer runs '\(line.count > 60 ? String(line.prefix(57)) + "..." : line)'\(more), which State.init does not: it only sets State; "
          + "start that work from an action the view sends when it appears",
        in: initializer, atByte: first.range.lowerBound)
    }
    // A value stored into a member that is not State is that member's story, told at it.
    for value in values where !port.readParameters.contains(value.name) && !viewModel.members.contains(where: { $0.name == value.name }) {
      diagnostics.warn("init parameter '\(value.name)' sets nothing State holds, so State.init does not take it; port its use by hand",
        at: initializer ?? viewModel.declaration)
    }
    return helperCalls
  }
}

extension FeatureBuilder {
  /// Whether `statements` call one of `outcomes` (`onStarted?(…)`, `delegate?.didLoad()`) where
  /// they run, outside the closures they hand on.
  static func reportsAtOnce(_ statements: [Statement], outcomes: Set<String>) -> Bool {
    var found = false
    for statement in statements {
      statement.forEachExpression { expression in
        if case let .call(callee, _) = expression.kind, let root = BodyWrites.rootProperty(of: callee), outcomes.contains(root) { found = true }
      }
    }
    return found
  }

  /// The condition a field exists under, when some configuration lacks it: `DASHPAY` for one
  /// declared in `#if DASHPAY` alone, `A || B` for `#if A … #elseif B`; nil when every
  /// configuration has it.
  static func onlyCondition(of field: StateField) -> String? {
    guard !field.branches.isEmpty else { return nil }
    var conditions: [String] = []
    for branch in field.branches {
      switch branch.clause {
      case let .if(condition), let .elseif(condition): conditions.append(condition)
      case .else: return nil
      }
    }
    return conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " || ")
  }
}

/// Reads a view model's initializer for what it does to State: each top-level statement that
/// sets State's fields from the initializer's values alone (parameters, literals, locals it
/// declared, fields set before) is kept, in order; any other statement is left out, and the
/// fields it sets are unported.
struct InitializerPort {
  var fields: [String: StateField]
  var parameters: Set<String>
  /// The view model's members: a statement that reads one (a service, a helper) is not State's.
  var members: Set<String>
  var qualifier: TypeQualifier
  /// The view model's name, and its members private to its file: `State.init`, in another file,
  /// cannot call `ViewModel.footerText(for:)` when it is private.
  var viewModelName = ""
  var privateMembers: Set<String> = []
  /// The types private to the view model's file, by their bare names.
  var privateTypes: Set<String> = []
  /// The constants, variables and functions private to the view model's file, at its top level.
  var privateGlobals: Set<String> = []
  /// Members the view model's file declares private to it on other types (in a `private
  /// extension`, or marked so): `.isNewConversation`, which State.init cannot read.
  var filePrivateMembers: Set<String> = []
  /// The initializer's parameters that hand in services, which State.init does not take.
  var serviceParameters: Set<String> = []
  /// The initializers of the superclasses whose members State holds, nearest first: what
  /// `super.init(…)` runs, which State.init runs too.
  var superclassInitializers: [[Declaration]] = []
  /// Names a statement cannot read, with why: the parameters of a superclass's initializer that
  /// `super.init(…)` hands a value State.init does not have under that name.
  var unavailable: [String: String] = [:]

  /// `State.init`'s statements.
  var lines: [String] = []
  var readParameters: Set<String> = []
  var assigned: Set<String> = []
  var locals: Set<String> = []
  /// Locals of statements left out (`let access = try service.access()`, `guard let vault = …`):
  /// a statement that reads one cannot run either.
  var droppedLocals: Set<String> = []
  /// Why each field the initializer sets was not ported.
  var unported: [String: String] = [:]
  /// Statements that do something besides setting members (`startTimer()`, `$query.sink { … }`,
  /// `Task { … }`): work the legacy screen starts when it is made, which State.init cannot.
  var work: [Statement] = []
  /// The view actions without values the view model has, by method name: `fetchData` → its case.
  var startableActions: [String: String] = [:]
  /// The actions the initializer runs once it has set State (`fetchData()` last): the bridge
  /// sends them to the store it makes, in this order.
  var started: [(action: String, statement: Statement)] = []

  /// Whether a statement the port leaves out starts work: anything but storing a plain value
  /// into a member (a service, a closure: their members tell their story), a check, a `guard`,
  /// or another initializer's call. Storing a subscription or a timer is work
  /// (`cancellable = $query.sink { … }`, `timer = Timer.scheduledTimer(…) { … }`).
  func startsWork(_ statement: Statement) -> Bool {
    if case .guard = statement.kind { return false }
    guard case let .expression(expression) = statement.kind else { return true }
    switch expression.kind {
    case let .assignment(target, "=", value):
      if let member = Self.field(of: target) ?? Self.storageField(of: target), members.contains(member) { return Self.startsWork(value) }
      return true
    case let .call(callee, _):
      if case let .member(base, "init") = callee.kind, case let .name(receiver) = base.kind, ["super", "self"].contains(receiver) {
        return false
      }
      if BodyPorter.isCarried(callee) { return false }
      return true
    default:
      return true
    }
  }

  /// Calls that start something that outlives the initializer.
  static let workStarters = FrameworkTypes.subscribingCalls.union(["assign", "scheduledTimer", "publisher", "autoconnect"])

  /// Whether a value stored into a member starts work: it holds a closure, a `$` publisher, or a
  /// call of a starter (`sink`, `scheduledTimer`, `addObserver`…), or is a `Task`.
  static func startsWork(_ value: ExpressionSyntax) -> Bool {
    var found = false
    value.forEach { expression in
      switch expression.kind {
      case .closure: found = true
      case let .call(_, arguments) where arguments.contains(where: { $0.closure != nil }): found = true
      case let .name(name) where name.hasPrefix("$") || name == "Task": found = true
      case let .member(_, name) where workStarters.contains(name): found = true
      default: break
      }
    }
    return found
  }

  /// The action a statement runs, when it is a call of one without arguments: `fetchData()`,
  /// `self.fetchData()`.
  func startedAction(_ statement: Statement) -> String? {
    guard case let .expression(expression) = statement.kind, case let .call(callee, arguments) = expression.kind, arguments.isEmpty,
      let name = callee.ownMethodName
    else { return nil }
    return startableActions[name]
  }

  mutating func read(_ statements: [Statement], in initializer: Declaration) {
    // An action the initializer runs after the last statement that sets State runs on that
    // State, as the store's first action does; one run before is work State.init cannot carry.
    let lastSetting = statements.lastIndex { !assignedFields($0).isEmpty || inliningSuperInitializer($0) != nil } ?? -1
    // `typealias Initial = (name: String, count: Int)` declared in the initializer's body: copied
    // ahead of the first statement kept that names it.
    var localAliases: [(name: String, statement: Statement)] = []
    // What each kept statement declares and reads, and its lines: a local whose readers were all
    // left out is left out too (`let filters = …` for a field State.init cannot set).
    var kept: [(lines: Range<Int>, declares: Set<String>, reads: Set<String>, keepsAlias: Bool)] = []
    for (position, statement) in statements.enumerated() {
      if position > lastSetting, let action = startedAction(statement) {
        started.append((action, statement))
        continue
      }
      if case .unsupported = statement.kind, case let text = initializer.sourceText(statement.range), text.hasPrefix("typealias ") {
        let name = text.dropFirst("typealias ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { localAliases.append((String(name), statement)) }
        continue
      }
      if let inlined = inliningSuperInitializer(statement) {
        let firstLine = lines.count
        lines += inlined.lines
        assigned.formUnion(inlined.assigned)
        for (field, reason) in inlined.unported where unported[field] == nil { unported[field] = reason }
        kept.append((firstLine..<lines.count, [], inlined.readParameters, false))
        continue
      }
      let targets = assignedFields(statement)
      // `switch mode { case let .create(id): shareID = id … }` sets a local declared before: the
      // statements that read it need it.
      let setLocals = assignedNames(statement).intersection(locals)
      guard !targets.isEmpty || isLocal(statement) || !setLocals.isEmpty else {
        if case let .guard(conditions, _) = statement.kind {
          for condition in conditions {
            if case let .optionalBinding(_, name, _) = condition.kind { droppedLocals.insert(name) }
            if case let .pattern(_, names, _) = condition.kind { droppedLocals.formUnion(names) }
          }
        }
        if startsWork(statement) { work.append(statement) }
        continue
      }
      if let problem = problem(in: statement, reading: initializer) {
        for target in targets where unported[target] == nil { unported[target] = problem }
        if case let .variable(variable) = statement.kind { droppedLocals.formUnion(variable.names) }
        // A local it would have set is not set: what reads it cannot run either.
        locals.subtract(setLocals)
        droppedLocals.formUnion(setLocals)
        continue
      }
      if case let .variable(variable) = statement.kind { locals.formUnion(variable.names) }
      let text = unwrappingValues(in: statement, of: initializer)
      let firstLine = lines.count
      let named = Set(SwiftIdentifier.typeNames(in: text))
      let keepsAlias = localAliases.contains { named.contains($0.name) }
      for alias in localAliases where named.contains(alias.name) {
        let column = initializer.location(ofByte: alias.statement.range.lowerBound).column
        lines += Self.reindented(qualifier.qualify(initializer.sourceText(alias.statement.range)), firstLineColumn: column)
      }
      localAliases.removeAll { named.contains($0.name) }
      let column = initializer.location(ofByte: statement.range.lowerBound).column
      lines += Self.reindented(qualifier.qualify(text), firstLineColumn: column)
      assigned.formUnion(targets)
      var declares: Set<String> = []
      if targets.isEmpty, case let .variable(variable) = statement.kind { declares = Set(variable.names) }
      // A local it assigns (`vaultShareId = id` in a `switch`'s case) needs its declaration as much as one it reads.
      kept.append((firstLine..<lines.count, declares, names(readIn: statement).union(assignedNames(statement)), keepsAlias))
    }
    // From the last statement back: a local nobody after it reads goes, and with it what it read.
    var read: Set<String> = []
    var unread: [Range<Int>] = []
    for statement in kept.reversed() {
      if !statement.declares.isEmpty, statement.declares.isDisjoint(with: read), !statement.keepsAlias {
        unread.append(statement.lines)
        locals.subtract(statement.declares)
        continue
      }
      read.formUnion(statement.reads)
    }
    for range in unread { lines.removeSubrange(range) }
    readParameters = read.intersection(parameters)
  }

  /// The bare names a statement assigns, anywhere in it: a local declared before, or a field.
  func assignedNames(_ statement: Statement) -> Set<String> {
    var names: Set<String> = []
    Self.visit(statement) { expression in
      if case let .assignment(target, _, _) = expression.kind, case let .name(name) = target.kind { names.insert(name) }
    }
    return names
  }

  /// The fields a statement sets or changes in place (`entries.append(…)`), anywhere in it.
  func assignedFields(_ statement: Statement) -> Set<String> {
    var targets: Set<String> = []
    Self.visit(statement) { expression in
      switch expression.kind {
      case let .assignment(target, _, _):
        if let field = Self.field(of: target), fields[field] != nil { targets.insert(field) }
        // `_text = …`, `self._text = …`: the wrapper's storage.
        if let field = Self.storageField(of: target), fields[field] != nil { targets.insert(field) }
      case let .call(callee, _):
        // A subject's `send` is no change of a value State holds here.
        guard case let .member(base, name) = callee.kind, BodyWrites.mutatingMethods.contains(name), !FrameworkTypes.sendingMethods.contains(name),
          let field = Self.field(of: base), fields[field] != nil
        else { return }
        targets.insert(field)
      default:
        return
      }
    }
    return targets
  }

  func isLocal(_ statement: Statement) -> Bool {
    if case .variable = statement.kind { return true }
    return false
  }

  /// Why a statement cannot run in `State.init`, nil when it can.
  func problem(in statement: Statement, reading initializer: Declaration) -> String? {
    var problem: String?
    Self.visitStatements(statement) { inner in
      if case let .unsupported(reason) = inner.kind { problem = problem ?? reason }
      if case .return = inner.kind { problem = problem ?? "with an early return" }
    }
    if let problem { return problem }
    // `_sort = AppStorage(wrappedValue: "date", key, store: defaults)`: State's field has no such
    // wrapper; only `Published` and `State` storage is the plain value.
    if case let .expression(expression) = statement.kind, case let .assignment(target, "=", value) = expression.kind,
      Self.storageField(of: target) != nil, Self.unwrappedStorage(statement, in: initializer) == nil
    {
      var wrapper = "its property wrapper"
      if case let .call(callee, _) = value.kind, case let .name(name) = callee.kind { wrapper = "'\(name)'" }
      return "through \(wrapper), which State's field does not have"
    }
    for name in names(readIn: statement).sorted() where !locals.contains(name) {
      // `guard let name` rebinds a parameter: past it, `name` is the unwrapped value.
      if droppedLocals.contains(name) { return "from '\(name)', which the initializer computes in a statement State.init leaves out" }
      if let reason = unavailable[name] { return reason }
      if parameters.contains(name) { continue }
      if serviceParameters.contains(name) { return "from '\(name)', a service State.init does not take" }
      if fields[name] != nil {
        guard assigned.contains(name) else { return "from '\(name)', which is set later" }
        continue
      }
      if members.contains(name) { return "from '\(name)', which State does not hold" }
    }
    var found: String?
    Self.visit(statement) { expression in
      switch expression.kind {
      case let .unknown(reason) where !reason.isEmpty: found = found ?? reason
      case .closure: found = found ?? "through a closure"
      case let .name(name) where privateTypes.contains(name): found = found ?? "from '\(name)', a type private to the view model's file"
      case let .name(name) where privateGlobals.contains(name): found = found ?? "from '\(name)', which is private to the view model's file"
      // In State.init, `Self` is State: the view model's statics are not there.
      case let .member(base, name) where base.kind == .name("Self"): found = found ?? "from 'Self.\(name)', a static member of the view model"
      // `self.recorder` of a property the initializer set from its parameter: in State.init the
      // parameter is there, not a member of that name.
      case let .member(base, name) where base.kind == .name("self") && fields[name] == nil && parameters.contains(name):
        found = found ?? "from 'self.\(name)', which State does not hold (State.init takes it as its value '\(name)')"
      case let .member(base, name) where filePrivateMembers.contains(name) && base.kind != .name("self"):
        found = found ?? "from '\(name)', which the view model's file declares private to it"
      case .keyPath where !filePrivateMembers.isEmpty:
        // `\.isSendable` of a `private extension Account`.
        let names = initializer.sourceText(expression.range).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        if let name = names.first(where: filePrivateMembers.contains) {
          found = found ?? "from '\(name)', which the view model's file declares private to it"
        }
      case let .member(base, name) where base.kind == .name(viewModelName) && privateMembers.contains(name):
        found = found ?? "from '\(viewModelName).\(name)', which is private to the view model's file"
      case let .assignment(target, _, value):
        // At the top level `seasons = CurrentValueSubject(seasonList)` starts State from the
        // value; inside a condition the statement would be kept whole, subject and all.
        if let field = Self.field(of: target), fields[field] != nil, subjectValue(value, settingField: field, in: initializer) != nil,
          unwrappedSubject(statement, in: initializer) == nil
        {
          found = found ?? "through a subject made inside another statement, where State holds the value"
        }
        if let field = Self.field(of: target) ?? Self.storageField(of: target), let declared = fields[field], declared.note != nil,
          !Self.isNil(value)
        {
          // An `Error` kept as its message in State.
          found = found ?? "as an error, which State keeps as its message"
        }
        if Self.field(of: target) == nil, Self.storageField(of: target) == nil {
          if case .name = target.kind {} else { found = found ?? "through another object" }
        }
        // `self.listData = tags` beside the fields it sets: a member State leaves out, which
        // State.init cannot set.
        // (A bare name the initializer declared is that local.)
        let isLocal = if case let .name(name) = target.kind { locals.contains(name) } else { false }
        if let member = Self.field(of: target) ?? Self.storageField(of: target), fields[member] == nil, members.contains(member), !isLocal {
          found = found ?? "together with '\(member)', which State does not hold"
        }
      case let .call(callee, arguments):
        if let root = BodyWrites.rootProperty(of: callee), members.contains(root), fields[root] == nil { found = found ?? "by calling '\(root)'" }
        // `items.map { Row($0) }` is a value; a closure that reaches the view model (`self`, a
        // member) or changes something outside itself is not State's.
        for closure in arguments.compactMap(\.closure) where found == nil {
          found = closureProblem(closure)
        }
        if case .name("self") = callee.kind { found = found ?? "by delegating to another initializer" }
        if case let .member(base, _) = callee.kind, case .name("super") = base.kind { found = found ?? "by calling super" }
      default: break
      }
    }
    return found
  }

  /// The plain names a statement reads: `x` in `a = x + 1`, not the `a` it sets, nor the `b`
  /// in `.b` or `y.b`.
  /// Why a closure handed to a call cannot run in State.init: it reaches the view model (`self`,
  /// one of its members), or assigns to something it did not declare.
  func closureProblem(_ closure: Closure) -> String? {
    var declared = Set(closure.parameters)
    var problem: String?
    for statement in closure.body {
      Self.visitStatements(statement) { inner in
        if case let .variable(variable) = inner.kind { declared.formUnion(variable.names) }
      }
      Self.visit(statement) { expression in
        guard problem == nil else { return }
        switch expression.kind {
        case .name("self"): problem = "through a closure that reaches the view model"
        case let .name(name) where members.contains(name) && !declared.contains(name):
          problem = "through a closure that reaches '\(name)', which State does not hold"
        case let .assignment(target, _, _):
          if let root = BodyWrites.rootProperty(of: target), !declared.contains(root) { problem = "through a closure that changes '\(root)'" }
        case let .call(_, arguments):
          for inner in arguments.compactMap(\.closure) where problem == nil { problem = closureProblem(inner) }
        default: break
        }
      }
    }
    return problem
  }

  func names(readIn statement: Statement) -> Set<String> {
    var targets: Set<Range<Int>> = []
    Self.visit(statement) { expression in
      if case let .assignment(target, "=", _) = expression.kind { targets.insert(target.range) }
    }
    var names: Set<String> = []
    Self.visit(statement) { expression in
      guard !targets.contains(expression.range) else { return }
      if case let .name(name) = expression.kind, name.first?.isLowercase == true || name.first == "_" { names.insert(name) }
      if case let .member(base, name) = expression.kind, case .name("self") = base.kind { names.insert(name) }
      // What its closures capture: `Command(enabledIf: isValid) { done.finish() }` reads `done`.
      let closures: [Closure] = switch expression.kind {
      case let .closure(closure): [closure]
      case let .call(_, arguments), let .subscript(_, arguments): arguments.compactMap(\.closure)
      default: []
      }
      for closure in closures { names.formUnion(self.names(readIn: closure)) }
    }
    return names
  }

  /// The names a closure reads of the scope around it: not its parameters, nor what it declares.
  func names(readIn closure: Closure) -> Set<String> {
    var declared = Set(closure.parameters)
    var names: Set<String> = []
    for statement in closure.body {
      Self.visitStatements(statement) { inner in
        if case let .variable(variable) = inner.kind { declared.formUnion(variable.names) }
      }
      names.formUnion(self.names(readIn: statement))
    }
    return names.subtracting(declared)
  }

  static func isNil(_ expression: ExpressionSyntax) -> Bool {
    if case .nil = expression.kind { return true }
    return false
  }

  /// `x` for `x` and `self.x`.
  static func field(of target: ExpressionSyntax) -> String? {
    switch target.kind {
    case let .name(name): return name
    case let .member(base, name): if case .name("self") = base.kind { return name }
    default: break
    }
    return nil
  }

  /// The statement's text, where it or a statement nested in it (a `switch`'s case, an `if`'s
  /// branch) sets a wrapper's storage or a subject: `_text = Published(initialValue: text)` sets
  /// the field itself, and a subject's field starts from its value.
  func unwrappingValues(in statement: Statement, of initializer: Declaration) -> String {
    var edits: [(range: Range<Int>, text: String)] = []
    Self.visitStatements(statement) { nested in
      guard !edits.contains(where: { $0.range.contains(nested.range.lowerBound) }),
        let rewritten = Self.unwrappedStorage(nested, in: initializer) ?? unwrappedSubject(nested, in: initializer)
          ?? subjectParameterValue(nested, in: initializer)
      else { return }
      edits.append((nested.range, rewritten))
    }
    var text = initializer.sourceText(statement.range)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: edit.range.lowerBound - statement.range.lowerBound)
      let end = text.utf8.index(text.utf8.startIndex, offsetBy: edit.range.upperBound - statement.range.lowerBound)
      text.replaceSubrange(start..<end, with: edit.text)
    }
    return text
  }

  /// `text` for `_text` and `self._text`: a property wrapper's storage.
  static func storageField(of target: ExpressionSyntax) -> String? {
    guard let name = field(of: target), name.hasPrefix("_"), name.count > 1 else { return nil }
    return String(name.dropFirst())
  }

  /// `self.text = text` for `_text = Published(initialValue: text)`.
  static func unwrappedStorage(_ statement: Statement, in initializer: Declaration) -> String? {
    guard case let .expression(expression) = statement.kind, case let .assignment(target, "=", value) = expression.kind,
      let field = storageField(of: target), case let .call(callee, arguments) = value.kind, arguments.count == 1,
      ["initialValue", "wrappedValue"].contains(arguments[0].label)
    else { return nil }
    switch callee.kind {
    case .name("Published"), .name("State"), .implicitMember("init"): break
    default: return nil
    }
    return "self.\(field) = " + initializer.sourceText(arguments[0].value.range)
  }

  /// `self.seasons = seasonList` for `seasons = CurrentValueSubject(seasonList)` (or
  /// `BehaviorRelay(value: …)`, or `.init(seasonList)` for a field declared a subject): State
  /// holds the subject's value, not the subject.
  func unwrappedSubject(_ statement: Statement, in initializer: Declaration) -> String? {
    guard case let .expression(expression) = statement.kind, case let .assignment(target, "=", value) = expression.kind,
      let field = Self.field(of: target), let initial = subjectValue(value, settingField: field, in: initializer)
    else { return nil }
    return "self.\(field) = " + initializer.sourceText(initial.range)
  }

  /// The value a subject `field` is made with, written with its type's name or, for a field
  /// declared a value subject, as `.init(seasonList)`.
  func subjectValue(_ value: ExpressionSyntax, settingField field: String, in initializer: Declaration) -> ExpressionSyntax? {
    if let initial = Self.subjectValue(value, in: initializer) { return initial }
    guard fields[field]?.isSubjectValue == true, case let .call(callee, _) = value.kind, callee.kind == .implicitMember("init") else { return nil }
    return Self.initialArgument(of: value)
  }

  /// `self.status = statusPublisher.value` for `self.status = statusPublisher`, a parameter
  /// holding a current value (`CurrentValueSubject`, `BehaviorRelay`, an app's
  /// `CurrentValuePublisher`) whose value State holds: State starts from its value.
  func subjectParameterValue(_ statement: Statement, in initializer: Declaration) -> String? {
    guard case let .expression(expression) = statement.kind, case let .assignment(target, "=", value) = expression.kind,
      let field = Self.field(of: target), fields[field]?.isSubjectValue == true, case let .name(name) = value.kind,
      !locals.contains(name), let parameter = initializer.parameters.first(where: { ($0.name ?? $0.label) == name }),
      // An optional one may hand in nothing: State cannot start from its value.
      !parameter.type.hasSuffix("?"), !parameter.type.hasSuffix("!"), let typeName = TypeText(parameter.type).leadingTypeNames.first,
      // RxSwift's `BehaviorSubject` reads its value with `try value()`.
      typeName != "BehaviorSubject", (FrameworkTypes.kinds[typeName] ?? FrameworkTypes.kind(byShapeOf: typeName)) == .valueSubject
    else { return nil }
    return "self.\(field) = \(name).value"
  }

  /// The value a value subject is made with: `seasonList` in `CurrentValueSubject(seasonList)`,
  /// `CurrentValueSubject<[Int], Never>(seasonList)` or `BehaviorRelay(value: seasonList)`.
  static func subjectValue(_ value: ExpressionSyntax, in initializer: Declaration) -> ExpressionSyntax? {
    guard case let .call(callee, _) = value.kind, let initial = initialArgument(of: value) else { return nil }
    let typeName = String(initializer.sourceText(callee.range).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return FrameworkTypes.kinds[typeName] == .valueSubject ? initial : nil
  }

  /// The one argument a subject is made with, unlabelled or labelled `value:`.
  private static func initialArgument(of call: ExpressionSyntax) -> ExpressionSyntax? {
    guard case let .call(_, arguments) = call.kind, arguments.count == 1, !arguments[0].isTrailingClosure,
      arguments[0].label == nil || arguments[0].label == "value"
    else { return nil }
    return arguments[0].value
  }

  /// A statement's text as lines, its continuation lines dedented by the indentation of its
  /// first line (which starts at `firstLineColumn`), so that the block keeps its shape wherever
  /// it is put.
  static func reindented(_ text: String, firstLineColumn: Int) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let base = max(0, firstLineColumn - 1)
    return [lines[0]] + lines.dropFirst().map { line in
      let spaces = line.prefix { $0 == " " || $0 == "\t" }.count
      return line.trimmed().isEmpty ? "" : String(line.dropFirst(min(spaces, base)))
    }
  }

  /// Reads `State.init`'s ported statements once: a field set once, unconditionally, to a literal
  /// holds it; one set under a condition, more than once, in place or from a computation is
  /// unknown.
  static func initializedValues(of fields: [String], in lines: [String]) -> [String: FeatureModel.InitializedValue] {
    let wanted = Set(fields)
    let base = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    var writes: [String: Int] = [:]
    var values: [String: String] = [:]
    let isNameCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    for line in lines {
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        // Each name in the line once, whole.
        guard isNameCharacter(characters[index]), index == 0 || !isNameCharacter(characters[index - 1]) else { index += 1; continue }
        var end = index
        while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
        defer { index = end }
        let name = String(characters[index..<end])
        let isSelfMember = index >= 5 && String(characters[index - 5..<index]) == "self."
        guard wanted.contains(name), index == 0 || characters[index - 1] != "." || isSelfMember else { continue }
        var after = end
        while after < characters.count, characters[after] == " " { after += 1 }
        let rest = String(characters[after...])
        if rest.hasPrefix("="), !rest.hasPrefix("==") {
          writes[name, default: 0] += 1
          // `isLoading = true` as a statement of its own, at the top of the body.
          let start = isSelfMember ? index - 5 : index
          if start == base, characters[..<start].allSatisfy({ $0 == " " }) { values[name] = String(rest.dropFirst()).trimmed() }
        } else if ["+=", "-=", "*=", "/=", "&&=", "||=", ".", "["].contains(where: rest.hasPrefix) {
          writes[name, default: 0] += 2
        }
      }
    }
    var result: [String: FeatureModel.InitializedValue] = [:]
    for (name, count) in writes {
      if count == 1, let value = values[name], isLiteral(value) { result[name] = .value(value) } else { result[name] = .unknown }
    }
    return result
  }

  /// `true`, `0`, `"text"`, `nil`, `[]`, `.idle`: a value that reads nothing.
  static func isLiteral(_ text: String) -> Bool {
    if ["true", "false", "nil", "[]", "[:]"].contains(text) || Int(text) != nil || Double(text) != nil { return true }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(") { return true }
    return text.hasPrefix(".") && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The lines without a local that no later line names, declared with no value (`let stream:
  /// Observable<Config>`, whose assignments, under `#if` or from a service, were not carried) or
  /// as a copy of one.
  static func droppingUnusedDeclarations(_ lines: [String]) -> [String] {
    var kept: [String] = []
    for (index, line) in lines.enumerated() {
      let text = line.trimmed()
      let words = text.split(separator: " ", maxSplits: 1)
      // `var currentDirectory = currentDirectory` too: a copy of a value that calls nothing, on
      // one line (a value that goes on past the line may call something on the next).
      let copiesAValue = text.contains("=") && !text.contains("(") && !text.contains("{") && !text.contains("[")
        && !text.hasSuffix(",") && !text.hasSuffix(".")
      if words.count == 2, words[0] == "let" || words[0] == "var", !text.contains("=") || copiesAValue {
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if !lines[(index + 1)...].contains(where: { SwiftIdentifier.isMentioned(name, in: $0) }) { continue }
      }
      kept.append(line)
    }
    return kept
  }

  /// Every expression of `statement` and of the statements nested in it, closures' bodies
  /// excluded (`Statement.forEachExpression`).
  static func visit(_ statement: Statement, _ body: (ExpressionSyntax) -> Void) {
    statement.forEachExpression(body)
  }

  /// The statement and every statement nested in it (`Statement.forEachStatement`).
  static func visitStatements(_ statement: Statement, _ body: (Statement) -> Void) {
    statement.forEachStatement(body)
  }
}
