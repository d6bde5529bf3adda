/// Translates a feature into the reverse bridge: the seed a TCA parent keeps in its State, the
/// outcome the legacy screen reports, `seeded(...)`, and the wrapper that hosts the legacy screen.
extension GraftFileContext.Seed {
  init(_ model: FeatureModel) {
    let screen = model.screenName
    let access = model.options.accessLevel.prefix
    let resolved = model.services
    let services = resolved.map { ParameterDeclaration(name: $0.property, type: $0.type) }
    let onOutcome = ParameterDeclaration(name: "onOutcome", type: "@escaping @MainActor (\(screen)Outcome) -> Void")
    let viewModelArguments = model.initializerArguments.map { argument in
      ArgumentExpression(label: argument.label, value: argument.isService ? argument.name : "seed.\(argument.name)")
    }
    let outcomeAssignments: [String] = model.delegateCases.compactMap { outcome in
      guard case let .closure(property, _) = outcome.source, model.closureProperties.contains(property) else { return nil }
      let values = outcome.payload.enumerated().map { index, value in
        value.label.map { "\($0): $\(index)" } ?? "$\(index)"
      }
      let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
      return "viewModel.\(property) = { onOutcome(.\(outcome.name)\(payload)) }"
    }
    let serviceArguments = resolved.map { ArgumentExpression(label: $0.property, value: $0.property) }
    let seededCall = ".seeded(" + SwiftExpressions.arguments(
      [ArgumentExpression(label: nil, value: "seed")] + serviceArguments + [ArgumentExpression(label: "onOutcome", value: "onOutcome")]) + ")"
    let isObservable = model.observation == .observable
    self.init(
      fields: model.seedValues.map { PropertyDeclaration(access: access, name: $0.name, type: $0.type) },
      outcomeCases: model.delegateCases.filter { if case .closure = $0.source { true } else { false } }
        .map { CaseDeclaration(name: $0.name, values: $0.payload) },
      seededParameters: ([ParameterDeclaration(label: "_", name: "seed", type: "\(screen)Seed")] + services + [onOutcome]).markingLast(),
      viewModelArguments: viewModelArguments.markingLast(), outcomeAssignments: outcomeAssignments,
      viewModelProperty: PropertyDeclaration(
        attributes: [isObservable ? "@State" : "@StateObject"], access: "private ", name: "viewModel", type: model.viewModelName),
      viewModelInitialization: isObservable
        ? "_viewModel = State(initialValue: \(seededCall))" : "_viewModel = StateObject(wrappedValue: \(seededCall))",
      legacyScreenBody: "\(model.options.legacyView ?? screen + "View")(viewModel: viewModel)",
      legacyController: model.options.legacyController,
      legacyScreenParameters: ([ParameterDeclaration(name: "seed", type: "\(screen)Seed")] + services + [onOutcome]).markingLast(),
      storedServices: resolved.map { PropertyDeclaration(keyword: "let", name: $0.property, type: $0.type) },
      seededCall: seededCall, example: Self.example(model))
  }

  /// How a TCA parent presents the legacy screen, as a comment to copy from.
  static func example(_ model: FeatureModel) -> String {
    let screen = model.screenName
    let firstSeedValue = model.seedValues.first.map { ", \($0.name): \($0.name)" } ?? ""
    let caseName = screen.prefix(1).lowercased() + screen.dropFirst()
    let serviceArguments = model.services.map { "\($0.property): \($0.property)" }.joined(separator: ", ")
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
