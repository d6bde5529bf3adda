/// What a call or a type does to the views and controllers made inside its brackets, read from
/// its name the way a person reads it: `present`, `sheet`, `fullScreenCover`, `.detent`, `.popup`,
/// `setSheetCoordinator`, a Mac window made around a controller (`NSWindow(contentViewController:)`)
/// present; `pushViewController`, `show`, `NavigationLink`, `navigationDestination`,
/// `navigate(to:)`, `route(to:)`, `setRootCoordinator`, `setRoot(viewController:)` push;
/// `NavigationStack`, `TabView`, `Tab` hold a root, and so do an app's scenes (`WindowGroup`,
/// `Window`, `Settings`, `DocumentGroup`, `MenuBarExtra`, `UtilityWindow`): each shows its view
/// (the scanner reads an app's own top-level type of one of these names in the same module as the
/// app's view, as Swift does); `send`, `tryEvent` dispatch a value
/// to its handler; `Group`, `AnyView`, `Task`, `withAnimation`, and the wrappers
/// `UIHostingController` and `UINavigationController`, only group or defer: whoever presents the
/// wrapper presents what it wraps, and a hosting controller added as a child embeds it. Anything else
/// (`List`, `VStack`, a row, `label:`) embeds: a view made there is a part, not a destination.
enum NavigationCallee: Sendable, Equatable {
  case presents, pushes, root, transparent, embeds
  /// `send(.showProfile)`, `tryEvent(.login)`: hands a value on to whoever handles it, which may navigate.
  case dispatches

  private static let grouping = NameSet([
    "Group", "AnyView", "Task", "async", "asyncAfter", "withAnimation", "animate", "run", "perform", "sync", "content",
    "destination", "DispatchQueue", "MainActor", "Optional", "some", "UIHostingController", "NSHostingController",
    "UINavigationController", "rootViewController", "rootView",
  ])
  private static let dispatching = NameSet(["send", "tryEvent", "dispatch", "trigger", "process"])
  /// `setRoot(viewController: home)`: an app's helper that replaces the stack; not `setRootItem`.
  private static let exactPushes = NameSet([
    "NavigationLink", "navigationDestination", "setViewControllers", "show", "showDetailViewController", "setRoot", "setRootViewController",
  ])
  /// A Mac window made around a controller shows it: `NSWindow(contentViewController: host)`.
  private static let exactPresents = NameSet(["NSWindow", "NSPanel"])
  private static let exactRoots = NameSet([
    "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Tab", "WindowGroup", "Window", "Settings", "DocumentGroup",
    "MenuBarExtra", "UtilityWindow",
  ])
  private static let presentWords = ["present", "sheet", "fullscreencover", "popover", "modal"].map(Word.init)
  /// `.detent(item:)`, `.popup(isPresented:)`: an app's own sheet modifiers, by how their names
  /// start (not `NSPopUpButton`, `selectedDetentIdentifier`).
  private static let presentModifierPrefixes = ["detent", "popup"].map(Word.init)
  private static let pushPrefixes = ["push", "navigate", "show", "route", "goto", "open"].map(Word.init)
  private static let pushWords = ["destination", "route"].map(Word.init)
  private static let coordinatorWord = Word("coordinator")
  private static let setPrefix = Word("set")

  /// A lower-case word looked for in names, and its letters as `AuditFile.letters(_:)` gives a
  /// name's: a name that lacks one of them cannot hold the word, and most names (`append`,
  /// `VStack`) lack one for every word, so their bytes are not searched.
  private struct Word {
    let bytes: [UInt8]
    let letters: UInt32

    init(_ text: String) {
      bytes = Array(text.utf8)
      letters = AuditFile.letters(of: bytes)
    }
  }

  /// The role of the call or type named at `index`.
  static func role(of index: Int, in file: AuditFile) -> NavigationCallee {
    let name = file.name(index)
    if grouping.contains(name) { return .transparent }
    if dispatching.contains(name) { return .dispatches }
    if exactPushes.contains(name) { return .pushes }
    if exactPresents.contains(name) { return .presents }
    if exactRoots.contains(name) { return .root }
    let letters = file.letters(index)
    func contains(_ word: Word) -> Bool { word.letters & letters == word.letters && file.contains(index, lowercased: word.bytes) }
    func startsWith(_ word: Word) -> Bool { word.letters & letters == word.letters && file.hasPrefix(index, lowercased: word.bytes) }
    if presentWords.contains(where: contains) { return .presents }
    if !file.isCapitalized(index), presentModifierPrefixes.contains(where: startsWith) { return .presents }
    if pushPrefixes.contains(where: startsWith) || pushWords.contains(where: contains) { return .pushes }
    // `setRootCoordinator(…)`, `setDetailCoordinator(…)`: a coordinator put on screen.
    if startsWith(setPrefix), contains(coordinatorWord) { return .pushes }
    return .embeds
  }
}
