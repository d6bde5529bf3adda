extension StringProtocol {
  /// Without the spaces, tabs and line breaks at either end.
  public func trimmed() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }

  /// On one line: each line break, with the spaces around it, made one space. A message that
  /// quotes code spanning lines stays inside the `//` comment it is written into.
  public func onOneLine() -> String {
    var result = ""
    var pendingBreak = false
    for character in self {
      if character == "\n" || character == "\r" || character == "\u{2028}" || character == "\u{2029}" || character == "\r\n" {
        pendingBreak = true
        while result.last == " " || result.last == "\t" { result.removeLast() }
      } else if pendingBreak, character == " " || character == "\t" {
        continue
      } else {
        if pendingBreak, !result.isEmpty { result.append(" ") }
        pendingBreak = false
        result.append(character)
      }
    }
    return result
  }
}
