import Foundation
import GraftAudit
import GraftGenerator
import SwiftDeclarationParser

/// `graft audit PATHS… [--format markdown|json] [--output FILE]`: which screens are leaves, who
/// owns the shared data, where two sides sync both ways, and in what order to migrate.
struct AuditCommand: Subcommand {
  enum Format: String {
    case markdown, json
  }

  static let spec = CommandSpec(
    name: "audit", arguments: "PATHS...",
    abstract: "Which screens are leaves, who writes each shared datum and who should own it, where two sides sync both ways, and an order to migrate in.",
    discussion: """
      Reads a whole app (no annotations needed) and reports its screens, how they navigate, the
      data several of them share, and a migration order, leaves first, as Markdown with a
      Mermaid graph or as versioned JSON. Each two-way sync is also printed as a warning at its line.
      """,
    options: [
      OptionSpec(name: "--format", valueName: "markdown|json", help: "The report's format; Markdown by default."),
      OptionSpec(name: "--output", valueName: "FILE", help: "Write the report to FILE instead of printing it."),
    ])

  var paths: [String]
  var format: Format
  var output: String?

  init(reader: ArgumentReader) throws {
    guard !reader.positionals.isEmpty else { throw UsageError("audit needs at least one path") }
    paths = reader.positionals
    let requested = reader.value("--format") ?? "markdown"
    guard let format = Format(rawValue: requested) else {
      throw UsageError("--format takes 'markdown' or 'json', not '\(requested)'")
    }
    self.format = format
    output = reader.value("--output")
  }

  func run() throws -> ExitStatus {
    let files = try SourceDiscovery.auditedFiles(in: paths)
    // The process ends after the report: the index is left for it to free.
    let (report, diagnostics) = Auditor(freesIndex: false).audit(unparsed: files)
    // The parser recovers from every problem: the audit still covers the rest of each file.
    for diagnostic in diagnostics { Console.error(diagnostic.description) }
    // Two owners for one value is the finding a team must not miss: a warning where the
    // compiler's would be, so that CI logs and editors show it at the line.
    for sync in report.twoWaySyncs {
      Console.error("\(sync.firstToSecond): warning: two-way sync: \(sync.first) is copied into \(sync.second) here, and back at \(sync.secondToFirst); pick one owner and delete one direction")
    }
    let text = format == .json ? AuditJSONRenderer.render(report) : AuditMarkdownRenderer.render(report)
    if let output {
      try AtomicWriter.write(text, to: output)
      Console.error("wrote \(output)")
    } else {
      Console.output(text, terminator: "")
    }
    return diagnostics.contains { $0.severity == .error } ? .inputErrors : .success
  }
}
