import GraftSupport
import SwiftDeclarationParser

/// State fields: the property's type (written, annotated or inferred), its `#if` branches, and
/// the changes `State: Equatable` needs.
extension FeatureBuilder {
  /// The field, or nil when its type cannot be held by `State: Equatable` (with a warning that
  /// says how to give it one).
  /// `written`: the types whose conformance the feature's file writes (`EquatableConformance`).
  func stateField(
    _ classification: MemberClassification, viewModel: ViewModel, written: Set<String> = [], notInState: inout [String: String],
    diagnostics: inout Diagnostics
  ) -> StateField? {
    let declaration = classification.member.declaration
    var field = StateField(
      name: declaration.name, type: declaration.type, writesType: declaration.type != nil, defaultValue: declaration.initializer,
      isBindable: classification.isBindable, appStorageKey: declaration.attribute(named: "AppStorage")?.arguments, note: nil)
    let typeNames = (declaration.type ?? declaration.initializer).map { TypeText($0).leadingTypeNames } ?? []
    if FrameworkTypes.kind(of: typeNames, in: index)?.kind == .valueSubject,
      let subject = FrameworkTypes.subjectValue(type: declaration.type, initializer: declaration.initializer, inferring: inference.type(of:))
    {
      // A subject that holds a current value: State holds the value; sending becomes setting.
      field.type = subject.type
      field.writesType = true
      field.defaultValue = subject.initial
      field.isBindable = false
      field.isSubjectValue = true
    }
    if case let .state(forced?) = classification.member.directive {
      field.type = forced
      field.writesType = true
    }
    if field.type == nil, let initializer = declaration.initializer {
      field.type = staticMemberType(initializer) ?? inference.type(of: initializer) ?? memberPropertyType(initializer)
      if field.type == nil, Self.isTupleLiteral(initializer) {
        // `(title: .clear, tint: .clear)`: whatever its elements, a tuple is not Equatable.
        diagnostics.warn(
          "'\(declaration.name)' is left out of State, which holds Equatable values: its initial value is a tuple, and a tuple is not Equatable; "
            + "make it a struct, or annotate '// graft: ignore'", at: declaration)
        notInState[declaration.name] = "a tuple is not Equatable"
        return nil
      }
      if field.type == nil, classification.isUnobserved {
        // A value nobody observed, of a type Graft cannot tell: State holds only what it knows.
        diagnostics.warn(
          "'\(declaration.name)' is left out of State: Graft cannot infer its type from '\(initializer.prefix(40))'; write it, or annotate '// graft: state type=T'",
          at: declaration)
        notInState[declaration.name] = "Graft cannot infer its type; write it"
        return nil
      }
      if field.type == nil {
        diagnostics.warn(
          "cannot infer the type of '\(declaration.name)' from '\(initializer.prefix(40))'; write it, or annotate '// graft: state type=T'",
          at: declaration)
        field.writesType = false
      }
    } else if field.type == nil {
      diagnostics.warn("'\(declaration.name)' has neither a type nor an initializer; annotate '// graft: state type=T'", at: declaration)
    }
    // `lazy var subject = CurrentValueSubject(selectedCategory)`: only a lazy property's value may
    // read another; a field's default value cannot. And `var wallet: RewardWalletSnapshot =
    // .empty()`, where `empty()` runs on the main actor (the target's default isolation): State is
    // nonisolated, and its default values cannot call it. Without the value, State.init takes a
    // field that needs one (`buildStateInitializer` says so); an optional one starts at nil,
    // which this says.
    if let value = field.defaultValue {
      var leftOut: String?
      if declaration.hasModifier("lazy"),
        let read = viewModel.members.first(where: { $0.name != declaration.name && (SwiftIdentifier.isMentioned($0.name, in: value) || value.contains("self." + $0.name)) })
      {
        leftOut = "it is lazy and its value reads '\(read.name)', which a default value in State cannot"
      } else if let member = mainActorMember(reachedBy: value, ofType: field.type, seenFrom: viewModel.path) {
        leftOut = "it starts at '\(value.trimmed())', which reaches '\(member)' on the main actor, where State's default values cannot"
      }
      if let leftOut {
        field.defaultValue = nil
        field.defaultLeftOut = leftOut
        if !field.needsInitialValue {
          diagnostics.warn("'\(declaration.name)' keeps no default value in State: \(leftOut); State starts it at nil: set it in State.init by hand", at: declaration)
        }
      }
    }
    field.branches = Self.branches(of: classification.member, in: viewModel)
    if let type = field.type, Self.isError(type) {
      field.note = "`\(declaration.name): \(type)` in \(viewModel.name); its message, so that State stays Equatable."
      field.type = "String?"
      field.writesType = true
      field.defaultValue = nil
      diagnostics.warn("'\(declaration.name): \(type)' becomes 'String?' in State, its message: State must stay Equatable", at: declaration)
    }
    for type in [field.type].compactMap({ $0 }) + field.branches.compactMap(\.type) {
      if let hidden = fileprivateType(in: type, seenFrom: viewModel) {
        diagnostics.warn(
          "'\(declaration.name): \(type)' is left out of State: '\(hidden)' is private to its file, so the generated file cannot name it; "
            + "make it internal, or annotate '// graft: ignore'", at: declaration)
        notInState[declaration.name] = "'\(hidden)' is private to its file"
        return nil
      }
      // Read in the view model's scope: its own nested `AlertData`, not another's of that name.
      let scoped = TypeQualifier(viewModel: viewModel.qualifiedName, index: index).qualify(index.resolvingAliases(type, in: viewModel.qualifiedName))
      guard let reason = Equatability(index: index, written: written).reasonItIsNot(scoped) else { continue }
      diagnostics.warn(
        "'\(declaration.name): \(type)' is left out of State, which holds Equatable values: \(reason); annotate '// graft: state type=T' with an Equatable T, or '// graft: ignore'",
        at: declaration)
      notInState[declaration.name] = reason
      return nil
    }
    // Kept on no evidence: if the type is not Equatable, State does not compile, and the team
    // should know where to look.
    if let type = field.type, let unseen = Equatability(index: index).unseenNames(in: type, importing: Set(viewModel.imports.map(\.module))).first {
      diagnostics.warn(
        "'\(declaration.name): \(type)' is kept in State, which is Equatable, though Graft read no declaration of '\(unseen)' "
          + "(of a module it was not given): pass that module's sources with --context to have it checked, or annotate '// graft: ignore' if it is not Equatable",
        at: declaration)
    }
    // Said once State is known to keep it: a subject of a value State cannot hold is left out.
    if field.isSubjectValue, let type = field.type {
      diagnostics.warn(
        "'\(declaration.name)' is a subject that holds a value: State holds the value, '\(declaration.name): \(type)'; "
          + "port its 'send' calls as assignments", at: declaration)
    }
    return field
  }

