/// Swift names as words for people: a control's label, a sample string.
enum DisplayName {
  /// `notificationsOn` → `Notifications on`; an acronym stays one word, as written:
  /// `threadID` → `Thread ID`, `urlString` → `Url string`, `openURLInApp` → `Open URL in app`.
  static func title(_ name: String) -> String {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, !current.isEmpty {
        let previousIsUpper = characters[index - 1].isUppercase
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        // Inside an acronym (`URL`), a capital starts a word only where a lowercase one follows it.
        if !previousIsUpper || nextIsLower {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    words.append(current)
    let sentence = words.map { word in word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased() }.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
