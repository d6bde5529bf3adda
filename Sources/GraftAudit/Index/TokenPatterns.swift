import GraftSupport

/// Reading patterns out of a file's tokens, shared by the audit's detectors: call arguments,
/// assignments, member chains, string keys, notification names.
enum TokenPatterns {
  static let assignmentOperators: Set<Name> = Set(
    ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=", "&+=", "&-=", "&*=", "&<<=", "&>>="].map { Name($0) })

  /// The tokens of argument `label:` of the call whose `(` is at `open`.
  static func argument(in file: AuditFile, call open: Int, labels: Set<Name>) -> Range<Int>? {
    guard file.name(open) == .openParen, let close = file.partner(open) else { return nil }
    var index = open + 1
    while index < close {
      if file.tokens[index].kind == .punctuation, let partner = file.partner(index), partner > index {
        index = partner + 1
        continue
      }
      if labels.contains(file.name(index)), file.name(index + 1) == .colon, index + 2 <= close,
        index == open + 1 || file.name(index - 1) == .comma
      {
        return (index + 2)..<argumentEnd(in: file, from: index + 2, close: close)
      }
      index += 1
    }
    return nil
  }

  /// The tokens of the call's first argument, labelled or not.
  static func firstArgument(in file: AuditFile, call open: Int) -> Range<Int>? {
    argument(at: 0, in: file, call: open)
  }

  /// The tokens of the call's argument at `position` (0 for the first), without its label.
  static func argument(at position: Int, in file: AuditFile, call open: Int) -> Range<Int>? {
    guard file.name(open) == .openParen, let close = file.partner(open), close > open + 1 else { return nil }
    var start = open + 1
    for _ in 0..<position {
      start = argumentEnd(in: file, from: start, close: close) + 1
      guard start < close else { return nil }
    }
    if file.tokens[start].kind == .identifier, file.name(start + 1) == .colon { start += 2 }
    return start..<argumentEnd(in: file, from: start, close: close)
  }

  /// Where an argument starting at `start` ends: the next `,` at its level, or the call's `)`.
  private static func argumentEnd(in file: AuditFile, from start: Int, close: Int) -> Int {
    var cursor = start
    while cursor < close, file.name(cursor) != .comma {
      if file.tokens[cursor].kind == .punctuation, let partner = file.partner(cursor), partner > cursor {
        cursor = partner + 1
      } else {
        cursor += 1
      }
    }
    return min(cursor, close)
  }

  static func firstString(in file: AuditFile, call open: Int) -> String? {
    guard let close = file.partner(open) else { return nil }
    return (open + 1..<close).first { file.tokens[$0].kind == .string }.map(file.text)
  }

  /// `theme` for `"theme"`; anything else (`Keys.theme`) as written.
  static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmed()
    guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
    return String(trimmed.dropFirst().dropLast())
  }

  /// `userDidLogout` for `.userDidLogout`, `Notification.Name.userDidLogout` or `Notification.Name("userDidLogout")`.
  static func notificationName(_ text: String) -> String {
    var name = Substring(text)
    for prefix in ["NSNotification.Name", "Notification.Name"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
    if name.hasPrefix("("), name.hasSuffix(")") { return unquoted(String(name.dropFirst().dropLast())) }
    if name.hasPrefix(".") { name = name.dropFirst() }
    return String(name)
  }

  /// The names of the chain that ends at `last` (`self?.session.user` → `self`, `session`,
  /// `user`), read backwards over `.`, `?.` and `!.`, no further back than `lowerBound`, with
  /// the index of its first token.
  static func chain(endingAt last: Int, in file: AuditFile, from lowerBound: Int) -> (names: [Int], start: Int)? {
    guard last >= lowerBound, last < file.tokens.count, file.tokens[last].kind == .identifier else { return nil }
    var names = [last]
    var start = last
    while start - 2 >= lowerBound, file.name(start - 1) == .dot {
      var before = start - 2
      if file.name(before) == .question || file.name(before) == .bang { before -= 1 }
      guard before >= lowerBound, file.tokens[before].kind == .identifier else { break }
      names.append(before)
      start = before
    }
    return (names.reversed(), start)
  }

  /// What the code does with the value whose expression ends at `last`: follows `.member`
  /// links, then looks for an assignment or a call. `calls` is the last member called, if any.
  static func effect(in file: AuditFile, after last: Int, upTo end: Int) -> (path: [Int], assignment: Int?, call: Int?) {
    var index = last
    var path: [Int] = []
    while index + 2 < end {
      var next = index + 1
      if file.name(next) == .question || file.name(next) == .bang { next += 1 }
      guard next + 1 < end, file.name(next) == .dot, file.tokens[next + 1].kind == .identifier else { break }
      index = next + 1
      path.append(index)
    }
    guard index + 1 < end else { return (path, nil, nil) }
    let following = file.tokens[index + 1]
    if following.kind == .operator, assignmentOperators.contains(following.name) { return (path, index + 1, nil) }
    if following.name == .openParen, let method = path.last { return (path, nil, method) }
    return (path, nil, nil)
  }
}
