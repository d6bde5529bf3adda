import SwiftDeclarationParser

/// Everything `graft inspect` reports for a set of parsed files: each file's declarations, each
/// view model's member classifications, and the problems found on the way, as the pipeline that
/// generates sees them (`graft.json` included).
public struct Inspection: Sendable {
  public var files: [SourceFile]
  public var viewModels: [(ViewModel, [MemberClassification])] = []
  /// The feature built from each view model, by qualified name.
  var models: [String: FeatureModel] = [:]
  /// Every stage's diagnostics, file by file in source order.
  public var diagnostics: [Diagnostic] = []
  private var reports: [String] = []

  /// `context` is read for its declarations only, as `graft generate --context` reads it.
  public init(files: [SourceFile], context: [SourceFile] = [], pipeline: FeaturePipeline = FeaturePipeline()) {
    self.files = files
    let results = Dictionary(pipeline.run(files, context: context).map { ($0.source.path, $0) }, uniquingKeysWith: { first, _ in first })
    var said = SaidOnce()
    for file in files {
      var report = DeclarationTreeReport.text(for: file)
      // Graft's own output is not a pipeline input; its declarations are still shown.
      guard let result = results[file.path] else {
        diagnostics += file.diagnostics
        reports.append(report)
        continue
      }
      diagnostics += said.unsaid(result.diagnostics)
      for feature in result.features {
        viewModels.append((feature.viewModel, feature.classifications))
        models[feature.viewModel.qualifiedName] = feature.model
        report += "\n" + ClassificationReport.text(for: feature.viewModel, classifications: feature.classifications, model: feature.model)
      }
      reports.append(report)
    }
  }

  /// For people: one block per file.
  public var text: String { reports.joined(separator: "\n") }

  /// For tools: the versioned JSON document.
  public func json() throws -> String {
    try DeclarationTreeReport.json(for: files, viewModels: viewModels, models: models)
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
