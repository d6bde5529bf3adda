/// Just enough reading of a type's text: which names it mentions and whether it is a closure.
struct TypeText {
  var text: String

  init(_ text: String) {
    self.text = text
  }

  /// The identifiers in the type, `any`/`some` and the like left out.
  var mentionedNames: [String] { identifiers(keepingQualifiers: true) }

  /// The names a type is made of, without the types that only qualify another:
  /// `[Outer.Step: Int]` → `Step`, `Int`.
  var leafNames: [String] { identifiers(keepingQualifiers: false) }

  /// The same names with the types that qualify them: `[Outer.Step: Int]` → `Outer.Step`,
  /// `Int`; for telling apart two types of one name.
  var leafPaths: [String] {
    var paths: [String] = []
    var qualifiers = ""
    for name in identifierRuns() {
      if name.followedByDot {
        qualifiers += name.text + "."
      } else {
        paths.append(qualifiers + name.text)
        qualifiers = ""
      }
    }
    return paths
  }

  /// Words of a type's text that are not names of types.
  private static let modifierWords: Set<String> = ["any", "some", "inout", "escaping", "Sendable", "MainActor"]

  /// The identifiers of the text in order; without `keepingQualifiers`, a name followed by `.`
  /// (`Outer` in `Outer.Step`) is left out.
  private func identifiers(keepingQualifiers: Bool) -> [String] {
    identifierRuns().filter { keepingQualifiers || !$0.followedByDot }.map(\.text)
  }

  /// Each identifier of the text but the modifier words, and whether a `.` follows it.
  private func identifierRuns() -> [(text: String, followedByDot: Bool)] {
    var names: [(text: String, followedByDot: Bool)] = []
    var current = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
        continue
      }
      if !current.isEmpty, !Self.modifierWords.contains(current) { names.append((current, character == ".")) }
      current = ""
    }
    return names
  }

  /// The type names an initializer starts with: `Set<AnyCancellable>()` → Set, AnyCancellable;
  /// `Task { … }` → Task. Nothing inside the call's arguments or closure.
  var leadingTypeNames: [String] {
    let head = text.prefix { $0 != "(" && $0 != "{" && $0 != " " }
    return TypeText(String(head)).mentionedNames.filter { $0.first?.isUppercase == true }
  }

  /// The type as a stored value's, such as an enum case's: `@escaping` marks parameters only,
  /// and `some P` names one type a function picks, which a stored value cannot (`any P` can).
  var storedForm: String { storedFormScan().text }

  /// Whether the type names an opaque type (`some P`) anywhere.
  var isOpaque: Bool { storedFormScan().replacedSome }

  private func storedFormScan() -> (text: String, replacedSome: Bool) {
    var result = ""
    var replacedSome = false
    var word = ""
    var droppingSpace = false
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" || character == "@" {
        word.append(character)
        continue
      }
      // `some` is the keyword before a type, not a member (`Kind.some`) or a name's part.
      if word == "@escaping" {
        droppingSpace = character == " "
      } else if word == "some", character == " ", result.last != "." {
        result += "any"
        replacedSome = true
      } else {
        result += word
      }
      word = ""
      if droppingSpace {
        droppingSpace = false
        continue
      }
      result.append(character)
    }
    return (String(result.dropLast()), replacedSome)
  }

  /// `(A) -> B`, `((A) -> B)?`, `@MainActor (A) async -> B`: an arrow outside any brackets
  /// of the unwrapped type.
  var isClosure: Bool {
    var unwrapped = Substring(text).drop { $0 == " " }
    // `@escaping ((Int) -> Void)`, `@Sendable @MainActor (T) -> Void`: the attributes first.
    while unwrapped.hasPrefix("@") {
      unwrapped = unwrapped.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }.drop { $0 == " " }
    }
    while unwrapped.hasSuffix("?") || unwrapped.hasSuffix("!") { unwrapped = unwrapped.dropLast() }
    // `((Int) -> Void)?`, and `(((T) -> Void))` where an alias written in parentheses was put in
    // more: the pairs around the whole, a few at most (each is a scan of the text: thousands, far
    // past what a person writes, would take quadratic time).
    var layers = 0
    while unwrapped.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(unwrapped), unwrapped.index(after: close) == unwrapped.endIndex {
      layers += 1
      guard layers <= ClosureType.maximumLayers else { return false }
      unwrapped = unwrapped.dropFirst().dropLast()
      while unwrapped.hasSuffix("?") || unwrapped.hasSuffix("!") { unwrapped = unwrapped.dropLast() }
    }
    var depth = 0
    var previous: Character = " "
    for character in unwrapped {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case ">" where depth == 0: return true
      default: break
      }
      previous = character
    }
    return false
  }
}