  /// The first member of an app type on the main actor that a default value reaches, a static
  /// one it calls or reads or an initializer it makes the type with, as `Type.member`: `RewardWalletSnapshot.empty`
  /// of `.empty()` for a field of that type, `Theme.current` of `Theme.current.accent`,
  /// `Gauge.init` of `Gauge()` where `Gauge` declares its `init` on the main actor. Closures are
  /// not entered: what they run, they run later.
  func mainActorMember(reachedBy value: String, ofType type: String?, seenFrom path: String) -> String? {
    let statements = StatementReader.statements(of: value)
    guard statements.count == 1, case let .expression(expression) = statements[0].kind else { return nil }
    var callees: Set<Range<Int>> = []
    expression.forEach { if case let .call(callee, _) = $0.kind { callees.insert(callee.range) } }
    let fieldType = type.flatMap { written in TypeText(written.trimmed()).leafNames.count == 1 ? TypeText(written.trimmed()).leafNames.first : nil }
    var found: String?
    expression.forEach { node in
      guard found == nil else { return }
      let calls = callees.contains(node.range)
      // `Wallet()`, `Wallet.init(…)`, `.init()`: made by an initializer the type declares on the main actor.
      if case let .call(callee, _) = node.kind {
        var made: String?
        switch callee.kind {
        case let .name(name) where name.first?.isUppercase == true: made = name
        case let .member(base, "init"): if case let .name(name) = base.kind { made = name }
        case .implicitMember("init"): made = fieldType
        default: break
        }
        if let made, index.isMainActorInitializer(of: made, seenFrom: path) {
          found = made + ".init"
          return
        }
      }
      switch node.kind {
      case let .member(base, name):
        guard case let .name(owner) = base.kind else { return }
        if index.isMainActorStaticMember(name, of: owner, calls: calls, seenFrom: path) { found = owner + "." + name }
      case let .implicitMember(name):
        guard let owner = fieldType else { return }
        if index.isMainActorStaticMember(name, of: owner, calls: calls, seenFrom: path) { found = owner + "." + name }
      default:
        return
      }
    }
    return found
  }

