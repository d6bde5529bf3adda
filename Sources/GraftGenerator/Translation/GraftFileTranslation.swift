/// Translates a feature model into the Graft-owned file's context: State, Action, the clients,
/// and the bridges in both directions.
extension GraftFileContext {
  /// `imported` holds the frameworks the file has imported before this feature's part, and
  /// gains those it imports: an import anywhere in a file serves all of it, so each is written
  /// once, in the first block whose condition needs it. `declared` holds the dependencies
  /// declared already (in this file or another of the module), and gains this feature's.
  init(_ model: FeatureModel, imported: inout Set<String>, declared: inout Set<String>, declaresReducer: Bool = false) {
    placeholderReducer = declaresReducer
    feature = model.name
    access = model.options.accessLevel.prefix
    nonisolated = model.options.buildSettings.nonisolatedPrefix
    declaresMacroConformances = model.options.buildSettings.defaultIsolation == .mainActor
    explicitInit = model.options.accessLevel != .internal
    declaresSendable = model.options.accessLevel != .internal
    delegateIsSendable = model.delegateIsSendable
    viewModel = model.viewModelName
    screen = model.screenName
    condition = model.condition
    let access = access
    state = model.state.map { Self.field($0, access: access) }
    stateInitializer = model.stateInitializer.isEmpty ? nil : StateInitializer(
      parameters: model.stateInitializerValues.map { ParameterDeclaration(name: $0.name, type: $0.type) }.markingLast(),
      isMainActor: model.stateInitializerIsMainActor, body: model.stateInitializer)
    // Internal, whatever the feature's access: the view model's own may name internal types.
    derivedValues = model.derivedValues.map { value in
      DerivedMember(head: value.head, body: value.body, source: model.viewModelName + "." + (value.isMethod ? MemberClassifier.selector(of: value.declaration) : value.name))
    }
    isBindable = model.isBindable
    viewActions = model.viewActions.map { CaseDeclaration(name: $0.name, values: $0.payload, condition: $0.condition) }
    hasViewActions = !model.viewActions.isEmpty
    // A ported response also carries back the action's values its handlers read.
    let carried = Dictionary(
      model.viewActions.compactMap(\.ported).flatMap(\.responses).map { ($0.response.name, $0.carried) }, uniquingKeysWith: { first, _ in first })
    responses = model.responses.map { response in
      var declaration = Self.responseCase(response)
      let extra = (carried[response.name] ?? []).map { Value(label: $0.name, name: $0.name, type: $0.type) }
      if !extra.isEmpty { declaration = CaseDeclaration(name: response.name, values: Self.responseValues(response) + extra) }
      // A response exists where the action that sends it does.
      declaration.condition = model.viewActions.first { $0.origin == response.origin }?.condition
      return declaration
    }
    delegateCases = model.delegateCases.map { CaseDeclaration(name: $0.name, values: $0.payload, condition: $0.condition) }
    hasDelegateCases = !model.delegateCases.isEmpty
    // A file declares a conformance once, whichever of its features holds the type.
    let publicModule = model.options.accessLevel != .internal
    equatableConformances = model.equatableConformances.filter { declared.insert(DependencyOwners.conformanceName($0)).inserted }.map {
      Self.conformance($0, isPublic: $0.isPublic || publicModule)
    }
    dependencies = model.dependencies.filter { declared.insert($0.name).inserted }.map(Client.init)
    legacyServices = model.legacyServices.filter { declared.insert($0.keyType).inserted }
      .map {
        LegacyService(
          typeName: $0.typeName, key: $0.key, keyType: $0.keyType, whyAsItIs: $0.whyAsItIs ?? "its declaration is not in the sources Graft read")
      }
    hasDependencies = !model.dependencies.isEmpty || !model.legacyServices.isEmpty
    bridge = model.options.bridge == .none ? nil : Bridge(model)
    if var bridge {
      bridge.importsSwiftUI = bridge.swiftUI && imported.insert("SwiftUI").inserted
      bridge.importsUIKit = bridge.uiKit && imported.insert("UIKit").inserted
      if model.declaresTypeNamedState { bridge.stateWrapper = "SwiftUI.State" }
      self.bridge = bridge
    }
    seed = model.options.seed ? Seed(model) : nil
    if var seed {
      seed.importsSwiftUI = imported.insert("SwiftUI").inserted
      seed.importsUIKit = seed.legacyController != nil && imported.insert("UIKit").inserted
      seed.importsAny = seed.importsSwiftUI || seed.importsUIKit
      self.seed = seed
    }
  }

