import Foundation

/// Shared data a screen writes through the app's helper types: `topicsService.save(topic)` where
/// the service's `save` writes the Core Data context, `AppSettings.setTheme(.dark)` where the
/// static method sets a `UserDefaults` key. A screen's own code calls a method of one of the app's
/// helper types (a service, a store, a settings type, a use case: not a screen's controller, view
/// or view model, not a coordinator), and that method, or a method of its own type it calls,
/// writes a shared datum: the screen writes it. A helper's method that calls another helper's
/// (`updatePreferences(…)` → `manager.update(…)` → `defaults.set(…)`) relays that one's writes, up
/// to `RelayedWrites.depth` helpers deep.
///
/// Each helper's methods are read the first time a screen calls one: most of an app's types
/// are never called by a screen.
final class RelayedWrites: @unchecked Sendable {
  /// A call of a helper's method, `method` of the type `helper`.
  struct Relay: Hashable, Sendable {
    var helper: Int
    var method: Name
  }

  /// What a helper type's methods do, by method name: the shared data each writes, itself or
  /// through its own type's methods, and the other helpers' methods it calls.
  struct Table: Sendable {
    var writes = NameTable<[SharedDataDetector.Access]>()
    var relays = NameTable<[Relay]>()
  }

  /// How many helpers deep a screen's call is followed: a use case, the manager it calls, the
  /// store the manager calls.
  static let depth = 3

  /// Per type, its table, once read. Guarded by `lock`: screens are scanned on every core.
  private var known: [Int: Table] = [:]
  private let lock = NSLock()

  /// What each method of `type` does, read with `memberAccesses` (the detector's accesses of each
  /// of the type's members, in order) and `memberRelays` (the helpers' methods each member calls).
  func table(
    of type: Int, in sources: AuditSources, memberAccesses: (Int) -> [[SharedDataDetector.Access]], memberRelays: (Int) -> [[Relay]]
  ) -> Table {
    lock.lock()
    let cached = known[type]
    lock.unlock()
    if let cached { return cached }
    let table = Self.read(type, in: sources, memberAccesses: memberAccesses(type), memberRelays: memberRelays(type))
    lock.lock()
    known[type] = table
    lock.unlock()
    return table
  }

  /// The writes a call of `method` on `helper` makes, through the helpers it calls too: each
  /// datum once, nearest first. Each helper's table is its own, whoever asks first, so the answer
  /// never depends on the order screens are scanned in.
  func writes(of method: Name, on helper: Int, table: (Int) -> Table) -> [SharedDataDetector.Access] {
    var found: [SharedDataDetector.Access] = []
    var datums: Set<String> = []
    var visited: Set<Relay> = [Relay(helper: helper, method: method)]
    var frontier = [Relay(helper: helper, method: method)]
    for _ in 0..<Self.depth where !frontier.isEmpty {
      var next: [Relay] = []
      for relay in frontier {
        let read = table(relay.helper)
        for access in read.writes[relay.method] ?? [] where datums.insert(access.datum).inserted { found.append(access) }
        for called in read.relays[relay.method] ?? [] where visited.insert(called).inserted { next.append(called) }
      }
      frontier = next
    }
    return found
  }

  private static func read(
    _ typeIndex: Int, in sources: AuditSources, memberAccesses: [[SharedDataDetector.Access]], memberRelays: [[Relay]]
  ) -> Table {
    let type = sources.types[typeIndex]
    var direct = NameTable<[SharedDataDetector.Access]>()
    var relays = NameTable<[Relay]>()
    var calls = NameTable<[Name]>()
    var methods: [Name] = []
    // Computed properties whose setter writes (`var recentTags { set { defaults.set(…) } }`):
    // a method that assigns one writes what its setter writes.
    var setters: [Name] = []
    for (index, member) in type.members.enumerated() where member.kind == .var && !member.isStored && !member.isRequirement {
      let writes = memberAccesses[index].filter(\.isWrite)
      guard !writes.isEmpty else { continue }
      direct.update(member.key, default: []) { $0 += writes }
      setters.append(member.key)
    }
    let assignable = setters.isEmpty ? nil : NameSet(setters)
    for (index, member) in type.members.enumerated() where member.kind == .function && !member.isRequirement {
      if direct[member.key] == nil { methods.append(member.key) }
      direct.update(member.key, default: []) { $0 += memberAccesses[index].filter(\.isWrite) }
      if index < memberRelays.count, !memberRelays[index].isEmpty { relays.update(member.key, default: []) { $0 += memberRelays[index] } }
      calls.update(member.key, default: []) {
        $0 += ownCalls(in: member.tokens, of: sources.files[member.file]) + assignments(in: member.tokens, of: sources.files[member.file], to: assignable)
      }
    }
    // A method that calls another of its type writes what that one writes, and calls the helpers
    // that one calls: to a fixed point, each datum and each call once per method.
    var writes = direct
    var grew = true
    var rounds = 0
    while grew, rounds < methods.count + 1 {
      grew = false
      rounds += 1
      for method in methods {
        var datums = Set((writes[method] ?? []).map(\.datum))
        var relayed = Set(relays[method] ?? [])
        for called in calls[method] ?? [] where called != method {
          for access in writes[called] ?? [] where datums.insert(access.datum).inserted {
            writes.update(method, default: []) { $0.append(access) }
            grew = true
          }
          for relay in relays[called] ?? [] where relayed.insert(relay).inserted {
            relays.update(method, default: []) { $0.append(relay) }
            grew = true
          }
        }
      }
    }
    return Table(writes: writes, relays: relays)
  }

  /// The type's own computed properties among `assignable` a body assigns or changes in place:
  /// `recentTags = …`, `self.recentTags += …`, `recentTags.append(tag)`.
  private static func assignments(in range: Range<Int>, of file: AuditFile, to assignable: NameSet?) -> [Name] {
    guard let assignable else { return [] }
    var names: [Name] = []
    for index in range where file.tokens[index].kind == .identifier && assignable.contains(file.name(index)) {
      let previous = index > range.lowerBound ? file.name(index - 1) : .none
      guard previous != .dot || (index - 2 >= range.lowerBound && file.name(index - 2) == .`self`) else { continue }
      let next = index + 1 < range.upperBound ? file.name(index + 1) : .none
      if TokenPatterns.assignmentOperators.contains(next)
        || (next == .dot && index + 3 < range.upperBound && file.name(index + 3) == .openParen && SharedDataDetector.isMutating(index + 2, in: file))
      {
        names.append(file.name(index))
      }
    }
    return names
  }

  /// The type's own methods a body calls: `persist(…)`, `self.persist(…)`.
  private static func ownCalls(in range: Range<Int>, of file: AuditFile) -> [Name] {
    var names: [Name] = []
    for index in range where file.tokens[index].kind == .identifier && index + 1 < range.upperBound && file.name(index + 1) == .openParen {
      let previous = index > range.lowerBound ? file.name(index - 1) : .none
      if previous == .func { continue }
      if previous != .dot || (index - 2 >= range.lowerBound && file.name(index - 2) == .`self`) { names.append(file.tokens[index].name) }
    }
    return names
  }
}
