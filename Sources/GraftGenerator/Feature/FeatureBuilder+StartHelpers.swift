import SwiftDeclarationParser

/// A private helper the initializer runs once it has set State (`observeScores()`) is the
/// feature's start: an action the bridge sends once, when the screen first appears, as for a
/// method the view calls too. Unlike such a method it is no intent of the view's, so it stays an
/// action only when its body is ported; otherwise it is a helper again, and the initializer's
/// work is the team's, with the reason.
extension FeatureBuilder {
  /// The initializer's call of a private helper it starts.
  struct StartHelperCall {
    var action: String
    /// The helper as Swift names it, `observeScores()`.
    var origin: String
    var statement: Statement
  }

  /// What the note at the initializer's call of a start action says: who sends it, and when.
  static func startNote(running call: String, action: String, options: FeatureOptions) -> String {
    let sender = options.bridge == .none
      ? "send '.view(.\(action))' once, where the feature's screen first appears (a TCA parent that makes this feature's State, or its view)"
      : "the bridge sends '.view(.\(action))' once, when its screen first appears (to a UIKit parent's store, when it is made); "
        + "a TCA parent that makes this feature's State sends it too"
    return "the initializer runs '\(call)' once it has set its properties: \(sender)"
  }

  /// Notes the start helpers whose bodies were ported where the initializer calls them; warns
  /// there of those `portBodies` dropped, `unported` (by action name, with why); and gives every
  /// helper that is no action its role back.
  func explainStartHelpers(
    _ calls: [StartHelperCall], unported: [String: String], initializer: Declaration?, model: FeatureModel,
    classifications: inout [MemberClassification], diagnostics: inout Diagnostics
  ) {
    for call in calls {
      guard let initializer else { break }
      let text = initializer.sourceText(call.statement.range)
      if let reason = unported[call.action] {
        diagnostics.warn(
          "the initializer runs '\(text)', which State.init does not, and Graft cannot port it as the feature's start (\(reason)): "
            + "start that work from an action the view sends when it appears", in: initializer, atByte: call.statement.range.lowerBound)
      } else {
        diagnostics.warn(
          Self.startNote(running: text, action: call.action, options: model.options), in: initializer, atByte: call.statement.range.lowerBound,
          severity: .note)
      }
    }
    for index in classifications.indices where classifications[index].isStartHelper {
      let selector = MemberClassifier.selector(of: classifications[index].member.declaration)
      guard !model.viewActions.contains(where: { $0.origin == selector }) else { continue }
      classifications[index].role = .ignored
      let helper = classifications[index].member.isPrivate ? "private method" : "method only the view model calls"
      if let call = calls.first(where: { $0.origin == selector }), let reason = unported[call.action] {
        classifications[index].reason = "\(helper) the initializer runs, not ported as the feature's start: \(reason)"
        // Said at the initializer's call too: a reader of the helper finds it left out here.
        diagnostics.warn(
          "'\(selector)' is left out: the initializer runs it, and Graft cannot port it as the feature's start (\(reason))",
          at: classifications[index].member.declaration, severity: .note)
      } else {
        classifications[index].reason = "\(helper) the initializer runs: a helper, not the feature's start "
          + "(it runs before State is set, reports at once, or shares an action's name)"
      }
    }
  }
}
