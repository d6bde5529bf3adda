import Foundation
import GraftGenerator
import SwiftDeclarationParser

/// `graft eject FEATURE PATHS…`: hands a finished feature's Graft-owned code to the team, and
/// says what can now be deleted (its options are in `spec`).
struct EjectCommand: Subcommand {
  static let spec = CommandSpec(
    name: "eject", arguments: "FEATURE PATHS...",
    abstract: "Hand a finished feature's Graft-owned code to the team as FEATURE+Core.swift, so that its view model can go.",
    discussion: """
      Writes FEATURE+Core.swift (State, Action, clients and bridges, without the seed) beside the
      view model, marked 'graft: ejected' so that Graft generates nothing more for it, and prints
      what the team can now delete.
      """,
    options: [
      OptionSpec(name: "--output", valueName: "DIR", help: "Write the file into DIR instead of beside the view model."),
      OptionSpec(name: "--context", valueName: "PATH", help: "Read the Swift files under PATH for the types they declare, as generate does (repeatable)."),
      OptionSpec(name: "--templates", valueName: "DIR", help: "Use a team's templates in DIR over the built-in ones."),
      OptionSpec(name: "--config", valueName: "FILE", help: "Read settings from FILE; by default from a graft.json at the top of a folder given."),
      OptionSpec(name: "--config-search", valueName: "DIR", help: "Read settings from a graft.json in DIR if there is one (repeatable; the plugins')."),
      OptionSpec(name: "--dry-run", help: "Print the file as a diff; write nothing."),
    ])

  var feature: String
  var paths: [String]
  var contextPaths: [String]
  var output: String?
  var dryRun: Bool
  var templates: String?
  var configPaths: [String]
  var configFolders: [String]

  init(reader: ArgumentReader) throws {
    guard reader.positionals.count >= 2 else {
      throw UsageError("eject needs a feature's name and at least one path")
    }
    feature = reader.positionals[0]
    paths = Array(reader.positionals.dropFirst())
    contextPaths = reader.values("--context")
    output = reader.value("--output")
    dryRun = reader.has("--dry-run")
    templates = try GenerationSettings.templatesOption(reader)
    configPaths = reader.values("--config")
    configFolders = reader.values("--config-search")
  }

  func run() throws -> ExitStatus {
    // One reading of each project for the files it compiles and their layouts.
    var projects = PackageLayout.Cache()
    let (files, contextFiles) = try SourceDiscovery.read(paths, context: contextPaths, projects: &projects)
    let sources = SourceDiscovery.parse(files)
    let settings = try GenerationSettings.load(configPaths: configPaths, configFolders: configFolders, searching: paths, templates: templates)
    var generator = FeatureGenerator(templates: settings.templates, configuration: settings.configuration)
    generator.pipeline.projectSettings = PackageLayout.buildSettings(forFiles: (files + contextFiles).map(\.path), cache: &projects)
    // As `generate` sees them: the conformances the feature's State needs are its module's.
    generator.modules = PackageLayouts(sources: (files + contextFiles).map(\.path), cache: &projects).modules
    let ejector = FeatureEjector(generator: generator)
    let ejection: FeatureEjector.Ejection
    do {
      ejection = try ejector.eject(feature, from: sources, context: SourceDiscovery.parse(contextFiles))
    } catch let failure as FeatureEjector.Failure {
      Console.error(failure.description)
      return .inputErrors
    }
    let destination = OutputDestinations.path(output ?? (ejection.viewModelPath as NSString).deletingLastPathComponent, ejection.file.name)
    // The ejected file is the team's from its first byte: never written over.
    if FileManager.default.fileExists(atPath: destination) {
      Console.error("\(destination): error: this file exists; Graft does not overwrite the team's files (move it away to eject again)")
      return .inputErrors
    }
    if dryRun {
      Console.output(UnifiedDiff.diff(old: "", new: ejection.file.contents, oldName: "/dev/null", newName: destination), terminator: "")
      Console.output("Dry run: 1 file would be written, nothing was.")
      return .success
    }
    try AtomicWriter.write(ejection.file.contents, to: destination)
    Console.output("created \(destination)")
    Console.output("""
      \(feature) is the team's now: Graft generates nothing more for it.
      The team can now delete:
        - the '// graft: feature' annotation of \(ejection.viewModelName) in \(ejection.viewModelPath)
        - \(ejection.viewModelName), and \(ejection.viewModelPath) if it holds nothing else, once no legacy screen uses it
        - its Graft-owned file, \(SourcePath.ownedFileName(ejection.file.sourceFileName)), if it was written beside the sources
      """)
    return .success
  }
}
