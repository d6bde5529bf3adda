import GraftSupport
import SwiftDeclarationParser

/// Builds the feature model of a classified view model, following the mapping table in the
/// README. What it cannot map is a warning or an error at the member's position, never a
/// silent guess.
public struct FeatureBuilder: Sendable {
  public var index: SourceIndex
  var inference: TypeInference { TypeInference(knownTypes: index.typeNames) }
  /// The conformances Graft can write for each module's types (`EquatableConformance.writable`),
  /// by module, and the module of each source, by path: a feature's State may hold the types
  /// of its own module.
  var writableConformances: [String: [String: EquatableConformance]] = [:]
  var modules: [String: String] = [:]
  /// What a derived value's copy in State must not call, read once for every feature.
  var sourceMembers: DerivedValue.SourceMembers

  /// The builder of features whose sources are all of one module: every file `index` read.
  public init(index: SourceIndex) {
    self.init(index: index, sources: index.typeNamesByPath.keys.sorted(), modules: [:])
  }

  /// The builder of the features of `sources`, which knows the conformances it can write for
  /// the types of each of their modules (`modules`, by path; one unnamed module by default).
  init(index: SourceIndex, sources: [String], modules: [String: String]) {
    self.index = index
    self.modules = modules
    sourceMembers = DerivedValue.SourceMembers(index: index)
    writableConformances = Dictionary(grouping: sources, by: { modules[$0] ?? "" }).mapValues {
      EquatableConformance.writable(in: $0, index: index)
    }
  }

  public struct Result: Sendable {
    public var model: FeatureModel
    public var diagnostics: [Diagnostic]
    /// The classifications as the feature has them: a private start helper whose body Graft
    /// could not port is a helper again.
    public var classifications: [MemberClassification] = []
  }

  /// Collects the warnings and errors of one view model, at its members, in the file of each
  /// (the class's, or an extension's).
  struct Diagnostics {
    var path: String
    var memberPaths: [Declaration: String] = [:]
    var list: [Diagnostic] = []

    init(_ viewModel: ViewModel) {
      path = viewModel.path
      for member in viewModel.members where member.path != viewModel.path {
        for declaration in member.branches { memberPaths[declaration] = member.path }
      }
    }

    mutating func error(_ message: String, at location: SourceLocation) {
      list.append(Diagnostic(path: path, location: location, severity: .error, message: message))
    }

    /// At a place of the view model's file, or of the file at `path`.
    mutating func note(_ message: String, at location: SourceLocation, in path: String? = nil) {
      list.append(Diagnostic(path: path ?? self.path, location: location, severity: .note, message: message))
    }

    mutating func warn(_ message: String, at declaration: Declaration, severity: Diagnostic.Severity = .warning) {
      list.append(Diagnostic(
        path: memberPaths[declaration] ?? path, location: declaration.range.start, severity: severity, message: message))
    }

    /// At a statement of `declaration`'s body, by its first byte.
    mutating func warn(_ message: String, in declaration: Declaration, atByte offset: Int, severity: Diagnostic.Severity = .warning) {
      list.append(Diagnostic(
        path: memberPaths[declaration] ?? path, location: declaration.location(ofByte: offset), severity: severity, message: message))
    }
  }

