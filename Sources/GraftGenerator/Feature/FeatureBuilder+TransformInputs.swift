import SwiftDeclarationParser

/// A reactive view model's `transform(_ input: Input) -> Output`: each stream of `Input` is one
/// of the view's actions (`TransformInput`), its work what `transform` does with the stream:
/// the closure it subscribes with, ported as the action's body (`StreamSubscription`), or quoted
/// under the action's TODO.
extension FeatureBuilder {
  /// Returns the bodies of the actions whose streams `transform` subscribes to with a closure,
  /// by action name, for `portBodies`.
  func addTransformInputs(
    _ classifications: [MemberClassification], of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics
  ) -> [String: PortedMethod] {
    var bodies: [String: PortedMethod] = [:]
    for classification in classifications where classification.role == .ignored {
      let method = classification.member.declaration
      guard let inputs = TransformInput.of(method, in: viewModel, index: index) else { continue }
      let selector = MemberClassifier.selector(of: method)
      let parameter = method.parameters.first?.boundName ?? "input"
      for input in inputs where !model.viewActions.contains(where: { $0.name == input.actionName }) {
        let stream = "\(parameter).\(input.field)"
        if let hidden = input.element.flatMap({ fileprivateType(in: $0, seenFrom: viewModel) }) {
          diagnostics.warn(
            "'\(stream)' is no action: '\(hidden)' is private to its file, so the generated file cannot name it; make it internal",
            at: method)
          continue
        }
        var action = ActionCase(name: input.actionName, payload: [], origin: "\(selector) on \(stream)")
        action.source = .stream(field: input.field)
        action.body = input.chains
        action.condition = viewModel.ownCondition(of: classification.member)
        var valueName = "value"
        if let (field, setter) = latestValueField(of: input, named: action.name, viewModel: viewModel, model: model) {
          // Kept in State, which the action sets: what the combination kept for the others.
          model.state.append(field)
          valueName = field.name
          bodies[action.name] = PortedMethod(setter)
        } else if input.chains == nil {
          action.portRefusal = "'\(selector)' does nothing with '\(stream)'"
        } else {
          do {
            let subscription = try StreamSubscription.of(input.readers, reading: (parameter, input.field), text: method.sourceText)
            valueName = subscription.valueName ?? valueName
            let parameters = input.element.map { [Parameter(label: nil, name: valueName, type: $0)] } ?? []
            var body = PortedMethod(closureIn: method, statements: subscription.body, parameters: parameters)
            body.selfAlias = subscription.selfAlias
            bodies[action.name] = body
          } catch let refusal as StreamSubscription.Refusal {
            action.portRefusal = refusal.reason.onOneLine()
          } catch {
            action.portRefusal = "\(error)".onOneLine()
          }
        }
        action.payload = input.element.map { [Value(label: nil, name: valueName, type: TypeText($0).storedForm)] } ?? []
        model.viewActions.append(action)
      }
      // What the view shows: State's, which the ported chains would set.
      if let output = TransformInput.output(of: method, in: viewModel, index: index) {
        let names = output.streams.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.warn(
          "\(output.name)'s streams (\(names)) are what the view shows, which a feature's State holds: "
            + "declare those fields and set them in the actions; not carried over", at: output.declaration)
      }
    }
    return bodies
  }

  /// For a stream `transform` keeps only the latest value of (`TransformInput.isReadForLatestValue`):
  /// the State field that holds it, named as the stream, starting from its type's zero value, and
  /// the method that sets it, `func emailChanged(_ email: String) { self.email = email }`, which
  /// the action's port is. Nil where the view model has a member of that name, or the type has
  /// no zero value Graft can write.
  private func latestValueField(
    of input: TransformInput, named action: String, viewModel: ViewModel, model: FeatureModel
  ) -> (StateField, Declaration)? {
    guard input.isReadForLatestValue, let element = input.element.map({ TypeText($0).storedForm }),
      !viewModel.members.contains(where: { $0.name == input.field }), !model.state.contains(where: { $0.name == input.field }),
      let zero = ConstructedValue(index: index, kind: .zero, home: viewModel.path, enumCases: model.enumCases, modules: modules).value(of: element)
    else { return nil }
    // State holds Equatable values Graft can see: a tuple of two streams' values is not one.
    let scoped = TypeQualifier(viewModel: viewModel.qualifiedName, index: index).qualify(index.resolvingAliases(element, in: viewModel.qualifiedName))
    let equatability = Equatability(index: index)
    guard equatability.reasonItIsNot(scoped) == nil,
      equatability.unseenNames(in: element, importing: Set(viewModel.imports.map(\.module))).isEmpty
    else { return nil }
    let source = "extension \(viewModel.name) {\n  func \(action)(_ \(input.field): \(element)) {\n    self.\(input.field) = \(input.field)\n  }\n}\n"
    guard let setter = SourceFile(path: viewModel.path, text: source).declarations.first?.members.first, setter.kind == .function else { return nil }
    let field = StateField(name: input.field, type: element, writesType: true, defaultValue: zero, isBindable: false, appStorageKey: nil, note: nil)
    return (field, setter)
  }
}
