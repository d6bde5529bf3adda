import GraftSupport
import SwiftDeclarationParser

/// `graft audit`'s pipeline, without I/O: parsed files in, an `AuditReport` out. The same files
/// in any order give the same report.
public struct Auditor: Sendable {
  /// Whether `audit` frees what it built (an index of every token of the app) before it returns.
  /// A command that exits once the report is written passes `false`, as compilers do: freeing
  /// hundreds of thousands of small values takes longer than rendering the report, and the end
  /// of the process frees them at once.
  public var freesIndex: Bool

  public init(freesIndex: Bool = true) {
    self.freesIndex = freesIndex
  }

  /// The types in a few dozen runs, for the cores to share: enough runs to balance big types
  /// against small ones, few enough that each run's caches pay.
  static func runs(of count: Int) -> [Range<Int>] {
    let length = max(16, count / 64)
    return stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
  }

  /// The extension of the Interface Builder files the audit reads beside Swift.
  public static let storyboardExtension = ".storyboard"
  /// Objective-C headers and implementations: read for the classes they declare, and the
  /// names they use.
  public static let objectiveCExtensions = [".h", ".m"]
  /// The end of a target's property list's name (`Info.plist`, `ShareExtension-Info.plist`):
  /// read for the class names it gives (an extension's principal class).
  public static let propertyListSuffix = "Info.plist"
  /// Interface Builder files other than storyboards: read for the classes they name.
  public static let interfaceBuilderExtension = ".xib"
  /// The file inside an `.xcodeproj` that lists what its targets build: read to leave out what
  /// none builds.
  public static let xcodeProjectFileName = "project.pbxproj"
  /// The files that say their folder is another build's (a CocoaPods pod, an XcodeGen project),
  /// which an Xcode project around it does not list: read so that theirs stay.
  public static let otherBuildFileSuffixes = [".podspec", "project.yml"]

  /// The files of `paths` that the audit reads: the app's tests (`TestCode`) are left out. A
  /// caller that reads files itself asks this first, and does not read the others.
  public static func auditedPaths(_ paths: [String]) -> [String] { TestCode.appFiles(paths) { $0 } }

  /// Whether the audit reads a file of these bytes: Graft's own output is left out.
  public static func reads(_ bytes: [UInt8]) -> Bool { !OwnedFileHeader.isGraftOwned(bytes) }

  /// Audits files parsed already; each is lexed again, in full, for the audit.
  public func audit(_ files: [SourceFile]) -> AuditReport {
    audit(files.map(AuditSources.Input.parsed)).report
  }

  /// Audits files not parsed yet, and parses them on the way: each is lexed once, for the audit,
  /// and its parser jumps over the bodies that lex matched instead of scanning them again. Also
  /// returns the diagnostics of the files audited, in path order, for the caller to print.
  /// Interface Builder storyboards among them (`.storyboard`) are read for their scenes and segues,
  /// Objective-C files (`.h`, `.m`) for the classes they declare and the names they use, nibs
  /// (`.xib`) and `Info.plist`s for the classes they name.
  public func audit(unparsed files: [(path: String, bytes: [UInt8])]) -> (report: AuditReport, diagnostics: [Diagnostic]) {
    audit(files.map { AuditSources.Input.unparsed(path: $0.path, bytes: $0.bytes) })
  }

