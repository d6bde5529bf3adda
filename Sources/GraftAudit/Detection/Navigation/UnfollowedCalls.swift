/// Which calls hand control to code the audit cannot follow, which may navigate or write shared
/// data where no one reading the audit sees it:
/// - a closure property that some code fills with a closure it was handed (`onDone?(kind)`,
///   where the creator sets `vc.onDone = done` with a closure that came through a route's value or
///   a configuration, or a wrapper makes `Screen(onShare: onShare)`): a closure written in place
///   (`onDone = { … }`, `Sort(onDone: { … })`) or a method handed by name (`onDone: finish`) is
///   code the audit reads, and a property nothing fills calls nothing;
/// - a method of a delegate, coordinator or router (by the receiver's name or its protocol's)
///   that no app type is seen to implement (`coordinator?.setVaultName(name)` on a protocol many
///   coordinators adopt).
/// The navigation resolver asks it of each call it cannot follow, and reaches such a call as a
/// destination of its own: a screen whose code, or whose helpers' and callbacks' code, makes one
/// is no leaf the audit can vouch for. A leaf is where a migration starts; one that navigates
/// sends the team into the migration the leaf rule avoids.
struct UnfollowedCalls: Sendable {
  /// The closure properties some code fills with a closure it was handed.
  private let handedOn: NameSet
  /// Per method name, the app's concrete types that implement one: who answers a protocol's
  /// requirement of that name.
  private let implementers: [Name: [Int]]

  init(sources: AuditSources) {
    var implementers: [Name: [Int]] = [:]
    var methods: [Name] = []
    var closures: [Name] = []
    for (index, type) in sources.types.enumerated() {
      for member in type.members where member.kind == .function {
        methods.append(member.key)
        if type.kind != .protocol, type.kind != .extension, !member.isStatic { implementers[member.key, default: []].append(index) }
      }
      for property in type.storedProperties where sources.holdsClosure(property) { closures.append(property.key) }
    }
    self.implementers = implementers
    handedOn = Self.closuresHandedOn(NameSet(closures), methods: NameSet(methods), in: sources)
  }

  /// Whether a call that reaches no code the audit reads hands control to code outside the
  /// screen: a closure property of the caller's type (or of an object it holds) that some code
  /// fills with a closure it was handed, or a method of a delegate, coordinator or router that no
  /// app type adopting its protocol implements. `receiverText` is the receiver's name as written.
  func handsOff(
    _ name: Name, receiver: NavigationFacts.Receiver, receiverText: String?, from type: Int, sources: AuditSources, hierarchy: TypeHierarchy
  ) -> Bool {
    switch receiver {
    case .own:
      return handedOn.contains(name) && Self.isClosureProperty(name, of: type, sources: sources, hierarchy: hierarchy)
    case .instance(let held):
      if Self.isClosureProperty(name, of: held, sources: sources, hierarchy: hierarchy) { return handedOn.contains(name) }
      let declared = sources.types[held]
      guard declared.kind == .protocol, Self.namesRole(declared.name) || receiverText.map(Self.namesRole) == true else { return false }
      // A delegate's methods: what an adopter implements runs for the screen that holds it (the
      // resolver's delegate edges), when one does.
      return implementers[name]?.contains { hierarchy.conformances[$0].contains(declared.name) } != true
    case .type, .frameworkType:
      return false
    case .unknown:
      return receiverText.map(Self.namesRole) == true
    }
  }

  /// Whether a name says its object takes the screen's user elsewhere: `coordinator`,
  /// `delegate`, `router`, `navigator`, `flowController`, and their protocols (`VaultRouting`).
  private static func namesRole(_ text: String) -> Bool { roleWords.contains { text.hasSuffix($0) } }

  private static let roleWords = ["oordinator", "elegate", "outer", "avigator", "lowController", "oordinating", "outing", "avigating"]

