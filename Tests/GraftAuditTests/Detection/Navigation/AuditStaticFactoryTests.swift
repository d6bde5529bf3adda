import Testing

@testable import GraftAudit

/// A namespace of static methods that make the app's screens from its storyboards
/// (`Wireframe.loginWithEmailViewController() -> LoginWithEmailViewController`), named for what
/// they make by their result only.
@Suite struct AuditStaticFactoryTests {
  @Test func aScreenAStaticFactoryMakesIsShownWhereItsResultIs() {
    let fixture = AuditFixture("""
      struct Wireframe {
        static func storyboard(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
        static func loginWithEmailViewController() -> LoginWithEmailViewController {
          storyboard("Login").instantiateViewController(withIdentifier: "LoginWithEmailViewController") as! LoginWithEmailViewController
        }
        static func shoutDetailContainer() -> ShoutDetailContainerViewController {
          storyboard("ShoutDetail").instantiateViewController(withIdentifier: "ShoutDetailContainer") as! ShoutDetailContainerViewController
        }
        static func helpViewController() -> HelpViewController { HelpViewController() }
      }
      final class HelpViewController: UIViewController { var topic = "" }
      final class LoginWithEmailViewController: UIViewController { var email = "" }
      final class ShoutDetailContainerViewController: UIViewController { var shoutID = "" }
      final class LoginFlowController {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func showLoginWithEmail() {
          let controller = Wireframe.loginWithEmailViewController()
          controller.email = ""
          navigationController.show(controller, sender: nil)
        }
      }
      final class LoginMethodChoiceViewController: UIViewController {
        var flowController: LoginFlowController?
        var methods: [String] = []
        @objc func emailTapped() { flowController?.showLoginWithEmail() }
        @objc func helpTapped() { navigationController?.pushViewController(Wireframe.helpViewController(), animated: true) }
        @objc func shoutTapped() {
          let detail = Wireframe.shoutDetailContainer()
          present(detail, animated: true)
        }
      }
      """)
    #expect(fixture.edge("LoginMethodChoice", "LoginWithEmail") != nil, "\(fixture.edges)")
    #expect(fixture.edge("LoginMethodChoice", "ShoutDetailContainer") != nil, "\(fixture.edges)")
    #expect(fixture.edge("LoginMethodChoice", "Help") != nil, "\(fixture.edges)")
  }

  /// A local bound to what a wireframe's static method returns (`let controller =
  /// Wireframe.createPageViewController()`) holds the returned controller, not the wireframe: the
  /// `show` that follows pushes it.
  @Test func aLocalFromAWireframesMethodHoldsWhatItReturns() {
    let fixture = AuditFixture("""
      struct Wireframe {
        static func createPageViewController() -> CreatePageViewController { CreatePageViewController() }
      }
      final class CreatePageViewController: UIViewController {
        var name = ""
        weak var flowDelegate: AnyObject?
      }
      final class PagesListViewController: UIViewController {
        var pages: [String] = []
        func create() {
          let controller = Wireframe.createPageViewController()
          controller.flowDelegate = self
          navigationController?.show(controller, sender: nil)
        }
      }
      """)
    #expect(fixture.edge("PagesList", "CreatePage")?.kind == .pushes, "\(fixture.edges)")
  }

  /// A dependency container's factory method named for less than its result
  /// (`makeDistrictSelectionController() -> DistrictSelectionViewController`) makes the controller
  /// it is declared to return, as one named for its type does.
  @Test func anInstanceFactoryMakesTheControllerItIsDeclaredToReturn() {
    let fixture = AuditFixture("""
      final class DIContainer {
        static let shared = DIContainer()
        func makeDistrictSelectionController() -> DistrictSelectionViewController { DistrictSelectionViewController() }
        func makeShopDetailViewController() -> ShopDetailViewController { ShopDetailViewController() }
      }
      final class DistrictSelectionViewController: UIViewController { var district = "" }
      final class ShopDetailViewController: UIViewController { var id = 0 }
      final class MainViewController: UIViewController {
        func showDistrict() {
          let viewController = DIContainer.shared.makeDistrictSelectionController()
          viewController.modalPresentationStyle = .fullScreen
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.present(viewController, animated: true)
          }
        }
        func showShop() {
          let viewController = DIContainer.shared.makeShopDetailViewController()
          present(viewController, animated: true)
        }
      }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = MainViewController() }
      }
      """)
    #expect(fixture.edge("Main", "DistrictSelection")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("Main", "ShopDetail")?.kind == .presents, "\(fixture.edges)")
  }

  /// A factory name two methods share, one returning another kind of controller (a share sheet),
  /// says nothing of what a call makes.
  @Test func aFactoryNameThatAlsoMakesSomethingElseNamesNoScreen() {
    let fixture = AuditFixture("""
      final class ProfileAssembly {
        func makeModule() -> ProfileViewController { ProfileViewController() }
      }
      final class ShareSheetFactory {
        func makeModule(text: String) -> UIActivityViewController { UIActivityViewController(activityItems: [text], applicationActivities: nil) }
      }
      final class ProfileViewController: UIViewController { var name = "" }
      final class HomeViewController: UIViewController {
        private let share = ShareSheetFactory()
        func shareTapped() {
          let sheet = share.makeModule(text: "Hello")
          present(sheet, animated: true)
        }
      }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = HomeViewController() }
      }
      """)
    #expect(fixture.edge("Home", "Profile") == nil, "\(fixture.edges)")
  }

