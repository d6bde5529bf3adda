extension StringProtocol {
  /// Without the spaces, tabs and line breaks at either end.
  public func trimmed() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}
