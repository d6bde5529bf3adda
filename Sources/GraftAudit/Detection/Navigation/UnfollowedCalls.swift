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
  /// The closure properties some code fills with a closure it was handed (`NavigationScanner`),
  /// by name: the app types that hold each, -1 for one the code does not say.
  private let handedOn: [Name: [Int]]
  /// The app's protocols named for a role (`VaultRouting`, `PickerDelegate`): a call on one the
  /// resolver did not follow hands control outside.
  private let roleProtocols: Set<Int>
  /// Per delegate protocol of the app, the requirements an adopter implements: a call to one runs
  /// that code for the screen holding the delegate (the resolver's delegate edges). Read once
  /// here, not at every call the resolver's fixed point reads again.
  private let answered: [Int: Set<Name>]

  /// `facts`: what the scanner read of each member, which says the closures it hands on.
  init(sources: AuditSources, hierarchy: TypeHierarchy, facts: [[NavigationFacts]]) {
    var roleProtocols = Set<Int>()
    var delegates: [(index: Int, name: String, requirements: Set<Name>)] = []
    for (index, type) in sources.types.enumerated() where type.kind == .protocol && Self.namesRole(type.name) {
      roleProtocols.insert(index)
      if type.name.hasSuffix("Delegate") {
        delegates.append((index, type.name, Set(type.members.filter { $0.kind == .function }.map(\.key))))
      }
    }
    var answered: [Int: Set<Name>] = [:]
    if !delegates.isEmpty {
      for (index, type) in sources.types.enumerated() where type.kind != .protocol && type.kind != .extension {
        for delegate in delegates where hierarchy.conformances[index].contains(delegate.name) {
          for member in type.members where member.kind == .function && !member.isStatic && delegate.requirements.contains(member.key) {
            answered[delegate.index, default: []].insert(member.key)
          }
        }
      }
    }
    self.roleProtocols = roleProtocols
    self.answered = answered
    var handedOn: [Name: [Int]] = [:]
    for typeFacts in facts {
      for memberFacts in typeFacts {
        for (holder, property) in memberFacts.closuresHandedOn where handedOn[property]?.contains(holder) != true {
          handedOn[property, default: []].append(holder)
        }
      }
    }
    self.handedOn = handedOn
  }

  /// Whether a call that reaches no code the audit reads hands control to code outside the
  /// screen: a closure property of the caller's type (or of an object it holds) that some code
  /// fills with a closure it was handed, or a method of a delegate, coordinator or router that no
  /// app type adopting its protocol implements. The call is `token` of `file`; its receiver's
  /// name is read only where it matters, most calls being settled by their own.
  func handsOff(
    _ name: Name, receiver: NavigationFacts.Receiver, call token: Int, in file: AuditFile, from type: Int, sources: AuditSources,
    hierarchy: TypeHierarchy
  ) -> Bool {
    let receiverNamesRole = {
      guard let receiver = Self.receiverToken(ofCall: token, in: file) else { return false }
      return Self.roleWords.contains { file.hasSuffix(receiver, lowercased: $0) }
    }
    switch receiver {
    case .own:
      return isHandedOn(name, to: type, hierarchy: hierarchy) && Self.isClosureProperty(name, of: type, sources: sources, hierarchy: hierarchy)
    case .instance(let held):
      if isHandedOn(name, to: held, hierarchy: hierarchy), Self.isClosureProperty(name, of: held, sources: sources, hierarchy: hierarchy) { return true }
      guard sources.types[held].kind == .protocol, roleProtocols.contains(held) || receiverNamesRole() else { return false }
      // A delegate's method an adopter implements runs for the screen that holds it. A
      // coordinator's or router's protocol the resolver did not follow into an implementation
      // (one many types adopt) is unfollowed.
      return answered[held]?.contains(name) != true
    case .type, .frameworkType:
      return false
    case .unknown:
      return receiverNamesRole()
    }
  }

  /// Whether some code fills the closure property `name` of `type` (or of a type of its lineage,
  /// or of one whose lineage it is) with a closure it was handed; or of a type it does not say.
  private func isHandedOn(_ name: Name, to type: Int, hierarchy: TypeHierarchy) -> Bool {
    guard let holders = handedOn[name] else { return false }
    return holders.contains { $0 < 0 || $0 == type || hierarchy.lineage[type].contains($0) || hierarchy.lineage[$0].contains(type) }
  }

  /// Whether a name says its object takes the screen's user elsewhere: `coordinator`,
  /// `delegate`, `router`, `navigator`, `flowController`, and their protocols (`VaultRouting`).
  private static func namesRole(_ text: String) -> Bool {
    let lowered = Array(text.utf8.map { $0 | 0x20 })
    return roleWords.contains { lowered.count >= $0.count && Array(lowered.suffix($0.count)) == $0 }
  }

  /// Lower-case ASCII, compared ignoring case.
  private static let roleWords = ["coordinator", "delegate", "router", "navigator", "flowcontroller", "coordinating", "routing", "navigating"]
    .map { Array($0.utf8) }

  /// The token of a call's receiver's last name, other than `self`: `coordinator` in
  /// `self.coordinator?.next()`.
  private static func receiverToken(ofCall token: Int, in file: AuditFile) -> Int? {
    guard file.name(token - 1) == .dot else { return nil }
    var receiver = token - 2
    if file.name(receiver) == .question || file.name(receiver) == .bang { receiver -= 1 }
    guard receiver >= 0, file.tokens[receiver].kind == .identifier, file.name(receiver) != .`self` else { return nil }
    return receiver
  }

  /// Whether a stored property of the type or of a superclass holds a closure.
  private static func isClosureProperty(_ name: Name, of type: Int, sources: AuditSources, hierarchy: TypeHierarchy) -> Bool {
    for owner in hierarchy.lineage[type] {
      guard let property = sources.types[owner].storedProperty(name) else { continue }
      return sources.holdsClosure(property)
    }
    return false
  }

  /// The call as written: its receiver's last name, if it has one other than `self`, and its
  /// own (`coordinator`, `setVaultName`; none, `onDone`).
  static func written(call token: Int, in file: AuditFile) -> (receiver: String?, name: String) {
    (receiverToken(ofCall: token, in: file).map(file.text), file.text(token))
  }
}
