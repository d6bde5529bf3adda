import SwiftDeclarationParser

/// Builds the feature model of a classified view model, by DESIGN.md's mapping table. What it
/// cannot map is a warning or an error at the member's position, never a silent guess.
public struct FeatureBuilder: Sendable {
  public var protocols: [String: Declaration]
  public var inference: TypeInference

  public init(protocols: [String: Declaration], knownTypes: Set<String> = []) {
    self.protocols = protocols
    inference = TypeInference(knownTypes: knownTypes)
  }

  public struct Result: Sendable {
    public var model: FeatureModel
    public var diagnostics: [Diagnostic]
  }

  /// Combine, UIKit and SwiftUI go inside their `#if` blocks; Observation is the view model's
  /// own machinery, which TCA's `@ObservableState` replaces.
  static let importsLeftOut: Set<String> = ["Combine", "UIKit", "SwiftUI", "Observation"]
  static let serviceSuffixes = ["Service", "API", "Api", "Client", "Repository", "Manager", "Provider", "Gateway"]

  public func build(_ viewModel: ViewModel, _ classifications: [MemberClassification], source: SourceFile? = nil) -> Result {
    var diagnostics: [Diagnostic] = []
    func warn(_ message: String, at declaration: Declaration, severity: Diagnostic.Severity = .warning) {
      diagnostics.append(Diagnostic(path: viewModel.path, location: declaration.range.start, severity: severity, message: message))
    }
    var model = FeatureModel(
      name: viewModel.featureName, viewModelName: viewModel.qualifiedName, screenName: viewModel.screenName,
      sourceFileName: String(viewModel.path.split(separator: "/").last ?? Substring(viewModel.path)),
      imports: Array(Set(viewModel.imports.filter { !Self.importsLeftOut.contains($0) } + ["ComposableArchitecture"])).sorted(),
      observation: viewModel.observation, options: viewModel.options, state: [], seedValues: [], viewActions: [],
      responses: [], delegateCases: [], dependencies: [], initializerArguments: [])

    for classification in classifications {
      let declaration = classification.member.declaration
      switch classification.role {
      case .state:
        model.state.append(stateField(classification, viewModel: viewModel, warn: { warn($0, at: declaration) }))
      case .viewAction:
        let method = declaration
        var name = method.name
        if case let .action(renamed?) = classification.member.directive { name = renamed }
        var action = ActionCase(name: name, payload: payload(of: method.parameters), origin: "\(method.name)()")
        if let source, let range = method.body {
          action.body = BodyText.inner(source.text(of: range))
        }
        model.viewActions.append(action)
        if method.effects.isThrowing {
          let success = method.returnType ?? "Void"
          model.responses.append(ActionCase(
            name: name + "Response", payload: [Value(label: nil, name: "result", type: "Result<\(success), any Error>")],
            origin: "\(method.name)()"))
        } else if let returned = method.returnType {
          model.responses.append(ActionCase(name: name + "Response", payload: [Value(label: nil, name: "value", type: returned)], origin: "\(method.name)()"))
        }
      case .outcome:
        if let outcome = outcomeCase(classification) {
          model.delegateCases.append(outcome)
          if declaration.kind != .function { model.closureProperties.insert(declaration.name) }
        } else {
          warn("'\(declaration.name)' is marked as an outcome but is neither a closure property nor a method", at: declaration)
        }
      case .delegateReference:
        let protocolName = TypeText(declaration.type ?? "").mentionedNames.first { protocols[$0] != nil } ?? ""
        for requirement in protocols[protocolName]?.members ?? [] where requirement.kind == .function {
          model.delegateCases.append(ActionCase(
            name: requirement.name, payload: payload(of: requirement.parameters), origin: "\(protocolName).\(requirement.name)()",
            source: .protocolRequirement(property: declaration.name, protocolName: protocolName)))
        }
      case .service:
        switch dependencyClient(classification) {
        case let .success(client):
          model.dependencies.append(client)
          for endpoint in client.endpoints where endpoint.defaultValue?.contains("fatalError") == true {
            warn(
              "\(client.protocolName).\(endpoint.name) returns '\(endpoint.returnType)' without throwing, and Graft knows no placeholder of that type: its unimplemented endpoint stops the program; override it in every test",
              at: declaration)
          }
        case let .failure(message): warn(message.text, at: declaration, severity: .error)
        }
      case .initializer:
        let serviceNames = Set(classifications.filter { $0.role == .service }.map(\.member.name))
        let serviceTypes = Set(classifications.filter { $0.role == .service }.compactMap(\.member.declaration.type))
        for parameter in declaration.parameters {
          let name = parameter.name ?? parameter.label ?? ""
          let isService = serviceNames.contains(name) || serviceTypes.contains(parameter.type)
          model.initializerArguments.append(InitializerArgument(label: parameter.argumentLabel, name: name, isService: isService))
          if !isService { model.seedValues.append(Value(label: parameter.argumentLabel, name: name, type: parameter.type)) }
        }
      case .shared, .plumbing, .ignored:
        break
      }
    }
    for index in model.viewActions.indices {
      model.viewActions[index].port = TrivialBody.port(model.viewActions[index], in: model)
    }
    // A UI type in State, Action or a client ties the feature's core to its framework: import it
    // there (the core must compile) and say so, since the core then builds only with it.
    let mentions: [(String, String)] = model.state.compactMap { field in field.type.map { (field.name, $0) } }
      + (model.viewActions + model.responses + model.delegateCases).flatMap { actionCase in actionCase.payload.map { (actionCase.name, $0.type) } }
      + model.dependencies.flatMap { client in client.endpoints.flatMap { endpoint in
        (endpoint.parameters.map(\.type) + [endpoint.returnType]).map { (client.name + "." + endpoint.name, $0) } } }
    for (subject, type) in mentions {
      guard let framework = Self.uiFramework(of: type), !model.imports.contains(framework) else { continue }
      model.imports = (model.imports + [framework]).sorted()
      warn("'\(subject)' carries \(type), a \(framework) type: the feature's State and Action now need \(framework); a value type of your own keeps them portable",
        at: viewModel.members.first { $0.name == subject || "on" + subject.prefix(1).uppercased() + subject.dropFirst() == $0.name }?.declaration ?? viewModel.declaration)
    }
    for value in model.seedValues where !model.state.contains(where: { $0.name == value.name }) {
      warn("init parameter '\(value.name)' matches no State field, so State.init does not take it; port its use by hand",
        at: viewModel.members.first { $0.declaration.kind == .initializer }?.declaration ?? viewModel.declaration)
    }
    model.seedValues.removeAll { value in !model.state.contains { $0.name == value.name } }
    return Result(model: model, diagnostics: diagnostics)
  }

