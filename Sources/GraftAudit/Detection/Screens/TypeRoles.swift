import GraftSupport

/// What each of the app's types is to its UI, from its header alone: a view controller, a
/// navigation container, a SwiftUI view, a UIKit view or cell, a view model, an observable
/// model, a singleton, a coordinator.
struct TypeRoles: Sendable {
  static let controllerBases: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController", "NSViewController",
    "NSHostingController", "UIInputViewController", "UIDocumentViewController", "QLPreviewController", "UIImagePickerController",
    "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "SFSafariViewController", "AVPlayerViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "CNContactViewController", "PHPickerViewController",
    // A Mac app's window controller of its own runs a window, its screen: the workspace, the about window.
    "NSWindowController",
    // An app's tab bar controller is the screen its tabs are the children of (the root feature
    // that scopes them, in TCA), with logic of its own: what it presents over every tab.
    "UITabBarController", "NSTabViewController",
  ]
  /// Controllers that hold other screens: navigation, tabs, splits, pages; and the system's own
  /// alerts, searches and share sheets.
  static let containerBases: Set<String> = [
    "UINavigationController", "UISplitViewController", "UIPageViewController", "UIAlertController",
    "UISearchController", "UIActivityViewController", "NSSplitViewController", "NSPageController",
    "UIPresentationController",
  ]
  /// What an app extension's controller conforms to: a Today widget, a notification's content.
  /// It runs in the extension, outside the app, and is none of the app's screens.
  static let extensionPrincipals: Set<String> = ["NCWidgetProviding", "UNNotificationContentExtension"]
  static let pageBases: Set<String> = ["UIPageViewController", "NSPageController"]
  static let tabBarBases: Set<String> = ["UITabBarController", "NSTabViewController"]
  /// The framework's controllers that hold screens side by side rather than show one.
  static let screenHolderBases: Set<String> = ["UISplitViewController", "NSSplitViewController"]
  static let viewSuffixes = ["View", "Cell", "Control", "Button", "Label", "Field", "Bar"]

  let isController: [Bool]
  let isSwiftUIView: [Bool]
  let isUIKitView: [Bool]
  let isViewModelNamed: [Bool]
  /// One named so, or a subclass of the app's class named so (`ServerTaskObserver: ViewModel`):
  /// what a screen holds of it is a view model's state, whatever the subclass is called.
  let descendsFromViewModel: [Bool]
  let isObservable: [Bool]
  /// A SwiftUI wrapper of a UIKit or AppKit view or controller (`UIViewControllerRepresentable`).
  let isRepresentable: [Bool]
  let isSingleton: [Bool]
  let isCoordinatorNamed: [Bool]
  /// What a coordinator's name ends with; a view of one names it anywhere (`AppCoordinatorView`).
  static let navigatorWords = ["Coordinator", "Navigator", "FlowController"]
  /// A Mac popover of the app's (`ZoomPopover: NSPopover`): it shows the controller it makes for
  /// its content, the screen; showing the popover shows that.
  let isPopover: [Bool]
  /// SwiftUI content that is no view of its own: a toolbar (`ToolbarContent`) a screen shows,
  /// whose buttons and sheets are that screen's. (A `ViewModifier` is not: an app's modifiers
  /// are mostly shared plumbing, a router's destinations applied to every screen, which would
  /// give each screen every destination.)
  let isToolbarContent: [Bool]
  /// A page controller of the app's (`OnboardingPageViewController: UIPageViewController`): the
  /// controllers it makes are its pages, and it is the screen they make up.
  let isPageContainer: [Bool]
  /// An app's tab bar controller (`MainTabBarController: UITabBarController`): a screen, whose
  /// tabs are the screens it holds, wherever they are made.
  let isTabBar: [Bool]
  /// An app's split view controller (`MainSplitViewController: UISplitViewController`): what
  /// shows it shows the screens it makes, its columns.
  let isScreenHolder: [Bool]
  /// A view or controller that only wraps the content it is given (`struct Card<Content: View>`,
  /// `class ThemedHostingController<Content>: UIHostingController<Content> where Content: View`,
  /// `class TopBottomContainer<Top: UIViewController, Bottom: UIViewController>`).
  let isContainerView: [Bool]
  /// The SwiftUI app's entry (`@main struct WalletApp: App`), whose scenes hold the first screen.
  let isAppEntry: [Bool]

  init(_ sources: AuditSources, _ hierarchy: TypeHierarchy) {
    let types = sources.types
    func base(_ index: Int) -> String { hierarchy.frameworkBase[index] ?? "" }
    isController = types.indices.map { index in
      let base = base(index)
      return types[index].kind == .class && !Self.containerBases.contains(base)
        // A UI library's own screen class (MacaroonUIKit's `Screen`, `ScrollScreen`) is a controller.
        && (Self.controllerBases.contains(base) || base.hasSuffix("ViewController") || base.hasSuffix("Screen"))
        && hierarchy.conformances[index].isDisjoint(with: Self.extensionPrincipals)
    }
    // A class whose superclass is a library's `View` (MacaroonUIKit's, a `UIView` of its own) is
    // a UIKit view: SwiftUI's `View` is a protocol, which a class adopts with a `body`.
    let body = Name("body")
    let subclassesLibraryView = types.indices.map { index in
      types[index].kind == .class && base(index) == "View" && !types[index].members.contains { $0.key == body }
    }
    isSwiftUIView = types.indices.map { index in
      let kind = types[index].kind
      return (kind == .struct || kind == .class || kind == .enum) && hierarchy.conformances[index].contains("View")
        && !subclassesLibraryView[index]
    }
    isUIKitView = types.indices.map { index in
      let base = base(index)
      let isFrameworkView = types[index].kind == .class && (base.hasPrefix("UI") || base.hasPrefix("NS")) && !base.hasSuffix("Controller")
        && Self.viewSuffixes.contains(where: base.hasSuffix)
      return isFrameworkView || subclassesLibraryView[index]
    }
    isViewModelNamed = types.map { ($0.kind == .class || $0.kind == .actor) && Self.namesViewModel($0.name) }
    descendsFromViewModel = types.indices.map { [isViewModelNamed] index in
      isViewModelNamed[index] || hierarchy.ancestors(of: index).contains { isViewModelNamed[$0] }
    }
    isObservable = types.indices.map { types[$0].attributes.contains("Observable") || hierarchy.conformances[$0].contains("ObservableObject") }
    isRepresentable = types.indices.map { !hierarchy.conformances[$0].isDisjoint(with: Self.representables) }
    isSingleton = types.map { !$0.singletonAccessors.isEmpty }
    isCoordinatorNamed = types.map { type in
      // A router navigates rather than holds data, whatever its name ends with (`RouterPath`).
      Self.navigatorWords.contains(where: type.name.hasSuffix) || type.name.containsBytes("Router")
    }
    isPopover = types.indices.map { types[$0].kind == .class && base($0) == "NSPopover" }
    isToolbarContent = types.indices.map { !hierarchy.conformances[$0].isDisjoint(with: Self.toolbarContentProtocols) }
    isAppEntry = types.map { type in type.attributes.contains("main") && type.inheritance.contains { TypeNames.bare($0) == "App" } }
    isPageContainer = types.indices.map { types[$0].kind == .class && Self.pageBases.contains(base($0)) }
    isTabBar = types.indices.map { types[$0].kind == .class && Self.tabBarBases.contains(base($0)) }
    isScreenHolder = types.indices.map { types[$0].kind == .class && Self.screenHolderBases.contains(base($0)) }
    let viewNames = Self.viewStandIns(in: sources)
    isContainerView = types.map { type in
      guard let generics = type.genericParameters else { return false }
      return Self.constrainsToView(generics, standIns: viewNames)
    }
  }

  /// The app's names for a view or a controller, which a generic parameter may be constrained
  /// to: `typealias RouteableView = RouterContentDelegate & View`, `protocol Screen: View`.
  static func viewStandIns(in sources: AuditSources) -> Set<String> {
    var names: Set<String> = []
    var pending = sources.files.flatMap(\.source.declarations)
    while let declaration = pending.popLast() {
      if declaration.kind.isTypeLike { pending += declaration.members }
      let parts: [String]
      switch declaration.kind {
      case .typealias: parts = (declaration.type ?? "").split(separator: "&").map { String($0).trimmed() }
      case .protocol: parts = declaration.inheritance
      default: continue
      }
      if parts.contains(where: { constrainsToView(": " + $0) }) { names.insert(declaration.name) }
    }
    return names
  }

  /// `ProfileViewModel`, and the short form some teams use, `ProfileVM`
  /// (`ScreenNames.endsInShortViewModel`).
  static func namesViewModel(_ name: String) -> Bool {
    if name.hasSuffix("ViewModel") { return true }
    var name = name
    return name.withUTF8(ScreenNames.endsInShortViewModel)
  }

  /// Whether a type is something a presenter shows: a controller, a SwiftUI view, a
  /// representable (not a UIKit view, which a presentation starts from).
  func isShowable(_ index: Int) -> Bool {
    isController[index] || isSwiftUIView[index] || isRepresentable[index]
  }

  /// Whether a type is a screen's own code by its role: its controller, its SwiftUI view, its
  /// view model.
  func isScreenCode(_ index: Int) -> Bool {
    isViewModelNamed[index] || isController[index] || isSwiftUIView[index]
  }

  /// Whether generic parameters (and their `where` clause) constrain one to what shows content,
  /// the whole name: `Content: View`, `C:View`, `Content: SwiftUI.View`, `Top: UIViewController`,
  /// not `VM: ViewModeling`. A type generic over such a parameter wraps whatever it is handed.
  static func constrainsToView(_ generics: String, standIns: Set<String> = []) -> Bool {
    var rest = generics[...]
    while let colon = rest.firstIndex(of: ":") {
      rest = rest[rest.index(after: colon)...]
      var name = rest.drop { $0 == " " }
      for module in ["SwiftUI.", "UIKit.", "AppKit."] where name.hasPrefix(module) { name = name.dropFirst(module.count) }
      let word = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if contentBases.contains(String(word)) || standIns.contains(String(word)) { return true }
    }
    return false
  }

  private static let contentBases: Set<String> = ["View", "UIViewController", "NSViewController"]

  static let toolbarContentProtocols: Set<String> = ["ToolbarContent", "CustomizableToolbarContent"]

  static let representables: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]

  /// A type whose code is part of the screen that shows it: a view, a cell, a controller, a view
  /// model, an observable model, a popover. Services, values and routers are not: a router's
  /// methods navigate for whoever calls them. (A representable is a part where a screen presents
  /// it: `ScreenParts`.)
  func isPart(_ index: Int) -> Bool {
    guard !isCoordinatorNamed[index], !isSingleton[index] else { return false }
    return isController[index] || isSwiftUIView[index] || isUIKitView[index] || isViewModelNamed[index] || isObservable[index]
      || isPopover[index] || isToolbarContent[index]
  }
}
