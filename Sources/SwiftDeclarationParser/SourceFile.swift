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
      let lines = LineTable(buffer)
      var pending = UTF8Validation.invalidSequences(in: buffer)
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

/// Finds byte sequences that are not well-formed UTF-8.
enum UTF8Validation {
  /// At most this many are reported per file; one is enough to know the file is damaged.
  static let reportLimit = 20

  static func invalidSequences(in bytes: UnsafeBufferPointer<UInt8>) -> [PendingDiagnostic] {
    var found: [PendingDiagnostic] = []
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var minimumSecond: UInt8 = 0x80
      var maximumSecond: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; minimumSecond = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; maximumSecond = 0x9F
      case 0xF0: length = 4; minimumSecond = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; maximumSecond = 0x8F
      default: length = 0
      }
      var valid = length > 0 && index + length <= count
      if valid {
        let second = bytes[index + 1]
        valid = second >= minimumSecond && second <= maximumSecond
        var continuation = 2
        while valid && continuation < length {
          valid = bytes[index + continuation] & 0xC0 == 0x80
          continuation += 1
        }
      }
      if valid {
        index += length
      } else {
        if found.count < reportLimit {
          found.append(PendingDiagnostic(offset: index, severity: .error, message: "invalid UTF-8 found in source file"))
        }
        index += 1
      }
    }
    return found
  }
}
