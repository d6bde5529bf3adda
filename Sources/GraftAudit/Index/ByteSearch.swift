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
    return text.withUTF8 { text in
      word.withUTF8 { word in
        guard word.count <= text.count else { return false }
        if word.isEmpty { return true }
        let first = word[0]
        var start = 0
        while start <= text.count - word.count {
          if text[start] == first {
            var matched = 1
            while matched < word.count, text[start + matched] == word[matched] { matched += 1 }
            if matched == word.count { return true }
          }
          start += 1
        }
        return false
      }
    }
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
    guard let first = pattern.first, pattern.count <= count else { return pattern.isEmpty ? Swift.min(from, count) : nil }
    return withUnsafeBufferPointer { bytes in
      pattern.withUnsafeBufferPointer { pattern in
        var start = Swift.max(from, 0)
        let last = bytes.count - pattern.count
        while start <= last {
          if bytes[start] == first {
            var matched = 1
            while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return start }
          }
          start += 1
        }
        return nil
      }
    }
  }
}
