/// One Swift declaration as the parser sees it: its header in full, its body only as a span.
///
/// A view into its file's syntax tree: the texts are read out of the source when asked for, so
/// that a parsed file costs little more memory than its bytes. Texts (`type`, `inheritance`…)
/// are the source as written, with line breaks and indentation folded to one space;
/// `initializer` is verbatim, because a multi-line string must survive byte for byte.
public struct Declaration: Hashable, Sendable, Encodable {
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case `var`, `let`
    case function, initializer, deinitializer, `subscript`
    case enumCase
    case `typealias`, `associatedtype`
    case `import`, macro

    /// Declarations that hold members.
    public var isTypeLike: Bool {
      switch self {
      case .class, .struct, .enum, .actor, .protocol, .extension: true
      default: false
      }
    }

    /// Declarations with a parameter list and a return type.
    var isFunctionLike: Bool {
      switch self {
      case .function, .initializer, .subscript, .macro: true
      default: false
      }
    }
  }

  let tree: SyntaxTree
  let index: Int

  init(tree: SyntaxTree, index: Int) {
    self.tree = tree
    self.index = index
  }

  private var node: Node { tree.nodes[index] }

  private func headerItems(_ kind: HeaderItem.Kind) -> [HeaderItem] {
    tree.headerItems[node.header.indices].filter { $0.kind == kind }
  }

  public var kind: Kind { node.kind }

  /// The declared name as written (backticks kept). For an extension, the extended type; for
  /// an import, the module path; for an operator function, the operator.
  public var name: String { tree.foldedText(node.name) ?? "" }

  /// In source order; `private(set)` and `private (set)` are both `private(set)`.
  public var modifiers: [String] {
    headerItems(.modifier).map { (tree.text($0.text) ?? "").filter { !$0.isWhitespace } }
  }

  public var attributes: [Attribute] {
    headerItems(.attribute).map { Attribute(name: tree.text($0.text) ?? "", arguments: tree.text($0.detail)) }
  }

  /// The text between `<` and `>`, without them.
  public var genericParameters: String? { headerItems(.genericParameters).first.flatMap { tree.foldedText($0.text) } }

  /// The text after `where`, without it.
  public var whereClause: String? { headerItems(.whereClause).first.flatMap { tree.foldedText($0.text) } }

  public var inheritance: [String] { headerItems(.inheritance).compactMap { tree.foldedText($0.text) } }

  /// A property's type annotation, a typealias's or associated type's type.
  public var type: String? { kind.isFunctionLike ? nil : tree.foldedText(node.typeText) }

  /// The expression after `=`: a property's initial value, an enum case's raw value.
  public var initializer: String? { node.hasBody ? nil : tree.text(node.valueOrBody) }

  public var accessors: [Accessor] {
    tree.accessors[node.accessors.indices].map { accessor in
      Accessor(
        kind: accessor.isImplicit ? "get" : tree.text(accessor.keyword) ?? "",
        isImplicit: accessor.isImplicit,
        parameterName: tree.text(accessor.parameterName),
        modifiers: tree.headerItems[accessor.modifiers.indices].map { item in
          item.kind == .attribute
            ? Attribute(name: tree.text(item.text) ?? "", arguments: tree.text(item.detail)).description
            : tree.text(item.text) ?? ""
        },
        effects: effects(accessor.effects, thrownType: accessor.thrownType),
        body: accessor.body.isPresent ? tree.range(accessor.body) : nil)
    }
  }

  /// The `#if` clauses this declaration sits under, outermost first; empty when it is
  /// unconditional.
  public var conditions: [String] { tree.conditionSets[Int(node.conditionSet)] }

  /// The comments directly above the declaration, and those between its attributes and its
  /// keyword, in order.
  public var comments: [Comment] {
    tree.headerItems[node.header.indices].compactMap { item in
      let kind: Comment.Kind
      switch item.kind {
      case .lineComment: kind = .line
      case .docLineComment: kind = .docLine
      case .blockComment: kind = .block
      case .docBlockComment: kind = .docBlock
      default: return nil
      }
      return Comment(kind: kind, text: tree.text(item.text) ?? "", range: tree.range(item.text))
    }
  }

  /// From the first attribute, modifier or comment-free keyword to the end of the declaration.
  public var range: SourceRange { tree.range(node.range) }

  /// The offsets of `range`, without its lines and columns: for a reader that only needs to
  /// know where the declaration's bytes are, and so need not look its lines up.
  public var byteRange: Range<Int> { Int(node.range.start)..<Int(node.range.end) }

  /// Function, initializer and subscript parameters; an enum case's associated values.
  public var parameters: [Parameter] {
    guard !kind.isTypeLike else { return [] }
    return tree.parameters[node.list.indices].map { parameter in
      var type = tree.foldedText(parameter.type) ?? ""
      if let attributes = tree.foldedText(parameter.attributes) { type = attributes + " " + type }
      return Parameter(
        label: tree.text(parameter.label), name: tree.text(parameter.name), type: type,
        defaultValue: tree.text(parameter.defaultValue))
    }
  }

  public var effects: Effects {
    effects(node.effects, thrownType: headerItems(.thrownType).first?.text ?? .absent)
  }

  private func effects(_ bits: EffectBits, thrownType: Span) -> Effects {
    let throwing: Effects.Throwing
    switch bits.throwing {
    case 1: throwing = .throws
    case 2: throwing = .rethrows
    case 3: throwing = .typed(tree.foldedText(thrownType)?.trimmingSpaces() ?? "")
    default: throwing = .none
    }
    return Effects(isAsync: bits.isAsync, throwing: throwing)
  }

  public var returnType: String? { kind.isFunctionLike ? tree.foldedText(node.typeText) : nil }

  /// The body of a function, initializer or deinitializer, braces included.
  public var body: SourceRange? { node.hasBody && node.valueOrBody.isPresent ? tree.range(node.valueOrBody) : nil }

  /// The body's source text, braces included: a declaration carries its own body, so that a
  /// later stage can quote it without the file.
  public var bodyText: String? { node.hasBody ? tree.text(node.valueOrBody) : nil }

  public var members: [Declaration] {
    guard kind.isTypeLike else { return [] }
    return tree.children[node.list.indices].map { Declaration(tree: tree, index: Int($0)) }
  }

  /// The `#if` conditions joined into one, for people: `DEBUG && !os(macOS)`.
  public var condition: String? {
    let conditions = conditions
    return conditions.isEmpty ? nil : conditions.joined(separator: " && ")
  }

  /// Whether the declaration has `modifier`, compared in place: no array is built.
  public func hasModifier(_ modifier: String) -> Bool {
    tree.headerItems[node.header.indices].contains { $0.kind == .modifier && tree.matches($0.text, modifier, ignoringSpaces: true) }
  }

  /// The first attribute named `name`, found without building the others.
  public func attribute(named name: String) -> Attribute? {
    tree.headerItems[node.header.indices].first { $0.kind == .attribute && tree.matches($0.text, name, ignoringSpaces: false) }
      .map { Attribute(name: name, arguments: tree.text($0.detail)) }
  }

  public static func == (lhs: Declaration, rhs: Declaration) -> Bool {
    lhs.tree === rhs.tree && lhs.index == rhs.index
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(tree))
    hasher.combine(index)
  }

  private enum CodingKeys: String, CodingKey {
    case kind, name, modifiers, attributes, genericParameters, whereClause, inheritance, type, initializer
    case accessors, conditions, comments, range, parameters, effects, returnType, body, members
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(name, forKey: .name)
    try container.encode(modifiers, forKey: .modifiers)
    try container.encode(attributes, forKey: .attributes)
    try container.encodeIfPresent(genericParameters, forKey: .genericParameters)
    try container.encodeIfPresent(whereClause, forKey: .whereClause)
    try container.encode(inheritance, forKey: .inheritance)
    try container.encodeIfPresent(type, forKey: .type)
    try container.encodeIfPresent(initializer, forKey: .initializer)
    try container.encode(accessors, forKey: .accessors)
    try container.encode(conditions, forKey: .conditions)
    try container.encode(comments, forKey: .comments)
    try container.encode(range, forKey: .range)
    try container.encode(parameters, forKey: .parameters)
    try container.encode(effects, forKey: .effects)
    try container.encodeIfPresent(returnType, forKey: .returnType)
    try container.encodeIfPresent(body, forKey: .body)
    try container.encode(members, forKey: .members)
  }
}

