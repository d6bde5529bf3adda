import GraftSupport
import SwiftDeclarationParser

/// Where files mention some names as whole words in their code (`fetchPage`, not `fetchPages`),
/// string literals included (an interpolation is code), comments not: one pass over each file's
/// bytes, whatever the number of names, each word hashed as it is read and compared only where
/// its hash is a name's.
struct WordMentions {
  /// Each name's mentions: the path, and the offset of the word's first byte.
  private var mentions: [String: [(path: String, offset: Int)]] = [:]

  init(of names: Set<String>, in files: [SourceFile]) {
    var byHash: [UInt64: [[UInt8]]] = [:]
    for name in names where !name.isEmpty {
      var hash = FNV1a()
      hash.add(Array(name.utf8))
      byHash[hash.value, default: []].append(Array(name.utf8))
    }
    let table = byHash
    let found = files.concurrentMap { file in Self.words(in: file.bytes, matching: table).map { (name: $0.name, path: file.path, offset: $0.offset) } }
    for mention in found.joined() { mentions[mention.name, default: []].append((mention.path, mention.offset)) }
  }

  /// Whether a mention of `name` satisfies `condition`.
  func contains(_ name: String, where condition: (_ path: String, _ offset: Int) -> Bool) -> Bool {
    mentions[name]?.contains { condition($0.path, $0.offset) } ?? false
  }

  private static func words(in bytes: [UInt8], matching names: [UInt64: [[UInt8]]]) -> [(name: String, offset: Int)] {
    var found: [(name: String, offset: Int)] = []
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    let newline = UInt8(ascii: "\n")
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var index = 0
      // Inside a string literal, and whether it is a multi-line one: its words count (an
      // interpolation is code), and `//` in it starts no comment.
      var inString = false
      var isMultiline = false
      while index < count {
        let byte = buffer[index]
        if !inString, byte == slash, index + 1 < count, buffer[index + 1] == slash {
          // A comment names nothing the code calls: a TODO quoting a body, a file's header.
          while index < count, buffer[index] != newline { index += 1 }
          continue
        }
        if !inString, byte == slash, index + 1 < count, buffer[index + 1] == star {
          var depth = 0
          while index < count {
            if buffer[index] == slash, index + 1 < count, buffer[index + 1] == star {
              depth += 1
              index += 2
            } else if buffer[index] == star, index + 1 < count, buffer[index + 1] == slash {
              depth -= 1
              index += 2
              if depth == 0 { break }
            } else {
              index += 1
            }
          }
          continue
        }
        if byte == backslash, inString {
          index += 2
          continue
        }
        if byte == quote {
          let isTriple = index + 2 < count && buffer[index + 1] == quote && buffer[index + 2] == quote
          if !inString {
            inString = true
            isMultiline = isTriple
          } else if isMultiline == isTriple {
            inString = false
          }
          index += isTriple ? 3 : 1
          continue
        }
        guard isWordByte(byte) else {
          index += 1
          continue
        }
        let start = index
        while index < count, isWordByte(buffer[index]) { index += 1 }
        // A word that starts with a digit is a number's tail, not a name.
        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[start]) else { continue }
        let word = buffer[start..<index]
        guard let candidates = names[hash(word)], let name = candidates.first(where: { $0.elementsEqual(word) }) else { continue }
        found.append((String(decoding: name, as: UTF8.self), start))
      }
    }
    return found
  }

  /// Letters, digits, `_`, and every byte of a non-ASCII character (which Swift's names may hold).
  @inline(__always)
  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
    var hash = FNV1a()
    hash.add(UnsafeBufferPointer(rebasing: bytes))
    return hash.value
  }
}