  private func stateField(_ classification: MemberClassification, viewModel: ViewModel, warn: (String) -> Void) -> StateField {
    let declaration = classification.member.declaration
    var field = StateField(
      name: declaration.name, type: declaration.type, writesType: declaration.type != nil, defaultValue: declaration.initializer,
      isBindable: classification.isBindable, appStorageKey: declaration.attribute(named: "AppStorage")?.arguments, note: nil)
    if case let .state(forced?) = classification.member.directive {
      field.type = forced
      field.writesType = true
    }
    if field.type == nil, let initializer = declaration.initializer {
      field.type = inference.type(of: initializer)
      if field.type == nil {
        warn("cannot infer the type of '\(declaration.name)' from '\(initializer.prefix(40))'; write it, or annotate '// graft: state type=T'")
        field.writesType = false
      }
    } else if field.type == nil {
      warn("'\(declaration.name)' has neither a type nor an initializer; annotate '// graft: state type=T'")
    }
    field.branches = Self.branches(of: classification.member, in: viewModel)
    if let type = field.type, Self.isError(type) {
      field.note = "`\(declaration.name): \(type)` in \(viewModel.name); its message, so that State stays Equatable."
      field.type = "String?"
      field.writesType = true
      field.defaultValue = nil
      warn("'\(declaration.name): \(type)' becomes 'String?' in State, its message: State must stay Equatable")
    }
    return field
  }

