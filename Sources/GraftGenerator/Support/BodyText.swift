/// A body's text without its braces, its common indentation removed.
enum BodyText {
  /// Worked on UTF-8 bytes: every method body of every view model passes through here, and the
  /// characters it looks at (braces, blanks, line breaks) are single bytes.
  static func inner(_ body: String) -> String {
    var text = Array(body.utf8)[...]
    if text.first == UInt8(ascii: "{") { text = text.dropFirst() }
    if text.last == UInt8(ascii: "}") { text = text.dropLast() }
    return dedented(text)
  }

  /// Statements as written, without blank lines around them and without the margin they share:
  /// what `inner` gives a body once its braces are gone.
  static func dedented(_ statements: String) -> String {
    dedented(Array(statements.utf8)[...])
  }

  private static func dedented(_ text: ArraySlice<UInt8>) -> String {
    var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
    while let first = lines.first, isBlank(first) { lines.removeFirst() }
    while let last = lines.last, isBlank(last) { lines.removeLast() }
    let margin = lines.lazy.filter { !isBlank($0) }.map { $0.prefix(while: isIndentation).count }.min() ?? 0
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    for (index, line) in lines.enumerated() {
      if index > 0 { result.append(0x0A) }
      // Trailing blanks go too: the body is quoted in a comment, where they would be noise.
      guard let last = line.lastIndex(where: { !isBlank($0) }) else { continue }
      result += line[line.startIndex.advanced(by: margin)...last]
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isIndentation(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

  private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy(isBlank) }
}
