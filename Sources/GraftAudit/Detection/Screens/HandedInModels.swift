/// The models of other screens that a screen holds without making them: `private let viewModel:
/// SettingsViewModel` in `AboutViewController`, handed in by the Settings window that shows it.
/// Holding one leads nowhere, so it is no navigation. A screen that only reads it can still go
/// first, with a seed value of what it reads; one that changes it (`viewModel.filter = …`,
/// `viewModel.apply(…)` where `apply` changes the model, `$viewModel.text`, an observer of the
/// model's handed to a control) shares that screen's state, two owners for one value, and is no
/// leaf.
struct HandedInModels: Sendable {
  /// Per screen, the screens whose models it changes, in screen order.
  let changedOwners: [[Int]]

  /// `changes`: whether an app type's method of that name changes the object it is called on
  /// (`MutatingMethods`); nil when the type declares none of that name.
  init(
    sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, facts: [[NavigationFacts]], screens: ScreenDetector.Result,
    changes: (Name, Int) -> Bool?
  ) {
    var owners = [Set<Int>](repeating: [], count: screens.screens.count)
    for (screen, detected) in screens.screens.enumerated() {
      for type in detected.types {
        // An environment object is every view's under it, shared data of its own kind.
        for property in sources.types[type].storedProperties where !property.attributes.contains(where: Self.environment.contains) {
          guard let held = property.heldType, let owner = screens.screenOfType[held], owner != screen, !owners[screen].contains(owner),
            roles.isViewModelNamed[held] || roles.isObservable[held], !roles.isCoordinatorNamed[held],
            Self.isHandedIn(held, to: type, hierarchy: hierarchy, roles: roles, facts: facts),
            Self.changes(property.key, holding: held, in: sources.types[type], sources: sources, changes: changes)
          else { continue }
          owners[screen].insert(owner)
        }
      }
    }
    changedOwners = owners.map { $0.sorted() }
  }

  private static let environment = NameSet(["EnvironmentObject", "Environment"])

  /// `self.` or, in a `[weak self]` closure, `self?.` before the dot at `dot`.
  private static func isSelf(before dot: Int, in file: AuditFile) -> Bool {
    let before = file.name(dot - 1) == .question || file.name(dot - 1) == .bang ? dot - 2 : dot - 1
    return file.name(before) == .`self`
  }

  /// Reactive inputs: an observer only takes values; a subject or a relay is an input where
  /// something sends to it (`onNext`, `accept`, `send`) or binds to it (`bind(to:)`).
  private enum InputKind { case inputOnly, subject }
  private static let inputOnlyTypes = NameSet(["AnyObserver", "Binder"])
  private static let subjectTypes = NameSet([
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "PassthroughSubject", "CurrentValueSubject",
  ])
  private static let sends = NameSet(["onNext", "on", "accept", "send"])
  private static let to = Name(0x08c8_3907_b56a_c0a4, "to")

  private static func inputKind(of property: AuditedType.StoredProperty, in file: AuditFile) -> InputKind? {
    let named = property.annotation.isEmpty ? property.initializer : property.annotation
    guard let first = named.first(where: { file.tokens[$0].kind == .identifier }) else { return nil }
    if inputOnlyTypes.contains(file.name(first)) { return .inputOnly }
    if subjectTypes.contains(file.name(first)) { return .subject }
    return nil
  }

  /// Whether a type holds a model (not a controller or a view, which it would show) that its own
  /// code, its superclasses' included, never makes.
  static func isHandedIn(_ held: Int, to holder: Int, hierarchy: TypeHierarchy, roles: TypeRoles, facts: [[NavigationFacts]]) -> Bool {
    guard !roles.isShowable(held) else { return false }
    return !hierarchy.lineage[holder].contains { maker in
      facts[maker].contains { $0.facts.contains { $0.action == .construct(held) } }
    }
  }

  /// Whether the holder's code changes what the property holds: assigns through it
  /// (`model.filter = f`, `model.settings.isOn.toggle()` counts by its first call), calls one of
  /// its changing methods, or hands out a binding to it (`$model.text`).
  private static func changes(
    _ property: Name, holding held: Int, in holder: AuditedType, sources: AuditSources, changes: (Name, Int) -> Bool?
  ) -> Bool {
    let heldModel = sources.types[held]
    for member in holder.members where !member.isStored {
      let file = sources.files[member.file]
      for index in member.tokens where file.tokens[index].kind == .identifier {
        let isProjection = file.isProjection(index)
        guard isProjection ? file.projectedName(index) == property : file.name(index) == property,
          file.name(index - 1) != .dot || Self.isSelf(before: index - 1, in: file)
        else { continue }
        if isProjection { return true }
        // Along `model.a.b`, to the first assignment or call.
        var cursor = index + 1
        if file.name(cursor) == .question || file.name(cursor) == .bang { cursor += 1 }
        guard cursor + 1 < member.tokens.upperBound, file.name(cursor) == .dot, file.tokens[cursor + 1].kind == .identifier else { continue }
        let first = cursor + 1
        while cursor + 2 < member.tokens.upperBound, file.name(cursor) == .dot, file.tokens[cursor + 1].kind == .identifier {
          cursor += 2
          if file.name(cursor) == .question || file.name(cursor) == .bang { cursor += 1 }
        }
        if TokenPatterns.assignmentOperators.contains(file.name(cursor)) { return true }
        if file.name(first + 1) == .openParen, changes(file.name(first), held) == true { return true }
        // `observer: viewModel.toggleAutoLaunch`, `viewModel.search.onNext(text)`: an input of
        // the model's, handed out or sent to.
        if let input = heldModel.storedProperty(file.name(first)), let kind = inputKind(of: input, in: sources.files[input.file]) {
          if kind == .inputOnly || Self.sends.contains(file.name(first + 2)) || file.name(index - 2) == Self.to { return true }
        }
      }
    }
    return false
  }
}
