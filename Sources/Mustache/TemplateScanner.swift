/// Finds the tags of a template and decides which stand alone on their line, since a standalone
/// tag takes its line's indentation and line break with it.
struct TemplateScanner {
  struct Tag {
    enum Kind {
      case variable, unescaped, section, inverted, close, comment, partial, delimiters, block, parent

      /// Tags that vanish with their line when alone on it.
      var canStandAlone: Bool {
        switch self {
        case .variable, .unescaped: false
        default: true
        }
      }
    }

    var kind: Kind
    var content: String
    var start: Int
    var end: Int
    /// The span the tag removes from the output: the tag, or its whole line when standalone.
    var removedStart: Int
    var removedEnd: Int
    var isStandalone = false
    /// The delimiters in force after this tag.
    var delimiters: Delimiters
  }

  let name: String
  let source: [UInt8]
  /// The offset where each line starts, for positions in errors.
  let lineStarts: [Int]

  init(name: String, source: String) {
    self.name = name
    self.source = Array(source.utf8)
    var lineStarts = [0]
    for (index, byte) in self.source.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    self.lineStarts = lineStarts
  }

  /// The 1-based line and byte column of `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  func error(_ message: String, at offset: Int) -> MustacheError {
    let (line, column) = location(of: min(offset, source.count))
    return MustacheError(templateName: name, line: line, column: column, message: message)
  }

  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: source[start..<max(start, end)], as: UTF8.self)
  }

  func scan(startingWith initial: Delimiters = .standard) throws -> [Tag] {
    var tags: [Tag] = []
    var delimiters = initial
    var open = Array(delimiters.open.utf8)
    var close = Array(delimiters.close.utf8)
    var cursor = 0
    while let start = find(open, from: cursor) {
      let contentStart = start + open.count
      var kind = Tag.Kind.variable
      var content: String
      var end: Int
      let first = contentStart < source.count ? source[contentStart] : 0
      if first == UInt8(ascii: "{") {
        guard let closing = find([UInt8(ascii: "}")] + close, from: contentStart + 1) else {
          throw error("unclosed tag: expected '}\(delimiters.close)'", at: start)
        }
        kind = .unescaped
        content = text(contentStart + 1, closing)
        end = closing + 1 + close.count
      } else if first == UInt8(ascii: "=") {
        guard let closing = find([UInt8(ascii: "=")] + close, from: contentStart + 1) else {
          throw error("unclosed delimiter change: expected '=\(delimiters.close)'", at: start)
        }
        kind = .delimiters
        content = text(contentStart + 1, closing)
        end = closing + 1 + close.count
      } else {
        guard let closing = find(close, from: contentStart) else {
          throw error("unclosed tag: expected '\(delimiters.close)'", at: start)
        }
        content = text(contentStart, closing).trimmingWhitespace()
        end = closing + close.count
        if let sigil = content.first, let sigilKind = Self.kinds[sigil] {
          kind = sigilKind
          content = String(content.dropFirst()).trimmingWhitespace()
        }
      }
      content = kind == .comment ? content : content.trimmingWhitespace()
      if kind == .delimiters {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
          throw error("bad delimiter change '\(content)': expected two delimiters without '=' or spaces", at: start)
        }
        delimiters = Delimiters(open: String(parts[0]), close: String(parts[1]))
        open = Array(delimiters.open.utf8)
        close = Array(delimiters.close.utf8)
      } else if content.isEmpty, kind != .comment {
        throw error("empty tag", at: start)
      }
      var tag = Tag(kind: kind, content: content, start: start, end: end, removedStart: start, removedEnd: end, delimiters: delimiters)
      if kind.canStandAlone, whitespaceBefore(start), let lineEnd = whitespaceAfter(end) {
        tag.isStandalone = true
        tag.removedStart = lineStart(of: start)
        tag.removedEnd = lineEnd
      }
      tags.append(tag)
      cursor = end
    }
    return tags
  }

  static let kinds: [Character: Tag.Kind] = [
    "&": .unescaped, "#": .section, "^": .inverted, "/": .close, "!": .comment, ">": .partial,
    "$": .block, "<": .parent,
  ]

  /// The first occurrence of `needle` at or after `start`.
  func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, source.count >= needle.count else { return nil }
    var index = start
    let last = source.count - needle.count
    let first = needle[0]
    while index <= last {
      if source[index] == first {
        var offset = 1
        while offset < needle.count, source[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// Whether only spaces and tabs stand between the line's start and `offset`.
  func whitespaceBefore(_ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0 {
      let byte = source[index]
      if byte == 0x0A { return true }
      if byte != 0x20, byte != 0x09 { return false }
      index -= 1
    }
    return true
  }

  /// When only spaces and tabs follow `offset` up to the line break, the offset after the
  /// break (or the end); nil otherwise.
  func whitespaceAfter(_ offset: Int) -> Int? {
    var index = offset
    while index < source.count {
      let byte = source[index]
      if byte == 0x0A { return index + 1 }
      if byte == 0x0D, index + 1 < source.count, source[index + 1] == 0x0A { return index + 2 }
      if byte != 0x20, byte != 0x09 { return nil }
      index += 1
    }
    return index
  }

  func lineStart(of offset: Int) -> Int {
    var index = offset
    while index > 0, source[index - 1] != 0x0A { index -= 1 }
    return index
  }

  /// The offset of the line break that ends the line, or the end: the line's break kept.
  func lineBreak(at lineEnd: Int) -> Int {
    var index = lineEnd
    if index > 0, source[index - 1] == 0x0A {
      index -= 1
      if index > 0, source[index - 1] == 0x0D { index -= 1 }
    }
    return index
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}
