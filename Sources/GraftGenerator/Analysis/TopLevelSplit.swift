/// Splitting Swift text at a separator that stands outside brackets and string literals:
/// `Result<A, B>, (Int) -> Void` has two parts, split at the second comma.
enum TopLevelSplit {
  static func split(_ text: some StringProtocol, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var previous: Character = " "
    for character in text {
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString {
        if "([{<".contains(character) { depth += 1 }
        // The `>` of `->` closes nothing.
        if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
        if character == separator, depth == 0 {
          parts.append(current)
          current = ""
          previous = character
          continue
        }
      }
      current.append(character)
      previous = character
    }
    parts.append(current)
    return parts
  }

  /// The generic arguments of `name<…>` written whole (`Result<Note, any Error>` →
  /// `["Note", "any Error"]`), trimmed; nil for a type of another name.
  static func genericArguments(of type: some StringProtocol, named name: String) -> [String]? {
    let text = String(type).trimmed()
    guard text.hasPrefix(name + "<"), text.hasSuffix(">") else { return nil }
    return split(text.dropFirst(name.count + 1).dropLast(), on: ",").map { $0.trimmed() }
  }

  /// The index of the `)` that closes the `(` `text` starts with, or nil.
  static func matchingParenthesis(_ text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
