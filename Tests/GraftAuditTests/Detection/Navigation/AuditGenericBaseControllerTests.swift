import Testing

@testable import GraftAudit

/// A generic base controller that declares what its subclasses hold through its parameters
/// (`class BaseViewController<Main: UIView, C: Coordinator>` with `weak var coordinator: C?`):
/// each subclass holds what it hands for the parameter.
@Suite struct AuditGenericBaseControllerTests {
  @Test func aCoordinatorDeclaredThroughTheBaseClassesParameter() {
    let fixture = AuditFixture("""
      open class BaseViewController<Main: UIView, C: Coordinator>: UIViewController {
        public let mainView: Main
        public weak var coordinator: C?
        public init(mainView: Main) { self.mainView = mainView; super.init(nibName: nil, bundle: nil) }
      }
      protocol Coordinator: AnyObject { func start() }
      final class HomeCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let home = HomeViewController(mainView: UIView())
          home.coordinator = self
          navigationController.pushViewController(home, animated: false)
        }
        func startAlarm() { navigationController.pushViewController(AlarmViewController(), animated: true) }
      }
      final class SettingsCoordinator: Coordinator {
        let navigationController = UINavigationController()
        func start() { navigationController.pushViewController(SettingsViewController(mainView: UIView()), animated: false) }
        func startAbout() { navigationController.pushViewController(AboutViewController(), animated: true) }
      }
      final class HomeViewController: BaseViewController<UIView, HomeCoordinator> {
        var unread = 0
        @objc func bellTapped() { coordinator?.startAlarm() }
      }
      final class SettingsViewController: BaseViewController<UIView, SettingsCoordinator> {
        var theme = ""
        @objc func aboutTapped() { coordinator?.startAbout() }
      }
      final class AlarmViewController: UIViewController { var items: [String] = [] }
      final class AboutViewController: UIViewController { var version = "" }
      """)
    #expect(fixture.edge("Home", "Alarm")?.kind == .pushes)
    #expect(fixture.edge("Settings", "About")?.kind == .pushes)
    #expect(fixture.edge("Home", "About") == nil)
    #expect(fixture.screen("Home")?.unfollowedCalls == [])
  }
}
