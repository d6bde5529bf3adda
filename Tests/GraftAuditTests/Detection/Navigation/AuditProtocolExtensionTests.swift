import Testing

@testable import GraftAudit

/// The methods of a protocol extension that a screen's types adopt: each runs where it is called,
/// not for every adopter; a delegate protocol's requirement runs where whoever holds the delegate calls it.
@Suite struct AuditProtocolExtensionTests {
  @Test func anExtensionsMethodLeadsOnlyFromTheScreensThatCallIt() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { var viewController: UIViewController? { get } }
      protocol ActivityPresentable {
        func showActivity()
      }
      extension ActivityPresentable where Self: Coordinator {
        func showActivity() { viewController?.present(ActivityViewController(), animated: false) }
      }
      final class ActivityViewController: UIViewController { var spins = 0 }
      final class CoursesCoordinator: Coordinator, ActivityPresentable {
        weak var viewController: UIViewController?
        func start() { viewController = CoursesViewController() }
      }
      final class CoursesViewController: UIViewController { var courses: [String] = [] }
      final class ChatsCoordinator: Coordinator, ActivityPresentable {
        weak var viewController: UIViewController?
        func start() { viewController = ChatsViewController() }
        func reload() { showActivity() }
      }
      final class ChatsViewController: UIViewController {
        var coordinator: ChatsCoordinator?
        var chats: [String] = []
        @objc func refreshPulled() { coordinator?.reload() }
      }
      """)
    #expect(fixture.edge("Courses", "Activity") == nil)
    #expect(fixture.leaves.contains("Courses"))
    #expect(fixture.edge("Chats", "Activity") != nil)
  }

  /// `NetworkResultDelegate`'s default `moveToLoginScreen()`: the network layer calls it on each
  /// screen that is its delegate.
  @Test func aDelegateRequirementsDefaultRunsForEachAdopter() {
    let fixture = AuditFixture("""
      protocol NetworkResultDelegate: AnyObject { func moveToLoginScreen() }
      extension NetworkResultDelegate {
        func moveToLoginScreen() { UIApplication.shared.windows.first?.rootViewController = LoginViewController() }
      }
      final class LoginViewController: UIViewController { var email = "" }
      final class HomeViewController: UIViewController, NetworkResultDelegate { var items: [String] = [] }
      """)
    #expect(fixture.edge("Home", "Login") != nil)
  }
}
