import GraftSupport
import Mustache
import SwiftDeclarationParser

/// The whole generation over parsed files: the pipeline's feature models translated and
/// rendered into files, one Graft-owned file per source file with features, and the team's
/// files for each feature. It touches no file itself; whether the team has a file is asked of
/// `teamFileExists`, which the caller provides.
public struct FeatureGenerator: Sendable {
  public var pipeline: FeaturePipeline
  /// The module the tests `@testable import`; by default the source's module in `modules`, else
  /// the folder after `Sources/` in the view model's path, as SwiftPM lays targets out, or `App`.
  public var moduleName: String?
  /// Templates to use instead of the built-in ones (a team's folder over the defaults).
  public var templates: (any TemplateLoader)?
  /// A Graft-owned file for every source, with only its header when the source has no feature:
  /// the build plugin declares one output per Swift file, before Graft has read any.
  public var placeholders = false
  /// Whose files to render: the build plugin wants only Graft's, `generate-feature` only the
  /// team's. What is not asked for is not rendered.
  public var owners: Set<FileOwner> = [.graft, .team]
  /// Whether the team's files include the test skeletons (not when no test target takes them).
  public var includesTests = true
  /// Each source's and context file's module, by path, where the package or project around it
  /// says: the tests import it, a client imports its service's, and a feature's State holds its
  /// module's types (the pipeline's, `FeaturePipeline.modules`).
  public var modules: [String: String] {
    get { pipeline.modules }
    set { pipeline.modules = newValue }
  }
  /// The modules of `modules` that stand for a folder the project names no target of: never imported.
  public var guessedModules: Set<String> = []
  /// Whether the team already has the file of this name for this source. The team's files are
  /// never overwritten, so one it has is not rendered: the result lists it with no contents, to
  /// be kept. Without it, every team file is rendered.
  public var teamFileExists: (@Sendable (_ name: String, _ sourcePath: String) -> Bool)?
  /// What identifies the team's templates (`FolderTemplateLoader.digest`), for the fingerprint.
  public var templatesIdentity = ""
  /// What else decides what a run writes, as the caller knows it: the executable that runs (a
  /// rebuilt Graft of the same version writes other bytes) and the test targets around the
  /// sources (one created since is where the tests go now).
  public var environmentIdentity = ""

  /// Everything besides the sources that decides what a run writes, as text for the fingerprint.
  /// Lists are joined with NUL, which no path or name holds. Nothing here goes through
  /// `description` or reflection: their dynamic casts cost more than the rest of a run that
  /// finds nothing changed.
  var settingsDescription: String {
    let projects: [String] = pipeline.projectSettings.sorted { $0.key < $1.key }.map { $0.key + "\0" + $0.value.identity }
    let lines: [String] = [
      "graft \(GraftVersion.current)", "types " + pipeline.selectedTypes.sorted().joined(separator: "\0"),
      "module " + (moduleName.map { "=" + $0 } ?? "-"),
      "owners " + owners.map { $0 == .graft ? "graft" : "team" }.sorted().joined(separator: "\0"),
      "placeholders \(placeholders)", "tests \(includesTests)",
      "modules " + modules.sorted { $0.key < $1.key }.map { $0.key + "\0" + $0.value }.joined(separator: "\0"),
      "guessed " + guessedModules.sorted().joined(separator: "\0"),
      "templates \(templatesIdentity)", "environment \(environmentIdentity)",
      "configuration " + pipeline.configuration.identity,
      "projects " + projects.joined(separator: "\0"),
    ]
    return lines.joined(separator: "\n")
  }

  /// The fingerprint of a run over these files (path and bytes each), which its `RunRecord`
  /// keeps. Graft's own files among them are left out, as the pipeline leaves them out.
  public func fingerprint(of files: [(path: String, bytes: [UInt8])]) -> String {
    InputFingerprint.of(
      settings: settingsDescription,
      sources: files.filter { !OwnedFileHeader.isGraftOwned($0.bytes) }.map { (name: $0.path, bytes: $0.bytes) })
  }

  public var configuration: GraftConfiguration { pipeline.configuration }

