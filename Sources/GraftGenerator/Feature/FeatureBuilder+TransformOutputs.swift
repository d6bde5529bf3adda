import GraftSupport
import SwiftDeclarationParser

/// What a reactive view model's `transform(_:)` returns to the view, carried over where each of
/// its streams is made from the view's by per-value operators (`TransformOutputs`): a value the
/// view shows is a field of State the streams' actions set; an event (a stream of `Void`, one that
/// keeps no value, a value made from a tap or a selection) a delegate action they send.
extension FeatureBuilder {
  /// What one `transform` returns, as the actions of its streams carried it.
  struct ReturnedOutputs {
    /// `Output`, and its declaration, where the warning points.
    var name: String
    var declaration: Declaration
    /// Its streams, in the order it declares them.
    var streams: [String]
    /// Why a stream is not carried, by field, where Graft could not read it as a chain.
    var reasons: [String: String]
    /// The actions whose ports set or send each carried stream, by field.
    var setBy: [String: [String]]
    /// The fields of State and the delegate cases the ports added, by name.
    var addedFields: Set<String>
    var addedEvents: Set<String>
  }

  /// Once the actions are ported: a carried stream none of whose actions was ported after all
  /// is carried by none, its field or delegate case taken back (nothing sets or sends it), and
  /// the streams no action carries are said at `Output`, with why.
  func settleReturnedOutputs(_ returned: [ReturnedOutputs], in model: inout FeatureModel, diagnostics: inout Diagnostics) {
    let ported = Set(model.viewActions.filter { $0.ported != nil }.map(\.name))
    for outputs in returned {
      var reasons = outputs.reasons
      var left: [String] = []
      for field in outputs.streams {
        guard let actions = outputs.setBy[field] else {
          left.append(field)
          continue
        }
        guard !actions.contains(where: ported.contains) else { continue }
        left.append(field)
        reasons[field] = "its actions stayed TODOs (\(actions.map { "'.\($0)'" }.joined(separator: ", ")))"
        // (Only what the ports added: a field of the view model's own of that name stays.)
        if outputs.addedFields.contains(field) { model.state.removeAll { $0.name == field } }
        if outputs.addedEvents.contains(field) { model.delegateCases.removeAll { $0.name == field && $0.source == .subject(property: field) } }
      }
      guard !left.isEmpty else { continue }
      let why = left.compactMap { name in reasons[name].map { "'\(name)': \($0)" } }
      diagnostics.warn(
        "\(outputs.name)'s streams (\(left.map { "'\($0)'" }.joined(separator: ", "))) are what the view shows, which a feature's State holds: "
          + "declare those fields and set them in the actions; not carried over" + (why.isEmpty ? "" : " (" + why.joined(separator: "; ") + ")"),
        at: outputs.declaration)
    }
  }

  /// What `made`, the outputs `transform` makes from the view's stream `input` and nothing
  /// else (`carried`: those another stream's action carries already; `transformNames`: what
  /// `transform` binds, which no closure may read), are in the feature: State's fields, delegate cases, and the method the stream's action
  /// ports (`OutputChainMethod`), with the name it gives the stream's value. Throws why not.
  func outputsPort(
    of input: TransformInput, among inputs: [TransformInput], action: String, made: [TransformOutput], dataflow: TransformOutputs,
    carried: Set<String>, in transform: Declaration, transformNames: Set<String>, outputType: String, viewModel: ViewModel, model: FeatureModel
  ) throws -> (fields: [StateField], events: [ActionCase], method: PortedMethod, valueName: String) {
    typealias Refusal = StreamChain.Refusal
    let selector = MemberClassifier.selector(of: transform)
    // What the view showed at once from a stream that hands its current value on subscribing,
    // no action sets.
    for field in Set(made.compactMap { $0.chain.flatMap(dataflow.streams(of:)) }.joined()).sorted() {
      guard let source = inputs.first(where: { $0.field == field }), source.deliversOnSubscribe else { continue }
      throw Refusal(reason: "'\(field)' is a \(source.kind), which hands what subscribes its current value: what the view showed from it at once, before any action, no action sets")
    }
    var fields: [StateField] = []
    var events: [ActionCase] = []
    var made = made
    for position in made.indices {
      let output = made[position]
      let place = "\(outputType).\(output.field)"
      // A value made from what the view holds (text typed, a switch, the screen's appearing) is
      // what it shows; one made from an act (a tap, a selection) is what it did on that act, an
      // event as a stream of `Void` is: the delegate action carries the value.
      let sources = output.chain.flatMap(dataflow.streams(of:)) ?? []
      made[position].isEvent = output.isEvent || !sources.allSatisfy { field in inputs.first { $0.field == field }?.deliversState ?? false }
      if made[position].isEvent {
        if carried.contains(output.field) { continue }
        if model.delegateCases.contains(where: { $0.name == output.field }) {
          throw Refusal(reason: "'\(place)' is named as the outcome '\(output.field)' the feature has already")
        }
        let payload = output.element.map { [Value(label: nil, name: "value", type: TypeText($0).storedForm)] } ?? []
        events.append(ActionCase(name: output.field, payload: payload, origin: "\(selector) \(place)", source: .subject(property: output.field)))
        continue
      }
      // (A stream merged into this one from another of the view's has declared its field already.)
      guard let element = output.element.map({ TypeText($0).storedForm }), !carried.contains(output.field) else { continue }
      if viewModel.members.contains(where: { $0.name == output.field }) || model.state.contains(where: { $0.name == output.field }) {
        // `currentStep` of the view model returned as `Output.currentStep`: the field the view shows.
        if let field = model.state.first(where: { $0.name == output.field }), field.type.map({ TypeText($0).storedForm }) == element {
          made[position].mirrorsMember = true
          continue
        }
        throw Refusal(reason: "'\(place)' is named as the view model's '\(output.field)', which State holds otherwise")
      }
      if let reason = whyStateCannotHold(element, of: viewModel) {
        throw Refusal(reason: "'\(place)' delivers '\(element)', which State cannot hold: \(reason)")
      }
      // Nothing until the stream delivers: a literal's zero (`false`, `""`, `0`, `[]`), or nil,
      // rather than a case or a value the view never showed.
      let zero = Self.literalZero(of: element)
      let type = zero == nil && !element.hasSuffix("?") ? element + "?" : element
      fields.append(StateField(
        name: output.field, type: type, writesType: true, defaultValue: zero, isBindable: false, appStorageKey: nil, note: nil))
    }
    // The value's name: the first closure's, else the stream's where it names a value.
    let chains = made.compactMap(\.chain) + dataflow.localOrder.compactMap { dataflow.locals[$0] }
    let closures = chains.filter { $0.source == .stream(input.field) }.compactMap { $0.steps.first?.closure }
    let named = closures.lazy.compactMap(\.parameters.first).first { $0 != "_" && SwiftIdentifier.isValid($0) }
    // Never a member's name, which a closure may read as the view model's after `guard let self`.
    let members = Set(viewModel.members.map(\.name))
    let valueName = [named, action == input.field ? Self.valueName(ofEvent: input.field) : input.field, "value", "newValue"]
      .compactMap { $0 }.first { !members.contains($0) } ?? "streamValue"
    let writer = OutputChainMethod(
      viewModel: viewModel.name, action: action, stream: input.field, value: input.element.map { (valueName, $0) }, outputs: made, dataflow: dataflow,
      memberNames: members,
      closures: ChainClosureReader(
        transformNames: transformNames, isOptionalMember: optionality(ofMembersOf: viewModel, model: model), text: transform.sourceText))
    let source = try writer.source()
    guard let setter = SourceFile(path: viewModel.path, text: source).declarations.first?.members.first, setter.kind == .function,
      setter.statements != nil
    else { throw Refusal(reason: "Graft could not read back the method it wrote for '\(input.field)'") }
    return (fields, events, PortedMethod(setter), valueName)
  }

