import SwiftDeclarationParser

/// One run's settings, applied to each source file on its own (and so across the cores): the
/// stages set up for all the sources, the templates parsed once, and what to render.
struct SourceGeneration: Sendable {
  var extractor: ViewModelExtractor
  var classifier: MemberClassifier
  var builder: FeatureBuilder
  var templates: TemplateSet
  var moduleName: String?
  /// Ejected features by name, with where the team's file says so.
  var ejected: [String: String]
  var placeholder: Bool
  var owners: Set<FileOwner>
  var includesTests: Bool
  var fileNames: FileNames
  var indentation: Int

  struct Output {
    var files: [FeatureGenerator.GeneratedFile]
    var diagnostics: [Diagnostic]
    /// The Graft-owned file's name when the source has features (rendered or not) or gets a
    /// placeholder: two sources that would write the same one are an error.
    var ownedName: String?
  }

  /// The files of one source: its Graft-owned file, then each feature's team-owned files.
  func files(for source: SourceFile) throws -> Output {
    let extraction = extractor.extract(from: source)
    var diagnostics = source.diagnostics + extraction.diagnostics
    var models: [FeatureModel] = []
    for viewModel in extraction.viewModels {
      if let mark = ejected[viewModel.featureName] {
        diagnostics.append(Diagnostic(
          path: source.path, location: viewModel.declaration.annotations.first?.location ?? viewModel.declaration.range.start,
          severity: .warning,
          message: "\(viewModel.featureName) was ejected (its code is the team's, marked 'graft: ejected' at \(mark)); "
            + "delete this annotation, and '\(viewModel.name)' once nothing uses it"))
        continue
      }
      let built = builder.build(viewModel, classifier.classify(viewModel), source: source)
      diagnostics += built.diagnostics
      models.append(built.model)
    }
    diagnostics.sort { $0.location < $1.location }
    let sourceName = String(source.path.split(separator: "/").last ?? Substring(source.path))
    let base = sourceName.hasSuffix(".swift") ? String(sourceName.dropLast(6)) : sourceName
    let ownedName = "\(base)+Graft.swift"
    guard !models.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) else {
      let empty = FeatureGenerator.GeneratedFile(
        name: ownedName, contents: OwnedFileHeader.prepend(to: "", sourceFileName: sourceName), sourceFileName: sourceName)
      let writesPlaceholder = placeholder && owners.contains(.graft)
      return Output(files: writesPlaceholder ? [empty] : [], diagnostics: diagnostics, ownedName: writesPlaceholder ? ownedName : nil)
    }
    var files: [FeatureGenerator.GeneratedFile] = []
    if owners.contains(.graft) {
      files.append(FeatureGenerator.GeneratedFile(
        name: ownedName, contents: OwnedFileHeader.prepend(to: try GraftFileRenderer.render(models, templates: templates), sourceFileName: sourceName),
        sourceFileName: sourceName))
    }
    if owners.contains(.team) {
      for model in models {
        files.append(FeatureGenerator.GeneratedFile(
          name: fileNames.reducer(for: model.name), contents: try TeamFileRenderer.reducer(model, templates: templates),
          sourceFileName: sourceName, owner: .team))
        if includesTests {
          files.append(FeatureGenerator.GeneratedFile(
            name: "Tests/" + fileNames.tests(for: model.name),
            contents: try TeamFileRenderer.tests(model, module: moduleName ?? FeatureGenerator.inferredModule(of: source.path), templates: templates),
            sourceFileName: sourceName, owner: .team))
        }
        // The SwiftUI bridge shows this view; a UIKit-only feature builds its own controller.
        if model.options.bridge != .uikit {
          files.append(FeatureGenerator.GeneratedFile(
            name: fileNames.view(for: model.name), contents: try TeamFileRenderer.view(model, templates: templates),
            sourceFileName: sourceName, owner: .team))
        }
      }
    }
    return Output(files: files.map { $0.reindented(indentation) }, diagnostics: diagnostics, ownedName: ownedName)
  }
}
