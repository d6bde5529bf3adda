/// Names turned from one Swift position to another as a person would: a type's name as a
/// property (`APIClient` → `apiClient`), a property's as part of a type's (`delegate` →
/// `Delegate`). Acronyms stay whole: `UIReloadRequired` → `uiReloadRequired`, not `uIReload…`.
enum CaseConversion {
  /// `APIClient` → `apiClient`, `URL` → `url`, `NotesClient` → `notesClient`.
  static func lowerFirst(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    guard upper > 0 else { return name }
    // In `APIClient` the run is `APIC`: its last letter starts the next word, `Client`.
    let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `delegate` → `Delegate`.
  /// The lower-cased words of a camel-cased name: `viewDidLoad` → `view`, `did`, `load`.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(Character(character.lowercased()))
    }
    return words
  }

  static func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
