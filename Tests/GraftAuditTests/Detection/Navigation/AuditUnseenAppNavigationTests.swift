import Testing

@testable import GraftAudit

/// Navigation in the shapes of apps the audit was not developed on: closures a creator hands to
/// the screen it makes through `.init` or a factory, routers behind a protocol, and the chains
/// that must not reach the whole app.
@Suite struct AuditUnseenAppNavigationTests {
  /// A screen's toolbar declared as a type of its own (`ToolbarContent`) is the screen's code:
  /// what its buttons present is the screen's edge. A modifier type is shared plumbing, whose
  /// sheets are not each screen's.
  @Test func aToolbarTypeNavigatesForTheScreenThatShowsIt() {
    let fixture = AuditFixture("""
      @main struct ReaderApp: App { var body: some Scene { WindowGroup { FeedView() } } }
      struct FeedView: View {
        var body: some View {
          List { Text("") }
            .toolbar { FeedToolbar() }
            .modifier(ReportSheet())
        }
      }
      struct FeedToolbar: ToolbarContent {
        @State private var showingComposer = false
        var body: some ToolbarContent {
          ToolbarItem { Button("New") { showingComposer = true }.sheet(isPresented: $showingComposer) { ComposerView() } }
        }
      }
      struct ReportSheet: ViewModifier {
        @State private var showingReport = false
        func body(content: Content) -> some View { content.sheet(isPresented: $showingReport) { ReportView() } }
      }
      struct ComposerView: View { var body: some View { Text("") } }
      struct ReportView: View { var body: some View { Text("") } }
      """)
    #expect(fixture.screenNames == ["Composer", "Feed", "Report"])
    #expect(fixture.edges == ["Feed -> Composer component"])
  }

  /// A controller made from a storyboard by the identifier its type declares, with no cast
  /// after the call: the type the call names is the one pushed. A type named elsewhere in the
  /// method (a cell's identifier) is no screen made.
  @Test func aStoryboardControllerNamedByItsTypesIdentifierIsMade() {
    let fixture = AuditFixture("""
      final class StartViewController: UIViewController {
        var isFirstLaunch = true
        func next() {
          let nextVC = UIStoryboard(controllerType: SetupViewController.self).instantiateViewController(withIdentifier: SetupViewController.identifier)
          self.navigationController?.pushViewController(nextVC, animated: true)
        }
      }
      final class SetupViewController: UIViewController {
        static let identifier = "SetupViewController"
        var step = 0
      }
      """)
    #expect(fixture.edges == ["Start -> Setup push"], "\(fixture.edges)")
    #expect(fixture.leaves == ["Setup"])
  }

  /// A controller cast with `as?` and pushed force-unwrapped (`pushViewController(vc!, …)`) is
  /// shown as one bound by `if let` is.
  @Test func aControllerPushedForceUnwrappedIsShown() {
    let fixture = AuditFixture("""
      final class WelcomeViewController: UIViewController {
        var page = 0
        func signIn() {
          let vc = storyboard?.instantiateViewController(withIdentifier: "SignInViewController") as? SignInViewController
          vc?.title = "Sign in"
          navigationController?.pushViewController(vc!, animated: true)
        }
        func help() {
          let help = UIStoryboard(name: "Help", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as? HelpViewController
          present(help!, animated: true)
        }
      }
      final class SignInViewController: UIViewController { var email = "" }
      final class HelpViewController: UIViewController { var topic = "" }
      """)
    #expect(fixture.edges == ["Welcome -> Help present", "Welcome -> SignIn push"], "\(fixture.edges)")
    #expect(fixture.leaves == ["Help", "SignIn"])
  }

  /// A coordinator's method stored by name as a screen's callback (`viewModel.onDetails =
  /// showDetails`, `= self.showFilters`) runs where the screen calls it: its navigation is the
  /// screen's. A value of the coordinator's stored the same way navigates nowhere.
  @Test func aCoordinatorsMethodStoredAsAScreensCallbackIsTheScreensNavigation() {
    let fixture = AuditFixture("""
      final class FeedViewModel {
        var onDetails: ((String) -> Void)?
        var onFilters: (() -> Void)?
        var title = ""
        func select(_ id: String) { onDetails?(id) }
        func filter() { onFilters?() }
      }
      final class FeedViewController: UIViewController {
        let viewModel: FeedViewModel
        init(viewModel: FeedViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class DetailsViewController: UIViewController { init(id: String) { super.init(nibName: nil, bundle: nil) } }
      final class FiltersViewController: UIViewController { var tags: [String] = [] }
      final class MainCoordinator {
        let navigation = UINavigationController()
        let title = "Feed"
        func start() {
          let viewModel = FeedViewModel()
          viewModel.onDetails = showDetails
          viewModel.onFilters = self.showFilters
          viewModel.title = title
          navigation.setViewControllers([FeedViewController(viewModel: viewModel)], animated: false)
        }
        private func showDetails(_ id: String) { navigation.pushViewController(DetailsViewController(id: id), animated: true) }
        private func showFilters() { navigation.present(FiltersViewController(), animated: true) }
      }
      """)
    #expect(fixture.edges == ["Feed -> Details callback", "Feed -> Filters callback"], "\(fixture.edges)")
    #expect(fixture.leaves == ["Details", "Filters"])
  }

