import SwiftDeclarationParser

/// Outcomes a legacy parent hears of: closure properties, methods marked `delegate`, and the
/// requirements of a weakly held delegate protocol, each a case of `Action.Delegate`.
extension FeatureBuilder {
  /// `onSave: ((Note) -> Void)?` → `save(Note)`; a method marked `delegate` → a case of its name.
  func outcomeCase(_ classification: MemberClassification) -> ActionCase? {
    let declaration = classification.member.declaration
    var renamed: String?
    if case let .delegate(name?) = classification.member.directive { renamed = name }
    if declaration.kind == .function {
      // The bridge passes the outcome to the legacy parent through a closure of its own.
      let name = renamed ?? declaration.name
      let payload = payload(of: declaration.parameters)
      let property = "on" + name.prefix(1).uppercased() + name.dropFirst()
      return ActionCase(
        name: name, payload: payload, origin: "\(declaration.name)()",
        source: .closure(property: property, signature: ClosureSignature(parameterTypes: payload.map(\.type))))
    }
    guard let type = declaration.type, let closure = ClosureType(type) else { return nil }
    var name = declaration.name
    if name.count > 2, name.hasPrefix("on"), let third = name.dropFirst(2).first, third.isUppercase {
      name = third.lowercased() + name.dropFirst(3)
    }
    return ActionCase(
      name: renamed ?? name, payload: closure.parameters, origin: declaration.name,
      source: .closure(property: declaration.name, signature: closure.signature))
  }

  /// `weak var delegate: CheckoutDelegate?`: one case per requirement of the protocol.
  func requirementCases(of property: Declaration) -> [ActionCase] {
    let protocolName = TypeText(property.type ?? "").mentionedNames.first { index.protocols[$0] != nil } ?? ""
    return (index.protocols[protocolName]?.members ?? []).filter { $0.kind == .function }.map { requirement in
      ActionCase(
        name: requirement.name, payload: payload(of: requirement.parameters), origin: "\(protocolName).\(requirement.name)()",
        source: .protocolRequirement(property: property.name, protocolName: protocolName))
    }
  }
}
