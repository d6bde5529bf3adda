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
  /// identifier (written, or the app's constant `K.Scene.login`), a cast to it (`as?
  /// LoginViewController`) or its initializer (`SettingsViewController()`,
  /// `UIHostingController(rootView: SettingsView())`), when its declared result, at `returned`, is
  /// the framework's controller. Nil where it makes none or two. What closures in the body make
  /// (an alert's action) is not what it returns; nor is what its inner blocks make.
  func controller(madeBy member: AuditedType.Member, returning returned: Int, in type: AuditedType, sources: AuditSources, roles: TypeRoles) -> Int? {
    let file = sources.files[member.file]
    guard Self.frameworkControllers.contains(file.text(returned)) else { return nil }
    var made: Set<Int> = []
    let end = member.tokens.upperBound
    var braces = 0
    var cursor = returned + 1
    while cursor < end {
      defer { cursor += 1 }
      let name = file.name(cursor)
      if name == .openBrace { braces += 1 }
      if name == .closeBrace { braces -= 1 }
      // The body's own statements and their conditions only.
      guard braces <= 1 else { continue }
      if name == Self.withIdentifier, file.name(cursor + 1) == .colon {
        // The argument's last token: `"loginView"`, or `login` of `K.Scene.login` (not a
        // parameter's or a local's name). An identifier no storyboard gives adds nothing.
        var last = cursor + 2
        while last + 1 < end, ![.closeParen, .comma].contains(file.name(last + 1)) { last += 1 }
        if let scene = StoryboardIdentifiers.controller(identifiedAt: last, in: file, identifiers: identifiers, constants: constants) { made.insert(scene) }
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

  /// The framework's controllers a factory of screens is declared to return (not an alert's or a
  /// search controller's).
  private static let frameworkControllers: Set<String> = [
    "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController", "UITabBarController",
    "UISplitViewController", "UIPageViewController", "NSViewController", "NSWindowController",
  ]
  private static let withIdentifier = Name("withIdentifier")
}
