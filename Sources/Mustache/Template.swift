/// A Mustache template, parsed once and rendered any number of times.
///
/// ```swift
/// let template = try Template(name: "greeting", source: "Hello, {{name}}!")
/// let text = try template.render(["name": "Graft"])
/// ```
public struct Template: Sendable {
  /// Used in error messages: `name:line:column: error: …`.
  public let name: String
  let nodes: [TemplateNode]

  /// Parses `source`, throwing a `MustacheError` at the position of the first problem.
  public init(name: String, source: String) throws {
    self.name = name
    nodes = try TemplateParser.parse(name: name, source: source)
  }

  /// The names of the blocks (`{{$name}}…{{/name}}`) a template inheriting from this one can
  /// override, in order of appearance, nested ones included.
  public var blockNames: [String] {
    var names: [String] = []
    func visit(_ nodes: [TemplateNode]) {
      for node in nodes {
        switch node {
        case let .block(block):
          if !names.contains(block.name) { names.append(block.name) }
          visit(block.defaultNodes ?? [])
        case let .section(_, _, children):
          visit(children)
        default:
          break
        }
      }
    }
    visit(nodes)
    return names
  }

  /// Renders against `context`, loading partials and parents from `partials`.
  public func render(
    _ context: MustacheValue, partials: any TemplateLoader = DictionaryTemplateLoader(),
    options: RenderOptions = RenderOptions()
  ) throws -> String {
    var renderer = Renderer(loader: partials, options: options, templateName: name, context: context)
    var output = ""
    try renderer.render(nodes, into: &output)
    return output
  }
}

public struct RenderOptions: Sendable {
  /// Escape `&`, `<`, `>` and `"` in `{{name}}` tags, as HTML Mustache does. Off by default:
  /// Graft writes Swift, where those characters are code.
  public var escapesHTML: Bool
  /// What a `{{> name}}` with no template of that name does: the specification renders
  /// nothing; code generation wants to hear of it.
  public var missingPartial: MissingPartialBehavior
  /// What a tag does when no context on the stack has its name: the specification renders
  /// nothing; a code generator whose contexts are typed wants to hear of a misspelt key.
  public var missingKey: MissingKeyBehavior

  public enum MissingPartialBehavior: Sendable {
    case renderNothing
    case fail
  }

  public enum MissingKeyBehavior: Sendable {
    case renderNothing
    /// A `MustacheError` at the tag. A key whose value is null is not missing.
    case fail
  }

  public init(escapesHTML: Bool = false, missingPartial: MissingPartialBehavior = .fail, missingKey: MissingKeyBehavior = .renderNothing) {
    self.escapesHTML = escapesHTML
    self.missingPartial = missingPartial
    self.missingKey = missingKey
  }

  /// The behaviour the official specification tests.
  public static let specification = RenderOptions(escapesHTML: true, missingPartial: .renderNothing)

  /// For code generation from typed contexts: every name a template uses must exist.
  public static let strict = RenderOptions(missingPartial: .fail, missingKey: .fail)
}
