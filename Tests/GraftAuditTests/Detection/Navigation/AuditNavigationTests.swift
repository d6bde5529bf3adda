import Testing

@testable import GraftAudit

/// The idioms by which one screen navigates to another, each edge with the idiom that found it
/// and the place it was found.
@Suite struct AuditNavigationTests {
  @Test func presentingPushingAndShowing() {
    let fixture = AuditFixture("""
      final class DetailViewController: UIViewController { var id = 0 }
      final class AboutViewController: UIViewController { var page = 0 }
      final class HelpViewController: UIViewController { var page = 0 }
      final class HomeViewController: UIViewController {
        var items: [String] = []
        func open() { present(DetailViewController(), animated: true) }
        func about() {
          let about = AboutViewController()
          navigationController?.pushViewController(about, animated: true)
        }
        func help() { performSegue(withIdentifier: "Help", sender: nil) }
      }
      """)
    #expect(fixture.edges == ["Home -> About push", "Home -> Detail present", "Home -> Help segue"])
    #expect(fixture.edge("Home", "About")?.location.description == "App.swift:9:46")
  }

  @Test func aCoordinatorsSceneAndTheSwitchThatMakesIt() {
    let fixture = AuditFixture("""
      final class SceneCoordinator {
        enum Scene { case profile(viewModel: ProfileViewModel), settings }
        func present(scene: Scene, from sender: UIViewController?) { sender?.show(controller(for: scene), sender: nil) }
        private func controller(for scene: Scene) -> UIViewController {
          switch scene {
          case .profile(let viewModel): return ProfileViewController(viewModel: viewModel)
          case .settings: return SettingsViewController()
          }
        }
      }
      final class ProfileViewModel { var name = "" }
      final class ProfileViewController: UIViewController { let viewModel: ProfileViewModel; var coordinator: SceneCoordinator! }
      final class SettingsViewController: UIViewController { var theme = "" }
      final class TimelineViewController: UIViewController {
        var coordinator: SceneCoordinator!
        func openProfile() { coordinator.present(scene: .profile(viewModel: ProfileViewModel()), from: self) }
        func openSettings() { coordinator.present(scene: .settings, from: self) }
      }
      """)
    // Only the scenes it names: the coordinator's `present` makes every scene, for whoever asks.
    #expect(fixture.edges == ["Timeline -> Profile route", "Timeline -> Settings route"])
    #expect(fixture.edge("Timeline", "Profile")?.via == ".profile in present")
    #expect(fixture.leaves == ["Profile", "Settings"])
  }

  @Test func aRouteWhosePayloadTheSwitchBindsWithLetBeforeTheCase() {
    let fixture = AuditFixture("""
      enum TripRoute: Hashable { case travellers(plan: String), summary(total: Int), receipt(total: Int) }
      final class TripRouter: ObservableObject { func push(_ route: TripRoute) {} }
      struct TripFlowView: View {
        var body: some View {
          TripStartScreen().routeDestination(for: TripRoute.self) { route in
            switch route {
            case let .travellers(plan): showTravellers(plan: plan)
            case var .summary(total), let .receipt(total): TripSummaryScreen(total: total)
            }
          }
        }
        private func showTravellers(plan: String) -> some View { TravellersScreen(plan: plan) }
      }
      struct TripStartScreen: View {
        @EnvironmentObject var router: TripRouter
        var body: some View { Button("Next") { router.push(TripRoute.travellers(plan: "basic")) } }
      }
      struct TravellersScreen: View {
        let plan: String
        @EnvironmentObject var router: TripRouter
        var body: some View { Button("Done") { router.push(.summary(total: 2)) } }
      }
      struct TripHistoryScreen: View {
        @EnvironmentObject var router: TripRouter
        var body: some View { Button("Receipt") { router.push(.receipt(total: 1)) } }
      }
      struct TripSummaryScreen: View { let total: Int; var body: some View { Text(String(total)) } }
      """)
    #expect(fixture.edge("Travellers", "TripSummary")?.via == ".summary in push → routeDestination")
    #expect(fixture.leaves == ["TripSummary"])
    // `case var .summary(total), let .receipt(total):` handles both.
    #expect(fixture.edge("TripHistory", "TripSummary")?.via == ".receipt in push → routeDestination")
  }

