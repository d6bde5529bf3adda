import SwiftDeclarationParser

/// Features of one name in one module: `ChatModel` and `ChatViewModel` would both make
/// `ChatFeature`, and two declarations of one type do not compile. Neither is made, and each says
/// where the other is, so the team names one (`// graft: feature name=…`); renaming one on its
/// own would rename a feature the team already uses the day a second view model appears.
struct FeatureNameClashes: Sendable {
  private struct Key: Hashable {
    var module: String
    var featureName: String
  }

  private struct Site: Sendable {
    var viewModel: String
    var path: String
    var location: SourceLocation
  }

  private var sites: [Key: [Site]] = [:]
  private var keys: [String: Key] = [:]

  /// `viewModels`: every view model the run makes a feature of, with its module.
  init(_ viewModels: [(viewModel: ViewModel, module: String)]) {
    for (viewModel, module) in viewModels {
      let key = Key(module: module, featureName: viewModel.featureName)
      let site = Site(viewModel: viewModel.qualifiedName, path: viewModel.path, location: Self.location(of: viewModel))
      sites[key, default: []].append(site)
      keys[Self.identity(of: viewModel)] = key
    }
    // Two classes of one name are of two modules (or `#if` branches), whatever the layout says.
    sites = sites.filter { Set($0.value.map(\.viewModel)).count > 1 }
  }

  /// The error for a view model whose feature another of its module's shares; nil for the rest.
  func diagnostic(for viewModel: ViewModel) -> Diagnostic? {
    guard let key = keys[Self.identity(of: viewModel)], let sharing = sites[key] else { return nil }
    let others = sharing.filter { $0.viewModel != viewModel.qualifiedName }
      .sorted { ($0.path, $0.location) < ($1.path, $1.location) }
      .map { "\($0.viewModel) (\($0.path):\($0.location.line):\($0.location.column))" }
    let list = others.count == 1 ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others[others.count - 1]
    return Diagnostic(
      path: viewModel.path, location: Self.location(of: viewModel), severity: .error,
      message: "\(viewModel.qualifiedName) and \(list) would each make \(key.featureName) in one module: "
        + "name the features apart with '// graft: feature name=…'; Graft makes neither until then")
  }

  private static func location(of viewModel: ViewModel) -> SourceLocation {
    viewModel.declaration.annotations.first?.location ?? viewModel.declaration.range.start
  }

  private static func identity(of viewModel: ViewModel) -> String {
    "\(viewModel.path):\(viewModel.qualifiedName)"
  }
}
