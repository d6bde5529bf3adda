/// Where partials and parents come from: `{{> name}}` and `{{< name}}` ask the loader for the
/// source of `name`.
public protocol TemplateLoader: Sendable {
  /// The template's source, or nil when there is no template of that name.
  func templateSource(named name: String) -> String?

  /// Where the template of that name is, for error messages (`Templates/Reducer.swift.mustache`);
  /// nil when it has no place of its own, and errors name it by its name.
  func templateLocation(named name: String) -> String?
}

extension TemplateLoader {
  public func templateLocation(named name: String) -> String? { nil }
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

  /// The location of the layer whose template wins.
  public func templateLocation(named name: String) -> String? {
    for layer in layers where layer.templateSource(named: name) != nil {
      return layer.templateLocation(named: name)
    }
    return nil
  }
}
