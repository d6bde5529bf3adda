import GraftSupport
import SwiftDeclarationParser

/// Where files mention some names as whole words (`fetchPage`, not `fetchPages` nor a
/// `.fetchPage` of a longer word): one pass over each file's bytes, whatever the number of
/// names, each word hashed as it is read and compared only where its hash is a name's.
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
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        guard isWordByte(buffer[index]) else {
          index += 1
          continue
        }
        let start = index
        while index < buffer.count, isWordByte(buffer[index]) { index += 1 }
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
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
    var hash = FNV1a()
    hash.add(UnsafeBufferPointer(rebasing: bytes))
    return hash.value
  }
}