  /// A factory declared to return the framework's controller makes what its body makes: the scene
  /// of the identifier it instantiates (a navigation controller stands for its root), the
  /// controller it casts to or initializes. The app's own navigation controller class and its
  /// extension of `UIViewController` change nothing.
  @Test func aFactoryReturningTheFrameworksControllerMakesWhatItsBodyMakes() {
    let storyboard = """
      <document initialViewController="main"><scenes>
        <scene sceneID="1"><objects><viewController storyboardIdentifier="mainView" id="main" customClass="MainViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="2"><objects><navigationController storyboardIdentifier="loginView" id="loginNav" customClass="NavigationController" sceneMemberID="viewController"><connections>
          <segue destination="login" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="3"><objects><viewController id="login" customClass="LoginViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="4"><objects><viewController storyboardIdentifier="settingsView" id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "Extensions.swift": """
        final class NavigationController: UINavigationController {}
        extension UIViewController { func hideKeyboard() { view.endEditing(true) } }
        """,
      "NavigationManager.swift": """
        final class NavigationManager {
          static func getLoginViewController(showAlert: Bool = false) -> UIViewController {
            let navController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "loginView") as? UINavigationController
            if let login = navController?.topViewController as? LoginViewController { login.showAlert = showAlert }
            return navController!
          }
          static func getSettingsViewController() -> UIViewController {
            return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settingsView")
          }
          static func getHelpViewController(topic: String) -> UIViewController {
            UINavigationController(rootViewController: HelpViewController(topic: topic))
          }
          // The identifier is the caller's, whatever constant of the app shares its parameter's name.
          static func getScene(_ identifier: String) -> UIViewController {
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
          }
        }
        enum Scenes { static let identifier = "settingsView" }
        """,
      "Controllers.swift": """
        final class MainViewController: UIViewController {
          func logInTapped() { present(NavigationManager.getLoginViewController(showAlert: true), animated: true) }
          func settingsTapped() {
            let settings = NavigationManager.getSettingsViewController()
            present(settings, animated: true)
          }
          func helpTapped() { present(NavigationManager.getHelpViewController(topic: "vpn"), animated: true) }
        }
        final class LoginViewController: UIViewController {
          var showAlert = false
          func aboutTapped() { present(NavigationManager.getScene("aboutView"), animated: true) }
        }
        final class SettingsViewController: UIViewController { var rows: [String] = [] }
        final class HelpViewController: UIViewController {
          let topic: String
          init(topic: String) { self.topic = topic; super.init(nibName: nil, bundle: nil) }
        }
        """,
      "Main.storyboard": storyboard,
    ])
    #expect(fixture.edge("Main", "Login")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("Main", "Settings")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("Main", "Help")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("Login", "Settings") == nil, "\(fixture.edges)")
  }

  /// A method of an object whose type the code knows makes what that type's method is declared
  /// to return, whatever it is called: each child coordinator's `startPush()` its own screen.
  @Test func aMethodOfAKnownObjectMakesTheScreenItIsDeclaredToReturn() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { var navigationController: UINavigationController { get } }
      final class ShelfCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func startPush() -> ShelfViewController {
          let controller = ShelfViewController()
          controller.coordinator = self
          return controller
        }
        func pushDetail(id: Int) {
          let detailCoordinator: DetailCoordinator = .init(navigationController: navigationController)
          let detail = detailCoordinator.startPush(id: id)
          navigationController.pushViewController(detail, animated: true)
        }
        var historyCoordinator: HistoryCoordinator?
        func pushHistory() {
          guard let history = historyCoordinator?.startPush() else { return }
          navigationController.pushViewController(history, animated: true)
        }
        func pushSearch() {
          guard let searchCoordinator = Container.shared.resolve(SearchCoordinator.self) as? SearchCoordinator else { return }
          let search = searchCoordinator.startPush()
          navigationController.pushViewController(search, animated: false)
        }
      }
      final class DetailCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func startPush(id: Int) -> DetailViewController {
          let controller: DetailViewController = .init(id: id)
          return controller
        }
      }
      final class SearchCoordinator: Coordinator {
        let navigationController = UINavigationController()
        func startPush() -> SearchViewController {
          let controller: SearchViewController = .init()
          return controller
        }
      }
      final class HistoryCoordinator {
        func startPush() -> HistoryViewController {
          let controller: HistoryViewController = .init()
          return controller
        }
      }
      final class Container { static let shared = Container(); func resolve<T>(_ type: T.Type) -> Any? { nil } }
      final class ShelfViewController: UIViewController {
        weak var coordinator: ShelfCoordinator?
        func rowTapped(_ id: Int) { coordinator?.pushDetail(id: id) }
        func searchTapped() { coordinator?.pushSearch() }
        func historyTapped() { coordinator?.pushHistory() }
      }
      final class DetailViewController: UIViewController {
        let id: Int
        init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
      }
      final class SearchViewController: UIViewController { var query = "" }
      final class HistoryViewController: UIViewController { var entries: [String] = [] }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() {
          let navigation = UINavigationController()
          let shelf = ShelfCoordinator(navigationController: navigation)
          navigation.viewControllers = [shelf.startPush()]
          window?.rootViewController = navigation
        }
      }
      """)
    #expect(fixture.edge("Shelf", "Detail")?.kind == .pushes, "\(fixture.edges)")
    #expect(fixture.edge("Shelf", "Search")?.kind == .pushes, "\(fixture.edges)")
    #expect(fixture.edge("Shelf", "History")?.kind == .pushes, "\(fixture.edges)")
    #expect(fixture.leaves == ["Detail", "History", "Search"], "\(fixture.leaves)")
  }
}
