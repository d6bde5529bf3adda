import SwiftDeclarationParser

/// Builds the feature model of a classified view model, by DESIGN.md's mapping table. What it
/// cannot map is a warning or an error at the member's position, never a silent guess.
public struct FeatureBuilder {
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

  static let importsInsideIfBlocks: Set<String> = ["Combine", "UIKit", "SwiftUI"]
  static let serviceSuffixes = ["Service", "API", "Api", "Client", "Repository", "Manager", "Provider", "Gateway"]

  public func build(_ viewModel: ViewModel, _ classifications: [MemberClassification]) -> Result {
    var diagnostics: [Diagnostic] = []
    func warn(_ message: String, at declaration: Declaration, severity: Diagnostic.Severity = .warning) {
      diagnostics.append(Diagnostic(path: viewModel.path, location: declaration.range.start, severity: severity, message: message))
    }
    let screenName = Self.screenName(of: viewModel.name)
    var model = FeatureModel(
      name: viewModel.featureName, viewModelName: viewModel.name, screenName: screenName,
      sourceFileName: String(viewModel.path.split(separator: "/").last ?? Substring(viewModel.path)),
      imports: Array(Set(viewModel.imports.filter { !Self.importsInsideIfBlocks.contains($0) } + ["ComposableArchitecture"])).sorted(),
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
        model.viewActions.append(ActionCase(name: name, payload: payload(of: method.parameters), origin: "\(method.name)()"))
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
        case let .success(client): model.dependencies.append(client)
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
    for value in model.seedValues where !model.state.contains(where: { $0.name == value.name }) {
      warn("init parameter '\(value.name)' matches no State field, so State.init does not take it; port its use by hand",
        at: viewModel.members.first { $0.declaration.kind == .initializer }?.declaration ?? viewModel.declaration)
    }
    model.seedValues.removeAll { value in !model.state.contains { $0.name == value.name } }
    return Result(model: model, diagnostics: diagnostics)
  }

  /// `EditNoteViewModel` → `EditNote`, `ProfileModel` → `Profile`.
  static func screenName(of viewModelName: String) -> String {
    for suffix in ["ViewModel", "Model"] where viewModelName.hasSuffix(suffix) && viewModelName.count > suffix.count {
      return String(viewModelName.dropLast(suffix.count))
    }
    return viewModelName
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
    if let type = field.type, Self.isError(type) {
      field.note = "`\(declaration.name): \(type)` in \(viewModel.name); its message, so that State stays Equatable."
      field.type = "String?"
      field.writesType = true
      field.defaultValue = nil
      warn("'\(declaration.name): \(type)' becomes 'String?' in State, its message: State must stay Equatable")
    }
    return field
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
      return ActionCase(name: renamed ?? declaration.name, payload: payload(of: declaration.parameters), origin: "\(declaration.name)()")
    }
    guard let type = declaration.type, let parameters = ClosureType(type)?.parameters else { return nil }
    var name = declaration.name
    if name.count > 2, name.hasPrefix("on"), let third = name.dropFirst(2).first, third.isUppercase {
      name = third.lowercased() + name.dropFirst(3)
    }
    return ActionCase(name: renamed ?? name, payload: parameters, origin: declaration.name, source: .closure(property: declaration.name))
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
    let clientName = base + "Client"
    var key = clientName.prefix(1).lowercased() + clientName.dropFirst()
    if case let .dependency(custom?) = classification.member.directive { key = custom }
    let endpoints = (protocols[protocolName]?.members ?? []).filter { $0.kind == .function }.map { requirement in
      Endpoint(
        name: requirement.name, parameters: payload(of: requirement.parameters), isAsync: requirement.effects.isAsync,
        isThrowing: requirement.effects.isThrowing, returnType: requirement.returnType ?? "Void")
    }
    return .success(DependencyClient(name: clientName, protocolName: protocolName, key: key, propertyName: declaration.name, endpoints: endpoints))
  }
}

/// The parameters of a closure type: `((UIViewController, _ modal: Bool) -> Void)?` →
/// `UIViewController`, `modal: Bool`.
struct ClosureType {
  var parameters: [Value]

  init?(_ type: String) {
    guard TypeText(type).isClosure else { return nil }
    var text = Substring(type)
    while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
    // Attributes before the parameter list: `@MainActor @Sendable (…) -> …`.
    while text.hasPrefix("(") == false, let space = text.firstIndex(of: " "), text.hasPrefix("@") { text = text[text.index(after: space)...] }
    if text.hasPrefix("(("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
    while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
    guard text.hasPrefix("("), let close = Self.matchingParenthesis(text) else { return nil }
    let inner = text[text.index(after: text.startIndex)..<close]
    parameters = Self.split(inner).enumerated().compactMap { index, element in
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

  private static func matchingParenthesis(_ text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  private static func split(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      if "([<".contains(character) { depth += 1 }
      // The `>` of `->` closes nothing.
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    parts.append(current)
    return parts
  }
}