  /// Whether a stored property of the type or of a superclass holds a closure.
  private static func isClosureProperty(_ name: Name, of type: Int, sources: AuditSources, hierarchy: TypeHierarchy) -> Bool {
    for owner in hierarchy.lineage[type] {
      guard let property = sources.types[owner].storedProperty(name) else { continue }
      return sources.holdsClosure(property)
    }
    return false
  }

  /// The names of the closure properties that some code fills with a closure it was handed
  /// rather than one written in place: `vc.onDone = done`, `Sort(onDone: completion)`. Not an
  /// initializer keeping its parameter (`self.onDone = onDone`), whose callers say what it is,
  /// nor `nil`, nor a method of the app handed by name (`onDone: finish`), whose code is read.
  /// By name, across the app: what a name's other holders are handed says what this one may be.
  /// A label counts in an initializer's call only (`Sort(` or `.init(`): `present(…, completion:
  /// completion)` hands UIKit a closure, not a screen.
  private static func closuresHandedOn(_ closures: NameSet, methods: NameSet, in sources: AuditSources) -> NameSet {
    var handedOn: [Name] = []
    for file in sources.files {
      for index in file.tokens.indices where file.tokens[index].kind == .identifier && closures.contains(file.name(index)) {
        let marker = file.name(index + 1)
        let isAssignment = marker == .assign && file.name(index - 1) == .dot
        guard isAssignment || (marker == .colon && Self.isInitializerArgument(index, in: file)) else { continue }
        // The value: `done`, `completion`, `self.finish`, `self?.finish`.
        var value = index + 2
        if file.name(value) == .`self` {
          value += file.name(value + 1) == .question ? 3 : 2
          guard file.name(value - 1) == .dot else { continue }
        }
        guard value < file.tokens.count, file.tokens[value].kind == .identifier, file.tokens[value].keyword == .none,
          !file.isCapitalized(value), !Self.literals.contains(file.name(value)),
          // `self.onDone = onDone` keeps an initializer's parameter.
          !(isAssignment && file.name(index - 2) == .`self` && file.name(value) == file.name(index)),
          // `onDone: finish`: a method of the app's, handed by name.
          !(methods.contains(file.name(value)) && [.comma, .closeParen].contains(file.name(value + 1)))
        else { continue }
        handedOn.append(file.name(index))
      }
    }
    return NameSet(handedOn)
  }

  private static let literals = NameSet(["nil", "true", "false"])

  /// Whether a label at `index` is an argument's of an initializer's call: `Sort(onDone: …)`,
  /// `.init(onDone: …)`, `Sort.init(onDone: …)`. Read back to the call's `(` over at most a
  /// few arguments.
  private static func isInitializerArgument(_ index: Int, in file: AuditFile) -> Bool {
    var position = index - 1
    var depth = 0
    let limit = max(0, index - 200)
    while position > limit {
      let name = file.name(position)
      if name == .closeParen || name == .closeBracket || name == .closeBrace {
        depth += 1
      } else if name == .openParen || name == .openBracket || name == .openBrace {
        if depth == 0 {
          guard name == .openParen else { return false }
          return file.isCapitalized(position - 1) || file.name(position - 1) == .`init`
        }
        depth -= 1
      }
      position -= 1
    }
    return false
  }

  /// The call as written: its receiver's last name, if it has one other than `self`, and its
  /// own (`coordinator`, `setVaultName`; none, `onDone`).
  static func written(call token: Int, in file: AuditFile) -> (receiver: String?, name: String) {
    guard file.name(token - 1) == .dot else { return (nil, file.text(token)) }
    var receiver = token - 2
    if file.name(receiver) == .question || file.name(receiver) == .bang { receiver -= 1 }
    guard receiver >= 0, file.tokens[receiver].kind == .identifier, file.name(receiver) != .`self` else { return (nil, file.text(token)) }
    return (file.text(receiver), file.text(token))
  }
}
