import Mustache

/// Graft's default templates, built into the executable so that it works wherever the plugin
/// runs. `Templates/*.mustache` is their source; `EmbeddedTemplates.swift` holds the same
/// text and a test keeps the two identical (`GRAFT_RECORD=1 swift test` rewrites it).
public enum TemplateLibrary {
  /// The default templates by name (file name without `.mustache`).
  public static var defaults: [String: String] { EmbeddedTemplates.all }

  public static var loader: DictionaryTemplateLoader { DictionaryTemplateLoader(defaults) }
}

/// Renders the Graft-owned file of a source file's features, without its header: the imports
/// they need, once, then each feature's part.
public enum GraftFileRenderer {
  public static func render(_ models: [FeatureModel], loader: any TemplateLoader = TemplateLibrary.loader) throws -> String {
    let template = try Template(name: "Graft.swift", source: "{{> Graft.swift}}")
    var output = Set(models.flatMap(\.imports)).sorted().map { "import \($0)\n" }.joined()
    for model in models {
      output += try template.render(.object(GraftFileContext(model)), partials: loader)
    }
    return output
  }
}

/// Renders the team-owned files of a feature: written once, then the team's.
public enum TeamFileRenderer {
  public static func reducer(_ model: FeatureModel, loader: any TemplateLoader = TemplateLibrary.loader) throws -> String {
    try Template(name: "Reducer.swift", source: "{{> Reducer.swift}}")
      .render(.object(ReducerFileContext(model)), partials: loader)
  }

  /// Swift Testing, or XCTest with `tests=xctest`.
  public static func tests(_ model: FeatureModel, module: String, loader: any TemplateLoader = TemplateLibrary.loader) throws -> String {
    let name = model.options.tests == .xctest ? "XCTests.swift" : "Tests.swift"
    return try Template(name: name, source: "{{> \(name)}}").render(.object(TestsFileContext(model, module: module)), partials: loader)
  }

  public static func view(_ model: FeatureModel, loader: any TemplateLoader = TemplateLibrary.loader) throws -> String {
    try Template(name: "View.swift", source: "{{> View.swift}}").render(.object(ViewFileContext(model)), partials: loader)
  }
}
