import GraftSupport
import SwiftDeclarationParser

/// What the names in a view model's method mean in its feature: which are State's fields, which
/// services and through which client, which closures and delegate calls are outcomes, which
/// methods are helpers to carry over with their callers.
struct PortEnvironment {
  var viewModelName: String
  var fields: [String: StateField]
  var services: [String: Service]
  /// The services nobody hands in that the feature reaches through clients, by how the view
  /// model reaches each: `Analytics.shared`, `HudHelper.instance()`.
  var reachedServices: [String: Service] = [:]
  /// The outcome each closure property reports: `onSave` → `save`.
  var closures: [String: ActionCase]
  /// The outcome each subject it sends into reports: `finishSubject` → `finish`.
  var subjects: [String: ActionCase]
  /// Each weak delegate property (a protocol's, or a class's such as a coordinator), and the
  /// case of each of its methods by method name; overloads (`profileViewModel(didTapLogoutButton:)`,
  /// `profileViewModel(didUserList:)`) share one, and a call's labels pick among them.
  var requirements: [String: [String: [ActionCase]]]
  /// The view model's own methods, by name, which a ported body may carry over.
  var methods: [String: Declaration]
  /// The names of its methods it declares more than once: which one a call means is not read.
  var overloaded: Set<String>
  /// The methods declared under an `#if` of their own, or in several `#if` branches (one body for
  /// iOS, another for macOS), with where: carried into a case, one branch's body would run on
  /// every platform.
  var conditionalMethods: [String: String] = [:]
  /// The superclasses' methods the view model's own hide (`override func shareTapped()`), by
  /// name, nearest first: what `super.shareTapped()` runs.
  var superMethods: [String: Declaration] = [:]
  /// The members a subclass of the view model overrides (`override func saveReport()`): which
  /// body a call runs depends on the object, so none is carried over in its place.
  var overridden: Set<String> = []
  /// The view model's computed properties whose getter is one expression, by name: a read of
  /// one reads that expression, in the getter's own file.
  var computed: [String: ComputedProperty]
  /// The computed properties and queries State carries as its own, by name: read as
  /// `state.canSave`, called as `state.title(for: id)`.
  var derived: [String: DerivedValue]
  /// The `mutating` methods the sources declare, where State carries derived values: a call of
  /// one on a field changes what they read.
  var mutatingMethods: Set<String> = []
  /// Members other types get in private extensions of the view model's file (`trimmed` of a
  /// `private extension String`), which the reducer's file cannot call.
  var fileHiddenMembers: Set<String> = []
  /// The top-level names the view model's file keeps to itself (`private let logger =
  /// Logger(…)`): a global logger of such a name is not the reducer's to call.
  var filePrivateGlobals: Set<String> = []
  /// Fields State holds as another type than the view model did: an `Error` kept as its message,
  /// a type an annotation forced. Reading a member of one reads something else.
  var retypedFields: Set<String> = []