  /// `[Speaker]().bindable`: the type the sources declare for an instance property of a value
  /// whose type Graft infers, in the type's declaration or an extension of it, with the type's
  /// generic arguments in place of its parameters (`var bindable: BindableArray<Element>` of an
  /// `extension Array` is `BindableArray<Speaker>`). Nil where the property is not declared so,
  /// or is declared more than once.
  func memberPropertyType(_ initializer: String) -> String? {
    let statements = StatementReader.statements(of: initializer)
    let bytes = Array(initializer.utf8)
    guard statements.count == 1, case let .expression(expression) = statements[0].kind, case let .member(base, name) = expression.kind,
      base.range.upperBound <= bytes.count, let baseType = inference.type(of: String(decoding: bytes[base.range], as: UTF8.self))
    else { return nil }
    // `[T]` is `Array<Element = T>`, `[K: V]` is `Dictionary<Key = K, Value = V>`.
    let written = baseType.trimmed()
    let (typeName, arguments): (String, [String: String])
    if written.hasPrefix("["), written.hasSuffix("]") {
      let inner = TopLevelSplit.split(String(written.dropFirst().dropLast()), on: ":").map { $0.trimmed() }
      (typeName, arguments) = inner.count == 2 ? ("Dictionary", ["Key": inner[0], "Value": inner[1]]) : ("Array", ["Element": inner[0]])
    } else if TypeText(written).leafNames == [written] {
      (typeName, arguments) = (written, [:])
    } else {
      return nil
    }
    let members = (index.types[typeName]?.declaration.members ?? []) + (index.extensions[typeName] ?? []).flatMap(\.declaration.members)
    let declared = members.filter { $0.name == name && $0.kind == .var && !$0.hasModifier("static") && !$0.hasModifier("class") }
    guard declared.count == 1, let type = declared[0].type?.trimmed() else { return nil }
    let parameters = arguments.keys.sorted()
    return SourceIndex.substituting(parameters, with: parameters.map { arguments[$0]! }, in: type)
  }

  /// The conformances of `writable` that State's fields need, and those the types they hold
  /// need in turn, in name order.
  func neededConformances(of state: [StateField], viewModel: ViewModel, writable: [String: EquatableConformance]) -> [EquatableConformance] {
    guard !writable.isEmpty else { return [] }
    var needed: [String: EquatableConformance] = [:]
    var pending = state.flatMap { [$0.type].compactMap { $0 } + $0.branches.compactMap(\.type) }.map { ($0, viewModel.qualifiedName) }
    while let (type, scope) = pending.popLast() {
      for path in TypeText(index.resolvingAliases(type, in: scope)).leafPaths {
        let qualified = TypeQualifier(viewModel: scope, index: index).qualify(path)
        guard let declared = index.declaredTypeResolvingAliases(qualified, near: viewModel.path),
          let conformance = writable[Equatability.key(of: declared)], needed[conformance.typeName] == nil
        else { continue }
        needed[conformance.typeName] = conformance
        pending += conformance.heldTypes.map { ($0, conformance.typeName) }
      }
    }
    return needed.values.sorted { $0.typeName < $1.typeName }
  }

