import GraftSupport
import SwiftDeclarationParser

/// The stages between parsed sources and feature models, wired in one place for `generate`,
/// `eject`, `inspect` and the build plugin alike:
///
/// 1. **Extraction** (`ViewModelExtractor`): the annotated view models, their options and members.
/// 2. **Analysis** (`MemberClassifier`): each member's role, with the rule that gave it.
/// 3. **Feature** (`FeatureBuilder`): the TCA side as data.
///
/// What comes after, translation and rendering, is `FeatureGenerator`'s. Values in, values out,
/// no I/O; the same sources in any order give the same results.
public struct FeaturePipeline: Sendable {
  /// With names, only these classes, annotated or not (`--type NAME`): by name or qualified name.
  public var selectedTypes: Set<String>
  public var configuration: GraftConfiguration
  /// Each file's target's build settings as its package or project says, by path; what
  /// `graft.json` says wins (`buildSettings(of:)`).
  public var projectSettings: [String: TargetBuildSettings] = [:]
  /// Each source's module, by path, where the package or project around it says: a feature's
  /// State may hold its module's types, whose `==` Graft writes where Swift would not.
  public var modules: [String: String] = [:]

  /// The build settings of the target a file belongs to.
  public func buildSettings(of path: String) -> TargetBuildSettings {
    configuration.buildSettings(over: projectSettings[path])
  }

  public init(selectedTypes: Set<String> = [], configuration: GraftConfiguration = GraftConfiguration()) {
    self.selectedTypes = selectedTypes
    self.configuration = configuration
  }

  /// A view model and what the stages made of it.
  public struct Feature: Sendable {
    public var viewModel: ViewModel
    public var classifications: [MemberClassification]
    /// Nil when `graft eject` handed the feature to the team: Graft generates nothing for it.
    public var model: FeatureModel?
  }

  /// A class a file declares in several `#if` branches (`#if os(iOS)` an empty stand-in, `#else`
  /// the real one) is one feature, under its branch's condition: the declaration with the most
  /// members (the first of those), each other one warned about at its line. Two features of one
  /// name would write the same files.
  static func oneDeclarationEach(
    _ viewModels: [ViewModel], extraction: ViewModelExtractor.Result
  ) -> (extraction: ViewModelExtractor.Result, chosen: [ViewModel]) {
    var extraction = extraction
    var kept: [ViewModel] = []
    for viewModel in viewModels {
      let declarations = viewModels.filter { $0.qualifiedName == viewModel.qualifiedName }
      guard declarations.count > 1 else {
        kept.append(viewModel)
        continue
      }
      let chosen = declarations.max { $0.members.count < $1.members.count || ($0.members.count == $1.members.count && $0.declaration.range.start > $1.declaration.range.start) }!
      if chosen.declaration.range.start == viewModel.declaration.range.start {
        kept.append(viewModel)
        continue
      }
      let condition = chosen.declaration.conditions.isEmpty ? "" : " under '#if \(CompilationCondition.combined(chosen.declaration.conditions) ?? "")'"
      extraction.diagnostics.append(Diagnostic(
        path: viewModel.path, location: viewModel.declaration.annotations.first?.location ?? viewModel.declaration.range.start,
        severity: .warning,
        message: "\(viewModel.qualifiedName) is declared again at line \(chosen.declaration.range.start.line)\(condition): "
          + "Graft makes its feature from that declaration, which has the most members, and none from this one"))
    }
    return (extraction, kept)
  }

  /// One source file's features, in source order, and every problem found on the way.
  public struct SourceResult: Sendable {
    public var source: SourceFile
    public var features: [Feature]
    /// The parser's, the annotations' and the features' diagnostics, in source order.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// The context, the files nearest the sources first: where two modules of an app declare the
  /// same name (an iOS and a tvOS app's `SignupUseCaseType`, a library's), the sources mean the
  /// one beside them. Nearest is the longest folder path shared with a source, then the path.
  static func nearestFirst(_ context: [SourceFile], to sources: [SourceFile]) -> [SourceFile] {
    var folders: Set<Substring> = []
    for source in sources {
      var path = Substring(source.path)
      while let slash = path.lastIndex(of: "/") {
        path = path[..<slash]
        guard folders.insert(path).inserted else { break }
      }
    }
    func sharedDepth(_ file: SourceFile) -> Int {
      var path = Substring(file.path)
      while let slash = path.lastIndex(of: "/") {
        path = path[..<slash]
        if folders.contains(path) { return path.count }
      }
      return 0
    }
    return context.map { (file: $0, depth: sharedDepth($0)) }
      .sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.file.path < $1.file.path }
      .map(\.file)
  }

