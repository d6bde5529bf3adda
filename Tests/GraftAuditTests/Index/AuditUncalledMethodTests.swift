import Testing

@testable import GraftAudit

/// A coordinator's or a container's method that makes or shows a screen and that no live code
/// calls is dead code: a screen only such methods make is never made, so it is no screen and no
/// leaf; the framework's own callbacks and methods of types it may call stay live.
@Suite struct AuditUncalledMethodTests {
  static let app = """
    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      let container = SceneContainer()
      func start() {
        let navigation = UINavigationController()
        let flow = AuthFlowCoordinator(navigationController: navigation, container: container)
        flow.showSignIn()
        window?.rootViewController = navigation
      }
    }
    protocol FlowCoordinator: AnyObject { var navigationController: UINavigationController { get } }
    protocol AuthScenes {
      func makeSignInViewController(flow: AuthFlowCoordinator) -> SignInViewController
      func makeRecoveryViewController() -> RecoveryViewController
    }
    final class SceneContainer: AuthScenes {
      func makeSignInViewController(flow: AuthFlowCoordinator) -> SignInViewController { SignInViewController(flow: flow) }
      func makeRecoveryViewController() -> RecoveryViewController { RecoveryViewController() }
      func makeProfileViewController() -> ProfileViewController { ProfileViewController() }
    }
    final class AuthFlowCoordinator: FlowCoordinator {
      let navigationController: UINavigationController
      let container: AuthScenes & SceneContainer
      init(navigationController: UINavigationController, container: AuthScenes & SceneContainer) {
        self.navigationController = navigationController
        self.container = container
      }
      func showSignIn() { navigationController.setViewControllers([container.makeSignInViewController(flow: self)], animated: false) }
      func showHelp() { navigationController.pushViewController(HelpViewController(), animated: true) }
      // Left behind by a redesign: nothing calls it, nor what it calls.
      func showRecovery() { navigationController.pushViewController(container.makeRecoveryViewController(), animated: true) }
      func showProfile() { navigationController.pushViewController(container.makeProfileViewController(), animated: true) }
      // The framework may call it: a button's target set where the audit does not look.
      @objc func showTerms() { navigationController.pushViewController(TermsViewController(), animated: true) }
    }
    extension UIViewController { func hideKeyboard() { view.endEditing(true) } }
    final class SignInViewController: UIViewController {
      let flow: AuthFlowCoordinator
      init(flow: AuthFlowCoordinator) { self.flow = flow; super.init(nibName: nil, bundle: nil) }
      @objc func helpTapped() { flow.showHelp() }
      func presentProfile() { flow.showProfile() }
    }
    final class HelpViewController: UIViewController { var topic = "" }
    final class RecoveryViewController: UIViewController { var email = "" }
    final class ProfileViewController: UIViewController { var name = "" }
    final class TermsViewController: UIViewController { var text = "" }
    """

  @Test func aScreenOnlyAnUncalledMethodMakesIsNoScreen() {
    let fixture = AuditFixture(Self.app)
    #expect(fixture.screenNames == ["Help", "Profile", "SignIn", "Terms"], "\(fixture.screenNames)")
    #expect(fixture.edge("SignIn", "Help") != nil, "\(fixture.edges)")
  }

  /// Called from anywhere (a selector, a storyboard, a controller's method the framework may
  /// call), a method is live: the same app with its recovery wired to a button makes it again.
  @Test func aMethodASelectorNamesIsCalled() {
    let wired = Self.app.replacingOccurrences(
      of: "@objc func helpTapped() { flow.showHelp() }",
      with: "@objc func helpTapped() { flow.showHelp() }\n  func wire(_ button: UIButton) { button.addTarget(flow, action: #selector(AuthFlowCoordinator.showRecovery), for: .touchUpInside) }")
    let fixture = AuditFixture(wired)
    #expect(fixture.screenNames == ["Help", "Profile", "Recovery", "SignIn", "Terms"], "\(fixture.screenNames)")
  }

  /// Every method of an `@objcMembers` class may be called by selector, from code the audit does
  /// not see: none of them is dead.
  @Test func anObjectiveCMembersClassKeepsItsMethods() {
    let exposed = Self.app.replacingOccurrences(of: "final class AuthFlowCoordinator: FlowCoordinator {", with: "@objcMembers final class AuthFlowCoordinator: NSObject, FlowCoordinator {")
    let fixture = AuditFixture(exposed)
    #expect(fixture.screenNames.contains("Recovery"), "\(fixture.screenNames)")
  }
}
