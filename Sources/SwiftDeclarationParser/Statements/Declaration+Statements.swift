extension Declaration {
  /// The statements of its body (a function's, an initializer's); nil when it has none. Read
  /// when asked, not when the file is parsed: only the bodies a stage needs are read.
  public var statements: [Statement]? {
    guard let body else { return nil }
    // The body's span holds its braces.
    return StatementReader.statements(of: tree.bytes, in: (body.startOffset + 1)..<max(body.startOffset + 1, body.endOffset - 1))
  }

  /// The statements of a computed property's getter (`var x: Int { a + b }`, or its `get`);
  /// nil when it has none.
  public var getterStatements: [Statement]? { statements(ofAccessor: "get") }

  /// The statements of an accessor (`get`, `didSet`…); nil when it has none.
  public func statements(ofAccessor kind: String) -> [Statement]? {
    guard let body = accessors.first(where: { $0.kind == kind })?.body else { return nil }
    return StatementReader.statements(of: tree.bytes, in: (body.startOffset + 1)..<max(body.startOffset + 1, body.endOffset - 1))
  }

  /// Whether `other` is declared in the same file: the statements of one are read with the
  /// other's text.
  public func isInSameFile(as other: Declaration) -> Bool { tree === other.tree }

  /// The source text of `range`, a span of bytes of its file (a statement's or an expression's).
  public func sourceText(_ range: Range<Int>) -> String {
    let bytes = tree.bytes
    let clamped = min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)
    return String(decoding: bytes[clamped], as: UTF8.self)
  }

  /// Where the byte at `offset` of its file is.
  public func location(ofByte offset: Int) -> SourceLocation { tree.lines.location(of: offset) }
}

/// Reads the statements of a span of Swift source.
public enum StatementReader {
  /// The statements of `range` of `bytes`, a body without its braces.
  public static func statements(of bytes: [UInt8], in range: Range<Int>) -> [Statement] {
    let tokens = SourceFile.withTokens(of: bytes, inBytes: range) { tokens, _ in Array(tokens) }
    var parser = StatementParser(tokens: BodyTokens(tokens: tokens, bytes: bytes))
    var statements = parser.statements()
    // A `}` that closes nothing ends the reading early: the rest is one unsupported statement.
    if parser.position < parser.tokens.count {
      let start = parser.tokens.start(parser.position)
      statements.append(Statement(.unsupported("unbalanced braces"), range: start..<range.upperBound))
    }
    return statements
  }

  /// The statements of `text`, a body without its braces, for tests and tools.
  public static func statements(of text: String) -> [Statement] {
    let bytes = Array(text.utf8)
    return statements(of: bytes, in: 0..<bytes.count)
  }
}
