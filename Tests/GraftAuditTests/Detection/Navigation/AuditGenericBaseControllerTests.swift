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

  /// The superclass's arguments are paired with its parameters at the top level: a nested
  /// generic argument (`ListViewModel<Article>`) takes one place.
  @Test func aNestedGenericArgumentTakesOnePlace() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      class BaseViewController<VM, C: Coordinator>: UIViewController {
        let viewModel: VM
        weak var coordinator: C?
        init(viewModel: VM) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class ListViewModel<Element> { var items: [Element] = [] }
      struct Article { let title: String }
      final class FeedCoordinator: Coordinator {
        let navigationController = UINavigationController()
        func start() {}
        func openArticle() { navigationController.pushViewController(ArticleDetailViewController(), animated: true) }
      }
      final class ArticlesViewController: BaseViewController<ListViewModel<Article>, FeedCoordinator> {
        var selected = 0
        @objc func rowTapped() { coordinator?.openArticle() }
      }
      final class ArticleDetailViewController: UIViewController { var body = "" }
      """)
    #expect(fixture.edge("Articles", "ArticleDetail")?.kind == .pushes)
    #expect(AuditSources.topLevelGenericArguments(of: "Base<ListViewModel<Article>, Feed.Coordinator>") == ["ListViewModel", "Feed.Coordinator"])
  }

  /// `let contentView = View()` of `BaseViewController<View: UIView>`: the view each subclass
  /// names (`BaseViewController<ThemeView>`) is its content, whose writes are the screen's.
  @Test func theContentViewAGenericBaseMakesIsTheSubclasssPart() {
    let fixture = AuditFixture("""
      class BaseViewController<View: UIView>: UIViewController {
        let navigationBar = UIView()
        let contentView = View()
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(contentView) }
      }
      enum Settings { static var theme = "light" }
      final class ThemeView: UIView {
        @objc func darkTapped() { Settings.theme = "dark" }
      }
      final class AboutView: UIView {
        let versionLabel = UILabel()
      }
      final class ThemeViewController: BaseViewController<ThemeView> {
        var isDirty = false
      }
      final class AboutViewController: BaseViewController<AboutView> {
        var isDirty = false
      }
      """)
    #expect(fixture.screen("Theme")?.writes == ["Settings.theme"])
    #expect(fixture.leaves == ["About"])
  }
}
