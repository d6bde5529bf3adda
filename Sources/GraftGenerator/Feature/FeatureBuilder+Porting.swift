import SwiftDeclarationParser

/// View actions' bodies carried into the reducer (`BodyPorter`), with the tests that prove each
/// port (`PortTestPlanner`); a body Graft cannot port keeps its reason, for the TODO and
/// `graft inspect`.
extension FeatureBuilder {
  func portBodies(of model: inout FeatureModel, viewModel: ViewModel, methods: [String: Declaration]) {
    let environment = PortEnvironment(
      model: model, viewModel: viewModel, qualifier: TypeQualifier(viewModel: viewModel.qualifiedName, index: index))
    for position in model.viewActions.indices {
      let action = model.viewActions[position]
      guard let method = methods[action.name] else { continue }
      var porter = BodyPorter(environment: environment, method: method, action: action)
      do {
        let lines = try porter.port()
        var body = PortedBody(lines: lines, responses: porter.responses)
        body.readsPayload = Set(action.payload.map(\.name).filter { name in lines.contains { Self.mentions($0, name) } })
        let planner = PortTestPlanner(
          environment: environment, model: model, index: index, method: method, action: action, ported: body)
        body.tests = planner.plan().map { PortedBody.NamedTest(name: $0.name, test: $0.test) }
        model.viewActions[position].ported = body
        // The port's responses replace those the signature suggested.
        model.responses.removeAll { $0.origin == action.origin }
        model.responses += body.responses.map(\.response)
      } catch let refusal as BodyPorter.Refusal {
        model.viewActions[position].portRefusal = refusal.reason
      } catch {
        model.viewActions[position].portRefusal = "\(error)"
      }
    }
  }

  /// Whether Swift text names `name` as a whole word.
  static func mentions(_ text: String, _ name: String) -> Bool {
    var searched = text[...]
    while let found = searched.range(of: name) {
      let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
      let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
      if !isWord(before) && before != "." && !isWord(after) { return true }
      searched = text[found.upperBound...]
    }
    return false
  }
}
