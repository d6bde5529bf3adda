import Testing

@testable import GraftAudit

/// A paging container that keeps its pages in a collection and embeds each one: the pages are
/// parts of the container's screen, not screens of their own, and where a page leads is where
/// the container leads. The view models its pages are handed, subclasses of one base, are the
/// pages' models.
@Suite(.timeLimit(.minutes(1))) struct AuditEmbeddedPageTests {
  static func app(embedding: String) -> [String: String] {
    [
      "App/News/NewsCoordinator.swift": """
        final class NewsCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let latest = NewsPageViewController(viewModel: LatestNewsPageViewModel())
            let popular = NewsPageViewController(viewModel: PopularNewsPageViewModel())
            navigationController.pushViewController(NewsContainerViewController(pages: [latest, popular]), animated: true)
          }
        }
        """,
      "App/News/NewsContainerViewController.swift": """
        final class NewsContainerViewController: UIViewController {
          private let pages: [NewsPageViewController]
          private var currentIndex = 0
          init(pages: [NewsPageViewController]) {
            self.pages = pages
            super.init(nibName: nil, bundle: nil)
          }
          override func viewDidLoad() {
            super.viewDidLoad()
        \(embedding)
          }
        }
        """,
      "App/News/NewsPageViewController.swift": """
        final class NewsPageViewController: UIViewController {
          let viewModel: NewsPageViewModel
          private var isLoading = false
          init(viewModel: NewsPageViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
          }
          func openArticle() { navigationController?.pushViewController(ArticleViewController(), animated: true) }
        }
        """,
      "App/News/NewsPageViewModel.swift": """
        class NewsPageViewModel {
          var title: String { "" }
          var articles: [String] = []
        }
        final class LatestNewsPageViewModel: NewsPageViewModel {
          override var title: String { "Latest" }
        }
        final class PopularNewsPageViewModel: NewsPageViewModel {
          override var title: String { "Popular" }
        }
        """,
      "App/Article/ArticleViewController.swift": "final class ArticleViewController: UIViewController { var body = \"\" }",
    ]
  }

  @Test(arguments: [
    "    pages.enumerated().forEach { (index, page) in\n      stackView.addArrangedSubview(page.view)\n      addChild(page)\n    }",
    "    for page in pages {\n      addChild(page)\n    }",
    "    for (index, page) in self.pages.enumerated() { addChild(page) }",
    "    pages.forEach { addChild($0) }",
    "    pages.forEach { [weak self] page in self?.addChild(page) }",
  ])
  func pagesKeptInACollectionAndEmbeddedAreTheContainersParts(embedding: String) {
    let fixture = AuditFixture(Self.app(embedding: embedding))
    #expect(fixture.screenNames == ["Article", "NewsContainer"])
    #expect(fixture.edges == ["NewsContainer -> Article component"])
  }

  /// A tab bar the app draws itself: a controller named for its tabs adds each tab's controller
  /// as a child and brings the chosen one to the front. Its children are its tabs, screens with
  /// their own navigation, not parts of the container's.
  @Test func theChildrenOfATabBarTheAppDrawsAreItsTabs() {
    let fixture = AuditFixture("""
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = UINavigationController(rootViewController: CustomTabBarController()) }
      }
      final class CustomTabBarController: UIViewController {
        private let ledgerVC = LedgerListViewController()
        private let settingsVC = SettingsViewController()
        private let tabBar = TabBarView()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(ledgerVC)
          addChild(settingsVC)
          view.addSubview(ledgerVC.view)
          view.addSubview(settingsVC.view)
          ledgerVC.didMove(toParent: self)
          settingsVC.didMove(toParent: self)
          switchTo(ledgerVC)
        }
        func tabChanged(_ index: Int) { switchTo(index == 0 ? ledgerVC : settingsVC) }
        private func switchTo(_ page: UIViewController) { UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { self.view.bringSubviewToFront(page.view) }, completion: nil) }
      }
      final class TabBarView: UIView { var selected = 0 }
      final class LedgerListViewController: UIViewController {
        var entries: [String] = []
        func open() { navigationController?.pushViewController(EntryViewController(), animated: true) }
      }
      final class EntryViewController: UIViewController { var amount = 0 }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func onboarding() { present(OnboardingViewController(), animated: true) }
      }
      final class OnboardingViewController: UIViewController { var page = 0 }
      """)
    #expect(fixture.screenNames == ["CustomTabBar", "Entry", "LedgerList", "Onboarding", "Settings"])
    #expect(fixture.edge("CustomTabBar", "Settings") != nil, "\(fixture.edges)")
    #expect(fixture.edge("LedgerList", "Entry") != nil, "\(fixture.edges)")
    #expect(fixture.edge("CustomTabBar", "Entry") == nil, "\(fixture.edges)")
  }

  /// A tab bar controller's tabs are its `viewControllers`; a controller it adds as a child (a
  /// mini player over every tab) is part of it, as any embedded controller is.
  @Test func aChildATabBarControllerAddsIsNoTab() {
    let fixture = AuditFixture("""
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = MainTabBarController() }
      }
      final class MainTabBarController: UITabBarController {
        private let player = MiniPlayerViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [LibraryViewController()]
          addChild(player)
          view.addSubview(player.view)
          player.didMove(toParent: self)
        }
      }
      final class MiniPlayerViewController: UIViewController { var title = "" }
      final class LibraryViewController: UIViewController { var albums: [String] = [] }
      """)
    #expect(fixture.screenNames == ["Library", "MainTabBar"], "\(fixture.screenNames)")
  }

  /// A SwiftUI view a hosting controller shows as a whole tab (or presents) is a screen, with its
  /// own navigation; one hosted as a child inside a controller's page is part of that page.
  @Test(arguments: ["viewControllers = [home, scheduleHost]", "setViewControllers([home, scheduleHost], animated: false)"])
  func aSwiftUIViewAHostingControllerShowsAsATabIsAScreen(_ settingTabs: String) {
    let source = """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = MainTabBarController() }
      }
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let home = UINavigationController(rootViewController: HomeViewController())
          let scheduleHost = UIHostingController(rootView: ScheduleView())
          scheduleHost.tabBarItem = UITabBarItem(title: "Schedule", image: nil, selectedImage: nil)
          \(settingTabs)
        }
      }
      final class HomeViewController: UIViewController {
        var items: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          let bannerHost = UIHostingController(rootView: BannerView())
          addChild(bannerHost)
          view.addSubview(bannerHost.view)
        }
      }
      struct BannerView: View {
        @State private var showsOffer = false
        var body: some View { Text("Offer").sheet(isPresented: $showsOffer) { OfferView() } }
      }
      struct OfferView: View { var body: some View { Text("50% off") } }
      struct ScheduleView: View {
        @State private var isCreating = false
        var body: some View { List { Text("Today") }.sheet(isPresented: $isCreating) { CreateScheduleView() } }
      }
      struct CreateScheduleView: View {
        @State var title = ""
        var body: some View { TextField("Title", text: $title) }
      }
      """
    let fixture = AuditFixture(source)
    #expect(fixture.screenNames == ["CreateSchedule", "Home", "MainTabBar", "Offer", "Schedule"], "\(fixture.screenNames)")
    #expect(fixture.edge("Schedule", "CreateSchedule")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("MainTabBar", "CreateSchedule") == nil, "\(fixture.edges)")
    #expect(fixture.edge("Home", "Offer")?.kind == .presents, "\(fixture.edges)")
  }
}
