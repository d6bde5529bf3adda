import GraftSupport
import SwiftDeclarationParser

/// What a reactive view model's `transform(_:)` returns to the view, carried over where each of
/// its streams is one of the view's run through per-value operators (`TransformOutputs`): a
/// value the view shows is a field of State the stream's action sets, a stream of `Void` an
/// event the parent hears, a delegate action the stream's action sends.
extension FeatureBuilder {
  /// What `made`, the outputs `transform` makes from the view's stream `input` and nothing
  /// else, are in the feature: State's fields, delegate cases, and the method the stream's action
  /// ports (`OutputChainMethod`), with the name it gives the stream's value. Throws why not.
  func outputsPort(
    of input: TransformInput, action: String, made: [TransformOutput], dataflow: TransformOutputs, in transform: Declaration,
    outputType: String, viewModel: ViewModel, model: FeatureModel
  ) throws -> (fields: [StateField], events: [ActionCase], method: PortedMethod, valueName: String) {
    typealias Refusal = StreamChain.Refusal
    let selector = MemberClassifier.selector(of: transform)
    var fields: [StateField] = []
    var events: [ActionCase] = []
    let equatability = Equatability(index: index)
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    for output in made {
      let place = "\(outputType).\(output.field)"
      if viewModel.members.contains(where: { $0.name == output.field }) || model.state.contains(where: { $0.name == output.field }) {
        // `currentStep` of the view model returned as `Output.currentStep`: the field the view shows.
        if let element = output.element, let field = model.state.first(where: { $0.name == output.field }),
          field.type.map({ TypeText($0).storedForm }) == TypeText(element).storedForm
        {
          continue
        }
        throw Refusal(reason: "'\(place)' is named as the view model's '\(output.field)', which State holds otherwise")
      }
      guard let element = output.element.map({ TypeText($0).storedForm }) else {
        if model.delegateCases.contains(where: { $0.name == output.field }) {
          throw Refusal(reason: "'\(place)' is named as the outcome '\(output.field)' the feature has already")
        }
        events.append(ActionCase(name: output.field, payload: [], origin: "\(selector) \(place)", source: .subject(property: output.field)))
        continue
      }
      // State holds Equatable values Graft can see.
      let scoped = qualifier.qualify(index.resolvingAliases(element, in: viewModel.qualifiedName))
      if let reason = equatability.reasonItIsNot(scoped) {
        throw Refusal(reason: "'\(place)' delivers '\(element)', which State cannot hold: \(reason)")
      }
      if let unseen = equatability.unseenNames(in: element, importing: Set(viewModel.imports.map(\.module))).first {
        throw Refusal(reason: "'\(place)' delivers '\(element)', and Graft cannot see '\(unseen)' to tell it is Equatable")
      }
      let zero = ConstructedValue(index: index, kind: .zero, home: viewModel.path, enumCases: model.enumCases, modules: modules).value(of: element)
      // Nothing until the stream delivers: the type's zero value, or nil where it has none.
      let type = zero == nil && !element.hasSuffix("?") ? element + "?" : element
      fields.append(StateField(
        name: output.field, type: type, writesType: true, defaultValue: zero, isBindable: false, appStorageKey: nil, note: nil))
    }
    // The value's name: the first closure's, else the stream's where it names a value.
    let chains = made.compactMap(\.chain) + dataflow.localOrder.compactMap { dataflow.locals[$0] }
    let closures = chains.filter { $0.source == .stream(input.field) }.compactMap { $0.steps.first?.closure }
    let named = closures.lazy.compactMap(\.parameters.first).first { $0 != "_" && SwiftIdentifier.isValid($0) }
    let valueName = named ?? (action == input.field ? Self.valueName(ofEvent: input.field) : input.field)
    var transformNames = Set(transform.parameters.compactMap(\.boundName))
    for statement in transform.statements ?? [] { statement.forEachStatement { transformNames.formUnion($0.boundNames) } }
    // A property's type, a method's result; a name two members share tells nothing.
    let optionals = Dictionary(grouping: viewModel.members, by: \.name).compactMapValues { members -> Bool? in
      guard members.count == 1, let declaration = members.first?.declaration else { return nil }
      let type: String? = switch declaration.kind {
      // `var title = ""`: the type State holds it as, inferred.
      case .var, .let: declaration.type ?? model.state.first { $0.name == declaration.name }?.type
      case .function: declaration.returnType ?? "Void"
      default: nil
      }
      return type.map(Self.isOptional)
    }
    // A service's method answers with its endpoint's result: one answer for every overload.
    func isOptional(_ path: [String]) -> Bool? {
      if path.count == 1 { return optionals[path[0]] }
      guard path.count == 2, let client = model.dependencies.first(where: { $0.propertyName == path[0] }),
        optionals[path[0]] == false, case let answers = Set(client.endpoints.filter { $0.method == path[1] }.map { Self.isOptional($0.returnType) }),
        answers.count == 1
      else { return nil }
      return answers.first
    }
    let writer = OutputChainMethod(
      viewModel: viewModel.name, action: action, stream: input.field, value: input.element.map { (valueName, $0) }, outputs: made, dataflow: dataflow,
      transformNames: transformNames, memberNames: Set(viewModel.members.map(\.name)), isOptionalMember: isOptional,
      text: transform.sourceText)
    let source = try writer.source()
    guard let setter = SourceFile(path: viewModel.path, text: source).declarations.first?.members.first, setter.kind == .function,
      setter.statements != nil
    else { throw Refusal(reason: "Graft could not read back the method it wrote for '\(input.field)'") }
    return (fields, events, PortedMethod(setter), valueName)
  }

  /// What a stream named for its change delivers: `bio` of `bioChanged`; `value` for another.
  private static func valueName(ofEvent field: String) -> String {
    for suffix in ["DidChanged", "DidChange", "Changed", "Change", "Edited", "Updated"] where field.hasSuffix(suffix) {
      let name = String(field.dropLast(suffix.count))
      if SwiftIdentifier.isValid(name), !SwiftIdentifier.reservedWords.contains(name) { return name }
    }
    return "value"
  }

  private static func isOptional(_ type: String) -> Bool {
    let written = type.trimmed()
    return written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<")
  }
}
