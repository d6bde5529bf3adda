import GraftSupport
import SwiftDeclarationParser

/// Gives every member of a view model its role, following the mapping table in the README;
/// an annotation always wins over the table.
public struct MemberClassifier: Sendable {
  /// What the sources declare: a `weak var delegate: P` whose `P` is declared there is a
  /// delegate reference, and an injected property of such a protocol, or of a class, is a service.
  public var index: SourceIndex

  public init(index: SourceIndex) {
    self.index = index
  }

  var protocols: [String: Declaration] { index.protocols }

  /// `outsideUse`: what the rest of the run says of the view model: the methods without
  /// `private` that only it calls (helpers as private ones are), the streams its view subscribes to.
  public func classify(_ viewModel: ViewModel, outsideUse: OutsideUse = OutsideUse()) -> [MemberClassification] {
    let started = Self.methodsTheInitializerRuns(of: viewModel)
    return viewModel.members.map { classify($0, in: viewModel, initializerRuns: started, outsideUse: outsideUse) }
  }

  /// `initializerRuns`: the view model's own methods its first initializer calls without
  /// arguments, as statements of their own (`observeScores()`), read once per view model.
  func classify(_ member: Member, in viewModel: ViewModel, initializerRuns: Set<String> = [], outsideUse: OutsideUse = OutsideUse()) -> MemberClassification {
    let declaration = member.declaration
    func result(_ role: MemberRole, _ reason: String) -> MemberClassification {
      var classification = MemberClassification(member: member, role: role, reason: reason)
      if role == .state {
        let isPrivateSetter = member.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        // In an ObservableObject, only what is @Published was the view's to change.
        let isObserved = (viewModel.observation != .observableObject && declaration.attribute(named: "ObservationIgnored") == nil)
          || declaration.attribute(named: "Published") != nil || declaration.attribute(named: "AppStorage") != nil || member.directive != nil
        classification.isBindable = declaration.kind == .var && !isPrivateSetter && isObserved
        classification.isUnobserved = !isObserved || (declaration.kind == .let && declaration.initializer != nil)
        if !classification.isBindable, isObserved {
          classification.reason += declaration.kind == .let ? ", let: not bindable" : ", \(member.modifiers.first { $0.contains("private") } ?? "private"): not bindable"
        }
      }
      return classification
    }
    switch member.directive {
    case .ignore: return result(.ignored, "annotation 'ignore'")
    case let .state(type): return result(.state, type.map { "annotation 'state type=\($0)'" } ?? "annotation 'state'")
    case .action: return result(.viewAction, "annotation 'action'")
    case .delegate: return result(.outcome, "annotation 'delegate'")
    case .dependency: return result(.service, "annotation 'dependency'")
    case let .shared(owner): return result(.shared, "annotation 'shared owner=\(owner.rawValue)'")
    case nil: break
    }
    switch declaration.kind {
    case .initializer:
      return result(.initializer, "its parameters that are not services are the values the feature starts from")
    case .function:
      if declaration.hasModifier("static") || declaration.hasModifier("class") { return result(.ignored, "static method") }
      if member.isPrivate {
        if let start = startHelper(declaration, initializerRuns: initializerRuns, why: "private", result: result) { return start }
        return result(.ignored, member.declaration.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
          ? "private method: a helper, not something the view does"
          : "method of a \(member.extensionAccess ?? "private") extension: a helper, not something the view does")
      }
      // `override func changeToErrorState(_:)` that the superclass's own `fetch()` calls on
      // failure: a step of the superclass's flow, which the feature runs where that flow is ported.
      if declaration.hasModifier("override"), let caller = viewModel.members.first(where: { caller in
        caller.inheritedFrom != nil && caller.declaration.kind == .function
          && caller.declaration.bodyText.map { SwiftIdentifier.isMentioned(declaration.name, in: $0) } == true
      }) {
        var classification = result(.ignored, "a hook that \(caller.inheritedFrom ?? "")'s own '\(caller.name)' calls: a step of its flow, not something the view does")
        classification.advisory = "'\(Self.selector(of: declaration))' overrides a hook that \(caller.inheritedFrom ?? "")'s '\(caller.name)' calls: "
          + "ported where that flow is, not an action of its own; annotate '// graft: action' if the view calls it too"
        return classification
      }
      switch MethodKind.of(declaration, in: viewModel, index: index) {
      case .query:
        var classification = result(.query, "returns a value and writes nothing: a query, which State answers")
        classification.advisory = "'\(Self.selector(of: declaration))' returns a value and changes nothing: a query, not an action; "
          + "TCA reads it from State (a computed property or a function of State), or annotate '// graft: action'"
        return classification
      case let .viewLayer(type):
        var classification = result(.ignored, "called by a \(type) with itself: the view layer's, not an action")
        classification.advisory = "'\(Self.selector(of: declaration))' is called by a \(type), which belongs to the view layer: "
          + "not an action; the view builds what it answers from State"
        return classification
      case let .takesView(type):
        var classification = result(.ignored, "takes a \(type): the view layer's work, not an action")
        classification.advisory = "'\(Self.selector(of: declaration))' takes a \(type), a piece of the view layer, which no action carries: "
          + "not an action; the feature's view does this work from State"
        return classification
      case let .makesView(type):
        var classification = result(.ignored, "returns \(type): the view layer's, not an action")
        classification.advisory = "'\(Self.selector(of: declaration))' returns \(type), a piece of the view layer: "
          + "not an action; the feature's view builds it from State"
        return classification
      case let .witness(protocolName):
        return result(.ignored, "\(protocolName)'s requirement, not something the view does")
      case .transform:
        var classification = result(.ignored, "hands over the view's streams: each stream of its input is a view action of its own")
        classification.advisory = "'\(Self.selector(of: declaration))' is handed the view's streams: each stream of its input is a view action, "
          + "whose work is what it does with the stream (ported, or quoted under the action's TODO); the view sends the actions instead of handing streams over"
        return classification
      case .intent:
        break
      }
      if outsideUse.ownSteps.contains(declaration.name) {
        let why = "only \(viewModel.name) calls it"
        if let start = startHelper(declaration, initializerRuns: initializerRuns, why: why, result: result) { return start }
        var classification = result(.ignored, "\(why), nothing else in the sources: a step of its own work, not something the view does")
        classification.advisory = "'\(Self.selector(of: declaration))' is called by \(viewModel.name) alone, nothing else in the sources: "
          + "a step of its own work, carried where it is called, not an action; annotate '// graft: action' if the view calls it"
        return classification
      }
      if declaration.genericParameters != nil {
        var classification = result(.ignored, "generic method: an action's payload has one type")
        classification.advisory = "'\(Self.selector(of: declaration))' is generic, and an action's payload has one type: "
          + "port it by hand, or annotate '// graft: ignore'"
        return classification
      }
      if declaration.parameters.contains(where: { $0.type.hasPrefix("inout ") }) {
        var classification = result(.ignored, "an inout parameter: an action carries values")
        classification.advisory = "'\(Self.selector(of: declaration))' takes an inout parameter, which an action cannot carry: "
          + "port it by hand, or annotate '// graft: ignore'"
        return classification
      }
      // `bind(_ query: Observable<String>)`, `observe(_ events: AnyPublisher<Event, Never>)`: what
      // it subscribes to is a stream of events, each an action of its own, which no one action
      // carries (nor could: a publisher is no value a reducer can hold or a test compare).
      if let parameter = declaration.parameters.first(where: { Self.isStream($0.type, in: index) }) {
        var classification = result(.ignored, "takes a stream of values ('\(parameter.type)'): its events are actions, not one action's payload")
        classification.advisory = "'\(Self.selector(of: declaration))' takes '\(parameter.type)', a stream of values, which no action carries: "
          + "not an action; send what the stream sends as actions (an effect that subscribes to it), or annotate '// graft: ignore'"
        return classification
      }
      // `bind(currentTab: Tab?)`, `bindTo(_ manager: DownloadsManager)`: handed an object it
      // subscribes to or keeps, the view model is wired to what its parent owns; a feature
      // reaches such an object as a dependency, and no action carries a reference.
      if let parameter = declaration.parameters.first(where: { observesObject($0, in: declaration, of: viewModel) }) {
        var classification = result(.ignored, "it is handed an object ('\(parameter.type)') it subscribes to or keeps: wiring, not an intent")
        classification.advisory = "'\(Self.selector(of: declaration))' is handed '\(parameter.type)', an object it subscribes to or keeps: wiring to what "
          + "its parent owns, which no action carries; give the feature a dependency client for it, or annotate '// graft: action'"
        return classification
      }
      let isClosureStruct = { (type: String) in self.index.closureStruct(writtenAs: type, in: viewModel.qualifiedName) != nil }
      if let kept = CallbackRegistration.keptClosure(of: declaration, holdsClosures: isClosureStruct),
        let parameter = declaration.parameters.first(where: { ($0.name ?? $0.label) == kept }), isClosureStruct(parameter.type)
      {
        var classification = result(.ignored, "it keeps the struct of closures it is given: its parent's outcomes, not an intent")
        classification.advisory = "'\(Self.selector(of: declaration))' keeps the closures '\(kept)' its parent fills: "
          + "the bridge takes them and calls them for the feature's delegate actions; left out"
        return classification
      }
      if let kept = CallbackRegistration.keptClosure(of: declaration) {
        var classification = result(.ignored, "it takes a closure it keeps: a caller's callback, not an intent")
        classification.advisory = "'\(Self.selector(of: declaration))' takes the closure '\(kept)' and keeps it (or ignores it): "
          + "a callback the view registers, which an action cannot carry and a TCA view replaces by observing State; left out. "
          + "If a parent listens to it, annotate the closure property '// graft: delegate'"
        return classification
      }
      // A superclass's method its subclasses call for what it returns or throws
      // (`requireUserSession() throws -> UserSession`) is their helper; the view does not call it.
      if let superclass = member.inheritedFrom, declaration.effects.isThrowing || declaration.returnType != nil {
        var classification = result(.ignored, "inherited from \(superclass), and it throws or returns a value: the subclasses' helper, not something the view does")
        classification.advisory = "'\(Self.selector(of: declaration))', inherited from \(superclass), throws or returns a value: "
          + "a helper of its subclasses, not an action; port what their actions need from it by hand, or annotate '// graft: action'"
        return classification
      }
      var reason = "non-private method"
      if declaration.effects.isThrowing || declaration.returnType != nil { reason += "; it throws or returns, so it also gets a response case" }
      if declaration.parameters.contains(where: { TypeText($0.type).isClosure }) {
        reason += "; its completion handler becomes a response case"
      }
      return result(.viewAction, reason)
    case .var, .let:
      return classifyProperty(member, in: viewModel, outsideUse: outsideUse, result: result)
    default:
      return result(.ignored, "\(declaration.kind.rawValue): Graft maps properties and methods")
    }
  }

