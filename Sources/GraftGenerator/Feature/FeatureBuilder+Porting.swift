import GraftSupport
import SwiftDeclarationParser

/// View actions' bodies carried into the reducer (`BodyPorter`), with the tests that prove each
/// port (`PortTestPlanner`); a body Graft cannot port keeps its reason, for the TODO and
/// `graft inspect`.
extension FeatureBuilder {
  /// Returns the start helpers whose bodies it could not port, dropped from the view actions, by
  /// action name, with why.
  func portBodies(
    of model: inout FeatureModel, viewModel: ViewModel, methods: [String: PortedMethod], diagnostics: inout Diagnostics
  ) -> [String: String] {
    model.heldLoggers = heldLoggers(of: viewModel, model: model)
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    let overridden = overriddenMembers(of: viewModel)
    let featureModule = modules[viewModel.path] ?? ""
    (model.derivedValues, model.derivedRefusals) = DerivedValue.of(
      viewModel, fields: model.state, index: index, sourceMembers: sourceMembers, qualifier: qualifier, overridden: overridden,
      inFeatureModule: { [modules] in (modules[$0] ?? "") == featureModule })
    // A query State now answers itself is no longer the team's to move: a note says where it went.
    for value in model.derivedValues where value.isMethod {
      let selector = MemberClassifier.selector(of: value.declaration)
      for position in diagnostics.list.indices where diagnostics.list[position].message.hasPrefix("'\(selector)' returns a value and changes nothing") {
        diagnostics.list[position].severity = .note
        diagnostics.list[position].message = "'\(selector)' returns a value and changes nothing: a query, not an action; "
          + "State answers it as its own function (state.\(value.name)(…)), or annotate '// graft: action'"
      }
    }
    var environment = PortEnvironment(model: model, viewModel: viewModel, qualifier: qualifier)
    environment.sendability = Sendability(index: index)
    environment.mutatingMethods = sourceMembers.mutatingMethods
    environment.fileHiddenMembers = sourceMembers.hidden(from: viewModel)
    environment.filePrivateGlobals = index.filePrivateGlobals[viewModel.path] ?? []
    environment.retypedFields = PortEnvironment.retypedFields(model.state, of: viewModel)
    environment.viewModelIsMainActor = index.isMainActor(viewModel.declaration)
    (environment.inherited, environment.unreadSuperclass) = inheritedMembers(of: viewModel)
    // `insufficientStorageCheckForMove(…)` of an extension of a protocol the view model adopts:
    // the view model's method too, which no reducer has.
    for (name, owner) in protocolExtensionMembers(of: viewModel) where environment.inherited[name] == nil && !environment.members.contains(name) {
      environment.inherited[name] = owner
    }
    environment.superMethods = viewModel.hiddenSuperclassMethods
    environment.overridden = overridden
    // What runs when a field changes is lost wherever State changes it: in a binding, and in
    // every action that sets it.
    for member in viewModel.members {
      guard let observer = environment.observers[member.name], let field = model.state.first(where: { $0.name == member.name }) else { continue }
      // A `didSet` runs in the ported actions that set the field, not in a binding.
      if environment.didSets[member.name] != nil {
        if field.isBindable {
          diagnostics.warn(
            "a binding that changes '\(member.name)' in State does not run its didSet, which the ported actions that set it run: "
              + "carry that work into 'BindingReducer().onChange(of: \\.\(member.name))'", at: member.declaration)
        }
        continue
      }
      let hint = field.isBindable
        ? "carry that work into the actions, and into 'BindingReducer().onChange(of: \\.\(member.name))' for the binding"
        : "carry that work into the actions"
      diagnostics.warn(
        "no \(field.isBindable ? "binding or action" : "action") that changes '\(member.name)' in State runs \(observer), "
          + "so no action that sets it is ported: \(hint)", at: member.declaration)
    }
    let superclassInitializers = viewModel.superclasses.flatMap { $0.declaration.members.filter { $0.kind == .initializer } }
    // The methods of the actions the initializer runs last (`loadPlayers()`), ported first: only
    // what a ported one sets is set by an action.
    let startMethods = Set(model.viewActions.filter { model.startActions.contains($0.name) }.map(\.methodName))
    // The view model's methods a body may call, which the port runs in place.
    // Its computed properties too, whose getters a body reads through.
    var helpers = viewModel.methodsByName
    for member in viewModel.members where member.declaration.kind == .var && member.declaration.accessors.map(\.kind) == ["get"] && helpers[member.name] == nil {
      helpers[member.name] = member.declaration
    }
    func port(_ position: Int, unless outside: FieldsSetOutsideActions.Found) {
      let action = model.viewActions[position]
      guard let method = methods[action.name] else { return }
      if environment.overridden.contains(method.name) {
        model.viewActions[position].portRefusal = "a subclass of \(viewModel.name) overrides it: which body runs depends on the object"
        return
      }
      if let field = FieldsSetOutsideActions.firstRead(of: outside.fields, in: method, helpers: helpers), let place = outside.fields[field] {
        model.viewActions[position].portRefusal =
          "it reads '\(field)', which the view model sets \(place): State starts it at its default and no action follows it".onOneLine()
        return
      }
      // Of the services the reducer calls: a subject or a field of State is its own story.
      let reporters = outside.reporters.filter { environment.services[$0.key] != nil }
      if let property = FieldsSetOutsideActions.firstRead(of: reporters, in: method, helpers: helpers), let how = reporters[property] {
        model.viewActions[position].portRefusal =
          "it calls '\(property)', which reports back to the view model: \(how), and no action hears what they report".onOneLine()
        return
      }
      var porter = BodyPorter(environment: environment, method: method, action: action)
      do {
        let lines = try porter.port()
        // A name that stood for the view model (`owner`) and is left in a line reads it still.
        if let alias = method.selfAlias, lines.contains(where: { SwiftIdentifier.isMentioned(alias, in: $0) }) {
          throw BodyPorter.Refusal(reason: "it reads '\(alias)', the view model '.withUnretained(self)' hands it, where Graft cannot carry it")
        }
        var body = PortedBody(lines: lines, responses: porter.responses)
        body.mergeIdenticalResponses()
        body.cancelIDs = porter.cancelIDs
        body.systemDependencies = porter.systemDependencies.used.sorted()
        body.loggers = porter.systemDependencies.loggers.sorted()
        if let animation = porter.animation {
          body.animation = animation
          body.lines.insert("// Animated in \(viewModel.name).\(action.origin): the view sends it with `animation: \(animation)`.", at: 0)
        }
        body.readsPayload = Set(action.payload.map(\.name).filter { name in lines.contains { SwiftIdentifier.isMentioned(name, in: $0) } })
        var planner = PortTestPlanner(
          environment: environment, model: model, index: index, home: viewModel.path, method: method, action: action, ported: body)
        planner.modules = modules
        body.tests = planner.plan().map { PortedBody.NamedTest(name: $0.name, test: $0.test) }
        model.viewActions[position].ported = body
        // Whatever caught the error (an alert in the view) is the caller's, which no action runs.
        if method.effects.isThrowing, let response = body.responses.first(where: { $0.handlers.contains { $0.pattern.contains(".failure") } }) {
          diagnostics.warn(
            "'\(method.name)' throws to its caller, whose 'catch' the feature does not run: handle '.\(response.response.name)(.failure)' "
              + "where the caller's view or parent hears the action", at: method.declaration)
        }
        // The port's responses replace the one the signature suggested, named for the action:
        // an overload of the same selector (`fetch()` beside `fetch() async`) keeps its own.
        model.responses.removeAll { $0.origin == action.origin && $0.name == ResponseCase.name(answering: action.name) }
        model.responses += body.responses.map(\.response)
      } catch let refusal as BodyPorter.Refusal {
        // Written into a `//` comment and a diagnostic: the code it quotes on one line.
        model.viewActions[position].portRefusal = refusal.reason.onOneLine()
      } catch {
        model.viewActions[position].portRefusal = "\(error)".onOneLine()
      }
    }
    // The started actions first, each assuming the others set by an action what they set. A
    // start helper refused is a helper again and sets nothing in the feature: the start is
    // ported again from before, without that assumption, until every assumption holds. An
    // action of the view's own that is refused stays an action the store starts with, its
    // TODO what sets those fields, as any other action's TODO sets what it sets.
    var dropped: [String: String] = [:]
    var assumed = startMethods
    let beforeStart = model
    var setOutsideActions: FieldsSetOutsideActions.Found
    while true {
      setOutsideActions = FieldsSetOutsideActions.find(in: viewModel, model: model, started: assumed, superclassInitializers: superclassInitializers)
      let started = model.viewActions.indices.filter { model.startActions.contains(model.viewActions[$0].name) }
      for position in started { port(position, unless: setOutsideActions) }
      let refused = started.map { model.viewActions[$0] }.filter { $0.ported == nil && $0.isStartOnly }
      let refusedMethods = Set(refused.map(\.methodName))
      if refusedMethods.isDisjoint(with: assumed) { break }
      for action in refused { dropped[action.name] = action.portRefusal ?? "it has no body" }
      assumed.subtract(refusedMethods)
      model = beforeStart
      model.viewActions.removeAll { $0.isStartOnly && dropped[$0.name] != nil }
      model.startActions.removeAll { dropped[$0] != nil }
    }
    let tried = Set(model.startActions)
    for position in model.viewActions.indices where !tried.contains(model.viewActions[position].name) {
      port(position, unless: setOutsideActions)
    }
    return dropped
  }

