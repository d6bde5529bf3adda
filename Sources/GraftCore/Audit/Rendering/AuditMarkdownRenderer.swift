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
    let sections: [@Sendable (AuditReport) -> [String]] = [summary, flowchart, navigationTable, screensTable, sharedDataTable, syncs, migrationOrder]
    let rendered = sections.concurrentMap { section -> String? in
      let lines = section(report)
      return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
    return rendered.compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  static func summary(_ report: AuditReport) -> [String] {
    var lines: [String] = ["# Migration audit", ""]
    let leaves = report.screens.filter(\.isLeaf)
    let migrated = report.screens.filter(\.isMigrated)
    let severalWriters = report.sharedData.filter { Set($0.writers.map(\.by)).count > 1 }
    lines.append(
      "\(count(report.screens.count, "screen")), \(count(leaves.count, "leaf", "leaves")), \(migrated.count) migrated; "
        + "\(count(report.sharedData.count, "shared datum", "shared data")), \(severalWriters.count) written from several places; "
        + "\(count(report.twoWaySyncs.count, "two-way sync", "two-way syncs")).")
    lines.append("")
    if let first = report.migrationOrder.first(where: { $0.kind == .screen }) {
      lines.append("Start with **\(first.name)**. Leaves: \(leaves.map(\.name).joined(separator: ", ")).")
      lines.append("")
    }
    return lines
  }

  static func flowchart(_ report: AuditReport) -> [String] {
    var lines = ["## Navigation", "", "```mermaid", "flowchart TD"]
    for screen in report.screens { lines.append("  \(node(screen.name))[\"\(screen.name)\"]") }
    for edge in report.navigation { lines.append("  \(node(edge.from)) -->|\(edge.kind.label)| \(node(edge.to))") }
    lines.append("  classDef migrated fill:\(migratedColor),color:#11111b")
    lines.append("  classDef leaf fill:\(leafColor),color:#11111b")
    lines.append("  classDef sync fill:\(syncColor),color:#11111b")
    // One colour per screen: a two-way sync is the most urgent to see, then what is migrated.
    let syncing = report.screens.filter(\.inTwoWaySync).map { node($0.name) }
    let migratedNames = report.screens.filter { $0.isMigrated && !$0.inTwoWaySync }.map { node($0.name) }
    let leafNames = report.screens.filter { $0.isLeaf && !$0.isMigrated && !$0.inTwoWaySync }.map { node($0.name) }
    if !migratedNames.isEmpty { lines.append("  class \(migratedNames.joined(separator: ",")) migrated") }
    if !leafNames.isEmpty { lines.append("  class \(leafNames.joined(separator: ",")) leaf") }
    if !syncing.isEmpty { lines.append("  class \(syncing.joined(separator: ",")) sync") }
    lines += ["```", ""]
    lines.append("Blue: migrated (annotated `// graft: feature`). Green: leaves. Red: part of a two-way sync.")
    lines.append("")
    return lines
  }

  static func navigationTable(_ report: AuditReport) -> [String] {
    guard !report.navigation.isEmpty else { return [] }
    var lines = ["| From | To | How | Through | Where |", "|---|---|---|---|---|"]
    for edge in report.navigation {
      lines.append(row([
        edge.from, edge.to, "\(edge.kind.label) (\(edge.idiom.rawValue))", dash(edge.via.map(code) ?? ""), code(edge.location.description),
      ]))
    }
    lines.append("")
    return lines
  }

  static func screensTable(_ report: AuditReport) -> [String] {
    var lines = ["## Screens", "", "| Screen | Types | Where | Out | Navigates to | Writes shared data | Leaf |", "|---|---|---|---|---|---|---|"]
    for screen in report.screens {
      lines.append(row([
        "**\(screen.name)**" + (screen.isMigrated ? " (migrated)" : ""), screen.types.map(code).joined(separator: ", "),
        code(screen.location.description), "\(screen.outDegree)", dash(screen.navigatesTo.joined(separator: ", ")),
        dash(screen.writes.map(code).joined(separator: ", ")), screen.isLeaf ? "yes" : "no",
      ]))
    }
    lines.append("")
    return lines
  }

  static func sharedDataTable(_ report: AuditReport) -> [String] {
    var lines = ["## Shared data", "", "| Datum | Kind | Written by | Read by | Recommended owner |", "|---|---|---|---|---|"]
    for datum in report.sharedData {
      lines.append(row([
        code(datum.name), "\(datum.kind.rawValue), \(datum.category.label)", dash(accesses(datum.writers)), dash(accesses(datum.readers)),
        datum.recommendedOwner,
      ]))
    }
    lines.append("")
    return lines
  }

  static func syncs(_ report: AuditReport) -> [String] {
    var lines = ["## Two-way sync", ""]
    if report.twoWaySyncs.isEmpty {
      lines += ["None found.", ""]
    }
    for sync in report.twoWaySyncs {
      let idioms = sync.idioms.map(\.rawValue).joined(separator: " and ")
      lines.append("> **Warning:** \(code(sync.first)) and \(code(sync.second)) are copied into each other (\(idioms)).")
      lines.append("> \(code(sync.first)) → \(code(sync.second)) at \(code(sync.firstToSecond.description));")
      lines.append("> \(code(sync.second)) → \(code(sync.first)) at \(code(sync.secondToFirst.description)).")
      lines.append("> \(sync.advice)")
      lines.append("")
    }
    return lines
  }

  static func migrationOrder(_ report: AuditReport) -> [String] {
    var lines = ["## Migration order", "", "| Step | What | Why |", "|---|---|---|"]
    for step in report.migrationOrder {
      let what: String
      switch step.kind {
      case .migrated: what = "\(step.name) (migrated)"
      case .screen: what = "**\(step.name)**"
      case .dataOwnership: what = "ownership of \(code(step.name))"
      }
      lines.append(row(["\(step.step)", what, step.reason]))
    }
    return lines
  }

  /// A screen's Mermaid node: its name, except the one word Mermaid reserves in a flowchart.
  static func node(_ name: String) -> String { name == "end" ? "end_" : name }

  static func accesses(_ accesses: [DataAccess]) -> String {
    accesses.map { "\($0.by) \(code($0.location.description))" }.joined(separator: "<br>")
  }

  static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }

  static func code(_ text: String) -> String { "`\(text)`" }

  static func dash(_ text: String) -> String { text.isEmpty ? "—" : text }

  /// A table row; a `|` inside a cell would end it, so it is escaped (most cells have none and
  /// are kept as they are).
  static func row(_ cells: [String]) -> String {
    "| " + cells.map { $0.containsByte(UInt8(ascii: "|")) ? $0.replacingOccurrences(of: "|", with: "\\|") : $0 }.joined(separator: " | ") + " |"
  }
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