  /// A helper the initializer runs (`observeScores()`), private or called by the view model
  /// alone (`why`): the feature's start, sent once when its screen first appears; nil for any
  /// other helper.
  private func startHelper(
    _ declaration: Declaration, initializerRuns: Set<String>, why: String, result: (MemberRole, String) -> MemberClassification
  ) -> MemberClassification? {
    guard initializerRuns.contains(declaration.name), Self.isStartHelper(declaration) else { return nil }
    var classification = result(.viewAction, "\(why), and the initializer runs it: the feature's start, sent once when its screen first appears")
    classification.isStartHelper = true
    return classification
  }

  /// A publisher, subject, relay or observable of a framework or of the app's making, by the
  /// type written (`Observable<String>?`, `AnyPublisher<Int, Never>`).
  static func isStream(_ type: String, in index: SourceIndex) -> Bool {
    guard let outermost = TypeText(type).leadingTypeNames.first.map({ TypeNames.bare($0) }) else { return false }
    // The app's own `struct Driver` is no RxCocoa driver: its name says nothing unless it publishes.
    if let declared = index.types[outermost], !declared.inheritance.contains(where: FrameworkTypes.publisherProtocols.contains) { return false }
    let kind = FrameworkTypes.kind(of: [outermost], in: index)?.kind
    return kind == .eventStream || kind == .valueSubject
  }

