extension String {
  /// Whether `byte` occurs in the string's UTF-8, read from its contiguous bytes.
  func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { $0.contains(byte) }
  }

  /// Whether `word` occurs in the string, compared byte by byte. With Foundation imported
  /// anywhere in the module, `contains` on a String is Foundation's search, a thousand times the
  /// cost of this one for the short names the audit looks into.
  func containsBytes(_ word: String) -> Bool {
    var text = self
    var word = word
    return text.withUTF8 { text in word.withUTF8 { word in ByteSearch.firstIndex(of: word, in: text, from: 0) != nil } }
  }
}

/// Searching bytes for bytes, compared one by one.
enum ByteSearch {
  /// Where `pattern` first occurs in `bytes` at or after `from`; an empty pattern occurs at `from`.
  static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let start = max(from, 0)
    guard let first = pattern.first else { return min(start, bytes.count) }
    guard pattern.count <= bytes.count else { return nil }
    var candidate = start
    while candidate <= bytes.count - pattern.count {
      if bytes[candidate] == first {
        var matched = 1
        while matched < pattern.count, bytes[candidate + matched] == pattern[matched] { matched += 1 }
        if matched == pattern.count { return candidate }
      }
      candidate += 1
    }
    return nil
  }
}

extension BidirectionalCollection where Element: Equatable {
  /// Whether the collection's last elements are `suffix`'s.
  func ends<Suffix: BidirectionalCollection>(with suffix: Suffix) -> Bool where Suffix.Element == Element {
    var mine = endIndex
    var theirs = suffix.endIndex
    while theirs > suffix.startIndex {
      guard mine > startIndex else { return false }
      formIndex(before: &mine)
      suffix.formIndex(before: &theirs)
      guard self[mine] == suffix[theirs] else { return false }
    }
    return true
  }
}

extension [UInt8] {
  /// Where `pattern` first occurs at or after `from`, compared byte by byte: Foundation's
  /// `firstRange(of:)` on a slice costs many times this for the project files the audit reads.
  func firstIndex(ofBytes pattern: [UInt8], from: Int = 0) -> Int? {
    withUnsafeBufferPointer { bytes in pattern.withUnsafeBufferPointer { ByteSearch.firstIndex(of: $0, in: bytes, from: from) } }
  }
}