  public func build(_ viewModel: ViewModel, _ classifications: [MemberClassification]) -> Result {
    var classifications = classifications
    var diagnostics = Diagnostics(viewModel)
    var model = FeatureModel(
      name: viewModel.featureName, viewModelName: viewModel.qualifiedName, screenName: viewModel.screenName,
      sourceFileName: SourcePath.fileName(viewModel.path),
      imports: [],
      observation: viewModel.observation, options: viewModel.options, state: [], seedValues: [], viewActions: [],
      responses: [], delegateCases: [], dependencies: [], initializerArguments: [])

    let actionNames = Self.viewActionNames(classifications)
    let resolvers = servicesThatOnlyResolveNavigators(classifications, of: viewModel)
    // A type of the feature's module that does not say `Equatable` can still be State's: a
    // Graft-owned file writes its `==`. Not where the module's code is on the main actor by
    // default (an `==` written apart would be too, which `Equatable` does not allow), nor from a
    // feature under `#if`, whose block would hide it from the file's other features.
    let writesConformances = viewModel.options.buildSettings.defaultIsolation != .mainActor && viewModel.declaration.conditions.isEmpty
    let writable = writesConformances ? writableConformances[modules[viewModel.path] ?? ""] ?? [:] : [:]
    let written = Set(writable.keys)
    var initializer: Declaration?
    var actionMethods: [String: Declaration] = [:]
    for classification in classifications {
      let declaration = classification.member.declaration
      if let advisory = classification.advisory { diagnostics.warn(advisory, at: declaration) }
      switch classification.role {
      case .state:
        if let field = stateField(
          classification, viewModel: viewModel, written: written, notInState: &model.notInState, diagnostics: &diagnostics)
        {
          model.state.append(field)
        }
      // A start helper named like one of the view's actions stays a helper (it is given back its
      // role once porting ends).
      case .viewAction where classification.isStartHelper && actionNames[declaration] == nil:
        continue
      case .viewAction:
        actionMethods[actionNames[declaration] ?? declaration.name] = declaration
        if let hidden = declaration.parameters.lazy.compactMap({ self.fileprivateType(in: $0.type, seenFrom: viewModel) }).first
          ?? declaration.returnType.flatMap({ fileprivateType(in: $0, seenFrom: viewModel) })
        {
          diagnostics.warn(
            "'\(MemberClassifier.selector(of: declaration))' is no action: '\(hidden)' is private to its file, so the generated file cannot name it; "
              + "make it internal, or annotate '// graft: ignore'", at: declaration)
          continue
        }
        addViewAction(declaration, named: actionNames[declaration] ?? declaration.name, to: &model)
        model.viewActions[model.viewActions.count - 1].condition = viewModel.ownCondition(of: classification.member)
      case .outcome:
        if var outcome = outcomeCase(classification, of: viewModel.qualifiedName) {
          outcome.condition = viewModel.ownCondition(of: classification.member)
          model.delegateCases.append(outcome)
          switch outcome.source {
          case .closure where declaration.kind != .function: model.closureProperties.insert(declaration.name)
          case .subject where viewModel.options.seed:
            // `seeded(...)` hands outcomes over by setting closures; a subscription would have to
            // live as long as the screen, which only its maker can keep.
            diagnostics.warn(
              "'\(declaration.name)' sends the outcome '\(outcome.name)' into a subject: seeded(...) does not subscribe to it, "
                + "so a TCA parent hears it only where the legacy screen is made subscribes and calls onOutcome(.\(outcome.name))",
              at: declaration)
          default: break
          }
        } else {
          diagnostics.warn("'\(declaration.name)' is marked as an outcome but is neither a closure property nor a method", at: declaration)
        }
      case .delegateReference:
        let (cases, answered) = requirementCases(of: declaration, viewModel: viewModel)
        model.delegateCases += cases
        if viewModel.options.seed, !cases.isEmpty, let type = delegateType(of: declaration, in: viewModel.qualifiedName), !type.isProtocol {
          // A forwarder conforms to a protocol; nothing can stand in for a class.
          diagnostics.warn(
            "'\(declaration.name)' is \(type.closureStruct == nil ? "the class" : "the struct of closures") \(type.name), which seeded(...) cannot stand in for: a TCA parent hears "
              + cases.map { "'\($0.name)'" }.joined(separator: ", ") + " only where the legacy screen is made calls onOutcome", at: declaration)
        }
        if !answered.isEmpty {
          diagnostics.warn(
            "\(answered.map { "'\($0)'" }.joined(separator: ", ")) ask\(answered.count == 1 ? "s" : "") the delegate for an answer (a closure to answer with, a value it returns, a wait or an error), "
              + "which an action cannot carry: no Delegate case; a call of \(answered.count == 1 ? "it" : "them") stays a TODO, "
              + "and the parent's answer comes back as an action the feature declares", at: declaration)
        }
        // The forwarder a seed conforms to the first delegate protocol.
        if model.delegateRequirementSignatures.isEmpty { model.delegateRequirementSignatures = requirementSignatures(of: declaration) }
        let withSender = cases.filter { if case .delegateMethod(_, _, _, true) = $0.source { true } else { false } }
        if !withSender.isEmpty {
          diagnostics.warn(
            "\(withSender.map { "'\($0.origin)'" }.joined(separator: ", ")) hand\(withSender.count == 1 ? "s" : "") the delegate the view model itself, "
              + "which a TCA feature does not have: the bridge takes a closure for each (\(withSender.map { "'on\(CaseConversion.upperFirst($0.name))'" }.joined(separator: ", "))) "
              + "instead of the delegate", at: declaration)
        }
      case .service:
        if let navigator = resolvers[declaration.name] {
          diagnostics.warn(
            "'\(declaration.name)' only resolves '\(navigator)', which the bridge takes resolved: no dependency of the feature",
            at: declaration, severity: .note)
        } else if let reach = classification.reach {
          addReachedService(classification.member, reach: reach, of: viewModel, to: &model, diagnostics: &diagnostics)
        } else {
          addDependency(classification, of: viewModel, to: &model, diagnostics: &diagnostics)
        }
      case .initializer:
        // The first initializer is the one a seed calls; another one's values are not the feature's.
        // One that throws or decodes (`init(from decoder:) throws`, `init?(coder:)`) makes no
        // State: the first of the others, where there is one.
        if initializer == nil || (Self.isDecodingOrThrowing(initializer!) && !Self.isDecodingOrThrowing(declaration)) {
          initializer = declaration
        }
      case .plumbing, .ignored:
        if declaration.kind == .var || declaration.kind == .let { model.notInState[declaration.name] = classification.reason }
        if classification.role == .plumbing, declaration.kind == .var, let type = declaration.type {
          switch TypeText(type).mentionedNames.first {
          case "Task": model.storedTasks.append(declaration.name)
          // One subscription (`AnyCancellable?`), not a bag of them (`[AnyCancellable]`).
          case "AnyCancellable" where type.filter({ !"?! ".contains($0) }) == "AnyCancellable":
            model.storedSubscriptions.append(declaration.name)
          default: break
          }
        }
      case .shared, .query:
        break
      }
    }
    let (streamBodies, returnedOutputs) = addTransformInputs(classifications, of: viewModel, to: &model, diagnostics: &diagnostics)
    model.equatableConformances = neededConformances(of: model.state, viewModel: viewModel, writable: writable)
    for conformance in model.equatableConformances {
      diagnostics.note(
        "'\(conformance.typeName)' does not declare Equatable, which State needs: the Graft-owned file writes its '=='; "
          + "declare ': Equatable' here to let Swift synthesise it", at: conformance.location, in: conformance.path)
    }
    let startHelpers = buildStateInitializer(
      initializer, services: classifications.filter { $0.role == .service },
      startHelpers: Set(classifications.filter(\.isStartHelper).map { MemberClassifier.selector(of: $0.member.declaration) }),
      viewModel: viewModel, model: &model, diagnostics: &diagnostics)
    // Outcomes of closures and of delegate requirements are cases of one enum.
    let outcomeNames = DistinctNames.assign(model.delegateCases.map { outcome in
      DistinctNames.Candidate(base: outcome.name, labels: outcome.payload.compactMap(\.label), types: outcome.payload.map(\.type))
    })
    for (index, name) in outcomeNames.enumerated() { model.delegateCases[index].name = name }
    model.condition = CompilationCondition.combined(viewModel.declaration.conditions)
    qualifyNestedTypes(in: &model, of: viewModel)
    declareSendability(of: &model, viewModel: viewModel, diagnostics: &diagnostics)
    warnAboutMainActorValues(of: model, viewModel: viewModel, diagnostics: &diagnostics)
    collectEnumCases(of: &model)
    let zero = ConstructedValue(index: index, kind: .zero, home: viewModel.path, enumCases: model.enumCases, modules: modules)
    for value in model.stateInitializerValues { model.testSeedValues[value.name] = zero.value(of: value.type) }
    model.initializedValues = InitializerPort.initializedValues(of: model.state.map(\.name), in: model.stateInitializer)
    addSingletonDependencies(of: viewModel, to: &model, diagnostics: &diagnostics)
    let unported = portBodies(
      of: &model, viewModel: viewModel, methods: actionMethods.mapValues(PortedMethod.init).merging(streamBodies) { method, _ in method },
      diagnostics: &diagnostics)
    settleReturnedOutputs(returnedOutputs, in: &model, diagnostics: &diagnostics)
    explainStartHelpers(
      startHelpers, unported: unported, initializer: initializer, model: model, classifications: &classifications, diagnostics: &diagnostics)
    dropUnusedReachedServices(of: &model)
    // `graft inspect` says where a derived value went, or why State does not carry it.
    let derived = Set(model.derivedValues.map(\.name))
    for position in classifications.indices where classifications[position].member.inheritedFrom == nil {
      let name = classifications[position].member.name
      let isMethod = classifications[position].member.declaration.kind == .function
      if derived.contains(name) {
        classifications[position].reason = isMethod
          ? "returns a value and writes nothing: a query, State's own function" : "computed property: State's own, derived from its fields"
      } else if let refusal = model.derivedRefusals[name] {
        classifications[position].reason += "; not State's own: " + refusal
      }
    }
    model.isDeclaredInSources = index.typeNames.contains(model.name)
    // A type of the feature's name in another module, or one of the sources that already has a
    // State or Action, is not the team's reducer: State and Action would be added to it.
    let annotation = viewModel.declaration.annotations.first?.location ?? viewModel.declaration.range.start
    if let elsewhere = index.contextTypePaths[model.name] {
      diagnostics.error(
        "a type named \(model.name) already exists at \(elsewhere), in a module this one sees: name the feature with '// graft: feature name=…'",
        at: annotation)
    } else if let nested = index.nestedTypes[model.name], nested.contains("State") || nested.contains("Action") {
      diagnostics.error(
        "\(model.name) already declares its own \(nested.contains("State") ? "State" : "Action"): name the feature with '// graft: feature name=…', or delete the annotation",
        at: annotation)
    }
    model.viewIsDeclaredInSources = index.typeNames.contains(model.name + "View")
    model.shadowedLibraryNames = LibraryNameQualifier.clashes(with: index.typeNames)
    model.declaresTypeNamedState = index.qualifiedTypes["State"] != nil || index.typeAliases["State"] != nil
    importFrameworks(of: &model, viewModel: viewModel, diagnostics: &diagnostics)
    selectImports(of: &model, viewModel: viewModel)
    model.libraryAmbiguities = LibraryNameQualifier.ambiguities(importing: model.imports.map(\.module)).filter { !index.typeNames.contains($0.key) }
    // The closures and chains of `transform` a ported stream action runs call helpers too.
    let portedStreamBodies = model.viewActions.filter { $0.ported != nil }.compactMap { streamBodies[$0.name]?.statements }
    explainLeftOutMembers(
      classifications, of: viewModel, model: model, initializer: initializer, portedStreamBodies: portedStreamBodies, diagnostics: &diagnostics)
    return Result(model: model, diagnostics: diagnostics.list, classifications: classifications)
  }

