/// Swift names as words for people: a control's label, a sample string.
enum DisplayName {
  /// `notificationsOn` → `Notifications on`.
  static func title(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    words.append(current)
    let sentence = words.map { $0.lowercased() }.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
