/// What the team-owned `Reducer.swift` template reads: one `switch` case per action, each
/// ported when its body is trivial and quoted under a TODO otherwise.
struct ReducerFileContext: Encodable {
  /// `ComposableArchitecture`, and what the ported cases name from other modules.
  var imports: [String]
  var feature: String
  var access: String
  /// `nonisolated ` in a module isolated to the main actor by default (`TargetBuildSettings`).
  var nonisolated: String
  var explicitInit: Bool
  var screen: String
  var viewModel: String
  /// The view model's `#if` conditions: the whole reducer is under them.
  var condition: String?
  var dependencies: [Dependency]
  /// The view model's loggers the ported cases log through, declared as it declared them.
  var loggers: [String]
  var hasDependencies: Bool
  var isBindable: Bool
  var cases: [Case]
  /// Whether the view has no actions: the reducer still names `.view`, whose enum is empty, so
  /// that no compiler setting reads the switch as missing a case.
  var hasNoViewCases = false
  /// Whether no action exists at all (no view action, delegate case or binding): `Action` has
  /// no value, and Swift rejects any `switch` over it.
  var hasNoActions = false
  /// The cases of `CancelID`, one per stored task whose work a ported case starts or cancels.
  var cancelIDs: String?

  struct Dependency: Encodable {
    var key: String
    var property: String
  }

  /// `case .view(.saveTapped):` and its statements.
  struct Case: Encodable {
    var pattern: String
    var lines: [String]
    /// The `#if` conditions of the action it handles.
    var condition: String? = nil
  }

  init(_ model: FeatureModel) {
    feature = model.name
    access = model.options.accessLevel.prefix
    nonisolated = model.options.buildSettings.nonisolatedPrefix
    explicitInit = model.options.accessLevel != .internal
    screen = model.screenName
    viewModel = model.viewModelName
    condition = model.condition
    dependencies = model.services.map { Dependency(key: $0.key, property: $0.property) }
      + Set(model.viewActions.flatMap { $0.ported?.systemDependencies ?? [] }).sorted().map { Dependency(key: $0.key, property: $0.property) }
      + model.reachedServices.map { Dependency(key: $0.key, property: $0.property) }
    let logging = Set(model.viewActions.compactMap(\.ported).flatMap(\.loggers))
    loggers = model.heldLoggers.filter { logging.contains($0.name) }.map(\.declaration)
    hasDependencies = !dependencies.isEmpty || !loggers.isEmpty
    isBindable = model.isBindable
    cases = model.viewActions.map { action in
      var handled = Self.viewCase(action, viewModel: model.viewModelName)
      handled.condition = action.condition
      return handled
    }
    hasNoViewCases = model.viewActions.isEmpty
    hasNoActions = hasNoViewCases && model.delegateCases.isEmpty && !isBindable
    let used = Set(model.viewActions.compactMap(\.ported).flatMap(\.cancelIDs))
    let stored = model.storedTasks + model.storedSubscriptions
    let ids = PortEnvironment.cancelIDs(of: stored)
    let idCases = stored.compactMap { ids[$0] }.filter(used.contains)
    cancelIDs = idCases.isEmpty ? nil : idCases.joined(separator: ", ")
    // Each response: the ported handlers of its action, or a TODO.
    for response in model.responses {
      let condition = model.viewActions.first { $0.origin == response.origin }?.condition
      let ported = model.viewActions.lazy.compactMap(\.ported).flatMap(\.responses).first { $0.response.name == response.name }
      if let ported {
        cases += ported.handlers.map { handler in
          Case(
            pattern: handler.pattern, lines: handler.lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
            condition: condition)
        }
      } else {
        cases.append(Case(pattern: "case .\(response.name):", lines: [
          "// TODO: handle what \(model.viewModelName).\(response.origin) returns.", "return .none",
        ], condition: condition))
      }
    }
    imports = Self.imports(of: model)
  }

  /// The reducer's imports: `ComposableArchitecture`, and once a case is ported, the view
  /// model's own imports of the app's and third parties' modules (the ported code names their
  /// types as the view model did), and Apple's frameworks whose types the ported code names.
  /// A TODO's quoted body is a comment: it needs nothing.
  /// The libraries the feature's own file imports unconditionally: not Apple's frameworks, not
  /// Foundation; what the team's files need for the types they name.
  static func libraries(of model: FeatureModel) -> Set<String> {
    Set(model.imports.filter { $0.condition == nil && !FeatureBuilder.appleFrameworks.contains($0.module) && $0.module != "Foundation" }.map(\.written))
  }

  static func imports(of model: FeatureModel) -> [String] {
    var imports: Set<String> = ["ComposableArchitecture"]
    let ported = model.viewActions.compactMap(\.ported)
    let logging = Set(ported.flatMap(\.loggers))
    let portedLines = ported.flatMap(\.allLines)
      + model.heldLoggers.filter { logging.contains($0.name) }.map(\.declaration)
    guard !portedLines.isEmpty else { return imports.sorted() }
    imports.formUnion(libraries(of: model))
    var names = Set(portedLines.flatMap(SwiftIdentifier.typeNames(in:)))
    // `request.requestedScopes = [.email]` on an action's `ASAuthorizationAppleIDRequest`: a
    // member of a value the ported code reads needs its type's module here too, where the target
    // builds with member import visibility.
    // So does `userDefaults.set(…)` on the reducer's `@Dependency(\.defaultAppStorage)`, a
    // `UserDefaults` of Foundation's.
    for action in model.viewActions {
      guard let ported = action.ported else { continue }
      let lines = ported.allLines
      for value in action.payload where lines.contains(where: { SwiftIdentifier.readsMember(of: value.name, in: $0) }) {
        names.formUnion(TypeText(value.type).leafNames)
      }
      for dependency in ported.systemDependencies {
        guard let type = dependency.foundationType, lines.contains(where: dependency.isMemberReached(in:)) else { continue }
        names.insert(type)
      }
    }
    if !names.isDisjoint(with: WellKnownTypes.foundation) { imports.insert("Foundation") }
    imports.formUnion(FeatureBuilder.frameworks(naming: names, importing: Set(model.imports.map(\.module))))
    return imports.sorted()
  }

  /// A view action's case: its ported body, or its body quoted under a TODO that says why not.
  static func viewCase(_ action: ActionCase, viewModel: String) -> Case {
    if let ported = action.ported {
      // Values the case does not read are not bound: Swift would warn of each.
      let values = SwiftExpressions.forwarding(action.payload).map { argument in
        ported.readsPayload.contains(argument.value) ? argument : ArgumentExpression(label: argument.label, value: "_")
      }
      let binds = values.contains { $0.value != "_" }
      let pattern = action.payload.isEmpty || !binds
        ? "case .view(.\(action.name)):"
        : "case let .view(.\(action.name)(" + SwiftExpressions.arguments(values) + ")):"
      return Case(pattern: pattern, lines: ported.lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) })
    }
    var lines = ["// TODO: port \(viewModel).\(action.origin)" + (action.portRefusal.map { " (Graft stopped at \($0))" } ?? "") + ":"]
    for line in (action.body ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(line.isEmpty ? "//" : "//   " + line)
    }
    lines.append("return .none")
    return Case(pattern: "case .view(.\(action.name)):", lines: lines)
  }

  /// `.textChanged(newText)`, `.select(item: id)`.
  static func binding(_ action: ActionCase) -> String {
    "." + action.name + "(" + SwiftExpressions.arguments(SwiftExpressions.forwarding(action.payload)) + ")"
  }
}