  /// An initializer that throws or decodes: `init(from decoder: Decoder) throws`, `init?(coder:)`.
  static func isDecodingOrThrowing(_ initializer: Declaration) -> Bool {
    guard !initializer.effects.isThrowing, let first = initializer.parameters.first else { return initializer.effects.isThrowing }
    return ["from", "coder"].contains(first.argumentLabel ?? "") && ["Decoder", "NSCoder"].contains(TypeNames.bare(first.type.trimmed()))
  }

  /// A method's view action, with its body, and its response case when it throws or returns, or
  /// hands its result to a completion handler: the handler is never part of the action, its
  /// result comes back as the response.
  private func addViewAction(_ method: Declaration, named name: String, to model: inout FeatureModel) {
    // The legacy method as Swift names it, `process(action:)`, which TODOs and tests point at.
    let selector = MemberClassifier.selector(of: method)
    let values = method.parameters.filter { !TypeText($0.type).isClosure }
    var action = ActionCase(name: name, payload: payload(of: values), origin: selector)
    action.body = method.bodyText.map(BodyText.inner)
    model.viewActions.append(action)
    let handler = method.parameters.lazy.compactMap { ClosureType($0.type) }.first
    let returned = method.returnType.map { TypeText($0).storedForm }
    let responseName = ResponseCase.name(answering: name)
    if method.effects.isThrowing {
      model.responses.append(ResponseCase(name: responseName, origin: selector, result: .throwing(success: returned ?? "Void")))
    } else if let returned {
      model.responses.append(ResponseCase(name: responseName, origin: selector, result: .value(returned)))
    } else if let handler {
      model.responses.append(ResponseCase(name: responseName, origin: selector, result: Self.result(ofHandler: handler)))
    }
  }

