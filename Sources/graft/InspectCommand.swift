import GraftGenerator
import SwiftDeclarationParser

/// `graft inspect PATHS…`: what Graft sees in each file (its options are in `spec`).
struct InspectCommand: Subcommand {
  static let spec = CommandSpec(
    name: "inspect", arguments: "PATHS...",
    abstract: "Print what Graft sees in each Swift file: its declarations, and how each member of a view model was classified and why.",
    discussion: """
      For finding out why a member was or was not picked up: every declaration with its position,
      and for each view model the role of each member with the rule or annotation that gave it.
      """,
    options: [
      OptionSpec(name: "--json", help: "Print a versioned JSON document instead."),
      OptionSpec(name: "--type", valueName: "NAME", help: "Take the class NAME as a view model even without an annotation."),
      OptionSpec(name: "--context", valueName: "PATH", help: "Read the Swift files under PATH for the types they declare, as generate does (repeatable)."),
      OptionSpec(name: "--config", valueName: "FILE", help: "Read settings from FILE; by default from a graft.json at the top of a folder given."),
    ])

  var paths: [String]
  var json: Bool
  var selectedTypes: Set<String>
  var configPaths: [String]
  var contextPaths: [String]

  init(reader: ArgumentReader) throws {
    guard !reader.positionals.isEmpty else { throw UsageError("inspect needs at least one path") }
    paths = reader.positionals
    json = reader.has("--json")
    selectedTypes = Set(reader.values("--type"))
    configPaths = reader.values("--config")
    contextPaths = reader.values("--context")
  }

  func run() throws -> ExitStatus {
    // One reading of each project for the files it compiles and their layouts.
    var projects = PackageLayout.Cache()
    let (read, contextFiles) = try SourceDiscovery.read(paths, context: contextPaths, projects: &projects)
    let settings = try GenerationSettings.load(configPaths: configPaths, searching: paths, templates: nil)
    var pipeline = FeaturePipeline(selectedTypes: selectedTypes, configuration: settings.configuration)
    pipeline.projectSettings = PackageLayout.buildSettings(forFiles: (read + contextFiles).map(\.path), cache: &projects)
    // As `generate` sees them: a feature's State holds the types of its own module.
    pipeline.modules = PackageLayouts(sources: (read + contextFiles).map(\.path), cache: &projects).modules
    let inspection = Inspection(files: SourceDiscovery.parse(read), context: SourceDiscovery.parse(contextFiles), pipeline: pipeline)
    Console.output(json ? try inspection.json() : inspection.text, terminator: "")
    let diagnostics = inspection.diagnostics
    for diagnostic in diagnostics { Console.error(diagnostic.description) }
    let viewModels = inspection.viewModels.map(\.0.qualifiedName)
    if let unmatched = ViewModelCandidates.unmatchedSelection(selectedTypes, viewModels: viewModels, in: inspection.files) {
      Console.error(unmatched)
      return .inputErrors
    }
    return diagnostics.contains { $0.severity == .error } ? .inputErrors : .success
  }
}
