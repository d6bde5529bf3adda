import Testing

@testable import GraftAudit

/// Calls made on what a global holds (`let appDelegate = UIApplication.shared.delegate as!
/// AppDelegate`), and the cases handed to them.
@Suite struct AuditGlobalReceiverTests {
  /// Every screen whose session expires calls the app delegate through a global to swap the
  /// window's root for the login screen; the splash screen asks it for the first screen.
  @Test func aGlobalAppDelegateSwapsTheRoot() {
    let fixture = AuditFixture([
      "App/Constants.swift": "let appDelegate = UIApplication.shared.delegate as! AppDelegate\nlet router = AppRouter(title: \"Shop\", assembly: ScreenAssembly())",
      "App/AppDelegate.swift": """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = SplashViewController()
            return true
          }
          func setLogin() { window?.rootViewController = UINavigationController(rootViewController: LoginViewController()) }
          func setRoot(loggedIn: Bool) {
            if loggedIn {
              window?.rootViewController = HomeViewController()
            } else {
              window?.rootViewController = OfflineViewController()
            }
          }
        }
        """,
      "App/Screens.swift": """
        final class SplashViewController: UIViewController {
          var progress = 0.0
          override func viewDidAppear(_ animated: Bool) { appDelegate.setRoot(loggedIn: true) }
        }
        final class LoginViewController: UIViewController { var email = "" }
        final class OfflineViewController: UIViewController {
          var retries = 0
          @objc func cartTapped() { router.openCart() }
        }
        final class ScreenAssembly {}
        final class AppRouter {
          weak var navigationController: UINavigationController?
          init(title: String, assembly: ScreenAssembly) {}
          func openCart() { navigationController?.pushViewController(CartViewController(), animated: true) }
        }
        final class CartViewController: UIViewController { var items: [Int] = [] }
        final class HomeViewController: UIViewController {
          var items: [Int] = []
          func sessionExpired() { appDelegate.setLogin() }
        }
        """,
    ])
    #expect(fixture.edge("Home", "Login") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Splash", "Home") != nil, "\(fixture.edges)")
    #expect(fixture.screen("Home")?.unfollowedCalls == [])
    // `AppRouter(title:assembly:)`: the type it is made from, not a cast read into `assembly:`.
    #expect(fixture.edge("Offline", "Cart") != nil, "\(fixture.edges)")
    #expect(fixture.leaves == ["Cart", "Login"])
  }

  /// A storyboard's controller, cast to its type and kept in a local, made the window's root
  /// (`appDelegate.window?.rootViewController = tabbar`), here in an app state's static helper
  /// every screen that ends onboarding calls: the screens lead to the tab bar.
  @Test func aCastControllerMadeTheWindowsRootIsShown() {
    let fixture = AuditFixture("""
      struct AppState {
        static func navigateToMainApp() {
          let tabbar = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! MainTabbarViewController
          tabbar.selectedIndex = 0
          let appDelegate = UIApplication.shared.delegate as! AppDelegate
          appDelegate.window?.rootViewController = tabbar
          appDelegate.window?.makeKeyAndVisible()
        }
      }
      final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
      final class MainTabbarViewController: UITabBarController { var badge = 0 }
      final class NotificationDemandViewController: UIViewController {
        var asked = false
        @IBAction func goHome() { AppState.navigateToMainApp() }
      }
      final class LanguageViewController: UIViewController {
        var language = ""
        func done() {
          let home = storyboard?.instantiateViewController(withIdentifier: "Home") as? MainTabbarViewController
          view.window?.rootViewController = home
        }
      }
      final class PeekViewController: UIViewController {
        var count = 0
        func peek() {
          let other = storyboard?.instantiateViewController(withIdentifier: "Home") as? MainTabbarViewController
          other?.selectedIndex = 1
          let root = other
          count = root?.badge ?? 0
        }
      }
      """)
    #expect(fixture.edge("NotificationDemand", "MainTabbar") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Language", "MainTabbar") != nil, "\(fixture.edges)")
    #expect(!fixture.leaves.contains("NotificationDemand"))
    // A controller only looked at is not shown.
    #expect(fixture.edge("Peek", "MainTabbar") == nil, "\(fixture.edges)")
  }

  /// A case handed to a coordinator's method that makes its screen and pushes it
  /// (`navigateToProductDetail(type: .sell)`) is that screen's data: a `switch` over another
  /// enum's `.sell` elsewhere, which navigates, does not turn the call into that case's route.
  @Test func aCaseHandedToAMethodThatShowsItsOwnScreenIsData() {
    let fixture = AuditFixture("""
      let appDelegate = UIApplication.shared.delegate as! AppDelegate
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func setLogin() { window?.rootViewController = LoginViewController() }
      }
      enum ProductDetailType { case buy, sell }
      enum GoodsType { case buy, sell }
      final class MainCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func navigateToProductDetail(id: String, type: ProductDetailType) {
          let vc = ProductDetailViewController()
          vc.type = type
          navigationController.pushViewController(vc, animated: true)
        }
      }
      final class LoginViewController: UIViewController {
        var email = ""
        func signedIn() { present(HomeViewController(), animated: true) }
      }
      final class ProductDetailViewController: UIViewController { var type = ProductDetailType.buy }
      final class HomeViewController: UIViewController {
        weak var coordinator: MainCoordinator?
        var goods: [GoodsType] = []
        func favourites() { navigationController?.pushViewController(FavouritesViewController(), animated: true) }
        func select(_ row: Int) {
          switch goods[row] {
          case .buy: break
          case .sell: appDelegate.setLogin()
          }
        }
      }
      final class FavouritesViewController: UIViewController {
        weak var coordinator: MainCoordinator?
        var ids: [String] = []
        func open(_ row: Int) { coordinator?.navigateToProductDetail(id: ids[row], type: .sell) }
      }
      """)
    #expect(fixture.edge("Favourites", "ProductDetail") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Favourites", "Login") == nil, "\(fixture.edges)")

    // A login gate shows its own screen, then hands the case on to a `switch`: the case is a
    // route, and only its own body runs.
    let gate = AuditFixture("""
      enum Destination { case settings, orders }
      final class AppCoordinator {
        let navigationController: UINavigationController
        var isLoggedIn = false
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func open(_ destination: Destination) {
          guard isLoggedIn else {
            navigationController.present(LoginViewController(), animated: true)
            return
          }
          navigate(to: destination)
        }
        private func navigate(to destination: Destination) {
          switch destination {
          case .settings: navigationController.pushViewController(SettingsViewController(), animated: true)
          case .orders: navigationController.pushViewController(OrdersViewController(), animated: true)
          }
        }
      }
      final class LoginViewController: UIViewController { var email = "" }
      final class SettingsViewController: UIViewController { var rows: [String] = [] }
      final class OrdersViewController: UIViewController { var orders: [Int] = [] }
      final class HomeViewController: UIViewController {
        weak var coordinator: AppCoordinator?
        var items: [Int] = []
        @objc func settingsTapped() { coordinator?.open(.settings) }
      }
      """)
    #expect(gate.edge("Home", "Settings") != nil, "\(gate.edges)")
    #expect(gate.edge("Home", "Orders") == nil, "\(gate.edges)")
  }
}
