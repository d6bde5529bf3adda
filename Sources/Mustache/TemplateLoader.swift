/// Where partials and parents come from: `{{> name}}` and `{{< name}}` ask the loader for the
/// source of `name`.
public protocol TemplateLoader: Sendable {
  /// The template's source, or nil when there is no template of that name.
  func templateSource(named name: String) -> String?
}

/// Templates held in memory, by name.
public struct DictionaryTemplateLoader: TemplateLoader {
  public var templates: [String: String]

  public init(_ templates: [String: String] = [:]) {
    self.templates = templates
  }

  public func templateSource(named name: String) -> String? { templates[name] }
}

/// Several loaders stacked: the first that knows a name wins. This is how a team's templates
/// folder overrides the built-in defaults, one file at a time.
public struct LayeredTemplateLoader: TemplateLoader {
  public var layers: [any TemplateLoader]

  public init(_ layers: [any TemplateLoader]) {
    self.layers = layers
  }

  public func templateSource(named name: String) -> String? {
    for layer in layers {
      if let source = layer.templateSource(named: name) { return source }
    }
    return nil
  }
}