  /// Named with its enum, a route leads to the `switch` over that enum, known as the one declared
  /// in the switch's file; named without it, to the flow declared closest to the code that names
  /// it (two flows of one folder cannot be told apart).
  @Test func aRouteNameEveryFlowDeclaresLeadsToTheFlowOfTheCodeThatNamesIt() {
    let fixture = AuditFixture([
      "Projects/Addons/AddonFlow.swift": """
        enum AddonRoute: Hashable { case summary, details }
        struct AddonFlowView: View {
          var body: some View {
            AddonPickerScreen().routeDestination(for: AddonRoute.self) { route in
              switch route {
              case .summary: AddonSummaryScreen()
              case .details: AddonPickerScreen()
              }
            }
          }
        }
        """,
      "Projects/Addons/Views/AddonPickerScreen.swift": """
        struct AddonPickerScreen: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Next") { router.push(.summary) } }
        }
        struct AddonSummaryScreen: View { var body: some View { Text("") } }
        struct AddonRemovalScreen: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Remove") { router.push(RemovalRoute.summary) } }
        }
        """,
      "Projects/Addons/RemovalFlow.swift": """
        enum RemovalRoute: Hashable { case summary }
        struct RemovalFlowView: View {
          var body: some View {
            AddonRemovalScreen().routeDestination(for: RemovalRoute.self) { route in
              switch route {
              case .summary: RemovalSummaryScreen()
              }
            }
          }
        }
        struct RemovalSummaryScreen: View { var body: some View { Text("") } }
        """,
      "Projects/Moving/MovingFlow.swift": """
        enum MovingRoute: Hashable { case summary }
        struct MovingFlowView: View {
          var body: some View {
            MovingAddressScreen().routeDestination(for: MovingRoute.self) { route in
              switch route {
              case .summary: MovingSummaryScreen()
              }
            }
          }
        }
        struct MovingAddressScreen: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Next") { router.push(.summary) } }
        }
        struct MovingSummaryScreen: View { var body: some View { Text("") } }
        """,
    ])
    #expect(fixture.report.navigation.filter { $0.to.hasSuffix("Summary") }.map { "\($0.from) -> \($0.to)" }
      == ["AddonPicker -> AddonSummary", "AddonPicker -> RemovalSummary", "AddonRemoval -> RemovalSummary", "MovingAddress -> MovingSummary"])
  }

  @Test func aRouterDestinationsSheetsAndLinks() {
    let fixture = AuditFixture([
      "Router.swift": """
        @Observable final class RouterPath {
          var path: [RouterDestination] = []
          var presentedSheet: SheetDestination?
          func navigate(to destination: RouterDestination) { path.append(destination) }
        }
        enum RouterDestination: Hashable { case accountDetail(id: String), trending }
        enum SheetDestination: Identifiable { case compose; var id: Int { 0 } }
        extension View {
          func withAppRouter() -> some View {
            navigationDestination(for: RouterDestination.self) { destination in
              switch destination {
              case .accountDetail(let id): AccountDetailView(id: id)
              case .trending: TrendingView()
              }
            }
          }
          func withSheets(_ sheet: Binding<SheetDestination?>) -> some View {
            self.sheet(item: sheet) { destination in
              switch destination {
              case .compose: ComposeView()
              }
            }
          }
        }
        """,
      "Views.swift": """
        struct AccountDetailView: View {
          let id: String
          @State private var isFollowing = false
          var body: some View { Toggle("Follow", isOn: $isFollowing) }
        }
        struct ComposeView: View { @State private var text = ""; var body: some View { TextField("", text: $text) } }
        struct TrendingView: View {
          @Environment(RouterPath.self) private var router
          var body: some View {
            List {
              Button("Me") { router.navigate(to: .accountDetail(id: "me")) }
              NavigationLink(value: RouterDestination.trending) { Text("Again") }
            }
            .toolbar { Button("New") { router.presentedSheet = .compose } }
          }
        }
        struct TabRoot: View {
          @State private var router = RouterPath()
          var body: some View {
            @Bindable var router = router
            NavigationStack(path: $router.path) { TrendingView().withAppRouter().withSheets($router.presentedSheet) }
          }
        }
        """,
    ])
    #expect(fixture.screenNames == ["AccountDetail", "Compose", "Trending"])
    #expect(fixture.edges == ["Trending -> AccountDetail route", "Trending -> Compose route"])
    #expect(fixture.edge("Trending", "AccountDetail")?.via == ".accountDetail in navigate → navigationDestination")
    #expect(fixture.edge("Trending", "Compose")?.kind == .presents)
    // The router's path is navigation, not data a screen writes.
    #expect(fixture.report.sharedData.isEmpty)
  }

  @Test func aHelperInAProtocolExtensionThatCallsTheCoordinator() {
    let fixture = AuditFixture("""
      final class Coordinator {
        enum Scene { case profile }
        func present(scene: Scene) {}
        func controller(for scene: Scene) -> UIViewController { switch scene { case .profile: return ProfileViewController() } }
      }
      protocol ProfileOpening { var coordinator: Coordinator { get } }
      extension ProfileOpening {
        func openProfile() { coordinator.present(scene: .profile) }
      }
      final class ProfileViewController: UIViewController { var name = "" }
      final class TimelineViewController: UIViewController, ProfileOpening {
        let coordinator: Coordinator
        var items: [String] = []
        func tapped() { openProfile() }
      }
      enum Facade {
        static func coordinateToProfile(provider: ProfileOpening) { provider.coordinator.present(scene: .profile) }
      }
      final class SearchViewController: UIViewController {
        var results: [String] = []
        func tapped() { Facade.coordinateToProfile(provider: self) }
      }
      """)
    #expect(fixture.edges == ["Search -> Profile helper", "Timeline -> Profile helper"])
    #expect(fixture.edge("Timeline", "Profile")?.via == "ProfileOpening.openProfile → .profile in present")
    #expect(fixture.edge("Search", "Profile")?.via == "Facade.coordinateToProfile → .profile in present")
  }

  /// Each `where Self:` extension, from its own file, keeps its own condition once folded into the
  /// protocol: a screen gets only the helpers of the protocols it adopts.
  @Test func helpersOfConditionalExtensionsInOtherFilesGoToTheScreensThatMeetTheirConditions() {
    let fixture = AuditFixture([
      "A/Opening.swift": """
        protocol Opening { var coordinator: Coordinator { get } }
        protocol Browsing {}
        protocol Composing {}
        final class Coordinator { func show(_ controller: UIViewController) {} }
        """,
      "B/Browsing.swift": """
        extension Opening where Self: Browsing {
          func openResults() { coordinator.show(ResultsViewController()) }
        }
        """,
      "C/Composing.swift": """
        extension Opening where Self: Composing {
          func openDraft() { coordinator.show(DraftViewController()) }
        }
        """,
      "D/Screens.swift": """
        final class ResultsViewController: UIViewController { var items: [String] = [] }
        final class DraftViewController: UIViewController { var text = "" }
        final class SearchViewController: UIViewController, Opening, Browsing {
          let coordinator = Coordinator()
          var query = ""
          func search() { openResults() }
        }
        final class EditorViewController: UIViewController, Opening, Composing {
          let coordinator = Coordinator()
          var body = ""
          func save() { openDraft() }
        }
        """,
    ])
    #expect(fixture.edges == ["Editor -> Draft helper", "Search -> Results helper"])
  }

  @Test func theDelegateOfAControllerEmbeddedInAScreenNavigatesForThatScreen() {
    // `RulesViewController` is only ever embedded in `VenueViewController`: a part, not a screen.
    // The flow that adopts the part's delegate protocol navigates for the screen that holds it.
    let fixture = AuditFixture("""
      protocol RulesViewControllerDelegate: AnyObject { func rulesDidSelectOwner(_ id: Int) }
      final class RulesViewController: UIViewController {
        weak var delegate: RulesViewControllerDelegate?
        func select(_ id: Int) { delegate?.rulesDidSelectOwner(id) }
      }
      final class VenueViewController: UIViewController {
        let rules = RulesViewController()
        var name = ""
        override func viewDidLoad() { addChild(rules) }
      }
      final class OwnerViewController: UIViewController { var id = 0 }
      final class VenueFlow: RulesViewControllerDelegate {
        let navigationController: UINavigationController
        func start() {
          let venue = VenueViewController()
          venue.rules.delegate = self
          navigationController.pushViewController(venue, animated: true)
        }
        func rulesDidSelectOwner(_ id: Int) { navigationController.pushViewController(OwnerViewController(), animated: true) }
      }
      """)
    #expect(!fixture.screenNames.contains("Rules"))
    #expect(fixture.edges == ["Venue -> Owner delegate"])
    #expect(!fixture.leaves.contains("Venue"))
  }

  @Test func aScreenThatDelegatesForItsOwnPartDoesNotNavigateForOthersThatHaveOne() {
    // Both screens embed a search bar; each is its own bar's delegate. What the browser does
    // when its bar is tapped is not the snapshot's navigation.
    let fixture = AuditFixture("""
      protocol SearchBarDelegate: AnyObject { func searchBarDidTapMenu() }
      final class SearchBar: UIView { weak var delegate: SearchBarDelegate? }
      final class MenuViewController: UIViewController { var items: [String] = [] }
      final class BrowserViewController: UIViewController, SearchBarDelegate {
        let bar = SearchBar()
        var url = ""
        func searchBarDidTapMenu() { present(MenuViewController(), animated: true) }
      }
      final class SnapshotViewController: UIViewController, SearchBarDelegate {
        let bar = SearchBar()
        var image = ""
        func searchBarDidTapMenu() {}
      }
      final class AppFlow {
        func start(on navigation: UINavigationController) {
          navigation.pushViewController(BrowserViewController(), animated: false)
          navigation.present(SnapshotViewController(), animated: false)
        }
      }
      """)
    #expect(fixture.edges == ["Browser -> Menu present"])
    #expect(fixture.leaves.contains("Snapshot"))
  }

  @Test func aClosureOrDelegateTheParentUsesToNavigate() {
    let fixture = AuditFixture("""
      final class PickerViewController: UIViewController {
        var onPick: ((String) -> Void)?
        weak var delegate: PickerViewControllerDelegate?
      }
      protocol PickerViewControllerDelegate: AnyObject { func pickerDidCancel() }
      final class DetailViewController: UIViewController { var color = "" }
      final class HelpViewController: UIViewController { var page = 0 }
      final class Flow: PickerViewControllerDelegate {
        let navigationController: UINavigationController
        func start() {
          let picker = PickerViewController()
          picker.onPick = { [weak self] color in
            self?.navigationController.pushViewController(DetailViewController(), animated: true)
          }
          picker.delegate = self
          navigationController.pushViewController(picker, animated: true)
        }
        func pickerDidCancel() { navigationController.present(HelpViewController(), animated: true) }
      }
      """)
    #expect(fixture.edges == ["Picker -> Detail callback", "Picker -> Help delegate"])
    #expect(fixture.edge("Picker", "Detail")?.location.description == "App.swift:13:53")
  }

  @Test func aCoordinatorThatSinksAScreensActions() {
    let fixture = AuditFixture("""
      enum LoginScreenAction { case signedIn, forgotPassword }
      final class LoginScreenCoordinator {
        let actions = PassthroughSubject<LoginScreenAction, Never>()
      }
      final class LoginScreenViewModel: ObservableObject { @Published var email = "" }
      final class ResetScreenViewModel: ObservableObject { @Published var email = "" }
      final class ResetScreenCoordinator {}
      final class AuthenticationFlowCoordinator {
        func showLogin() {
          let coordinator = LoginScreenCoordinator()
          coordinator.actions.sink { [weak self] action in
            switch action {
            case .signedIn: break
            case .forgotPassword: self?.showReset()
            }
          }
          .store(in: &cancellables)
          stack.push(coordinator)
        }
        func showReset() { stack.push(ResetScreenCoordinator()) }
      }
      """)
    #expect(fixture.edges == ["Login -> Reset callback"])
  }

  @Test func aRowThatNavigatesMakesItsScreenNavigate() {
    let fixture = AuditFixture("""
      struct StatusRowView: View {
        @Environment(RouterPath.self) private var router
        var body: some View { Button("Open") { router.navigate(to: .status) } }
      }
      @Observable final class RouterPath { func navigate(to destination: Destination) {} }
      enum Destination { case status }
      extension View {
        func withRouter() -> some View {
          navigationDestination(for: Destination.self) { destination in
            switch destination {
            case .status: StatusView()
            }
          }
        }
      }
      struct StatusView: View { @State private var liked = false; var body: some View { Text("") } }
      struct TimelineView: View {
        var body: some View { List { StatusRowView() } }
      }
      struct Root: View { var body: some View { NavigationStack { TimelineView().withRouter() } } }
      """)
    #expect(fixture.edge("Timeline", "Status")?.idiom == .component)
    #expect(fixture.edge("Timeline", "Status")?.via?.hasPrefix("StatusRowView") == true)
  }

  @Test func aCaseNamedAsDataIsNotARoute() {
    // `.status` is a list's item here; only a case handed to navigation routes.
    let fixture = AuditFixture("""
      enum Item { case status, header }
      final class DetailViewController: UIViewController { var id = 0 }
      final class TimelineViewController: UIViewController {
        var items: [Item] = [.status, .header]
        func didSelect(_ item: Item) {
          switch item {
          case .status: navigationController?.pushViewController(DetailViewController(), animated: true)
          case .header: break
          }
        }
      }
      final class SearchViewController: UIViewController {
        var items: [Item] = []
        func reload() { items = [.status] }
      }
      """)
    #expect(fixture.edges == ["Timeline -> Detail push"])
    #expect(fixture.leaves.contains("Search"))
  }

  @Test func aStoryboardSegueThatPrepareForSegueNames() {
    let fixture = AuditFixture("""
      final class OnboardingViewController: UIViewController { var page = 0 }
      final class PadViewController: UIViewController {
        var delegate: AnyObject?
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if let onboarding = segue.destination as? OnboardingViewController { onboarding.page = 1 }
        }
      }
      final class Coordinator { func start() { present(PadViewController(), animated: true) } }
      """)
    #expect(fixture.edges == ["Pad -> Onboarding segue"])
  }

  @Test func aStaticFactoryMakesTheControllerItIsCalledOn() {
    let fixture = AuditFixture("""
      final class PickerViewController: UIViewController {
        var entries: [String] = []
        static func loadFromStoryboard() -> PickerViewController {
          UIStoryboard(name: "Picker", bundle: nil).instantiateInitialViewController() as! PickerViewController
        }
      }
      final class FormViewController: UIViewController { var text = "" }
      enum FeedbackFlow {
        static func showPicker(from controller: UIViewController) {
          let picker = PickerViewController.loadFromStoryboard()
          controller.navigationController?.pushViewController(picker, animated: true)
        }
      }
      final class FeedbackViewController: UIViewController {
        var rating = 0
        func next() { FeedbackFlow.showPicker(from: self) }
        func form() { present(FormViewController.newsletterStyle(), animated: true) }
      }
      """)
    // `newsletterStyle` is no factory's name (`new` is not a word of it), nor a method of the app's.
    #expect(fixture.edges == ["Feedback -> Picker helper"])
  }

  /// The label written as a trailing closure, or handed as the `label:` argument, after a call
  /// whose argument label is a keyword (`for:`, which opens no block there).
  @Test(arguments: [
    "NavigationLink(destination: LocationsView()) { NearestLocation(title: \"Nearest\") }",
    "let title = title(for: 0)\nNavigationLink(\n  destination: LocationsView(),\n  label: { NearestLocation(title: title) }\n)",
  ])
  func aLinksLabelIsNotItsDestination(link: String) {
    let fixture = AuditFixture("""
      struct NearestLocation: View { let title: String; var body: some View { Text(title) } }
      struct LocationsView: View { var body: some View { List {} } }
      struct StatusScreen: View {
        func title(for index: Int) -> String { "Nearest" }
        var body: some View {
          Group {
            \(link)
          }
        }
      }
      """)
    #expect(fixture.edges == ["Status -> Locations navigationLink"])
    #expect(fixture.screen("NearestLocation") == nil)
  }

  @Test func anActionNameManyScreensShareGoesToTheScreensOwnHandler() {
    // Both screens' views send `.submit`; each view model handles its own.
    let fixture = AuditFixture("""
      enum ReportScreenViewAction { case submit }
      enum InviteScreenViewAction { case submit }
      final class ReportScreenViewModel: ObservableObject {
        @Published var reason = ""
        func process(viewAction: ReportScreenViewAction) { switch viewAction { case .submit: break } }
      }
      struct ReportScreen: View { let context: ReportScreenViewModel; var body: some View { Button("Send") { context.send(viewAction: .submit) } } }
      final class InviteScreenViewModel: ObservableObject {
        @Published var users: [String] = []
        func process(viewAction: InviteScreenViewAction) { switch viewAction { case .submit: showRoom() } }
        func showRoom() { present(RoomScreen()) }
      }
      struct InviteScreen: View { let context: InviteScreenViewModel; var body: some View { Button("Invite") { context.send(viewAction: .submit) } } }
      struct RoomScreen: View { var body: some View { Text("Room") } }
      """)
    #expect(fixture.edges == ["Invite -> Room present"])
    #expect(fixture.leaves.contains("Report"))
  }

  @Test func aModelHeldThroughTheProtocolNamedAfterIt() {
    // `ComposerViewModelProtocol` is `ComposerViewModel`'s; the delegate protocol says nothing.
    let fixture = AuditFixture("""
      protocol ComposerViewModelProtocol { func send() }
      final class ComposerViewModel: ComposerViewModelProtocol, ObservableObject {
        @Published var text = ""
        func send() {}
      }
      protocol PickerViewControllerDelegate: AnyObject {}
      final class PickerViewController: UIViewController { weak var delegate: PickerViewControllerDelegate?; var color = "" }
      final class RoomScreenCoordinator: PickerViewControllerDelegate {
        private let composerViewModel: ComposerViewModelProtocol
        func pick() { present(PickerViewController(), animated: true) }
      }
      final class RoomScreenViewModel: ObservableObject { @Published var title = "" }
      """)
    #expect(fixture.screen("Composer") == nil)
    #expect(fixture.edges == ["Room -> Picker present"])
  }

  @Test func theParentsModelHandedDownIsNoWayBack() {
    let fixture = AuditFixture("""
      final class SyncSettingsViewModel: ObservableObject { @Published var devices: [String] = [] }
      struct DeviceConnectedView: View {
        @ObservedObject var model: SyncSettingsViewModel
        var body: some View { Text("Connected") }
      }
      struct SyncSettingsScreen: View {
        @StateObject var model = SyncSettingsViewModel()
        @State private var isShowing = false
        var body: some View { List {}.sheet(isPresented: $isShowing) { DeviceConnectedView(model: model) } }
      }
      """)
    #expect(fixture.edges == ["SyncSettings -> DeviceConnected sheet"])
    #expect(fixture.leaves == ["DeviceConnected"])
  }
}
