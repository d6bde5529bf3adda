import SwiftDeclarationParser

/// A JSON value that remembers where it was written, so that a configuration error points at
/// the exact line and column. Small on purpose: it reads configuration files, nothing larger.
indirect enum PositionedJSON {
  case string(String, SourceLocation)
  case number(Double, SourceLocation)
  case bool(Bool, SourceLocation)
  case null(SourceLocation)
  case array([PositionedJSON], SourceLocation)
  /// Members in the order written, each key with its own position.
  case object([(key: String, keyLocation: SourceLocation, value: PositionedJSON)], SourceLocation)

  var location: SourceLocation {
    switch self {
    case let .string(_, location), let .number(_, location), let .bool(_, location), let .null(location),
      let .array(_, location), let .object(_, location):
      location
    }
  }

  struct SyntaxError: Error {
    var message: String
    var location: SourceLocation
  }

  static func parse(_ text: String) throws -> PositionedJSON {
    var reader = Reader(bytes: Array(text.utf8))
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: location) }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A:
          index += 1
          line += 1
          lineStart = index
        case 0x20, 0x09, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws -> PositionedJSON {
      guard depth < 64 else { throw error("nested too deeply") }
      skipSpace()
      let start = location
      guard index < bytes.count else { throw error("expected a value, found the end of the file") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, keyLocation: SourceLocation, value: PositionedJSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members, start)
        }
        while true {
          skipSpace()
          let keyLocation = location
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
          index += 1
          members.append((key, keyLocation, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
          throw error("expected ',' or '}'")
        }
      case UInt8(ascii: "["):
        index += 1
        var elements: [PositionedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements, start)
        }
        while true {
          elements.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
          throw error("expected ',' or ']'")
        }
      case UInt8(ascii: "\""):
        return .string(try string(), start)
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        for (word, value) in [("true", PositionedJSON.bool(true, start)), ("false", .bool(false, start)), ("null", .null(start))] {
          let literal = Array(word.utf8)
          if bytes.count >= index + literal.count, Array(bytes[index..<index + literal.count]) == literal {
            index += literal.count
            return value
          }
        }
        throw error("expected a value")
      default:
        let numberStart = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > numberStart, let number = Double(String(decoding: bytes[numberStart..<index], as: UTF8.self)) else {
          index = numberStart
          throw error("expected a value")
        }
        return .number(number, start)
      }
    }

    mutating func string() throws -> String {
      let start = location
      index += 1
      var scalars: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { break }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "r"): scalars.append(0x0D)
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(code)
            else { throw error("bad \\u escape") }
            index += 4
            scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
          default: scalars.append(escaped)
          }
        case 0x0A:
          throw SyntaxError(message: "unterminated string", location: start)
        default:
          scalars.append(byte)
        }
      }
      throw SyntaxError(message: "unterminated string", location: start)
    }
  }
}
