import GraftSupport
import SwiftDeclarationParser

/// The view model's own loggers (`private let log = NordicLog(category: "Blinky")`,
/// `private let logger = Logger.views.login`): the reducer holds each as the view model did, so
/// that a ported body's `log.debug(…)` writes the same line to the same category. Only a logger
/// the reducer can make alone qualifies: made where it is declared from nothing of the view
/// model's, never replaced, outside any `#if`. Which ones a ported body uses is known after
/// porting; the reducer declares only those.
extension FeatureBuilder {
  func heldLoggers(of viewModel: ViewModel, model: FeatureModel) -> [HeldLogger] {
    // A reducer that says `Sendable` (a public feature's) could not hold a logger Graft cannot
    // tell is.
    guard model.options.accessLevel == .internal else { return [] }
    let memberNames = Set(viewModel.members.map(\.name))
    let bodies = viewModel.members.compactMap { $0.declaration.kind == .function || $0.declaration.kind == .initializer ? $0.declaration.bodyText : nil }
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    var loggers: [HeldLogger] = []
    for member in viewModel.members {
      let declaration = member.declaration
      guard declaration.kind == .var || declaration.kind == .let, declaration.accessors.isEmpty, declaration.conditions.isEmpty,
        !declaration.hasModifier("static"), !declaration.hasModifier("class"), !declaration.hasModifier("lazy"),
        let initializer = declaration.initializer, !initializer.contains("\"\"\""), isLogger(member, initializer: initializer)
      else { continue }
      // Written on one line in the reducer: a closure run in place (`= { … }()`), whose
      // statements its lines separate, stays the view model's.
      guard !initializer.contains("{") else { continue }
      let made = initializer.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      // Made from the view model's own members, it could only be made by the view model.
      guard !SwiftIdentifier.isMentioned("self", in: made), !memberNames.contains(where: { SwiftIdentifier.isMentioned($0, in: made) }) else { continue }
      guard !bodies.contains(where: { SwiftIdentifier.isAssigned(member.name, in: $0) }) else { continue }
      let type = declaration.type.map { ": " + qualifier.qualify($0) } ?? ""
      loggers.append(HeldLogger(name: member.name, declaration: "private let \(member.name)\(type) = \(qualifier.qualify(made))"))
    }
    return loggers
  }

  /// A logger by its type, written or made (`FrameworkTypes.loggerType`).
  private func isLogger(_ member: Member, initializer: String) -> Bool {
    FrameworkTypes.loggerType(written: member.writtenType, initializer: initializer, in: index) != nil
  }
}
