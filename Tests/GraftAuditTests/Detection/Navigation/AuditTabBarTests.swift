import Testing

@testable import GraftAudit

/// The app's tab bar controller is a screen, the parent its tabs are the children of (in TCA, the
/// root feature that scopes them), wherever its tabs are made: in its own code, by a coordinator
/// or a scene that holds it, or by an enum of its tabs.
@Suite struct AuditTabBarTests {
  /// What the tab bar presents over every tab is its own navigation, not its tabs'.
  @Test func aTabBarControllerMakesItsTabsAndPresentsOverThem() {
    let fixture = AuditFixture("""
      final class RootViewController: UITabBarController {
        init() {
          super.init(nibName: nil, bundle: nil)
          viewControllers = [HomeViewController(), ProfileViewController()]
        }
        @objc func sessionBarTapped() { present(PracticeViewController(), animated: true) }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class ProfileViewController: UIViewController { var name = "" }
      final class PracticeViewController: UIViewController { var seconds = 0 }
      """)
    #expect(fixture.edge("Root", "Home")?.kind == .constructs)
    #expect(fixture.edge("Root", "Profile") != nil)
    #expect(fixture.edge("Root", "Practice")?.kind == .presents)
    #expect(fixture.edge("Home", "Practice") == nil)
    #expect(fixture.leaves == ["Home", "Practice", "Profile"])
  }

