import GraftSupport
import SwiftDeclarationParser

/// The methods a view model declares without `private` that only it calls: `fetchPage()` that
/// its `refresh()` and its subscriptions run, and nothing else in the sources names. A TCA
/// engineer makes intents actions; such a method is a step of the view model's own work, ported
/// where it is called, as a private helper is.
///
/// Read from the words of every file of the run (sources and context), test code aside: a
/// method is an own step when the view model's members call it, no word outside the view
/// model's own declarations names it (another type's call of a method of its own of the same name
/// aside, `SameNamedMethods`), and some word outside them names the view model (its
/// users are among the files; without them nothing says the view does not call it). Words are
/// counted in strings too, so that a call in an interpolation is never missed (a mention that is
/// no call keeps a method an action, the safe way to be wrong), but not in comments: a file's
/// header, or a TODO of Graft's quoting a body, calls nothing.
enum OwnSteps {
  /// The own steps of each view model, by qualified name.
  /// The candidates of `find`: each view model's methods its own members call, by qualified name.
  static func candidates(in viewModels: [ViewModel]) -> [String: Set<String>] {
    var candidates: [String: Set<String>] = [:]
    for viewModel in viewModels {
      let called = calledMethods(of: viewModel)
      if !called.isEmpty { candidates[viewModel.qualifiedName] = called }
    }
    return candidates
  }

  /// `mentions`: the words of the run's files (test code aside), among them the candidates'
  /// names and the view models'.
  /// `sameNamed`: where other types call methods of their own named like the candidates.
  static func find(
    in viewModels: [ViewModel], candidates: [String: Set<String>], mentions: WordMentions, sameNamed: SameNamedMethods, index: SourceIndex
  ) -> [String: Set<String>] {
    guard !candidates.isEmpty else { return [:] }
    var steps: [String: Set<String>] = [:]
    for viewModel in viewModels {
      guard let called = candidates[viewModel.qualifiedName] else { continue }
      // Its declaration and extensions name it; only its members' code calls its methods (a
      // type nested in it, a coordinator of a representable, is code outside them).
      let declarations = ownRanges(of: viewModel, index: index)
      var members = memberRanges(of: viewModel)
      // A subclass's code is the view model's own too: `clearSelectedPiece()` that
      // `PlayerGameViewModel` runs as a step of its flow is no more the view's call.
      let descendants = index.descendants(ofClass: viewModel.name)
      for (name, descendant) in descendants {
        let declarations = [(descendant.path, descendant.declaration)] + (index.extensions[name] ?? []).map { ($0.path, $0.declaration) }
        for (path, declaration) in declarations {
          for member in declaration.members where !member.kind.isTypeLike { members[path, default: []].append(member.byteRange) }
        }
      }
      let isOutside = { (ranges: [String: [Range<Int>]], path: String, offset: Int) in !(ranges[path] ?? []).contains { $0.contains(offset) } }
      guard mentions.contains(viewModel.name, where: { isOutside(declarations, $0, $1) }) else { continue }
      let lineage = Set(descendants.keys).union([viewModel.name])
      let own = called.filter { method in
        !mentions.contains(method) { path, offset in
          isOutside(members, path, offset) && !sameNamed.isOwnCall(of: method, path: path, offset: offset, byTypeOtherThan: lineage)
        }
      }
      if !own.isEmpty { steps[viewModel.qualifiedName] = own }
    }
    return steps
  }

  /// The view model's methods without `private`, annotation or `@objc` that its other members
  /// call: `fetchPage()`, `self.fetchPage()`, `self?.fetchPage()` in a closure. A method the
  /// system calls by selector is an event from outside, never an own step.
  static func calledMethods(of viewModel: ViewModel) -> Set<String> {
    // `@objcMembers`: every method may be called from Objective-C, which no word of the sources shows.
    guard viewModel.declaration.attribute(named: "objcMembers") == nil else { return [] }
    let methods = viewModel.members.filter { member in
      let declaration = member.declaration
      return declaration.kind == .function && !member.isPrivate && member.directive == nil && !declaration.hasModifier("static")
        && !declaration.hasModifier("class") && !declaration.hasModifier("override")
        && declaration.attribute(named: "objc") == nil && declaration.attribute(named: "IBAction") == nil
    }
    guard !methods.isEmpty else { return [] }
    let names = Set(methods.map(\.name))
    var called: Set<String> = []
    for member in viewModel.members {
      // A property's observers and accessors are its code too: `didSet { updateSelection() }`.
      let accessors = member.declaration.accessors.compactMap { member.declaration.statements(ofAccessor: $0.kind) }.joined()
      forEachCallee(in: (member.declaration.statements ?? []) + accessors) { callee in
        if let name = callee.ownMethodName, name != member.name, names.contains(name) { called.insert(name) }
      }
    }
    return called
  }

  /// Every call's callee in `statements`, closures' bodies included: what a `Task { … }` or a
  /// `sink { [weak self] in … }` runs is the view model's own work too.
  static func forEachCallee(in statements: [Statement], _ visit: (ExpressionSyntax) -> Void) {
    for statement in statements {
      statement.forEachExpressionEnteringClosures { expression in
        if case let .call(callee, _) = expression.kind { visit(callee) }
      }
    }
  }

  /// The byte ranges of the view model's members that run code, by path, wherever each is
  /// declared (its class, an extension, a superclass it inherits from); not the types nested in it.
  private static func memberRanges(of viewModel: ViewModel) -> [String: [Range<Int>]] {
    var ranges: [String: [Range<Int>]] = [:]
    for member in viewModel.members where !member.declaration.kind.isTypeLike {
      ranges[member.path, default: []].append(member.declaration.byteRange)
    }
    return ranges
  }

  /// The byte ranges of the view model's own declarations, by path: its declaration, its
  /// extensions, and each member declared elsewhere (in a superclass it inherits from).
  static func ownRanges(of viewModel: ViewModel, index: SourceIndex) -> [String: [Range<Int>]] {
    var ranges: [String: [Range<Int>]] = [viewModel.path: [viewModel.declaration.byteRange]]
    let extensions = Set([viewModel.name, viewModel.qualifiedName]).flatMap { index.extensions[$0] ?? [] }
    for item in extensions { ranges[item.path, default: []].append(item.declaration.byteRange) }
    for member in viewModel.members { ranges[member.path, default: []].append(member.declaration.byteRange) }
    return ranges
  }

  /// Code of a test target (`AppTests/`, `AppUITests/`, `Tests/`) or a test file
  /// (`EditNoteFeatureTests.swift`, Graft's own among them): what a test calls says nothing of what
  /// the view calls.
  static func isTestCode(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains { $0.hasSuffix("Tests") } || components.last?.hasSuffix("Tests.swift") == true
  }
}
