import GraftSupport
import SwiftDeclarationParser

/// One run's rendering settings, applied to each source's pipeline result on its own (and so
/// across the cores): the templates parsed once, and which files to render.
struct SourceGeneration: Sendable {
  var templates: TemplateSet
  var moduleName: String?
  var placeholder: Bool
  var owners: Set<FileOwner>
  var includesTests: Bool
  var fileNames: FileNames
  var indentation: Int
  /// The build settings of each file's target (`FeaturePipeline.buildSettings(of:)`), for a
  /// file that holds clients alone.
  var buildSettings: @Sendable (_ path: String) -> TargetBuildSettings = { _ in TargetBuildSettings() }
  /// The source whose Graft-owned file declares each shared dependency, in each module.
  var dependencyOwners = DependencyOwners()
  /// What a source declares for other sources' features: the clients of its services, the
  /// conformances of its types.
  var ownedDeclarations: [String: OwnedDeclarations] = [:]
  /// Each source's module, where the command knows it from the package around it.
  var modules: [String: String] = [:]
  /// The modules of the run's sources and context, whose names Graft has read (`modules`' values,
  /// gathered once per run).
  var runModules: Set<String> = []
  /// Whether the team has a file already, which is then not rendered.
  var teamFileExists: (@Sendable (_ name: String, _ sourcePath: String) -> Bool)?

  struct Output {
    var files: [GeneratedFile]
    /// Why a team file was not written, at the view model.
    var notes: [Diagnostic] = []
  }

  /// The files of one source: its Graft-owned file, then each feature's team-owned files.
  func files(for result: FeaturePipeline.SourceResult) throws -> Output {
    let models = result.features.compactMap(\.model)
    let sourceName = SourcePath.fileName(result.source.path)
    let ownedName = SourcePath.ownedFileName(result.source.path)
    // The file of a service's protocol holds its client, the file of a type its conformance,
    // whoever uses them.
    var owned = ownedDeclarations[result.source.path] ?? OwnedDeclarations()
    owned.clients.removeAll { item in models.contains { $0.dependencies.contains { $0.name == item.client.name } } }
    owned.conformances.removeAll { item in
      models.contains { $0.equatableConformances.contains { $0.typeName == item.conformance.typeName } }
    }
    let ownedPart = owned.isEmpty ? nil : (
      declarations: owned,
      imports: owned.imports(
        // An import under `#if canImport(FoundationModels)` stays under it.
        sourceImports: result.source.declarations.filter { $0.kind == .import }.map {
          Import(module: $0.name, condition: CompilationCondition.combined($0.conditions))
        },
        isUnreadLibrary: isUnreadLibrary),
      buildSettings: buildSettings(result.source.path))
    if models.isEmpty, let ownedPart, !result.hasErrors, owners.contains(.graft) {
      let text = LibraryNameQualifier.qualify(
        try GraftFileRenderer.render([], templates: templates, owned: ownedPart), [],
        ambiguities: LibraryNameQualifier.ambiguities(importing: ownedPart.imports.map(\.module)))
      return Output(files: [GeneratedFile(
        name: ownedName,
        contents: OwnedFileHeader.prepend(to: Reindentation.apply(text, width: indentation), sourceFileName: sourceName),
        sourcePath: result.source.path)])
    }
    guard !models.isEmpty, !result.hasErrors else {
      let empty = GeneratedFile(name: ownedName, contents: OwnedFileHeader.prepend(to: "", sourceFileName: sourceName), sourcePath: result.source.path)
      let writesPlaceholder = placeholder && owners.contains(.graft)
      return Output(files: writesPlaceholder ? [empty] : [])
    }
    var files: [GeneratedFile] = []
    var notes: [Diagnostic] = []
    let clashing = clashingLibraryNames(of: models)
    // A library the feature imports, whose declarations Graft has not read (not Apple's, TCA's or
    // a module of the run's sources and context), may declare SwiftUI's names too (`open class
    // View: UIView`): the file that imports it, with the bridges, writes them with their module.
    let importsUnreadLibrary = models.contains { model in model.imports.contains { isUnreadLibrary($0.module) } }
    let ownedClashing = importsUnreadLibrary ? clashing.union(LibraryNameQualifier.swiftUINames) : clashing
    let ambiguities = models.reduce(into: LibraryNameQualifier.ambiguities(importing: ownedPart?.imports.map(\.module) ?? [])) {
      $0.merge($1.libraryAmbiguities) { first, _ in first }
    }
    if owners.contains(.graft) {
      files.append(GeneratedFile(
        name: ownedName,
        contents: OwnedFileHeader.prepend(
          to: Reindentation.apply(
            LibraryNameQualifier.qualify(try GraftFileRenderer.render(
              models, templates: templates, declaredElsewhere: declaredElsewhere(models, from: result.source.path),
              // Without the team's files in this run, a feature nobody declares yet is Graft's to declare.
              declaringReducers: !owners.contains(.team), owned: ownedPart), ownedClashing, ambiguities: ambiguities),
            width: indentation),
          sourceFileName: sourceName),
        sourcePath: result.source.path))
    }
    if owners.contains(.team) {
      for model in models {
        // The team's reducer may live anywhere: declared in the sources, it is not written again.
        if model.isDeclaredInSources, let feature = result.features.first(where: { $0.model?.name == model.name }) {
          let annotation = feature.viewModel.declaration.annotations.first?.location ?? feature.viewModel.declaration.range.start
          notes.append(Diagnostic(
            path: result.source.path, location: annotation, severity: .note,
            message: "\(model.name) is declared in the sources already: Graft writes no other reducer"))
        } else {
          files.append(try teamFile(fileNames.reducer(for: model.name), of: result) { try TeamFileRenderer.reducer(model, templates: templates) })
        }
        if includesTests {
          let module = moduleName ?? modules[result.source.path] ?? SourcePath.inferredModule(result.source.path)
          files.append(try teamFile("Tests/" + fileNames.tests(for: model.name), of: result) {
            try TeamFileRenderer.tests(model, module: module, templates: templates)
          })
        }
        // The SwiftUI bridge shows this view; a UIKit-only feature builds its own controller.
        if model.options.bridge == .swiftui || model.options.bridge == .both, !model.viewIsDeclaredInSources {
          files.append(try teamFile(fileNames.view(for: model.name), of: result) { try TeamFileRenderer.view(model, templates: templates) })
        }
      }
    }
    return Output(files: files.map { $0.owner == .team ? $0.reindented(indentation) : $0 }, notes: notes)
  }

