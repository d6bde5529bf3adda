import SwiftDeclarationParser

/// Everything `graft inspect` reports for a set of parsed files: each file's declarations, each
/// view model's member classifications, and the problems found on the way.
public struct Inspection: Sendable {
  public var files: [SourceFile]
  public var viewModels: [(ViewModel, [MemberClassification])] = []
  /// Parser and extraction diagnostics, file by file in source order.
  public var diagnostics: [Diagnostic] = []
  private var reports: [String] = []

  public init(files: [SourceFile], selectedTypes: Set<String> = []) {
    self.files = files
    let extractor = ViewModelExtractor(selectedTypes: selectedTypes)
    let classifier = MemberClassifier(protocols: MemberClassifier.protocols(in: files))
    for file in files {
      let extraction = extractor.extract(from: file)
      diagnostics += (file.diagnostics + extraction.diagnostics).sorted { $0.location < $1.location }
      var report = DeclarationTreeReport.text(for: file)
      for viewModel in extraction.viewModels {
        let classifications = classifier.classify(viewModel)
        viewModels.append((viewModel, classifications))
        report += "\n" + ClassificationReport.text(for: viewModel, classifications: classifications)
      }
      reports.append(report)
    }
  }

  /// For people: one block per file.
  public var text: String { reports.joined(separator: "\n") }

  /// For tools: the versioned JSON document.
  public func json() throws -> String {
    try DeclarationTreeReport.json(for: files, viewModels: viewModels)
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