/// `@name` or `@name(arguments)`.
public struct Attribute: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Without the `@`; dotted names such as `Foo.Bar` are kept whole.
  public var name: String
  /// The raw text between the parentheses, when there are any.
  public var arguments: String?

  public init(name: String, arguments: String? = nil) {
    self.name = name
    self.arguments = arguments
  }

  public var description: String {
    arguments.map { "@\(name)(\($0))" } ?? "@\(name)"
  }
}

public struct Parameter: Hashable, Sendable, Codable {
  /// The argument label, `_` when written so, nil when the parameter has only one name (then
  /// that name is also the label) or none at all (an enum case's unlabelled value).
  public var label: String?
  /// The parameter's name inside the body, or nil for an unlabelled associated value.
  public var name: String?
  public var type: String
  public var defaultValue: String?

  public init(label: String?, name: String?, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }

  /// The label a call site writes, nil when none (`_`).
  public var argumentLabel: String? {
    if let label { return label == "_" ? nil : label }
    return name == "_" ? nil : name
  }
}

public struct Effects: Hashable, Sendable, Codable {
  public enum Throwing: Hashable, Sendable, Codable {
    case none
    case `throws`
    case `rethrows`
    /// `throws(E)`: the error type's text.
    case typed(String)
  }

  public var isAsync = false
  public var throwing: Throwing = .none

