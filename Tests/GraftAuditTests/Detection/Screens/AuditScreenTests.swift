import Testing

@testable import GraftAudit

/// What a screen is: a view model or controller a view or controller presents or owns as its
/// screen; observable data models, singletons, routers and parts are not.
@Suite struct AuditScreenTests {
  @Test(arguments: [
    ("final class ProfileViewModel: ObservableObject { @Published var name = \"\" }", ["Profile"]),
    ("final class AboutViewModel { var version = \"1\" }", ["About"]),
    ("// graft: feature\nfinal class Editor { var text = \"\" }", ["Editor"]),
    ("final class HelpViewController: UIViewController { private var page = 0 }", ["Help"]),
    // A controller that holds nothing and that nothing makes: a container from a storyboard.
    ("final class SplashViewController: UIViewController { override func viewDidLoad() {} }", []),
    ("final class Session: ObservableObject { static let shared = Session(); @Published var user = \"\" }", []),
    ("struct SettingsViewModel { var theme = \"\" }", []),
    // Observable data models: a poll's option, a status, a client.
    ("final class PollOption: ObservableObject { @Published var votes = 0 }", []),
    ("@Observable final class StatusModel { var text = \"\" }", []),
    ("@Observable final class APIClient { var token: String? }", []),
    // The app's tab bar controller: the parent of its tabs.
    ("final class TabBarController: UITabBarController { var tabs: [UIViewController] = [] }", ["TabBar"]),
  ])
  func aTypeOnItsOwn(source: String, screens: [String]) {
    #expect(AuditFixture(source).screenNames == screens)
  }

  @Test func typesOfOneScreenShareItsName() {
    #expect(ScreenNames.base(of: "ProfileViewController") == "Profile")
    #expect(ScreenNames.base(of: "HomeScreenViewModel") == "Home")
    #expect(ScreenNames.base(of: "LoginScreenCoordinator") == "Login")
    let fixture = AuditFixture("""
      final class ProfileViewModel: ObservableObject {}
      final class ProfileViewController: UIViewController { var isLoaded = false }
      final class ProfileCoordinator { func start() {} }
      """)
    #expect(fixture.screenNames == ["Profile"])
    #expect(fixture.screen("Profile")?.types == ["ProfileCoordinator", "ProfileViewController", "ProfileViewModel"])
  }