  /// The names of the members that the app's subclasses of the view model override, at any
  /// depth, their extensions included.
  func overriddenMembers(of viewModel: ViewModel) -> Set<String> {
    var overridden: Set<String> = []
    for name in index.descendants(ofClass: viewModel.name).keys {
      let members = (index.types[name]?.declaration.members ?? []) + (index.extensions[name] ?? []).flatMap(\.declaration.members)
      for member in members where member.hasModifier("override") { overridden.insert(member.name) }
    }
    return overridden
  }

  /// The members of the app's classes above the view model that its feature does not take as its
  /// own (from the first generic one up), by name, with the class that declares each: its own
  /// extensions' members too. And the superclass Graft was not given, which may declare more.
  func inheritedMembers(of viewModel: ViewModel) -> (members: [String: String], unread: String?) {
    var found: [String: String] = [:]
    let chain = index.superclassChain(of: viewModel.declaration)
    for declared in chain.classes.dropFirst(viewModel.superclasses.count) {
      let name = declared.declaration.name
      let members = declared.declaration.members + (index.extensions[name] ?? []).flatMap(\.declaration.members)
      for member in members where found[member.name] == nil { found[member.name] = name }
    }
    return (found, chain.unread)
  }

  /// The members the extensions of the sources' protocols that the view model adopts (and the
  /// protocols those refine) declare, with the protocol of each: what the view model answers to
  /// besides its own members.
  func protocolExtensionMembers(of viewModel: ViewModel) -> [String: String] {
    var found: [String: String] = [:]
    let inheritance = viewModel.declaration.inheritance + (index.extensions[viewModel.qualifiedName] ?? []).flatMap(\.declaration.inheritance)
    for name in index.adoptedNames(inheritance) where index.protocols[name] != nil {
      for item in index.extensions[name] ?? [] {
        for member in item.declaration.members where member.kind == .function || member.kind == .var {
          found[member.name] = found[member.name] ?? name
        }
      }
    }
    return found
  }
}
