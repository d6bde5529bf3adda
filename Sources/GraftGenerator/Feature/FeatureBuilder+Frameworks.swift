/// UI types in the feature's core: a UIKit or SwiftUI type in State, Action or a client ties the
/// core to its framework, so the core imports it (it must compile), and the team hears why.
extension FeatureBuilder {
  func importFrameworks(of model: inout FeatureModel, viewModel: ViewModel, diagnostics: inout Diagnostics) {
    let responseTypes = model.responses.map { response -> (String, String) in
      switch response.result {
      case let .throwing(success): (response.name, success)
      case let .value(type): (response.name, type)
      }
    }
    let mentions: [(String, String)] = model.state.compactMap { field in field.type.map { (field.name, $0) } }
      + model.viewActions.flatMap { actionCase in actionCase.payload.map { (actionCase.name, $0.type) } }
      + responseTypes
      + model.delegateCases.flatMap { actionCase in actionCase.payload.map { (actionCase.name, $0.type) } }
      + model.dependencies.flatMap { client in client.endpoints.flatMap { endpoint in
        (endpoint.parameters.map(\.type) + [endpoint.returnType]).map { (client.name + "." + endpoint.name, $0) } } }
    for (subject, type) in mentions {
      guard let framework = Self.uiFramework(of: type), !model.imports.contains(where: { $0.module == framework }) else { continue }
      model.imports = (model.imports + [Import(module: framework)]).sorted()
      diagnostics.warn(
        "'\(subject)' carries \(type), a \(framework) type: the feature's State and Action now need \(framework); a value type of your own keeps them portable",
        at: viewModel.members.first { $0.name == subject || "on" + subject.prefix(1).uppercased() + subject.dropFirst() == $0.name }?.declaration
          ?? viewModel.declaration)
    }
  }

  /// The UI framework a type name comes from, when it visibly does: `UIImage` from UIKit,
  /// `Color` or `Image` from SwiftUI.
  static func uiFramework(of type: String) -> String? {
    let names = TypeText(type).mentionedNames
    if names.contains(where: { $0.count > 2 && $0.hasPrefix("UI") && $0.dropFirst(2).first?.isUppercase == true }) { return "UIKit" }
    if names.contains(where: { ["Color", "Image", "Font", "AnyView", "LocalizedStringKey"].contains($0) }) { return "SwiftUI" }
    return nil
  }
}
