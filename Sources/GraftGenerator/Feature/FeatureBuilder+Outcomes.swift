import SwiftDeclarationParser

/// Outcomes a legacy parent hears of: closure properties, methods marked `delegate`, and the
/// methods of a weakly held delegate (a protocol, or a class such as a coordinator), each a case
/// of `Action.Delegate`.
extension FeatureBuilder {
  /// `onSave: ((Note) -> Void)?` → `save(Note)`; a method marked `delegate` → a case of its name.
  /// `viewModel`: the qualified name of the view model, whose own aliases its types name first.
  func outcomeCase(_ classification: MemberClassification, of viewModel: String) -> ActionCase? {
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
    // A closure first: `onTransition: Transition<Route>?` names one through its alias, whatever
    // its generic arguments look like.
    if let type = declaration.type, let closure = ClosureType(index.resolvingAliases(type, in: viewModel)) {
      var name = declaration.name
      if name.count > 2, name.hasPrefix("on"), let third = name.dropFirst(2).first, third.isUppercase {
        name = third.lowercased() + name.dropFirst(3)
      }
      return ActionCase(
        name: renamed ?? name, payload: closure.parameters.map { Value(label: $0.label, name: $0.name, type: TypeText($0.type).storedForm) },
        origin: declaration.name,
        source: .closure(property: declaration.name, signature: closure.signature))
    }
    if let value = FrameworkTypes.subjectValue(type: declaration.type, initializer: declaration.initializer) {
      // `finishSubject: PassthroughSubject<Void, Never>` → `finish`; `selection: PublishRelay<Item>` → `selection(Item)`.
      var name = declaration.name
      for suffix in ["Subject", "Relay", "Publisher"] where name.hasSuffix(suffix) && name.count > suffix.count {
        name = String(name.dropLast(suffix.count))
        break
      }
      let carries = !["Void", "()"].contains(value.type)
      return ActionCase(
        name: renamed ?? name, payload: carries ? [Value(label: nil, name: "value", type: value.type)] : [], origin: declaration.name,
        source: .subject(property: declaration.name))
    }
    return nil
  }

  /// The type of a delegate: a weakly held protocol of the sources, or else a class of theirs
  /// (`weak var coordinator: MainCoordinator?`), which tells its parent as a delegate would; or
  /// a struct of closures the parent filled (`var actions: LoginActions?`), which does the same.
  /// `viewModel`: the qualified name of the view model, whose own aliases its types name first.
  func delegateType(of property: Declaration, in viewModel: String? = nil) -> DelegateType? {
    if let name = MemberClassifier.resolvedNavigator(property, index: index) {
      return DelegateType(name: name, isProtocol: index.protocols[name] != nil, isResolved: true)
    }
    let names = TypeText(property.type ?? "").mentionedNames
    if let name = names.first(where: { index.protocols[$0] != nil }) { return DelegateType(name: name, isProtocol: true) }
    if let name = names.first(where: { index.types[$0]?.kind == .class }) { return DelegateType(name: name, isProtocol: false) }
    // `var actions: Action?` of the view model's `typealias Action = LoginActions`: the bridge,
    // outside the view model, names the struct.
    if let written = property.type.map({ index.resolvingAliases($0, in: viewModel) }), let (name, closures) = index.closureStruct(writtenAs: written) {
      // `struct Actions` nested in the view model: the bridge, outside it, writes it whole.
      let type = viewModel.map { TypeQualifier(viewModel: $0, index: index).qualify(written) } ?? written
      let optional = Set(closures.filter { member in
        let written = index.resolvingAliases(member.type ?? "").trimmed()
        return written.hasSuffix("?") || written.hasSuffix("!")
      }.map(\.name))
      return DelegateType(name: name, isProtocol: false, closureStruct: .init(writtenType: type, optionalClosures: optional))
    }
    return nil
  }

