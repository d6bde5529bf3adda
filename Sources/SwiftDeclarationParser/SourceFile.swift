/// A parsed Swift source file: its declarations, what was wrong with it, and its bytes, so
/// that later stages can read a body by its span without reading the file again.
public struct SourceFile: Sendable {
  /// The path as given, used in diagnostics.
  public var path: String
  public var declarations: [Declaration]
  /// Lexical and syntax problems, in source order. The parser recovers from each, so
  /// `declarations` holds everything that could be read.
  public var diagnostics: [Diagnostic]
  public var bytes: [UInt8]

  /// Parses `bytes`, which should be UTF-8; invalid sequences are reported, not fatal.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    let result = bytes.withUnsafeBufferPointer { buffer in
      let (lines, invalidUTF8) = SourceScan.scan(buffer)
      var pending = invalidUTF8
      var parser = DeclarationParser(buffer, lines: lines)
      let declarations = parser.parseFile()
      pending += parser.diagnostics
      return (declarations, pending.map { lines.location(of: $0.offset) }, pending)
    }
    declarations = result.0
    diagnostics = zip(result.1, result.2)
      .map { Diagnostic(path: path, location: $0, severity: $1.severity, message: $1.message) }
      .sorted { $0.location < $1.location }
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The source text of `range`, decoded leniently.
  public func text(of range: SourceRange) -> String {
    let start = max(0, min(range.startOffset, bytes.count))
    let end = max(start, min(range.endOffset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