  private func audit(_ inputs: [AuditSources.Input]) -> (report: AuditReport, diagnostics: [Diagnostic]) {
    // Graft's own output and the app's tests say nothing about the legacy app.
    // And what no target of the app's Xcode project builds (`XcodeTargets`) is dead code.
    let appInputs = XcodeTargets.dropping(
      ShowcaseApps.dropping(TestCode.appFiles(inputs.filter { Self.reads($0.bytes) }, path: \.path), path: \.path, bytes: \.bytes),
      path: \.path, bytes: \.bytes)
    let isStoryboard = { (input: AuditSources.Input) in input.path.hasSuffix(Self.storyboardExtension) }
    // Property lists and nibs: read for the class names they give, nothing else.
    let givesNamesOnly = { (input: AuditSources.Input) in
      input.path.hasSuffix(Self.propertyListSuffix) || input.path.hasSuffix(Self.interfaceBuilderExtension)
    }
    let storyboards = appInputs.filter(isStoryboard).sorted { $0.path < $1.path }.concurrentMap { Storyboard(path: $0.path, bytes: $0.bytes) }
    var indexed = AuditSources(
      appInputs.filter { !isStoryboard($0) && !givesNamesOnly($0) }, appProjectFolders: inputs.compactMap { XcodeTargets.appProjectFolder(ofProjectFile: $0.path, bytes: $0.bytes) })
    // The names that code the audit does not lex gives: a type only they name is still made.
    let namedElsewhere = {
      // Every class a storyboard or a nib names: its views', its objects', and the controllers
      // of the scenes something reaches (`StoryboardReach`).
      let code = {
        appInputs.filter { $0.path.hasSuffix(".swift") || ObjectiveCInterfaces.isObjectiveC($0.path) || $0.path.hasSuffix(Self.propertyListSuffix) }
          .map(\.bytes)
      }
      let mainStoryboards = Set(inputs.filter { $0.path.hasSuffix(XcodeTargets.projectFileSuffix) }.flatMap { StoryboardReach.mainStoryboards(inProject: $0.bytes) })
      var names = NameSet(StoryboardReach.namedClasses(in: storyboards, mainStoryboards: mainStoryboards, code: code))
      for input in appInputs {
        if input.path.hasSuffix(Self.interfaceBuilderExtension) {
          for named in Storyboard(path: input.path, bytes: input.bytes).namedClasses { names.insert(Name(named)) }
        } else if input.path.hasSuffix(Self.propertyListSuffix) {
          TypeMentions.propertyListNames(in: input.bytes, into: &names)
        } else if ObjectiveCInterfaces.isObjectiveC(input.path) {
          TypeMentions.objectiveCNames(in: input.bytes, into: &names)
        }
      }
      return names
    }()
    // Inheritance and roles do not depend on what properties hold: found while that is resolved.
    let (hierarchy, roles) = indexed.resolveHeldTypes { sources in
      let hierarchy = TypeHierarchy(sources)
      return (hierarchy, TypeRoles(sources, hierarchy))
    }
    let sources = indexed
    // The views' code, and what keeps a setting a view may hand down.
    let handOffs = BindingHandOffs(
      sources: sources, holders: sources.types.indices.filter { roles.isSwiftUIView[$0] || sources.types[$0].storedProperties.contains { $0.appStorageKey != nil } })
    let scanner = NavigationScanner(
      sources: sources, hierarchy: hierarchy, roles: roles, handOffs: handOffs, storyboardIdentifiers: StoryboardIdentifiers.controllers(in: storyboards, sources: sources))
    // The data flow's detectors index the app while navigation's facts are read.
    let (factRuns, (shared, syncs)) = Self.runs(of: sources.types.count).concurrentMap(
      { scanner.facts(of: $0) }, alongside: { (SharedDataDetector(sources: sources, hierarchy: hierarchy, roles: roles, handOffs: handOffs), SyncDetector(sources: sources)) })
    let facts = factRuns.flatMap { $0 }
    // What navigation does with its facts is one step after another; the data flow's scans, type
    // by type, need only the index. They share the cores: the steps on one, the scans on the
    // others, and the steps' core joins the scans when it is done.
    let (flows, navigation) = Array(sources.types.indices).concurrentMap(
      { type in (shared.accesses(in: type), syncs.copies(in: type)) },
      alongside: {
        () -> (ScreenDetector.Result, (edges: [NavigationEdge], systemScreens: [[String]], unfollowed: [[AuditScreen.UnfollowedCall]]), ScreenParts, NavigationResolver, TypeMentions) in
        let routes = RouteTable(sources: sources, facts: facts)
        let segues = StoryboardSegues(storyboards: storyboards, sources: sources)
        let mentions = TypeMentions(sources: sources, namedElsewhere: namedElsewhere)
        let detected = ScreenDetector(sources: sources, hierarchy: hierarchy, roles: roles).screens(
          facts: facts, storyboards: segues, mentions: mentions)
        let parts = ScreenParts(sources: sources, hierarchy: hierarchy, roles: roles, facts: facts, screens: detected)
        var resolver = NavigationResolver(
          sources: sources, hierarchy: hierarchy, roles: roles, facts: facts, routes: routes, screens: detected, parts: parts,
          storyboards: segues)
        resolver.resolve()
        // The resolver goes back with its edges, for `freesIndex` to decide when it is freed.
        return (detected, resolver.edges(), parts, resolver, mentions)
      })
    let (detected, (edges, systemScreens, unfollowed), parts, resolver, mentions) = navigation
    let names = detected.screens.map(\.name)
    @Sendable func owner(of type: Int) -> String? { detected.screenOfType[type].map { names[$0] } }

    var accesses: [String: [(SharedDataDetector.Access, DataAccess)]] = [:]
    // Per datum, the screens each write counts for. A part's writes are its screens': the code
    // runs there. Parts are known by type, not by name, which nested types repeat (`ViewModel`).
    var writingScreens: [String: [String]] = [:]
    let handedIn = HandedInModels(
      accesses: flows.map(\.0), screenOfType: detected.screenOfType, screensOfPart: parts.screensOfPart, facts: facts, hierarchy: hierarchy)
    // A base class's code runs for the screens of its subclasses (`BaseIAPViewModel.purchase()`
    // for `UpgradeViewModel`'s screen): what it writes, they write.
    var subclassScreens: [Int: Set<String>] = [:]
    for (typeIndex, lineage) in hierarchy.lineage.enumerated() where lineage.count > 1 {
      guard let screen = owner(of: typeIndex) else { continue }
      for ancestor in lineage.dropFirst() where owner(of: ancestor) == nil { subclassScreens[ancestor, default: []].insert(screen) }
    }
    // A closure a screen's creator hands it runs when the screen's user acts: what it changes,
    // the screen changes too.
    let handed = CreatorClosures(sources: sources, hierarchy: hierarchy, roles: roles, screenOfType: detected.screenOfType)
    // Dead code reads and writes nothing.
    for (typeIndex, (typeAccesses, _)) in flows.enumerated() where mentions.isNamed[typeIndex] {
      // A class that keeps one screen's state is that screen's code.
      let screen = owner(of: typeIndex) ?? shared.ownHelpers.holder[typeIndex].flatMap(owner(of:))
      for access in typeAccesses where handedIn.keeps(access, in: typeIndex) {
        // A view's state handed down is shared data only where another screen's own view uses it
        // (`BudgetEditorSheet`): a part, which several screens may lay out with their own state,
        // edits its screen's. (Only the views handed the binding use it: the holder's own code
        // reads its property, no datum.)
        if shared.handedBindings.owners[access.datum] != nil, screen == nil { continue }
        let entry = DataAccess(by: screen ?? sources.types[typeIndex].name, isScreen: screen != nil, location: access.location, detail: access.detail)
        accesses[access.datum, default: []].append((access, entry))
        if access.isWrite {
          writingScreens[access.datum, default: []] += screen.map { [$0] }
            ?? parts.screensOfPart[typeIndex].map { names[$0] } + (subclassScreens[typeIndex] ?? []).sorted()
          for child in handed.screens(handed: access.location).map({ names[$0] }) where child != screen {
            writingScreens[access.datum, default: []].append(child)
            accesses[access.datum, default: []].append((access, DataAccess(
              by: child, isScreen: true, location: access.location, detail: access.detail + " (a closure its creator hands it)")))
          }
        }
      }
    }
    // A view's state that no other screen writes is that view's own.
    for (datum, entries) in accesses where shared.handedBindings.owners[datum] != nil && !entries.contains(where: \.0.isWrite) {
      accesses[datum] = nil
    }
    // Each datum apart, across the cores; the two-way pairs beside them.
    let (data, twoWay) = accesses.keys.sorted().concurrentMap(
      { [accesses] name -> SharedDatum in
        let entries = accesses[name]!.sorted { $0.1.location < $1.1.location }
        let writers = entries.filter(\.0.isWrite).map(\.1)
        let writerNames = Array(Set(writers.map(\.by))).sorted()
        let category = OwnerRecommendation.category(name: name, kind: entries[0].0.kind, writers: Set(writerNames))
        return SharedDatum(
          name: name, kind: entries[0].0.kind, category: category, writers: writers, readers: entries.filter { !$0.0.isWrite }.map(\.1),
          recommendedOwner: OwnerRecommendation.owner(name: name, category: category, writers: writerNames))
      },
      alongside: {
        SyncPairing.twoWay(flows.indices.filter { mentions.isNamed[$0] }.flatMap { flows[$0].1 }).map { forward, back -> TwoWaySync in
          let involved = Set([forward.type, back.type].compactMap(owner(of:)))
          return TwoWaySync(
            first: forward.source, second: forward.target, firstToSecond: forward.location, secondToFirst: back.location,
            idioms: forward.idiom == back.idiom ? [forward.idiom] : [forward.idiom, back.idiom], screens: involved.sorted(),
            advice: "Two owners for one value: pick one owner and delete one direction; the other side reads it, or asks the owner to change it.")
        }
      })
    let syncing = Set(twoWay.flatMap(\.screens))

    // Who navigates where and who writes or reads what, indexed once: an app has thousands of screens.
    var targets: [String: Set<String>] = [:]
    for edge in edges { targets[edge.from, default: []].insert(edge.to) }
    var writes: [String: Set<String>] = [:]
    var reads: [String: Set<String>] = [:]
    var sessionWriters: Set<String> = []
    for datum in data {
      for screen in writingScreens[datum.name] ?? [] {
        writes[screen, default: []].insert(datum.name)
        if datum.category == .session { sessionWriters.insert(screen) }
      }
      for reader in datum.readers where reader.isScreen { reads[reader.by, default: []].insert(datum.name) }
    }
    // What the plan needs of each screen, and what says whether it is a leaf.
    let planned = detected.screens.enumerated().map { position, screen in
      MigrationPlanner.Screen(
        name: screen.name, isMigrated: screen.isMigrated, isObjectiveC: screen.isObjectiveC, children: (targets[screen.name] ?? []).sorted(), systemScreens: systemScreens[position],
        writes: (writes[screen.name] ?? []).sorted(), writesSession: sessionWriters.contains(screen.name), unfollowedCalls: unfollowed[position].map(\.call).reduce(into: []) { calls, call in if !calls.contains(call) { calls.append(call) } })
    }
    let screens = zip(detected.screens, planned).enumerated().map { position, pair in
      let (screen, plan) = pair
      return AuditScreen(
        name: screen.name, types: screen.types.map { sources.types[$0].name }, location: screen.location, evidence: screen.evidence.sorted(),
        isMigrated: screen.isMigrated, isObjectiveC: screen.isObjectiveC, navigatesTo: plan.children, outDegree: plan.children.count, presentsSystemScreens: plan.systemScreens,
        writes: plan.writes, reads: (reads[screen.name] ?? []).sorted(), unfollowedCalls: unfollowed[position], isLeaf: plan.isLeaf,
        inTwoWaySync: syncing.contains(screen.name))
    }
    let order = MigrationPlanner().plan(planned, data: data)
    if !freesIndex {
      // Kept on purpose, never released: see `freesIndex`.
      _ = Unmanaged.passRetained(KeptIndex((inputs, sources, hierarchy, roles, facts, flows, shared, syncs, resolver)))
    }
    let report = AuditReport(screens: screens, navigation: edges, sharedData: data, twoWaySyncs: twoWay, migrationOrder: order)
    return (report, sources.files.flatMap(\.source.diagnostics))
  }
}

/// What an audit built, held past its end.
private final class KeptIndex {
  let values: Any

  init(_ values: Any) { self.values = values }
}
