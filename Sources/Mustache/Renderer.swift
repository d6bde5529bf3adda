/// Renders template nodes against a context stack. Partials, parents and blocks are parsed on
/// first use and kept for the rest of the render.
struct Renderer {
  /// Partials may recurse through data (a tree rendering itself); past this depth the template
  /// recurses without end, and rendering stops with an error instead of exhausting the stack.
  static let maximumDepth = 200

  let loader: any TemplateLoader
  let options: RenderOptions
  /// The template whose nodes are being rendered: the top one, or a partial or parent.
  private var templateName: String
  private var stack: [MustacheValue]
  /// Blocks overridden by the parents being rendered; the outermost definition wins.
  private var overrides: [String: BlockContent] = [:]
  private var parsed: [ParsedKey: [TemplateNode]] = [:]
  private var depth = 0

  private struct ParsedKey: Hashable {
    var source: String
    var indentation: String
    var delimiters: Delimiters
  }

  init(loader: any TemplateLoader, options: RenderOptions, templateName: String, context: MustacheValue) {
    self.loader = loader
    self.options = options
    self.templateName = templateName
    stack = [context]
  }

  mutating func render(_ nodes: [TemplateNode], into output: inout String) throws {
    for node in nodes {
      switch node {
      case let .text(text):
        output += text
      case let .variable(name, escaped):
        let text = try lookup(name).interpolated
        output += escaped && options.escapesHTML ? Self.escapeHTML(text) : text
      case let .section(name, inverted, children):
        let value = try lookup(name)
        if inverted {
          if !value.isTruthy { try render(children, into: &output) }
        } else if case let .array(elements) = value {
          for element in elements {
            stack.append(element)
            try render(children, into: &output)
            stack.removeLast()
          }
        } else if value.isTruthy {
          stack.append(value)
          try render(children, into: &output)
          stack.removeLast()
        }
      case let .partial(reference):
        guard let (source, name) = try source(of: reference) else { continue }
        try renderNested(source, name: name, indentation: reference.indentation ?? "", delimiters: .standard, into: &output)
      case let .block(block):
        if overrides[block.name] == nil, let nodes = block.defaultNodes {
          try render(nodes, into: &output)
          continue
        }
        let content = overrides[block.name] ?? block.content
        try renderNested(
          content.text, name: templateName, indentation: block.indentation ?? "", delimiters: content.delimiters,
          into: &output)
      case let .parent(parent):
        guard let (source, name) = try source(of: parent.reference) else { continue }
        let saved = overrides
        for block in parent.blocks where overrides[block.name] == nil {
          overrides[block.name] = block.content
        }
        defer { overrides = saved }
        try renderNested(
          source, name: name, indentation: parent.reference.indentation ?? "", delimiters: .standard,
          into: &output)
      }
    }
  }

  private mutating func renderNested(
    _ source: String, name: String, indentation: String, delimiters: Delimiters, into output: inout String
  ) throws {
    let key = ParsedKey(source: source, indentation: indentation, delimiters: delimiters)
    let nodes: [TemplateNode]
    if let cached = parsed[key] {
      nodes = cached
    } else {
      nodes = try TemplateParser.parse(name: name, source: Indentation.indent(source, with: indentation), delimiters: delimiters)
      parsed[key] = nodes
    }
    depth += 1
    let enclosing = templateName
    templateName = name
    defer {
      depth -= 1
      templateName = enclosing
    }
    guard depth <= Self.maximumDepth else {
      throw MustacheError(templateName: name, line: 1, column: 1, message: "partials nested more than \(Self.maximumDepth) deep; does '\(name)' include itself?")
    }
    try render(nodes, into: &output)
  }

  /// The source a partial or parent tag names, and the name its errors go by (its location, when
  /// the loader knows one); nil when the name does not resolve and the options say to render
  /// nothing.
  private func source(of reference: PartialReference) throws -> (source: String, name: String)? {
    var name = reference.name
    if reference.isDynamic {
      guard case let .string(resolved) = try lookup(TagName(reference.name, line: reference.line, column: reference.column)) else {
        if options.missingPartial == .renderNothing { return nil }
        throw MustacheError(templateName: templateName, line: reference.line, column: reference.column,
          message: "dynamic partial name '\(reference.name)' does not resolve to a string")
      }
      name = resolved
    }
    if let source = loader.templateSource(named: name) { return (source, loader.templateLocation(named: name) ?? name) }
    if options.missingPartial == .renderNothing { return nil }
    throw MustacheError(templateName: templateName, line: reference.line, column: reference.column, message: "unknown partial '\(name)'")
  }

  /// Resolves a dotted name: its first part down the context stack, the rest inside what it
  /// found. A miss anywhere is null, or an error when the options ask for strictness.
  private func lookup(_ name: TagName) throws -> MustacheValue {
    guard let first = name.components.first else { return stack[stack.count - 1] }
    var index = stack.count - 1
    while index >= 0 {
      if var value = stack[index].value(forKey: first) {
        for component in name.components.dropFirst() {
          guard let inner = value.value(forKey: component) else {
            try missing(name)
            return .null
          }
          value = inner
        }
        return value
      }
      index -= 1
    }
    try missing(name)
    return .null
  }

  private func missing(_ name: TagName) throws {
    guard options.missingKey == .fail else { return }
    throw MustacheError(
      templateName: templateName, line: name.line, column: name.column,
      message: "'\(name.text)' is not a key of the context here; a misspelt name, or one the context does not have")
  }

  static func escapeHTML(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
