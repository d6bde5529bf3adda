import Testing
@testable import GraftAudit

/// A protocol only one of the app's types adopts, and that type no screen's code: a call on a
/// value of the protocol can run nothing else. A flow manager every screen tells where to go
/// next, a container that makes a feature's coordinator.
@Suite struct AuditSoleAdopterTests {
  /// A coordinator asks the scene's delegate, through a protocol only that delegate adopts, to
  /// swap the window's root (`(sceneDelegate as? OnboardingSceneDelegate)?.moveToMain()`); the
  /// delegate stores a new coordinator in a property typed by a protocol every coordinator adopts
  /// and starts it: what it has just stored starts, and its tab bar becomes the root.
  @Test func theScenesDelegateSwapsTheRootThroughTheCoordinatorItStores() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      protocol OnboardingSceneDelegate: AnyObject { func moveToMain(); func moveToOnboarding() }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate, OnboardingSceneDelegate {
        var window: UIWindow?
        private var coordinator: Coordinator?
        func moveToMain() {
          coordinator = TabCoordinator(window: window)
          coordinator?.start()
        }
        func moveToOnboarding() {
          self.coordinator = OnboardingCoordinator(window: window)
          self.coordinator?.start()
        }
      }
      final class TabCoordinator: Coordinator {
        weak var window: UIWindow?
        init(window: UIWindow?) { self.window = window }
        func start() { window?.rootViewController = MainTabBarController() }
      }
      final class OnboardingCoordinator: Coordinator {
        weak var window: UIWindow?
        init(window: UIWindow?) { self.window = window }
        func start() { window?.rootViewController = UINavigationController(rootViewController: TermsViewController(coordinator: self)) }
        func agreed() {
          let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate
          (sceneDelegate as? OnboardingSceneDelegate)?.moveToMain()
        }
      }
      final class MainTabBarController: UITabBarController {
        var badge = 0
        override func viewDidLoad() { viewControllers = [SettingsViewController()] }
      }
      final class SettingsViewController: UIViewController {
        var version = ""
        @objc func signOutTapped() {
          (UIApplication.shared.connectedScenes.first?.delegate as? OnboardingSceneDelegate)?.moveToOnboarding()
        }
      }
      final class TermsViewController: UIViewController {
        weak var coordinator: OnboardingCoordinator?
        var agreed = false
        init(coordinator: OnboardingCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
        @objc func agreeTapped() { coordinator?.agreed() }
      }
      """)
    #expect(fixture.edge("Terms", "MainTabBar") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Settings", "Terms") != nil, "\(fixture.edges)")
    // Not every coordinator's start: the one just stored.
    #expect(fixture.edge("Settings", "MainTabBar") == nil, "\(fixture.edges)")
    #expect(fixture.leaves == [])

    // Stored one way in one branch and another in the other: either may start.
    let branches = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      final class TabCoordinator: Coordinator { let nav = UINavigationController(); func start() { nav.pushViewController(MainTabBarController(), animated: true) } }
      final class TermsCoordinator: Coordinator { let nav = UINavigationController(); func start() { nav.pushViewController(TermsViewController(), animated: true) } }
      final class MainTabBarController: UITabBarController { var badge = 0 }
      final class TermsViewController: UIViewController { var agreed = false }
      final class SplashViewController: UIViewController {
        var progress = 0.0
        private var coordinator: Coordinator?
        func route(agreed: Bool) {
          if agreed {
            coordinator = TabCoordinator()
          } else {
            coordinator = TermsCoordinator()
          }
          coordinator?.start()
        }
      }
      final class HomeViewController: UIViewController {
        var items: [Int] = []
        @objc func open() { present(SplashViewController(), animated: true) }
      }
      """)
    #expect(branches.edge("Splash", "MainTabBar") != nil, "\(branches.edges)")
    #expect(branches.edge("Splash", "Terms") != nil, "\(branches.edges)")

