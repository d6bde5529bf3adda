import GraftSupport
import SwiftDeclarationParser

/// What `graft inspect` prints for each view model: the feature it becomes and, member by
/// member, the role Graft gave it and the rule or annotation that decided.
public enum ClassificationReport {
  public static func text(for viewModel: ViewModel, classifications: [MemberClassification], model: FeatureModel? = nil) -> String {
    var output = "\(viewModel.qualifiedName) → \(viewModel.featureName)"
    var facts = [viewModel.observation.description, "bridge \(viewModel.options.bridge.rawValue)", "tests \(viewModel.options.tests.rawValue)"]
    if viewModel.options.seed { facts.append("seed") }
    if let view = viewModel.options.legacyView { facts.append("legacyView \(view)") }
    if let controller = viewModel.options.legacyController { facts.append("legacyController \(controller)") }
    output += "  (\(facts.joined(separator: ", ")))\n"
    let roleWidth = MemberRole.allCases.map(\.rawValue.count).max()!
    for classification in classifications {
      let member = classification.member.declaration
      var subject = member.kind == .function || member.kind == .initializer
        ? DeclarationTreeReport.signature(of: member) : member.name + (member.type.map { ": \($0)" } ?? "")
      if classification.member.branches.count > 1 { subject += " (\(classification.member.branches.count) #if branches)" }
      if let superclass = classification.member.inheritedFrom { subject += " (inherited from \(superclass), \(classification.member.path))" }
      output += "  \(member.range.start.description.padding(toLength: 7, withPad: " ", startingAt: 0)) "
      output += "\(classification.role.rawValue.padding(toLength: roleWidth, withPad: " ", startingAt: 0))  \(subject)\n"
      output += String(repeating: " ", count: 12 + roleWidth) + "← \(classification.reason)\n"
      if let port = portStatus(of: classification, in: model) {
        output += String(repeating: " ", count: 12 + roleWidth) + "← \(port)\n"
      }
      for stream in streamActions(of: classification, in: model) {
        output += String(repeating: " ", count: 12 + roleWidth) + "→ .\(stream.action) for \(stream.stream): \(stream.port)\n"
      }
    }
    return output
  }
}

extension ClassificationReport {
  /// For a view action: whether its body was carried into the reducer, and if not, why; for a
  /// ported one whose test Graft could not write, why the test is left to the team.
  static func portStatus(of classification: MemberClassification, in model: FeatureModel?) -> String? {
    guard classification.role == .viewAction, let model else { return nil }
    let selector = MemberClassifier.selector(of: classification.member.declaration)
    guard let action = model.viewActions.first(where: { $0.origin == selector }) else { return nil }
    return portStatus(of: action, in: model)
  }

  /// For a reactive view model's `transform(_:)`: the view action each stream of its input
  /// became (`.loginTapped` for `input.loginTapped`), and whether its work was ported.
  static func streamActions(of classification: MemberClassification, in model: FeatureModel?) -> [(action: String, stream: String, port: String)] {
    guard let model, classification.member.declaration.kind == .function else { return [] }
    let selector = MemberClassifier.selector(of: classification.member.declaration)
    return model.viewActions.compactMap { action in
      action.stream(readBy: selector).map { (action.name, $0, portStatus(of: action, in: model)) }
    }
  }

  private static func portStatus(of action: ActionCase, in model: FeatureModel) -> String {
    if let ported = action.ported {
      // As the test file says it: a seed Graft cannot make leaves every test to the team first.
      guard let pending = model.missingTestSeed ?? ported.tests.lazy.compactMap(\.test.pending).first else { return "ported into the reducer" }
      return "ported into the reducer; its test is left to the team: " + pending.onOneLine()
    }
    return "not ported: " + (action.portRefusal ?? "no body")
  }
}

extension ViewModel.Observation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .observableObject: "ObservableObject"
    case .observable: "@Observable"
    case .plain: "plain class"
    }
  }
}
