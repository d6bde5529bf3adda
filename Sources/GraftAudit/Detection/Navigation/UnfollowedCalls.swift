/// The calls a screen's own code makes into code the audit cannot follow, which may navigate or
/// write shared data where no one reading the audit sees it:
/// - a closure property that some code fills with a closure it was handed (`onDone?(kind)`, where
///   the creator sets `vc.onDone = done` with a closure that came through a route's value or a
///   configuration): a closure written in place (`onDone = { … }`, `Sort(onDone: { … })`) is code
///   the audit reads, and a property nothing fills calls nothing;
/// - a method of a delegate, coordinator or router that no app type is seen to implement
///   (`coordinator?.setVaultName(name)` on a protocol many coordinators adopt).
/// A screen that makes one is no leaf the audit can vouch for: a leaf is where a migration
/// starts, and one that navigates sends the team into the migration the leaf rule avoids.
struct UnfollowedCalls {
  /// Per screen, its calls that the audit could not follow, in the order of its code.
  let calls: [[AuditScreen.UnfollowedCall]]

  init(
    sources: AuditSources, hierarchy: TypeHierarchy, facts: [[NavigationFacts]], screens: ScreenDetector.Result,
    resolver: NavigationResolver
  ) {
    let implementers = Self.implementers(sources: sources, hierarchy: hierarchy)
    let handedOn = Self.closuresHandedOn(in: sources)
    calls = screens.screens.map { screen in
      var seen: Set<MemberReference> = []
      var found: [AuditScreen.UnfollowedCall] = []
      for type in screen.types {
        for reference in resolver.ownCode(of: type) where seen.insert(reference).inserted {
          let file = sources.files[sources.types[reference.type].members[reference.member].file]
          for fact in facts[reference.type][reference.member].facts where !resolver.runsForAnotherScreen(fact, in: reference.type) {
            // A call handed a route or a view says where it leads: its route is followed.
            guard case .call(let name, let receiver, false) = fact.action else { continue }
            let written = Self.written(call: fact.token, in: file)
            guard Self.handsOff(name, receiver: receiver, written: written.receiver, from: type, sources: sources,
                hierarchy: hierarchy, handedOn: handedOn, implementers: implementers),
              !resolver.reachesCode(fact, of: reference, perspective: type)
            else { continue }
            let text = written.receiver.map { $0 + "." + written.name } ?? written.name
            if !found.contains(where: { $0.call == text }) { found.append(AuditScreen.UnfollowedCall(call: text, location: file.location(fact.token))) }
          }
        }
      }
      return found
    }
  }

  /// Whether a call hands control to code outside the screen that the audit has no other way to
  /// read: a closure property of the screen's or of an object it holds that some code fills with
  /// a closure it was handed, or a method of a delegate, coordinator or router (by its name or its
  /// protocol's) that no app type is seen to implement.
  private static func handsOff(
    _ name: Name, receiver: NavigationFacts.Receiver, written: String?, from type: Int, sources: AuditSources, hierarchy: TypeHierarchy,
    handedOn: Set<Name>, implementers: [Name: Set<Int>]
  ) -> Bool {
    let isRole = { (text: String) in roleWords.contains { text.hasSuffix($0) } }
    switch receiver {
    case .own:
      return handedOn.contains(name) && isClosureProperty(name, of: type, sources: sources, hierarchy: hierarchy)
    case .instance(let held):
      if isClosureProperty(name, of: held, sources: sources, hierarchy: hierarchy) { return handedOn.contains(name) }
      let declared = sources.types[held]
      guard declared.kind == .protocol, isRole(declared.name) || written.map(isRole) == true else { return false }
      // A delegate's methods: what an adopter implements runs for the screen (the resolver's
      // delegate edges), when one does.
      return implementers[name]?.contains { hierarchy.conformances[$0].contains(declared.name) } != true
    case .type, .frameworkType:
      return false
    case .unknown:
      return written.map(isRole) == true
    }
  }

  /// Receivers whose name says they take the screen's user elsewhere: `coordinator`,
  /// `delegate`, `router`, `navigator`, `flowController`, and their protocols.
  private static let roleWords = ["oordinator", "elegate", "outer", "avigator", "lowController", "oordinating", "outing", "avigating"]

  /// The names of the closure properties that some code fills with a closure it was handed
  /// rather than one written in place: `vc.onDone = done`, `Sort(onDone: completion)`. Not an
  /// initializer keeping its parameter (`self.onDone = onDone`), whose callers say what it is.
  /// By name, across the app: what a name's other holders are handed says what this one may be.
  private static func closuresHandedOn(in sources: AuditSources) -> Set<Name> {
    var closures = Set<Name>()
    for type in sources.types {
      for property in type.storedProperties where sources.holdsClosure(property) {
        closures.insert(property.key)
      }
    }
    var handedOn = Set<Name>()
    for file in sources.files {
      for index in file.tokens.indices where file.tokens[index].kind == .identifier {
        let name = file.name(index)
        guard closures.contains(name), !handedOn.contains(name) else { continue }
        let marker = file.name(index + 1)
        // `x.onDone = value` or `onDone: value` in a call (a wrapper's `Screen(onDone: onDone)`
        // too); not a declaration (`var onDone:`, `onDone: @escaping`), nor an initializer keeping
        // its parameter (`self.onDone = onDone`).
        let isAssignment = marker == .assign && file.name(index - 1) == .dot
        guard isAssignment || (marker == .colon && file.name(index - 1) != .`var` && file.name(index - 1) != .`let`),
          index + 2 < file.tokens.count, !isAssignment || file.name(index + 2) != name,
          file.name(index + 2) == .`self` || (file.tokens[index + 2].kind == .identifier && !file.isCapitalized(index + 2))
        else { continue }
        // A value, not a closure written in place or a type: `done`, `self.finish`, `completion`.
        handedOn.insert(name)
      }
    }
    return handedOn
  }

  /// Whether a stored property of the type or of a superclass holds a closure (`var onDone:
  /// ((Kind) -> Void)?`).
  private static func isClosureProperty(_ name: Name, of type: Int, sources: AuditSources, hierarchy: TypeHierarchy) -> Bool {
    for owner in hierarchy.lineage[type] {
      guard let property = sources.types[owner].storedProperty(name) else { continue }
      return sources.holdsClosure(property)
    }
    return false
  }

  /// Per method name, the app's concrete types that implement one: who answers a protocol's
  /// requirement of that name.
  private static func implementers(sources: AuditSources, hierarchy: TypeHierarchy) -> [Name: Set<Int>] {
    var implementers: [Name: Set<Int>] = [:]
    for (index, type) in sources.types.enumerated() where type.kind != .protocol && type.kind != .extension {
      for member in type.members where member.kind == .function && !member.isStatic {
        implementers[member.key, default: []].insert(index)
      }
    }
    return implementers
  }

  /// The call as written: its receiver's last name, if it has one, and its own name
  /// (`coordinator`, `setVaultName`; none, `onDone`).
  private static func written(call token: Int, in file: AuditFile) -> (receiver: String?, name: String) {
    guard file.name(token - 1) == .dot else { return (nil, file.text(token)) }
    var receiver = token - 2
    if file.name(receiver) == .question || file.name(receiver) == .bang { receiver -= 1 }
    guard receiver >= 0, file.tokens[receiver].kind == .identifier, file.name(receiver) != .`self` else { return (nil, file.text(token)) }
    return (file.text(receiver), file.text(token))
  }
}