  /// The services the view model reads only to resolve its navigators (`dependencies` of `var
  /// coordinator: C { dependencies.resolve() }`), by name, with the navigator each resolves: the
  /// bridge takes the navigator resolved, and the feature has no use for them.
  func servicesThatOnlyResolveNavigators(_ classifications: [MemberClassification], of viewModel: ViewModel) -> [String: String] {
    let navigators = classifications.filter {
      $0.role == .delegateReference && MemberClassifier.resolvedNavigator($0.member.declaration, index: index) != nil
    }
    guard !navigators.isEmpty else { return [:] }
    var found: [String: String] = [:]
    for service in classifications where service.role == .service {
      let name = service.member.name
      // Whole declarations, getters included.
      let mentions = { (declaration: Declaration) in SwiftIdentifier.isMentioned(name, in: declaration.sourceText(declaration.byteRange)) }
      guard let navigator = navigators.first(where: { mentions($0.member.declaration) }) else { continue }
      let elsewhere = viewModel.members.contains { member in
        member.declaration.kind != .initializer && member.name != name && !navigators.contains(where: { $0.member.name == member.name })
          && mentions(member.declaration)
      }
      if !elsewhere { found[name] = navigator.member.name }
    }
    return found
  }

  /// The methods a weakly held delegate answers to: a protocol's requirements; a class's methods
  /// (its extensions' too) that the view model calls on it, which are the only ones it tells.
  func delegateMethods(of property: Declaration, type: DelegateType, viewModel: ViewModel) -> [Declaration] {
    // A weak delegate's protocol is forwarded whole; a resolved navigator tells only what is called.
    if type.isProtocol && !type.isResolved { return index.requirements(ofProtocol: type.name).filter { $0.kind == .function } }
    let called = Set(Self.calls(on: property.name, in: viewModel.members.compactMap(\.declaration.bodyText)))
    var declared = type.isProtocol
      ? index.requirements(ofProtocol: type.name)
      : (index.types[type.name]?.declaration.members ?? []) + (index.extensions[type.name] ?? []).flatMap(\.declaration.members)
    // A class's methods include those of the protocols it adopts (`CoordinatorType`'s
    // `popViewController(animated:)`, written once in the protocol's extension).
    if !type.isProtocol, let declaration = index.types[type.name]?.declaration {
      let inheritance = declaration.inheritance + (index.extensions[type.name] ?? []).flatMap(\.declaration.inheritance)
      for name in index.adoptedNames(inheritance) where index.protocols[name] != nil {
        declared += index.requirements(ofProtocol: name) + (index.extensions[name] ?? []).flatMap(\.declaration.members)
      }
    }
    var selectors: Set<String> = []
    return declared.filter { method in
      method.kind == .function && called.contains(method.name) && !method.hasModifier("private") && !method.hasModifier("fileprivate")
        && !method.hasModifier("static") && !method.hasModifier("class")
        && selectors.insert(MemberClassifier.selector(of: method) + method.parameters.map(\.type).joined(separator: ",")).inserted
    }
  }

  /// `weak var delegate: CheckoutDelegate?`: one case per requirement of the protocol, or per
  /// method of the class the view model calls. A method in UIKit's shape hands the delegate the
  /// view model first (`checkout(_ viewModel: CheckoutViewModel, didRequestCouponFor total: Int)`):
  /// its case drops the sender and is named for what happened, as a person would
  /// (`didRequestCoupon(total:)`). A method that asks the delegate for an answer has no case: one
  /// that hands it a closure to answer with (`showPicker(completion: @escaping (Tag) -> Void)`),
  /// returns a value, waits or throws (`getUsers() async throws -> [User]`). An action carries
  /// values one way, and the answer would come back as an action of its own. It is named in
  /// `answered`.
  func requirementCases(of property: Declaration, viewModel: ViewModel) -> (cases: [ActionCase], answered: [String]) {
    guard let type = delegateType(of: property, in: viewModel.qualifiedName) else { return ([], []) }
    if type.closureStruct != nil { return closureCases(of: property, type: type, viewModel: viewModel) }
    let all = delegateMethods(of: property, type: type, viewModel: viewModel)
    let asks = { (requirement: Declaration) in
      requirement.parameters.contains { TypeText(index.resolvingAliases($0.type)).isClosure }
        || !["Void", "()", nil].contains(requirement.returnType) || requirement.effects.isAsync || requirement.effects.isThrowing
    }
    let requirements = all.filter { !asks($0) }
    let answered = all.filter(asks).map { "\(type.name).\(MemberClassifier.selector(of: $0))" }
    let senderTypes: Set<String> = [viewModel.name, viewModel.qualifiedName]
    let cases = requirements.map { requirement in
      var parameters = requirement.parameters
      let takesSender = parameters.first.map { TypeText($0.type).leafNames.contains(where: senderTypes.contains) } ?? false
      var name = requirement.name
      if takesSender {
        parameters.removeFirst()
        if let first = parameters.first, let label = first.label, label != "_", let inner = first.name, inner != label {
          // `didRequestCouponFor total: Int` → `didRequestCoupon(total: Int)`: the label says
          // what happened, the name what it carries.
          name = Self.droppingTrailingPreposition(label)
          parameters[0] = Parameter(label: nil, name: inner, type: first.type)
        } else if parameters.isEmpty {
          // `checkoutViewModelDidCancel(_:)` → `didCancel`.
          name = Self.droppingSenderPrefix(requirement.name, sender: viewModel.name)
        }
      }
      return ActionCase(
        name: name, payload: payload(of: parameters), origin: "\(type.name).\(MemberClassifier.selector(of: requirement))",
        source: .delegateMethod(property: property.name, type: type, method: requirement.name, takesSender: takesSender))
    }
    return (cases, answered)
  }

