/// The classes an Objective-C header or implementation declares: `@interface
/// ProfileViewController : UIViewController`, with its superclass. Categories and class
/// extensions (`@interface ProfileViewController ()`) declare none. Only the names are read:
/// the audit does not read Objective-C code, so a screen made of such a class is never called a
/// leaf (`AuditScreen.isObjectiveC`).
enum ObjectiveCInterfaces {
  struct Interface: Equatable {
    var name: String
    var superclass: String
    var line: Int
    var column: Int
  }

  /// Whether the audit reads a file as Objective-C: a header or an implementation.
  static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".h") || path.hasSuffix(".m") }

  private static let keyword = Array("@interface".utf8)

  /// The interfaces in `bytes`, in order. A line-oriented scan: `@interface` first on its line
  /// (after blanks), then the class name, then `:` and the superclass.
  static func interfaces(in bytes: [UInt8]) -> [Interface] {
    var found: [Interface] = []
    var line = 1
    var lineStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "@"), bytes[lineStart..<index].allSatisfy(isBlank), hasKeyword(at: index, in: bytes) else {
        index += 1
        continue
      }
      let column = index - lineStart + 1
      var cursor = skipBlanks(from: index + keyword.count, in: bytes)
      let name = identifier(at: &cursor, in: bytes)
      cursor = skipBlanks(from: cursor, in: bytes)
      if !name.isEmpty, cursor < count, bytes[cursor] == UInt8(ascii: ":") {
        cursor = skipBlanks(from: cursor + 1, in: bytes)
        let superclass = identifier(at: &cursor, in: bytes)
        if !superclass.isEmpty { found.append(Interface(name: name, superclass: superclass, line: line, column: column)) }
      }
      index += keyword.count
    }
    return found
  }

  private static func hasKeyword(at index: Int, in bytes: [UInt8]) -> Bool {
    guard index + keyword.count < bytes.count else { return false }
    for offset in 0..<keyword.count where bytes[index + offset] != keyword[offset] { return false }
    return isBlank(bytes[index + keyword.count])
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  private static func skipBlanks(from start: Int, in bytes: [UInt8]) -> Int {
    var cursor = start
    while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
    return cursor
  }

  private static func identifier(at cursor: inout Int, in bytes: [UInt8]) -> String {
    let start = cursor
    while cursor < bytes.count {
      let byte = bytes[cursor]
      let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || byte == UInt8(ascii: "_") || (isDigit && cursor > start) else { break }
      cursor += 1
    }
    return String(decoding: bytes[start..<cursor], as: UTF8.self)
  }
}