  /// The field's declaration, or one per `#if` branch when the view model declares it under
  /// conditions, each as written there.
  static func field(_ field: StateField, access: String) -> Field {
    guard !field.branches.isEmpty else {
      return Field(name: field.name, note: field.note, declaration: declaration(of: field, access: access), branches: [], hasBranches: false)
    }
    let branches = field.branches.map { branch in
      var variant = field
      variant.defaultValue = branch.defaultValue
      variant.type = branch.type ?? field.type
      variant.writesType = branch.type != nil || field.writesType
      return Field.Branch(directive: directive(branch.clause), declaration: declaration(of: variant, access: access))
    }
    return Field(name: field.name, note: field.note, declaration: nil, branches: branches, hasBranches: true)
  }

  /// `var text: String`, `var isSaving = false`, `@Shared(.appStorage("k")) var sort = "date"`.
  static func declaration(of field: StateField, access: String) -> PropertyDeclaration {
    PropertyDeclaration(
      attributes: field.appStorageKey.map { ["@Shared(.appStorage(\($0)))"] } ?? [], access: access, name: field.name,
      type: field.writesType ? field.type : nil, defaultValue: field.defaultValue)
  }

  static func directive(_ clause: ConditionalClause) -> String {
    switch clause {
    case let .if(condition): "#if " + condition
    case let .elseif(condition): "#elseif " + condition
    case .else: "#else"
    }
  }

  /// `saveResponse(Result<Note, any Error>)`, `countResponse(Int)`.
  static func responseCase(_ response: ResponseCase) -> CaseDeclaration {
    CaseDeclaration(name: response.name, values: responseValues(response))
  }

  static func responseValues(_ response: ResponseCase) -> [Value] {
    switch response.result {
    case let .throwing(success):
      return [Value(label: nil, name: "result", type: "Result<\(success), any Error>")]
    case let .value(type):
      // A handler called with nothing says only that the work is done.
      return ["Void", "()"].contains(type) ? [] : [Value(label: nil, name: "value", type: type)]
    }
  }
}

extension GraftFileContext {
  /// `==` comparing what the type holds: each stored property, or each case with its values.
  /// `isPublic`: the type is, or may be (nested in a public extension, in a library's module),
  /// and its `==` must be as visible as the conformance.
  static func conformance(_ conformance: EquatableConformance, isPublic: Bool = false) -> Conformance {
    var body: [String]
    if let cases = conformance.cases {
      body = ["switch (lhs, rhs) {"]
      for item in cases {
        let values = (0..<item.valueCount)
        let left = values.map { "l\($0)" }.joined(separator: ", ")
        let right = values.map { "r\($0)" }.joined(separator: ", ")
        if item.valueCount == 0 {
          body.append("case (.\(item.name), .\(item.name)):")
          body.append("  return true")
        } else {
          body.append("case let (.\(item.name)(\(left)), .\(item.name)(\(right))):")
          body.append("  return " + values.map { "l\($0) == r\($0)" }.joined(separator: " && "))
        }
      }
      if cases.count > 1 {
        body += ["default:", "  return false"]
      }
      body.append("}")
    } else {
      body = conformance.properties.enumerated().map { position, name in
        (position == 0 ? "" : "  && ") + "lhs.\(SwiftIdentifier.escaped(name)) == rhs.\(SwiftIdentifier.escaped(name))"
      }
    }
    let condition = conformance.genericParameters.map { "\($0): Equatable" }.joined(separator: ", ")
    return Conformance(typeName: conformance.typeName, access: isPublic ? "public " : "", body: body, condition: condition.isEmpty ? nil : condition)
  }
}
