/// Writes TCA's names with their module where the app declares a type of the same name: an app
/// with its own `Store` (or `Reducer`, `Effect`, `Shared`…) would otherwise make the generated
/// `Store(initialState:)` mean the app's. Applied to every file rendered for a feature, so that a
/// team's templates are covered too; a file whose app declares none of these names is unchanged.
enum TCANameQualifier {
  /// The library's names Graft's files use, as types, macros or property wrappers.
  static let names: Set<String> = [
    "Store", "StoreOf", "Reducer", "ReducerOf", "Reduce", "Effect", "Shared", "SharedReader", "TestStore", "TestStoreOf",
    "BindingReducer", "BindingAction", "BindableAction", "ViewAction", "DependencyValues", "Dependency", "DependencyClient",
    "DependencyKey", "TestDependencyKey", "UncheckedSendable", "ObservableState", "CasePathable", "IdentifiedArrayOf",
    "PresentationState", "PresentationAction", "Presents", "ReducerCaseIgnored",
  ]

  /// The names of `names` the sources declare.
  static func clashes(with declared: Set<String>) -> Set<String> { names.intersection(declared) }

  /// `text` with each of `clashing` qualified, `ComposableArchitecture.Store`, wherever it is
  /// written as a name of its own: not as a member (`.Store`), and not inside strings or comments.
  static func qualify(_ text: String, _ clashing: Set<String>) -> String {
    guard !clashing.isEmpty else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 64)
    var identifier = ""
    // The word before the identifier: a name being declared (`enum Effect`) is not a use.
    var previousWord = ""
    var before: Character = " "
    var previous: Character = " "
    var inString = false
    var inLineComment = false
    var blockDepth = 0
    var characters = Array(text)
    characters.append(" ")
    var index = 0
    func flush() {
      guard !identifier.isEmpty else { return }
      let declares = ["enum", "struct", "class", "actor", "protocol", "typealias", "case", "func", "var", "let"].contains(previousWord)
      result += (before != "." && !declares && clashing.contains(identifier) ? "ComposableArchitecture." : "") + identifier
      previousWord = identifier
      identifier = ""
    }
    while index < characters.count - 1 {
      let character = characters[index]
      let next = characters[index + 1]
      defer {
        previous = character
        index += 1
      }
      if inLineComment {
        result.append(character)
        if character == "\n" { inLineComment = false }
        continue
      }
      if blockDepth > 0 {
        result.append(character)
        if character == "*", next == "/" { blockDepth -= 1; result.append(next); index += 1 }
        else if character == "/", next == "*" { blockDepth += 1; result.append(next); index += 1 }
        continue
      }
      if inString {
        result.append(character)
        if character == "\"", previous != "\\" { inString = false }
        continue
      }
      if character.isLetter || character == "_" || (character.isNumber && !identifier.isEmpty) {
        if identifier.isEmpty { before = previous }
        identifier.append(character)
        continue
      }
      flush()
      if character == "/", next == "/" { inLineComment = true }
      if character == "/", next == "*" { blockDepth = 1; result.append(character); result.append(next); index += 1; continue }
      if character == "\"" { inString = true }
      result.append(character)
    }
    flush()
    return result
  }
}