  /// What a completion handler hands back, as a response: `(Result<Note, Error>) -> Void` is a
  /// throwing call's result, `(Note?) -> Void` a value, `(Data?, Error?) -> Void` both values.
  static func result(ofHandler handler: ClosureType) -> ResponseCase.Result {
    let types = handler.parameters.map { TypeText($0.type).storedForm }
    if types.count == 1, let arguments = TopLevelSplit.genericArguments(of: types[0], named: "Result"), arguments.count == 2 {
      return .throwing(success: arguments[0])
    }
    switch types.count {
    case 0: return .value("Void")
    case 1: return .value(types[0])
    default: return .value("(" + types.joined(separator: ", ") + ")")
    }
  }

  /// The cases of the enums the feature's state and actions mention, for tests to send.
  private func collectEnumCases(of model: inout FeatureModel) {
    let types = model.state.compactMap(\.type) + (model.viewActions + model.delegateCases).flatMap(\.payload).map(\.type)
      + model.stateInitializerValues.map(\.type)
    for type in types where model.enumCases[type] == nil {
      // Only an enum whose cases carry no values: a test can send any of them as they are.
      guard let declared = index.declaredTypeResolvingAliases(type), declared.kind == .enum else { continue }
      let cases = declared.declaration.members.filter { $0.kind == .enumCase }
      if !cases.isEmpty, cases.allSatisfy({ $0.parameters.isEmpty }) { model.enumCases[type] = cases.map(\.name) }
    }
  }

