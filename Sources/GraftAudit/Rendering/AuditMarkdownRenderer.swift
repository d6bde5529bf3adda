import GraftSupport

/// The audit for people: a summary, the navigation as a Mermaid flowchart (migrated, leaves
/// and screens in a two-way sync coloured apart), and tables for screens, shared data, two-way
/// syncs and the migration order.
public enum AuditMarkdownRenderer {
  static let migratedColor = "#89b4fa"
  static let leafColor = "#a6e3a1"
  static let syncColor = "#f38ba8"

  public static func render(_ report: AuditReport) -> String {
    // The sections read the report and nothing else: a big app's tables take as long as the
    // rest of the report, so the cores share them.
    let sections: [@Sendable (AuditReport, inout MarkdownText) -> Void] = [
      summary, flowchart, navigationTable, screensTable, sharedDataTable, syncs, migrationOrder,
    ]
    let rendered = sections.concurrentMap { section -> MarkdownText in
      var markdown = MarkdownText()
      section(report, &markdown)
      return markdown
    }
    var markdown = MarkdownText()
    for section in rendered { markdown.append(section) }
    return markdown.text
  }

  static func summary(_ report: AuditReport, _ markdown: inout MarkdownText) {
    markdown.line("# Migration audit")
    markdown.line()
    let leaves = report.screens.filter(\.isLeaf)
    let migrated = report.screens.filter(\.isMigrated)
    let severalWriters = report.sharedData.filter { Set($0.writers.map(\.by)).count > 1 }
    markdown.line(
      "\(count(report.screens.count, "screen")), \(count(leaves.count, "leaf", "leaves")), \(migrated.count) migrated; "
        + "\(count(report.sharedData.count, "shared datum", "shared data")), \(severalWriters.count) written from several places; "
        + "\(count(report.twoWaySyncs.count, "two-way sync", "two-way syncs")).")
    markdown.line()
    if let first = report.migrationOrder.first(where: { $0.kind == .screen }) {
      let leafList = leaves.isEmpty
        ? "No leaf: every screen navigates or writes shared data, so start with the one that does least"
        : "Leaves: " + leaves.map(\.name).joined(separator: ", ")
      markdown.line("Start with **\(first.name)**. \(leafList).")
      markdown.line()
    }
  }

