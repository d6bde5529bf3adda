import SwiftDeclarationParser

/// View actions' case names. A method's name is its case's, but overloads
/// (`process(viewAction:)` and `process(timelineAction:)`) would be two cases of one name in
/// `enum View`, whose case paths clash: `DistinctNames` tells them apart.
extension FeatureBuilder {
  /// Start helpers are named after the view's actions, whose names they never change: one whose
  /// name an action has is left out, a helper again.
  static func viewActionNames(_ classifications: [MemberClassification]) -> [Declaration: String] {
    let actions = classifications.filter { $0.role == .viewAction && !$0.isStartHelper }.map(\.member)
    let names = DistinctNames.assign(actions.map { member in
      var name = member.declaration.name
      if case let .action(renamed?) = member.directive { name = renamed }
      return DistinctNames.Candidate(
        base: name, labels: member.declaration.parameters.compactMap(\.argumentLabel), types: member.declaration.parameters.map(\.type))
    })
    var named = Dictionary(zip(actions.map(\.declaration), names), uniquingKeysWith: { first, _ in first })
    var taken = Set(names)
    for helper in classifications where helper.role == .viewAction && helper.isStartHelper && taken.insert(helper.member.name).inserted {
      named[helper.member.declaration] = helper.member.name
    }
    return named
  }
}
