import Foundation
import GraftGenerator
import SwiftDeclarationParser

/// `graft generate PATHS…`: each view model's Graft-owned file, and the team's files where
/// they are absent.
struct GenerateCommand: Subcommand {
  static let spec = CommandSpec(
    name: "generate", arguments: "PATHS...",
    abstract: "Write the TCA side of annotated view models: Graft's X+Graft.swift, and the team's reducer, view and tests where absent.",
    discussion: """
      Each annotated view model gets a Graft-owned X+Graft.swift (State, Action, clients, bridges),
      rewritten whenever the view model changes, and the team's reducer, view and tests, written
      once and never overwritten: beside the view model, or in --output. A run whose inputs have
      not changed since the last one stops early; its record is kept in GRAFT_CACHE_DIR, or in
      the user's caches folder.
      """,
    options: [
      OptionSpec(name: "--type", valueName: "NAME", help: "Generate from the class NAME (or Outer.NAME) even without an annotation."),
      OptionSpec(name: "--output", valueName: "DIR", help: "Write every file into DIR instead of beside its view model."),
      OptionSpec(name: "--tests-output", valueName: "DIR", help: "Write the test skeletons into DIR, the test target's folder."),
      OptionSpec(name: "--only", valueName: "graft|team", help: "Write only Graft's files (the build plugin) or only the team's (generate-feature)."),
      OptionSpec(name: "--context", valueName: "PATH", help: "Read the Swift files under PATH for the types they declare, generating nothing from them (repeatable): the app's other modules."),
      OptionSpec(name: "--module", valueName: "NAME", help: "The module the tests @testable import; by default the target the path names."),
      OptionSpec(name: "--templates", valueName: "DIR", help: "Use a team's templates in DIR over the built-in ones."),
      OptionSpec(name: "--config", valueName: "FILE", help: "Read settings from FILE; by default from a graft.json at the top of a folder given."),
      OptionSpec(name: "--config-search", valueName: "DIR", help: "Read settings from a graft.json in DIR if there is one (repeatable; the build plugin's)."),
      OptionSpec(name: "--dry-run", help: "Print a unified diff of what would change; write nothing."),
      OptionSpec(name: "--check", help: "Exit 1 when a Graft-owned file is stale or missing; write nothing (for CI)."),
      OptionSpec(name: "--force", help: "Replace a Graft-owned file that was edited by hand."),
      OptionSpec(name: "--no-tests", help: "Write no test skeletons."),
      OptionSpec(name: "--placeholders", help: "Write an X+Graft.swift for every file, only a header where it has no feature (the build plugin's outputs)."),
      OptionSpec(name: "--quiet", help: "Print only problems."),
    ])

  var paths: [String]
  /// Read for their declarations only: the app's other modules.
  var contextPaths: [String]
  var selectedTypes: Set<String>
  var output: String?
  /// Where the test skeletons go; by default the test target of the package around the sources
  /// (`OutputDestinations`).
  var testsOutput: String?
  /// Only the files of one owner: the build plugin writes Graft's, `generate-feature` the team's.
  var only: FileOwner?
  var moduleName: String?
  var dryRun: Bool
  var check: Bool
  var force: Bool
  var placeholders: Bool
  /// No test skeletons: the target has no test target to put them in.
  var noTests: Bool
  /// Only diagnostics: the build plugin's log stays quiet when all is well.
  var quiet: Bool
  var templates: String?
  var configPaths: [String]
  var configFolders: [String]

  init(reader: ArgumentReader) throws {
    configPaths = reader.values("--config")
    configFolders = reader.values("--config-search")
    testsOutput = reader.value("--tests-output")
    moduleName = reader.value("--module")
    switch reader.value("--only") {
    case nil: only = nil
    case "graft": only = .graft
    case "team": only = .team
    case let other?: throw UsageError("--only takes 'graft' or 'team', not '\(other)'")
    }
    placeholders = reader.has("--placeholders")
    noTests = reader.has("--no-tests")
    quiet = reader.has("--quiet")
    guard !reader.positionals.isEmpty else { throw UsageError("generate needs at least one path") }
    paths = reader.positionals
    contextPaths = reader.values("--context")
    selectedTypes = Set(reader.values("--type"))
    output = reader.value("--output")
    dryRun = reader.has("--dry-run")
    check = reader.has("--check")
    force = reader.has("--force")
    if dryRun && check { throw UsageError("--dry-run and --check do not go together") }
    templates = try GenerationSettings.templatesOption(reader)
  }