  @Test func aNestedViewModelIsItsEnclosingViewsScreen() {
    let fixture = AuditFixture("""
      struct ProfileCardView: View {
        @StateObject var viewModel = ViewModel()
        var body: some View { Text("") }
      }
      extension ProfileCardView {
        final class ViewModel: ObservableObject { @Published var name = "" }
      }
      final class HomeViewController: UIViewController {
        var items: [String] = []
        func open() { present(UIHostingController(rootView: ProfileCardView()), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Home", "ProfileCard"])
    #expect(fixture.screen("ProfileCard")?.types == ["ProfileCardView", "ViewModel"])
  }

  @Test func aViewModelJoinsTheControllerThatOwnsIt() {
    // `PrivacyViewModel` has no controller of its name: it is `PrivacyTableViewController`'s.
    let fixture = AuditFixture("""
      final class PrivacyViewModel { var rows: [String] = [] }
      final class PrivacyTableViewController: UITableViewController {
        let viewModel: PrivacyViewModel
        init(viewModel: PrivacyViewModel) { self.viewModel = viewModel; super.init(style: .plain) }
      }
      final class OnboardingCoordinator {
        func showPrivacy() { navigationController.pushViewController(PrivacyTableViewController(viewModel: PrivacyViewModel()), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["PrivacyTable"])
    #expect(fixture.screen("PrivacyTable")?.types == ["PrivacyTableViewController", "PrivacyViewModel"])
  }

  @Test func aControllerWithoutAViewModelThatACoordinatorPushes() {
    let fixture = AuditFixture("""
      final class LanguagePickerViewController: UIViewController {
        override func viewDidLoad() {}
      }
      final class SettingsCoordinator {
        let navigationController: UINavigationController
        func showLanguages() {
          let picker = LanguagePickerViewController()
          navigationController.pushViewController(picker, animated: true)
        }
      }
      """)
    #expect(fixture.screenNames == ["LanguagePicker"])
    #expect(fixture.screen("LanguagePicker")?.evidence == [.viewController])
  }

  @Test func aSwiftUIViewWhoseStateLivesInState() {
    let fixture = AuditFixture("""
      struct DetailView: View {
        @State private var isExpanded = false
        var body: some View { Toggle("More", isOn: $isExpanded) }
      }
      struct ListView: View {
        @State private var showing = false
        var body: some View { Button("Open") { showing = true }.sheet(isPresented: $showing) { DetailView() } }
      }
      """)
    #expect(fixture.screenNames == ["Detail"])
    #expect(fixture.screen("Detail")?.evidence == [.presented])
  }

  @Test func subclassesOfAScreensController() {
    let fixture = AuditFixture("""
      class UserListViewController: UIViewController { var users: [String] = [] }
      final class FollowersViewController: UserListViewController {}
      final class Coordinator {
        func show() { present(FollowersViewController(), animated: true) }
        func list() { present(UserListViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Followers", "UserList"])
    #expect(fixture.screen("Followers")?.evidence.contains(.subclass) == true)
  }

  @Test func partsAreNotScreens() {
    // A row, its model, a model held one per row, and a view that only wraps its content.
    let fixture = AuditFixture("""
      struct StatusRowView: View {
        @State var viewModel: StatusRowViewModel
        var body: some View { Text(viewModel.text) }
      }
      @Observable final class StatusRowViewModel { var text = "" }
      final class AccountRowViewModel { var name = "" }
      struct Card<Content: View>: View {
        let content: Content
        var body: some View { content }
      }
      struct TimelineView: View {
        @State private var viewModel = TimelineViewModel()
        var body: some View { List(viewModel.rows) { StatusRowView(viewModel: $0) } }
      }
      @Observable final class TimelineViewModel {
        var rows: [StatusRowViewModel] = []
        var accounts: [AccountRowViewModel] = []
      }
      struct RootView: View {
        var body: some View { NavigationStack { Card(content: TimelineView()) } }
      }
      """)
    #expect(fixture.screenNames == ["Timeline"])
  }

  /// A view model made once per element (in a `map`, or by a method handed a row's index) is a
  /// row's, whatever its name; one also made for a screen it shows stays a screen.
  @Test func aViewModelMadePerElementIsARows() {
    let fixture = AuditFixture("""
      class ServerEntryViewModel { var name = ""; init(server: String) { name = server } }
      final class SecureServerEntryViewModel: ServerEntryViewModel {}
      final class StreamOptionViewModel { var title = ""; init(_ title: String) { self.title = title } }
      final class CountryViewModel {
        var servers: [String] = []
        var secure = false
        func entries() -> [Any] {
          servers.map { server -> ServerEntryViewModel in
            switch secure {
            case true: return SecureServerEntryViewModel(server: server)
            case false: return ServerEntryViewModel(server: server)
            }
          }
        }
        func option(for index: Int) -> StreamOptionViewModel { StreamOptionViewModel(servers[index]) }
      }
      final class ProductDetailsViewModel { var title = ""; init(_ title: String) { self.title = title } }
      final class CountryViewController: UIViewController {
        let viewModel = CountryViewModel()
        func open(_ index: Int) {
          navigationController?.pushViewController(ProductViewController(viewModel: ProductDetailsViewModel("\\(index)")), animated: true)
        }
      }
      final class ProductViewController: UIViewController {
        let viewModel: ProductDetailsViewModel
        init(viewModel: ProductDetailsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      """)
    // The model made in `open(_ index:)` is the pushed controller's, whatever its name.
    #expect(fixture.screenNames == ["Country", "Product"])
    #expect(fixture.report.screens.first { $0.name == "Product" }?.types == ["ProductDetailsViewModel", "ProductViewController"])
  }

  /// A menu of the menu bar (an object that keeps an `NSMenu` or its items, not a controller) is
  /// no screen, and neither is its view model.
  @Test func aMenuBarMenusModelIsNoScreen() {
    let fixture = AuditFixture("""
      final class HelpMenuViewModel { var canReport = true; func reportIssue() {} }
      final class HelpMenuController: NSObject {
        @IBOutlet weak var helpMenu: NSMenu!
        @IBOutlet weak var reportItem: NSMenuItem!
        private var viewModel: HelpMenuViewModel!
        func update(with viewModel: HelpMenuViewModel) { self.viewModel = viewModel }
      }
      final class AboutViewModel { var version = "" }
      final class AboutViewController: NSViewController {
        private let viewModel: AboutViewModel
        init(viewModel: AboutViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.screenNames == ["About"])
  }

  @Test func aRouterAndASceneDelegateAreNotScreens() {
    let fixture = AuditFixture("""
      @Observable final class RouterPath { var path: [Destination] = [] }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate, ObservableObject { var window: UIWindow? }
      """)
    #expect(fixture.screenNames.isEmpty)
  }

  @Test func anAppsViewNamedLikeSwiftUIsIsNotShownByItsName() {
    // `EmptyView()` in a sheet is SwiftUI's, whatever the app also calls `EmptyView`.
    let fixture = AuditFixture("""
      struct EmptyView: View { var body: some View { Text("No passwords") } }
      struct ListView: View {
        @State private var isShowing = false
        var body: some View { List {}.sheet(isPresented: $isShowing) { EmptyView() } }
      }
      """)
    #expect(fixture.screen("Empty") == nil)
  }

  @Test func aControllerInsideARepresentableIsTheViewsMachinery() {
    let fixture = AuditFixture("""
      struct MenuControllerView<Content: View>: UIViewControllerRepresentable {
        final class HostingController: UIHostingController<Content> { var onOpen: (() -> Void)? }
        final class Coordinator { var title = "" }
        func makeUIViewController(context: Context) -> HostingController { HostingController(rootView: content) }
      }
      """)
    #expect(fixture.screenNames.isEmpty)
  }

  @Test func theAppsTestsAreNotItsScreens() {
    let fixture = AuditFixture([
      "App/Sources/HomeViewModel.swift": "final class HomeViewModel { var items: [String] = [] }",
      "App/AppTests/HomeViewModelMock.swift": "final class HomeMockViewModel { var items: [String] = [] }",
      "App/Sources/SettingsTests.swift": "final class SettingsViewModel { var theme = \"\" }",
    ])
    #expect(fixture.screenNames == ["Home"])
    // The folder every file is in is the one the user named: its name does not count.
    #expect(AuditFixture(["WorkTests/A/AViewModel.swift": "final class AViewModel {}", "WorkTests/B/BViewModel.swift": "final class BViewModel {}"])
      .screenNames == ["A", "B"])
  }

  /// A controller that holds its model through a protocol shows each view model conforming to it:
  /// `ForceUpdateViewModel` and `RenewalViewModel` are the Loading screen with other data, and what
  /// they write, the screen writes. A base controller's protocol is every subclass's, and says
  /// nothing of which screen a model is.
  @Test func viewModelsBehindAControllersProtocolAreThatScreen() {
    let fixture = AuditFixture("""
      protocol LoadingViewModelType { var message: String { get } }
      final class LoadingViewController: UIViewController {
        var viewModel: LoadingViewModelType!
      }
      final class ForceUpdateViewModel: LoadingViewModelType {
        var message = "Update"
        func skip() { UserDefaults.standard.set(true, forKey: "skipped") }
      }
      final class RenewalViewModel: LoadingViewModelType { var message = "Renew" }
      protocol ScreenModel { var title: String { get } }
      class BaseViewController: UIViewController { var model: ScreenModel! }
      final class InboxViewController: BaseViewController {}
      final class OutboxViewController: BaseViewController {}
      final class InboxViewModel: ScreenModel { var title = "Inbox" }
      final class ArchiveViewModel: ScreenModel { var title = "Archive" }
      final class AppCoordinator {
        let window = UIWindow()
        func update() {
          let controller = LoadingViewController()
          controller.viewModel = ForceUpdateViewModel()
          window.rootViewController = controller
        }
        func renew() {
          let controller = LoadingViewController()
          controller.viewModel = RenewalViewModel()
          window.rootViewController = controller
        }
        func inbox() { window.rootViewController = InboxViewController() }
        func outbox() { window.rootViewController = OutboxViewController() }
      }
      """)
    #expect(fixture.screenNames == ["Archive", "Inbox", "Loading", "Outbox"])
    #expect(fixture.screen("Loading")?.types == ["ForceUpdateViewModel", "LoadingViewController", "RenewalViewModel"])
    #expect(fixture.writes == ["UserDefaults[skipped]: Loading set(forKey:)"])
  }

  /// A coordinator that makes an "edit" or a "create" model for one controller, by what it is
  /// handed: both models are that screen, and making either is no way to a screen of its own.
  @Test func aSecondModelOfOneControllerIsThatScreen() {
    let fixture = AuditFixture("""
      protocol ProfileViewModelType: AnyObject { var name: String { get } }
      final class ProfileViewController: UIViewController {
        var viewModel: ProfileViewModelType!
        convenience init(viewModel: ProfileViewModelType) {
          self.init()
          self.viewModel = viewModel
        }
      }
      final class ProfileViewModel: ProfileViewModelType { var name = "edit" }
      final class ProfileCreationViewModel: ProfileViewModelType { var name = "new" }
      final class ProfileCoordinator {
        let navigationController: UINavigationController
        let profileID: String?
        init(navigationController: UINavigationController, profileID: String?) {
          self.navigationController = navigationController
          self.profileID = profileID
        }
        func start() {
          let viewModel: ProfileViewModelType
          if profileID != nil {
            viewModel = ProfileViewModel()
          } else {
            viewModel = ProfileCreationViewModel()
          }
          let controller = UINavigationController(rootViewController: ProfileViewController(viewModel: viewModel))
          navigationController.present(controller, animated: true, completion: nil)
        }
      }
      """)
    #expect(fixture.screenNames == ["Profile"])
    #expect(fixture.screen("Profile")?.types == ["ProfileCoordinator", "ProfileCreationViewModel", "ProfileViewController", "ProfileViewModel"])
  }

  /// A popup is an alert's kind of thing, unless it keeps a view model: then it does a screen's
  /// work, and the model is its screen's, not that of the controller named like the model.
  @Test func aPopupThatKeepsAViewModelIsAScreenWithThatModel() {
    let fixture = AuditFixture("""
      final class ReportViewModel {
        func report(_ reason: String) { UserDefaults.standard.set(reason, forKey: "lastReport") }
      }
      final class ReportPopupViewController: UIViewController {
        let viewModel = ReportViewModel()
      }
      final class ReportViewController: UIViewController {
        func showPopup() { present(ReportPopupViewController(), animated: true) }
      }
      final class DonePopupViewController: UIViewController {}
      final class SceneDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = FeedViewController() }
      }
      final class FeedViewController: UIViewController {
        func report() { navigationController?.pushViewController(ReportViewController(), animated: true) }
        func done() { present(DonePopupViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Feed", "Report", "ReportPopup"])
    #expect(fixture.screen("ReportPopup")?.types == ["ReportPopupViewController", "ReportViewModel"])
    #expect(fixture.writes == ["UserDefaults[lastReport]: ReportPopup set(forKey:)"])
    #expect(fixture.edges.contains { $0.hasPrefix("Report -> ReportPopup") })
  }

  /// Only a popup does a screen's work by keeping a model of its own: an alert that borrows its
  /// presenter's model (held weakly), a toast with a model of its text, a popup holding another
  /// screen's model, stay messages of the screen that shows them.
  @Test func alertsToastsAndBorrowingPopupsStayMessages() {
    let fixture = AuditFixture("""
      final class FeedViewModel { func delete() {} }
      final class SavedToastViewModel { let text = "Saved" }
      final class DeleteAlertViewController: UIViewController {
        weak var viewModel: FeedViewModel?
      }
      final class SavedToastViewController: UIViewController {
        let viewModel = SavedToastViewModel()
      }
      final class HelpPopupViewController: UIViewController {
        let viewModel = FeedViewModel()
      }
      final class FeedViewController: UIViewController {
        let viewModel = FeedViewModel()
        func confirm() { present(DeleteAlertViewController(), animated: true) }
        func saved() { present(SavedToastViewController(), animated: true) }
        func help() { present(HelpPopupViewController(), animated: true) }
      }
      final class SceneDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = FeedViewController() }
      }
      """)
    #expect(fixture.screenNames == ["Feed"])
  }

  /// An alert drawn as a card of the app's own (`SaveAlertSheet`) is a message of the screen that
  /// shows it, which its buttons navigate for.
  @Test func anAlertCardOfTheAppsOwnIsAMessage() {
    let fixture = AuditFixture("""
      struct SaveAlertSheet: View {
        let onSave: () -> Void
        var body: some View { Button("Save", action: onSave) }
      }
      struct DoneView: View {
        var body: some View { Text("done") }
      }
      struct EditorView: View {
        @State private var asks = false
        @State private var saved = false
        var body: some View {
          NavigationStack {
            Button("Save") { asks = true }
              .fullScreenCover(isPresented: $asks) { SaveAlertSheet(onSave: { saved = true }) }
              .navigationDestination(isPresented: $saved) { DoneView() }
          }
        }
      }
      @main struct NotesApp: App {
        var body: some Scene { WindowGroup { EditorView() } }
      }
      """)
    #expect(fixture.screenNames == ["Done", "Editor"])
    #expect(fixture.edges.contains { $0.hasPrefix("Editor -> Done") })
  }

  /// A model its own screen keeps through a protocol (`var viewModel: ProfileViewModelType!`) stays
  /// that screen's, though another screen keeps one too (a header's).
  @Test func aModelItsOwnScreenKeepsThroughAProtocolStaysThere() {
    let fixture = AuditFixture("""
      protocol ProfileViewModelType: AnyObject { func save() }
      final class ProfileViewModel: ProfileViewModelType {
        func save() { UserDefaults.standard.set(true, forKey: "saved") }
      }
      final class GuestProfileViewModel: ProfileViewModelType { func save() {} }
      final class ProfileViewController: UIViewController {
        var viewModel: ProfileViewModelType!
      }
      final class SettingsViewController: UIViewController {
        let header = ProfileViewModel()
        func open() {
          let controller = ProfileViewController()
          controller.viewModel = ProfileViewModel()
          navigationController?.pushViewController(controller, animated: true)
        }
      }
      final class SceneDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = SettingsViewController() }
      }
      """)
    #expect(fixture.screen("Profile")?.types.contains("ProfileViewModel") == true)
    #expect(fixture.screen("Settings")?.types.contains("ProfileViewModel") == false)
  }

  /// A view generic over its model (`CollectionsScene<ViewModel: CollectionsViewable>`) is one
  /// screen whichever conforming view model it is handed; the stack it is shown in,
  /// `CollectionsNavigationStack`, is that screen's too, and its links are the screen's.
  @Test func aViewGenericOverItsModelIsOneScreenWithItsStack() {
    let fixture = AuditFixture("""
      @main struct GalleryApp: App { var body: some Scene { WindowGroup { CollectionsNavigationStack() } } }
      protocol CollectionsViewable { var title: String { get } }
      struct CollectionsScene<ViewModel: CollectionsViewable>: View {
        @State private var model: ViewModel
        init(model: ViewModel) { _model = State(initialValue: model) }
        var body: some View { Text(model.title) }
      }
      final class CollectionViewModel: CollectionsViewable { var title = "All" }
      final class UnverifiedCollectionsViewModel: CollectionsViewable { var title = "Unverified" }
      struct CollectionsNavigationStack: View {
        var body: some View {
          NavigationStack {
            CollectionsScene(model: CollectionViewModel())
              .navigationDestination(for: String.self) { _ in CollectionsScene(model: UnverifiedCollectionsViewModel()) }
            NavigationLink("Info") { InfoView() }
          }
        }
      }
      struct InfoView: View { var body: some View { Text("Info") } }
      """)
    #expect(fixture.screenNames == ["Collections", "Info"])
    #expect(fixture.screen("Collections")?.types == [
      "CollectionViewModel", "CollectionsNavigationStack", "CollectionsScene", "UnverifiedCollectionsViewModel",
    ])
    #expect(fixture.edges == ["Collections -> Info navigationLink"])
  }

  /// A tab's root named for several parts (`MyCardsView`, `SavedCardsViewController`) is a screen
  /// of them; a view model that adopts a child's delegate protocol stays its own screen's.
  @Test func tabRootsNamedForPartsAndDelegateAdoptersStayScreens() {
    let fixture = AuditFixture("""
      struct RootTabs: View {
        var body: some View {
          TabView {
            NavigationView { MyCardsView() }.tabItem { Text("Cards") }
          }
        }
      }
      struct MyCardsView: View {
        @StateObject var model = MyCardsViewModel()
        var body: some View { Text(model.title) }
      }
      final class MyCardsViewModel: ObservableObject { @Published var title = "" }
      final class TabBarController: UITabBarController {
        func setUp() { viewControllers = [UINavigationController(rootViewController: SavedCardsViewController())] }
      }
      final class SavedCardsViewController: UIViewController {
        var cards: [String] = []
        let viewModel = SavedCardsViewModel()
        func pick() { present(AvatarPickerViewController(), animated: true) }
      }
      protocol AvatarPickerDelegate: AnyObject { func didPick() }
      final class AvatarPickerViewController: UIViewController {
        weak var delegate: AvatarPickerDelegate?
        var selected = 0
      }
      final class SavedCardsViewModel: AvatarPickerDelegate { func didPick() {} }
      """)
    #expect(fixture.screenNames == ["AvatarPicker", "MyCards", "SavedCards", "TabBar"])
    #expect(fixture.screen("AvatarPicker")?.types == ["AvatarPickerViewController"])
    #expect(fixture.edge("TabBar", "SavedCards") != nil)
  }
}
