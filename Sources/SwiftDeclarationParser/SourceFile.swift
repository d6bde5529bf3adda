/// A parsed Swift source file: its declarations, what was wrong with it, and its bytes, so
/// that later stages can read a body by its span without reading the file again.
public struct SourceFile: Sendable {
  /// The path as given, used in diagnostics.
  public var path: String
  /// Lexical and syntax problems, in source order. The parser recovers from each, so
  /// `declarations` holds everything that could be read.
  public var diagnostics: [Diagnostic]
  let tree: SyntaxTree

  /// The top-level declarations, in source order.
  public var declarations: [Declaration] {
    tree.topLevel.map { Declaration(tree: tree, index: Int($0)) }
  }

  public var bytes: [UInt8] { tree.bytes }

  /// Parses `bytes`, which should be UTF-8; invalid sequences are reported, not fatal.
  public init(path: String, bytes: [UInt8]) {
    self.init(path: path, bytes: bytes, matchedBrackets: .none)
  }

  /// Parses `bytes` that a caller has lexed already: the groups it matched are jumped over, not
  /// scanned again. The result is the same as `init(path:bytes:)`'s.
  public init(path: String, bytes: [UInt8], matchedBrackets: BracketMatches) {
    self.path = path
    let (tree, pending) = Self.parse(bytes, matchedBrackets)
    self.tree = tree
    diagnostics = pending
      .map { Diagnostic(path: path, location: tree.lines.location(of: $0.offset), severity: $0.severity, message: $0.message) }
      .sorted { $0.location < $1.location }
  }

  private static func parse(_ bytes: [UInt8], _ matches: BracketMatches) -> (SyntaxTree, [PendingDiagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      let (lines, invalidUTF8) = SourceScan.scan(buffer)
      let (parser, topLevel) = matches.openers.withUnsafeBufferPointer { openers in
        matches.closers.withUnsafeBufferPointer { closers -> (DeclarationParser, [UInt32]) in
          var parser = DeclarationParser(buffer, lines: lines, matchedGroups: MatchedGroups(openers: openers, closers: closers))
          let topLevel = parser.parseFile()
          // The buffers are valid only in here: none of them leaves with the parser.
          parser.lexer.matchedGroups = MatchedGroups()
          return (parser, topLevel)
        }
      }
      // Exact capacities: growth by doubling leaves up to half of each array unused, and a
      // tree lives as long as its file is needed.
      let tree = SyntaxTree(
        bytes: bytes, lines: lines.compacted(), nodes: parser.nodes.compacted(),
        headerItems: parser.headerItems.compacted(), parameters: parser.parameters.compacted(),
        accessors: parser.accessors.compacted(), children: parser.children.compacted(),
        conditionSets: parser.conditionSets, topLevel: topLevel)
      return (tree, invalidUTF8 + parser.diagnostics)
    }
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The source text of `range`, decoded leniently.
  public func text(of range: SourceRange) -> String {
    let bytes = tree.bytes
    let start = max(0, min(range.startOffset, bytes.count))
    let end = max(start, min(range.endOffset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

extension Array {
  /// A copy whose capacity is its count (or the allocator's size just above it). Allocated
  /// through `reserveCapacity`, which is specialized for `Element`: the standard library's
  /// uninitialized-capacity initializer looks the storage's class up at run time on each call.
  func compacted() -> [Element] {
    guard capacity > count else { return self }
    var copy: [Element] = []
    copy.reserveCapacity(count)
    copy.append(contentsOf: self)
    return copy
  }
}
