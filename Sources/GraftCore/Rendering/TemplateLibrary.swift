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

  /// The default templates parsed once per process (a static is initialised once, safely).
  static let parsedDefaults: [String: Template] = {
    var parsed: [String: Template] = [:]
    for (name, source) in EmbeddedTemplates.all {
      // The defaults are checked by the tests: a parse failure here is a build mistake.
      parsed[name] = try? Template(name: name + ".mustache", source: source)
    }
    return parsed
  }()
}
