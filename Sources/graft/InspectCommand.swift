import GraftCore
import SwiftDeclarationParser

/// `graft inspect PATHS… [--json]`: what Graft sees in each file.
struct InspectCommand {
  var paths: [String]
  var json: Bool
  var selectedTypes: Set<String>

  init(arguments: [String]) throws {
    let reader = try ArgumentReader(arguments, flags: ["--json"], options: ["--type"])
    guard !reader.positionals.isEmpty else { throw UsageError("inspect needs at least one path") }
    paths = reader.positionals
    json = reader.has("--json")
    selectedTypes = Set(reader.value("--type").map { [$0] } ?? [])
  }

  func run() throws -> ExitStatus {
    let files = try SourceDiscovery.swiftFiles(in: paths).map { path in
      SourceFile(path: path, bytes: try SourceDiscovery.read(path))
    }
    let inspection = Inspection(files: files, selectedTypes: selectedTypes)
    print(json ? try inspection.json() : inspection.text, terminator: "")
    let diagnostics = inspection.diagnostics
    for diagnostic in diagnostics { printError(diagnostic.description) }
    return diagnostics.contains { $0.severity == .error } ? .inputErrors : .success
  }
}
