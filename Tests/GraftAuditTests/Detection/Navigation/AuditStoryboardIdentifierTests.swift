import Testing

@testable import GraftAudit

/// A storyboard scene made by its identifier, written as a string: where the code casts nothing,
/// the scene of that identifier says which controller is made, inline or through a helper of the
/// screen that hands the identifier it takes to `instantiateViewController(withIdentifier:)` and
/// shows what it makes. A string handed to a helper that instantiates a scene of its own is no
/// identifier.
@Suite(.timeLimit(.minutes(1))) struct AuditStoryboardIdentifierTests {
  static let storyboard = """
    <document initialViewController="splash"><scenes>
      <scene sceneID="1"><objects><viewController storyboardIdentifier="SplashViewController" id="splash" customClass="SplashViewController" sceneMemberID="viewController"/></objects></scene>
      <scene sceneID="2"><objects><viewController storyboardIdentifier="SignInViewController" id="signIn" customClass="SignInViewController" sceneMemberID="viewController"/></objects></scene>
      <scene sceneID="3"><objects><tabBarController storyboardIdentifier="MainTabs" id="tabs" customClass="MainTabBarController" sceneMemberID="viewController"/></objects></scene>
      <scene sceneID="4"><objects><viewController storyboardIdentifier="Tour" id="tour" customClass="TourViewController" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """

  @Test func aSceneMadeByAnIdentifierStringIsTheScenesController() {
    let fixture = AuditFixture([
      "Main.storyboard": Self.storyboard,
      "SplashViewController.swift": """
        final class SplashViewController: UIViewController {
          var isSignedIn = false
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if isSignedIn { navigate(to: "MainTabs") } else { navigate(to: "SignInViewController") }
          }
          func showTour() { open("Tour") }
          private func navigate(to screen: String) {
            guard let next = storyboard?.instantiateViewController(withIdentifier: screen) else { return }
            next.modalPresentationStyle = .fullScreen
            present(next, animated: false)
          }
          private func open(_ identifier: String) {
            let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
            navigationController?.pushViewController(next, animated: true)
          }
        }
        """,
      "SignInViewController.swift": """
        final class SignInViewController: UIViewController {
          var email = ""
          func signedIn() {
            let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainTabs")
            view.window?.rootViewController = tabs
          }
          func showAlert() { alert(title: "SignInViewController") }
          private func alert(title: String) { present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true) }
          // A helper that shows a scene of its own whatever it is handed: "MainTabs" is a title here.
          func help() { showTip("MainTabs") }
          private func showTip(_ text: String) {
            let tip = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Tour")
            tip.title = text
            present(tip, animated: true)
          }
        }
        """,
      "MainTabBarController.swift": "final class MainTabBarController: UITabBarController { var selected = 0 }",
      "TourViewController.swift": "final class TourViewController: UIViewController { var page = 0 }",
    ])
    #expect(fixture.edges.sorted() == [
      "SignIn -> MainTabBar construct", "SignIn -> Tour present", "Splash -> MainTabBar present", "Splash -> SignIn present", "Splash -> Tour push",
    ])
  }

  /// The framework's navigation and tab bar controllers made by their scenes' identifiers stand
  /// for what they show first (a root, a first tab's root), the identifier written as a literal
  /// or as the app's constant (`K.Storyboard.auth`), as teams keep them.
  @Test func aContainersSceneMadeByItsIdentifierShowsWhatItHolds() {
    let storyboard = """
      <document initialViewController="launch"><scenes>
        <scene sceneID="1"><objects><viewController id="launch" customClass="LaunchViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="2"><objects><navigationController storyboardIdentifier="AuthNavigationController" id="auth" sceneMemberID="viewController"><connections>
          <segue destination="login" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="3"><objects><viewController id="login" customClass="LoginViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="4"><objects><tabBarController storyboardIdentifier="MainTabs" id="tabs" sceneMemberID="viewController"><connections>
          <segue destination="homeNav" kind="relationship" relationship="viewControllers" id="r2"/>
        </connections></tabBarController></objects></scene>
        <scene sceneID="5"><objects><navigationController id="homeNav" sceneMemberID="viewController"><connections>
          <segue destination="home" kind="relationship" relationship="rootViewController" id="r3"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="6"><objects><viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "Constants.swift": """
        enum K {
          enum Storyboard {
            static let main = "Main"
            static let auth = "AuthNavigationController"
          }
        }
        """,
      "Controllers.swift": """
        final class LaunchViewController: UIViewController {
          func showLogin() {
            let auth = UIStoryboard(name: K.Storyboard.main, bundle: nil).instantiateViewController(withIdentifier: K.Storyboard.auth)
            present(auth, animated: true)
          }
        }
        final class LoginViewController: UIViewController {
          func loggedIn() {
            let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainTabs")
            navigationController?.pushViewController(tabs, animated: true)
          }
        }
        final class HomeViewController: UIViewController { var items: [String] = [] }
        """,
      "Main.storyboard": storyboard,
    ])
    #expect(fixture.edge("Launch", "Login")?.kind == .presents, "\(fixture.edges)")
    #expect(fixture.edge("Login", "Home")?.kind == .pushes, "\(fixture.edges)")
    #expect(fixture.leaves == ["Home"])
  }

  /// A constant whose name another constant also holds, with another string, says nothing: which
  /// one the call reads is not known, whichever file comes first.
  @Test func anIdentifierConstantWhoseNameHoldsAnotherStringNamesNoScene() {
    let storyboard = """
      <document initialViewController="launch"><scenes>
        <scene sceneID="1"><objects><viewController id="launch" customClass="LaunchViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="2"><objects><viewController storyboardIdentifier="LoginViewController" id="login" customClass="LoginViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    for analyticsFile in ["Analytics.swift", "Tracking/ZAnalytics.swift"] {
      let fixture = AuditFixture([
        "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
        "Constants.swift": """
          enum Scenes {
            static let login = "LoginViewController"
          }
          """,
        analyticsFile: """
          enum Events {
            static let login = "login_opened"
          }
          """,
        "Controllers.swift": """
          final class LaunchViewController: UIViewController {
            func showLogin() {
              let login = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: Scenes.login)
              present(login, animated: true)
            }
          }
          final class LoginViewController: UIViewController { var email = "" }
          """,
        "Main.storyboard": storyboard,
      ])
      #expect(fixture.edge("Launch", "Login") == nil, "\(analyticsFile): \(fixture.edges)")
    }
  }
}
