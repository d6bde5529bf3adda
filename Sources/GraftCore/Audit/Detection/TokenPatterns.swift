import SwiftDeclarationParser

/// Reading patterns out of a member's tokens, shared by the audit's detectors: call arguments,
/// assignments, member chains, string keys, notification and type names.
enum TokenPatterns {
  static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

  /// The tokens of argument `label:` of the call whose `(` is at `open`, joined.
  static func argument(in tokens: [SourceToken], call open: Int, labels: Set<String>) -> String? {
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
      if token.text == ")" || token.text == "]" || token.text == "}" {
        depth -= 1
        if depth == 0 { return nil }
      }
      if depth == 1, labels.contains(token.text), index + 1 < tokens.count, tokens[index + 1].text == ":" {
        var value: [String] = []
        var inner = 0
        var cursor = index + 2
        while cursor < tokens.count {
          let text = tokens[cursor].text
          if inner == 0, text == "," || text == ")" { break }
          if text == "(" || text == "[" { inner += 1 }
          if text == ")" || text == "]" { inner -= 1 }
          value.append(text)
          cursor += 1
        }
        return value.joined()
      }
      index += 1
    }
    return nil
  }

  static func firstString(in tokens: [SourceToken], call open: Int) -> String? {
    var index = open + 1
    while index < tokens.count, tokens[index].text != ")" {
      if tokens[index].kind == .string { return tokens[index].text }
      index += 1
    }
    return nil
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

  /// `ChildViewModel` for `ChildViewModel?`, `weak var`'s `ChildViewModel!`, `Optional<ChildViewModel>`.
  static func bareTypeName(_ type: String) -> String {
    var text = Substring(type)
    if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
    while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
    return String(text)
  }

  /// The names of the chain that ends at `last` (`self?.session.user` → `self`, `session`,
  /// `user`), read backwards over `.`, `?.` and `!.`, with the index of its first token.
  static func chain(endingAt last: Int, in tokens: [SourceToken]) -> (names: [String], start: Int)? {
    guard tokens.indices.contains(last), tokens[last].kind == .identifier else { return nil }
    var names = [tokens[last].text]
    var start = last
    while start >= 2, tokens[start - 1].text == "." {
      var before = start - 2
      if tokens[before].text == "?" || tokens[before].text == "!" { before -= 1 }
      guard before >= 0, tokens[before].kind == .identifier else { break }
      names.insert(tokens[before].text, at: 0)
      start = before
    }
    return (names, start)
  }
}