  public init(
    selectedTypes: Set<String> = [], moduleName: String? = nil, templates: (any TemplateLoader)? = nil,
    configuration: GraftConfiguration = GraftConfiguration()
  ) {
    pipeline = FeaturePipeline(selectedTypes: selectedTypes, configuration: configuration)
    self.moduleName = moduleName
    self.templates = templates
  }

  /// One client per name in each module: each feature's client mirrors what its view model
  /// calls (a singleton's methods, an extension's), so the client every feature of the module
  /// uses holds the endpoints of all of them, in the order first met (sources by path). An
  /// endpoint of a name met before is that one. Another module's copy is its own: it never
  /// names what only this module's features need.
  static func mergingClients(_ results: [FeaturePipeline.SourceResult], modules: [String: String] = [:]) -> [FeaturePipeline.SourceResult] {
    var merged: [String: [Endpoint]] = [:]
    var libraries: [String: Set<String>] = [:]
    let key = { (name: String, path: String) in (modules[path] ?? "") + "\0" + name }
    for result in results where !result.hasErrors {
      for client in result.features.compactMap(\.model).flatMap(\.dependencies) {
        let key = key(client.name, result.source.path)
        var endpoints = merged[key] ?? []
        for endpoint in client.endpoints where !endpoints.contains(where: { $0.name == endpoint.name }) { endpoints.append(endpoint) }
        merged[key] = endpoints
        libraries[key, default: []].formUnion(client.libraryImports)
      }
    }
    return results.map { result in
      var result = result
      for feature in result.features.indices {
        guard var model = result.features[feature].model else { continue }
        for client in model.dependencies.indices {
          let key = key(model.dependencies[client].name, result.source.path)
          model.dependencies[client].endpoints = merged[key] ?? model.dependencies[client].endpoints
          model.dependencies[client].libraryImports = (libraries[key] ?? []).sorted()
        }
        result.features[feature].model = model
      }
      return result
    }
  }

  /// A file that declares a client several features share imports what all their endpoints need,
  /// and the module that declares the service where that is another module of the run:
  /// another feature's endpoint may name a library's type (`Observable<Team>`) this file's view
  /// model never did. A file that only uses the client keeps the imports its own feature needs.
  static func importingClientLibraries(_ results: [FeaturePipeline.SourceResult], owners: DependencyOwners) -> [FeaturePipeline.SourceResult] {
    results.map { result in
      var result = result
      for feature in result.features.indices {
        guard var model = result.features[feature].model else { continue }
        let declared = model.dependencies.filter { owners.declares($0.name, in: result.source.path) }
        var needed = Set(declared.flatMap(\.libraryImports).map { Import(module: $0) })
        for client in declared {
          guard let module = owners.serviceModule(of: client.protocolName, from: result.source.path) else { continue }
          // A view model that imports that module declaration by declaration (`import protocol
          // Storage.StorageManagerType`) keeps its other names out, which may clash with another
          // module's: the client imports so what it names, where Graft read each.
          let service = TypeNames.bare(client.protocolName)
          let names = [service] + client.namedTypes
          if model.imports.contains(where: { $0.module == module && $0.declaration != nil }),
            let scoped = owners.scopedImports(of: names, in: module), scoped.contains(where: { $0.declaration == service })
          {
            needed.formUnion(scoped)
          } else {
            needed.insert(Import(module: module))
          }
        }
        let missing = needed.filter { item in !model.imports.contains(item) }
        guard !missing.isEmpty else { continue }
        model.imports = (model.imports + missing).sorted()
        result.features[feature].model = model
      }
      return result
    }
  }

