import Foundation
import GraftCore
import SwiftDeclarationParser

/// `graft audit PATHS… [--format markdown|json] [--output FILE]`: which screens are leaves, who
/// owns the shared data, where two sides sync both ways, and in what order to migrate.
struct AuditCommand {
  enum Format: String {
    case markdown, json
  }

  var paths: [String]
  var format: Format
  var output: String?

  init(arguments: [String]) throws {
    let reader = try ArgumentReader(arguments, flags: [], options: ["--format", "--output"])
    guard !reader.positionals.isEmpty else { throw UsageError("audit needs at least one path") }
    paths = reader.positionals
    let requested = reader.value("--format") ?? "markdown"
    guard let format = Format(rawValue: requested) else { throw UsageError("--format takes 'markdown' or 'json', not '\(requested)'") }
    self.format = format
    output = reader.value("--output")
  }

  func run() throws -> ExitStatus {
    let sourcePaths = try SourceDiscovery.swiftFiles(in: paths)
    let sources = try sourcePaths.map { SourceFile(path: $0, bytes: try SourceDiscovery.read($0)) }
    // The parser recovers from every problem: the audit still covers the rest of each file.
    let diagnostics = sources.flatMap(\.diagnostics)
    for diagnostic in diagnostics { printError(diagnostic.description) }
    let report = Auditor().audit(sources)
    // Two owners for one value is the finding a team must not miss: a warning where the
    // compiler's would be, so that CI logs and editors show it at the line.
    for sync in report.twoWaySyncs {
      printError("\(sync.firstToSecond): warning: two-way sync: \(sync.first) is copied into \(sync.second) here, and back at \(sync.secondToFirst); pick one owner and delete one direction")
    }
    let text = format == .json ? try AuditJSONRenderer.render(report) : AuditMarkdownRenderer.render(report)
    if let output {
      try AtomicWriter.write(text, to: output)
      printError("wrote \(output)")
    } else {
      print(text, terminator: "")
    }
    return diagnostics.contains { $0.severity == .error } ? .inputErrors : .success
  }
}
