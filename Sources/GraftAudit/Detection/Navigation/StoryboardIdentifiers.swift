/// The app's controllers by the identifiers their storyboard scenes give them
/// (`storyboardIdentifier="MainTabs"` on a `MainTabBarController` scene): what
/// `instantiateViewController(withIdentifier: "MainTabs")` makes, where the code casts nothing.
/// A scene of the framework's own navigation or tab bar controller stands for what it shows
/// first: its root, or its first tab's (`"AuthNavigationController"` is the login screen); so
/// does a navigation controller of the app's own class.
enum StoryboardIdentifiers {
  /// An identifier two scenes give, of different classes or one of no class of the app's, says
  /// nothing: which storyboard the code opens is not read.
  static func controllers(in storyboards: [Storyboard], sources: AuditSources) -> [String: Int] {
    var answers = AgreedAnswers()
    for storyboard in storyboards {
      let byID = Dictionary(storyboard.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for controller in storyboard.controllers {
        guard let identifier = controller.storyboardIdentifier else { continue }
        answers.record(identifier, shownFirst(by: controller, in: byID, sources: sources))
      }
    }
    return answers.agreed
  }

  /// `static let authNavigationController = "AuthNavigationController"` of the app's constants
  /// (`K.Storyboard.authNavigationController`): the controller each constant's identifier makes,
  /// by the constant's name. A name two constants give other values says nothing.
  static func constants(naming identified: [String: Int], in sources: AuditSources) -> [String: Int] {
    guard !identified.isEmpty else { return [:] }
    var answers = AgreedAnswers()
    for type in sources.types {
      for member in type.members where member.isStatic && member.isStored && member.kind == .let {
        let file = sources.files[member.file]
        // `name = "Literal"`: the name, `=`, one string and nothing after it.
        let tokens = member.tokens
        guard tokens.count >= 3, let last = tokens.last, file.tokens[last].kind == .string, file.name(last - 1) == .assign else { continue }
        // A constant of that name holding any other string, wherever it is declared, leaves
        // the name saying nothing.
        answers.record(file.text(member.nameToken), identified[TokenPatterns.unquoted(file.text(last))])
      }
    }
    return answers.agreed
  }

  /// The controller the identifier written at `token` makes: a string literal (`"loginView"`), or
  /// the app's constant after a dot (`login` of `K.Scene.login`); not a bare name, a parameter's or
  /// a local's.
  static func controller(identifiedAt token: Int, in file: AuditFile, identifiers: [String: Int], constants: [String: Int]) -> Int? {
    switch file.tokens[token].kind {
    case .string: identifiers[TokenPatterns.unquoted(file.text(token))]
    case .identifier where file.name(token - 1) == .dot && !constants.isEmpty: constants[file.text(token)]
    default: nil
    }
  }

  /// The app's class of a scene, or what a framework container's scene shows first: the
  /// destination of its first relationship, followed through containers inside it. A navigation
  /// controller of the app's own class (`customClass="NavigationController"`), no screen, stands
  /// for its root too; a tab bar controller of the app's is a screen itself.
  private static func shownFirst(by controller: Storyboard.Controller, in byID: [String: Storyboard.Controller], sources: AuditSources) -> Int? {
    var current = controller
    for _ in 0..<maximumNesting {
      let appClass = current.customClass.flatMap { sources.resolve($0, from: nil) }
      let root = containers.contains(current.element)
        ? current.segues.first(where: { $0.kind == "relationship" }).flatMap { byID[$0.destination] } : nil
      if let appClass, current.element != navigationController || root == nil { return appClass }
      guard appClass != nil || current.customClass == nil, let root else { return nil }
      current = root
    }
    return nil
  }

  /// The controller each key names where every sighting of the key agrees: one seen with no
  /// controller, or with two, says nothing, in whatever order they come.
  private struct AgreedAnswers {
    private var found: [String: Int] = [:]
    private var ambiguous: Set<String> = []

    mutating func record(_ key: String, _ controller: Int?) {
      guard let controller, found[key].map({ $0 == controller }) ?? true else {
        ambiguous.insert(key)
        return
      }
      found[key] = controller
    }

    var agreed: [String: Int] { found.filter { !ambiguous.contains($0.key) } }
  }

  /// The framework's containers whose scene stands for what it holds.
  private static let containers: Set<String> = [navigationController, "tabBarController"]
  private static let navigationController = "navigationController"
  /// A tab's navigation controller inside a tab bar controller: two levels, and a little more.
  private static let maximumNesting = 4
}