  /// What each source declares for features of other sources: its own services' clients, its
  /// own types' conformances.
  static func declarationsOwned(by results: [FeaturePipeline.SourceResult], owners: DependencyOwners) -> [String: OwnedDeclarations] {
    var owned: [String: OwnedDeclarations] = [:]
    var seen: Set<String> = []
    for result in results where !result.hasErrors {
      let path = result.source.path
      for model in result.features.compactMap(\.model) {
        for client in model.dependencies where seen.insert(owners.module(of: path) + "\0" + client.name).inserted {
          guard let owner = owners.owner(of: client.name, from: path), owner != path else { continue }
          owned[owner, default: OwnedDeclarations()].clients.append((client, model.options.accessLevel))
        }
        for conformance in model.equatableConformances {
          let name = DependencyOwners.conformanceName(conformance)
          guard let owner = owners.owner(of: name, from: path), owner != path else { continue }
          let isPublic = conformance.isPublic || model.options.accessLevel != .internal
          var declarations = owned[owner] ?? OwnedDeclarations()
          if let known = declarations.conformances.firstIndex(where: { $0.conformance.typeName == conformance.typeName }) {
            declarations.conformances[known].isPublic = declarations.conformances[known].isPublic || isPublic
          } else {
            declarations.conformances.append((conformance, isPublic))
          }
          owned[owner] = declarations
        }
      }
    }
    return owned.mapValues { declarations in
      var declarations = declarations
      declarations.conformances.sort { $0.conformance.typeName < $1.conformance.typeName }
      return declarations
    }
  }

  /// What a client lacks, said by the source that declares it: a client several features share
  /// is one client, and one warning.
  static func clientWarnings(
    _ result: FeaturePipeline.SourceResult, owners: DependencyOwners, declaredHere: [DependencyClient] = []
  ) -> [Diagnostic] {
    var warned: Set<String> = []
    var warnings: [Diagnostic] = []
    for client in result.features.compactMap(\.model).flatMap(\.dependencies) + declaredHere
    where owners.declares(client.name, in: result.source.path) && warned.insert(client.name).inserted {
      for endpoint in client.endpoints where endpoint.needsPlaceholder && endpoint.placeholder == nil {
        warnings.append(Diagnostic(
          path: client.declarationPath, location: client.declarationLocation, severity: .warning,
          message: "\(client.protocolName).\(endpoint.name) returns '\(endpoint.returnType)' without throwing, and Graft knows no placeholder of that type: its unimplemented endpoint stops the program; override it in every test"))
      }
    }
    return warnings
  }

  public struct Result: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
    /// The view models found, by qualified name: annotated, or picked with `--type`.
    public var viewModels: [String] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// The files of `sources`; `context` is read for its declarations only (`FeaturePipeline.run`).
  public func generate(_ sources: [SourceFile], context: [SourceFile] = []) throws -> Result {
    let merged = Self.mergingClients(pipeline.run(sources, context: context), modules: modules)
    let dependencyOwners = DependencyOwners(merged, context: context, modules: modules, guessed: guessedModules)
    let results = Self.importingClientLibraries(merged, owners: dependencyOwners)
    var setup = SourceGeneration(
      templates: TemplateSet(templates), moduleName: moduleName ?? configuration.module, placeholder: placeholders,
      owners: owners, includesTests: includesTests, fileNames: configuration.fileNames, indentation: configuration.indentation,
      dependencyOwners: dependencyOwners, modules: modules, runModules: Set(modules.values), teamFileExists: teamFileExists)
    setup.ownedDeclarations = Self.declarationsOwned(by: results, owners: setup.dependencyOwners)
    setup.buildSettings = { [pipeline] in pipeline.buildSettings(of: $0) }
    let run = setup
    // Each source's files are rendered on their own, across the cores, and put together in path
    // order, so that the output never depends on the order files were given in.
    let perFile = results.concurrentMap { result in Swift.Result { try run.files(for: result) } }
    var files: [GeneratedFile] = []
    var diagnostics: [Diagnostic] = []
    var said = SaidOnce()
    for (result, outcome) in zip(results, perFile) {
      let generated = try outcome.get()
      let declaredHere = (run.ownedDeclarations[result.source.path]?.clients ?? []).map(\.client)
      let warnings = Self.clientWarnings(result, owners: run.dependencyOwners, declaredHere: declaredHere)
      diagnostics += said.unsaid((result.diagnostics + warnings + generated.notes).sorted { $0.location < $1.location })
      files += generated.files
    }
    return Result(
      files: files, diagnostics: diagnostics,
      viewModels: results.flatMap { $0.features.map(\.viewModel.qualifiedName) })
  }
}