  /// Parameters as a case's or an endpoint's values. A case's payload is stored, so it takes the
  /// types' stored form (no `@escaping`, `any` for `some`); an endpoint's closure keeps
  /// `@escaping` for its parameter.
  func payload(of parameters: [Parameter], keepingEscaping: Bool = false) -> [Value] {
    parameters.enumerated().map { index, parameter in
      var type = keepingEscaping ? parameter.type : TypeText(parameter.type).storedForm
      // A variadic parameter holds an array: `Int...` is `[Int]` anywhere but a parameter list.
      if !keepingEscaping, type.hasSuffix("...") { type = "[" + type.dropLast(3).trimmed() + "]" }
      // `String!` is a declaration's alone: in a case's payload or a closure's type it is `String?`.
      if type.hasSuffix("!") { type = type.dropLast().trimmed() + "?" }
      var name = parameter.boundName ?? "value\(index)"
      // A case's value named like the reducer's own `state` or `action` would hide it.
      if !keepingEscaping, let alias = BodyPorter.alias(of: name) { name = alias }
      // A default a case can say as it is: a literal or an implicit member, never one that names
      // the declaring type's own members.
      let defaultValue = parameter.defaultValue.map { $0.trimmed() }.flatMap { InitializerPort.isLiteral($0) ? $0 : nil }
      return Value(label: parameter.argumentLabel, name: name, type: type, defaultValue: defaultValue)
    }
  }
}

extension Parameter {
  /// The name its body reads it by: `x` in `x: Int` and `_ x: Int`; nil for `_: Int` and
  /// `force _: Bool`, which a case or a closure that carries it must name itself.
  var boundName: String? {
    guard let name else { return label == "_" ? nil : label }
    return name == "_" ? nil : name
  }
}
