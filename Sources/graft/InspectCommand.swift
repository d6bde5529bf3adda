import GraftCore
import SwiftDeclarationParser

/// `graft inspect PATHS… [--json]`: what Graft sees in each file.
struct InspectCommand {
  var paths: [String]
  var json: Bool

  init(arguments: [String]) throws {
    let reader = try ArgumentReader(arguments, flags: ["--json"], options: [])
    guard !reader.positionals.isEmpty else { throw UsageError("inspect needs at least one path") }
    paths = reader.positionals
    json = reader.has("--json")
  }

  func run() throws -> ExitStatus {
    let files = try SourceDiscovery.swiftFiles(in: paths).map { path in
      SourceFile(path: path, bytes: try SourceDiscovery.read(path))
    }
    if json {
      print(try DeclarationTreeReport.json(for: files), terminator: "")
    } else {
      print(files.map(DeclarationTreeReport.text(for:)).joined(separator: "\n"), terminator: "")
    }
    let diagnostics = files.flatMap(\.diagnostics)
    for diagnostic in diagnostics { printError(diagnostic.description) }
    return diagnostics.contains { $0.severity == .error } ? .inputErrors : .success
  }
}
