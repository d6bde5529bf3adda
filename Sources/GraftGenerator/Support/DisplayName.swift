/// Swift names as words for people: a control's label, a sample string.
enum DisplayName {
  /// `notificationsOn` → `Notifications on`; an acronym stays one word, as written:
  /// `threadID` → `Thread ID`, `urlString` → `Url string`, `openURLInApp` → `Open URL in app`,
  /// `imageURLs` → `Image URLs`.
  static func title(_ name: String) -> String {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, !current.isEmpty {
        let previousIsUpper = characters[index - 1].isUppercase
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        // `URLs`, `IDs`: an acronym's plural `s` ends it, not a word of its own.
        let nextIsPluralS = nextIsLower && characters[index + 1] == "s" && (index + 2 == characters.count || characters[index + 2].isUppercase)
        // Inside an acronym (`URL`), a capital starts a word only where a lowercase one follows it.
        if !previousIsUpper || (nextIsLower && !nextIsPluralS) {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    words.append(current)
    let isAcronym = { (word: String) in word.count > 1 && (word.allSatisfy(\.isUppercase) || (word.last == "s" && word.dropLast().count > 1 && word.dropLast().allSatisfy(\.isUppercase))) }
    let sentence = words.map { isAcronym($0) ? $0 : $0.lowercased() }.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