  /// The `#if` branches of a property declared under conditions the view model itself is not
  /// under, with their directives rebuilt from the parser's conditions (`!A && B` is the
  /// `#elseif B` after `#if A`; `!A && !B` an `#else`).
  static func branches(of member: Member, in viewModel: ViewModel) -> [StateField.Branch] {
    let outer = viewModel.declaration.conditions.count
    guard member.branches.contains(where: { $0.conditions.count > outer }) else { return [] }
    var result: [StateField.Branch] = []
    for (index, branch) in member.branches.enumerated() {
      let condition = branch.conditions.last ?? ""
      let parts = splitConjunction(condition)
      let directive: String
      if index == 0 {
        directive = "#if " + condition
      } else if parts.count == index, parts.allSatisfy({ $0.hasPrefix("!") }) {
        directive = "#else"
      } else {
        let last = parts.last ?? condition
        directive = "#elseif " + (last.hasPrefix("(") && last.hasSuffix(")") ? String(last.dropFirst().dropLast()) : last)
      }
      result.append(StateField.Branch(directive: directive, type: branch.type, defaultValue: branch.initializer))
    }
    return result
  }

  /// Splits `a && (b && c) && !d` at its top-level `&&`s.
  static func splitConjunction(_ condition: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var characters = Array(condition)[...]
    while let character = characters.first {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, characters.starts(with: " && ") {
        parts.append(current)
        current = ""
        characters = characters.dropFirst(4)
        continue
      }
      current.append(character)
      characters = characters.dropFirst()
    }
    parts.append(current)
    return parts
  }

  /// The UI framework a type name comes from, when it visibly does: `UIImage` from UIKit,
  /// `Color` or `Image` from SwiftUI.
  static func uiFramework(of type: String) -> String? {
    let names = TypeText(type).mentionedNames
    if names.contains(where: { $0.count > 2 && $0.hasPrefix("UI") && $0.dropFirst(2).first?.isUppercase == true }) { return "UIKit" }
    if names.contains(where: { ["Color", "Image", "Font", "AnyView", "LocalizedStringKey"].contains($0) }) { return "SwiftUI" }
    return nil
  }

  static func isError(_ type: String) -> Bool {
    let bare = type.replacingOccurrences(of: " ", with: "")
    return ["Error", "Error?", "anyError", "(anyError)?", "(anyError)", "Error!", "(anyError)!"].contains(bare)
  }

  private func payload(of parameters: [Parameter]) -> [Value] {
    parameters.enumerated().map { index, parameter in
      Value(label: parameter.argumentLabel, name: parameter.name ?? parameter.label ?? "value\(index)",
        type: parameter.type.replacingOccurrences(of: "@escaping ", with: ""))
    }
  }

  /// `onSave: ((Note) -> Void)?` → `save(Note)`; a method marked `delegate` → a case of its name.
  private func outcomeCase(_ classification: MemberClassification) -> ActionCase? {
    let declaration = classification.member.declaration
    var renamed: String?
    if case let .delegate(name?) = classification.member.directive { renamed = name }
    if declaration.kind == .function {
      // The bridge passes the outcome to the legacy parent through a closure of its own.
      let name = renamed ?? declaration.name
      let payload = payload(of: declaration.parameters)
      let property = "on" + name.prefix(1).uppercased() + name.dropFirst()
      return ActionCase(
        name: name, payload: payload, origin: "\(declaration.name)()",
        source: .closure(property: property, functionType: "(" + payload.map(\.type).joined(separator: ", ") + ") -> Void"))
    }
    guard let type = declaration.type, let closure = ClosureType(type) else { return nil }
    var name = declaration.name
    if name.count > 2, name.hasPrefix("on"), let third = name.dropFirst(2).first, third.isUppercase {
      name = third.lowercased() + name.dropFirst(3)
    }
    return ActionCase(
      name: renamed ?? name, payload: closure.parameters, origin: declaration.name,
      source: .closure(property: declaration.name, functionType: closure.functionType))
  }

  private struct Problem: Error { var text: String }

