/// A body's text without its braces, its common indentation removed.
enum BodyText {
  static func inner(_ body: String) -> String {
    var text = Substring(body)
    if text.hasPrefix("{") { text = text.dropFirst() }
    if text.hasSuffix("}") { text = text.dropLast() }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.trimmed().isEmpty { lines.removeFirst() }
    while let last = lines.last, last.trimmed().isEmpty { lines.removeLast() }
    let margin = lines.filter { !$0.trimmed().isEmpty }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    // Trailing blanks go too: the body is quoted in a comment, where they would be noise.
    return lines.map { line in
      guard let last = line.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
      return String(line[...last].dropFirst(margin))
    }.joined(separator: "\n")
  }
}