  /// A struct of closures' cases: one per closure the view model calls (`actions?.showHome?()`),
  /// named as the closure, carrying its values. One that hands the parent a closure to answer
  /// with (`showEditor: ((@escaping () -> Void) -> Void)?`) has none, as a delegate's method
  /// that asks has none: it is named in `answered`.
  func closureCases(of property: Declaration, type: DelegateType, viewModel: ViewModel) -> (cases: [ActionCase], answered: [String]) {
    let called = Set(Self.calls(on: property.name, in: viewModel.members.compactMap(\.declaration.bodyText), optionalCalls: true))
    var cases: [ActionCase] = []
    var answered: [String] = []
    for closure in index.closureStructMembers(of: type.name) ?? [] where called.contains(closure.name) {
      guard let written = closure.type, let signature = ClosureType(index.resolvingAliases(written)) else { continue }
      if signature.parameters.contains(where: { TypeText($0.type).isClosure }) {
        answered.append("\(type.name).\(closure.name)")
        continue
      }
      cases.append(ActionCase(
        // A closure's values have no labels: the bridge calls it with the values alone.
        name: closure.name, payload: signature.parameters.map { Value(label: nil, name: $0.name, type: TypeText($0.type).storedForm) },
        origin: "\(type.name).\(closure.name)",
        source: .delegateMethod(property: property.name, type: type, method: closure.name, takesSender: false)))
    }
    return (cases, answered)
  }

  /// The protocol's requirements as a conforming type declares them; empty when one returns a
  /// value, throws or waits, which no forwarder of outcomes can answer, and for a class, which
  /// nothing conforms to.
  func requirementSignatures(of property: Declaration) -> [RequirementSignature] {
    guard let type = delegateType(of: property), type.isProtocol else { return [] }
    let requirements = index.requirements(ofProtocol: type.name).filter { $0.kind == .function }
    guard requirements.allSatisfy({ $0.returnType == nil && !$0.effects.isAsync && !$0.effects.isThrowing }) else { return [] }
    return requirements.map { requirement in
      var names: [String] = []
      let parameters = requirement.parameters.enumerated().map { index, parameter -> String in
        let name = parameter.boundName ?? "value\(index)"
        names.append(name)
        switch parameter.label {
        case nil: return parameter.boundName == nil ? "_ \(name): \(parameter.type)" : "\(name): \(parameter.type)"
        case let label?: return "\(label) \(name): \(parameter.type)"
        }
      }
      return RequirementSignature(text: requirement.name + "(" + parameters.joined(separator: ", ") + ")", parameterNames: names)
    }
  }

  static let prepositions = ["For", "With", "At", "In", "On", "From", "To", "By", "Of", "About"]

  /// `didRequestCouponFor` → `didRequestCoupon`; a name that would be too short stays.
  static func droppingTrailingPreposition(_ label: String) -> String {
    for preposition in prepositions where label.hasSuffix(preposition) && label.count > preposition.count + 3 {
      return String(label.dropLast(preposition.count))
    }
    return label
  }

  /// `checkoutViewModelDidCancel` → `didCancel`, for the sender `CheckoutViewModel`.
  static func droppingSenderPrefix(_ name: String, sender: String) -> String {
    let prefixes = [CaseConversion.lowerFirst(sender), CaseConversion.lowerFirst(String(sender.dropLast("ViewModel".count)))]
    for prefix in prefixes where !prefix.isEmpty && name.hasPrefix(prefix) && name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      if rest.first?.isUppercase == true { return CaseConversion.lowerFirst(String(rest)) }
    }
    return name
  }
}