    // Stored from a factory named for the protocol into a property of a class's type: that class.
    let widened = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      final class Container { func makeCoordinator(for nav: UINavigationController) -> ProfileCoordinator { ProfileCoordinator(nav: nav) } }
      final class ProfileCoordinator: Coordinator {
        let nav: UINavigationController
        init(nav: UINavigationController) { self.nav = nav }
        func start() { nav.pushViewController(ProfileViewController(), animated: true) }
      }
      final class CheckoutCoordinator: Coordinator {
        let nav = UINavigationController()
        func start() { nav.pushViewController(CheckoutViewController(), animated: true) }
      }
      final class ProfileViewController: UIViewController { var name = "" }
      final class CheckoutViewController: UIViewController { var total = 0 }
      final class HomeViewController: UIViewController {
        var items: [Int] = []
        let container = Container()
        private var coordinator: ProfileCoordinator?
        @objc func profileTapped() {
          coordinator = container.makeCoordinator(for: navigationController!)
          coordinator?.start()
        }
      }
      """)
    #expect(widened.edge("Home", "Profile") != nil, "\(widened.edges)")
    #expect(widened.edge("Home", "Checkout") == nil, "\(widened.edges)")
  }

  /// Screens ask a flow manager for the next step through a delegate protocol; the manager sets
  /// its state, and a `switch` over the transition (`(old, new)`) shows the screen of the state
  /// it goes to, replacing the stack through the app's own `setRoot(controller:)` helper.
  @Test func aFlowManagerAskedForTheNextStepThroughItsDelegate() {
    let fixture = AuditFixture([
      "Flow.swift": """
        enum Step { case inbox, signIn, article(id: Int) }
        protocol StepNavigationDelegate: AnyObject { func navigate(to step: Step) }
        extension UINavigationController {
          func setRoot(controller: UIViewController) { setViewControllers([controller], animated: true) }
        }
        final class JourneyManager {
          enum Phase { case launch, inbox, signIn }
          private let navigation: UINavigationController
          private var phase: Phase = .launch { didSet { moved(from: oldValue, to: phase) } }
          init(navigation: UINavigationController) {
            self.navigation = navigation
            let launch = LaunchViewController()
            launch.stepDelegate = self
            navigation.setRoot(controller: launch)
          }
          private func moved(from old: Phase, to new: Phase) {
            switch (old, new) {
            case (.launch, .inbox), (.signIn, .inbox): showInbox()
            case (_, .signIn): showSignIn()
            default: break
            }
          }
          private func showInbox() {
            let inbox = InboxViewController()
            inbox.stepDelegate = self
            navigation.setRoot(controller: inbox)
          }
          private func showSignIn() {
            let signIn = SignInViewController()
            signIn.stepDelegate = self
            navigation.setRoot(controller: signIn)
          }
          private func showArticle(id: Int) { navigation.pushViewController(ArticleViewController(id: id), animated: true) }
        }
        extension JourneyManager: StepNavigationDelegate {
          func navigate(to step: Step) {
            switch step {
            case .inbox: phase = .inbox
            case .signIn: phase = .signIn
            case .article(let id): showArticle(id: id)
            }
          }
        }
        """,
      "Screens.swift": """
        final class LaunchViewController: UIViewController {
          weak var stepDelegate: StepNavigationDelegate?
          var isSignedIn = false
          override func viewDidAppear(_ animated: Bool) {
            if isSignedIn { stepDelegate?.navigate(to: .inbox) } else { stepDelegate?.navigate(to: .signIn) }
          }
        }
        final class SignInViewController: UIViewController {
          weak var stepDelegate: StepNavigationDelegate?
          var email = ""
          @objc func signedIn() { stepDelegate?.navigate(to: .inbox) }
        }
        final class InboxViewController: UIViewController {
          weak var stepDelegate: StepNavigationDelegate?
          var rows: [Int] = []
          @objc func open(_ id: Int) { stepDelegate?.navigate(to: .article(id: id)) }
        }
        final class ArticleViewController: UIViewController {
          let id: Int
          var isBookmarked = false
          init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
        }
        """,
    ])
    #expect(fixture.edge("Launch", "Inbox") != nil)
    #expect(fixture.edge("Launch", "SignIn") != nil)
    #expect(fixture.edge("SignIn", "Inbox") != nil)
    #expect(fixture.edge("Inbox", "Article") != nil)
    // Each step leads to its own state's screen only: not to every screen the manager shows.
    #expect(fixture.edge("SignIn", "SignIn") == nil)
    #expect(fixture.edge("SignIn", "Article") == nil)
    #expect(fixture.edge("Inbox", "SignIn") == nil)
    #expect(fixture.leaves == ["Article"])
  }

  /// A feature's coordinator asks a container, known by its protocol, for the next feature's
  /// coordinator and starts it; the container is the protocol's one adopter.
  @Test func aContainerKnownByItsProtocolMakesTheNextCoordinator() {
    let fixture = AuditFixture([
      "Base.swift": """
        class FlowCoordinator {
          let controller: UIViewController
          weak var navigation: UINavigationController?
          init(controller: UIViewController) { self.controller = controller }
          func start(_ navigation: UINavigationController?) {
            self.navigation = navigation
            navigation?.pushViewController(controller, animated: true)
          }
        }
        """,
      "Albums.swift": """
        protocol PhotosBuilding { func coordinator() -> FlowCoordinator }
        final class AlbumsCoordinator: FlowCoordinator {
          private let photos: PhotosBuilding
          init(photos: PhotosBuilding) {
            self.photos = photos
            super.init(controller: AlbumsViewController())
          }
          func showPhotos() { photos.coordinator().start(navigation) }
        }
        final class AlbumsViewController: UIViewController {
          weak var coordinator: AlbumsCoordinator?
          var albums: [String] = []
          @objc func tapped() { coordinator?.showPhotos() }
        }
        """,
      "Photos.swift": """
        final class PhotosContainer: PhotosBuilding {
          func coordinator() -> FlowCoordinator { PhotosCoordinator() }
        }
        final class PhotosCoordinator: FlowCoordinator {
          init() { super.init(controller: PhotosViewController()) }
        }
        final class PhotosViewController: UIViewController { var photos: [String] = [] }
        """,
    ])
    #expect(fixture.edge("Albums", "Photos") != nil)
    #expect(fixture.leaves == ["Photos"])
  }

  /// A protocol two types adopt, named for no navigation, says nothing of which one a call runs:
  /// not followed.
  @Test func aProtocolTwoTypesAdoptIsNotFollowedIntoEither() {
    let fixture = AuditFixture("""
      protocol ItemHandling { func open() }
      final class ShopHandler: ItemHandling {
        weak var navigation: UINavigationController?
        func open() { navigation?.pushViewController(ShopViewController(), animated: true) }
      }
      final class CartHandler: ItemHandling {
        weak var navigation: UINavigationController?
        func open() { navigation?.pushViewController(CartViewController(), animated: true) }
      }
      final class HomeViewController: UIViewController {
        var handler: ItemHandling?
        var items: [String] = []
        @objc func tapped() { handler?.open() }
      }
      final class ShopViewController: UIViewController { var items: [String] = [] }
      final class CartViewController: UIViewController { var items: [String] = [] }
      """)
    #expect(fixture.edge("Home", "Shop") == nil)
    #expect(fixture.edge("Home", "Cart") == nil)
  }

  /// The splash screen's delegate, the scene delegate, replaces the window's root with the app's
  /// tab bar controller: the splash leads to what that controller shows.
  @Test func aDelegateThatShowsTheAppsTabBarController() {
    let fixture = AuditFixture("""
      protocol SplashViewControllerDelegate: AnyObject { func splashDidFinish(_ splash: SplashViewController) }
      final class SplashViewController: UIViewController {
        weak var delegate: SplashViewControllerDelegate?
        var progress = 0.0
        override func viewDidAppear(_ animated: Bool) { delegate?.splashDidFinish(self) }
      }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let splash = SplashViewController()
          splash.delegate = self
          window?.rootViewController = splash
        }
      }
      extension SceneDelegate: SplashViewControllerDelegate {
        func splashDidFinish(_ splash: SplashViewController) { window?.rootViewController = MainTabBarController() }
      }
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() { viewControllers = [HomeViewController(), SettingsViewController()] }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class SettingsViewController: UIViewController { var name = "" }
      """)
    #expect(fixture.edge("Splash", "MainTabBar") != nil)
    #expect(fixture.edge("MainTabBar", "Home") != nil)
    #expect(!fixture.leaves.contains("Splash"))
  }

  /// What the day's navigation rules must not catch: a transition's case that names the state it
  /// leaves (`case (.inbox, _):`, which the audit cannot tell from the step a screen asks for), an app method that starts with `setRoot` but sets no screen
  /// (`setRootItem(.settings)`), and a sole adopter whose method only calls its helpers.
  @Test func whatTheFlowRulesMustNotFollow() {
    let fixture = AuditFixture([
      "Flow.swift": """
        enum Step { case inbox, signIn }
        protocol StepNavigationDelegate: AnyObject { func navigate(to step: Step) }
        final class JourneyManager {
          enum Phase { case launch, inbox, signIn }
          private let navigation: UINavigationController
          private var phase: Phase = .launch { didSet { moved(from: oldValue, to: phase) } }
          init(navigation: UINavigationController) {
            self.navigation = navigation
            let launch = LaunchViewController()
            launch.stepDelegate = self
            navigation.setViewControllers([launch], animated: false)
          }
          private func moved(from old: Phase, to new: Phase) {
            switch (old, new) {
            case (.inbox, _): showSignIn()
            case (_, .inbox): showInbox()
            default: break
            }
          }
          private func showInbox() { let inbox = InboxViewController(); inbox.stepDelegate = self; navigation.setViewControllers([inbox], animated: true) }
          private func showSignIn() { let signIn = SignInViewController(); signIn.stepDelegate = self; navigation.setViewControllers([signIn], animated: true) }
        }
        extension JourneyManager: StepNavigationDelegate {
          func navigate(to step: Step) {
            switch step {
            case .inbox: phase = .inbox
            case .signIn: phase = .signIn
            }
          }
        }
        """,
      "Screens.swift": """
        enum Panel { case settings, help }
        final class Outline { func setRootItem(_ panel: Panel) {} }
        final class LaunchViewController: UIViewController {
          weak var stepDelegate: StepNavigationDelegate?
          var outline = Outline()
          override func viewDidAppear(_ animated: Bool) { outline.setRootItem(.settings); stepDelegate?.navigate(to: .inbox) }
        }
        final class SignInViewController: UIViewController { weak var stepDelegate: StepNavigationDelegate?; var email = "" }
        final class InboxViewController: UIViewController {
          weak var stepDelegate: StepNavigationDelegate?
          var rows: [Int] = []
          @objc func signOut() { stepDelegate?.navigate(to: .signIn) }
        }
        final class PanelHost {
          let navigation = UINavigationController()
          func open(_ panel: Panel) {
            switch panel {
            case .settings: navigation.pushViewController(SettingsViewController(), animated: true)
            case .help: navigation.pushViewController(HelpViewController(), animated: true)
            }
          }
        }
        final class SettingsViewController: UIViewController { var name = "" }
        final class HelpViewController: UIViewController { var page = 0 }
        """,
      "Dialogs.swift": """
        protocol ErrorReporting { func showError(_ message: String) }
        final class AppErrorFlow: ErrorReporting {
          func showError(_ message: String) { offerHelp(for: message) }
          private func offerHelp(for message: String) { openHelp(.settings) }
          private func openHelp(_ panel: Panel) {}
        }
        final class ReceiptViewController: UIViewController {
          let alerts: ErrorReporting
          var total = 0
          init(alerts: ErrorReporting) { self.alerts = alerts; super.init(nibName: nil, bundle: nil) }
          @objc func failed() { alerts.showError("failed") }
        }
        """,
    ])
    #expect(fixture.edge("Launch", "Inbox") != nil)
    #expect(fixture.edge("Launch", "SignIn") == nil)
    #expect(fixture.edge("Launch", "Settings") == nil)
    #expect(fixture.edge("Receipt", "Settings") == nil)
  }

  /// A protocol one type adopts, neither named for navigating: a call on it is not followed, even
  /// where the method shows something (the names are the signal that the call is navigation).
  @Test func aSoleAdopterNamedForNothingIsNotFollowed() {
    let fixture = AuditFixture("""
      protocol ErrorReporting { func showError(_ message: String) }
      final class AppErrorReporter: ErrorReporting {
        weak var window: UIWindow?
        func showError(_ message: String) { window?.rootViewController?.present(SupportViewController(), animated: true) }
      }
      final class ReceiptViewController: UIViewController {
        let errors: ErrorReporting
        var total = 0
        init(errors: ErrorReporting) { self.errors = errors; super.init(nibName: nil, bundle: nil) }
        @objc func failed() { errors.showError("failed") }
      }
      final class SupportViewController: UIViewController { var topic = "" }
      """)
    #expect(fixture.edge("Receipt", "Support") == nil)
  }
}