  /// Whether a member of the view model is optional, by its path: a property's type or a
  /// method's result (`["title"]`), or a method of a service it holds, answered by its endpoint's
  /// result (`["notes", "count"]`, one answer for every overload); nil where a name two members
  /// share, or Graft cannot tell.
  private func optionality(ofMembersOf viewModel: ViewModel, model: FeatureModel) -> ([String]) -> Bool? {
    let own = Dictionary(grouping: viewModel.members, by: \.name).compactMapValues { members -> Bool? in
      guard members.count == 1, let declaration = members.first?.declaration else { return nil }
      let type: String? = switch declaration.kind {
      // `var title = ""`: the type State holds it as, inferred.
      case .var, .let: declaration.type ?? model.state.first { $0.name == declaration.name }?.type
      case .function: declaration.returnType ?? "Void"
      default: nil
      }
      // (`var nickname: MaybeName` of `typealias MaybeName = String?`: as the alias reads.)
      return type.map { Self.isOptional(index.resolvingAliases($0, in: viewModel.qualifiedName)) }
    }
    let clients = model.dependencies
    return { path in
      if path.count == 1 { return own[path[0]] }
      guard path.count == 2, own[path[0]] == false, let client = clients.first(where: { $0.propertyName == path[0] }),
        case let answers = Set(client.endpoints.filter { $0.method == path[1] }.map { Self.isOptional($0.returnType) }), answers.count == 1
      else { return nil }
      return answers.first
    }
  }

  /// What a stream named for its change delivers: `bio` of `bioChanged`; `value` for another.
  private static func valueName(ofEvent field: String) -> String {
    for suffix in ["DidChanged", "DidChange", "Changed", "Change", "Edited", "Updated"] where field.hasSuffix(suffix) {
      let name = String(field.dropLast(suffix.count))
      if SwiftIdentifier.isValid(name), !SwiftIdentifier.reservedWords.contains(name) { return name }
    }
    return "value"
  }

  /// Why State cannot hold a stream's value of `element`, read in the view model's scope (its own
  /// nested types first): not Equatable, or of a type Graft cannot see to tell; nil where it can.
  func whyStateCannotHold(_ element: String, of viewModel: ViewModel) -> String? {
    let equatability = Equatability(index: index)
    let scoped = TypeQualifier(viewModel: viewModel.qualifiedName, index: index).qualify(index.resolvingAliases(element, in: viewModel.qualifiedName))
    if let reason = equatability.reasonItIsNot(scoped) { return reason }
    return equatability.unseenNames(in: element, importing: Set(viewModel.imports.map(\.module))).first.map {
      "Graft cannot see '\($0)' to tell it is Equatable"
    }
  }

  /// The zero of a type whose values are written as literals (`false`, `""`, `0`, `[]`, `[:]`),
  /// as `ZeroValue` writes it; nil for any other, whose zero would be a value the view never showed.
  private static func literalZero(of type: String) -> String? {
    ZeroValue.of(type).flatMap { ["false", "\"\"", "0", "[]", "[:]"].contains($0) ? $0 : nil }
  }

  private static func isOptional(_ type: String) -> Bool {
    let written = type.trimmed()
    return written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<")
  }
}
