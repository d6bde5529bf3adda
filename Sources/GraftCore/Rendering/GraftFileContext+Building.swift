extension GraftFileContext {
  /// Writes every line of the Graft-owned file that needs Swift knowledge, from the model.
  /// `imported` holds the frameworks the file has imported before this feature's part, and
  /// gains those it imports: an import anywhere in a file serves all of it, so each is written
  /// once, in the first block whose condition needs it.
  init(_ model: FeatureModel, imported: inout Set<String>) {
    feature = model.name
    access = model.options.accessLevel.prefix
    explicitInit = model.options.accessLevel != .internal
    let access = access
    viewModel = model.viewModelName
    screen = model.screenName
    imports = model.imports
    state = model.state.map { Field(name: $0.name, note: $0.note, lines: Self.lines(of: $0, access: access)) }
    seedValues = model.seedValues.map { Named(name: $0.name, type: $0.type) }
    seedParameters = model.seedValues.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    hasSeedValues = !model.seedValues.isEmpty
    actionConformances = model.isBindable ? "BindableAction, ViewAction" : "ViewAction"
    isBindable = model.isBindable
    viewActions = model.viewActions.map { Line(line: Self.caseDeclaration($0)) }
    hasViewActions = !model.viewActions.isEmpty
    responses = model.responses.map { Line(line: Self.caseDeclaration($0)) }
    delegateCases = model.delegateCases.map { Line(line: Self.caseDeclaration($0)) }
    hasDelegateCases = !model.delegateCases.isEmpty
    dependencies = model.dependencies.map { client in
      Client(
        name: client.name, protocolName: client.protocolName, key: client.key,
        endpoints: client.endpoints.enumerated().map { index, endpoint in
          EndpointLines(
            declaration: access + Self.endpointDeclaration(endpoint), liveClosure: Self.liveClosure(endpoint),
            isLast: index == client.endpoints.count - 1)
        })
    }
    hasDependencies = !model.dependencies.isEmpty
    bridge = model.options.bridge == .none ? nil : Self.bridge(model)
    if var bridge {
      bridge.importsSwiftUI = bridge.swiftUI && imported.insert("SwiftUI").inserted
      bridge.importsUIKit = bridge.uiKit && imported.insert("UIKit").inserted
      self.bridge = bridge
    }
    seed = model.options.seed ? Self.seed(model) : nil
    if var seed {
      seed.importsSwiftUI = imported.insert("SwiftUI").inserted
      seed.importsUIKit = seed.legacyController != nil && imported.insert("UIKit").inserted
      self.seed = seed
    }
  }

  /// The field's declaration, inside its `#if` directives when the view model declares it under
  /// conditions: one branch per declaration, as written.
  static func lines(of field: StateField, access: String = "") -> [Line] {
    guard !field.branches.isEmpty else { return [Line(line: declaration(of: field, access: access))] }
    var lines: [Line] = []
    for (index, branch) in field.branches.enumerated() {
      lines.append(Line(line: branch.directive))
      var variant = field
      variant.defaultValue = branch.defaultValue
      variant.type = branch.type ?? field.type
      variant.writesType = branch.type != nil || field.writesType
      lines.append(Line(line: declaration(of: variant, access: access)))
      if index == field.branches.count - 1 { lines.append(Line(line: "#endif")) }
    }
    return lines
  }

  /// `var text: String`, `var isSaving = false`, `@Shared(.appStorage("k")) var sort = "date"`.
  static func declaration(of field: StateField, access: String = "") -> String {
    var text = field.appStorageKey.map { "@Shared(.appStorage(\($0))) \(access)var " } ?? "\(access)var "
    text += field.name
    if field.writesType, let type = field.type { text += ": " + type }
    if let value = field.defaultValue { text += " = " + value }
    return text
  }

  /// `textChanged(String)`, `select(item: String)`, `saveTapped`.
  static func caseDeclaration(_ actionCase: ActionCase) -> String {
    guard !actionCase.payload.isEmpty else { return actionCase.name }
    return actionCase.name + "(" + actionCase.payload.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }
      .joined(separator: ", ") + ")"
  }

  /// `var save: @Sendable (_ text: String) async throws -> Note`.
  static func endpointDeclaration(_ endpoint: Endpoint) -> String {
    let parameters = endpoint.parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
    var effects = ""
    if endpoint.isAsync { effects += "async " }
    if endpoint.isThrowing { effects += "throws " }
    let declaration = "var \(endpoint.name): @Sendable (\(parameters)) \(effects)-> \(endpoint.returnType)"
    return endpoint.defaultValue.map { declaration + " = " + $0 } ?? declaration
  }

  /// `save: { text in try await service.value.save(text) }`.
  static func liveClosure(_ endpoint: Endpoint) -> String {
    var call = ""
    if endpoint.isThrowing { call += "try " }
    if endpoint.isAsync { call += "await " }
    call += "service.value.\(endpoint.name)(" + arguments(endpoint.parameters) + ")"
    let names = endpoint.parameters.map(\.name).joined(separator: ", ")
    return "\(endpoint.name): { \(names.isEmpty ? "" : names + " in ")\(call) }"
  }

  /// `label: name` for each value, or the name alone where there is no label.
  static func arguments(_ values: [Value]) -> String {
    values.map { value in value.label.map { "\($0): \(value.name)" } ?? value.name }.joined(separator: ", ")
  }

  static func withCommas(_ lines: [String]) -> [Line] {
    lines.enumerated().map { Line(line: $1 + ($0 < lines.count - 1 ? "," : "")) }
  }

  static func bridge(_ model: FeatureModel) -> Bridge {
    var storeParameters = model.seedValues.map { "\($0.name): \($0.type)" }
    var viewParameters = storeParameters
    var forwarded = model.seedValues.map { "\($0.name): \($0.name)" }
    for client in model.dependencies {
      storeParameters.append("\(client.propertyName): any \(client.protocolName)")
      viewParameters.append("\(client.propertyName): any \(client.protocolName)")
      forwarded.append("\(client.propertyName): \(client.propertyName)")
    }
    var closureRouting: [Line] = []
    var protocolRouting: [Line] = []
    var delegateProperties: [(property: String, protocolName: String)] = []
    for delegateCase in model.delegateCases {
      let bindings = delegateCase.payload.map(\.name).joined(separator: ", ")
      let pattern = delegateCase.payload.isEmpty ? ".\(delegateCase.name)" : "let .\(delegateCase.name)(\(bindings))"
      switch delegateCase.source {
      case let .closure(property, functionType):
        let type = "@escaping @MainActor \(functionType)"
        let placeholders = delegateCase.payload.isEmpty ? "{}" : "{ " + delegateCase.payload.map { _ in "_" }.joined(separator: ", ") + " in }"
        storeParameters.append("\(property): \(type)")
        viewParameters.append("\(property): \(type) = \(placeholders)")
        forwarded.append("\(property): \(property)")
        closureRouting.append(Line(line: "case \(pattern): await \(property)(\(bindings))"))
      case let .protocolRequirement(property, protocolName):
        if !delegateProperties.contains(where: { $0.property == property }) {
          delegateProperties.append((property, protocolName))
          storeParameters.append("\(property): any \(protocolName)")
          viewParameters.append("\(property): any \(protocolName)")
          forwarded.append("\(property): \(property)")
        }
        protocolRouting.append(Line(line: "case \(pattern): \(property)?.\(delegateCase.name)(\(arguments(delegateCase.payload)))"))
      case .method:
        break
      }
    }
    // Mixed closures and a delegate protocol route together on the main actor.
    if !protocolRouting.isEmpty {
      protocolRouting += model.delegateCases.compactMap { delegateCase in
        guard case let .closure(property, _) = delegateCase.source else { return nil }
        let bindings = delegateCase.payload.map(\.name).joined(separator: ", ")
        let pattern = delegateCase.payload.isEmpty ? ".\(delegateCase.name)" : "let .\(delegateCase.name)(\(bindings))"
        return Line(line: "case \(pattern): \(property)(\(bindings))")
      }
    }
    return Bridge(
      storeParameters: withCommas(storeParameters), viewParameters: withCommas(viewParameters),
      forwardedArguments: forwarded.joined(separator: ", "), hasParameters: !storeParameters.isEmpty,
      initialState: "State(" + model.seedValues.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")",
      storeKeyword: model.dependencies.isEmpty && delegateProperties.isEmpty ? "" : "return ",
      liveClients: model.dependencies.map { Line(line: "let \($0.key) = \($0.name).live(\($0.propertyName))") },
      dependencyAssignments: model.dependencies.map { Line(line: "$0.\($0.key) = \($0.key)") },
      hasDelegateRouting: !model.delegateCases.isEmpty,
      closureRouting: closureRouting,
      weakDelegates: delegateProperties.map { Line(line: "nonisolated(unsafe) weak let \($0.property) = \($0.property)") },
      protocolRouting: protocolRouting, usesProtocolRouting: !protocolRouting.isEmpty,
      swiftUI: model.options.bridge == .swiftui || model.options.bridge == .both,
      uiKit: model.options.bridge == .both)
  }

  static func seed(_ model: FeatureModel) -> Seed {
    let screen = model.screenName
    var parameters = [Parameter(line: "_ seed: \(screen)Seed,", isService: false)]
    for client in model.dependencies {
      parameters.append(Parameter(line: "\(client.propertyName): any \(client.protocolName),", isService: true))
    }
    parameters.append(Parameter(line: "onOutcome: @escaping @MainActor (\(screen)Outcome) -> Void", isService: false))
    let viewModelArguments = model.initializerArguments.map { argument in
      let value = argument.isService ? argument.name : "seed.\(argument.name)"
      return argument.label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
    let outcomeAssignments: [Line] = model.delegateCases.compactMap { outcome in
      guard case let .closure(property, _) = outcome.source, model.closureProperties.contains(property) else { return nil }
      let values = outcome.payload.enumerated().map { index, value in
        value.label.map { "\($0): $\(index)" } ?? "$\(index)"
      }
      let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
      return Line(line: "viewModel.\(property) = { onOutcome(.\(outcome.name)\(payload)) }")
    }
    let services = model.dependencies.map { "\($0.propertyName): \($0.propertyName)" }
    let seededCall = ".seeded(" + (["seed"] + services + ["onOutcome: onOutcome"]).joined(separator: ", ") + ")"
    let isObservable = model.observation == .observable
    let legacyView = model.options.legacyView ?? screen + "View"
    let firstSeedValue = model.seedValues.first.map { ", \($0.name): \($0.name)" } ?? ""
    let caseName = screen.prefix(1).lowercased() + screen.dropFirst()
    let serviceArguments = model.dependencies.map { "\($0.propertyName): \($0.propertyName)" }.joined(separator: ", ")
    let example = """
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
    return Seed(
      fields: model.seedValues.map { Line(line: "\(model.options.accessLevel.prefix)var \($0.name): \($0.type)") },
      outcomeCases: model.delegateCases.filter { if case .closure = $0.source { true } else { false } }
        .map { Line(line: caseDeclaration($0)) },
      parameters: parameters, viewModelArguments: viewModelArguments, outcomeAssignments: outcomeAssignments,
      wrapper: isObservable
        ? "@State private var viewModel: \(model.viewModelName)" : "@StateObject private var viewModel: \(model.viewModelName)",
      wrapperInitializer: isObservable
        ? "_viewModel = State(initialValue: \(seededCall))" : "_viewModel = StateObject(wrappedValue: \(seededCall))",
      legacyScreenBody: "\(legacyView)(viewModel: viewModel)", legacyController: model.options.legacyController,
      storedServices: model.dependencies.map { Line(line: "let \($0.propertyName): any \($0.protocolName)") },
      serviceAssignments: model.dependencies.map { Line(line: "self.\($0.propertyName) = \($0.propertyName)") },
      seededCall: seededCall, example: example)
  }
}
