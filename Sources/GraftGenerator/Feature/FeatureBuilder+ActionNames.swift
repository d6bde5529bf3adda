import SwiftDeclarationParser

/// View actions' case names. A method's name is its case's, but overloads
/// (`process(viewAction:)` and `process(timelineAction:)`) would be two cases of one name in
/// `enum View`, whose case paths clash: each overload takes its argument labels
/// (`processViewAction`), failing those its parameter types, failing those a number.
extension FeatureBuilder {
  static func viewActionNames(_ classifications: [MemberClassification]) -> [Declaration: String] {
    var names: [Declaration: String] = [:]
    var groups: [String: [Declaration]] = [:]
    var order: [String] = []
    for classification in classifications where classification.role == .viewAction {
      let declaration = classification.member.declaration
      var name = declaration.name
      if case let .action(renamed?) = classification.member.directive { name = renamed }
      if groups[name] == nil { order.append(name) }
      groups[name, default: []].append(declaration)
      names[declaration] = name
    }
    var taken = Set(order)
    for base in order {
      guard let overloads = groups[base], overloads.count > 1 else { continue }
      taken.remove(base)
      let byLabels = overloads.map { base + $0.parameters.compactMap(\.argumentLabel).map(upperFirst).joined() }
      let byTypes = zip(overloads, byLabels).map { declaration, name in
        name + declaration.parameters.flatMap { TypeText($0.type).mentionedNames }.map(upperFirst).joined()
      }
      let chosen = isDistinct(byLabels, from: taken) ? byLabels : isDistinct(byTypes, from: taken) ? byTypes : numbered(base, overloads.count, taken)
      for (declaration, name) in zip(overloads, chosen) {
        names[declaration] = name
        taken.insert(name)
      }
    }
    return names
  }

  private static func isDistinct(_ names: [String], from taken: Set<String>) -> Bool {
    Set(names).count == names.count && taken.isDisjoint(with: names)
  }

  /// `send`, `send2`, `send3`, skipping names taken.
  private static func numbered(_ base: String, _ count: Int, _ taken: Set<String>) -> [String] {
    var names: [String] = []
    var number = 1
    while names.count < count {
      let name = number == 1 ? base : "\(base)\(number)"
      if !taken.contains(name) { names.append(name) }
      number += 1
    }
    return names
  }

  private static func upperFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
