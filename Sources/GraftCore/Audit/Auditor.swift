import SwiftDeclarationParser

/// `graft audit`'s pipeline, without I/O: parsed files in, an `AuditReport` out. The same files
/// in any order give the same report.
public struct Auditor: Sendable {
  public init() {}

  public func audit(_ files: [SourceFile]) -> AuditReport {
    // Graft's own output says nothing about the legacy app.
    let sources = AuditSources(files.filter { !OwnedFileHeader.isGraftOwned($0.bytes) })
    let detected = ScreenDetector().screens(in: sources)
    let names = Set(detected.map(\.name))
    /// The screen a type belongs to: `ProfileView` draws the `Profile` screen.
    func screen(of type: AuditedType) -> String? {
      let name = ScreenDetector.screenName(of: type.name)
      return names.contains(name) ? name : nil
    }

    let navigation = NavigationDetector(screens: names)
    var edges: [String: NavigationEdge] = [:]
    for type in sources.types {
      guard let from = screen(of: type) else { continue }
      for edge in navigation.edges(from: type, screen: from, in: sources) {
        let key = "\(edge.from)\u{0}\(edge.to)"
        // One edge per pair: the strongest evidence (a presentation over a construction), then the first.
        if let existing = edges[key], existing.kind.strength > edge.kind.strength
          || (existing.kind.strength == edge.kind.strength && existing.location <= edge.location)
        {
          continue
        }
        edges[key] = edge
      }
    }
    let sortedEdges = edges.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }

    let shared = SharedDataDetector(sources: sources)
    var accesses: [String: [(SharedDataDetector.Access, DataAccess)]] = [:]
    for type in sources.types {
      let owner = screen(of: type)
      for access in shared.accesses(in: type, of: sources) {
        let entry = DataAccess(by: owner ?? type.name, isScreen: owner != nil, location: access.location, detail: access.detail)
        accesses[access.datum, default: []].append((access, entry))
      }
    }
    let data = accesses.keys.sorted().map { name -> SharedDatum in
      let entries = accesses[name]!.sorted { $0.1.location < $1.1.location }
      let writers = entries.filter(\.0.isWrite).map(\.1)
      let writerNames = Array(Set(writers.map(\.by))).sorted()
      let category = OwnerRecommendation.category(name: name, kind: entries[0].0.kind, writers: Set(writerNames))
      return SharedDatum(
        name: name, kind: entries[0].0.kind, category: category, writers: writers, readers: entries.filter { !$0.0.isWrite }.map(\.1),
        recommendedOwner: OwnerRecommendation.owner(name: name, category: category, writers: writerNames))
    }

    let syncs = SyncDetector(sources: sources)
    let typesByName = Dictionary(sources.types.map { ($0.name, $0) }) { first, _ in first }
    let copies = sources.types.flatMap { syncs.copies(in: $0, of: sources) }
    let twoWay = SyncDetector.twoWay(copies).map { forward, back -> TwoWaySync in
      let involved = Set([forward.type, back.type].map { typesByName[$0].flatMap(screen(of:)) ?? $0 })
      return TwoWaySync(
        first: forward.source, second: forward.target, firstToSecond: forward.location, secondToFirst: back.location,
        screens: involved.filter(names.contains).sorted(),
        advice: "Two owners for one value: pick one owner and delete one direction; the other side reads it, or asks the owner to change it.")
    }
    let syncing = Set(twoWay.flatMap(\.screens))

    // Who navigates where and who writes or reads what, indexed once: an app has thousands of screens.
    var targets: [String: Set<String>] = [:]
    for edge in sortedEdges { targets[edge.from, default: []].insert(edge.to) }
    var writes: [String: [String]] = [:]
    var reads: [String: [String]] = [:]
    var sessionWriters: Set<String> = []
    for datum in data {
      for screen in Set(datum.writers.filter(\.isScreen).map(\.by)) {
        writes[screen, default: []].append(datum.name)
        if datum.category == .session { sessionWriters.insert(screen) }
      }
      for screen in Set(datum.readers.filter(\.isScreen).map(\.by)) { reads[screen, default: []].append(datum.name) }
    }
    let screens = detected.map { screen -> AuditScreen in
      let navigatesTo = (targets[screen.name] ?? []).sorted()
      let written = writes[screen.name] ?? []
      return AuditScreen(
        name: screen.name, types: screen.types.sorted(), location: screen.location, evidence: screen.evidence.sorted(),
        isMigrated: screen.isMigrated, navigatesTo: navigatesTo, outDegree: navigatesTo.count, writes: written,
        reads: reads[screen.name] ?? [], isLeaf: navigatesTo.isEmpty && written.isEmpty, inTwoWaySync: syncing.contains(screen.name))
    }
    let order = MigrationPlanner().plan(
      screens.map { screen in
        MigrationPlanner.Screen(
          name: screen.name, isMigrated: screen.isMigrated, children: screen.navigatesTo, writes: screen.writes,
          writesSession: sessionWriters.contains(screen.name))
      }, data: data)
    return AuditReport(screens: screens, navigation: sortedEdges, sharedData: data, twoWaySyncs: twoWay, migrationOrder: order)
  }
}
