import Foundation
import GraftCore
import SwiftDeclarationParser

/// `graft generate PATHS… [--type NAME] [--output DIR] [--dry-run] [--check] [--force]`.
struct GenerateCommand {
  var paths: [String]
  var selectedTypes: Set<String>
  var output: String?
  var dryRun: Bool
  var check: Bool
  var force: Bool
  var templates: String?
  var configPath: String?

  init(arguments: [String]) throws {
    let reader = try ArgumentReader(
      arguments, flags: ["--dry-run", "--check", "--force"], options: ["--type", "--output", "--templates", "--config"])
    configPath = reader.value("--config")
    guard !reader.positionals.isEmpty else { throw UsageError("generate needs at least one path") }
    paths = reader.positionals
    selectedTypes = Set(reader.value("--type").map { [$0] } ?? [])
    output = reader.value("--output")
    dryRun = reader.has("--dry-run")
    check = reader.has("--check")
    force = reader.has("--force")
    if dryRun && check { throw UsageError("--dry-run and --check do not go together") }
    templates = reader.value("--templates")
    if let templates {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError("--templates \(templates) is not a folder")
      }
    }
  }

  func run() throws -> ExitStatus {
    let sourcePaths = try SourceDiscovery.swiftFiles(in: paths)
    let sources = try sourcePaths.map { SourceFile(path: $0, bytes: try SourceDiscovery.read($0)) }
    let (configuration, configFolder) = try loadConfiguration()
    // --templates wins over graft.json's folder, which is relative to graft.json.
    let templateFolder = templates ?? configuration.templates.map { folder in
      folder.hasPrefix("/") || configFolder == nil ? folder : configFolder! + "/" + folder
    }
    let result = try FeatureGenerator(
      selectedTypes: selectedTypes, templates: templateFolder.map(TemplateLibrary.layered(over:)), configuration: configuration
    ).generate(sources)
    for diagnostic in result.diagnostics { printError(diagnostic.description) }

    // Each file goes to --output, or beside the view model it comes from.
    var destinations: [String: String] = [:]
    for file in result.files {
      let source = sourcePaths.first { ($0 as NSString).lastPathComponent == file.sourceFileName } ?? ""
      let folder = output ?? (source as NSString).deletingLastPathComponent
      destinations[file.name] = folder.isEmpty ? file.name : folder + "/" + file.name
    }
    let existing = ExistingFiles.read(result.files) { destinations[$0]! }
    let plan: [PlannedFile]
    do {
      plan = try OutputPlanner(force: force).plan(result.files.map { ($0.name, $0.contents, $0.owner) }, existing: existing)
    } catch let problem as OutputPlanner.Problem {
      printError(problem.description)
      return .inputErrors
    }

    var failed = result.hasErrors
    for file in plan where file.action == .refuseEdited {
      printError("\(destinations[file.path]!): error: this file was edited by hand or is not Graft's; Graft will not overwrite it (use --force to replace it)")
      failed = true
    }
    let pending = plan.filter(\.writes)
    // --check is about the Graft-owned files: a missing team file is the team's choice.
    if check {
      let pending = pending.filter { $0.owner == .graft }
      for file in pending { print("stale: \(destinations[file.path]!)\(file.action == .create ? " (missing)" : "")") }
      if pending.isEmpty && !failed { print("Graft-owned files are up to date.") }
      return pending.isEmpty && !failed ? .success : .inputErrors
    }
    if dryRun {
      for file in pending {
        let path = destinations[file.path]!
        print(UnifiedDiff.diff(
          old: file.existing ?? "", new: file.contents, oldName: file.existing == nil ? "/dev/null" : path, newName: path),
          terminator: "")
      }
      print("Dry run: \(pending.count) file\(pending.count == 1 ? "" : "s") would be written, nothing was.")
      return failed ? .inputErrors : .success
    }
    for file in pending {
      try AtomicWriter.write(file.contents, to: destinations[file.path]!)
      print("\(file.action == .create ? "created" : "updated") \(destinations[file.path]!)")
    }
    let unchanged = plan.filter { $0.action == .unchanged }.count
    let kept = plan.filter { $0.action == .keepTeamFile }.count
    var summary = "Graft wrote \(pending.count) file\(pending.count == 1 ? "" : "s")"
    if unchanged > 0 { summary += ", \(unchanged) unchanged" }
    if kept > 0 { summary += ", \(kept) left to the team" }
    print(summary + ".")
    return failed ? .inputErrors : .success
  }

  /// `--config FILE`, or the `graft.json` at the top of a folder given on the command line.
  /// Several are an error: which one would win is not obvious to a reader.
  private func loadConfiguration() throws -> (GraftConfiguration, String?) {
    var candidates: [String] = []
    if let configPath {
      candidates = [configPath]
    } else {
      for path in paths {
        var isDirectory: ObjCBool = false
        let candidate = (path.hasSuffix("/") ? path : path + "/") + "graft.json"
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
          FileManager.default.fileExists(atPath: candidate)
        {
          candidates.append(candidate)
        }
      }
    }
    guard let path = candidates.first else { return (GraftConfiguration(), nil) }
    guard candidates.count == 1 else {
      throw ConfigurationError(diagnostics: candidates.dropFirst().map {
        Diagnostic(path: $0, location: SourceLocation(line: 1, column: 1), severity: .error,
          message: "several graft.json files apply (\(candidates.joined(separator: ", "))): keep one, or choose with --config")
      })
    }
    guard let bytes = FileBytes.read(path) else { throw SourceDiscovery.MissingPath(path: path) }
    let configuration = try GraftConfiguration.parse(String(decoding: bytes, as: UTF8.self), path: path)
    return (configuration, (path as NSString).deletingLastPathComponent)
  }
}
