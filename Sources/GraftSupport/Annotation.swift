import SwiftDeclarationParser

/// A `// graft: …` comment: its words, each `key` or `key=value`, with the position of each so
/// that a problem is reported exactly where it was written.
public struct Annotation: Hashable, Sendable {
  public struct Word: Hashable, Sendable {
    public var key: String
    public var value: String?
    public var location: SourceLocation
  }

  public var words: [Word]
  /// Where `graft:` is.
  public var location: SourceLocation

  /// The annotation in a comment, or nil when the comment is not one.
  ///
  /// Positions are byte columns, as swiftc counts them.
  public init?(_ comment: Comment) {
    guard comment.kind == .line || comment.kind == .docLine else { return nil }
    let bytes = Array(comment.text.utf8)
    var index = comment.kind == .docLine ? 3 : 2
    func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
    skipSpaces()
    let marker = Array("graft:".utf8)
    guard bytes.count >= index + marker.count, Array(bytes[index..<index + marker.count]) == marker else { return nil }
    let start = comment.range.start
    location = SourceLocation(line: start.line, column: start.column + index)
    index += marker.count
    words = []
    while true {
      skipSpaces()
      guard index < bytes.count else { break }
      let wordStart = index
      // A value may be a type with spaces inside its brackets: `type=[String: Int]`.
      var depth = 0
      while index < bytes.count, depth > 0 || (bytes[index] != 0x20 && bytes[index] != 0x09) {
        switch bytes[index] {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: ")"): depth = max(0, depth - 1)
        case UInt8(ascii: ">") where index > 0 && bytes[index - 1] != UInt8(ascii: "-"): depth = max(0, depth - 1)
        default: break
        }
        index += 1
      }
      let text = String(decoding: bytes[wordStart..<index], as: UTF8.self)
      let location = SourceLocation(line: start.line, column: start.column + wordStart)
      if let equals = text.firstIndex(of: "=") {
        words.append(Word(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]), location: location))
      } else {
        words.append(Word(key: text, value: nil, location: location))
      }
    }
  }
}

extension Annotation {
  /// Whether these annotations mark a feature: any annotation that says `feature`.
  public static func marksFeature(_ annotations: [Annotation]) -> Bool {
    annotations.contains { $0.words.contains { $0.key == "feature" } }
  }
}

extension Declaration {
  /// The `// graft:` annotations directly above this declaration.
  public var annotations: [Annotation] { comments.compactMap(Annotation.init) }
}
