/// What one member's code does that navigation is made of, read in one pass over its tokens
/// (`NavigationScanner`) before anyone knows which types are screens: the app types it
/// constructs and shows, the routes it names, the calls it makes, and the other types whose
/// callbacks it runs in.
struct NavigationFacts: Sendable {
  enum Action: Sendable, Equatable {
    /// `ProfileViewController(…)`, `ProfileView { … }`: an app type constructed.
    case construct(Int)
    /// `present(controller, …)`, where `controller` holds an app type constructed before.
    case show(Int)
    /// `pushViewController(next, …)`, where `next` is a local made by code the audit cannot type
    /// (`screenType.next().viewController()`): some screen, which one the code does not say.
    case showUnknown
    /// `tabBarController?.selectedIndex = 1`: another tab of a tab bar shown, which one the code
    /// does not say (the tabs' order is the tab bar's).
    case switchesTab
    /// `.profile(…)` or `Scene.profile`, handed to a call or assigned: a case or static member
    /// of an app type, which a route table may turn into a screen.
    case route(Name, qualifier: Int?)
    /// `helper()`, `self.helper()`, `Facade.helper()`, `child.helper()`. `handsTarget`: a route is
    /// among its arguments (`coordinator.present(scene: .profile)`), or a view it shows
    /// (`router.present(DetailViewController())`, `presenter.show { Detail() }`), which says where
    /// it leads; the method's body only shows what it is handed.
    case call(Name, receiver: Receiver, handsTarget: Bool)
    /// `performSegue(withIdentifier: "Detail", …)`.
    case segue(String)
    /// `UIActivityViewController(…)`, `.fileImporter(…)`: a system screen shown, by position in `SystemScreens.names`.
    case system(Int)
    /// `addChild(controller)`, `add(child, to: contentView)`, `UISearchController(searchResultsController:
    /// results)`: an app controller put inside this one's view, a part wherever it is not shown.
    case embed(Int)
    /// `as? DetailViewController`, `register(Cell.self, …)`: an app type named without being made.
    case cast(Int)
    /// `tabBarController.setViewControllers(tabs, animated: false)`, `tabBar.viewControllers = […]`
    /// on an instance of the app's tab bar controller, by other code than its own (a
    /// coordinator's `start()`, a scene's case): the screens that code shows are its tabs.
    case setsTabs(Int)

    /// The app type made or shown here.
    var madeOrShownType: Int? {
      switch self {
      case .construct(let type), .show(let type): type
      default: nil
      }
    }
  }

  enum Receiver: Sendable, Equatable {
    /// `helper()`, `self.helper()`, `super.helper()`.
    case own
    /// `Facade.helper()`.
    case type(Int)
    /// `child.helper()`, where `child` holds an instance of the app type.
    case instance(Int)
    /// `Authenticator.authenticate()` on a type the app neither declares nor extends: none of
    /// the app's code runs, whatever its extensions of other types name a method.
    case frameworkType
    /// `.withRouter()` on a view, `other.helper()` on something the audit cannot type: the
    /// receiver's last name, `.none` for an expression.
    case unknown(Name)
  }

  /// How the code around a fact shows what it makes.
  enum Presentation: UInt8, Sendable, Comparable {
    case none, pushes, presents

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  struct Fact: Sendable {
    var action: Action
    var presentation: Presentation
    /// The token of the call that shows it (`present`, `sheet`, `NavigationLink`…), in the member's file.
    var presenter: Int?
    /// The first view a navigation call or container shows, with nothing but grouping in between:
    /// what a destination is.
    var isDestination: Bool
    var token: Int
    /// The other type whose callback this code runs in: `child.onDone = { … }`,
    /// `coordinator.actions.sink { … }`, `Child(onSelect: { … })`.
    var subject: Int?
    /// The property of `subject` the callback is stored in: `onDone` in `child.onDone = { … }`.
    var subjectProperty: Name? = nil
    /// The type whose callback the code around `subject`'s runs in: `Consent` for
    /// `Consent(onAccept: { service.grant { _ in self.showNext() } })`. A completion handed to a
    /// service runs for the screen whose callback made the call.
    var outerSubject: Int? = nil
    /// `if showReportDialog { ReportDialogView(isPresented: $showReportDialog) }`: a view laid
    /// over this one by a flag named for a message (a dialog, an alert, a picker, a popup), the
    /// app's own alert, not a screen it navigates to.
    var isMessage = false
  }

  /// `case .a, .b:` of a `switch`, or `register(.a) { … }`: the facts `facts` run for those names.
  struct RouteBody: Sendable {
    var names: [Name]
    /// `Scene` for `case Scene.a:`.
    var qualifier: Int?
    var facts: Range<Int>
    var token: Int
    /// The other type whose callback the body itself runs in: `Start().routeDestination { route in
    /// switch route { … } }`. Its facts run for whoever names the route all the same; only a
    /// callback inside the body (`Picker(onHelp: { … })`) runs for another screen.
    var subject: Int?
    /// A `switch`'s `case`, not a closure handed a route (`register(.a) { … }`).
    var isCase = false
  }

  var facts: [Fact] = []
  var routeBodies: [RouteBody] = []
  /// The closure properties this code fills with a closure it was handed (`picker.onDone =
  /// done`, `Sort(onDone: completion)`): the app type that holds the property (-1 where the
  /// code does not say) and its name. Where that closure came from, the audit cannot read
  /// (`UnfollowedCalls`).
  var closuresHandedOn: [(type: Int, property: Name)] = []

  /// Whether a type's own code, or its superclasses', makes another: `let model =
  /// ProfileViewModel()`, `ProfileViewModel(…)` or `ProfileViewModel.make()` in a method.
  static func does(_ maker: Int, make made: Int, facts: [[NavigationFacts]], hierarchy: TypeHierarchy) -> Bool {
    hierarchy.lineage[maker].contains { owner in facts[owner].contains { $0.facts.contains { $0.action == .construct(made) } } }
  }
  /// It makes a `TabView`, a split view or a tab bar: what it shows are tabs, it is their container.
  var hostsTabs = false
  /// It makes a SwiftUI `TabView`: shown as a screen (the app's root), it is the parent its tabs
  /// are the children of, as the app's tab bar controller is.
  var hostsTabView = false
  /// It makes a `NavigationStack` or a `NavigationView` of its own, which starts at no other view
  /// of the app's: whatever shows it, it is the root of a navigation, a screen (a tab of a custom
  /// tab bar, a root a flag switches to). One that starts at another view (`NavigationStack {
  /// TrendingView() }`) makes that view the screen, and this one its container.
  var hostsNavigationStack = false
}
