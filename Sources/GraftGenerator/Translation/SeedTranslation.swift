/// Translates a feature into the reverse bridge: the seed a TCA parent keeps in its State, the
/// outcome the legacy screen reports, `seeded(...)`, and the wrapper that hosts the legacy screen.
extension GraftFileContext.Seed {
  init(_ model: FeatureModel) {
    let screen = model.screenName
    let access = model.options.accessLevel.prefix
    let resolved = model.services
    let onOutcome = ParameterDeclaration(name: "onOutcome", type: "@escaping @MainActor (\(screen)Outcome) -> Void")
    let forwarder = Forwarder(model)
    // What the seed holds comes from it, services are handed in; any other value the view
    // model's initializer takes is left to its default, or handed in as it is.
    let seedNames = Set(model.seedValues.map(\.name))
    let passedThrough = Self.passedThrough(model).map { ParameterDeclaration(name: $0.name, type: $0.type) }
    let services = resolved.map { ParameterDeclaration(name: $0.property, type: $0.type) } + passedThrough
    let viewModelArguments = model.initializerArguments.compactMap { argument -> ArgumentExpression? in
      if argument.isService || !seedNames.contains(argument.name) {
        return argument.isService || !argument.hasDefault ? ArgumentExpression(label: argument.label, value: argument.name) : nil
      }
      return ArgumentExpression(label: argument.label, value: "seed.\(argument.name)")
    }
    var outcomeAssignments: [String] = model.delegateCases.compactMap { outcome in
      guard case let .closure(property, _) = outcome.source, model.closureProperties.contains(property) else { return nil }
      let values = outcome.payload.enumerated().map { index, value in
        value.label.map { "\($0): $\(index)" } ?? "$\(index)"
      }
      let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
      return "viewModel.\(property) = { onOutcome(.\(outcome.name)\(payload)) }"
    }
    if let forwarder {
      // The delegate is weak: the forwarder lives as long as whoever called `seeded(...)` keeps it.
      outcomeAssignments.insert("viewModel.\(forwarder.property) = forwarder", at: 0)
      if outcomeAssignments.count > 1 { outcomeAssignments.insert("let onOutcome = forwarder.onOutcome", at: 0) }
    }
    let serviceArguments = resolved.map { ArgumentExpression(label: $0.property, value: $0.property) }
      + passedThrough.map { ArgumentExpression(label: $0.name, value: $0.name) }
    func seededCall(forwarder value: String) -> String {
      let last = forwarder == nil ? ArgumentExpression(label: "onOutcome", value: "onOutcome") : ArgumentExpression(label: "forwarder", value: value)
      return ".seeded(" + SwiftExpressions.arguments([ArgumentExpression(label: nil, value: "seed")] + serviceArguments + [last]) + ")"
    }
    let isObservable = model.observation == .observable
    let swiftUICall = seededCall(forwarder: "forwarder")
    var initialization = [
      isObservable ? "_viewModel = State(initialValue: \(swiftUICall))" : "_viewModel = StateObject(wrappedValue: \(swiftUICall))",
    ]
    if let forwarder {
      initialization.insert(contentsOf: [
        "let forwarder = \(forwarder.name)(onOutcome: onOutcome)", "_forwarder = State(initialValue: forwarder)",
      ], at: 0)
    }
    self.init(
      fields: model.seedValues.filter { model.objectReads[$0.name] == nil }.map { PropertyDeclaration(access: access, name: $0.name, type: $0.type) },
      outcomeCases: model.delegateCases.map { CaseDeclaration(name: $0.name, values: $0.payload, condition: $0.condition) },
      seededParameters: ([ParameterDeclaration(label: "_", name: "seed", type: "\(screen)Seed")] + services
        + [forwarder.map { ParameterDeclaration(name: "forwarder", type: $0.name) } ?? onOutcome]).markingLast(),
      viewModelArguments: viewModelArguments.markingLast(), outcomeAssignments: outcomeAssignments,
      viewModelProperty: PropertyDeclaration(
        attributes: [isObservable ? "@State" : "@StateObject"], access: "private ", name: "viewModel", type: model.viewModelName),
      forwarderProperty: forwarder.map { PropertyDeclaration(attributes: ["@State"], access: "private ", name: "forwarder", type: $0.name) },
      viewModelInitialization: initialization,
      legacyScreenBody: "\(model.options.legacyView ?? screen + "View")(viewModel: viewModel)",
      legacyController: model.options.legacyController,
      legacyScreenParameters: ([ParameterDeclaration(name: "seed", type: "\(screen)Seed")] + services + [onOutcome]).markingLast(),
      storedServices: resolved.map { PropertyDeclaration(keyword: "let", name: $0.property, type: $0.type) }
        + passedThrough.map { PropertyDeclaration(keyword: "let", name: $0.name, type: $0.type) },
      seededCall: seededCall(forwarder: "context.coordinator"), forwarder: forwarder, example: Self.example(model))
  }

