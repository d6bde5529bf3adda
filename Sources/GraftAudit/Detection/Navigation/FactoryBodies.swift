/// What a factory declared to return the framework's controller makes: `static func
/// getLoginViewController() -> UIViewController` whose body instantiates the storyboard scene
/// `"loginView"` (a navigation controller whose root is `LoginViewController`) makes the login
/// screen, as one declared `-> LoginViewController` does.
struct FactoryBodies: Sendable {
  /// The controllers storyboard scenes' identifiers make (`StoryboardIdentifiers`).
  let identifiers: [String: Int]
  /// The same, by the name of the app's constant that holds the identifier.
  let constants: [String: Int]

  /// The one controller or view of the app's the function's body makes, by its scene's
  /// identifier (written, or the app's constant), a cast to it (`as? LoginViewController`) or its
  /// initializer (`SettingsViewController()`, `UIHostingController(rootView: SettingsView())`),
  /// when its declared result, at `returned`, is the framework's controller. Nil where it makes
  /// none, two, or a scene whose identifier no storyboard gives.
  func controller(madeBy member: AuditedType.Member, returning returned: Int, in type: AuditedType, sources: AuditSources, roles: TypeRoles) -> Int? {
    let file = sources.files[member.file]
    let declared = file.text(returned)
    guard Self.frameworkPrefixes.contains(where: declared.hasPrefix), declared.hasSuffix("Controller") else { return nil }
    var made: Set<Int> = []
    let end = member.tokens.upperBound
    var cursor = returned + 1
    while cursor < end {
      defer { cursor += 1 }
      let name = file.name(cursor)
      if name == Self.withIdentifier, file.name(cursor + 1) == .colon {
        // The argument's last token: `"loginView"`, or `identifier` of `K.Scene.identifier`.
        var last = cursor + 2
        while last + 1 < end, ![.closeParen, .comma].contains(file.name(last + 1)) { last += 1 }
        let scene =
          file.tokens[last].kind == .string
          ? identifiers[TokenPatterns.unquoted(file.text(last))] : constants[file.text(last)]
        guard let scene else { return nil }
        made.insert(scene)
      } else if name == .as {
        var cast = cursor + 1
        if file.name(cast) == .question || file.name(cast) == .bang { cast += 1 }
        if cast < end, file.isCapitalized(cast), let castType = sources.resolve(file.name(cast), from: type), roles.isController[castType] {
          made.insert(castType)
        }
      } else if file.tokens[cursor].kind == .identifier, file.isCapitalized(cursor), file.name(cursor + 1) == .openParen, file.name(cursor - 1) != .dot,
        let initialized = sources.resolve(name, from: type), roles.isController[initialized] || roles.isSwiftUIView[initialized]
      {
        made.insert(initialized)
      }
    }
    return made.count == 1 ? made.first : nil
  }

  private static let frameworkPrefixes = ["UI", "NS"]
  private static let withIdentifier = Name("withIdentifier")
}
