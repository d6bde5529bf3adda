import SwiftDeclarationParser

/// A method that takes a closure and keeps it (`self.rowReload = rowReload`) or ignores it is how
/// a caller registers a callback with the view model: wiring of the view layer, which a TCA view
/// replaces by observing State, and which no action can carry (an action holds values). A
/// closure the body calls or hands on is a completion handler, whose result comes back as a
/// response.
enum CallbackRegistration {
  /// Verbs of a method that registers a callback: `storeRowReloadClosure(_:)`, `setOnTap(_:)`.
  static let registeringVerbs = ["store", "set", "register", "observe", "subscribe", "bind", "add"]

  /// The closure parameter the method keeps, as its body names it: one it only stores, or one a
  /// method named for registering (`storeRowReloadClosure(_:)`) ignores (a conformance's no-op).
  /// Nil when the body calls or hands on every closure it takes, or is a stub that may yet.
  /// `holdsClosures`: whether a parameter's type is a struct of closures
  /// (`setActions(_ actions: LoginActions)`), kept the same way.
  static func keptClosure(of method: Declaration, holdsClosures: (String) -> Bool = { _ in false }) -> String? {
    guard let body = method.bodyText else { return nil }
    let registers = registeringVerbs.contains { verb in
      method.name.hasPrefix(verb) && method.name.dropFirst(verb.count).first.map { $0.isUppercase } == true
    }
    for parameter in method.parameters where TypeText(parameter.type).isClosure || holdsClosures(parameter.type) {
      let name = parameter.name ?? parameter.label ?? "_"
      let uses = name == "_" ? (total: 0, stored: 0) : mentions(of: name, in: body)
      if uses.total > 0, uses.total == uses.stored { return name }
      // A no-op of a conformance (`storeRowReloadClosure(_:) {}`), not a method that ignores its
      // completion beside other values (`setFavorite(_:completion:)`).
      if uses.total == 0, registers, method.parameters.count == 1 { return name }
    }
    return nil
  }

  /// How often `name` appears in `body` as a whole name (not a member, `x.name`), and how many of
  /// those are the value of an assignment (`= name`).
  static func mentions(of name: String, in body: String) -> (total: Int, stored: Int) {
    let characters = Array(body)
    let target = Array(name)
    var total = 0
    var stored = 0
    func isNameCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    var index = 0
    while index + target.count <= characters.count {
      defer { index += 1 }
      guard characters[index] == target[0], Array(characters[index..<index + target.count]) == target else { continue }
      if index > 0, isNameCharacter(characters[index - 1]) || characters[index - 1] == "." { continue }
      let end = index + target.count
      if end < characters.count, isNameCharacter(characters[end]) { continue }
      total += 1
      var before = index - 1
      while before >= 0, characters[before] == " " || characters[before] == "\t" { before -= 1 }
      // `self.onReload = onReload` as a whole statement; `= rule(text)` calls it.
      var next = end
      while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
      let endsStatement = next == characters.count || "\n;}".contains(characters[next])
      if endsStatement, before >= 0, characters[before] == "=", before == 0 || !"=!<>".contains(characters[before - 1]) { stored += 1 }
    }
    return (total, stored)
  }
}