  private func dependencyClient(_ classification: MemberClassification) -> Swift.Result<DependencyClient, Problem> {
    let declaration = classification.member.declaration
    let typeNames = TypeText(declaration.type ?? "").mentionedNames
    guard let protocolName = typeNames.first(where: { protocols[$0] != nil }) else {
      let shown = declaration.type ?? "unknown type"
      return .failure(Problem(text:
        "the protocol of service '\(declaration.name)' (\(shown)) is not in the sources given to Graft: add its file so its client can mirror it, or annotate '// graft: ignore'"))
    }
    var base = protocolName
    for suffix in Self.serviceSuffixes where base.hasSuffix(suffix) && base.count > suffix.count {
      base = String(base.dropLast(suffix.count))
      break
    }
    var clientName = base + "Client"
    // `protocol AnalyticsClient` must not be shadowed by its own client.
    if clientName == protocolName || inference.knownTypes.contains(clientName) { clientName = protocolName + "Dependency" }
    var key = clientName.prefix(1).lowercased() + clientName.dropFirst()
    if case let .dependency(custom?) = classification.member.directive { key = custom }
    let endpoints = (protocols[protocolName]?.members ?? []).filter { $0.kind == .function }.map { requirement in
      var endpoint = Endpoint(
        name: requirement.name, parameters: payload(of: requirement.parameters), isAsync: requirement.effects.isAsync,
        isThrowing: requirement.effects.isThrowing, returnType: requirement.returnType ?? "Void")
      if !endpoint.isThrowing, !["Void", "()"].contains(endpoint.returnType) {
        let parameters = endpoint.parameters.isEmpty ? "" : endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
        let description = "\"\(clientName).\(endpoint.name)\""
        let body = ZeroValue.of(endpoint.returnType).map { "unimplemented(\(description), placeholder: \($0))" }
          ?? "fatalError(\"Unimplemented: \(clientName).\(endpoint.name)\")"
        endpoint.defaultValue = "{ \(parameters)\(body) }"
      }
      return endpoint
    }
    return .success(DependencyClient(name: clientName, protocolName: protocolName, key: key, propertyName: declaration.name, endpoints: endpoints))
  }
}

/// A closure property's type read apart: `((UIViewController, _ modal: Bool) -> Void)?` has
/// the parameters `UIViewController`, `modal: Bool` and the function type
/// `(UIViewController, Bool) -> Void`; attributes such as `@MainActor` are dropped, since the
/// bridge writes its own.
struct ClosureType {
  var parameters: [Value]
  /// Without labels, attributes or optionality: `() async -> Void`.
  var functionType: String

  init?(_ type: String) {
    guard TypeText(type).isClosure else { return nil }
    var text = Substring(type.trimmingCharacters())
    while true {
      while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
      // Attributes: `@MainActor @Sendable (…) -> …`.
      while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
      // Parentheses around the whole function type: `((Note) -> Void)`.
      if text.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(text), text.index(after: close) == text.endIndex {
        text = text[text.index(after: text.startIndex)..<close]
        continue
      }
      break
    }
    guard text.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(text) else { return nil }
    let inner = text[text.index(after: text.startIndex)..<close]
    let rest = text[text.index(after: close)...].trimmingCharacters()
    var parameters: [Value] = TopLevelSplit.split(inner, on: ",").enumerated().compactMap { index, element in
      let element = element.trimmingCharacters()
      guard !element.isEmpty, element != "Void", element != "()" else { return nil }
      // `_ modal: Bool` → label `modal`; `Bool` → no label.
      if let colon = element.firstIndex(of: ":"), !element[..<colon].contains("(") {
        let names = element[..<colon].split(separator: " ").map(String.init)
        let label = names.last ?? "value\(index)"
        return Value(label: label, name: label, type: element[element.index(after: colon)...].trimmingCharacters())
      }
      return Value(label: nil, name: Self.variableName(forType: element) ?? "value\(index)", type: element)
    }
    // Two unlabelled values of one type would share a name.
    for (index, value) in parameters.enumerated() where parameters.filter({ $0.name == value.name }).count > 1 {
      parameters[index].name = "value\(index)"
    }
    self.parameters = parameters
    functionType = "(" + parameters.map(\.type).joined(separator: ", ") + ") " + rest
  }

  /// `Note` → `note`, `UIViewController` → `uiViewController`, `[Note]` → nil.
  static func variableName(forType type: String) -> String? {
    var name = type
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // In `UIView`, the V begins the next word; in `URL` every letter is the acronym.
    let prefix = upper > 1 && upper < characters.count ? upper - 1 : upper
    return String(characters[..<prefix]).lowercased() + String(characters[prefix...])
  }


}
