import Mustache
import SwiftDeclarationParser

/// The whole pipeline over parsed files, without I/O: view models extracted, classified, turned
/// into features and rendered. One Graft-owned file per source file with view models.
public struct FeatureGenerator: Sendable {
  public var selectedTypes: Set<String>
  /// The module the tests `@testable import`; by default the folder after `Sources/` in the
  /// view model's path, as SwiftPM lays targets out, or `App`.
  public var moduleName: String?
  /// Templates to use instead of the built-in ones (a team's folder over the defaults).
  public var templates: (any TemplateLoader)?
  public var configuration: GraftConfiguration
  /// A Graft-owned file for every source, with only its header when the source has no feature:
  /// the build plugin declares one output per annotated file, before Graft has read any.
  public var placeholders = false
  /// Whose files to render: the build plugin wants only Graft's, `generate-feature` only the
  /// team's. What is not asked for is not rendered.
  public var owners: Set<FileOwner> = [.graft, .team]
  /// Whether the team's files include the test skeletons (not when no test target takes them).
  public var includesTests = true

  public init(
    selectedTypes: Set<String> = [], moduleName: String? = nil, templates: (any TemplateLoader)? = nil,
    configuration: GraftConfiguration = GraftConfiguration()
  ) {
    self.selectedTypes = selectedTypes
    self.moduleName = moduleName
    self.templates = templates
    self.configuration = configuration
  }

  static func inferredModule(of path: String) -> String {
    let components = path.split(separator: "/")
    if let index = components.firstIndex(of: "Sources"), index + 2 < components.count {
      let module = String(components[index + 1])
      if AnnotationReader.isIdentifier(module) { return module }
    }
    return "App"
  }

  /// A file to write, named relative to the output folder.
  public struct GeneratedFile: Sendable, Equatable {
    public var name: String
    public var contents: String
    /// The source file it was generated from.
    public var sourceFileName: String
    public var owner: FileOwner = .graft

    /// With the team's indentation; a Graft-owned file's hash is taken anew over its body.
    func reindented(_ width: Int) -> GeneratedFile {
      guard width != 2 else { return self }
      var copy = self
      if owner == .graft, let bodyStart = contents.range(of: "\n\n") {
        let body = Reindentation.apply(String(contents[bodyStart.upperBound...]), width: width)
        copy.contents = OwnedFileHeader.prepend(to: body, sourceFileName: sourceFileName)
      } else {
        copy.contents = Reindentation.apply(contents, width: width)
      }
      return copy
    }
  }

  public struct Result: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  public func generate(_ sources: [SourceFile]) throws -> Result {
    // Graft's own output is never input: read back, it would change the next output.
    let sources = sources.filter { !OwnedFileHeader.isGraftOwned($0.bytes) }
    let (extractor, classifier, builder) = stages(for: sources)
    let run = SourceGeneration(
      extractor: extractor, classifier: classifier, builder: builder, templates: TemplateSet(templates),
      moduleName: moduleName ?? configuration.module, ejected: ViewModelExtractor.ejectedFeatures(in: sources),
      placeholder: placeholders, owners: owners, includesTests: includesTests, fileNames: configuration.fileNames,
      indentation: configuration.indentation)
    // Each source file is generated on its own, across the cores; the results are put together
    // in path order, so that the output never depends on the order files were given in.
    let ordered = sources.sorted { $0.path < $1.path }
    let perFile = ordered.concurrentMap { source in Swift.Result { try run.files(for: source) } }
    var files: [GeneratedFile] = []
    var diagnostics: [Diagnostic] = []
    // Which source wrote each Graft-owned file, to report two that would write the same one.
    var writers: [String: String] = [:]
    for (source, outcome) in zip(ordered, perFile) {
      let generated = try outcome.get()
      diagnostics += generated.diagnostics
      guard let ownedName = generated.ownedName else { continue }
      if let other = writers[ownedName] {
        diagnostics.append(Diagnostic(
          path: source.path, location: SourceLocation(line: 1, column: 1), severity: .error,
          message: "another \(other) also has view models, and both would write \(ownedName): rename one of the files"))
        continue
      }
      writers[ownedName] = source.path.split(separator: "/").last.map(String.init) ?? source.path
      files += generated.files
    }
    return Result(files: files, diagnostics: diagnostics)
  }

  /// Extraction, classification and building, set up for these sources: the protocols and types
  /// they declare decide what a member is.
  func stages(for sources: [SourceFile]) -> (ViewModelExtractor, MemberClassifier, FeatureBuilder) {
    let protocols = MemberClassifier.protocols(in: sources)
    var defaults = FeatureOptions()
    defaults.tests = configuration.tests
    defaults.bridge = configuration.bridge
    defaults.featureSuffix = configuration.featureSuffix
    defaults.accessLevel = configuration.accessLevel
    return (
      ViewModelExtractor(selectedTypes: selectedTypes, defaults: defaults),
      MemberClassifier(protocols: protocols),
      FeatureBuilder(protocols: protocols, knownTypes: Self.declaredTypeNames(in: sources))
    )
  }

  static func declaredTypeNames(in sources: [SourceFile]) -> Set<String> {
    var names: Set<String> = []
    var stack = sources.flatMap(\.declarations)
    while let declaration = stack.popLast() {
      if declaration.kind.isTypeLike, declaration.kind != .extension { names.insert(declaration.name) }
      if declaration.kind.isTypeLike { stack += declaration.members }
    }
    return names
  }
}
