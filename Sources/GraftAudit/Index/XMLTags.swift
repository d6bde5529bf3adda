/// The start and end tags of an XML document, in order, with their attributes: as much XML as
/// a storyboard needs read, and no more (no namespaces, no DTD). Comments, processing
/// instructions and CDATA are skipped; a tag cut short by the end of the file is dropped.
enum XMLTags {
  struct Tag {
    var name: String
    /// `</scene>`; a self-closing `<segue … />` is a start tag.
    var isClosing: Bool
    var attributes: [String: String]
    /// Where its `<` is.
    var offset: Int
  }

  static func forEach(in bytes: [UInt8], _ body: (Tag) -> Void) {
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < count else { return }
      switch bytes[index] {
      case UInt8(ascii: "!"):
        // `<!-- … -->`, `<![CDATA[ … ]]>`, `<!DOCTYPE …>`.
        // The terminator is looked for after the opening: `<!-->` opens a comment, never closes one.
        if bytes[index...].starts(with: "!--".utf8) {
          index = end(of: Array("-->".utf8), in: bytes, from: index + 3)
        } else if bytes[index...].starts(with: "![CDATA[".utf8) {
          index = end(of: Array("]]>".utf8), in: bytes, from: index + 8)
        } else {
          index = end(of: Array(">".utf8), in: bytes, from: index)
        }
        continue
      case UInt8(ascii: "?"):
        index = end(of: Array("?>".utf8), in: bytes, from: index)
        continue
      default:
        break
      }
      let isClosing = bytes[index] == UInt8(ascii: "/")
      if isClosing { index += 1 }
      let nameStart = index
      while index < count, isNameByte(bytes[index]) { index += 1 }
      guard index > nameStart else { continue }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      var attributes: [String: String] = [:]
      // Attributes up to `>`; a quoted `>` belongs to its value.
      while index < count, bytes[index] != UInt8(ascii: ">") {
        guard isNameByte(bytes[index]) else {
          index += 1
          continue
        }
        let keyStart = index
        while index < count, isNameByte(bytes[index]) { index += 1 }
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        while index < count, bytes[index] == UInt8(ascii: "=") || isSpace(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while index < count, bytes[index] != quote { index += 1 }
        attributes[key] = decodedEntities(bytes[valueStart..<min(index, count)])
        index += 1
      }
      guard index < count else { return }
      index += 1
      body(Tag(name: name, isClosing: isClosing, attributes: attributes, offset: start))
    }
  }

  /// Past the first `terminator` at or after `index`; the end when there is none.
  private static func end(of terminator: [UInt8], in bytes: [UInt8], from index: Int) -> Int {
    var cursor = index
    while cursor + terminator.count <= bytes.count {
      if bytes[cursor] == terminator[0], bytes[cursor..<cursor + terminator.count].elementsEqual(terminator) {
        return cursor + terminator.count
      }
      cursor += 1
    }
    return bytes.count
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
  }

  /// An attribute's value with XML's five named entities and numeric ones decoded.
  private static func decodedEntities(_ value: ArraySlice<UInt8>) -> String {
    let text = String(decoding: value, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      // An entity is short: its `;` is looked for within a few characters, never to the end.
      guard let semicolon = rest[ampersand...].prefix(12).firstIndex(of: ";") else {
        result += "&"
        rest = rest[rest.index(after: ampersand)...]
        continue
      }
      let entity = rest[rest.index(after: ampersand)..<semicolon]
      switch entity {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        let scalar = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
        if let scalar, let character = Unicode.Scalar(scalar) { result.unicodeScalars.append(character) } else { result += "&\(entity);" }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}