  /// `tabBarController.setViewControllers(tabs, animated: false)` in a coordinator's helper that
  /// its `start()` calls: the screens `start()` shows are the tab bar's tabs.
  @Test func tabsAHoldingCoordinatorSets() {
    let fixture = AuditFixture("""
      final class TabBarController: UITabBarController {
        weak var coordinator: TabCoordinator?
        @objc func composeTapped() { coordinator?.startCompose() }
      }
      final class TabCoordinator {
        private let tabBarController = TabBarController()
        private let homeNavigation = UINavigationController()
        private let settingsNavigation = UINavigationController()
        func start() {
          tabBarController.coordinator = self
          configureTabs()
          homeNavigation.pushViewController(HomeViewController(), animated: false)
          settingsNavigation.pushViewController(SettingsViewController(), animated: false)
        }
        private func configureTabs() {
          tabBarController.setViewControllers([homeNavigation, settingsNavigation], animated: false)
        }
        func startCompose() { tabBarController.present(ComposeViewController(), animated: true) }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class SettingsViewController: UIViewController { var theme = "" }
      final class ComposeViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.edge("TabBar", "Home") != nil)
    #expect(fixture.edge("TabBar", "Settings") != nil)
    #expect(fixture.edge("TabBar", "Compose") != nil)
    #expect(!fixture.leaves.contains("TabBar"))
  }

  /// `tabs.viewControllers = […]` in a scene's case: what that case makes are the tabs, and the
  /// other cases' screens are not.
  @Test func tabsASceneCaseAssigns() {
    let fixture = AuditFixture("""
      enum Scene {
        case main
        case login
        var controller: UIViewController {
          switch self {
          case .main:
            let tabs = AppTabBarController()
            let feed = UINavigationController(rootViewController: FeedViewController())
            let search = UINavigationController(rootViewController: SearchViewController())
            tabs.viewControllers = [feed, search]
            return tabs
          case .login:
            return LoginViewController()
          }
        }
      }
      final class AppTabBarController: UITabBarController {
        override func viewDidLoad() { super.viewDidLoad(); tabBar.tintColor = .white }
      }
      final class FeedViewController: UIViewController { var posts: [String] = [] }
      final class SearchViewController: UIViewController { var query = "" }
      final class LoginViewController: UIViewController { var email = "" }
      """)
    #expect(fixture.edge("AppTabBar", "Feed") != nil)
    #expect(fixture.edge("AppTabBar", "Search") != nil)
    #expect(fixture.edge("AppTabBar", "Login") == nil)
  }

  /// `Tab.allCases.map { $0.makeController() }`: every case's controller is a tab.
  @Test func tabsMadeForEveryCaseOfAnEnum() {
    let fixture = AuditFixture("""
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func showMain() { window?.rootViewController = MainTabBarController() }
      }
      final class MainTabBarController: UITabBarController {
        enum Tab: CaseIterable {
          case home, history
          func makeController() -> UIViewController {
            switch self {
            case .home: return HomeViewController()
            case .history: return HistoryViewController()
            }
          }
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = Tab.allCases.map { $0.makeController() }
        }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class HistoryViewController: UIViewController { var days: [String] = [] }
      """)
    #expect(fixture.edge("MainTabBar", "Home") != nil)
    #expect(fixture.edge("MainTabBar", "History") != nil)
  }

  /// `case .report: push(Tab.report.controller)`: a route named with its type inside a case of
  /// the same name leads to what the enum makes for it, not back into that case.
  @Test func aRouteNamedInsideItsOwnCase() {
    let fixture = AuditFixture("""
      enum Tab: CaseIterable {
        case home, report
        var controller: UIViewController {
          switch self {
          case .home: return HomeViewController()
          case .report: return ReportViewController()
          }
        }
      }
      final class SplashViewController: UIViewController {
        var progress = 0.0
        func finish() { view.window?.rootViewController = TabBarController() }
      }
      final class TabBarController: UITabBarController, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
          let tab = Tab.allCases[viewControllers?.firstIndex(of: viewController) ?? 0]
          switch tab {
          case .report:
            navigationController?.pushViewController(Tab.report.controller, animated: true)
            return false
          case .home:
            return true
          }
        }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class ReportViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.edge("TabBar", "Report")?.kind == .pushes)
  }

  /// A tab bar whose tabs are set where the audit cannot follow (a coordinator keeps it as a
  /// `UITabBarController`) is no leaf: its tabs are the unknown.
  @Test func aTabBarWhoseTabsAreUnknownIsNoLeaf() {
    let fixture = AuditFixture("""
      final class TabBarController: UITabBarController {
        override func viewDidLoad() { super.viewDidLoad(); tabBar.tintColor = .black }
      }
      final class TabCoordinator {
        let tabBarController: UITabBarController
        init(tabBarController: UITabBarController = TabBarController()) { self.tabBarController = tabBarController }
      }
      """)
    #expect(fixture.screenNames == ["TabBar"])
    #expect(fixture.leaves == [])
    #expect(fixture.screen("TabBar")?.unfollowedCalls.map(\.call) == ["TabBarController.viewControllers"])
  }

  /// SwiftUI's `TabView` in the view the app's scene makes is that tab bar: a screen whose tabs
  /// are its edges; a view a link pushes that pages through a `TabView` is a screen too.
  @Test func theViewOfTheAppsTabViewIsTheParentOfItsTabs() {
    let fixture = AuditFixture("""
      @main struct ReaderApp: App {
        var body: some Scene { WindowGroup { ContentView() } }
      }
      struct ContentView: View {
        var body: some View {
          TabView {
            NavigationStack { LibraryView() }.tabItem { Label("Library", systemImage: "books.vertical") }
            SettingsView().tabItem { Label("Settings", systemImage: "gear") }
          }
        }
      }
      @Observable final class LibraryModel { var books: [String] = [] }
      struct LibraryView: View {
        @State private var model = LibraryModel()
        var body: some View { List(model.books, id: \\.self) { book in NavigationLink(book) { BookPagesView(title: book) } } }
      }
      struct BookPagesView: View {
        let title: String
        @State private var page = 0
        var body: some View { TabView(selection: $page) { Text(title).tag(0); Text("end").tag(1) }.tabViewStyle(.page) }
      }
      @Observable final class SettingsModel { var fontSize = 12 }
      struct SettingsView: View {
        @State private var model = SettingsModel()
        var body: some View { Stepper("Size", value: $model.fontSize) }
      }
      """)
    #expect(fixture.screenNames == ["BookPages", "Content", "Library", "Settings"])
    #expect(fixture.edge("Content", "Library") != nil)
    #expect(fixture.edge("Content", "Settings") != nil)
    #expect(fixture.edge("Library", "BookPages")?.kind == .pushes)
  }

  /// A `TabView` that pages through content inside a screen, in a scroll view, holds no tabs: its
  /// pages are parts of the screen, and where they link, the screen does. One styled as pages
  /// under a tab bar of the app's own still holds the app's tabs.
  @Test func aTabViewThatPagesInsideAScreenHoldsParts() {
    let fixture = AuditFixture("""
      @main struct PollsApp: App {
        var body: some Scene { WindowGroup { ProfileView() } }
      }
      @Observable final class ProfileModel { var tab = 0 }
      struct ProfileView: View {
        @State private var model = ProfileModel()
        var body: some View {
          ScrollView {
            VStack {
              Text("Header")
              TabView(selection: $model.tab) {
                MadePollsList(polls: []).tag(0)
                LikedPollsList(polls: []).tag(1)
              }
            }
          }
        }
      }
      struct MadePollsList: View {
        let polls: [String]
        var body: some View { ForEach(polls, id: \\.self) { poll in NavigationLink(poll) { PollDetailView(poll: poll) } } }
      }
      struct LikedPollsList: View {
        let polls: [String]
        @State private var sort = 0
        var body: some View { ForEach(polls, id: \\.self) { Text($0) } }
      }
      struct PollDetailView: View { let poll: String; @State private var vote = 0; var body: some View { Text(poll) } }
      """)
    #expect(fixture.screenNames == ["PollDetail", "Profile"], "\(fixture.screenNames)")
    #expect(fixture.edge("Profile", "PollDetail")?.kind == .pushes, "\(fixture.edges)")
    let tabs = AuditFixture("""
      @main struct ShopApp: App { var body: some Scene { WindowGroup { MainTabView() } } }
      struct MainTabView: View {
        @State private var selection = 0
        var body: some View {
          VStack(spacing: 0) {
            TabView(selection: $selection) {
              HomeView().tag(0)
              CartView().tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            ShopTabBar(selection: $selection)
          }
        }
      }
      struct ShopTabBar: View {
        @Binding var selection: Int
        var body: some View { HStack { Button("Home") { selection = 0 }; Button("Cart") { selection = 1 } } }
      }
      struct HomeView: View { @State var query = ""; var body: some View { Text(query) } }
      struct CartView: View { @State var lines: [String] = []; var body: some View { Text("") } }
      """)
    #expect(tabs.screenNames == ["Cart", "Home", "MainTab"], "\(tabs.screenNames)")
    #expect(tabs.edge("MainTab", "Home") != nil, "\(tabs.edges)")
  }

  /// A coordinator that shows login first and sets the tabs, made in the call, once the user has
  /// signed in: the tabs are the tab bar's, and login leads to the tab bar, not to its tabs. A
  /// tab that calls its tab bar's method presenting login leads to login through it. Replacing
  /// the stack of the navigation controller a tab bar sits in sets no tabs; a `$0` inside a
  /// closure nested in the `allCases` one is that closure's.
  @Test func loginLeadsToTheTabBarAndATabThroughItsTabBar() {
    let fixture = AuditFixture("""
      final class MainTabBarController: UITabBarController {
        func processLogout() { present(LoginViewController(), animated: true) }
      }
      final class AppCoordinator {
        let window: UIWindow
        let tabBar = MainTabBarController()
        init(window: UIWindow) { self.window = window }
        func start() {
          let login = LoginViewController()
          login.onSignedIn = { [weak self] in self?.showMain() }
          window.rootViewController = login
        }
        private func showMain() {
          tabBar.setViewControllers([HomeViewController(), AccountViewController()], animated: false)
          window.rootViewController = tabBar
        }
        func logout() { tabBar.navigationController?.viewControllers = [OnboardingViewController()] }
      }
      final class LoginViewController: UIViewController {
        var email = ""
        var onSignedIn: (() -> Void)?
        @objc func signInTapped() { onSignedIn?() }
      }
      final class OnboardingViewController: UIViewController { var page = 0 }
      struct Section { func makeController() -> UIViewController { UIViewController() } }
      enum Tab: CaseIterable {
        case home
        func makeController() -> UIViewController { HomeViewController() }
      }
      final class HomeViewController: UIViewController {
        var rows: [Section] = []
        func reload() { _ = Tab.allCases.map { _ in rows.map { $0.makeController() } } }
      }
      final class AccountViewController: UIViewController {
        var email = ""
        @objc func logoutTapped() { (tabBarController as? MainTabBarController)?.processLogout() }
      }
      """)
    #expect(fixture.edge("Login", "MainTabBar") != nil)
    #expect(fixture.edge("Login", "Home") == nil)
    #expect(fixture.edge("MainTabBar", "Home") != nil)
    #expect(fixture.edge("MainTabBar", "Account") != nil)
    #expect(fixture.edge("MainTabBar", "Onboarding") == nil)
    #expect(fixture.edge("Account", "Login") != nil)
    #expect(fixture.edge("Home", "Home") == nil)
    #expect(fixture.leaves == ["Home", "Onboarding"])
  }

  /// A screen that switches its tab bar's tab (`tabBarController?.selectedIndex = 0`), or calls
  /// something that does (a deep link's static helper, then the tab bar's own method), shows
  /// another tab, which one the audit does not tell: no leaf, its Leaf column names the switch.
  /// Setting a tab bar up (its tabs and first tab, or a tab bar a local holds) switches nothing.
  @Test func aScreenThatSwitchesTabsIsNoLeaf() {
    let fixture = AuditFixture("""
      final class MainTabbarViewController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [HomeViewController(), ActionsViewController()]
          selectedIndex = 0
        }
        @objc func showActions() { self.selectedIndex = 1 }
      }
      enum DeepLinkManager {
        static func showActions() {
          if let tabbar = UIApplication.shared.windows.first?.rootViewController as? MainTabbarViewController {
            tabbar.showActions()
          }
        }
      }
      final class HomeViewController: UIViewController { var items: [Int] = [] }
      final class ActionsViewController: UIViewController { var items: [Int] = [] }
      final class PassedViewController: UIViewController {
        var done = false
        @IBAction func goActions() { DeepLinkManager.showActions() }
      }
      final class CreatedViewController: UIViewController {
        var done = false
        @IBAction func goHome() { tabBarController?.selectedIndex = 0 }
      }
      final class WelcomeViewController: UIViewController {
        var page = 0
        func finish() {
          let tabbar = MainTabbarViewController()
          tabbar.selectedIndex = 1
          view.window?.rootViewController = tabbar
        }
      }
      final class QuietViewController: UIViewController {
        var selectedIndex = 0
        func pick() { selectedIndex = 2 }
      }
      """)
    #expect(fixture.leaves == ["Actions", "Home", "Quiet"])
    #expect(fixture.screen("Created")?.unfollowedCalls.map(\.call) == ["tabBarController.selectedIndex"])
    #expect(fixture.screen("Passed")?.unfollowedCalls.map(\.call) == ["selectedIndex"])
    #expect(fixture.screen("Welcome")?.unfollowedCalls == [])
    // The tab bar's switch that other code calls is listed; its setup in `viewDidLoad` is not.
    #expect(fixture.screen("MainTabbar")?.unfollowedCalls.count == 1)
    #expect(fixture.edge("Welcome", "MainTabbar") != nil, "\(fixture.edges)")
  }

  /// A screen whose link reaches, through its coordinator's delegate, the parent coordinator's
  /// `showTab(.browser(openURL: url))`, which switches over the tab to prepare it and then selects
  /// it (`tabBarController?.selectedViewController = nav`, after reading the tabs into a local
  /// named `viewControllers`): the screen switches tabs, no leaf.
  @Test func aTabSwitchAfterARouteSwitchReachesTheCaller() {
    let fixture = AuditFixture("""
      enum Tabs { case wallet, browser(openURL: URL?) }
      protocol TokensCoordinatorDelegate: AnyObject { func didPress(url: URL, in coordinator: TokensCoordinator) }
      final class InCoordinator: TokensCoordinatorDelegate {
        var tabBarController: UITabBarController?
        var browserCoordinator: BrowserCoordinator?
        func showTab(_ selectTab: Tabs) {
          guard let viewControllers = tabBarController?.viewControllers else { return }
          guard let nav = viewControllers[0] as? UINavigationController else { return }
          switch selectTab {
          case .browser(let url):
            if let url = url { browserCoordinator?.openURL(url) }
          case .wallet:
            break
          }
          tabBarController?.selectedViewController = nav
        }
        func didPress(url: URL, in coordinator: TokensCoordinator) { showTab(.browser(openURL: url)) }
      }
      final class BrowserCoordinator { func openURL(_ url: URL) {} }
      protocol NFTokenViewControllerDelegate: AnyObject { func didPressLink(url: URL, in viewController: NFTokenViewController) }
      final class TokensCoordinator: NFTokenViewControllerDelegate {
        weak var delegate: TokensCoordinatorDelegate?
        let navigationController = UINavigationController()
        func showToken() {
          let controller = NFTokenViewController()
          controller.delegate = self
          navigationController.pushViewController(controller, animated: true)
        }
        func didPressLink(url: URL, in viewController: NFTokenViewController) { openURL(url) }
        private func openURL(_ url: URL) { delegate?.didPress(url: url, in: self) }
      }
      final class NFTokenViewController: UIViewController {
        weak var delegate: NFTokenViewControllerDelegate?
        var url: URL?
        @objc func linkTapped() {
          guard let url = url else { return }
          delegate?.didPressLink(url: url, in: self)
        }
      }
      """)
    #expect(fixture.leaves == [], "\(fixture.leaves)")
    #expect(fixture.screen("NFToken")?.unfollowedCalls.map(\.call) == ["tabBarController.selectedViewController"])
  }

  /// A navigation controller's `viewControllers =` (a stack trimmed after an order) sets no tab
  /// bar up, and the tab bar's own switch inside a one-line `if` is a switch: both screens lead
  /// to another tab.
  @Test func aStackTrimOrAOneLineSwitchStillSwitchesTabs() {
    let trim = AuditFixture("""
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [UINavigationController(rootViewController: ShopViewController()), OrdersViewController()]
        }
      }
      final class ShopViewController: UIViewController {
        var items: [Int] = []
      }
      final class OrdersViewController: UIViewController { var items: [Int] = [] }
      final class CheckoutViewController: UIViewController {
        var total = 0
        func orderPlaced() {
          if let nav = navigationController { nav.viewControllers = Array(nav.viewControllers.prefix(1)) }
          tabBarController?.selectedIndex = 1
        }
      }
      """)
    #expect(trim.screen("Checkout")?.unfollowedCalls.map(\.call) == ["tabBarController.selectedIndex"])
    let oneLine = AuditFixture("""
      final class MainTabBarController: UITabBarController {
        var badge = 0
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [HomeViewController(), InboxViewController()]
        }
        func showInbox(if unread: Bool) { if unread { selectedIndex = 1 } }
      }
      final class HomeViewController: UIViewController { var items: [Int] = [] }
      final class InboxViewController: UIViewController { var items: [Int] = [] }
      final class NoticeViewController: UIViewController {
        var unread = true
        func tapped() { (tabBarController as? MainTabBarController)?.showInbox(if: unread) }
      }
      """)
    #expect(oneLine.screen("Notice")?.unfollowedCalls.map(\.call) == ["selectedIndex"])
    #expect(oneLine.leaves == ["Home", "Inbox"])
  }

  /// A tab bar the app draws itself: the body switches over a selection it hands its own tab
  /// buttons as a binding. Each case's view is a tab, a screen of its own, as a `TabView`'s
  /// would be, with its own navigation and writes; a `switch` over state no view of the app's is
  /// handed (a constant, or SwiftUI's segmented `Picker` switching content inside the screen)
  /// still picks parts of the screen.
  @Test(arguments: [
    ("TabButtons(selectedTab: $selectedTab)", true),
    ("TabButtons(selectedTab: .constant(.home))", false),
    ("Picker(\"Tab\", selection: $selectedTab) { Text(\"Home\").tag(Tab.home) }.pickerStyle(.segmented)", false),
  ])
  func aSwitchOverASelectionHandedToTabButtonsShowsTabs(control: String, handsSelection: Bool) {
    let fixture = AuditFixture("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { RootTabsView() } } }
      enum Tab { case home, profile }
      struct RootTabsView: View {
        @State var selectedTab: Tab = .home
        var body: some View {
          NavigationStack {
            ZStack(alignment: .bottom) {
              VStack {
                switch selectedTab {
                case .home: HomeView()
                case .profile: ProfileView()
                }
              }
              \(control)
            }
          }
        }
      }
      struct TabButtons: View {
        @Binding var selectedTab: Tab
        var body: some View { HStack { Button("Home") { selectedTab = .home }; Button("Profile") { selectedTab = .profile } } }
      }
      struct HomeView: View {
        @State var notes: [String] = []
        var body: some View { List(notes, id: \\.self) { note in NavigationLink(note) { NoteView(note: note) } } }
      }
      struct NoteView: View { let note: String; var body: some View { Text(note) } }
      struct ProfileView: View {
        @State var name = ""
        var body: some View { Button("Sign out") { UserDefaults.standard.removeObject(forKey: "token") } }
      }
      """)
    if handsSelection {
      #expect(fixture.screenNames == ["Home", "Note", "Profile", "RootTabs"])
      #expect(fixture.edge("RootTabs", "Home") != nil && fixture.edge("RootTabs", "Profile") != nil, "\(fixture.edges)")
      #expect(fixture.edge("Home", "Note") != nil, "\(fixture.edges)")
      #expect(fixture.writes == ["UserDefaults[token]: Profile removeObject(forKey:)"], "\(fixture.writes)")
    } else {
      #expect(fixture.screenNames == ["Note", "RootTabs"])
    }
  }
}