  /// The results of every source, sorted by path. Graft's own output is left out: read back, it
  /// would change the next output. `context` is read for what it declares alone (the app's
  /// other modules): its types and protocols are known, nothing is generated from it.
  public func run(_ sources: [SourceFile], context: [SourceFile] = []) -> [SourceResult] {
    let sources = sources.filter { !OwnedFileHeader.isGraftOwned($0.bytes) }.sorted { $0.path < $1.path }
    let paths = Set(sources.map(\.path))
    let context = Self.nearestFirst(context.filter { !paths.contains($0.path) && !OwnedFileHeader.isGraftOwned($0.bytes) }, to: sources)
    let index = SourceIndex(
      sources, context: context, defaultIsolation: configuration.buildSettings(over: nil).defaultIsolation,
      isolationByPath: projectSettings.mapValues { configuration.buildSettings(over: $0).defaultIsolation })
    let extractor = ViewModelExtractor(selectedTypes: selectedTypes, defaults: configuration.featureDefaults)
    let classifier = MemberClassifier(index: index)
    // Only the modules of the view models asked for write conformances: most of a big app's
    // modules have none, and their types need no reading.
    let featurePaths = (index.annotatedClasses.union(selectedTypes)).compactMap { index.qualifiedTypes[$0]?.path ?? index.pathOfType[$0] }
    let featureModules = Set(featurePaths.map { modules[$0] ?? "" })
    let builder = FeatureBuilder(index: index, sources: sources.map(\.path).filter { featureModules.contains(modules[$0] ?? "") }, modules: modules)
    let extractions = sources.concurrentMap { source in
      let extraction = extractor.extract(from: source, index: index)
      // `--type` asks for these view models and no others.
      let chosen = selectedTypes.isEmpty
        ? extraction.viewModels
        : extraction.viewModels.filter { selectedTypes.contains($0.name) || selectedTypes.contains($0.qualifiedName) }
      return Self.oneDeclarationEach(chosen, extraction: extraction)
    }
    let clashes = FeatureNameClashes(extractions.indices.flatMap { position in
      // Where the layout does not say, the module a path names (`Sources/<Module>/`), as the tests' import guesses it.
      extractions[position].chosen.map { (viewModel: $0, module: modules[sources[position].path] ?? SourcePath.inferredModule(sources[position].path)) }
    })
    let outsideUses = OutsideUse.find(in: extractions.flatMap(\.chosen), files: sources + context, index: index)
    return Array(sources.indices).concurrentMap { position in
      let source = sources[position]
      let (extraction, chosen) = extractions[position]
      var diagnostics = source.diagnostics + extraction.diagnostics
      var features: [Feature] = []
      for var viewModel in chosen {
        viewModel.options.buildSettings = buildSettings(of: source.path)
        let classifications = classifier.classify(viewModel, outsideUse: outsideUses[viewModel.qualifiedName] ?? OutsideUse())
        // Two features of one name in one module would not compile: neither is made.
        if let clash = clashes.diagnostic(for: viewModel) {
          diagnostics.append(clash)
          features.append(Feature(viewModel: viewModel, classifications: classifications, model: nil))
          continue
        }
        if let mark = index.ejectedFeatures[viewModel.featureName] {
          diagnostics.append(Diagnostic(
            path: source.path, location: viewModel.declaration.annotations.first?.location ?? viewModel.declaration.range.start,
            severity: .warning,
            message: "\(viewModel.featureName) was ejected (its code is the team's, marked 'graft: ejected' at \(mark)); "
              + "delete this annotation, and '\(viewModel.name)' once nothing uses it"))
          features.append(Feature(viewModel: viewModel, classifications: classifications, model: nil))
          continue
        }
        let built = builder.build(viewModel, classifications)
        diagnostics += built.diagnostics
        features.append(Feature(viewModel: viewModel, classifications: built.classifications, model: built.model))
      }
      diagnostics.sort { $0.location < $1.location }
      return SourceResult(source: source, features: features, diagnostics: diagnostics)
    }
  }
}