  static func flowchart(_ report: AuditReport, _ markdown: inout MarkdownText) {
    for line in ["## Navigation", "", "```mermaid", "flowchart TD"] { markdown.line(line) }
    let ids = nodeIDs(report.screens.map(\.name))
    let node = { (name: String) in ids[name] ?? name }
    for screen in report.screens { markdown.line("  \(node(screen.name))[\"\(screen.name.replacingOccurrences(of: "\"", with: "#quot;"))\"]") }
    for edge in report.navigation { markdown.line("  \(node(edge.from)) -->|\(edge.kind.label)| \(node(edge.to))") }
    markdown.line("  classDef migrated fill:\(migratedColor),color:#11111b")
    markdown.line("  classDef leaf fill:\(leafColor),color:#11111b")
    markdown.line("  classDef sync fill:\(syncColor),color:#11111b")
    // One colour per screen: a two-way sync is the most urgent to see, then what is migrated.
    let syncing = report.screens.filter(\.inTwoWaySync).map { node($0.name) }
    let migratedNames = report.screens.filter { $0.isMigrated && !$0.inTwoWaySync }.map { node($0.name) }
    let leafNames = report.screens.filter { $0.isLeaf && !$0.isMigrated && !$0.inTwoWaySync }.map { node($0.name) }
    if !migratedNames.isEmpty { markdown.line("  class \(migratedNames.joined(separator: ",")) migrated") }
    if !leafNames.isEmpty { markdown.line("  class \(leafNames.joined(separator: ",")) leaf") }
    if !syncing.isEmpty { markdown.line("  class \(syncing.joined(separator: ",")) sync") }
    markdown.line("```")
    markdown.line()
    markdown.line("Blue: migrated (annotated `// graft: feature`). Green: leaves. Red: part of a two-way sync.")
    markdown.line()
  }

  static func navigationTable(_ report: AuditReport, _ markdown: inout MarkdownText) {
    guard !report.navigation.isEmpty else { return }
    markdown.line("| From | To | How | Through | Where |")
    markdown.line("|---|---|---|---|---|")
    for edge in report.navigation {
      markdown.startRow()
      markdown.append(edge.from)
      markdown.nextCell()
      markdown.append(edge.to)
      markdown.nextCell()
      markdown.append("\(edge.kind.label) (\(edge.idiom.rawValue))")
      markdown.nextCell()
      if let via = edge.via { markdown.code(via) } else { markdown.append("—") }
      markdown.nextCell()
      markdown.code(edge.location)
      markdown.endRow()
    }
    markdown.line()
  }

  static func screensTable(_ report: AuditReport, _ markdown: inout MarkdownText) {
    for line in ["## Screens", "", "| Screen | Types | Where | Out | Navigates to | Writes shared data | Leaf |", "|---|---|---|---|---|---|---|"] {
      markdown.line(line)
    }
    for screen in report.screens {
      markdown.startRow()
      markdown.append("**\(screen.name)**" + (screen.isMigrated ? " (migrated)" : ""))
      markdown.nextCell()
      for (index, type) in screen.types.enumerated() {
        if index > 0 { markdown.append(", ") }
        markdown.code(type)
      }
      markdown.nextCell()
      markdown.code(screen.location)
      markdown.nextCell()
      markdown.append(screen.outDegree)
      markdown.nextCell()
      // The system's screens after the app's: `UIActivityViewController` (system).
      let targets = screen.navigatesTo.map { ($0, false) } + screen.presentsSystemScreens.map { ($0, true) }
      markdown.list(targets, separator: ", ") { markdown, target in
        if target.1 {
          markdown.code(target.0)
          markdown.append(" (system)")
        } else {
          markdown.append(target.0)
        }
      }
      markdown.nextCell()
      markdown.list(screen.writes, separator: ", ") { $0.code($1) }
      markdown.nextCell()
      // A screen that would be a leaf but for calls the audit could not follow: which ones.
      if !screen.isLeaf, screen.navigatesTo.isEmpty, screen.presentsSystemScreens.isEmpty, screen.writes.isEmpty, !screen.unfollowedCalls.isEmpty {
        // Each call once, at its first place: a closure called from several branches is one question.
        let calls = screen.unfollowedCalls.reduce(into: [AuditScreen.UnfollowedCall]()) { calls, call in
          if !calls.contains(where: { $0.call == call.call }) { calls.append(call) }
        }
        markdown.append("unknown: ")
        markdown.list(calls, separator: ", ") { $0.code("\($1.call) (\($1.location))") }
      } else {
        markdown.append(screen.isLeaf ? "yes" : "no")
      }
      markdown.endRow()
    }
    markdown.line()
  }

  static func sharedDataTable(_ report: AuditReport, _ markdown: inout MarkdownText) {
    for line in ["## Shared data", "", "| Datum | Kind | Written by | Read by | Recommended owner |", "|---|---|---|---|---|"] {
      markdown.line(line)
    }
    for datum in report.sharedData {
      markdown.startRow()
      markdown.code(datum.name)
      markdown.nextCell()
      markdown.append("\(datum.kind.rawValue), \(datum.category.label)")
      markdown.nextCell()
      accesses(datum.writers, &markdown)
      markdown.nextCell()
      accesses(datum.readers, &markdown)
      markdown.nextCell()
      markdown.append(datum.recommendedOwner)
      markdown.endRow()
    }
    markdown.line()
  }

  static func syncs(_ report: AuditReport, _ markdown: inout MarkdownText) {
    markdown.line("## Two-way sync")
    markdown.line()
    if report.twoWaySyncs.isEmpty {
      markdown.line("None found.")
      markdown.line()
    }
    for sync in report.twoWaySyncs {
      let idioms = sync.idioms.map(\.rawValue).joined(separator: " and ")
      markdown.line("> **Warning:** \(code(sync.first)) and \(code(sync.second)) are copied into each other (\(idioms)).")
      markdown.line("> \(code(sync.first)) → \(code(sync.second)) at \(code(sync.firstToSecond.description));")
      markdown.line("> \(code(sync.second)) → \(code(sync.first)) at \(code(sync.secondToFirst.description)).")
      markdown.line("> \(sync.advice)")
      markdown.line()
    }
  }

  static func migrationOrder(_ report: AuditReport, _ markdown: inout MarkdownText) {
    for line in ["## Migration order", "", "| Step | What | Why |", "|---|---|---|"] { markdown.line(line) }
    for step in report.migrationOrder {
      markdown.startRow()
      markdown.append(step.step)
      markdown.nextCell()
      switch step.kind {
      case .migrated: markdown.append("\(step.name) (migrated)")
      case .screen: markdown.append("**\(step.name)**")
      case .dataOwnership:
        markdown.append("ownership of ")
        markdown.code(step.name)
      }
      markdown.nextCell()
      markdown.append(step.reason)
      markdown.endRow()
    }
  }

  /// Each screen's Mermaid node: its name where Mermaid reads it as one (letters, digits and
  /// `_`), other characters as `_` (`ItemList (WatchApp)` is `ItemList__WatchApp_`), and the one
  /// word Mermaid reserves in a flowchart with a `_` after it; a node another name already took
  /// is numbered. Its label is the name as it is.
  static func nodeIDs(_ names: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var taken: Set<String> = []
    for name in names where ids[name] == nil {
      var id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      if id == "end" { id += "_" }
      let base = id
      var number = 2
      while !taken.insert(id).inserted {
        id = base + "_\(number)"
        number += 1
      }
      ids[name] = id
    }
    return ids
  }

  /// `Profile` `` `Profile.swift:12:5` ``<br>…: who reads or writes a datum, and where.
  static func accesses(_ accesses: [DataAccess], _ markdown: inout MarkdownText) {
    markdown.list(accesses, separator: "<br>") { markdown, access in
      markdown.append(access.by)
      markdown.append(" ")
      markdown.code(access.location)
    }
  }

  static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }

  static func code(_ text: String) -> String { "`\(text)`" }
}

extension NavigationEdge.Kind {
  var label: String {
    switch self {
    case .constructs: "constructs"
    case .presents: "presents"
    case .pushes: "pushes"
    case .storesChild: "child"
    case .coordinator: "coordinator"
    }
  }
}

extension SharedDatum.Category {
  var label: String {
    switch self {
    case .session: "session"
    case .preference: "preference"
    case .cache: "cache"
    case .screenData: "screen data"
    case .other: "shared"
    }
  }
}