  public init(isAsync: Bool = false, throwing: Throwing = .none) {
    self.isAsync = isAsync
    self.throwing = throwing
  }

  public var isThrowing: Bool { throwing != .none }

  /// As written in a signature: `async throws(ValidationError)`, empty when there are none.
  public var description: String {
    var words: [String] = []
    if isAsync { words.append("async") }
    switch throwing {
    case .none: break
    case .throws: words.append("throws")
    case .rethrows: words.append("rethrows")
    case let .typed(type): words.append("throws(\(type))")
    }
    return words.joined(separator: " ")
  }
}

extension Effects.Throwing {
  /// Encoded as the keyword: `"none"`, `"throws"`, `"rethrows"`, `"throws(E)"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .none: try container.encode("none")
    case .throws: try container.encode("throws")
    case .rethrows: try container.encode("rethrows")
    case let .typed(type): try container.encode("throws(\(type))")
    }
  }

  public init(from decoder: any Decoder) throws {
    let word = try decoder.singleValueContainer().decode(String.self)
    switch word {
    case "none": self = .none
    case "throws": self = .throws
    case "rethrows": self = .rethrows
    default: self = .typed(String(word.dropFirst("throws(".count).dropLast()))
    }
  }
}

/// `get`, `set`, `willSet`, `didSet`…, or the implicit getter of a computed property.
public struct Accessor: Hashable, Sendable, Codable {
  /// The accessor keyword; `get` for an implicit getter.
  public var kind: String
  public var isImplicit: Bool
  /// `newValue`'s or `oldValue`'s custom name, as in `didSet(old)`.
  public var parameterName: String?
  public var modifiers: [String]
  public var effects: Effects
  public var body: SourceRange?

  public init(
    kind: String, isImplicit: Bool = false, parameterName: String? = nil, modifiers: [String] = [],
    effects: Effects = Effects(), body: SourceRange? = nil
  ) {
    self.kind = kind
    self.isImplicit = isImplicit
    self.parameterName = parameterName
    self.modifiers = modifiers
    self.effects = effects
    self.body = body
  }
}

public struct Comment: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case line, docLine, block, docBlock
  }

  public var kind: Kind
  /// The comment as written, markers included.
  public var text: String
  public var range: SourceRange

  public init(kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.text = text
    self.range = range
  }

  /// The text without its `//`, `///`, `/*` or `/**` markers, trimmed.
  public var content: String {
    var body = Substring(text)
    switch kind {
    case .docLine: body = body.dropFirst(3)
    case .line: body = body.dropFirst(2)
    case .docBlock: body = body.dropFirst(3).dropLast(2)
    case .block: body = body.dropFirst(2).dropLast(2)
    }
    return String(body.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