  func run() throws -> ExitStatus {
    // One reading of each project for the files it compiles and their layouts.
    var projects = PackageLayout.Cache()
    let (files, contextFiles) = try SourceDiscovery.read(paths, context: contextPaths, projects: &projects)
    let settings = try GenerationSettings.load(configPaths: configPaths, configFolders: configFolders, searching: paths, templates: templates)
    // The package around each source decides its module (what its tests import, which file
    // declares a client its features share) and where the team's tests go.
    // (The build plugin writes one target's Graft-owned files: one module, and no tests.)
    // The context's modules too: a service declared in another module is imported with its client.
    let layouts = PackageLayouts(sources: only == .graft ? [] : (files + contextFiles).map(\.path), cache: &projects)
    let placement = OutputDestinations(output: output, testsOutput: testsOutput, layouts: layouts)
    var generator = FeatureGenerator(
      selectedTypes: selectedTypes, moduleName: moduleName, templates: settings.templates, configuration: settings.configuration)
    generator.placeholders = placeholders
    // Each file's target says what compiles there: its isolation and deployment targets.
    generator.pipeline.projectSettings = PackageLayout.buildSettings(forFiles: (files + contextFiles).map(\.path), cache: &projects)
    generator.owners = only.map { [$0] } ?? [.graft, .team]
    generator.includesTests = !noTests
    generator.modules = layouts.modules
    generator.guessedModules = layouts.guessedModules
    generator.templatesIdentity = settings.templatesIdentity
    generator.environmentIdentity = RunRecordStore.executableIdentity + "\n" + layouts.identity
    // The team's files are never overwritten: one that exists is not even rendered.
    generator.teamFileExists = { name, sourcePath in
      guard case let .path(path) = placement.destination(of: name, from: sourcePath) else { return true }
      return access(path, F_OK) == 0
    }
    // Nothing changed since the last run over these paths: its record says so before any parsing.
    let inputs = generator.fingerprint(of: files + contextFiles)
    let records = RunRecordStore()
    let recordLocation = records.location(paths: paths, context: contextPaths, output: output, testsOutput: testsOutput)
    if !dryRun, !force, only != .team,
      let record = records.load(from: recordLocation), let found = UpToDateCheck.upToDate(inputs: inputs, record: record)
    {
      // One write per stream: a large app's warnings are hundreds of lines.
      let errors = record.messages.filter(\.isError).map(\.text)
      let notes = record.messages.filter { !$0.isError }.map(\.text)
      if !errors.isEmpty { Console.error(errors.joined(separator: "\n")) }
      if !notes.isEmpty { Console.output(notes.joined(separator: "\n")) }
      if check {
        Console.output("Graft-owned files are up to date.")
      } else if !quiet {
        Console.output(Self.summary(written: 0, unchanged: found.graftFiles, kept: found.teamFiles))
      }
      return .success
    }
    let sources = SourceDiscovery.parse(files)
    let result = try generator.generate(sources, context: SourceDiscovery.parse(contextFiles))
    // What the run says is said again by the runs that find nothing changed.
    var messages = result.diagnostics.map { RunRecord.Message(isError: true, text: $0.description) }
    for diagnostic in result.diagnostics { Console.error(diagnostic.description) }

    if let unmatched = ViewModelCandidates.unmatchedSelection(selectedTypes, viewModels: result.viewModels, in: sources) {
      Console.error(unmatched)
      return .inputErrors
    }
    if result.viewModels.isEmpty, !quiet, !placeholders {
      // A class picked with `--type` and refused (a generic one) has said why, at its line.
      if selectedTypes.isEmpty || !result.hasErrors { Console.output(Self.nothingAnnotated(in: sources, paths: paths)) }
      return result.hasErrors ? .inputErrors : .success
    }

    // Each file with where it goes; a test skeleton without a test target goes nowhere.
    var placed: [(file: GeneratedFile, destination: String)] = []
    var withoutTestTarget: Set<String> = []
    for file in result.files {
      switch placement.destination(of: file.name, from: file.sourcePath) {
      case let .path(path): placed.append((file, path))
      case let .noTestTarget(target): withoutTestTarget.insert(target)
      }
    }
    for target in withoutTestTarget.sorted() {
      let note = "no test target for \(target) (no Tests/\(target)Tests folder): no test skeletons written; --tests-output DIR writes them there"
      Console.output(note)
      messages.append(RunRecord.Message(isError: false, text: note))
    }
    // Outside a package or project Graft can read, or in a project none of whose targets it can
    // tell the file is of, the module the tests import is a guess from the path
    // (`Sources/<Module>/…`, else `App`): said once, with the way to name it.
    if moduleName == nil, settings.configuration.module == nil,
      let guessed = placed.map(\.file).first(where: { file in
        file.owner == .team && file.name.hasPrefix("Tests/") && layouts.layout(of: file.sourcePath).map(\.targetIsGuessed) != false
      })
    {
      let why = layouts.layout(of: guessed.sourcePath) == nil
        ? "no Package.swift or Xcode project above this file"
        : "no target of the Xcode project above this file is named like one of its folders, and the project has several apps"
      let warning = "\(guessed.sourcePath): warning: \(why): the tests' '@testable import' names a module guessed from its path; pass --module NAME, or set \"module\" in graft.json"
      Console.error(warning)
      messages.append(RunRecord.Message(isError: true, text: warning))
    }
    // Every clash, in path order: a dictionary's own order changes from run to run.
    let clashes = Dictionary(grouping: placed, by: \.destination).filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
    for (destination, writers) in clashes {
      let sources = writers.map(\.file.sourcePath).sorted()
      let who = sources.dropLast().joined(separator: ", ") + " and " + sources[sources.count - 1]
      let rename = sources.count == 2 ? "rename one of them" : "rename all but one"
      Console.error("\(destination): error: \(who) would each write this file; \(rename), or write beside each (no --output)")
    }
    if !clashes.isEmpty { return .inputErrors }
    let existing = ExistingFiles.read(placed.map { ($0.destination, $0.file.owner) })
    let plan: [PlannedFile]
    do {
      plan = try OutputPlanner(force: force).plan(placed.map { ($0.file.name, $0.destination, $0.file.contents, $0.file.owner) }, existing: existing)
    } catch let problem as OutputPlanner.Problem {
      Console.error(problem.description)
      return .inputErrors
    }

    var failed = result.hasErrors
    for file in plan where file.action == .refuseEdited {
      Console.error("\(file.path): error: this file was edited by hand or is not Graft's; Graft will not overwrite it (use --force to replace it)")
      failed = true
    }
    let pending = plan.filter(\.writes)
    // --check is about the Graft-owned files: a missing team file is the team's choice.
    if check {
      let pending = pending.filter { $0.owner == .graft }
      for file in pending { Console.output("stale: \(file.path)\(file.action == .create ? " (missing)" : "")") }
      if pending.isEmpty && !failed { Console.output("Graft-owned files are up to date.") }
      return pending.isEmpty && !failed ? .success : .inputErrors
    }
    if dryRun {
      for file in pending {
        let path = file.path
        Console.output(UnifiedDiff.diff(
          old: file.existing ?? "", new: file.contents, oldName: file.existing == nil ? "/dev/null" : path, newName: path),
          terminator: "")
      }
      Console.output("Dry run: \(pending.count) file\(pending.count == 1 ? "" : "s") would be written, nothing was.")
      return failed ? .inputErrors : .success
    }
    // All or nothing: a destination that cannot be written leaves every other untouched.
    do {
      try AtomicWriter.writeAll(pending.map { ($0.contents, $0.path) })
    } catch let failure as AtomicWriter.Failure {
      Console.error(failure.description + "; nothing was written")
      return .inputErrors
    }
    if !quiet {
      for file in pending { Console.output("\(file.action == .create ? "created" : "updated") \(file.path)") }
    }
    // A run of the team's files alone never stops early, so its record would only take the place
    // of a full run's.
    if !failed, only != .team { records.save(Self.record(of: plan, inputs: inputs, messages: messages), to: recordLocation) }
    let unchanged = plan.filter { $0.action == .unchanged }.count
    let kept = plan.filter { $0.action == .keepTeamFile }.count
    // Asked for the team's files only, the user wants to know why one was not written.
    if only == .team {
      for file in plan where file.action == .keepTeamFile {
        Console.output("kept \(file.path): it exists and is the team's; Graft does not overwrite it")
      }
    }
    if !quiet { Console.output(Self.summary(written: pending.count, unchanged: unchanged, kept: kept)) }
    return failed ? .inputErrors : .success
  }

