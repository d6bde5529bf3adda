import SwiftDeclarationParser

/// `graft eject FEATURE`: a finished feature's Graft-owned code, handed to the team as a file of
/// its own, so that the annotation and the view model can go: bridges are built to disappear.
///
/// The file is what the build would generate, without the seed section (which exists only while
/// the legacy screen does) and with the team's header. Its first extension says
/// `// graft: ejected`, which stops Graft generating the feature again while the view model is
/// still there.
public struct FeatureEjector: Sendable {
  public var generator: FeatureGenerator

  public init(generator: FeatureGenerator) {
    self.generator = generator
  }

  public struct Ejection: Sendable {
    /// `EditNoteFeature+Core.swift`, team-owned.
    public var file: GeneratedFile
    /// The view model's file, which the team can delete once nothing else uses it.
    public var viewModelPath: String
    public var viewModelName: String
  }

  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(feature: String, known: [String])
    case alreadyEjected(feature: String)
    case invalidInput([Diagnostic])

    public var description: String {
      switch self {
      case let .notFound(feature, known):
        "error: no view model generates '\(feature)'" + (known.isEmpty ? "" : "; these do: \(known.joined(separator: ", "))")
      case let .alreadyEjected(feature):
        "error: '\(feature)' was ejected already: its code is in the team's files"
      case let .invalidInput(diagnostics):
        diagnostics.map(\.description).joined(separator: "\n")
      }
    }
  }

  /// `context` is read for its declarations only, as `generate` reads it: the file is what the
  /// build generated.
  public func eject(_ feature: String, from sources: [SourceFile], context: [SourceFile] = []) throws -> Ejection {
    if ViewModelExtractor.ejectedFeatures(in: sources)[feature] != nil { throw Failure.alreadyEjected(feature: feature) }
    let results = generator.pipeline.run(sources, context: context)
    for result in results {
      guard let found = result.features.first(where: { $0.viewModel.featureName == feature }), var model = found.model else { continue }
      let errors = result.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty else { throw Failure.invalidInput(errors) }
      model.options.seed = false
      // The `==` of a type another source declares stays in that source's Graft-owned file,
      // where the features that still hold it need it too: the team declares it on the type.
      let shared = model.equatableConformances.filter { $0.path != result.source.path }
      model.equatableConformances.removeAll { $0.path != result.source.path }
      let sourceName = SourcePath.fileName(result.source.path)
      let body = try GraftFileRenderer.render([model], templates: TemplateSet(generator.templates))
      var header = "// \(feature)'s State, Action, dependencies and bridges, ejected from Graft (generated from \(sourceName)).\n"
        + "// The team's file now: Graft will not write it again.\n"
      for conformance in shared {
        header += "// State holds \(conformance.typeName), whose `==` Graft writes only while one of its features holds it:\n"
          + "// declare `Equatable` on it (\(SourcePath.fileName(conformance.path)):\(conformance.location.line)).\n"
      }
      header += "\n"
      var file = GeneratedFile(
        name: "\(feature)+Core.swift", contents: header + Self.marked(body, feature: feature), sourcePath: result.source.path, owner: .team)
      file = file.reindented(generator.configuration.indentation)
      return Ejection(file: file, viewModelPath: result.source.path, viewModelName: found.viewModel.qualifiedName)
    }
    throw Failure.notFound(feature: feature, known: results.flatMap { $0.features.map(\.viewModel.featureName) }.sorted())
  }

  /// `body` with `// graft: ejected` above its first `extension Feature {`, or above one added
  /// for the purpose when a team's template writes none.
  static func marked(_ body: String, feature: String) -> String {
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(of: "extension \(feature) {") else {
      return body + "\n// graft: ejected\nextension \(feature) {}\n"
    }
    lines.insert("// graft: ejected", at: first)
    return lines.joined(separator: "\n")
  }
}