  /// A base coordinator's methods are no subclass's own navigation: they run where something
  /// calls them. A subclass's `start()` replaces its base's, which showed the whole app.
  @Test func aBaseCoordinatorsMethodsRunOnlyWhereCalled() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      class BaseCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { showLogin() }
        func showLogin() { navigationController.pushViewController(LoginViewController(), animated: true) }
      }
      final class PickerCoordinator: BaseCoordinator {
        override func start() {}
        func showPicker() {
          let picker = PickerViewController()
          picker.coordinator = self
          navigationController.present(picker, animated: false)
        }
        func close() { navigationController.dismiss(animated: false) }
      }
      final class ProfileCoordinator: BaseCoordinator {
        func showProfile() { navigationController.pushViewController(ProfileViewController(coordinator: self), animated: true) }
        func signedOut() { showLogin() }
      }
      final class PickerViewController: UIViewController {
        weak var coordinator: PickerCoordinator?
        var selected = ""
        @objc func done() { coordinator?.close() }
      }
      final class ProfileViewController: UIViewController {
        let coordinator: ProfileCoordinator
        var name = ""
        init(coordinator: ProfileCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
        @objc func signOut() { coordinator.signedOut() }
      }
      final class LoginViewController: UIViewController { var name = "" }
      final class HomeViewController: UIViewController {
        var count = 0
        let coordinator = PickerCoordinator(navigationController: UINavigationController())
        @objc func pick() { coordinator.showPicker() }
      }
      """)
    #expect(fixture.edge("Picker", "Login") == nil, "\(fixture.edges)")
    #expect(fixture.edge("Profile", "Login") != nil, "\(fixture.edges)")
    #expect(fixture.leaves.contains("Picker"))
  }

  /// An override hides its base's method of the same name and labels only: a base controller's
  /// `tableView(_:didSelectRowAt:)` still runs beside a subclass's `tableView(_:cellForRowAt:)`.
  /// A base the framework calls into (an `NSObject` adopting `WKNavigationDelegate`) keeps its
  /// callbacks its subclasses' own.
  @Test func frameworkCallbacksOfABaseClassStayTheSubclasses() {
    let fixture = AuditFixture("""
      class BaseListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        var items: [String] = []
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          navigationController?.pushViewController(DetailViewController(), animated: true)
        }
      }
      final class HomeViewController: BaseListViewController {
        var count = 0
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
      }
      final class DetailViewController: UIViewController { var text = "" }
      class BaseWebViewModel: NSObject, WKNavigationDelegate {
        weak var host: UIViewController?
        func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
          host?.present(LoginViewController(), animated: true)
        }
      }
      final class HelpViewModel: BaseWebViewModel { var page = "" }
      final class HelpViewController: UIViewController {
        let viewModel = HelpViewModel()
        var count = 0
      }
      final class LoginViewController: UIViewController { var email = "" }
      """)
    #expect(fixture.edge("Home", "Detail") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Help", "Login") != nil, "\(fixture.edges)")
    #expect(!fixture.leaves.contains("Home") && !fixture.leaves.contains("Help"))
  }

  @Test func aClosureHandedThroughAnImplicitInitIsTheMadeScreens() {
    let fixture = AuditFixture("""
      final class InboxCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let list = InboxListViewController(viewModel: .init(onOpen: { [weak self] id in self?.openThread(id) }))
          navigationController.pushViewController(list, animated: true)
        }
        func openThread(_ id: String) { navigationController.pushViewController(ThreadViewController(id: id), animated: true) }
      }
      final class InboxListViewModel { let onOpen: (String) -> Void; init(onOpen: @escaping (String) -> Void) { self.onOpen = onOpen } }
      final class InboxListViewController: UIViewController {
        let viewModel: InboxListViewModel
        init(viewModel: InboxListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class ThreadViewController: UIViewController { var id = "" }
      """)
    #expect(fixture.edges == ["InboxList -> Thread callback"])
    #expect(fixture.leaves == ["Thread"])
  }

  /// An object from the environment is shared by every view under it: the sheets its own views
  /// show are not the edges of each screen that reads it.
  @Test func anEnvironmentObjectsViewsAreNotTheReadersEdges() {
    let fixture = AuditFixture("""
      final class Workspace: ObservableObject {
        @Published var showingTasks = false
        var settingsView: some View { WorkspaceSettingsView().sheet(isPresented: .constant(true)) { AddTaskView() } }
      }
      struct WorkspaceSettingsView: View { var body: some View { Text("") } }
      final class AddTaskViewModel: ObservableObject { @Published var name = "" }
      struct AddTaskView: View { @StateObject var model = AddTaskViewModel(); var body: some View { Text(model.name) } }
      final class FetchViewModel: ObservableObject { @Published var isFetching = false }
      struct FetchView: View {
        @EnvironmentObject var workspace: Workspace
        @StateObject var model = FetchViewModel()
        var body: some View { Text("") }
      }
      struct ToolbarView: View {
        @State var fetching = false
        var body: some View { Text("").sheet(isPresented: $fetching) { FetchView() } }
      }
      """)
    #expect(fixture.screenNames.contains("Fetch"))
    #expect(fixture.screenNames.contains("AddTask"))
    #expect(fixture.edge("Fetch", "AddTask") == nil)
  }

  /// An app's scenes show their views: a window's root, a settings window and a menu bar
  /// extra are screens, and the sheets they present are their edges.
  @Test func aScenesViewIsAScreen() {
    let fixture = AuditFixture("""
      @main
      struct NotesApp: App {
        var body: some Scene {
          WindowGroup { RootView() }
          Window("About", id: "about") { AboutView() }
          Settings { PreferencesView() }
        }
      }
      struct RootView: View {
        @State var showingNew = false
        var body: some View { Text("").sheet(isPresented: $showingNew) { NewNoteView() } }
      }
      struct NewNoteView: View { @State var text = ""; var body: some View { Text(text) } }
      struct AboutView: View { var body: some View { Text("") } }
      struct PreferencesView: View { var body: some View { Text("") } }
      """)
    #expect(fixture.screenNames == ["About", "NewNote", "Preferences", "Root"])
    #expect(fixture.edges == ["Root -> NewNote sheet"])
  }

  @Test func aClosureHandedToAFactoryIsTheScreenItMakes() {
    let fixture = AuditFixture("""
      protocol ScreenFactory { func makeComposeViewController(onSent: @escaping () -> Void) -> UIViewController }
      final class DefaultScreenFactory: ScreenFactory {
        func makeComposeViewController(onSent: @escaping () -> Void) -> UIViewController { ComposeViewController(onSent: onSent) }
      }
      final class ComposeViewController: UIViewController { var onSent: () -> Void = {} }
      final class SentViewController: UIViewController { var count = 0 }
      final class MailFlowController: UINavigationController {
        let factory: ScreenFactory = DefaultScreenFactory()
        func begin() {
          let compose = factory.makeComposeViewController { [weak self] in self?.pushViewController(SentViewController(), animated: true) }
          setViewControllers([compose], animated: false)
        }
      }
      """)
    #expect(fixture.edges == ["Compose -> Sent callback"])
  }

  @Test func aRouterBehindAProtocolRunsItsImplementationOrIsReadFromItsName() {
    let fixture = AuditFixture("""
      protocol HelpRouting: AnyObject { func showReportBug() }
      final class DefaultHelpRouter: HelpRouting {
        weak var host: UIViewController?
        func showReportBug() { host?.present(ReportBugViewController(), animated: true) }
      }
      final class ReportBugViewController: UIViewController { var text = "" }
      final class HelpViewController: UIViewController {
        var router: HelpRouting!
        func bugTapped() { router.showReportBug() }
      }
      protocol AboutOpening { func openAbout() }
      final class AboutViewController: UIViewController { var version = "" }
      final class MenuViewController: UIViewController {
        var opener: AboutOpening?
        func aboutTapped() { opener?.openAbout() }
      }
      """)
    #expect(fixture.edges == ["Help -> ReportBug helper", "Menu -> About routerMethod"])
  }

  /// A delegate protocol is the screen's that keeps one, whatever its name: what its
  /// implementation does when the list calls it, the list leads to.
  @Test func aDelegateIsTheScreensThatKeepsIt() {
    let fixture = AuditFixture("""
      protocol ListCoordinatorDelegate: AnyObject { func didFinish() }
      final class AppCoordinator: ListCoordinatorDelegate {
        let navigationController = UINavigationController()
        func didFinish() { navigationController.pushViewController(HomeViewController(), animated: true) }
      }
      final class HomeViewController: UIViewController { var items: [String] = [] }
      final class ListViewController: UIViewController {
        weak var delegate: ListCoordinatorDelegate?
        var rows: [String] = []
        func done() { delegate?.didFinish() }
      }
      """)
    #expect(fixture.edges == ["List -> Home delegate"])
    #expect(fixture.leaves == ["Home"])
  }

  /// A child coordinator reports to its parent through a delegate protocol that only coordinators
  /// keep and adopt (`settingFinishDelegate?.settingDidFinish(with:)`): the parent's method is
  /// what the screen's call leads to, since it is no screen's navigation already. A delegate
  /// protocol a screen's code adopts stays that screen's (`aDelegateIsTheScreensThatKeepsIt`).
  @Test func aCoordinatorsDelegateLeadsWhereItsAdoptingCoordinatorGoes() {
    let source = """
      protocol SettingFinishDelegate: AnyObject { func settingDidFinish(with distance: Int) }
      protocol SettingCoordinating: AnyObject { func finish(with distance: Int) }
      final class PrepViewModel {
        private weak var coordinator: SettingCoordinating?
        init(coordinator: SettingCoordinating?) { self.coordinator = coordinator }
        func countdownEnded() {
          coordinator?.finish(with: 5)
        }
      }
      final class PrepViewController: UIViewController {
        var viewModel: PrepViewModel?
        var secondsLeft = 3
      }
      final class SettingCoordinator: SettingCoordinating {
        weak var settingFinishDelegate: SettingFinishDelegate?
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
        func pushPrep() {
          let controller = PrepViewController()
          controller.viewModel = PrepViewModel(coordinator: self)
          navigationController.pushViewController(controller, animated: true)
        }
        func finish(with distance: Int) {
          settingFinishDelegate?.settingDidFinish(with: distance)
        }
      }
      final class HomeCoordinator {
        let navigationController = UINavigationController()
        func showSetting() {
          let setting = SettingCoordinator(navigationController)
          setting.settingFinishDelegate = self
          setting.pushPrep()
        }
      }
      extension HomeCoordinator: SettingFinishDelegate {
        func settingDidFinish(with distance: Int) {
          let running = RunningViewController()
          navigationController.pushViewController(running, animated: true)
        }
      }
      final class RunningViewController: UIViewController { var meters = 0 }
      """
    let fixture = AuditFixture(source)
    #expect(fixture.screen("Prep")?.navigatesTo == ["Running"])
    #expect(fixture.screen("Prep")?.isLeaf == false)
    // Adopted by a screen's view model, the protocol is that screen's interface: not followed.
    let adoptedByAScreen = AuditFixture(source.replacingOccurrences(of: "extension HomeCoordinator: SettingFinishDelegate {", with: """
      final class RunningViewModel: SettingFinishDelegate {
        let navigationController = UINavigationController()
      """))
    #expect(adoptedByAScreen.screen("Prep")?.navigatesTo == [])
  }

  /// A builder that hands back a screen as a tuple of protocols (`(vc: UIViewController, vm: any
  /// InboxViewModelType)`) leaves the holder of the closure the coordinator stores untyped
  /// (`inbox.vm.onMessageTap = { … }`): the one app type that keeps a closure under that name is
  /// the holder, and its call of it (`owner.onMessageTap?(id)`, through a name bound to itself)
  /// runs what was stored.
  @Test func aClosureStoredThroughAnUntypedHolderIsItsOneKeepersCallback() {
    let fixture = AuditFixture("""
      protocol InboxCoordinatable { var onMessageTap: ((String) -> Void)? { get set } }
      typealias InboxViewModelType = AnyObject & InboxCoordinatable
      typealias InboxPresentable = (vc: UIViewController, vm: any InboxViewModelType)
      final class InboxViewModel: InboxCoordinatable {
        var onMessageTap: ((String) -> Void)?
        let taps = PassthroughSubject<String, Never>()
        var cancellables = Set<AnyCancellable>()
        func bind() {
          taps.sink { [weak self] id in
            guard let owner = self else { return }
            owner.onMessageTap?(id)
          }.store(in: &cancellables)
        }
      }
      final class InboxViewController: UIViewController {
        let viewModel: InboxViewModel
        init(viewModel: InboxViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class MessageViewController: UIViewController { var id = "" }
      final class InboxBuilder {
        func makeInbox() -> InboxPresentable {
          let vm = InboxViewModel()
          return (InboxViewController(viewModel: vm), vm)
        }
      }
      final class MailFlowCoordinator {
        let navigation = UINavigationController()
        let builder = InboxBuilder()
        func start() {
          var inbox = builder.makeInbox()
          inbox.vm.onMessageTap = { [weak self] id in self?.showMessage(id: id) }
          navigation.pushViewController(inbox.vc, animated: true)
        }
        func showMessage(id: String) { navigation.pushViewController(MessageViewController(), animated: true) }
      }
      """)
    #expect(fixture.screen("Inbox")?.navigatesTo == ["Message"])
    #expect(fixture.leaves == ["Message"])
  }

  /// A screen's rows may carry what a tap on them does, a closure its presenter wrote into each
  /// (`Setting(title: "About", callback: { self?.pushAbout() })`, or a method handed by name):
  /// calling it on an element of the rows (`settings[index].callback()`) runs that.
  @Test func aRowsClosureFromThePresenterIsTheScreensNavigation() {
    let source = """
      struct Setting {
        let title: String
        let callback: () -> Void
      }
      final class SettingsViewController: UIViewController {
        let settings: [Setting]
        init(settings: [Setting]) { self.settings = settings; super.init(nibName: nil, bundle: nil) }
        func didSelectRow(at index: Int) { settings[index].callback() }
      }
      final class AboutViewController: UIViewController { var version = "" }
      final class ModalPresenter {
        let navigation = UINavigationController()
        func presentSettings() {
          let settings = [
            Setting(title: "About", callback: { [weak self] in self?.pushAbout() }),
          ]
          navigation.pushViewController(SettingsViewController(settings: settings), animated: true)
        }
        func pushAbout() { navigation.pushViewController(AboutViewController(), animated: true) }
      }
      """
    for variant in [source, source.replacingOccurrences(of: "callback: { [weak self] in self?.pushAbout() }", with: "callback: pushAbout")] {
      let fixture = AuditFixture(variant)
      #expect(fixture.screen("Settings")?.navigatesTo == ["About"])
      #expect(fixture.leaves == ["About"])
    }
    // Rows of one type that two presenters build for two screens: which closure a screen's row
    // holds depends on its builder, and neither screen reaches the other's destination.
    let shared = AuditFixture(source + """

      final class ProfileViewController: UIViewController {
        let settings: [Setting]
        init(settings: [Setting]) { self.settings = settings; super.init(nibName: nil, bundle: nil) }
        func didSelectRow(at index: Int) { settings[index].callback() }
      }
      final class LoginViewController: UIViewController { var email = "" }
      final class ProfilePresenter {
        let navigation = UINavigationController()
        func present() {
          let rows = [Setting(title: "Log out", callback: { [weak self] in self?.showLogin() })]
          navigation.pushViewController(ProfileViewController(settings: rows), animated: true)
        }
        func showLogin() { navigation.pushViewController(LoginViewController(), animated: true) }
      }
      """)
    #expect(shared.screen("Settings")?.navigatesTo.contains("Login") == false)
    #expect(shared.screen("Profile")?.navigatesTo.contains("About") == false)
    // One screen's struct of closures that two coordinators fill leads where each goes.
    let filled = AuditFixture("""
      struct PostActions { let report: () -> Void }
      final class PostViewController: UIViewController {
        var actions: PostActions?
        func reportTapped() { actions?.report() }
      }
      final class ReportViewController: UIViewController { var reason = "" }
      final class AbuseViewController: UIViewController { var reason = "" }
      final class FeedCoordinator {
        let navigation = UINavigationController()
        func showPost() {
          let post = PostViewController()
          post.actions = PostActions(report: showReport)
          navigation.pushViewController(post, animated: true)
        }
        func showReport() { navigation.pushViewController(ReportViewController(), animated: true) }
      }
      final class ProfileCoordinator {
        let navigation = UINavigationController()
        func showPost() {
          let post = PostViewController()
          post.actions = PostActions(report: showAbuse)
          navigation.pushViewController(post, animated: true)
        }
        func showAbuse() { navigation.pushViewController(AbuseViewController(), animated: true) }
      }
      """)
    #expect(filled.screen("Post")?.navigatesTo == ["Abuse", "Report"])
  }

  /// A screen's delegate may be a part of another screen (a component view that presented it),
  /// which tells its own screen in turn (`delegate?.validated(address:)`): where that screen's
  /// method goes is where the first screen's call leads.
  @Test func aDelegateThatIsAPartTellsItsScreen() {
    let fixture = AuditFixture("""
      protocol ScanDelegate: AnyObject { func scanned(code: String) }
      protocol AddressFieldDelegate: AnyObject { func validated(address: String) }
      final class ScanViewController: UIViewController {
        weak var delegate: ScanDelegate?
        var code = ""
        func found() { delegate?.scanned(code: code) }
      }
      final class AddressField: UIView, ScanDelegate {
        weak var delegate: AddressFieldDelegate?
        weak var host: UIViewController?
        func scanTapped() {
          let scan = ScanViewController()
          scan.delegate = self
          host?.present(scan, animated: true)
        }
        func scanned(code: String) { delegate?.validated(address: code) }
      }
      final class SendToViewController: UIViewController, AddressFieldDelegate {
        let field = AddressField()
        var address = ""
        override func viewDidLoad() {
          super.viewDidLoad()
          field.delegate = self
          field.host = self
        }
        func validated(address: String) {
          navigationController?.pushViewController(AmountViewController(), animated: true)
        }
      }
      final class AmountViewController: UIViewController { var amount = 0 }
      final class Tabs: UITabBarController {
        override func viewDidLoad() { viewControllers = [SendToViewController()] }
      }
      """)
    #expect(fixture.screen("Scan")?.navigatesTo == ["Amount"])
    #expect(fixture.screen("SendTo")?.navigatesTo == ["Amount", "Scan"])
    #expect(fixture.leaves == ["Amount"])
  }

  /// A cell's delegate that two screens adopt, each laying the cell out, is each screen's own:
  /// neither reaches where the other's method goes.
  @Test func aSharedCellsDelegateIsEachScreensOwn() {
    let fixture = AuditFixture("""
      protocol ProductCellDelegate: AnyObject { func didTapBuy(_ cell: ProductCell) }
      final class ProductCell: UITableViewCell {
        weak var delegate: ProductCellDelegate?
        @objc func buy() { delegate?.didTapBuy(self) }
      }
      final class SearchViewController: UIViewController, ProductCellDelegate {
        let cell = ProductCell()
        override func viewDidLoad() { cell.delegate = self }
        func didTapBuy(_ cell: ProductCell) { navigationController?.pushViewController(CheckoutViewController(), animated: true) }
      }
      final class WishlistViewController: UIViewController, ProductCellDelegate {
        let cell = ProductCell()
        override func viewDidLoad() { cell.delegate = self }
        func didTapBuy(_ cell: ProductCell) { present(LoginViewController(), animated: true) }
      }
      final class CheckoutViewController: UIViewController { var total = 0 }
      final class LoginViewController: UIViewController { var email = "" }
      final class Tabs: UITabBarController {
        override func viewDidLoad() { viewControllers = [SearchViewController(), WishlistViewController()] }
      }
      """)
    #expect(fixture.screen("Search")?.navigatesTo == ["Checkout"])
    #expect(fixture.screen("Wishlist")?.navigatesTo == ["Login"])
  }

  /// A protocol only a coordinator adopts, whatever its name (`InvitationReceivable`), is the
  /// screen's way to its coordinator: the call runs the coordinator's method.
  @Test func aProtocolOnlyACoordinatorAdoptsRunsTheCoordinatorsMethod() {
    let fixture = AuditFixture("""
      protocol InvitationReceivable: AnyObject {
        func invitationDidAccept(with distance: Int)
        func invitationDidReject()
      }
      final class InvitationViewModel {
        private weak var coordinator: InvitationReceivable?
        init(coordinator: InvitationReceivable?) { self.coordinator = coordinator }
        func accept() { coordinator?.invitationDidAccept(with: 5) }
        func reject() { coordinator?.invitationDidReject() }
      }
      final class InvitationViewController: UIViewController {
        var viewModel: InvitationViewModel?
        var countdown = 10
      }
      final class TabBarCoordinator: InvitationReceivable {
        let navigationController = UINavigationController()
        func showInvitation() {
          let controller = InvitationViewController()
          controller.viewModel = InvitationViewModel(coordinator: self)
          navigationController.present(controller, animated: true)
        }
        func invitationDidAccept(with distance: Int) {
          navigationController.pushViewController(PreparationViewController(), animated: true)
        }
        func invitationDidReject() { navigationController.dismiss(animated: true) }
      }
      final class PreparationViewController: UIViewController { var secondsLeft = 3 }
      """)
    #expect(fixture.screen("Invitation")?.navigatesTo == ["Preparation"])
    #expect(fixture.screen("Invitation")?.unfollowedCalls.isEmpty == true)
  }

  /// A struct of closures the coordinator fills with its own methods (`LoginActions(showPhoneLogin:
  /// self.showPhoneLogin)`, `self?.…` in a weak closure too), handed to the screen's view model:
  /// calling one (`actions?.showPhoneLogin?()`) runs the coordinator's method.
  @Test func aStructOfClosuresFilledWithACoordinatorsMethodsRunsThem() {
    let fixture = AuditFixture("""
      struct LoginActions {
        var showHome: (() -> Void)?
        var showPhoneLogin: (() -> Void)?
      }
      final class LoginViewModel {
        private var actions: LoginActions?
        init(actions: LoginActions) { self.actions = actions }
        func phoneLoginTapped() { actions?.showPhoneLogin?() }
      }
      final class LoginViewController: UIViewController {
        var viewModel: LoginViewModel?
        var isLoading = false
      }
      final class PhoneNumberViewController: UIViewController { var phone = "" }
      final class AuthCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let controller = LoginViewController()
          controller.viewModel = LoginViewModel(
            actions: LoginActions(
              showHome: showHome,
              showPhoneLogin: self.showPhoneLogin
            )
          )
          navigationController.pushViewController(controller, animated: true)
        }
        func showHome() { navigationController.popToRootViewController(animated: true) }
        func showPhoneLogin() { navigationController.pushViewController(PhoneNumberViewController(), animated: true) }
      }
      """)
    #expect(fixture.screen("Login")?.navigatesTo == ["PhoneNumber"])
    #expect(fixture.leaves == ["PhoneNumber"])
  }

  /// The same struct held through the view model's own alias (`typealias Action =
  /// LoginActions`), filled with the coordinator's closure properties (`lazy var
  /// showPhoneLogin: () -> Void = { … }`), whose closures run where the screen calls them: not
  /// where the coordinator hands them over, for the screen it is making.
  @Test func aStructOfClosuresHeldThroughAnAliasRunsTheCoordinatorsClosureProperties() {
    let fixture = AuditFixture("""
      struct LoginActions {
        var showPhoneLogin: (() -> Void)?
      }
      struct PhoneActions {
        var proceed: ((String) -> Void)?
      }
      final class LoginViewModel {
        typealias Action = LoginActions
        private var actions: Action?
        func setActions(actions: Action) { self.actions = actions }
        func phoneLoginTapped() { actions?.showPhoneLogin?() }
      }
      final class PhoneViewModel {
        typealias Action = PhoneActions
        var actions: Action?
        func nextTapped(number: String) { actions?.proceed?(number) }
      }
      final class LoginViewController: UIViewController {
        let viewModel: LoginViewModel
        init(viewModel: LoginViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class PhoneNumberViewController: UIViewController {
        let viewModel: PhoneViewModel
        init(viewModel: PhoneViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class CodeViewController: UIViewController { var code = "" }
      final class AuthCoordinator {
        let navigationController = UINavigationController()
        lazy var showLogin: () -> Void = { [weak self] in
          let viewModel = LoginViewModel()
          viewModel.setActions(actions: LoginActions(showPhoneLogin: self?.showPhoneLogin))
          self?.navigationController.pushViewController(LoginViewController(viewModel: viewModel), animated: true)
        }
        lazy var showPhoneLogin: () -> Void = { [weak self] in
          let viewModel = PhoneViewModel()
          viewModel.actions = PhoneActions(proceed: self?.showCodePage)
          self?.navigationController.pushViewController(PhoneNumberViewController(viewModel: viewModel), animated: true)
        }
        lazy var showCodePage: (String) -> Void = { [weak self] number in
          self?.navigationController.pushViewController(CodeViewController(), animated: true)
        }
      }
      """)
    #expect(fixture.screen("Login")?.navigatesTo == ["PhoneNumber"])
    #expect(fixture.screen("PhoneNumber")?.navigatesTo == ["Code"])
    #expect(fixture.leaves == ["Code"])
  }

  /// A closure property with a default that does nothing (`var onDone: () -> Void = {}`) runs
  /// what its maker stores there; a part's closure that calls the screen's method
  /// (`button.action = { self?.showNext() }`) is the screen's way there; and aliases that name
  /// each other, which Swift rejects, resolve to nothing rather than forever.
  @Test func aClosureDefaultAndAPartsClosureStillLeadWhereTheirCodeSays() {
    let fixture = AuditFixture("""
      typealias Alpha = Beta
      typealias Beta = Alpha
      final class ActionButton: UIView { var action: (() -> Void)? }
      final class LoginViewController: UIViewController { var name = "" }
      final class NextViewController: UIViewController { var step = 0 }
      final class StartViewController: UIViewController {
        let button = ActionButton()
        var alpha: Alpha?
        var title2 = ""
        override func viewDidLoad() {
          button.action = { [weak self] in self?.showNext() }
        }
        func showNext() { navigationController?.pushViewController(NextViewController(), animated: true) }
      }
      final class RevokedViewController: UIViewController {
        var onDone: () -> Void = {}
        var reason = ""
        @objc func okTapped() { onDone() }
      }
      final class AppCoordinator {
        let navigation = UINavigationController()
        func showRevoked() {
          let revoked = RevokedViewController()
          revoked.onDone = { [weak self] in self?.showLogin() }
          navigation.present(revoked, animated: true)
        }
        func showLogin() { navigation.setViewControllers([LoginViewController()], animated: true) }
      }
      """)
    #expect(fixture.screen("Start")?.navigatesTo == ["Next"])
    #expect(fixture.screen("Revoked")?.navigatesTo == ["Login"])
  }

  /// A method of an object the parent holds, handed to a child screen as its closure
  /// (`WithdrawIntroView(onNext: viewModel.continueFromIntro)`): the child calling `onNext()`
  /// runs that method, which leads where it goes.
  @Test func aHeldObjectsMethodHandedAsAClosureRunsWhenTheScreenCallsIt() {
    let fixture = AuditFixture("""
      enum WithdrawStep: Hashable { case amount }
      @MainActor final class WithdrawViewModel: ObservableObject {
        @Published var path: [WithdrawStep] = []
        func continueFromIntro() { path.append(.amount) }
      }
      struct WithdrawIntroView: View {
        let onNext: () -> Void
        @State var agreed = false
        var body: some View { Button("Next") { onNext() } }
      }
      struct WithdrawAmountView: View {
        @State var amount = 0
        var body: some View { Text("\\(amount)") }
      }
      struct WithdrawView: View {
        @StateObject var viewModel = WithdrawViewModel()
        var body: some View {
          NavigationStack(path: $viewModel.path) {
            WithdrawIntroView(onNext: viewModel.continueFromIntro)
              .navigationDestination(for: WithdrawStep.self) { step in
                switch step {
                case .amount: WithdrawAmountView()
                }
              }
          }
        }
      }
      """)
    #expect(fixture.screen("WithdrawIntro")?.navigatesTo == ["WithdrawAmount"])
    #expect(fixture.screen("WithdrawIntro")?.isLeaf == false)
  }

  /// A protocol a handful of screens keep is an interface they share: which of its methods each
  /// one calls the audit does not tell, so none of them gets every implementation's screens.
  @Test func aDelegateProtocolManyScreensKeepIsNotTheirs() {
    let fixture = AuditFixture("""
      protocol CatalogActions: AnyObject { func show(_ id: String) }
      final class CatalogViewController: UIViewController, CatalogActions {
        var sections: [String] = []
        func show(_ id: String) { navigationController?.pushViewController(ItemViewController(), animated: true) }
      }
      final class ItemViewController: UIViewController { var id = "" }
      final class FeaturedViewController: UIViewController { weak var delegate: CatalogActionsDelegate?; var rows: [String] = [] }
      final class ChartsViewController: UIViewController { weak var delegate: CatalogActionsDelegate?; var rows: [String] = [] }
      final class GenresViewController: UIViewController { weak var delegate: CatalogActionsDelegate?; var rows: [String] = [] }
      protocol CatalogActionsDelegate: AnyObject { func open(_ id: String) }
      final class CatalogRouter: CatalogActionsDelegate {
        let navigationController = UINavigationController()
        func open(_ id: String) { navigationController.pushViewController(ItemViewController(), animated: true) }
      }
      """)
    #expect(fixture.edges == ["Catalog -> Item push"])
  }

  /// One coordinator implements two screens' `didSelectQuantity(_:in:)`: the parameters' types
  /// say which screen's each one is.
  @Test func overloadedDelegateMethodsAreMatchedByTheirParameters() {
    let fixture = AuditFixture("""
      protocol TransferQuantityViewControllerDelegate: AnyObject {
        func didSelectQuantity(_ count: Int, in viewController: TransferQuantityViewController)
      }
      protocol RedeemQuantityViewControllerDelegate: AnyObject {
        func didSelectQuantity(_ count: Int, in viewController: RedeemQuantityViewController)
      }
      final class TransferQuantityViewController: UIViewController { weak var delegate: TransferQuantityViewControllerDelegate?; var count = 0 }
      final class RedeemQuantityViewController: UIViewController { weak var delegate: RedeemQuantityViewControllerDelegate?; var count = 0 }
      final class ChooseRecipientViewController: UIViewController { var address = "" }
      final class RedeemCodeViewController: UIViewController { var code = "" }
      final class TicketsCoordinator: TransferQuantityViewControllerDelegate, RedeemQuantityViewControllerDelegate {
        func didSelectQuantity(_ total: Int, in viewController: TransferQuantityViewController) {
          viewController.navigationController?.pushViewController(ChooseRecipientViewController(), animated: true)
        }
        func didSelectQuantity(_ total: Int, in viewController: Tickets.RedeemQuantityViewController) {
          viewController.navigationController?.pushViewController(RedeemCodeViewController(), animated: true)
        }
      }
      """)
    #expect(fixture.edges == ["RedeemQuantity -> RedeemCode delegate", "TransferQuantity -> ChooseRecipient delegate"])
  }

  @Test func anotherScreensControllerNavigatesForItself() {
    // The coordinator makes the form and asks it to show its images: the images are the form's edge.
    let fixture = AuditFixture("""
      final class ProductFormViewController: UIViewController {
        var name = ""
        func showImages() { navigationController?.pushViewController(ProductImagesViewController(), animated: true) }
      }
      final class ProductImagesViewController: UIViewController { var images: [String] = [] }
      final class AddProductCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let form = ProductFormViewController()
          navigationController.pushViewController(form, animated: true)
          form.showImages()
        }
      }
      final class DashboardViewController: UIViewController {
        var cards: [String] = []
        let coordinator = AddProductCoordinator()
        func addTapped() { coordinator.start() }
      }
      """)
    #expect(fixture.edges == ["Dashboard -> ProductForm helper", "ProductForm -> ProductImages push"])
  }

  @Test func anOutcomeWrittenWithoutItsTypeIsNoRoute() {
    let fixture = AuditFixture("""
      enum FeedbackType { case success, failure }
      enum LoadResult { case success, failure }
      final class CopyHelper {
        static func flash(type: FeedbackType) {}
      }
      final class ResultRouter {
        let navigationController = UINavigationController()
        func handle(_ result: LoadResult) {
          switch result {
          case .success: navigationController.pushViewController(WelcomeViewController(), animated: true)
          case .failure: break
          }
        }
      }
      final class WelcomeViewController: UIViewController { var name = "" }
      final class AccountViewController: UIViewController {
        var address = ""
        func copyTapped() { showFlash(.success) }
        func showFlash(_ type: FeedbackType) { CopyHelper.flash(type: type) }
      }
      """)
    #expect(fixture.screen("Account")?.navigatesTo == [])
  }

  @Test func aBareRoleNamesNoScreen() {
    let fixture = AuditFixture("""
      final class ViewController: UIViewController { var label = "" }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func open(_ vc: UIViewController) { navigationController?.pushViewController(vc, animated: true) }
      }
      """)
    #expect(fixture.edges.isEmpty)
  }

  /// A router known by a typealias of the protocols it composes, and a panel whose action the
  /// presenter sets through an optional cast: the panel navigates through the router.
  @Test func aRouterKnownByAProtocolCompositionAndAPanelsActionHandler() {
    let fixture = AuditFixture("""
      protocol RouterFileNavigable { func presentFile(_ id: String) }
      protocol RouterActionable { func presentUpgradeSheet() }
      typealias AppNavigable = RouterFileNavigable
        & RouterActionable
      struct AppRouter: AppNavigable {
        func presentFile(_ id: String) { topController.present(FileViewController(id: id), animated: true) }
        func presentUpgradeSheet() { topController.present(UpgradeViewController(), animated: true) }
      }
      final class QuotaPanelViewController: UIViewController {
        var actionHandler: ((UIButton) -> Void)?
        @objc func tapped(_ sender: UIButton) { actionHandler?(sender) }
      }
      final class FileActionsViewController: UIViewController {
        @LazyInjectService var router: AppNavigable
        var files: [String] = []
        func offerUpgrade() {
          let container = QuotaPanelViewController.instantiatePanel()
          let panel = container
            .contentViewController as? QuotaPanelViewController
          panel?.actionHandler = { [weak self] _ in
            container.dismiss(animated: true) { self?.router.presentUpgradeSheet() }
          }
          present(container, animated: true)
        }
      }
      final class FileViewController: UIViewController { var id = "" }
      final class UpgradeViewController: UIViewController { var plan = "" }
      """)
    #expect(fixture.edge("QuotaPanel", "Upgrade")?.idiom == .callback)
    #expect(fixture.edge("FileActions", "Upgrade") == nil)
    #expect(fixture.leaves == ["File", "Upgrade"])
  }

  /// A closure handed to a screen sets a state that a presentation is bound to: the screen that
  /// runs the closure navigates to what that presentation shows. Resetting the state dismisses.
  @Test func aClosureThatSetsAPresentationsStateShowsItsContent() {
    let fixture = AuditFixture("""
      struct ClaimLauncher: ViewModifier {
        @State private var claimInput: ClaimInput?
        @State private var pledgeShown = false
        func body(content: Content) -> some View {
          content
            .detent(isPresented: $pledgeShown, content: {
              PledgeScreen { pledgeShown = false; claimInput = ClaimInput() }
            })
            .fullScreenCover(item: $claimInput, onDismiss: { pledgeShown = true }) { input in ClaimFlowScreen(input: input) }
            .sheet(isPresented: $pledgeShown, onDismiss: { claimInput = ClaimInput() }) { CancelClaimScreen { claimInput = nil } }
            .popover(isPresented: .constant(false)) { ClaimHelpScreen { let claimInput = ClaimInput(); print(claimInput) } }
        }
      }
      final class StakeholdersModel: ObservableObject {
        @Published var editor: EditorInput?
      }
      struct StakeholdersScreen: View {
        @StateObject var model = StakeholdersModel()
        var body: some View {
          PickInsuranceScreen(onSelected: { model.editor = EditorInput() })
            .sheet(item: $model.editor) { input in StakeholderEditorScreen(input: input) }
        }
      }
      struct PledgeScreen: View { let onConfirm: () -> Void; var body: some View { Button("OK", action: onConfirm) } }
      struct CancelClaimScreen: View { let onCancel: () -> Void; var body: some View { Button("Cancel", action: onCancel) } }
      struct ClaimHelpScreen: View { let onAsk: () -> Void; var body: some View { Button("Ask", action: onAsk) } }
      struct PickInsuranceScreen: View { let onSelected: () -> Void; var body: some View { Text("") } }
      struct ClaimFlowScreen: View { let input: ClaimInput; var body: some View { Text("") } }
      struct StakeholderEditorScreen: View { let input: EditorInput; var body: some View { Text("") } }
      """)
    #expect(fixture.edge("Pledge", "ClaimFlow")?.idiom == .callback)
    // A reset dismisses; a local of the same name is not the state; `onDismiss:` runs after.
    #expect(fixture.edge("CancelClaim", "ClaimFlow") == nil)
    #expect(fixture.edge("ClaimHelp", "ClaimFlow") == nil)
    #expect(fixture.edge("Pledge", "CancelClaim") == nil)
    #expect(fixture.edge("PickInsurance", "StakeholderEditor")?.idiom == .callback)
    #expect(fixture.leaves == ["CancelClaim", "ClaimFlow", "ClaimHelp", "StakeholderEditor"])
  }

  /// A trailing closure a made view shows as its content is the maker's code, not a callback.
  @Test func aViewsContentClosureIsTheMakersCode() {
    let fixture = AuditFixture("""
      enum Route: Hashable { case detail }
      final class Router: ObservableObject { func push(_ route: Route) {} }
      struct RootView: View {
        var body: some View {
          HomeScreen().routeDestination(for: Route.self) { route in
            switch route { case .detail: DetailScreen() }
          }
        }
      }
      struct ShellScreen: View {
        let title: String
        let content: () -> AnyView
        var body: some View { content() }
      }
      struct HomeScreen: View {
        @EnvironmentObject var router: Router
        var body: some View { ShellScreen(title: "Home") { AnyView(Button("Go") { router.push(.detail) }) } }
      }
      struct DetailScreen: View { var body: some View { Text("") } }
      """)
    #expect(fixture.edge("Home", "Detail") != nil)
    #expect(fixture.edge("Shell", "Detail") == nil)
  }

  /// A controller a dependency container makes (`Assembler.resolve(X.self)`, `container.resolve(
  /// X.self)!`) is made there, typed or not; a cast (`as? X`) or a metatype handed elsewhere is not.
  @Test func aControllerResolvedFromADependencyContainer() {
    let fixture = AuditFixture("""
      enum Assembler { static func resolve<T>(_ type: T.Type) -> T { fatalError() } }
      final class HomeViewController: UIViewController {
        let container = Container()
        var items: [String] = []
        func openSettings() {
          let controller = Assembler.resolve(SettingsViewController.self)
          navigationController?.pushViewController(controller, animated: true)
        }
        func openHelp() { present(container.resolve(HelpViewController.self)!, animated: true) }
        func register() { container.register(AboutViewController.self) }
      }
      final class SettingsViewController: UIViewController { var theme = "" }
      final class HelpViewController: UIViewController { var topics: [String] = [] }
      final class AboutViewController: UIViewController { var version = "" }
      """)
    #expect(fixture.edge("Home", "Settings") != nil)
    #expect(fixture.edge("Home", "Help") != nil)
    #expect(fixture.edge("Home", "About") == nil)
  }

  /// A Mac app's own window controller is a screen, unless it is made around a controller it is
  /// handed; a window made around a controller shows it, as `presentAsSheet` and
  /// `presentAsModalWindow` do.
  @Test func aMacWindowControllerAndTheWindowsItMakes() {
    let fixture = AuditFixture("""
      final class PreferencesViewModel: ObservableObject { @Published var fontSize = 12 }
      struct PreferencesView: View {
        @StateObject var model = PreferencesViewModel()
        var body: some View { Text("Prefs") }
      }
      final class RenameViewController: NSViewController { var name = "" }
      final class ExportViewController: NSViewController { var format = "" }
      final class DocumentWindowController: NSWindowController {
        var isEdited = false
        func showPreferences() {
          let window = NSWindow(contentViewController: NSHostingController(rootView: PreferencesView()))
          NSWindowController(window: window).showWindow(nil)
        }
        func rename() { contentViewController?.presentAsSheet(RenameViewController()) }
        func export() { contentViewController?.presentAsModalWindow(ExportViewController()) }
      }
      final class AboutViewController: NSViewController { var version = "" }
      final class AboutWindowController: NSWindowController {
        init(viewController: AboutViewController) { super.init(window: NSWindow(contentViewController: viewController)) }
      }
      """)
    // A window controller made around the controller it is handed only puts that screen in a window.
    #expect(fixture.screenNames == ["About", "DocumentWindow", "Export", "Preferences", "Rename"])
    #expect(fixture.edge("DocumentWindow", "Preferences") != nil)
    #expect(fixture.edge("DocumentWindow", "Rename") != nil)
    #expect(fixture.edge("DocumentWindow", "Export") != nil)
  }

  /// The app's own navigation controller made around a controller bound just before
  /// (`guard let popup = … as? ReviewViewController`, `PopupNavigationController(rootViewController:
  /// popup)`) shows that controller when it is presented, as `UINavigationController` does.
  @Test func theAppsNavigationControllerShowsTheRootItIsMadeAround() {
    let fixture = AuditFixture("""
      class BottomPopupNavigationController: UINavigationController { var height: CGFloat = 300 }
      final class PopupNavigationController: BottomPopupNavigationController { var radius: CGFloat = 12 }
      final class ReviewViewController: UIViewController { var rating = 0 }
      final class HistoryViewController: UIViewController {
        var items: [Int] = []
        func review() {
          guard let popup = storyboard?.instantiateViewController(withIdentifier: "Review") as? ReviewViewController else { return }
          let navigation = PopupNavigationController(rootViewController: popup)
          navigation.navigationBar.isHidden = true
          present(navigation, animated: true)
        }
      }
      """)
    #expect(fixture.edges.contains("History -> Review present"), "\(fixture.edges)")

    // One with a method of its own that others call is called, not seen through.
    let withMethod = AuditFixture("""
      final class AppNavigationController: UINavigationController {
        func offerUpgrade() { pushViewController(PaywallViewController(), animated: true) }
      }
      final class FeedViewController: UIViewController { var posts: [Int] = [] }
      final class PaywallViewController: UIViewController { var plan = 0 }
      final class HomeViewController: UIViewController {
        var items: [Int] = []
        @objc func feedTapped() {
          let navigation = AppNavigationController(rootViewController: FeedViewController())
          present(navigation, animated: true)
          navigation.offerUpgrade()
        }
      }
      """)
    #expect(withMethod.edge("Home", "Paywall") != nil, "\(withMethod.edges)")
  }

  /// A sheet controller of the app's made around the controller it is handed, which it adds as
  /// its child (a copied sheet library's `SheetViewController(controller:)`), is no screen:
  /// whoever makes it shows what it is handed. A screen handed the controller it came from, which
  /// adds a child of its own but not that one, stays one.
  @Test func aSheetMadeAroundAHandedControllerShowsThatController() {
    let fixture = AuditFixture("""
      public class SheetViewController: UIViewController {
        public private(set) var childViewController: UIViewController!
        var cornerRadius: CGFloat = 12
        public convenience init(controller: UIViewController, sizes: [CGFloat] = []) {
          self.init(nibName: nil, bundle: nil)
          self.childViewController = controller
        }
        public override func viewDidLoad() {
          super.viewDidLoad()
          addChild(childViewController)
          view.addSubview(childViewController.view)
        }
      }
      final class FilterViewController: UIViewController { var selected: [String] = [] }
      final class ReplyViewController: UIViewController {
        let source: UIViewController
        var text = ""
        let keyboard = KeyboardViewController()
        init(source: UIViewController) { self.source = source; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { addChild(keyboard) }
      }
      final class KeyboardViewController: UIViewController { var layout = 0 }
      final class LibraryViewController: UIViewController {
        var books: [String] = []
        func showFilter() {
          let filter = FilterViewController()
          let sheet = SheetViewController(controller: filter, sizes: [347])
          present(sheet, animated: true)
        }
        func reply() { present(ReplyViewController(source: self), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Filter", "Library", "Reply"])
    #expect(fixture.edge("Library", "Filter") != nil)
    #expect(fixture.edge("Library", "Reply") != nil)
  }

  /// `application.viewRouter.navigateTo(stopID:from:)`: the chain is typed one stored property
  /// at a time, and of the router's overloads only the one the labels name runs.
  @Test func aRouterReachedThroughAPropertyChainNavigatesByTheCalledOverload() {
    let fixture = AuditFixture("""
      final class Application { let viewRouter = ViewRouter() }
      final class ViewRouter {
        func navigate(to controller: UIViewController, from source: UIViewController) {
          source.navigationController?.pushViewController(controller, animated: true)
        }
        func navigateTo(stopID: String, from source: UIViewController) { navigate(to: StopViewController(id: stopID), from: source) }
        func navigateTo(alert: String, from source: UIViewController) { navigate(to: AlertDetailViewController(text: alert), from: source) }
      }
      final class StopViewController: UIViewController { var id = ""; init(id: String) { self.id = id; super.init(nibName: nil, bundle: nil) } }
      final class AlertDetailViewController: UIViewController { var text = ""; init(text: String) { self.text = text; super.init(nibName: nil, bundle: nil) } }
      final class RouteStopsViewController: UIViewController {
        let application: Application
        var stops: [String] = []
        init(application: Application) { self.application = application; super.init(nibName: nil, bundle: nil) }
        func select(_ index: Int) { self.application.viewRouter.navigateTo(stopID: stops[index], from: self) }
      }
      """)
    #expect(fixture.edge("RouteStops", "Stop")?.kind == .pushes)
    #expect(fixture.edge("RouteStops", "AlertDetail") == nil)
    #expect(!fixture.leaves.contains("RouteStops"))
  }

  /// A call without arguments runs the overload whose parameters all have defaults, or whose
  /// one required parameter is the closure that trails it.
  @Test func overloadsAreToldApartByDefaultsAndTrailingClosures() {
    let fixture = AuditFixture("""
      final class ResultsCoordinator {
        let navigationController = UINavigationController()
        func showResult(triggeredByCode: Bool = false) { navigationController.pushViewController(ResultViewController(), animated: true) }
        func showResult(for member: String) { navigationController.pushViewController(MemberResultViewController(), animated: true) }
        func start() {
          let intro = IntroViewController(onContinue: { [weak self] in self?.showResult() })
          navigationController.pushViewController(intro, animated: true)
        }
      }
      final class IntroViewController: UIViewController {
        var onContinue: () -> Void
        init(onContinue: @escaping () -> Void) { self.onContinue = onContinue; super.init(nibName: nil, bundle: nil) }
      }
      final class ResultViewController: UIViewController { var shown = false }
      final class MemberResultViewController: UIViewController { var shown = false }
      """)
    #expect(fixture.edge("Intro", "Result") != nil)
    #expect(fixture.edge("Intro", "MemberResult") == nil)

    let trailing = AuditFixture("""
      final class PaywallCoordinator {
        let navigationController = UINavigationController()
        func showPaywall(animated: Bool = true) { navigationController.pushViewController(PaywallViewController(), animated: animated) }
        func showPaywall(@ViewBuilder content: () -> some View) { navigationController.present(OfferViewController(), animated: true) }
        func start() {
          let home = HomeViewController(onUpgrade: { [weak self] in self?.showPaywall { Text("") } })
          navigationController.pushViewController(home, animated: true)
        }
      }
      final class HomeViewController: UIViewController {
        var onUpgrade: () -> Void
        init(onUpgrade: @escaping () -> Void) { self.onUpgrade = onUpgrade; super.init(nibName: nil, bundle: nil) }
      }
      final class PaywallViewController: UIViewController { var plan = "" }
      final class OfferViewController: UIViewController { var offer = "" }
      """)
    #expect(trailing.edge("Home", "Offer") != nil)
    #expect(trailing.edge("Home", "Paywall") == nil)
  }

  /// `.sheet(isPresented:) { WallpaperView() }` is handed what it shows: an app's own method of
  /// the same name, which shows something else, is not what runs.
  @Test func aPresenterHandedItsViewDoesNotLeadWhereTheAppsNamesakeLeads() {
    let fixture = AuditFixture("""
      extension UIViewController {
        func sheet(_ controller: UIViewController) { present(EmojiPickerViewController(), animated: true) }
      }
      final class EmojiPickerViewController: UIViewController { var emoji = "" }
      final class WallpaperViewModel: ObservableObject { @Published var name = "" }
      struct WallpaperView: View { @StateObject var model = WallpaperViewModel(); var body: some View { Text(model.name) } }
      final class ChatSettingsViewModel: ObservableObject { @Published var showsWallpaper = false }
      struct ChatSettingsView: View {
        @StateObject var model = ChatSettingsViewModel()
        var body: some View { Text("").sheet(isPresented: $model.showsWallpaper) { WallpaperView() } }
      }
      struct SettingsView: View { var body: some View { NavigationLink("Chat") { ChatSettingsView() } } }
      final class ChatViewController: UIViewController {
        var draft = ""
        func react() { sheet(self) }
      }
      """)
    #expect(fixture.edge("ChatSettings", "Wallpaper") != nil)
    #expect(fixture.edge("ChatSettings", "EmojiPicker") == nil)
    #expect(fixture.edge("Chat", "EmojiPicker") != nil)

    // Handed where it shows from, not what it shows: the method is followed.
    let anchored = AuditFixture("""
      final class ProfileHeaderView: UIView { var name = "" }
      final class AvatarViewerViewController: UIViewController { var zoom = 1.0 }
      final class ProfileViewController: UIViewController {
        let headerView = ProfileHeaderView()
        var isEditing = false
        func avatarTapped() { showViewer(from: headerView) }
        func showViewer(from view: UIView) { present(AvatarViewerViewController(), animated: true) }
      }
      """)
    #expect(anchored.edge("Profile", "AvatarViewer") != nil)
  }

  /// A package's module cannot see another's internal `ProgressView`: the `ProgressView()` it
  /// makes is SwiftUI's, not the screen of that name. An app's `Sources/Features` and
  /// `Sources/Components` folders, with no `Package.swift` above them, are one module.
  @Test func aFrameworkViewsNameInAnotherModuleIsTheFrameworks() {
    let fixture = AuditFixture([
      "Packages/SubscriptionUI/Package.swift": "let package = Package(name: \"SubscriptionUI\")",
      "Packages/SyncUI/Package.swift": "let package = Package(name: \"SyncUI\")",
      "Packages/SubscriptionUI/Sources/SubscriptionUI/ProgressView.swift": """
        final class ProgressViewModel: ObservableObject { @Published var step = 0 }
        struct ProgressView: View { @StateObject var model = ProgressViewModel(); var body: some View { Text("\\(model.step)") } }
        struct PurchaseView: View { @State var isBuying = false; var body: some View { Text("").sheet(isPresented: $isBuying) { ProgressView() } } }
        struct StoreView: View { var body: some View { NavigationLink("Buy") { PurchaseView() } } }
        """,
      "Packages/SyncUI/Sources/SyncUI/DeviceView.swift": """
        struct DeviceView: View { @State var isSyncing = false; var body: some View { Text("").sheet(isPresented: $isSyncing) { ProgressView() } } }
        struct DevicesView: View { var body: some View { NavigationLink("Device") { DeviceView() } } }
        """,
    ])
    #expect(fixture.edge("Purchase", "Progress") != nil)
    #expect(fixture.edge("Device", "Progress") == nil)

    let app = AuditFixture([
      "App/Sources/Components/ProgressView.swift": """
        final class ProgressViewModel: ObservableObject { @Published var step = 0 }
        struct ProgressView: View { @StateObject var model = ProgressViewModel(); var body: some View { Text("") } }
        """,
      "App/Sources/Features/DeviceView.swift": """
        struct DeviceView: View { @State var isSyncing = false; var body: some View { Text("").sheet(isPresented: $isSyncing) { ProgressView() } } }
        struct DevicesView: View { var body: some View { NavigationLink("Device") { DeviceView() } } }
        """,
    ])
    #expect(app.edge("Device", "Progress") != nil)
  }

  /// `RowLink(destination: driveView)`, where `driveView` is a computed property that makes the
  /// hub: the hub is a screen, shown from here, and what it shows is its own navigation.
  @Test func aDestinationHandedThroughAComputedPropertyIsShown() {
    let fixture = AuditFixture("""
      struct RowLink<Destination: View>: View {
        var title: String
        var destination: Destination
        var body: some View { NavigationLink(title) { destination } }
      }
      final class DriveViewModel: ObservableObject { @Published var reports: [String] = [] }
      struct DriveMainView: View {
        @StateObject var model = DriveViewModel()
        var body: some View { NavigationLink("Draft") { DriveDraftView() } }
      }
      struct DriveDraftView: View { @State var text = ""; var body: some View { Text(text) } }
      struct HomeView: View {
        var body: some View { RowLink(title: "Drive", destination: driveMainView) }
        var driveMainView: DriveMainView { DriveMainView() }
      }
      @main struct ReportsApp: App { var body: some Scene { WindowGroup { HomeView() } } }
      """)
    #expect(fixture.edge("Home", "DriveMain") != nil)
    #expect(fixture.edge("DriveMain", "DriveDraft") != nil)
    #expect(fixture.edge("Home", "DriveDraft") == nil)
  }

  /// A Mac popover of the app's shows the controller it makes for its content: showing the
  /// popover leads to that screen.
  @Test func aMacPopoverLeadsToItsContentsScreen() {
    let fixture = AuditFixture("""
      final class ZoomViewController: NSViewController { var level = 1.0 }
      final class ZoomPopover: NSPopover {
        init(level: Double) {
          super.init()
          contentViewController = ZoomViewController()
        }
      }
      final class NavigationBarViewController: NSViewController {
        var zoomPopover: ZoomPopover?
        func zoomTapped(_ button: NSButton) {
          let popover = ZoomPopover(level: 1)
          zoomPopover = popover
          popover.show(relativeTo: button.bounds, of: button, preferredEdge: .maxY)
        }
      }
      """)
    #expect(fixture.edge("NavigationBar", "Zoom") != nil)
  }

  /// A router that builds the view for each route (`case .settings: SettingsView(…)`) makes the
  /// screens the app pushes it (`router.push(with: .settings)`), generic ones and those made with
  /// their generic arguments written (`DetailsView<AppRouter>()`) included; a route nothing
  /// navigates to makes none.
  @Test func aRoutersViewForEachNavigatedRouteIsAScreen() {
    let fixture = AuditFixture("""
      protocol RouterHost: AnyObject { func push(with route: AppRoute) }
      enum AppRoute { case settings, details, unused }
      final class SettingsViewModel<Router: RouterHost>: ObservableObject {
        @Published var name = ""
        let router: Router
        init(router: Router) { self.router = router }
      }
      struct SettingsView<Router: RouterHost>: View {
        @ObservedObject var viewModel: SettingsViewModel<Router>
        var body: some View { Text(viewModel.name) }
      }
      struct DetailsView<Router: RouterHost>: View { @State var count = 0; var body: some View { Text("") } }
      struct UnusedView: View { @State var count = 0; var body: some View { Text("") } }
      final class AppRouter: RouterHost {
        func push(with route: AppRoute) {}
        @ViewBuilder func view(for route: AppRoute) -> some View {
          switch route {
          case .settings: SettingsView(viewModel: SettingsViewModel(router: self))
          case .details: DetailsView<AppRouter>()
          case .unused: UnusedView()
          }
        }
      }
      struct HomeView: View {
        let router: AppRouter
        var body: some View {
          Button("Settings") { router.push(with: .settings) }
          Button("Details") { router.push(with: .details) }
        }
      }
      @main struct WalletApp: App { var body: some Scene { WindowGroup { HomeView(router: AppRouter()) } } }
      """)
    #expect(fixture.screenNames == ["Details", "Home", "Settings"])
    #expect(fixture.edge("Home", "Settings")?.kind == .pushes)
    #expect(fixture.edge("Home", "Details")?.kind == .pushes)
  }

  /// A coordinator that hands a screen one of its own methods (`instantiate(onCreate: createWallet)`)
  /// navigates for that screen when it calls it, as a closure written in its place would.
  @Test func aMethodHandedAsACallbackNavigatesForTheScreenThatCallsIt() {
    let fixture = AuditFixture("""
      final class SetupCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let chooser = ChooseMethodViewController.instantiate(onCreate: createWallet, onRecover: self.recover, title: title)
          navigationController.pushViewController(chooser, animated: true)
        }
        func restart(about: @escaping () -> Void) {
          let chooser = ChooseMethodViewController.instantiate(onCreate: about, onRecover: {}, title: "")
          navigationController.pushViewController(chooser, animated: true)
        }
        func restart(choices: [(String, () -> Void)]) {
          for (label, about) in choices {
            navigationController.pushViewController(ChooseMethodViewController.instantiate(onCreate: about, onRecover: {}, title: label), animated: true)
          }
        }
        var title: String { "" }
        private func createWallet() { navigationController.pushViewController(CreateWalletViewController(), animated: true) }
        private func recover() { navigationController.pushViewController(RecoverViewController(), animated: true) }
        private func about() { navigationController.pushViewController(AboutViewController(), animated: true) }
        private func title(_ tapped: Int) { navigationController.pushViewController(AboutViewController(), animated: true) }
      }
      final class ChooseMethodViewController: UIViewController {
        private var onCreate: (() -> Void)?
        private var onRecover: (() -> Void)?
        static func instantiate(onCreate: @escaping () -> Void, onRecover: @escaping () -> Void, title: String) -> ChooseMethodViewController {
          let chooser = ChooseMethodViewController()
          chooser.onCreate = onCreate
          chooser.onRecover = onRecover
          return chooser
        }
        @objc func create() { onCreate?() }
      }
      final class CreateWalletViewController: UIViewController {}
      final class RecoverViewController: UIViewController {}
      final class AboutViewController: UIViewController {}
      """)
    #expect(fixture.edge("ChooseMethod", "CreateWallet")?.idiom == .callback)
    #expect(fixture.edge("ChooseMethod", "Recover")?.idiom == .callback)
    // A parameter, a pattern's name or a property named like a method hands the value, not the method.
    #expect(fixture.edge("ChooseMethod", "About") == nil)
  }

  /// A factory called with only a trailing closure makes its screen, and a navigation controller
  /// made around it shows it.
  @Test func aScreenMadeByAFactoryWithATrailingClosureIsShownThroughItsNavigationController() {
    let fixture = AuditFixture("""
      final class SetupCoordinator {
        weak var navigationController: UINavigationController?
        func createWallet() {
          #if !REMOTEONLY
          let onboarding = OnboardingViewController.instantiate { [weak self] in self?.finish() }
          let wrapper = UINavigationController(rootViewController: onboarding)
          navigationController?.present(wrapper, animated: true)
          #endif
        }
        func finish() {}
      }
      final class HomeViewController: UIViewController {
        let coordinator = SetupCoordinator()
        var wallets: [String] = []
        @objc func create() { coordinator.createWallet() }
      }
      final class OnboardingViewController: UIViewController {
        static func instantiate(done: @escaping () -> Void) -> OnboardingViewController { OnboardingViewController() }
      }
      """)
    #expect(fixture.edge("Home", "Onboarding")?.kind == .presents)
  }

  /// A hosting controller whose initializer ends with an action it hands on to its root view
  /// (`init(onContinue:onDismiss:)`) takes its trailing closures as callbacks: what they show, it
  /// shows. A closure a made view shows as content stays its maker's.
  @Test func aTrailingClosureAnInitializerTakesAsAnActionIsTheMadeScreens() {
    let fixture = AuditFixture("""
      final class PaymentsCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let setup = SetupViewController()
          let instructions = InstructionsHostingController { [weak self] in
            self?.navigationController.pushViewController(setup, animated: true)
          } onDismiss: {
            print("dismissed")
          }
          navigationController.pushViewController(instructions, animated: false)
        }
      }
      final class InstructionsHostingController: UIHostingController<InstructionsView> {
        init(onContinue: @escaping () -> Void, onDismiss: @escaping () -> Void) {
          super.init(rootView: InstructionsView(onContinue: onContinue, onDismiss: onDismiss))
        }
      }
      struct InstructionsView: View {
        let onContinue: () -> Void
        let onDismiss: () -> Void
        var body: some View { Button("Continue") { onContinue() } }
      }
      final class SetupViewController: UIViewController {}
      final class HomeViewController: UIViewController {
        let coordinator = PaymentsCoordinator(navigationController: UINavigationController())
        @objc func payments() { coordinator.start() }
      }
      """)
    #expect(fixture.edge("Instructions", "Setup")?.kind == .pushes)
    #expect(!fixture.leaves.contains("Instructions"))
  }

  /// A coordinator's method that returns a closure (`presentSettings: pushSettings(on: navigation)`)
  /// makes the callback it hands over: what that closure shows, the screen handed it shows.
  @Test func aCallbackMadeByACoordinatorsMethodNavigatesForTheScreenHandedIt() {
    let fixture = AuditFixture("""
      final class WalletCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let node = NodeViewController.instantiate(presentSettings: pushSettings(on: navigationController), title: title(of: 1, completion: {}))
          navigationController.pushViewController(node, animated: true)
        }
        private func pushSettings(on navigation: UINavigationController) -> () -> Void {
          return { navigation.pushViewController(SettingsViewController(), animated: true) }
        }
        @available(iOS 13.0, *)
        private func title(of index: Int, completion: @escaping () -> Void) -> String {
          navigationController.pushViewController(HelpViewController(), animated: true)
          return ""
        }
      }
      final class HomeViewController: UIViewController {
        let coordinator = WalletCoordinator()
        var balance = 0
        @objc func open() { coordinator.start() }
      }
      final class NodeViewController: UIViewController {
        private var presentSettings: (() -> Void)?
        static func instantiate(presentSettings: @escaping () -> Void, title: String) -> NodeViewController { NodeViewController() }
        @objc func settingsTapped() { presentSettings?() }
      }
      final class SettingsViewController: UIViewController {}
      final class HelpViewController: UIViewController {}
      """)
    #expect(fixture.edge("Node", "Settings")?.idiom == .callback)
    // A method with a closure parameter whose result is a value runs where it is called.
    #expect(fixture.edge("Node", "Help") == nil)
    #expect(fixture.edge("Home", "Help") != nil)
    #expect(fixture.edge("Home", "Node")?.kind == .pushes)
    #expect(fixture.edge("Home", "Settings") == nil)
  }

  /// A screen's callback that calls its coordinator's own stored callback (`didFinish?(self)`)
  /// runs what the code that made the coordinator stored there: that code's navigation is the
  /// screen's. A callback stored under another name, or in another coordinator, is not.
  @Test func aCallbackStoredInTheCoordinatorNavigatesWhereItsMakerSays() {
    let fixture = AuditFixture("""
      struct RevokedView: View {
        @State var reason = ""
        var onLogout: (() -> Void)?
        var body: some View { Button("Log in again") { onLogout?() } }
      }
      struct LoginView: View { @State var account = ""; var body: some View { Text(account) } }
      struct HelpView: View { @State var topic = ""; var body: some View { Text(topic) } }
      final class RevokedFlow {
        let navigation: UINavigationController
        var didFinish: ((RevokedFlow) -> Void)?
        var didAskForHelp: (() -> Void)?
        init(navigation: UINavigationController) { self.navigation = navigation }
        func start() {
          var view = RevokedView()
          view.onLogout = { [weak self] in
            guard let self else { return }
            didFinish?(self)
          }
          navigation.pushViewController(UIHostingController(rootView: view), animated: true)
        }
      }
      final class AppFlow {
        let navigation = UINavigationController()
        func showRevoked() {
          let flow = RevokedFlow(navigation: navigation)
          flow.didFinish = { [weak self] _ in self?.logOut() }
          flow.didAskForHelp = { [weak self] in self?.showHelp() }
          flow.start()
        }
        private func logOut() { showLogin() }
        private func showLogin() { navigation.pushViewController(UIHostingController(rootView: LoginView()), animated: true) }
        private func showHelp() { navigation.pushViewController(UIHostingController(rootView: HelpView()), animated: true) }
      }
      """)
    #expect(fixture.edge("Revoked", "Login")?.idiom == .callback, "\(fixture.edges)")
    #expect(fixture.edge("Revoked", "Help") == nil)
    #expect(fixture.leaves == ["Help", "Login"])
  }

  /// A representable something presents shows the controller its maker returns, even when the
  /// body makes it in a way the audit cannot read (`.viewController(for:)`); one that makes
  /// several controllers, the others handed to the first, does not say which is shown.
  @Test func aPresentedRepresentableShowsTheControllerItsMakerReturns() {
    let fixture = AuditFixture("""
      struct FeaturesView: View {
        @State private var selected: Feature?
        var body: some View {
          List {}.fullScreenCover(item: $selected) { feature in OnboardingView(feature: feature) }
        }
      }
      struct OnboardingView: UIViewControllerRepresentable {
        let feature: Feature
        func makeUIViewController(context: Context) -> OnboardingViewController { .viewController(for: feature) }
        func updateUIViewController(_ controller: OnboardingViewController, context: Context) {}
      }
      final class OnboardingViewController: UIViewController { var page = 0 }
      struct MainView: View {
        var body: some View {
          TabView {
            SavesRepresentable().tabItem { Text("Saves") }
            NavigationStack { NavigationLink("Features") { FeaturesView() } }
          }
        }
      }
      struct SavesRepresentable: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UINavigationController {
          UINavigationController(rootViewController: SavesViewController(children: [ListViewController(), ListViewController()]))
        }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
      }
      final class SavesViewController: UIViewController { init(children: [UIViewController]) { super.init(nibName: nil, bundle: nil) } }
      final class ListViewController: UIViewController { var items: [String] = [] }
      """)
    #expect(fixture.edge("Features", "Onboarding")?.kind == .presents)
    #expect(fixture.screen("List") == nil)
  }

  /// A coordinator's closure handed to a screen that calls a service, and navigates in the
  /// service's completion: the completion runs for the screen whose callback made the call, not
  /// for the service.
  @Test func aCompletionInsideAScreensCallbackNavigatesForThatScreen() {
    let fixture = AuditFixture("""
      protocol TicketValidating { func grantConsent(completion: @escaping (Result<Int, Error>) -> Void) }
      final class TicketValidation: TicketValidating { func grantConsent(completion: @escaping (Result<Int, Error>) -> Void) {} }
      final class ConsentViewController: UIViewController {
        let onAccept: () -> Void
        var isLoading = false
        init(onAccept: @escaping () -> Void) { self.onAccept = onAccept; super.init(nibName: nil, bundle: nil) }
      }
      final class SelectionViewController: UIViewController { var selected = 0 }
      final class TicketCoordinator {
        let navigationController = UINavigationController()
        private var validation: TicketValidating!
        private var consentScreen: UIViewController {
          ConsentViewController(onAccept: { [weak self] in
            self?.validation.grantConsent { result in
              DispatchQueue.main.async {
                if case .success(let count) = result { self?.showSelection(count) }
              }
            }
          })
        }
        func start() { navigationController.pushViewController(consentScreen, animated: true) }
        private func showSelection(_ count: Int) { navigationController.pushViewController(SelectionViewController(), animated: true) }
      }
      """)
    #expect(fixture.edge("Consent", "Selection") != nil)
    #expect(!fixture.leaves.contains("Consent"))
  }

  /// A closure handed to a view model made as the argument of its controller's initializer
  /// (`ConsentViewController(viewModel: TypeSelectionModel(onSelect: { … }))`): where the model is
  /// no screen of its own, the callback runs for the controller's screen.
  @Test func aCallbackHandedToAModelMadeForAControllerNavigatesForThatController() {
    let fixture = AuditFixture("""
      final class KindPickerModel {
        let onSelect: (Int) -> Void
        init(kinds: [Int], onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
      }
      final class TypeSelectionViewController: UIViewController {
        let model: KindPickerModel
        var selected = 0
        init(model: KindPickerModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
      }
      final class ConfigurationViewController: UIViewController { var name = "" }
      final class EventsCoordinator {
        let navigationController = UINavigationController()
        func showTypeSelection() {
          let selection = TypeSelectionViewController(model: KindPickerModel(kinds: [1, 2], onSelect: { [weak self] kind in
            guard let self = self else { return }
            self.showConfiguration(kind)
          }))
          navigationController.present(UINavigationController(rootViewController: selection), animated: true)
        }
        private func showConfiguration(_ kind: Int) { navigationController.pushViewController(ConfigurationViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Configuration", "TypeSelection"])
    #expect(fixture.edge("TypeSelection", "Configuration") != nil)
  }

  /// A case handed to a coordinator's method as data (`mode: .new(kind)`, the mode a screen is
  /// made in, which only a view model's `switch` reads) says nothing of where the call leads: the
  /// method's own code does.
  @Test func aCallHandingAModeCaseLeadsWhereItsBodyLeads() {
    let fixture = AuditFixture("""
      final class ConfigurationViewModel {
        enum Mode { case new(Int), duplicate(Int) }
        var title = ""
        init(mode: Mode) {
          switch mode {
          case .new: title = "New"
          case .duplicate: title = "Copy"
          }
        }
      }
      final class ConfigurationViewController: UIViewController {
        let viewModel: ConfigurationViewModel
        init(viewModel: ConfigurationViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class DetailsViewController: UIViewController {
        let onDuplicate: (Int) -> Void
        var item = 0
        init(onDuplicate: @escaping (Int) -> Void) { self.onDuplicate = onDuplicate; super.init(nibName: nil, bundle: nil) }
      }
      final class EventsCoordinator {
        let navigationController = UINavigationController()
        func showDetails() {
          let details = DetailsViewController(onDuplicate: { [weak self] item in
            self?.showConfiguration(on: self!.navigationController, mode: .duplicate(item))
          })
          navigationController.pushViewController(details, animated: true)
        }
        private func showConfiguration(on navigation: UINavigationController, mode: ConfigurationViewModel.Mode) {
          navigation.pushViewController(ConfigurationViewController(viewModel: ConfigurationViewModel(mode: mode)), animated: true)
        }
      }
      """)
    #expect(fixture.edge("Details", "Configuration") != nil)
  }

  /// A route whose case builds no screen (a tab container) leads nowhere known; the router's
  /// method that only forwards to the overload that switches over the route does not lead to
  /// every other case as well.
  @Test func aRouteToAContainerDoesNotLeadToEveryCaseThroughAForwardingOverload() {
    let fixture = AuditFixture("""
      enum Destination {
        case start
        case detail
        case settings
      }
      final class AppRouter {
        func route(to destination: Destination, from source: UIViewController, _ values: Any?...) {
          route(to: destination, from: source, values: values)
        }
        func route(to destination: Destination, from source: UIViewController, values: [Any?]) {
          switch destination {
          case .start: showTabs(from: source)
          case .detail: source.navigationController?.pushViewController(DetailViewController(), animated: true)
          case .settings: source.present(SettingsViewController(), animated: true)
          }
        }
        private func showTabs(from source: UIViewController) {
          source.view.window?.rootViewController = MainTabsController()
        }
      }
      final class MainTabsController: UITabBarController {}
      final class DetailViewController: UIViewController {}
      final class SettingsViewController: UIViewController {}
      final class StepViewController: UIViewController {
        var router: AppRouter!
        @objc func doneTapped() { router.route(to: .start, from: self) }
      }
      final class ListViewController: UIViewController {
        var router: AppRouter!
        @objc func rowTapped() { router.route(to: .detail, from: self) }
      }
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("Step ") } == ["Step -> MainTabs route"])
    #expect(fixture.edges.filter { $0.hasPrefix("List ") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == ["List -> Detail"])
  }

  /// `if let viewModel = viewModel.viewModel(for: item) as? DetailViewModel`, and `let viewModel:
  /// DetailViewModel? = …`: the name bound means its type only after its initial value, which
  /// calls the outer `viewModel`'s method, not the method of the same name of the type it holds.
  @Test func aBindingThatShadowsItsOwnInitialValueReadsTheOuterName() {
    let fixture = AuditFixture("""
      final class Navigator {
        enum Scene {
          case detail(viewModel: DetailViewModel)
          case alpha(viewModel: AlphaViewModel)
          case beta(viewModel: BetaViewModel)
        }
        func show(segue: Scene, sender: UIViewController?) {
          let target: UIViewController
          switch segue {
          case .detail(let viewModel): target = DetailViewController(viewModel: viewModel)
          case .alpha(let viewModel): target = AlphaViewController(viewModel: viewModel)
          case .beta(let viewModel): target = BetaViewController(viewModel: viewModel)
          }
          sender?.navigationController?.pushViewController(target, animated: true)
        }
      }
      class ParentViewModel {
        func viewModel(for item: Int) -> AnyObject? { DetailViewModel() }
      }
      class DetailViewModel {
        func viewModel(for item: Int) -> AnyObject? {
          switch item {
          case 0: return AlphaViewModel()
          default: return BetaViewModel()
          }
        }
      }
      class AlphaViewModel {}
      class BetaViewModel {}
      final class ParentViewController: UIViewController {
        let viewModel = ParentViewModel()
        let navigator = Navigator()
        func select(_ item: Int) {
          if let viewModel = viewModel.viewModel(for: item) as? DetailViewModel {
            navigator.show(segue: .detail(viewModel: viewModel), sender: self)
          }
        }
        func open(_ item: Int) {
          let viewModel: DetailViewModel? = viewModel.viewModel(for: item) as? DetailViewModel
          if let viewModel { navigator.show(segue: .detail(viewModel: viewModel), sender: self) }
        }
      }
      final class DetailViewController: UIViewController {
        let viewModel: DetailViewModel
        let navigator = Navigator()
        init(viewModel: DetailViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        func select(_ item: Int) {
          if let alpha = viewModel.viewModel(for: item) as? AlphaViewModel { navigator.show(segue: .alpha(viewModel: alpha), sender: self) }
        }
      }
      final class AlphaViewController: UIViewController {
        let viewModel: AlphaViewModel
        init(viewModel: AlphaViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class BetaViewController: UIViewController {
        let viewModel: BetaViewModel
        init(viewModel: BetaViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("Parent ") } == ["Parent -> Detail route"])
  }

  /// A router known by a protocol hands a scene factory to its scene coordinator; the factory's
  /// one `make` builds the screen. A factory of several screens, made once, leads nowhere until
  /// one of its methods is called.
  @Test func sceneFactoryHandedToASceneCoordinatorLeadsToTheScreenItMakes() {
    let fixture = AuditFixture("""
      import UIKit
      protocol SceneFactory { func make() -> UIViewController }
      protocol SceneCoordinator: AnyObject {
        func push(_ factory: SceneFactory, animated: Bool)
        func asRoot(_ factory: SceneFactory)
      }
      protocol InboxRouterProtocol {
        func showMessage(_ id: Int)
        func showHelp()
      }
      struct InboxRouter: InboxRouterProtocol {
        let sceneCoordinator: SceneCoordinator
        func showMessage(_ id: Int) { sceneCoordinator.push(MessageSceneFactory(id: id), animated: true) }
        func showHelp() { sceneCoordinator.asRoot(HelpSceneFactory()) }
      }
      struct MessageSceneFactory: SceneFactory {
        let id: Int
        func make() -> UIViewController { MessageViewController(viewModel: MessageViewModel(id: id)) }
      }
      struct HelpSceneFactory: SceneFactory {
        func make() -> UIViewController {
          let viewModel = HelpViewModel()
          return HelpViewController(viewModel: viewModel)
        }
      }
      final class ToolsFactory {
        func makeGrid() -> UIViewController { GridViewController() }
        func makeGallery() -> UIViewController { GalleryViewController() }
      }
      final class InboxViewModel {
        let router: InboxRouterProtocol
        init(router: InboxRouterProtocol) { self.router = router }
        func select(_ id: Int) { router.showMessage(id) }
        func help() { router.showHelp() }
      }
      struct PreviewFactory { func make() -> UIViewController { PreviewViewController() } }
      final class PreviewSlot { let factory: PreviewFactory; init(factory: PreviewFactory) { self.factory = factory } }
      final class PreviewViewController: UIViewController { var zoom = 1 }
      final class InboxViewController: UIViewController {
        let viewModel: InboxViewModel
        let tools = ToolsFactory()
        // A factory kept by another object leads nowhere from here.
        let preview = PreviewSlot(factory: PreviewFactory())
        init(viewModel: InboxViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func tapped() { viewModel.select(1) }
        @objc func helpTapped() { viewModel.help() }
      }
      final class MessageViewModel { let id: Int; init(id: Int) { self.id = id } }
      final class MessageViewController: UIViewController {
        let viewModel: MessageViewModel
        init(viewModel: MessageViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class HelpViewModel { var page = 0 }
      final class HelpViewController: UIViewController {
        let viewModel: HelpViewModel
        init(viewModel: HelpViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class GridViewController: UIViewController { var columns = 3 }
      final class GalleryViewController: UIViewController { var page = 0 }
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("Inbox ") } == ["Inbox -> Help helper", "Inbox -> Message helper"])
    #expect(fixture.edge("Inbox", "Message")?.kind == .pushes)
  }

  /// A button shared by many screens runs the closure each screen stores in it: what one
  /// screen's closure leads to is that screen's edge, never every other screen's with the button.
  @Test func aSharedComponentsStoredCallbackLeadsOnlyFromTheScreenThatStoredIt() {
    let fixture = AuditFixture("""
      import UIKit
      final class MainButton: UIView {
        var action: (() -> Void)?
        @objc func tapped() { action?() }
      }
      final class StartViewController: UIViewController {
        let button = MainButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(button)
          button.action = { [weak self] in self?.navigationController?.pushViewController(NextViewController(), animated: true) }
        }
      }
      final class NextViewController: UIViewController {
        var count = 0
      }
      final class AboutViewController: UIViewController {
        let button = MainButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(button)
          button.action = { [weak self] in self?.dismiss(animated: true) }
        }
      }
      final class HomeViewController: UIViewController {
        @objc func about() { present(AboutViewController(), animated: true) }
        @objc func start() { present(StartViewController(), animated: true) }
      }
      """)
    #expect(fixture.edge("Start", "Next") != nil)
    #expect(fixture.edge("About", "Next") == nil)
    #expect(fixture.leaves.contains("About"))
  }

  /// A static router handed a route of one of many route enums (`Router.route(to:
  /// RouteMap.Backup.list)`) leads where that enum's own `switch self` sends the case, never to
  /// another enum's case of the same name; a route factory named with its type
  /// (`Scene.profile(…)`) still only carries what it is handed.
  @Test func aStaticRouterLeadsWhereTheNamedEnumsSwitchOverSelfSendsTheCase() {
    let fixture = AuditFixture("""
      protocol RouterTarget { func onPresent(navi: UINavigationController) }
      enum Router {
        static func route(to target: RouterTarget) {
          guard let navi = topNavigationController() else { return }
          target.onPresent(navi: navi)
        }
        static func topNavigationController() -> UINavigationController? { nil }
      }
      extension UINavigationController {
        func push<T: View>(content: T) { pushViewController(UIHostingController(rootView: content), animated: true) }
      }
      enum RouteMap {}
      extension RouteMap {
        enum Backup { case root, list }
        enum Wallet { case root, receive }
      }
      extension RouteMap.Backup: RouterTarget {
        func onPresent(navi: UINavigationController) {
          switch self {
          case .root: navi.push(content: BackupIntroView())
          case .list: navi.push(content: BackupListView())
          }
        }
      }
      extension RouteMap.Wallet: RouterTarget {
        func onPresent(navi: UINavigationController) {
          switch self {
          case .root: navi.push(content: WalletHomeView())
          case .receive: navi.push(content: ReceiveView())
          }
        }
      }
      final class BackupIntroViewModel: ObservableObject {
        func next() { Router.route(to: RouteMap.Backup.list) }
      }
      struct BackupIntroView: View {
        @StateObject var viewModel = BackupIntroViewModel()
        var body: some View { Button("Next") { viewModel.next() } }
      }
      final class WalletHomeViewModel: ObservableObject {
        func backUp() { Router.route(to: RouteMap.Backup.root) }
        func receive() { Router.route(to: RouteMap.Wallet.receive) }
      }
      struct WalletHomeView: View {
        @StateObject var viewModel = WalletHomeViewModel()
        var body: some View { Button("Back up") { viewModel.backUp() } }
      }
      final class BackupListViewModel: ObservableObject { @Published var items: [String] = [] }
      struct BackupListView: View {
        @StateObject var viewModel = BackupListViewModel()
        var body: some View { List(viewModel.items, id: \\.self) { Text($0) } }
      }
      final class ReceiveViewModel: ObservableObject { @Published var address = "" }
      struct ReceiveView: View {
        @StateObject var viewModel = ReceiveViewModel()
        var body: some View { Text(viewModel.address) }
      }
      """)
    #expect(fixture.edge("BackupIntro", "BackupList")?.via == ".list in route → push")
    #expect(fixture.edge("WalletHome", "BackupIntro") != nil)
    #expect(fixture.edge("WalletHome", "Receive") != nil)
    // `.root` of `RouteMap.Backup` is the backup's, not the wallet's.
    #expect(fixture.edge("WalletHome", "WalletHome") == nil)
    #expect(fixture.edges.filter { $0.hasPrefix("WalletHome -> ") }.count == 2)
    #expect(fixture.leaves == ["BackupList", "Receive"])
  }

  /// A route appended to a navigation path (`path.append(.deposit(mint))`), directly or through
  /// a method that hands what it is given to it (`onStep(.deposit(mint))`), is pushed: in a
  /// closure handed to a screen the stack shows, it is that screen's edge.
  @Test func aRouteAppendedToThePathInAChildsClosureIsTheChildsEdge() {
    let fixture = AuditFixture("""
      struct AddMoneyStartScreen: View {
        enum Step: Hashable { case currencies, networks, deposit(String), receipt }
        @State private var path: [Step] = []
        var body: some View {
          NavigationStack(path: $path) {
            Button("Add") { onStep(.currencies) }
              .navigationDestination(for: Step.self) { step in
                switch step {
                case .currencies: CurrencyListScreen(onSelect: { mint in onStep(.deposit(mint)) })
                case .networks: NetworkListScreen(onSelect: { path.append(.receipt) })
                case .deposit(let mint): DepositScreen(mint: mint)
                case .receipt: ReceiptScreen()
                }
              }
          }
        }
        private func onStep(_ step: Step) { path.append(step) }
      }
      struct CurrencyListScreen: View {
        let onSelect: (String) -> Void
        var body: some View { List(["a"], id: \\.self) { mint in Button(mint) { onSelect(mint) } } }
      }
      struct NetworkListScreen: View {
        let onSelect: () -> Void
        var body: some View { Button("Main") { onSelect() } }
      }
      struct DepositScreen: View { let mint: String; var body: some View { Text(mint) } }
      struct ReceiptScreen: View { var body: some View { Text("Done") } }
      """)
    #expect(fixture.edge("CurrencyList", "Deposit")?.via == "AddMoneyStartScreen.body → .deposit in onStep → navigationDestination")
    #expect(fixture.edge("NetworkList", "Receipt") != nil)
    #expect(fixture.edge("CurrencyList", "Receipt") == nil)
    #expect(fixture.leaves == ["Deposit", "Receipt"])
  }

  /// A delegate reached through a cast (`(delegate as? SignupFlowDelegate)?.showNext(…)`) is
  /// that protocol's; a coordinator that pushes a controller its code cannot name
  /// (`step.next().viewController()`) leads somewhere, so the screen that asks is no leaf. An
  /// alert made the same way, or a URL opened, is no screen.
  @Test func aCastDelegateThatPushesAnUnnamedControllerMakesTheCallerNoLeaf() {
    let fixture = AuditFixture("""
      protocol NavigationDelegate: AnyObject {}
      protocol SignupFlowDelegate: AnyObject { func showNext(from controller: UIViewController) }
      enum SignupStep: Int {
        case intro, name
        func next() -> SignupStep { SignupStep(rawValue: rawValue + 1) ?? .intro }
        func viewController() -> UIViewController? { nil }
      }
      final class SignupCoordinator: SignupFlowDelegate, NavigationDelegate {
        var navigationController: UINavigationController?
        var step = SignupStep.intro
        func showNext(from controller: UIViewController) {
          guard let nextController = step.next().viewController() else { return }
          navigationController?.pushViewController(nextController, animated: true)
          step = step.next()
        }
        func finish() { navigationController?.pushViewController(SignupDoneViewController(), animated: true) }
      }
      final class SignupIntroViewController: UIViewController {
        weak var delegate: NavigationDelegate?
        @objc func continueTapped() { (delegate as? SignupFlowDelegate)?.showNext(from: self) }
      }
      final class SignupDoneViewController: UIViewController {
        func confirmQuit() {
          let controller = makeQuitAlert()
          present(controller, animated: true)
        }
        func report(_ error: Error) {
          let message = error.localizedDescription
          show(message)
        }
        func show(_ message: String) { print(message) }
        func openHelp(_ url: URL) { UIApplication.shared.open(url) }
        func makeQuitAlert() -> UIAlertController { UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert) }
      }
      """)
    #expect(!fixture.leaves.contains("SignupIntro"))
    #expect(fixture.leaves.contains("SignupDone"))
  }

  /// A method of the screen's own that hands the route it is given to a presenting call shows
  /// that route the way that call does (`apply(.settings)` presents `.settings`); another
  /// object's method of the same name is not the screen's (`coordinator.apply(.help)` does nothing).
  @Test func anOwnMethodHandingItsRouteOnNavigatesAsTheCallItHandsItTo() {
    let fixture = AuditFixture("""
      final class SceneCoordinator {
        enum Scene { case settings, help }
        func present(scene: Scene, from sender: UIViewController?) { sender?.present(controller(for: scene), animated: true) }
        func apply(_ scene: Scene) {}
        private func controller(for scene: Scene) -> UIViewController {
          switch scene {
          case .settings: return SettingsViewController()
          case .help: return HelpViewController()
          }
        }
      }
      final class SettingsViewController: UIViewController { var theme = "" }
      final class HelpViewController: UIViewController { var topic = "" }
      final class TimelineViewController: UIViewController {
        var coordinator: SceneCoordinator!
        var rows: [String] = []
        func settingsTapped() { apply(.settings) }
        func helpTapped() { coordinator.apply(.help) }
        private func apply(_ scene: SceneCoordinator.Scene) { coordinator.present(scene: scene, from: self) }
      }
      """)
    #expect(fixture.edge("Timeline", "Settings")?.kind == .presents)
    #expect(fixture.edge("Timeline", "Settings")?.idiom == .route)
    // Followed as a helper, the coordinator's `present` makes every scene for whoever asks.
    #expect(fixture.edge("Timeline", "Help")?.idiom == .helper)
  }

  /// A builder behind a protocol that returns its screen as a `(vc:, vm:)` tuple, named for the
  /// screen rather than its controller (`makeNoticeList()` for `NoticeListVC`): the coordinator
  /// pushes the tuple's controller through its router, and the closure it stores on the tuple's
  /// view model runs for that screen.
  @Test func aBuildersTupleIsTheScreenItNames() {
    let fixture = AuditFixture("""
      import UIKit
      protocol ViewControllable { var viewController: UIViewController { get } }
      protocol NoticeListViewModelType { var onNoticeTap: ((String) -> Void)? { get set } }
      typealias NoticeListPresentable = (vc: ViewControllable, vm: NoticeListViewModelType)
      typealias NoticeDetailPresentable = (vc: ViewControllable, vm: NoticeDetailViewModel)
      protocol NoticeFeatureBuildable {
        func makeNoticeList() -> NoticeListPresentable
        func makeNoticeDetailVC(id: String) -> NoticeDetailPresentable
      }
      final class NoticeListViewModel: NoticeListViewModelType {
        var onNoticeTap: ((String) -> Void)?
        func didSelect(_ id: String) { onNoticeTap?(id) }
      }
      final class NoticeDetailViewModel { let id: String; init(id: String) { self.id = id } }
      final class NoticeListVC: UIViewController, ViewControllable {
        var viewController: UIViewController { self }
        let viewModel: NoticeListViewModel
        init(viewModel: NoticeListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class NoticeDetailVC: UIViewController, ViewControllable {
        var viewController: UIViewController { self }
        let viewModel: NoticeDetailViewModel
        init(viewModel: NoticeDetailViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class NoticeBuilder: NoticeFeatureBuildable {
        func makeNoticeList() -> NoticeListPresentable {
          let vm = NoticeListViewModel()
          return (NoticeListVC(viewModel: vm), vm)
        }
        func makeNoticeDetailVC(id: String) -> NoticeDetailPresentable {
          let vm = NoticeDetailViewModel(id: id)
          return (NoticeDetailVC(viewModel: vm), vm)
        }
      }
      final class Router {
        let navigationController = UINavigationController()
        func push(_ module: ViewControllable?) {
          guard let controller = module?.viewController else { return }
          navigationController.pushViewController(controller, animated: true)
        }
      }
      // A service's `create…` is no builder's: its closure is the screen's own code.
      final class AuthService { func createUser(_ email: String, completion: @escaping () -> Void) {} }
      final class UserView: UIView {}
      final class HomeViewController: UIViewController {}
      final class SignUpViewController: UIViewController {
        let auth = AuthService()
        var email = ""
        func submit() { auth.createUser(email) { [weak self] in self?.navigationController?.pushViewController(HomeViewController(), animated: true) } }
      }
      final class NoticeCoordinator {
        private let factory: NoticeFeatureBuildable
        private let router: Router
        init(router: Router, factory: NoticeFeatureBuildable) { self.router = router; self.factory = factory }
        func start() {
          var list = factory.makeNoticeList()
          list.vm.onNoticeTap = { [weak self] id in self?.showNoticeDetail(id: id) }
          router.push(list.vc)
        }
        func showNoticeDetail(id: String) {
          let detail = factory.makeNoticeDetailVC(id: id)
          router.push(detail.vc)
        }
      }
      """)
    #expect(fixture.edge("NoticeList", "NoticeDetail") != nil, "\(fixture.edges)")
    #expect(fixture.edge("SignUp", "Home") != nil, "\(fixture.edges)")
    #expect(fixture.screen("NoticeList")?.unfollowedCalls.isEmpty == true)
    #expect(fixture.leaves == ["Home", "NoticeDetail"])
  }

  /// RxSwift's `withUnretained(self)` and `subscribe(with: self, …)` hand the closure the object
  /// itself as its first parameter: a call through it (`vm.coodinator?.showBreakUpFlow()`, its
  /// property misspelled) is the screen's own, typed by that property.
  @Test func theObjectAnRxClosureIsHandedIsTheScreensOwn() {
    let fixture = AuditFixture("""
      import UIKit
      import RxSwift
      protocol PartnerCoordinator: AnyObject { func showBreakUpFlow(); func showHelp() }
      final class DefaultPartnerCoordinator: PartnerCoordinator {
        let navigationController: UINavigationController
        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = PartnerViewModel(coordinator: self)
          navigationController.pushViewController(PartnerViewController(viewModel: viewModel), animated: true)
        }
        func showBreakUpFlow() { navigationController.pushViewController(BreakUpViewController(), animated: true) }
        func showHelp() { navigationController.present(HelpViewController(), animated: true) }
      }
      final class PartnerViewModel {
        struct Input { let breakTap: Observable<Void>; let helpTap: Observable<Void> }
        weak var coodinator: PartnerCoordinator?
        private let disposeBag = DisposeBag()
        init(coordinator: PartnerCoordinator) { self.coodinator = coordinator }
        func transform(input: Input) {
          input.breakTap
            .withUnretained(self)
            .bind { vm, _ in
              vm.coodinator?.showBreakUpFlow()
            }.disposed(by: disposeBag)
          input.helpTap.subscribe(with: self, onNext: { owner, _ in owner.coodinator?.showHelp() }).disposed(by: disposeBag)
        }
      }
      final class PartnerViewController: UIViewController {
        let viewModel: PartnerViewModel
        init(viewModel: PartnerViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      final class BreakUpViewController: UIViewController { var reason = "" }
      final class HelpViewController: UIViewController { var topic = "" }
      """)
    #expect(fixture.edge("Partner", "BreakUp") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Partner", "Help") != nil, "\(fixture.edges)")
    #expect(fixture.screen("Partner")?.isLeaf == false)
  }

  /// A sheet that sets a `@Binding` its maker handed it (`isCreatePresented = true`), itself or
  /// through a part it hands the binding on to, sets off what the maker's presentation bound to
  /// that state shows: the sheet navigates there, and is no leaf. A part both platforms' apps
  /// share leads each platform's screen to its own platform's screens only.
  @Test func aBindingAViewIsHandedSetsOffItsMakersPresentation() {
    let shared = """
      import SwiftUI
      struct Movie: Identifiable, Hashable { let id: Int }
      struct UpdateRow: View {
        let movie: Movie
        @Binding var movieDestination: Movie?
        var body: some View { Button("Open") { movieDestination = movie } }
      }
      """
    func platform(_ suffix: String) -> String {
      """
      import SwiftUI
      struct HomeView: View {
        @State private var movieDestination: Movie?
        @State private var showsUpdates = false
        @State private var showsBookmarks = false
        @State private var isCreatePresented = false
        var body: some View {
          NavigationStack {
            Button("Updates") { showsUpdates = true }
              .sheet(isPresented: $showsUpdates) { UpdatesSheetView(movieDestination: $movieDestination) }
              .sheet(isPresented: $showsBookmarks) { BookmarksSheetView(isCreatePresented: $isCreatePresented) }
              .sheet(isPresented: $isCreatePresented) { CreateBookmarkView() }
              .navigationDestination(item: $movieDestination) { DetailsView(movie: $0) }
          }
        }
      }
      struct UpdatesSheetView: View {
        @Binding var movieDestination: Movie?
        let movies: [Movie] = []
        var body: some View { List(movies) { UpdateRow(movie: $0, movieDestination: $movieDestination) } }
      }
      struct BookmarksSheetView: View {
        @Binding var isCreatePresented: Bool
        var body: some View { Button("Create\(suffix)") { isCreatePresented = true } }
      }
      struct CreateBookmarkView: View { var body: some View { Text("New") } }
      struct DetailsView: View { let movie: Movie; var body: some View { Text("Details") } }
      """
    }
    let fixture = AuditFixture([
      "Shared/UpdateRow.swift": shared, "App/iOS/HomeView.swift": platform(" iOS"), "App/macOS/HomeView.swift": platform(" macOS"),
    ])
    #expect(fixture.edge("BookmarksSheet", "CreateBookmark") != nil, "\(fixture.edges)")
    #expect(fixture.edge("UpdatesSheet", "Details") != nil, "\(fixture.edges)")
    #expect(fixture.edge("UpdatesSheet (macOS)", "Details (macOS)") != nil, "\(fixture.edges)")
    #expect(fixture.edge("UpdatesSheet", "Details (macOS)") == nil, "\(fixture.edges)")
    #expect(fixture.edge("UpdatesSheet (macOS)", "Details") == nil, "\(fixture.edges)")
    #expect(!fixture.leaves.contains { $0.hasPrefix("BookmarksSheet") || $0.hasPrefix("UpdatesSheet") }, "\(fixture.leaves)")

    // A row two screens show, each handing it its own state: which one a tap sets, the row's
    // code alone cannot tell, so neither screen gains the other's destination.
    let rows = AuditFixture("""
      import SwiftUI
      struct Movie: Identifiable, Hashable { let id: Int }
      struct MovieRow: View {
        let movie: Movie
        @Binding var selected: Movie?
        var body: some View { Button("Open") { selected = movie } }
      }
      struct FavoritesView: View {
        @State private var selected: Movie?
        let movies: [Movie] = []
        var body: some View {
          NavigationStack {
            List(movies) { MovieRow(movie: $0, selected: $selected) }
              .navigationDestination(item: $selected) { MovieDetailView(movie: $0) }
          }
        }
      }
      struct SearchView: View {
        @State private var selected: Movie?
        let movies: [Movie] = []
        var body: some View {
          NavigationStack {
            List(movies) { MovieRow(movie: $0, selected: $selected) }
              .sheet(item: $selected) { TrailerView(movie: $0) }
          }
        }
      }
      struct MovieDetailView: View { let movie: Movie; var body: some View { Text("Detail") } }
      struct TrailerView: View { let movie: Movie; var body: some View { Text("Trailer") } }
      """)
    #expect(rows.edge("Favorites", "Trailer") == nil, "\(rows.edges)")
    #expect(rows.edge("Search", "MovieDetail") == nil, "\(rows.edges)")
  }

  /// The app's root view switches between its modes (`if isEnrolled { DashboardView() } else {
  /// OnboardingView() }`, in its body or a `@ViewBuilder` helper): each is a whole screen, not a
  /// part of the root; and a route handed to a method of a router the screen reaches through the
  /// environment (`router.go(to: .settings)`, whose `go(to:)` appends it to the navigation path) is
  /// pushed, whatever the method's name.
  @Test func theRootsModesAreScreensAndARoutersForwardingMethodPushes() {
    let fixture = AuditFixture("""
      enum Route: Hashable { case settings, details(String) }
      @Observable final class Router {
        var navigationPath = NavigationPath()
        func go(to route: Route) { navigationPath.append(route) }
        func pop() { navigationPath.removeLast() }
      }
      struct AppRootView: View {
        @State private var router = Router()
        @State private var isEnrolled = false
        var body: some View {
          @Bindable var router = router
          NavigationStack(path: $router.navigationPath) {
            content
              .navigationDestination(for: Route.self) { destination(for: $0) }
          }
          .environment(router)
        }
        @ViewBuilder var content: some View {
          if isEnrolled { DashboardView() } else { OnboardingView() }
        }
        @ViewBuilder func destination(for route: Route) -> some View {
          switch route {
          case .settings: SettingsView()
          case .details(let id): DetailsView(id: id)
          }
        }
      }
      struct DashboardView: View {
        @Environment(Router.self) private var router
        @State private var items: [String] = []
        var body: some View { Button("Settings") { router.go(to: .settings) } }
      }
      struct OnboardingView: View { @State private var step = 0; var body: some View { Text("Welcome") } }
      struct SettingsView: View { @State private var isOn = false; var body: some View { Toggle("On", isOn: $isOn) } }
      struct DetailsView: View { let id: String; var body: some View { Text(id) } }
      @main struct WalletApp: App { var body: some Scene { WindowGroup { AppRootView() } } }

      """)
    #expect(fixture.screenNames.contains("Dashboard") && fixture.screenNames.contains("Onboarding"), "\(fixture.screenNames)")
    #expect(fixture.edges.contains("Dashboard -> Settings route"), "\(fixture.edges)")
    #expect(!fixture.leaves.contains("Dashboard"))
  }

  /// `openWindow(id: "player", value: data)` opens the app's window scene of that identifier,
  /// whose content shows the app's view: a route by a string, never an enum case of its spelling.
  /// `dismissWindow(id:)` opens nothing.
  @Test func openingAWindowSceneByItsIdentifier() {
    let fixture = AuditFixture("""
      struct PlayerData: Codable, Hashable { let url: URL }
      enum Route { case player }
      struct DetailsView: View {
        @Environment(\\.openWindow) private var openWindow
        @Environment(\\.dismissWindow) private var dismissWindow
        @State private var data: PlayerData?
        var body: some View {
          Button("Watch") { if let data { openWindow(id: "player", value: data) } }
          Button("Close viewer") { dismissWindow(id: "viewer") }
        }
      }
      struct PlayerView: View { let data: PlayerData; @State private var isPlaying = false; var body: some View { Text("Playing") } }
      struct ViewerView: View { @State private var zoom = 1.0; var body: some View { Text("Viewer") } }
      struct RouteView: View {
        let route: Route
        var body: some View { switch route { case .player: ViewerView() } }
      }
      @main struct MoviesApp: App {
        var body: some Scene {
          WindowGroup { DetailsView() }
          WindowGroup("Player", id: "player", for: PlayerData.self) { $data in
            if let data { PlayerView(data: data) }
          }
          Window("Viewer", id: "viewer") { ViewerView() }
        }
      }
      """)
    #expect(fixture.edge("Details", "Player") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Details", "Viewer") == nil, "\(fixture.edges)")
  }

  /// A window scene identified by a constant (`WindowGroup(id: WindowID.editor, for: String.self)`)
  /// is opened by `openWindow(id: WindowID.editor, value:)` naming the same constant.
  @Test func openingAWindowSceneByAConstantIdentifier() {
    let fixture = AuditFixture("""
      enum WindowID { static let editor = "editor"; static let inspector = "inspector" }
      struct BrowserView: View {
        @Environment(\\.openWindow) private var openWindow
        @State private var path = ""
        var body: some View { Button("Edit") { openWindow(id: WindowID.editor, value: path) } }
      }
      struct EditorView: View { let path: String; @State private var text = ""; var body: some View { TextEditor(text: $text) } }
      struct InspectorView: View { let path: String; @State private var size = 0; var body: some View { Text("\\(size)") } }
      @main struct FilesApp: App {
        var body: some Scene {
          WindowGroup { BrowserView() }
          WindowGroup(id: WindowID.editor, for: String.self) { $path in if let path { EditorView(path: path) } }
          WindowGroup(id: WindowID.inspector, for: String.self) { $path in if let path { InspectorView(path: path) } }
        }
      }
      """)
    #expect(fixture.edge("Browser", "Editor") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Browser", "Inspector") == nil, "\(fixture.edges)")
    // An enum's raw value, `WindowID.editor.rawValue`: the case says which, not `rawValue`.
    let rawValues = AuditFixture("""
      enum WindowID: String { case editor, inspector }
      struct BrowserView: View {
        @Environment(\\.openWindow) private var openWindow
        @State private var path = ""
        var body: some View { Button("Edit") { openWindow(id: WindowID.editor.rawValue, value: path) } }
      }
      struct EditorView: View { let path: String; @State private var text = ""; var body: some View { TextEditor(text: $text) } }
      struct InspectorView: View { let path: String; @State private var size = 0; var body: some View { Text("") } }
      @main struct FilesApp: App {
        var body: some Scene {
          WindowGroup { BrowserView() }
          WindowGroup(id: WindowID.editor.rawValue, for: String.self) { $path in if let path { EditorView(path: path) } }
          WindowGroup(id: WindowID.inspector.rawValue, for: String.self) { $path in if let path { InspectorView(path: path) } }
        }
      }
      """)
    #expect(rawValues.edge("Browser", "Editor") != nil, "\(rawValues.edges)")
    #expect(rawValues.edge("Browser", "Inspector") == nil, "\(rawValues.edges)")
    // A global constant, and a static one written with a leading dot.
    let globals = AuditFixture("""
      let editorWindowID = "editor"
      extension String { static let inspector = "inspector" }
      struct BrowserView: View {
        @Environment(\\.openWindow) private var openWindow
        var body: some View { Button("Edit") { openWindow(id: editorWindowID) }; Button("Info") { openWindow(id: .inspector) } }
      }
      struct EditorView: View { @State private var text = ""; var body: some View { TextEditor(text: $text) } }
      struct InspectorView: View { @State private var size = 0; var body: some View { Text("") } }
      @main struct FilesApp: App {
        var body: some Scene {
          WindowGroup { BrowserView() }
          WindowGroup(id: editorWindowID) { EditorView() }
          WindowGroup(id: .inspector) { InspectorView() }
        }
      }
      """)
    #expect(globals.edge("Browser", "Editor") != nil, "\(globals.edges)")
    #expect(globals.edge("Browser", "Inspector") != nil, "\(globals.edges)")
  }

  /// A flag of an object the environment hands every view (`@Environment(AppState.self) var
  /// appState`), set by one screen (`appState.isSignUpPresented = true`) and presented from by
  /// the root (`.sheet(isPresented: $appState.isSignUpPresented)`): the screen that sets it leads
  /// to what the root shows.
  @Test func aFlagOfTheEnvironmentsObjectSetByOneScreenAndPresentedByTheRoot() {
    let fixture = AuditFixture("""
      @Observable final class AppState {
        var isSignInPresented = false
        var isSignUpPresented = false
      }
      struct ContentView: View {
        @Environment(AppState.self) private var appState
        var body: some View {
          @Bindable var appState = appState
          TabView { HomeView() }
            .sheet(isPresented: $appState.isSignInPresented) { SignInSheetView() }
            .sheet(isPresented: $appState.isSignUpPresented) { SignUpSheetView() }
        }
      }
      struct HomeView: View {
        @Environment(AppState.self) private var appState
        var body: some View { Button("Sign in") { appState.isSignInPresented = true } }
      }
      struct SignInSheetView: View {
        @Environment(AppState.self) private var appState
        @State private var login = ""
        var body: some View { Button("Create an account") { appState.isSignUpPresented = true } }
      }
      struct SignUpSheetView: View { @State private var email = ""; var body: some View { TextField("Email", text: $email) } }
      @main struct MoviesApp: App {
        @State private var appState = AppState()
        var body: some Scene { WindowGroup { ContentView().environment(appState) } }
      }
      """)
    #expect(fixture.edge("SignInSheet", "SignUpSheet") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Home", "SignInSheet") != nil, "\(fixture.edges)")
    #expect(!fixture.leaves.contains("SignInSheet"))
  }

  /// A coordinator's `coordinate(by:)` that switches over the action it is handed leads where
  /// the action's case does, not everywhere the switch does, even when the switch runs later on
  /// the main queue; and a coordinator handed to a method as its parameter (`bind(coordinator:)`)
  /// is followed like one the model keeps.
  @Test func aCoordinatorsActionLeadsWhereItsCaseDoes() {
    let fixture = AuditFixture("""
      enum FriendsAction { case inviteTapped(code: String), friendTapped, closeTapped }
      protocol FriendsCoordinator: AnyObject { func coordinate(by action: FriendsAction) }
      final class DefaultFriendsCoordinator: FriendsCoordinator {
        let navigationController = UINavigationController()
        func start() {
          navigationController.pushViewController(FriendsViewController(viewModel: FriendsViewModel(coordinator: self)), animated: false)
        }
        func coordinate(by action: FriendsAction) {
          DispatchQueue.main.async { [weak self] in
            switch action {
            case .inviteTapped(let code): self?.showInvitation(code)
            case .friendTapped: self?.navigationController.pushViewController(FriendViewController(), animated: true)
            case .closeTapped: self?.navigationController.popViewController(animated: true)
            }
          }
        }
        private func showInvitation(_ code: String) { navigationController.present(InvitationViewController(code: code), animated: true) }
      }
      final class FriendsViewModel {
        init(coordinator: FriendsCoordinator?) { bind(coordinator: coordinator) }
        private func bind(coordinator: FriendsCoordinator?) {
          input.inviteTapped.bind(onNext: { code in coordinator?.coordinate(by: .inviteTapped(code: code)) })
        }
      }
      final class FriendsViewController: UIViewController {
        let viewModel: FriendsViewModel
        init(viewModel: FriendsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        var rows: [String] = []
      }
      final class FriendViewController: UIViewController { var name = "" }
      final class InvitationViewController: UIViewController {
        let code: String
        init(code: String) { self.code = code; super.init(nibName: nil, bundle: nil) }
        var isCopied = false
      }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate { let coordinator = DefaultFriendsCoordinator() }
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("Friends -> ") }.map { $0.split(separator: " ")[2] } == ["Invitation"], "\(fixture.edges)")
  }

  /// A closure a view hands the screen it pushes calls the view's model (`BadgeLibraryView {
  /// viewModel.openBadge($0) }`), whose method sets a state the view presents from
  /// (`.sheet(item: $viewModel.selectedBadge)`): the pushed screen leads there, and is no leaf.
  /// A state only another view presents from is not followed from a view that merely calls the
  /// model's method in a closure it hands a component.
  @Test func aHandedClosureCallsTheModelMethodThatSetsAPresentationState() {
    let fixture = AuditFixture("""
      struct Badge: Identifiable { let id: String }
      final class AchievementsViewModel: ObservableObject {
        @Published var selectedBadge: Badge?
        @Published var isSaving = false
        func openBadge(_ badge: Badge) { selectedBadge = badge }
        func closeBadge() { selectedBadge = nil }
        func save() { isSaving = true }
      }
      struct AchievementsView: View {
        @StateObject private var viewModel = AchievementsViewModel()
        var body: some View {
          NavigationStack {
            NavigationLink { BadgeLibraryView { viewModel.openBadge($0) } } label: { Text("All badges") }
            SaveBar { viewModel.save() }
          }
          .sheet(item: $viewModel.selectedBadge) { BadgeDetailView(badge: $0) }
        }
      }
      struct SavingView: View {
        @ObservedObject var viewModel: AchievementsViewModel
        var body: some View { Text("Goals").fullScreenCover(isPresented: $viewModel.isSaving) { SavingAnimationView() } }
      }
      struct SaveBar: View { let action: () -> Void; var body: some View { Button("Save", action: action) } }
      struct BadgeLibraryView: View {
        let onOpenBadge: (Badge) -> Void
        @State private var badges: [Badge] = []
        var body: some View { List(badges) { badge in Button(badge.id) { onOpenBadge(badge) } } }
      }
      struct BadgeDetailView: View { let badge: Badge; var body: some View { Text(badge.id) } }
      struct SavingAnimationView: View { var body: some View { ProgressView() } }
      """)
    #expect(fixture.edges.contains("BadgeLibrary -> BadgeDetail callback"), "\(fixture.edges)")
    #expect(!fixture.leaves.contains("BadgeLibrary"))
    #expect(!fixture.edges.contains { $0.hasPrefix("Achievements -> SavingAnimation") }, "\(fixture.edges)")
  }

  /// A view of the app's generic over the view it is handed, whose own body pushes or presents
  /// that view (`NavigationLink(destination: content())`, `.sheet { destination }`): the view
  /// handed to it is a screen the caller shows. One that lays out what it is handed (a card), a
  /// link's label or a disclosure's content, pushes and presents nothing.
  @Test func aWrapperThatPushesOrPresentsTheViewItIsHanded() {
    let fixture = AuditFixture("""
      struct EditButton<Content>: View where Content: View {
        let content: () -> Content
        var body: some View {
          Menu { NavigationLink(destination: content()) { Text("Edit") } } label: { Image(systemName: "pencil") }
        }
      }
      struct InfoButton<Destination: View>: View {
        @State private var isShown = false
        @ViewBuilder var destination: Destination
        var body: some View { Button("Info") { isShown = true }.sheet(isPresented: $isShown) { destination } }
      }
      struct Card<Content: View>: View {
        let content: Content
        var body: some View { VStack { content }.padding() }
      }
      struct LinkRow<Label: View>: View {
        let label: () -> Label
        var body: some View { NavigationLink(destination: AlbumPage()) { label() } }
      }
      struct Disclosure<Content: View>: View {
        @State private var showContent = false
        let content: () -> Content
        var body: some View { if showContent { content() } }
      }
      struct SongsPage: View {
        var body: some View {
          NavigationStack {
            List { Text("Songs") }
              .toolbar { EditButton { SongsEditPage() } }
            InfoButton { LicensesPage() }
            Card(content: SongSummary())
            LinkRow { AlbumSummary() }
            Disclosure { LyricsPanel() }
          }
        }
      }
      struct SongsEditPage: View { @State private var order: [String] = []; var body: some View { List(order, id: \\.self) { Text($0) } } }
      struct LicensesPage: View { var body: some View { Text("Licenses") } }
      struct SongSummary: View { var body: some View { Text("12 songs") } }
      struct AlbumSummary: View { var body: some View { Text("3 albums") } }
      struct LyricsPanel: View { var body: some View { Text("Lyrics") } }
      struct AlbumPage: View { @State private var tracks: [String] = []; var body: some View { List(tracks, id: \\.self) { Text($0) } } }
      @main struct MusicApp: App { var body: some Scene { WindowGroup { SongsPage() } } }
      """)
    #expect(fixture.edges.contains("SongsPage -> SongsEditPage push"), "\(fixture.edges)")
    #expect(fixture.edges.contains("SongsPage -> LicensesPage present"), "\(fixture.edges)")
    // A card lays out what it is handed; a link's label and a disclosure's content are not shown.
    for part in ["SongSummary", "AlbumSummary", "LyricsPanel"] {
      #expect(!fixture.edges.contains("SongsPage -> \(part) push") && !fixture.edges.contains("SongsPage -> \(part) present"), "\(fixture.edges)")
    }
  }

  /// A coordinator's method handed a case, which logs per case in a `switch` and then makes and
  /// pushes the same screen whatever the case (`showItemDetail(for: .preview(key:), …)`): the
  /// call leads to that screen, not only where the case's branch leads.
  @Test func whatARouteSwitchingMethodShowsAfterItsSwitchIsEveryCallsDestination() {
    let fixture = AuditFixture("""
      protocol ItemsCoordinatorDelegate: AnyObject {
        func showItemDetail(for type: DetailType, animated: Bool)
        func showFilters()
      }
      enum DetailType { case preview(key: String), creation }
      struct ItemDetailState { var type: DetailType }
      final class DetailCoordinator {
        weak var navigationController: UINavigationController?
        func start() { navigationController?.pushViewController(ItemsViewController(coordinatorDelegate: self), animated: false) }
      }
      extension DetailCoordinator: ItemsCoordinatorDelegate {
        func showItemDetail(for type: DetailType, animated: Bool) {
          switch type {
          case .preview(let key):
            print("preview \\(key)")
          case .creation:
            print("creation")
          }
          let controller = ItemDetailViewController(state: ItemDetailState(type: type))
          navigationController?.pushViewController(controller, animated: animated)
        }
        func showFilters() { navigationController?.present(FiltersViewController(), animated: true) }
      }
      class BaseItemsViewController: UIViewController {
        weak var coordinatorDelegate: ItemsCoordinatorDelegate?
        init(coordinatorDelegate: ItemsCoordinatorDelegate) {
          self.coordinatorDelegate = coordinatorDelegate
          super.init(nibName: nil, bundle: nil)
        }
        func filtersTapped() { coordinatorDelegate?.showFilters() }
      }
      final class ItemsViewController: BaseItemsViewController {
        var keys: [String] = []
        func tapped(key: String) { coordinatorDelegate?.showItemDetail(for: .preview(key: key), animated: true) }
      }
      final class ItemDetailViewController: UIViewController {
        var state: ItemDetailState
        init(state: ItemDetailState) {
          self.state = state
          super.init(nibName: nil, bundle: nil)
        }
      }
      final class FiltersViewController: UIViewController { var on = false }
      """)
    #expect(fixture.edge("Items", "ItemDetail")?.kind == .pushes, "\(fixture.edges)")
  }

  /// A `default:` of a method's `switch` over the case it is handed runs only for the cases the
  /// other branches do not name: a call handing `.refresh`, which only reloads, leads nowhere.
  @Test func aDefaultBranchIsNotWhatEveryCallLeadsTo() {
    let fixture = AuditFixture("""
      enum Destination { case refresh, compose, reply, forward }
      final class AppCoordinator {
        let navigationController = UINavigationController()
        func start() { navigationController.pushViewController(FeedViewController(coordinator: self), animated: false) }
        func navigate(to destination: Destination) {
          switch destination {
          case .refresh:
            print("reload")
          default:
            navigationController.present(ComposeViewController(), animated: true)
          }
        }
      }
      final class FeedViewController: UIViewController {
        let coordinator: AppCoordinator
        var posts: [String] = []
        init(coordinator: AppCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
        func pulled() { coordinator.navigate(to: .refresh) }
      }
      final class ComposeViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.edge("Feed", "Compose") == nil, "\(fixture.edges)")
    #expect(fixture.leaves == ["Compose", "Feed"])
  }

  /// A coordinator that finds its parent by type (`findParentCoordinator(ofType:
  /// AppCoordinator.self)`, a generic lookup up the chain) and asks it to start the login flow:
  /// the local holds the app's coordinator, so the screen that asked leads to the login.
  @Test func aParentCoordinatorFoundByItsTypeRunsItsNavigation() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { var parentCoordinator: Coordinator? { get set } }
      final class AppCoordinator: Coordinator {
        var parentCoordinator: Coordinator?
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func moveToLoginFlow() { window.rootViewController = LoginViewController() }
      }
      final class MypageCoordinator: Coordinator {
        var parentCoordinator: Coordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let withdraw = WithdrawViewController()
          withdraw.coordinator = self
          navigationController.pushViewController(withdraw, animated: true)
        }
        func logout() {
          if let appCoordinator = findParentCoordinator(ofType: AppCoordinator.self) {
            appCoordinator.moveToLoginFlow()
          }
        }
        private func findParentCoordinator<T: Coordinator>(ofType type: T.Type) -> T? {
          var current = parentCoordinator
          while let coordinator = current {
            if let found = coordinator as? T { return found }
            current = coordinator.parentCoordinator
          }
          return nil
        }
      }
      final class WithdrawViewController: UIViewController {
        weak var coordinator: MypageCoordinator?
        var reason = ""
        func withdrawTapped() { coordinator?.logout() }
      }
      final class LoginViewController: UIViewController { var email = "" }
      """)
    #expect(fixture.edge("Withdraw", "Login") != nil, "\(fixture.edges)")
    #expect(fixture.screen("Withdraw")?.unfollowedCalls.isEmpty == true)
  }

  /// A screen its presenter hands itself to as a delegate (`var delegate:
  /// CreateEventViewControllerDelegate?`) is the screen it reports back to, not a child of the one
  /// it presents: what the presenter does elsewhere (its writes, its pushes) is not the picker's.
  @Test func aPresenterHeldThroughItsDelegateProtocolIsNoChild() {
    let fixture = AuditFixture("""
      final class EventStore { static let shared = EventStore(); var events: [String] = [] }
      protocol CreateEventViewControllerDelegate: AnyObject { func didSelect(place: String) }
      final class CreateEventViewController: UIViewController, CreateEventViewControllerDelegate {
        var place = ""
        func pickPlace() {
          let picker = SetPlaceViewController()
          picker.delegate = self
          navigationController?.pushViewController(picker, animated: true)
        }
        func save() { EventStore.shared.events.append(place) }
        func didSelect(place: String) { self.place = place }
      }
      final class SetPlaceViewController: UIViewController {
        var query = ""
        public var delegate: CreateEventViewControllerDelegate?
        func choose() {
          delegate?.didSelect(place: query)
          navigationController?.popViewController(animated: true)
        }
      }
      final class HomeViewController: UIViewController {
        func create() { present(UINavigationController(rootViewController: CreateEventViewController()), animated: true) }
      }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = HomeViewController() }
      }
      """)
    #expect(fixture.edge("SetPlace", "CreateEvent") == nil, "\(fixture.edges)")
    #expect(fixture.edge("CreateEvent", "SetPlace") != nil, "\(fixture.edges)")
    #expect(fixture.leaves == ["SetPlace"])
  }
}