  /// What a run that wrote `plan` leaves for the next one to compare against.
  static func record(of plan: [PlannedFile], inputs: String, messages: [RunRecord.Message]) -> RunRecord {
    var graftFiles: [String: String] = [:]
    for file in plan where file.owner == .graft { graftFiles[file.path] = RunRecord.digest(Array(file.contents.utf8)) }
    return RunRecord(inputs: inputs, graftFiles: graftFiles, teamFiles: plan.filter { $0.owner == .team }.map(\.path), messages: messages)
  }

  static func summary(written: Int, unchanged: Int, kept: Int) -> String {
    var summary = "Graft wrote \(written) file\(written == 1 ? "" : "s")"
    if unchanged > 0 { summary += ", \(unchanged) unchanged" }
    if kept > 0 { summary += ", \(kept) left to the team" }
    return summary + "."
  }

  /// What to do when no view model is annotated: the annotation, and the classes that look like
  /// view models.
  static func nothingAnnotated(in sources: [SourceFile], paths: [String]) -> String {
    var text = """
      No view model is annotated in \(paths.joined(separator: ", ")): Graft wrote nothing.
      Annotate a view model's class with a line above it, then run Graft again:

          // graft: feature
          final class EditNoteViewModel: ObservableObject { … }

      """
    let candidates = ViewModelCandidates.find(in: sources)
    if candidates.isEmpty {
      text += "No class here looks like a view model (named …ViewModel, ObservableObject or @Observable); --type NAME picks any class."
    } else {
      text += "Classes that look like view models (…ViewModel, ObservableObject, @Observable):\n"
      for candidate in candidates.prefix(20) {
        text += "    \(candidate.path):\(candidate.location.line)  \(candidate.qualifiedName)\n"
      }
      if candidates.count > 20 { text += "    … and \(candidates.count - 20) more\n" }
      text += "--type NAME generates from one of them without annotating it."
    }
    return text
  }
}