  /// `Preferences.standard`: the type a static member of a type of the sources holds, as its
  /// declaration writes it or makes it (`static let standard = Preferences()`; `static let
  /// shared = ZimCookieStore()` of an `enum CookieStore` holds a `ZimCookieStore`).
  func staticMemberType(_ initializer: String) -> String? {
    let parts = initializer.trimmed().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let owner = parts.first.map(String.init), owner.first?.isUppercase == true,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
      let declared = index.types[owner]
    else { return nil }
    let name = String(parts[1])
    let members = declared.declaration.members + (index.extensions[owner] ?? []).flatMap(\.declaration.members)
    guard let member = members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == name && $0.hasModifier("static") }) else {
      return nil
    }
    if let type = member.type { return type == "Self" ? owner : type }
    let made = member.initializer?.trimmed() ?? ""
    if made.hasPrefix("Self(") || made.hasPrefix(".init(") { return owner }
    // `ZimCookieStore()`: a type of the sources, made.
    guard let open = made.firstIndex(of: "("), made.hasSuffix(")") else { return nil }
    let madeType = String(made[..<open])
    return madeType.first?.isUppercase == true && madeType.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && index.types[madeType] != nil
      ? madeType : nil
  }

  /// `(a, b)` or `(title: x, tint: y)`: parentheses around the whole value, with more than one
  /// element.
  static func isTupleLiteral(_ initializer: String) -> Bool {
    let text = Substring(initializer.trimmed())
    guard text.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(text), text.index(after: close) == text.endIndex else { return false }
    return TopLevelSplit.split(text.dropFirst().dropLast(), on: ",").count > 1
  }

  /// The `#if` branches of a property declared under conditions the view model itself is not
  /// under, with their clauses rebuilt from the parser's conditions (`!A && B` is the
  /// `#elseif B` after `#if A`; `!A && !B` an `#else`).
  static func branches(of member: Member, in viewModel: ViewModel) -> [StateField.Branch] {
    let outer = viewModel.declaration.conditions.count
    guard member.branches.contains(where: { $0.conditions.count > outer }) else { return [] }
    var result: [StateField.Branch] = []
    for (index, branch) in member.branches.enumerated() {
      let condition = branch.conditions.last ?? ""
      let parts = splitConjunction(condition)
      let clause: ConditionalClause
      if index == 0 {
        clause = .if(condition)
      } else if parts.count == index, parts.allSatisfy({ $0.hasPrefix("!") }) {
        clause = .else
      } else {
        let last = parts.last ?? condition
        clause = .elseif(last.hasPrefix("(") && last.hasSuffix(")") ? String(last.dropFirst().dropLast()) : last)
      }
      result.append(StateField.Branch(clause: clause, type: branch.type, defaultValue: branch.initializer))
    }
    return result
  }

  /// Splits `a && (b && c) && !d` at its top-level `&&`s.
  static func splitConjunction(_ condition: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var characters = Array(condition)[...]
    while let character = characters.first {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, characters.starts(with: " && ") {
        parts.append(current)
        current = ""
        characters = characters.dropFirst(4)
        continue
      }
      current.append(character)
      characters = characters.dropFirst()
    }
    parts.append(current)
    return parts
  }

  /// The first type `type` names, as `viewModel` sees it, that only its own file can see: a
  /// bare `State` is the view model's own nested type when it has one, whatever another file
  /// keeps private under that name.
  func fileprivateType(in type: String, seenFrom viewModel: ViewModel) -> String? {
    guard !index.filePrivateTypes.isEmpty else { return nil }
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    return TypeText(type).leafPaths.first { path in
      let first = path.prefix { $0 != "." }
      let qualified = (qualifier.names[String(first)] ?? String(first)) + path.dropFirst(first.count)
      // `Row.ID` is as private as `Row`: any type on the path hides it.
      var prefix = ""
      for component in qualified.split(separator: ".") {
        prefix += (prefix.isEmpty ? "" : ".") + component
        if index.filePrivateTypes.contains(prefix) { return true }
      }
      return false
    }
  }

  static func isError(_ type: String) -> Bool {
    let bare = type.replacingOccurrences(of: " ", with: "")
    return ["Error", "Error?", "anyError", "(anyError)?", "(anyError)", "Error!", "(anyError)!"].contains(bare)
  }
}
