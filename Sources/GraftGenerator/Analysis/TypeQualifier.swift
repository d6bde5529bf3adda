/// Writes the names of nested types with the types they are nested in, for code that lives
/// outside them: `Step` inside `CheckoutViewModel` is `CheckoutViewModel.Step` in the feature's
/// `State`, where a bare `Step` is not in scope (and a nested `State` would name the feature's
/// own); and another module's type named like a library's with its module
/// (`DesignKit.ButtonState`), which the bare name would leave ambiguous.
struct TypeQualifier: Sendable {
  /// Bare name → qualified name.
  var names: [String: String]

  var isEmpty: Bool { names.isEmpty }

  /// Whether a name right before `:` is left alone: in an expression it is an argument label
  /// (`read(key: key)`), in a type a dictionary's key (`[Step: Int]`).
  var leavesArgumentLabels = false

  /// Any bare names, each written as given.
  init(names: [String: String], leavesArgumentLabels: Bool = false) {
    self.names = names
    self.leavesArgumentLabels = leavesArgumentLabels
  }

  /// The names nested in a view model and in the types around it, innermost first:
  /// `Search.ViewModel`'s own `Filter` wins over a `Search.Filter`.
  init(viewModel qualifiedName: String, index: SourceIndex) {
    var names: [String: String] = [:]
    var scopes: [String] = []
    var scope = ""
    for component in qualifiedName.split(separator: ".") {
      scope = scope.isEmpty ? String(component) : scope + "." + component
      scopes.insert(scope, at: 0)
    }
    for scope in scopes {
      for name in index.nestedTypes[scope] ?? [] where names[name] == nil {
        // `private typealias IDs = Accessibility.Identifier.Card`: outside the view model's file
        // only what it stands for can be named.
        if index.filePrivateTypes.contains(scope + "." + name), let target = index.nestedTypeAliases[scope + "." + name] {
          names[name] = target
        } else {
          names[name] = scope + "." + name
        }
      }
    }
    // Then those of the superclasses whose members the feature takes, nearest first: an
    // inherited `var loadState: LoadState` names `BaseViewModel.LoadState`.
    if let declared = index.declaredType(qualifiedName) {
      for superclass in index.flattenedSuperclasses(of: declared.declaration) {
        let scope = superclass.declaration.name
        for name in index.nestedTypes[scope] ?? [] where names[name] == nil { names[name] = scope + "." + name }
      }
      // Last, the app's types that a bare name would leave ambiguous in the feature's file.
      for (name, qualified) in index.otherModuleNames(clashingWith: LibraryNameQualifier.exportedNames, near: declared.path)
      where names[name] == nil {
        names[name] = qualified
      }
    }
    self.names = names
  }

  /// `text` (a type or an expression) with every bare mention of a nested type qualified;
  /// members (`.Step`), string literals (not their interpolations) and names already qualified
  /// stay as they are.
  func qualify(_ text: String) -> String {
    guard !names.isEmpty else { return text }
    var result = ""
    var identifier = ""
    var inString = false
    var previous: Character = " "
    var beforeIdentifier: Character = " "
    func flush(before next: Character = " ") {
      guard !identifier.isEmpty else { return }
      if beforeIdentifier != ".", !(leavesArgumentLabels && next == ":"), let qualified = names[identifier] {
        result += qualified
      } else {
        result += identifier
      }
      identifier = ""
    }
    // Inside a string, an interpolation (`\(Step.allCases.count)`) is code again, until its
    // parenthesis closes: the depth of each open interpolation's parentheses, innermost last.
    var interpolations: [Int] = []
    for character in text {
      if inString {
        result.append(character)
        if character == "(", previous == "\\" {
          inString = false
          interpolations.append(1)
          previous = " "
          continue
        }
        if character == "\"", previous != "\\" { inString = false }
      } else if !interpolations.isEmpty, character == "(" || character == ")" {
        flush(before: character)
        result.append(character)
        interpolations[interpolations.count - 1] += character == "(" ? 1 : -1
        if interpolations.last == 0 {
          interpolations.removeLast()
          inString = true
        }
      } else if character == "\"" {
        flush()
        inString = true
        result.append(character)
      } else if character.isLetter || character == "_" || (character.isNumber && !identifier.isEmpty) {
        if identifier.isEmpty { beforeIdentifier = previous }
        identifier.append(character)
      } else {
        flush(before: character)
        result.append(character)
      }
      previous = character
    }
    flush()
    return result
  }
}
