import Mustache

/// Graft's default templates, built into the executable so that it works wherever the plugin
/// runs. `Templates/*.mustache` is their source; `EmbeddedTemplates.swift` holds the same
/// text and a test keeps the two identical (`GRAFT_RECORD=1 swift test` rewrites it).
public enum TemplateLibrary {
  /// The default templates by name (file name without `.mustache`).
  public static var defaults: [String: String] { EmbeddedTemplates.all }

  /// The names of the templates a team can override, sorted.
  public static var names: [String] { EmbeddedTemplates.all.keys.sorted() }

  /// The built-in templates under a team's folder: a file there replaces the template of the
  /// same name.
  public static func layered(over folder: String) -> LayeredTemplateLoader {
    LayeredTemplateLoader([FolderTemplateLoader(directory: folder), loader])
  }

  /// The built-in templates, each also as `graft/NAME`: the parent a team's template names to
  /// override one block of it, `{{<graft/Reducer.swift}}{{$portedCases}}…{{/portedCases}}{{/graft/Reducer.swift}}`,
  /// while its own `NAME` is the team's file.
  public static let loader: DictionaryTemplateLoader = {
    var templates = defaults
    for (name, source) in defaults { templates[builtInPrefix + name] = source }
    return DictionaryTemplateLoader(templates)
  }()

  public static let builtInPrefix = "graft/"

  /// The blocks a template lets a team override one at a time, in order of appearance.
  public static func blocks(in source: String) -> [String] {
    var names: [String] = []
    var rest = Substring(source)
    while let start = rest.range(of: "{{$") {
      rest = rest[start.upperBound...]
      guard let end = rest.range(of: "}}") else { break }
      let name = rest[..<end.lowerBound].trimmingCharacters()
      if !names.contains(name) { names.append(name) }
      rest = rest[end.upperBound...]
    }
    return names
  }

  /// The default templates parsed once per process (a static is initialised once, safely).
  static let parsedDefaults: [String: Template] = {
    var parsed: [String: Template] = [:]
    for (name, source) in EmbeddedTemplates.all {
      // The defaults are checked by the tests: a parse failure here is a build mistake.
      parsed[name] = try? Template(name: name + ".mustache", source: source)
    }
    return parsed
  }()

  /// Renders the template `name` from `loader`, reusing the parsed default when the loader is
  /// the built-in one.
  static func render(_ name: String, _ context: any MustacheObject, loader: (any TemplateLoader)?) throws -> String {
    if loader == nil, let template = parsedDefaults[name] {
      return try template.render(.object(context), partials: TemplateLibrary.loader)
    }
    let source = loader?.templateSource(named: name) ?? EmbeddedTemplates.all[name] ?? ""
    return try Template(name: name + ".mustache", source: source).render(.object(context), partials: loader ?? TemplateLibrary.loader)
  }
}

/// Renders the Graft-owned file of a source file's features, without its header: the imports
/// they need, once, then each feature's part.
public enum GraftFileRenderer {
  /// `loader` replaces the built-in templates (a team's folder over the defaults).
  public static func render(_ models: [FeatureModel], loader: (any TemplateLoader)? = nil) throws -> String {
    let imports = Set(models.flatMap(\.imports))
    var output = try TemplateLibrary.render("Imports.swift", ImportsContext(imports: imports.sorted()), loader: loader)
    var imported = imports
    for model in models {
      output += try TemplateLibrary.render("Graft.swift", GraftFileContext(model, imported: &imported), loader: loader)
    }
    return output
  }
}

/// The top of a Graft-owned file: the modules its features need, once each, sorted.
struct ImportsContext: MustacheObject {
  var imports: [String]

  func mustacheValue(forKey key: String) -> MustacheValue? {
    key == "imports" ? .array(imports.map { .dictionary(["name": .string($0)]) }) : nil
  }
}

/// Renders the team-owned files of a feature: written once, then the team's.
public enum TeamFileRenderer {
  public static func reducer(_ model: FeatureModel, loader: (any TemplateLoader)? = nil) throws -> String {
    try TemplateLibrary.render("Reducer.swift", ReducerFileContext(model), loader: loader)
  }

  /// Swift Testing, or XCTest with `tests=xctest`.
  public static func tests(_ model: FeatureModel, module: String, loader: (any TemplateLoader)? = nil) throws -> String {
    let name = model.options.tests == .xctest ? "XCTests.swift" : "Tests.swift"
    return try TemplateLibrary.render(name, TestsFileContext(model, module: module), loader: loader)
  }

  public static func view(_ model: FeatureModel, loader: (any TemplateLoader)? = nil) throws -> String {
    try TemplateLibrary.render("View.swift", ViewFileContext(model), loader: loader)
  }
}
