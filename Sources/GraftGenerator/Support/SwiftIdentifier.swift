/// Swift's rule for a plain identifier (no backticks), for names that come from annotations,
/// `graft.json` and folder names before Graft writes them into code.
enum SwiftIdentifier {
  static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }

  /// Whether Swift text names `name` as a whole word, not as another value's member
  /// (`name`, `name.count`, but not `other.name` or `rename`).
  static func isMentioned(_ name: String, in text: String) -> Bool {
    var searched = text[...]
    while let found = searched.range(of: name) {
      let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
      let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
      if !isWord(before) && before != "." && !isWord(after) { return true }
      searched = text[found.upperBound...]
    }
    return false
  }
}