  /// Whether a module is a library whose declarations Graft has not read: not Apple's, TCA's or
  /// one of the run's sources and context.
  private func isUnreadLibrary(_ module: String) -> Bool {
    !FeatureBuilder.appleFrameworks.contains(module) && !FeatureBuilder.knownLibraries.contains(module) && !runModules.contains(module)
  }

  /// TCA's names the app declares too, which the files write with their module where Graft or
  /// the templates write them.
  private func clashingLibraryNames(of models: [FeatureModel]) -> Set<String> {
    templates.libraryNamesWritten(among: models.reduce(into: Set<String>()) { $0.formUnion($1.shadowedLibraryNames) })
  }

  /// A team file, rendered only when the team does not have it yet.
  private func teamFile(_ name: String, of result: FeaturePipeline.SourceResult, render: () throws -> String) throws -> GeneratedFile {
    let exists = teamFileExists?(name, result.source.path) ?? false
    let models = result.features.compactMap(\.model)
    let clashing = clashingLibraryNames(of: models)
    let ambiguities = models.reduce(into: [String: String]()) { $0.merge($1.libraryAmbiguities) { first, _ in first } }
    return GeneratedFile(
      name: name, contents: exists ? "" : LibraryNameQualifier.qualify(try render(), clashing, ambiguities: ambiguities),
      sourcePath: result.source.path, owner: .team)
  }

  /// The clients, legacy services and conformances these models use that another source's file
  /// declares: looked up by the names they use, not the module's every client, which no file may
  /// cost.
  private func declaredElsewhere(_ models: [FeatureModel], from path: String) -> Set<String> {
    let names = models.flatMap {
      $0.dependencies.map(\.name) + $0.legacyServices.map(\.keyType) + $0.equatableConformances.map(DependencyOwners.conformanceName)
    }
    return Set(names.filter { dependencyOwners.owner(of: $0, from: path).map { $0 != path } ?? false })
  }
}