  /// Whether `parameter` is an object (a class, or a protocol only classes adopt) that
  /// `method`, named for wiring (`bind`, `configure`…), subscribes to (`tab.$url.sink`,
  /// `manager.downloads.subscribe`, `provider.rx…`) or keeps in one of the view model's properties.
  private func observesObject(_ parameter: Parameter, in method: Declaration, of viewModel: ViewModel) -> Bool {
    // A selection kept or watched (`select(_ note: Note)`, `connectDevice(_:)`) is an intent all
    // the same: only a method named for wiring, by its first word, is wired to the object.
    let firstWord = method.name.prefix { !$0.isUppercase }.lowercased()
    guard ["bind", "rebind", "setup", "configure", "attach", "inject"].contains(firstWord) || method.name.hasPrefix("setUp") else { return false }
    guard let name = parameter.name ?? parameter.label, name != "_", let body = method.bodyText,
      let typeName = TypeText(parameter.type).leadingTypeNames.first.map({ TypeNames.bare($0) }),
      let declared = index.types[typeName]
    else { return false }
    let isObject = declared.kind == .class
      || (declared.kind == .protocol && declared.inheritance.contains { ["AnyObject", "class", "ObservableObject", "NSObjectProtocol"].contains($0) })
    guard isObject else { return false }
    // `currentTab?.$url`: an optional chain is the same chain.
    let plainBody = body.replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "!.", with: ".")
    let chains = SwiftIdentifier.chains(in: plainBody).mentioned.filter { $0.hasPrefix(name + ".") }
    let subscribes = chains.contains { chain in
      chain.split(separator: ".").dropFirst().contains { $0.hasPrefix("$") || FrameworkTypes.subscribingCalls.contains(String($0)) || $0 == "publisher" || $0 == "rx" }
    }
    let properties = Set(viewModel.members.filter { $0.declaration.kind == .var || $0.declaration.kind == .let }.map(\.name))
    let keeps = (method.statements ?? []).contains { statement in
      guard case let .expression(expression) = statement.kind, case let .assignment(target, "=", value) = expression.kind,
        case .name(name) = value.kind, let field = InitializerPort.field(of: target)
      else { return false }
      return properties.contains(field)
    }
    return subscribes || keeps
  }

  /// Words of the closures a UIKit-era view model calls to have its own controller refresh
  /// (`reloadTable`, `onUpdate`, `stateDidChange`): observation of State replaces them.
  static let viewUpdateWords = ["reload", "refresh", "render", "updateui", "uiupdate", "loading", "statechange", "statedidchange",
    "datachange", "datadidchange", "needsupdate", "needsdisplay", "needslayout"]
  static let viewUpdateNames: Set<String> = ["onUpdate", "onChange", "didUpdate", "didChange", "update", "updated", "changed", "onChanged", "onUpdated"]

  /// Whether a closure property is how the view model tells its own view to update: named so,
  /// and carrying at most one value.
  static func bindsItsOwnView(_ name: String, closure: String) -> Bool {
    guard (ClosureType(closure)?.parameters.count ?? 2) <= 1 else { return false }
    let lowered = name.lowercased()
    return viewUpdateNames.contains(name) || viewUpdateWords.contains { lowered.contains($0) }
  }

  /// A class a view model tells where to go next, by its name: a coordinator, a router, a
  /// navigator, a flow, or a parent view model.
  static func isNavigator(_ name: String) -> Bool {
    isNamedForNavigating(name) || name.hasSuffix("ViewModel")
  }

  /// A coordinator, a router, a navigator or a flow, by its name (not a parent view model).
  static func isNamedForNavigating(_ name: String) -> Bool {
    ["Coordinator", "Router", "Navigator", "Flow"].contains { name.hasSuffix($0) }
  }

  /// Whether a private method the initializer runs (`methodsTheInitializerRuns`) is work it
  /// starts (`observeScores()`): it takes nothing, answers nothing, does not wait or throw.
  /// Whether it runs after State is set, and ports, the builder decides.
  static func isStartHelper(_ method: Declaration) -> Bool {
    method.parameters.isEmpty && [nil, "Void", "()"].contains(method.returnType) && !method.effects.isAsync && !method.effects.isThrowing
      && method.genericParameters == nil && method.statements?.isEmpty == false
  }

  /// The methods the view model's first initializer calls without arguments, each a statement
  /// of its own: `observeScores()`, `self.refresh()`.
  static func methodsTheInitializerRuns(of viewModel: ViewModel) -> Set<String> {
    guard let initializer = viewModel.members.first(where: { $0.declaration.kind == .initializer })?.declaration else { return [] }
    var names: Set<String> = []
    for statement in initializer.statements ?? [] {
      guard case let .expression(expression) = statement.kind, case let .call(callee, arguments) = expression.kind, arguments.isEmpty,
        let name = callee.ownMethodName
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// The navigator a computed property without a setter resolves (`var coordinator:
  /// MenuCoordinator { dependencies.resolve() }`): a protocol or a class of the sources named as
  /// a coordinator, router, navigator or flow, written plainly, whose getter is one expression
  /// that reads none of `members` but `let`s (a container, never State, which the bridge could
  /// not resolve once for good); nil for any other property.
  static func resolvedNavigator(_ property: Declaration, index: SourceIndex, reading members: [Member] = []) -> String? {
    guard property.kind == .var, property.initializer == nil, !property.accessors.contains(where: { $0.kind == "set" }),
      property.accessors.contains(where: { $0.kind == "get" }), let type = property.type,
      property.statements(ofAccessor: "get")?.count == 1
    else { return nil }
    let getter = property.sourceText(property.byteRange)
    if members.contains(where: { $0.declaration.kind != .let && $0.name != property.name && SwiftIdentifier.isMentioned($0.name, in: getter) }) {
      return nil
    }
    var written = TypeText(type).text.trimmed()
    if written.hasPrefix("any ") { written = String(written.dropFirst(4)) }
    guard let name = TypeText(written).mentionedNames.first, written == name, isNamedForNavigating(name) else { return nil }
    if index.protocols[name] != nil { return name }
    guard let declared = index.types[name], declared.kind == .class, declared.declaration.genericParameters == nil else { return nil }
    return name
  }

  /// The system dependency a stored `let` holds as the view model was made (`let calendar =
  /// Calendar.current`), nil for any other property.
  static func systemDependency(held property: Declaration) -> SystemDependency? {
    guard property.kind == .let, let value = property.initializer?.trimmed() else { return nil }
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    return SystemDependency(current: String(parts[0]), member: String(parts[1]))
  }

  /// `save(_:in:)`: a method as Swift names it.
  static func selector(of method: Declaration) -> String {
    method.name + "(" + method.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
  }

  /// Whether code of the view model stores another value in the property (`repo = …`, `self.repo
  /// = …`), in a method or in another property's observer or getter: then what it holds depends
  /// on what ran before.
  static func isReplaced(_ name: String, in viewModel: ViewModel) -> Bool {
    viewModel.members.contains { member in
      let declaration = member.declaration
      if declaration.kind == .function, let body = declaration.bodyText { return SwiftIdentifier.isAssigned(name, in: body) }
      return declaration.accessors.contains { accessor in
        accessor.body.map { SwiftIdentifier.isAssigned(name, in: declaration.sourceText($0.startOffset..<$0.endOffset)) } ?? false
      }
    }
  }

  /// Whether a method of the view model waits for a call on its property `name`:
  /// `await peripheral.connect()`, `try await self.peripheral.read(…)`, `await peripheral?.stop()`.
  static func waits(on name: String, in viewModel: ViewModel) -> Bool {
    viewModel.members.contains { member in
      guard member.declaration.kind == .function, let statements = member.declaration.statements else { return false }
      var found = false
      for statement in statements where !found {
        statement.forEachExpression { expression in
          guard case let .await(call) = expression.kind, case let .call(callee, _) = call.kind, case let .member(base, _) = callee.kind else { return }
          if BodyWrites.rootProperty(of: base) == name { found = true }
        }
      }
      return found
    }
  }

  private func classifyProperty(
    _ member: Member, in viewModel: ViewModel, outsideUse: OutsideUse, result: (MemberRole, String) -> MemberClassification
  ) -> MemberClassification {
    let declaration = member.declaration
    // What a type alias stands for decides what the member is: a closure, a service…
    let type = declaration.type.map { TypeText(index.resolvingAliases($0, in: viewModel.qualifiedName)) }
    if declaration.hasModifier("static") || declaration.hasModifier("class") { return result(.ignored, "static property") }
    // `@Injected`, `@LazyInjected`, `@LazyInjectService`, `@Dependency`: a container hands it in.
    if let wrapper = declaration.attributes.first(where: { $0.name == "Dependency" || $0.name.contains("Inject") }) {
      return result(.service, "@\(wrapper.name)" + (member.injectedType.map { " of \($0)" } ?? ""))
    }
    // `let router = resolve(\.router)`: what the container hands in, when it is a service.
    if let injected = member.injectedType, let declared = TypeText(injected).mentionedNames.first.flatMap(index.declaredType),
      declared.kind == .protocol || declared.kind == .class || declared.kind == .actor
    {
      return result(.service, "handed in by a dependency container: \(injected)")
    }
    // `let calendar = Calendar.current`: the system's, which the reducer asks its dependency for
    // where the view model read it.
    if let dependency = Self.systemDependency(held: declaration) {
      return result(.ignored, "the system's \(declaration.initializer?.trimmed() ?? ""), which the reducer reads from @Dependency(\\.\(dependency.key))")
    }
    if declaration.attribute(named: "AppStorage") != nil {
      return result(.state, "@AppStorage: a preference, @Shared(.appStorage) in State")
    }
    if declaration.accessors.contains(where: { $0.kind == "get" }) && declaration.initializer == nil {
      // `var coordinator: MenuCoordinator { dependencies.resolve() }`: the navigator a container
      // hands it each time, which it tells where to go next as it would a weakly held one.
      if !viewModel.options.seed, let name = Self.resolvedNavigator(declaration, index: index, reading: viewModel.members) {
        return result(.delegateReference, "the navigator \(name) it resolves each time it reads it: one Delegate case per method the view model calls on it")
      }
      return result(.ignored, "computed property: derived from state, not state")
    }
    if let type, type.isClosure {
      if Self.bindsItsOwnView(declaration.name, closure: type.text) {
        var classification = result(.ignored, "tells the view model's own view to update: TCA's views observe State instead")
        classification.advisory = "'\(declaration.name)' tells the view model's own view to update, which a TCA view does by observing State: "
          + "left out; if a parent listens to it, annotate '// graft: delegate'"
        return classification
      }
      // `now: () -> Date`, `services: () -> [Service]`: the view model asks it for a value, so
      // no parent hears of it; it is what a dependency is for.
      if let returned = ClosureType(type.text)?.signature.returnType, !["Void", "()"].contains(returned) {
        var classification = result(.ignored, "closure property that returns a value: something the feature asks, not an outcome")
        classification.advisory = "'\(declaration.name)' is a closure that returns '\(returned)', which the view model asks rather than tells: "
          + "left out; give the feature a dependency client for it"
        return classification
      }
      // `onSuccess: () async throws -> Void`: its caller hears how the parent's work went, which
      // an action sent one way cannot.
      if ClosureType(type.text)?.signature.isThrowing == true {
        var classification = result(.ignored, "closure property that throws: something the feature asks, whose failure comes back, not an outcome")
        classification.advisory = "'\(declaration.name)' is a closure that throws, so the view model hears whether the parent's work failed, "
          + "which a delegate action cannot tell it: left out; give the feature a dependency client for it"
        return classification
      }
      return result(.outcome, "closure property: a Delegate case, a closure of the bridge")
    }
    // Without an annotation the type is read from the initializer: `Set<AnyCancellable>()`.
    // `snapshot = Snapshot()`, through what the alias stands for.
    let typeNames = type?.mentionedNames
      ?? declaration.initializer.map { TypeText($0).leadingTypeNames.flatMap { TypeText(index.resolvingAliases($0)).mentionedNames } } ?? []
    if FrameworkTypes.isReadOnlyReactiveProperty(declaration, imports: viewModel.imports.map(\.module), in: index) {
      var classification = result(.ignored, "ReactiveSwift's Property: a value it may derive over time from other streams, which State cannot keep up to date")
      classification.advisory = "'\(declaration.name)' is ReactiveSwift's read-only Property, whose value may be derived over time from other streams, "
        + "which State, changed only by actions, would not keep up to date: left out; keep what it shows in State, set by the actions that change it"
      return classification
    }
    if let (name, kind) = FrameworkTypes.kind(of: typeNames, in: index) {
      // A subject of `Void` holds no value: it signals, like a stream of events.
      let holdsNothing = ["Void", "()"].contains(FrameworkTypes.subjectValue(type: declaration.type, initializer: declaration.initializer)?.type)
      switch kind == .valueSubject && holdsNothing ? .eventStream : kind {
      case .plumbing: return result(.plumbing, "\(name): the feature's effects replace it; not carried over")
      case .valueSubject: return result(.state, "\(name): the value it holds is State")
      case .systemObject:
        var classification = result(.ignored, "\(name): a system object, which State cannot hold")
        classification.advisory = "'\(declaration.name)' is the system object \(name), which State cannot hold: the feature reaches it through a dependency client"
        return classification
      case .eventStream where FrameworkTypes.isSentOutcome(declaration.name, type: name, in: viewModel):
        let stream = holdsNothing ? "\(name) of Void" : name
        // `viewModel.loadingSubject.bind(to: hud.rx.isAnimating)` in its own controller: what it
        // sends is the screen's to show, which a delegate action would take away from it.
        if let view = outsideUse.viewObservedEvents[declaration.name] {
          var classification = result(.plumbing, "\(stream) its view \(view) subscribes to: what it sends is the screen's to show, not a parent's outcome")
          classification.advisory = "'\(declaration.name)' is a \(stream) that its view \(view) subscribes to: what the view model sends there is the screen's to "
            + "show, which a delegate action would take away from it; keep what the view shows in State, set by the actions that send it"
          return classification
        }
        return result(.outcome, "\(stream) the view model sends into and its parent subscribes to: a Delegate case")
      case .eventStream:
        let stream = holdsNothing ? "\(name) of Void" : name
        var classification = result(.plumbing, "\(stream): a stream of events; what it sends becomes actions or outcomes when ported")
        classification.advisory = "'\(declaration.name)' is a \(stream), a stream of events rather than state: port what it sends as actions, or as delegate outcomes"
        return classification
      case .helper: return result(.ignored, "\(name): a helper effects make or get as needed, not state")
      case .pendingOutcome:
        var classification = result(.plumbing, "\(name): how the view model reports its outcome to whoever waits for it; not state")
        classification.advisory = "'\(declaration.name)' is a \(name), which reports the view model's outcome to whoever waits for it: "
          + "State cannot hold it; report what it is given with delegate actions"
        return classification
      case .viewLayer:
        var classification = result(.plumbing, "\(name): the view layer's, which builds it from State")
        classification.advisory = "'\(declaration.name)' is a \(name), which belongs to the view layer: the view builds it from State"
        return classification
      }
    }
    if let type, declaration.hasModifier("weak") || declaration.hasModifier("unowned"),
      let name = type.mentionedNames.first(where: { protocols[$0] != nil })
    {
      return result(.delegateReference, "weak reference to protocol \(name): one Delegate case per requirement")
    }
    // `weak var coordinator: MainCoordinator?`, `weak var parent: InboxViewModel?`: the object
    // that made the screen, which it tells where to go next; what it calls there is what a parent
    // hears of. Not a view or controller of its own (built on the store, never before it), nor
    // a weakly held service (`player?.pause()`), nor a generic or nested class, which the
    // bridge would have to spell with its arguments.
    if let type, declaration.hasModifier("weak") || declaration.hasModifier("unowned"),
      let name = type.mentionedNames.first(where: { index.types[$0]?.kind == .class }), Self.isNavigator(name),
      type.text.filter({ !"?! ".contains($0) }) == name, index.types[name]?.declaration.genericParameters == nil
    {
      return result(.delegateReference, "weak reference to the class \(name): one Delegate case per method the view model calls on it")
    }
    // `var actions: LoginActions?`, a struct of closures the coordinator filled: what the view
    // model calls there is what a parent hears of, as with a coordinator held weakly.
    if let type, let (name, _) = index.closureStruct(writtenAs: type.text), type.text.filter({ !"?! ".contains($0) }) == name {
      return result(.delegateReference, "a struct of the closures \(name) its parent fills: one Delegate case per closure the view model calls")
    }
    if let type, declaration.hasModifier("weak") || declaration.hasModifier("unowned") {
      let name = type.mentionedNames.first ?? type.text
      var classification = result(.ignored, "weak reference to \(name), which Graft cannot map: add its file, if it is declared elsewhere, to map what it is told")
      classification.advisory = "'\(declaration.name)' is a weak reference to \(name), which Graft cannot map (no protocol or class of the sources it can name): "
        + "what the view model tells it becomes no delegate action; if it is declared elsewhere, add its file (or its module with --context)"
      return classification
    }
    // An injected service, `let` or `var`, optional or not: a dependency, never State.
    if let type, declaration.initializer == nil || declaration.initializer == "nil",
      let name = type.leafNames.first(where: { name in
        // A value type of the sources is a value, whatever its name, unless it does work
        // (`struct ConfirmService: Sendable { func getMetadata(…) }`): then it is a service.
        protocols[name] != nil
          || (ServiceName.isService(name) && (![.struct, .enum].contains(index.types[name]?.kind) || index.isWorkingValueType(name)))
      })
    {
      return result(.service, "injected \(declaration.kind.rawValue) of \(protocols[name] != nil ? "protocol " : "")\(name)")
    }
    // `let peripheral: Peripheral` of a module Graft was not given, or `let model: TrashModel`,
    // a class or an actor of the app's, whose methods the view model waits for (`try await
    // model.emptyTrash()`): an object that does work, not a value. (A child view model it
    // waits for is a child's, not a service.)
    if let type, declaration.initializer == nil, let name = type.leafNames.first, protocols[name] == nil, !name.hasSuffix("ViewModel"),
      index.types[name].map({ [.class, .actor].contains($0.kind) }) ?? true, Self.waits(on: declaration.name, in: viewModel)
    {
      let kind = index.types[name].map { "a \($0.kind.rawValue) of the app's" } ?? "a type of another module"
      return result(.service, "injected \(declaration.kind.rawValue) of \(name), \(kind) whose methods it waits for")
    }
    // `private let cache = CacheService.shared`, `private let client = JoinClient()`: a service
    // it reaches for itself, which the bridge reaches the same way. So is `var repo =
    // ChatListRepo()` that no code of the view model replaces: declared `var`, held as a `let`
    // (not one a wrapper publishes, `@Published var preference = Preferences.standard`;
    // `@ObservationIgnored` only says that no view observes it). Whether its code replaces it is
    // asked last: it reads every body.
    let mayBeFixedVariable = declaration.kind == .var && declaration.accessors.isEmpty
      && declaration.attributes.allSatisfy { $0.name == "ObservationIgnored" }
    if declaration.kind == .let || mayBeFixedVariable,
      let initializer = declaration.initializer,
      let reach = ServiceReach(initialValue: initializer, declaredType: declaration.type),
      let (name, _, _) = reach.service(in: index), !ServiceReach.isConfigured(declaration.name, in: viewModel),
      declaration.kind == .let || !Self.isReplaced(declaration.name, in: viewModel),
      // A value kept in a `var` (`private var store = DraftStore()`) is one the view model may
      // change member by member, as State does: only a constant one works as a service.
      declaration.kind == .let || index.types[name].map({ ![.struct, .enum].contains($0.kind) }) ?? true
    {
      var classification = result(.service, reach.accessor == nil ? "a \(name) it makes itself" : "the singleton \(reach.text), under a name of its own")
      classification.reach = reach
      return classification
    }
    // `let tracker = Tracker.shared` of another module, `let client: Illithid = .shared`,
    // `Illithid.shared.accountManager`: an object the app shares, not a value.
    if let initializer = declaration.initializer,
      let shared = ServiceReach.unseenSharedObject(initialValue: initializer, declaredType: declaration.type, in: index)
    {
      let held = initializer.trimmed() == shared ? shared : "'\(initializer.trimmed().onOneLine())', reached through \(shared)"
      var classification = result(.ignored, "\(held): an object the app shares, not a value State can hold")
      classification.advisory = "'\(declaration.name)' holds \(held), an object the app shares rather than a value: "
        + "left out of State; reach it through a dependency client"
      return classification
    }
    if declaration.hasModifier("lazy") { return result(.ignored, "lazy property: a cache, not state") }
    // `private let provider = MoyaProvider<UserService>()`: a service of a module Graft was not
    // given, which the view model makes for itself.
    if declaration.kind == .let || mayBeFixedVariable, let initializer = declaration.initializer,
      let made = ServiceReach.unseenServiceMade(initialValue: initializer, declaredType: declaration.type, in: index)
    {
      var classification = result(.ignored, "\(made), a service of a module Graft was not given: an object that does work, not a value State can hold")
      classification.advisory = "'\(declaration.name)' holds the \(made) the view model makes, a service of a module Graft was not given (an object that does work, not a value): "
        + "left out of State; wrap what the view model asks of it in a dependency client"
      return classification
    }
    // A value the methods read is State's, observed or not: a reducer has nothing else to read.
    if declaration.kind == .let, declaration.initializer != nil {
      return result(.state, "constant its methods read")
    }
    switch viewModel.observation {
    case .observableObject:
      guard declaration.attribute(named: "Published") != nil else {
        return result(.state, "stored value its methods use; the view does not observe it, so nothing binds it")
      }
      return result(.state, "@Published \(declaration.kind.rawValue)")
    case .observable:
      // A value the methods read is State's, observed or not: a reducer has nothing else to read.
      if declaration.attribute(named: "ObservationIgnored") != nil {
        let isUsed = viewModel.members.contains { other in
          other.name != member.name && other.declaration.bodyText.map { SwiftIdentifier.isMentioned(member.name, in: $0) } == true
        }
        guard isUsed else { return result(.ignored, "@ObservationIgnored, and no method uses it") }
        return result(.state, "@ObservationIgnored value its methods use; the view does not observe it, so nothing binds it")
      }
      return result(.state, "stored \(declaration.kind.rawValue) of an @Observable class")
    case .plain:
      return result(.state, "stored \(declaration.kind.rawValue) of a UIKit-era view model")
    }
  }
}