  /// The legacy initializer's values that neither the seed holds nor a service is, and that have
  /// no default: the legacy screen is handed them as they are (an object State.init reads values off).
  static func passedThrough(_ model: FeatureModel) -> [InitializerArgument] {
    let seedNames = Set(model.seedValues.map(\.name))
    return model.initializerArguments.filter { !$0.isService && !seedNames.contains($0.name) && !$0.hasDefault }
  }

  /// How a TCA parent presents the legacy screen, as a comment to copy from.
  static func example(_ model: FeatureModel) -> String {
    let screen = model.screenName
    let firstSeedValue = model.seedValues.first { model.objectReads[$0.name] == nil }.map { ", \($0.name): \($0.name)" } ?? ""
    let caseName = screen.prefix(1).lowercased() + screen.dropFirst()
    let serviceArguments = (model.services.map(\.property) + passedThrough(model).map(\.name)).map { "\($0): \($0)" }.joined(separator: ", ")
    return """
      // In the TCA parent:
      //   @Reducer enum Destination {
      //     @ReducerCaseIgnored
      //     case \(caseName)(\(screen)Seed)
      //   }
      //   state.destination = .\(caseName)(\(screen)Seed(id: uuid()\(firstSeedValue)))
      //   .ifLet(\\.$destination, action: \\.destination)
      // and in its view:
      //   .sheet(item: $store.scope(state: \\.$destination, action: \\.destination).\(caseName)) { seed in
      //     \(screen)LegacyScreen(seed: seed\(serviceArguments.isEmpty ? "" : ", " + serviceArguments)) { store.send(.\(caseName)Finished($0)) }
      //   }
      """
  }
}

extension GraftFileContext.Seed.Forwarder {
  /// The forwarder of a view model whose outcomes go through a weak delegate, when each of the
  /// protocol's requirements reports an outcome (none returns a value or waits).
  init?(_ model: FeatureModel) {
    let requirements = model.delegateCases.compactMap { outcome -> (ActionCase, String, String, Bool)? in
      guard case let .delegateMethod(property, type, _, takesSender) = outcome.source, type.isProtocol else { return nil }
      return (outcome, property, type.name, takesSender)
    }
    guard let first = requirements.first, model.delegateRequirementSignatures.count == requirements.count else { return nil }
    name = model.screenName + "OutcomeForwarder"
    protocolName = first.2
    property = first.1
    methods = zip(requirements, model.delegateRequirementSignatures).map { requirement, signature in
      let (outcome, _, _, takesSender) = requirement
      // The requirement's parameters by name, the sender's left out.
      let names = signature.parameterNames.dropFirst(takesSender ? 1 : 0)
      let values = zip(outcome.payload, names).map { value, name in (value.label.map { $0 + ": " } ?? "") + name }
      let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
      return Method(signature: signature.text, outcome: ".\(outcome.name)\(payload)")
    }
  }
}
