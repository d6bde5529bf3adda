/// A reactive view model's `transform(_ input: Input) -> Output`: each stream of `Input` is one
/// of the view's actions (`TransformInput`), its work what `transform` does with the stream,
/// quoted under the action's TODO.
extension FeatureBuilder {
  func addTransformInputs(
    _ classifications: [MemberClassification], of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics
  ) {
    for classification in classifications where classification.role == .ignored {
      let method = classification.member.declaration
      guard let inputs = TransformInput.of(method, in: viewModel, index: index) else { continue }
      let selector = MemberClassifier.selector(of: method)
      let parameter = method.parameters.first?.boundName ?? "input"
      for input in inputs where !model.viewActions.contains(where: { $0.name == input.actionName }) {
        var action = ActionCase(
          name: input.actionName, payload: input.element.map { [Value(label: nil, name: "value", type: TypeText($0).storedForm)] } ?? [],
          origin: "\(selector) on \(parameter).\(input.field)")
        action.source = .stream(field: input.field)
        action.body = input.chains
        action.condition = viewModel.ownCondition(of: classification.member)
        action.portRefusal = input.chains == nil
          ? "'\(selector)' does nothing with '\(parameter).\(input.field)'"
          : "a chain of streams, which Graft does not port: carry its work into this case"
        model.viewActions.append(action)
      }
      // What the view shows: State's, which the ported chains would set.
      if let output = TransformInput.output(of: method, in: viewModel, index: index) {
        let names = output.streams.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.warn(
          "\(output.name)'s streams (\(names)) are what the view shows: State fields the team declares, "
            + "which the actions that \(selector) fed set; not carried over", at: output.declaration)
      }
    }
  }
}