  /// The fields State holds as another type than the view model did: an `Error` kept as its
  /// message (a field with a note), or a type an annotation forced (`// graft: state type=…`).
  static func retypedFields(_ fields: [StateField], of viewModel: ViewModel) -> Set<String> {
    let members = Dictionary(viewModel.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return Set(fields.filter { field in
      if field.note != nil { return true }
      if case .state(type: _?)? = members[field.name]?.directive { return true }
      return false
    }.map(\.name))
  }
  /// The view model's `let`s that hold a system dependency (`let calendar = Calendar.current`),
  /// each read as the reducer's dependency.
  var systemProperties: [String: SystemDependency] = [:]
  /// Every member's name: a name that is one of them but none of the above is not State's.
  var members: Set<String>
  /// The members the view model inherits from the app's classes it subclasses, with the class
  /// that declares each (`message` → `MessageViewModel`): State holds none of them.
  var inherited: [String: String] = [:]
  /// A superclass of the view model that Graft was not given (`BaseViewModel` of another
  /// module): a bare name the body reads may be one of its members.
  var unreadSuperclass: String?
  /// Why State does not hold a stored member, where the feature model knows.
  var notInState: [String: String]
  /// The view model's loggers the reducer holds as its own properties (`HeldLogger`).
  var loggers: Set<String> = []
  /// Whether no subclass can change what `type(of: self)` names: the view model is `final`.
  var viewModelIsFinal = false
  /// Whether the view model runs on the main actor, where a `Task` it starts runs after the
  /// method that starts it (`DeferredTask`).
  var viewModelIsMainActor = false
  /// Whether `type(of: self)` names the view model with its generic arguments.
  var viewModelIsGeneric = false
  /// What else runs when a field changes, by field: its `didSet`, or the view model's own
  /// pipelines on it (`$query.debounce(…)`, `selection.sink { … }`), which a reducer that
  /// writes the field would not run.
  var observers: [String: String]
  /// Fields the view model only ever sets to the value they start with (`EventFields`).
  let eventFields: Set<String>
  var qualifier: TypeQualifier
  /// The view model's file: which of the types of a name declared in several modules its code means.
  let viewModelPath: String
  /// Whether a value may cross into an effect, for the types the sources declare.
  var sendability: Sendability?
  /// The fields' `didSet` observers, which the port runs after an assignment, as Swift did.
  var didSets: [String: Observer] = [:]

  /// A field's `didSet`: its statements, read in the property's file, and the name they give
  /// the value before the change.
  struct Observer {
    var declaration: Declaration
    var statements: [Statement]
    var oldValue: String
  }

  /// The stored tasks, each with its case of the reducer's `CancelID`: `searchTask` → `search`.
  var tasks: [String: String] = [:]
  /// The stored subscriptions, each with its case of `CancelID`: `scoresCancellable` → `scores`.
  var subscriptions: [String: String] = [:]
  /// Services the view model replaces after it is made, with the first method that does
  /// (`synthesizer = AVSpeechSynthesizer()` in `speak`): the object it calls then is not the one
  /// it was handed, which is all a dependency fixed when the feature starts can stand for.
  var replacedServices: [String: String]

  /// `var canSave: Bool { !text.isEmpty }`: read where it is read, as its expression. Also a
  /// method that returns one expression of its parameters (`func isValid(_ code: String) -> Bool
  /// { code.count == 6 }`), called where it is called.
  struct ComputedProperty {
    var declaration: Declaration
    var expression: ExpressionSyntax
  }

  /// A service the feature reaches through a dependency named like the view model's property.
  struct Service {
    var property: String
    /// The `DependencyValues` key, for tests: `notesClient`.
    var key: String
    /// Its client's endpoints, nil for a service held as it is (`\.dataManager.value`).
    var endpoints: [Endpoint]?
  }

  init(model: FeatureModel, viewModel: ViewModel, qualifier: TypeQualifier) {
    viewModelName = model.viewModelName
    viewModelPath = viewModel.path
    fields = Dictionary(model.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var services: [String: Service] = [:]
    for client in model.dependencies {
      services[client.propertyName] = Service(property: client.propertyName, key: client.key, endpoints: client.endpoints)
    }
    for service in model.legacyServices {
      services[service.propertyName] = Service(property: service.propertyName, key: service.key, endpoints: nil)
    }
    for singleton in model.reachedServices {
      guard let client = model.dependencies.first(where: { $0.name == singleton.client && $0.propertyName == singleton.property }) else { continue }
      reachedServices[singleton.reach] = Service(property: singleton.property, key: singleton.key, endpoints: client.endpoints)
    }
    self.services = services
    servicesCalledAsFunctions = Set(services.values.filter { $0.endpoints?.contains { $0.method == "callAsFunction" } == true }.map(\.property))
    replacedServices = Self.replacedServices(Set(services.keys), in: viewModel)
    var closures: [String: ActionCase] = [:]
    var subjects: [String: ActionCase] = [:]
    var requirements: [String: [String: [ActionCase]]] = [:]
    for outcome in model.delegateCases {
      switch outcome.source {
      case let .closure(property, _): closures[property] = outcome
      case let .delegateMethod(property, _, method, _):
        requirements[property, default: [:]][method, default: []].append(outcome)
      case let .subject(property): subjects[property] = outcome
      case .method, .stream: break
      }
    }
    self.closures = closures
    self.subjects = subjects
    self.requirements = requirements
    var methods: [String: Declaration] = [:]
    var overloaded: Set<String> = []
    for member in viewModel.members where member.declaration.kind == .function {
      if methods[member.name] == nil { methods[member.name] = member.declaration } else { overloaded.insert(member.name) }
    }
    self.methods = methods
    self.overloaded = overloaded
    for member in viewModel.members where member.declaration.kind == .function {
      if member.branches.count > 1 {
        conditionalMethods[member.name] = "declared in \(member.branches.count) '#if' branches"
      } else if let condition = viewModel.ownCondition(of: member) {
        conditionalMethods[member.name] = "declared under '#if \(condition)'"
      }
    }
    computed = Self.computedProperties(of: viewModel)
    derived = Dictionary(model.derivedValues.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for member in viewModel.members {
      if let dependency = MemberClassifier.systemDependency(held: member.declaration) { systemProperties[member.name] = dependency }
    }
    members = Set(viewModel.members.map(\.name))
    notInState = model.notInState
    loggers = Set(model.heldLoggers.map(\.name))
    viewModelIsFinal = viewModel.declaration.hasModifier("final")
    viewModelIsGeneric = viewModel.declaration.genericParameters != nil
    observers = Self.observers(in: viewModel, fields: fields)
    // A field a view binds to changes whatever the view model sets it to: it is state.
    eventFields = EventFields.of(viewModel, fields: Set(fields.values.filter { !$0.isBindable }.map(\.name)))
    self.qualifier = qualifier
    let ids = Self.cancelIDs(of: model.storedTasks + model.storedSubscriptions)
    tasks = ids.filter { model.storedTasks.contains($0.key) }
    subscriptions = ids.filter { model.storedSubscriptions.contains($0.key) }
    // A `willSet` beside it stops the port, as an observer Graft does not carry.
    for member in viewModel.members where fields[member.name] != nil && observers[member.name] == "its didSet" {
      guard !member.declaration.accessors.contains(where: { $0.kind == "willSet" }),
        let accessor = member.declaration.accessors.first(where: { $0.kind == "didSet" }),
        let statements = member.declaration.statements(ofAccessor: "didSet")
      else { continue }
      didSets[member.name] = Observer(declaration: member.declaration, statements: statements, oldValue: accessor.parameterName ?? "oldValue")
    }
  }

  /// `searchTask` → `search`, `scoresCancellable` → `scores`, `task` → `task`; a property keeps
  /// its whole name where the short one would be another's, or a keyword (`defaultTask`).
  static func cancelIDs(of tasks: [String]) -> [String: String] {
    let short = tasks.map { name in
      let suffix = ["Task", "Cancellable", "Subscription"].first { name.hasSuffix($0) && name.count > $0.count }
      return suffix.map { String(name.dropLast($0.count)) } ?? name
    }
    var ids: [String: String] = [:]
    for (name, id) in zip(tasks, short) {
      let clashes = short.filter { $0 == id }.count > 1 || (tasks.contains(id) && id != name) || SwiftIdentifier.reservedWords.contains(id)
      ids[name] = clashes ? name : id
    }
    return ids
  }

  static func replacedServices(_ services: Set<String>, in viewModel: ViewModel) -> [String: String] {
    var replaced: [String: String] = [:]
    for member in viewModel.members where member.declaration.kind == .function {
      guard let body = member.declaration.bodyText else { continue }
      for service in services.sorted() where replaced[service] == nil && SwiftIdentifier.isAssigned(service, in: body) {
        replaced[service] = member.name
      }
    }
    return replaced
  }

  /// Instance properties with a getter alone, neither async nor throwing, made of one
  /// expression (`{ a + b }` or `{ return a + b }`).
  static func computedProperties(of viewModel: ViewModel) -> [String: ComputedProperty] {
    var computed: [String: ComputedProperty] = [:]
    for member in viewModel.members where member.declaration.kind == .var && computed[member.name] == nil {
      let declaration = member.declaration
      // One under an `#if` of its own (or in several branches) has a body per platform: read in
      // place, one of them would run on every platform.
      guard member.branches.count <= 1, viewModel.ownCondition(of: member) == nil else { continue }
      guard !declaration.hasModifier("static"), !declaration.hasModifier("class"), declaration.accessors.map(\.kind) == ["get"],
        declaration.accessors[0].effects == Effects(), let statements = declaration.getterStatements, statements.count == 1
      else { continue }
      switch statements[0].kind {
      case let .expression(expression), let .return(expression?):
        computed[member.name] = ComputedProperty(declaration: declaration, expression: expression)
      default: continue
      }
    }
    return computed
  }

  static func observers(in viewModel: ViewModel, fields: [String: StateField]) -> [String: String] {
    var observers: [String: String] = [:]
    for member in viewModel.members where fields[member.name] != nil {
      if let observer = member.declaration.accessors.first(where: { $0.kind == "didSet" || $0.kind == "willSet" }) {
        observers[member.name] = "its \(observer.kind)"
      }
    }
    let chains = viewModel.chains
    // `$query` and `self.$query` alike.
    let mentioned = { (word: String) in chains.mentioned.contains(word) || chains.mentioned.contains("self." + word) }
    // `var willMovePage: AnyPublisher<…> { $currentIndexPath.filter { … } }` that the view model
    // subscribes to itself (`willMovePage.sink { … }`): a pipeline on the field too.
    var exposed: [String: String] = [:]
    for member in viewModel.members where member.declaration.bodyText == nil {
      for accessor in member.declaration.accessors where accessor.kind == "get" {
        guard let body = accessor.body else { continue }
        let read = SwiftIdentifier.mentionedChains(in: member.declaration.sourceText(body.startOffset..<body.endOffset))
        for name in fields.keys where read.contains("$" + name) || read.contains("self.$" + name) {
          if FrameworkTypes.pipelineOperators.contains(where: { mentioned(member.name + "." + $0) }) { exposed[name] = member.name }
        }
      }
    }
    for (name, field) in fields where observers[name] == nil || observers[name] == "its didSet" {
      let publisher = "$" + name
      if let property = exposed[name] {
        observers[name] = "the view model's own pipeline on '\(publisher)', through '\(property)'"
      } else if mentioned(publisher) {
        observers[name] = "the view model's own pipeline on '\(publisher)'"
      } else if field.isSubjectValue, FrameworkTypes.pipelineOperators.contains(where: { mentioned(name + "." + $0) }) {
        observers[name] = "its subscribers in the view model"
      } else if field.isSubjectValue, chains.whole.contains(name) || chains.whole.contains("self." + name) {
        // `combineLatest(email, password)`, `isValid <~ email.map { … }`: the subject itself,
        // handed on to be observed or bound.
        observers[name] = "its subscribers in the view model"
      }
    }
    return observers
  }

  /// `it reads 'x', which State does not hold`, and why where the model knows: `(AVPlayer: a
  /// system object, which State cannot hold)`.
  func notHeld(_ verb: String, _ written: String, member: String) -> String {
    if notInState[member] == nil, !members.contains(member), let superclass = inherited[member] {
      return "it \(verb) '\(written)', which the view model inherits from \(superclass): State does not hold it"
    }
    return "it \(verb) '\(written)', which State does not hold" + (notInState[member].map { " (\($0))" } ?? "")
  }

  /// The type a capitalized name stands for in the view model's file when it is declared
  /// `private` or `fileprivate` there (or nested in the view model so): no other file sees it.
  func filePrivateType(named name: String) -> String? {
    guard name.first?.isUppercase == true, let index = sendability?.index else { return nil }
    for candidate in [viewModelName + "." + name, name] where index.filePrivateTypes.contains(candidate) { return candidate }
    return nil
  }

  /// The app's class or actor a value of `written` is, optional or not (`Workbook?`); nil for a
  /// value, a collection or a type Graft has not read.
  func appObjectType(_ written: String) -> String? {
    let name = String(written.drop { $0 == " " }.reversed().drop { $0 == "?" || $0 == "!" || $0 == " " }.reversed())
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      let kind = sendability?.index.declaredTypeResolvingAliases(name)?.kind, kind == .class || kind == .actor
    else { return nil }
    return TypeNames.bare(name)
  }

  /// A call the reducer makes as the view model did (`BodyPorter.isCarried`), or a level of a
  /// logger: the app's global one (`log.debug(…)`, `logger.error(…)`, a name that is none of the
  /// view model's members) or one of the view model's the reducer holds (`self.log.info(…)`),
  /// which writes to the log and changes nothing the feature holds.
  func isCarried(_ callee: ExpressionSyntax) -> Bool {
    if BodyPorter.isCarried(callee) { return true }
    guard case let .member(base, level) = callee.kind, BodyPorter.logLevels.contains(level) else { return false }
    if let logger = BodyWrites.property(named: base), loggers.contains(logger) { return true }
    // `FMLogger.timer.debug(…)`: a logger an app type keeps for everyone.
    if case let .member(owner, name) = base.kind, case let .name(type) = owner.kind, staticLogger(name, of: type) != nil { return true }
    guard case let .name(name) = base.kind else { return false }
    return Self.globalLoggerNames.contains(name) && !members.contains(name) && inherited[name] == nil && unreadSuperclass == nil
      && !filePrivateGlobals.contains(name)
  }
  private static let globalLoggerNames: Set<String> = ["log", "logger"]

  /// Whether `type.name` is a static method (`calls`) or a static variable of the app's type that
  /// runs on the main actor (`SourceIndex.isMainActorStaticMember`): the reducer and its effects
  /// run elsewhere, and cannot reach it without waiting.
  func isMainActorStaticMember(_ name: String, of type: String, calls: Bool) -> Bool {
    sendability?.index.isMainActorStaticMember(name, of: type, calls: calls, seenFrom: viewModelPath) ?? false
  }

  /// The logger's type when `type.name` is a logger an app type keeps in a static constant
  /// (`enum FMLogger { static let timer = Logger(subsystem: …, category: "timer") }`), the app
  /// type not isolated to the main actor either (`FrameworkTypes.loggerType`).
  private func staticLogger(_ name: String, of type: String) -> String? {
    guard type.first?.isUppercase == true, let index = sendability?.index, let declared = index.type(named: type, seenFrom: viewModelPath),
      !index.isMainActor(declared.declaration)
    else { return nil }
    let members = declared.declaration.members + (index.extensions[type] ?? []).flatMap(\.declaration.members)
    guard let member = members.first(where: { $0.name == name && $0.kind == .let && $0.hasModifier("static") }) else { return nil }
    return FrameworkTypes.loggerType(written: member.type, initializer: member.initializer, in: index)
  }

  /// The number a delay names, as the reducer writes it (`Delay`): a value of the action of a
  /// number's type (`delay` of `flash(after delay: TimeInterval)`), or a static constant whose
  /// value is a number literal (`Constants.fadeDelay`, `Self.delay`), written as that literal,
  /// which the reducer reaches wherever the constant is declared. `payload`: the action's
  /// values the expression may name, those the body bound again left out.
  func delaySeconds(_ expression: ExpressionSyntax, payload: [Value]) -> String? {
    switch expression.kind {
    case let .name(name):
      guard let value = payload.first(where: { $0.name == name }), ["TimeInterval", "Double", "Int"].contains(value.type.trimmed()) else { return nil }
      return name
    case let .member(owner, name):
      guard case let .name(written) = owner.kind, let index = sendability?.index,
        let declared = index.type(named: written == "Self" ? viewModelName : written, seenFrom: viewModelPath)
      else { return nil }
      let members = declared.declaration.members + (index.extensions[declared.declaration.name] ?? []).flatMap(\.declaration.members)
      guard let constant = members.first(where: { $0.name == name && $0.kind == .let && $0.hasModifier("static") }),
        let literal = constant.initializer?.trimmed(), let first = literal.first, first.isNumber,
        literal.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }), literal.filter({ $0 == "." }).count <= 1
      else { return nil }
      return literal
    default:
      return nil
    }
  }

  /// Whether a logger's message captures what it interpolates for later: the system's `Logger`
  /// (`OSLogMessage`), which a reducer's `inout state` cannot be captured by.
  func capturesMessage(_ callee: ExpressionSyntax) -> Bool {
    guard case let .member(base, _) = callee.kind, case let .member(owner, name) = base.kind, case let .name(type) = owner.kind else { return false }
    return staticLogger(name, of: type) == "Logger" && sendability?.index.types["Logger"] == nil
  }

  /// The outcome a call reports: a closure property's (`onSave?(note)`, `self.onSave?(note)`),
  /// a requirement of the weak delegate's (`delegate?.didFinish()`), or a subject's it sends
  /// into (`finishSubject.send()`).
  func outcome(calledBy callee: ExpressionSyntax, arguments: [Argument]) -> ActionCase? {
    switch callee.kind {
    case let .name(name): return closures[name]
    case let .optionalChain(inner):
      if case let .name(name) = inner.kind { return closures[name] }
      if case let .member(base, name) = inner.kind, case .name("self") = base.kind { return closures[name] }
      // `actions?.showHome?()`: an optional closure of a struct of closures (not an optional
      // requirement of an Objective-C protocol, which the bridge cannot call so).
      if case let .member(base, name) = inner.kind, let root = BodyWrites.property(named: base),
        let outcome = requirements[root]?[name]?.first, case let .delegateMethod(_, type, _, _) = outcome.source, type.closureStruct != nil
      {
        return self.outcome(calledBy: inner, arguments: arguments)
      }
    case let .member(base, name):
      // `delegate?.didFinish()`; not a method of what the delegate holds (`delegate?.router.show()`).
      if let root = BodyWrites.property(named: base), let methods = requirements[root] {
        return Self.requirement(named: name, labels: arguments.map(\.label), among: methods[name] ?? [])
      }
      if FrameworkTypes.sendingMethods.contains(name), let root = InitializerPort.field(of: base) { return subjects[root] }
    default: break
    }
    return nil
  }

  /// `await library.remove(id)`, `try? await session.logOut()`: a call of a service waited for
  /// (not one of a local of the service's name), with the service, the method and its arguments.
  func awaitedServiceCall(_ expression: ExpressionSyntax, locals: Set<String>) -> (Service, String, [Argument])? {
    var inner = expression
    if case let .try(kind, operand) = inner.kind {
      guard kind == "try?" else { return nil }
      inner = operand
    }
    guard case let .await(call) = inner.kind, case let .call(callee, arguments) = call.kind, let (base, name) = calledMethod(callee, locals: locals),
      !BodyWrites.startsAtLocal(base, in: locals), let service = service(receiving: base)
    else { return nil }
    return (service, name, arguments)
  }

  /// A method's statements in the order they run: on the main actor, a `Task` a synchronous
  /// method starts runs after the statements that follow it (`DeferredTask`).
  func statementsAsRun(of method: PortedMethod) -> [Statement]? {
    guard let statements = method.statements else { return nil }
    guard viewModelIsMainActor, !method.effects.isAsync, !method.declaration.hasModifier("nonisolated") else { return statements }
    return DeferredTask.movedLast(statements)
  }

  /// `store.savedCount()`, a synchronous method of a service isolated to the main actor, called
  /// for its value: its endpoint waits for the hop there, so the call is a wait the legacy code
  /// did not write.
  func mainActorValueCall(_ value: ExpressionSyntax, locals: Set<String>) -> Bool {
    guard case let .call(callee, arguments) = value.kind, let (base, name) = calledMethod(callee, locals: locals),
      !BodyWrites.startsAtLocal(callee, in: locals), let service = service(receiving: base),
      let endpoint = endpoint(of: service, method: name, labels: arguments.map(\.label))
    else { return false }
    return endpoint.isMainActor && endpoint.isAsync && !endpoint.methodIsAsync && !endpoint.isThrowing
  }

  /// Whether a name the port would bind (a wait hoisted out of an expression) is another
  /// value's where it would stand: a member, a local, the reducer's own `state`, `action` or
  /// `send`, a dependency's property (`now`, a client's), or a name what follows reads.
  func isTaken(_ name: String, locals: some Collection<String>, rest: ArraySlice<Statement>) -> Bool {
    members.contains(name) || locals.contains(name) || BodyPorter.reducerNames.contains(name) || services[name] != nil
      || reachedServices.values.contains { $0.property == name } || SystemDependency.allCases.contains { $0.property == name }
      || rest.contains { BodyPorter.reads($0, name) }
  }

  /// `if let function = onDismiss { function(value) }` (or `if let onDismiss { … }`) is
  /// `onDismiss?(value)`: the call of the outcome, when that call is all the `if` does and its
  /// values read nothing the binding names.
  func outcomeCall(unwrappedIn statement: If, locals: some Collection<String>) -> ExpressionSyntax? {
    guard statement.otherwise == nil, statement.conditions.count == 1, statement.then.count == 1,
      case let .optionalBinding(_, name, value) = statement.conditions[0].kind,
      case let .expression(call) = statement.then[0].kind, case let .call(callee, arguments) = call.kind,
      case .name(name) = callee.kind, arguments.allSatisfy({ $0.closure == nil })
    else { return nil }
    var readsBinding = false
    for argument in arguments {
      argument.value.forEach { if case .name(name) = $0.kind { readsBinding = true } }
    }
    let closure = value ?? ExpressionSyntax(.name(name), range: statement.conditions[0].range)
    // The property, not a local of its name.
    if case let .name(property) = closure.kind, locals.contains(property) { return nil }
    guard !readsBinding, outcome(calledBy: closure, arguments: arguments) != nil else { return nil }
    return ExpressionSyntax(.call(closure, arguments), range: call.range)
  }

  /// The requirement a delegate call means: the only one of its name, or of several, the one
  /// whose selector the call's labels spell; none when no overload or several match (overloads
  /// by type alone, `update(_: Int)` and `update(_: String)`), and the body stays a TODO.
  static func requirement(named name: String, labels: [String?], among candidates: [ActionCase]) -> ActionCase? {
    guard candidates.count > 1 else { return candidates.first }
    let selector = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let matching = candidates.filter { $0.origin.hasSuffix("." + selector) }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The view model's own method a call names, when it only computes a value: not `async`, not
  /// `throws`, not generic, one expression long, and called with an argument for each of its
  /// parameters, labelled as they are.
  func valueHelper(called callee: ExpressionSyntax, arguments: [Argument]) -> ComputedProperty? {
    guard case let .helper(helper) = readHelper(called: callee, arguments: arguments) else { return nil }
    return helper
  }

  /// Why a call of the view model's own method is not read as a value, when it is not: what a
  /// refusal of it says.
  func whyNoValue(called callee: ExpressionSyntax, arguments: [Argument]) -> String? {
    guard case let .notAValue(reason) = readHelper(called: callee, arguments: arguments) else { return nil }
    return reason
  }

  private enum HelperReading {
    case helper(ComputedProperty)
    case notAValue(String)
    case notAMethod
  }

  private func readHelper(called callee: ExpressionSyntax, arguments: [Argument]) -> HelperReading {
    guard let method = ownMethod(called: callee) else { return .notAMethod }
    if let place = conditionalMethods[method.name] { return .notAValue(place) }
    guard let returnType = method.returnType, !["Void", "()"].contains(returnType) else { return .notAValue("which returns nothing") }
    let reading = Self.helperReading(
      of: method, isOverloaded: overloaded.contains(method.name), stored: Set(fields.keys).union(members), reported: Set(closures.keys))
    guard case let .helper(helper) = reading else { return reading }
    let bindable = method.parameters.count == arguments.count
      && zip(method.parameters, arguments).allSatisfy { parameter, argument in
        parameter.argumentLabel == argument.label && argument.closure == nil && parameter.name != nil
          && !parameter.type.contains("inout") && !parameter.type.contains("...")
      }
    return bindable ? .helper(helper) : .notAValue("whose parameters Graft does not bind (defaults, closures, inout or variadic)")
  }

  /// What a method that returns a value is: a helper of one expression, or why not. Read
  /// where a call asks, so that a view model's queries nobody calls for a value are not read;
  /// whether the call binds its parameters is the call's to say.
  private static func helperReading(of method: Declaration, isOverloaded: Bool, stored: Set<String>, reported: Set<String>) -> HelperReading {
    if isOverloaded { return .notAValue("which is overloaded") }
    if method.effects != Effects() { return .notAValue("which waits or throws") }
    if method.genericParameters != nil { return .notAValue("which is generic") }
    guard let statements = method.statements, statements.count == 1 else { return .notAValue("which is more than one expression long") }
    let expression: ExpressionSyntax
    switch statements[0].kind {
    case let .expression(value), let .return(value?): expression = value
    default: return .notAValue("which is more than one expression long")
    }
    // One that makes a closure, whose names could meet the arguments', or changes the view
    // model (`stack.popLast()`), is no value to read in place.
    if ExpressionPort.holdsClosure(expression) { return .notAValue("which makes a closure") }
    var changes = BodyWrites.writes(expression, stored: stored, reported: reported)
    expression.forEach { node in
      if case .prefix("&", _) = node.kind { changes = true }
      if case .assignment = node.kind { changes = true }
    }
    return changes ? .notAValue("which changes the view model") : .helper(ComputedProperty(declaration: method, expression: expression))
  }

  /// The view model's own method a call names: `load()` or `self.load()`.
  func ownMethod(called callee: ExpressionSyntax) -> Declaration? {
    switch callee.kind {
    case let .name(name): return methods[name]
    case let .member(base, name):
      if case .name("self") = base.kind { return methods[name] }
      if case .name("super") = base.kind { return superMethods[name] }
      return nil
    default: return nil
    }
  }

  /// The receiver and the method a call's callee names: `notes.save` is `notes`' `save`; a
  /// service called as a function (`getBookmarks()`, a use case's `callAsFunction`) is its
  /// `callAsFunction`, unless a local has the service's name.
  func calledMethod(_ callee: ExpressionSyntax, locals: some Collection<String> = [String]()) -> (receiver: ExpressionSyntax, name: String)? {
    switch callee.kind {
    case let .member(base, name): return (base, name)
    case let .name(name) where servicesCalledAsFunctions.contains(name) && !locals.contains(name): return (callee, "callAsFunction")
    default: return nil
    }
  }

  /// The services whose client has a `callAsFunction` endpoint: a call of the property is a call of it.
  let servicesCalledAsFunctions: Set<String>

  /// The service a method call's receiver stands for: a property that holds one (`notes` in
  /// `notes.save()`), or a singleton reached through a client (`Analytics.shared`).
  func service(receiving base: ExpressionSyntax) -> Service? {
    if let singleton = reachedService(by: base) { return singleton }
    return BodyWrites.property(named: base).flatMap { services[$0] }
  }

  /// The singleton `Analytics.shared` or `HudHelper.instance()` reaches, or the type whose
  /// static methods `Analytics` stands for, when the feature has a client for it.
  func reachedService(by expression: ExpressionSyntax) -> Service? {
    guard !reachedServices.isEmpty else { return nil }
    var reach = expression
    var call = ""
    if case let .call(callee, arguments) = reach.kind, arguments.isEmpty {
      reach = callee
      call = "()"
    }
    // `Analytics` in `Analytics.track(…)`: the type whose static methods the client forwards to.
    if call.isEmpty, case let .name(type) = reach.kind, type.first?.isUppercase == true { return reachedServices[type + ".self"] }
    guard case let .member(base, accessor) = reach.kind, case let .name(type) = base.kind else { return nil }
    return reachedServices[type + "." + accessor + call]
  }

  /// `service != nil`, `self.service == nil`, `nil != service`: the operator an optional service
  /// of the view model is compared with `nil` by (a local of that name is not the service). The
  /// dependency that stands for it is always there, so `!=` holds and `==` does not. Not one
  /// the view model replaces (`walletToken = service.observe(…)`, `walletToken = nil`): whether
  /// it is there then depends on what ran before.
  func nilComparisonOfService(_ expression: ExpressionSyntax, locals: Set<String>) -> String? {
    guard case let .binary(left, written, right) = expression.kind, written == "==" || written == "!=" else { return nil }
    guard let compared = InitializerPort.isNil(right) ? left : InitializerPort.isNil(left) ? right : nil else { return nil }
    switch compared.kind {
    case let .name(name) where !locals.contains(name): return isFixedService(name) ? written : nil
    case let .member(base, name) where base.kind == .name("self"): return isFixedService(name) ? written : nil
    default: return nil
    }
  }

  /// A service the view model is handed and never replaces: a dependency, always there.
  private func isFixedService(_ name: String) -> Bool {
    services[name] != nil && replacedServices[name] == nil
  }

  /// `guard let client else { return }`, `if let client = self.client`, `client != nil`: a
  /// condition that holds because it only unwraps an optional service, whose dependency is always
  /// there.
  func unwrapsService(_ condition: Condition, locals: Set<String>) -> Bool {
    if case let .expression(expression) = condition.kind { return nilComparisonOfService(expression, locals: locals) == "!=" }
    guard case let .optionalBinding(_, name, value) = condition.kind, isFixedService(name) else { return false }
    guard let value else { return true }
    return InitializerPort.field(of: value) == name
  }

  /// `client == nil`: a condition that never holds, of a service that is always there.
  func isMissingService(_ condition: Condition, locals: Set<String>) -> Bool {
    guard case let .expression(expression) = condition.kind else { return false }
    return nilComparisonOfService(expression, locals: locals) == "=="
  }

  /// A call whose client waits for what the service reports through closures, read as the
  /// wait an `async` method would have written: `service.load { result in … }`, a completion, or
  /// `service.fetch().subscribe(onSuccess: …)`, an RxSwift trait. Nil for any other call.
  func awaitedCall(_ expression: ExpressionSyntax, locals: Set<String>) throws -> CompletionCall? {
    // The service and the method a callee reaches, `service.load` of `service.load(…)`.
    let reached = { (callee: ExpressionSyntax) -> (service: Service, method: String)? in
      guard let (base, method) = self.calledMethod(callee, locals: locals), !BodyWrites.startsAtLocal(callee, in: locals),
        let service = self.service(receiving: base)
      else { return nil }
      return (service, method)
    }
    if case let .call(callee, arguments) = expression.kind, arguments.last?.closure != nil, let (service, name) = reached(callee),
      let completion = endpoint(of: service, method: name, labels: arguments.dropLast().map(\.label))?.completion
    {
      return try CompletionCall(call: expression, callee: callee, arguments: arguments, completion: completion)
    }
    guard let subscription = RxSubscription.of(expression), let (service, name) = reached(subscription.callee),
      case let .rx(trait) = endpoint(of: service, method: name, labels: subscription.arguments.map(\.label))?.awaited
    else { return nil }
    // `requestBag = DisposeBag()` elsewhere cancels what was disposed into it, which a wait
    // that nothing cancels would not do.
    if let bag = subscription.bag.flatMap(InitializerPort.field(of:)),
      let replacing = methods.values.sorted(by: { $0.name < $1.name }).first(where: {
        !FieldsSetOutsideActions.assigned(in: $0.statements ?? [], fields: [bag]).isEmpty
      })
    {
      throw ExpressionPort.Refusal(reason: "it disposes its subscription into '\(bag)', which '\(replacing.name)' replaces to cancel what is in it")
    }
    return try CompletionCall(subscription, trait: trait)
  }

  /// Whether `call` calls a service's endpoint that waits itself (`todos.load()`), not one that
  /// returns something a member of waits for (`service.start().value` of a `Task`).
  func callWaits(_ call: ExpressionSyntax, locals: some Collection<String>) -> Bool {
    guard case let .call(callee, arguments) = call.kind, let (base, name) = calledMethod(callee, locals: locals),
      let service = service(receiving: base)
    else { return false }
    return endpoint(of: service, method: name, labels: arguments.map(\.label))?.isAsync == true
  }

  /// The endpoint a call `property.method(labels…)` reaches.
  func endpoint(of service: Service, method: String, labels: [String?]) -> Endpoint? {
    endpointCall(of: service, method: method, labels: labels)?.endpoint
  }

  /// The endpoint a call labelled `labels` reaches, with each of the endpoint's values: the
  /// call's argument at a position, or a default the call leaves out (`#fileID`).
  func endpointCall(of service: Service, method: String, labels: [String?]) -> (endpoint: Endpoint, values: [EndpointValue])? {
    let named = service.endpoints?.filter { $0.method == method } ?? []
    let inOrder = labels.indices.map(EndpointValue.argument)
    if let exact = named.first(where: { $0.parameters.map(\.label) == labels }) { return (exact, inOrder) }
    // `track(event: e)` of `track(event:file:line:)`, whose other values have defaults: the
    // method Swift calls, before one whose labels differ.
    let defaulted = named.compactMap { endpoint in Self.values(of: endpoint, forLabels: labels).map { (endpoint, $0) } }
    if defaulted.count == 1 { return defaulted[0] }
    // Labels written otherwise than declared (a closure's unlabelled values): only one may fit.
    let fitting = named.filter { $0.parameters.count == labels.count }
    return fitting.count == 1 ? (fitting[0], inOrder) : nil
  }

  enum EndpointValue: Equatable {
    case argument(Int)
    case defaultValue(String)
  }

  /// The endpoint's values as the feature's call writes them: the call's arguments (`texts`),
  /// and the defaults it left out. `#function` is the legacy method's name (`function`), as it
  /// was where the legacy code called it; `#fileID` and `#line` are where the feature calls it.
  static func written(_ values: [EndpointValue], arguments texts: [String], function: () throws -> String) rethrows -> [String] {
    try values.map { value in
      switch value {
      case let .argument(position): texts[position]
      case .defaultValue("#function"): "\"" + (try function()) + "\""
      case let .defaultValue(text): text
      }
    }
  }

  /// The endpoint's values for a call labelled `labels` that leaves out values with defaults,
  /// giving the others in order; nil when the call does not fit.
  private static func values(of endpoint: Endpoint, forLabels labels: [String?]) -> [EndpointValue]? {
    guard endpoint.completion == nil, labels.count < endpoint.parameters.count else { return nil }
    var values: [EndpointValue] = []
    var next = 0
    for parameter in endpoint.parameters {
      if next < labels.count, labels[next] == parameter.label {
        values.append(.argument(next))
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        values.append(.defaultValue(defaultValue))
      } else {
        return nil
      }
    }
    return next == labels.count ? values : nil
  }
}
