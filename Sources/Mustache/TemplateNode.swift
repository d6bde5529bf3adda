/// A parsed template: text and tags, sections holding their children.
indirect enum TemplateNode: Sendable {
  case text(String)
  case variable(TagName, escaped: Bool)
  case section(TagName, inverted: Bool, children: [TemplateNode])
  case partial(PartialReference)
  case block(Block)
  case parent(Parent)

  /// `{{$name}}default{{/name}}`. Kept as text, because its indentation is removed where it is
  /// written and added where it is expanded (the inheritance spec's reindentation).
  struct Block: Sendable {
    var name: String
    var content: BlockContent
    /// Set when the opening tag is standalone: the indentation to expand an override with.
    var indentation: String?
    /// The content as it renders when nothing overrides it, parsed once with the template
    /// rather than on every render; nil when it does not parse (the render reports why).
    var defaultNodes: [TemplateNode]? = nil
  }

  /// `{{<name}}{{$block}}…{{/block}}{{/name}}`: renders `name` with these blocks overridden.
  struct Parent: Sendable {
    var reference: PartialReference
    var blocks: [(name: String, content: BlockContent)]
  }
}

/// A block's text and the delimiters in force where it was written.
struct BlockContent: Sendable, Hashable {
  var text: String
  var delimiters: Delimiters
}

struct Delimiters: Sendable, Hashable {
  var open: String
  var close: String
  static let standard = Delimiters(open: "{{", close: "}}")
}

/// A partial or parent name: fixed, or `*name`, resolved in the context.
struct PartialReference: Sendable {
  var name: String
  var isDynamic: Bool
  /// The whitespace before a standalone tag, added to every line of what it includes.
  var indentation: String?
  var line: Int
  var column: Int
}

/// A dotted name; `.` is the empty path, the current context. With where its tag is, for the
/// error a strict render reports when no context has the name.
struct TagName: Sendable, Hashable {
  var components: [String]
  var line: Int
  var column: Int

  init(_ text: String, line: Int = 0, column: Int = 0) {
    components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    self.line = line
    self.column = column
  }

  var text: String { components.isEmpty ? "." : components.joined(separator: ".") }
}
