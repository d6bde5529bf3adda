import Testing

@testable import GraftAudit

/// Screens built as VIPER modules and SwiftUI routes as an enum of its own views.
@Suite struct AuditModuleArchitectureTests {
  /// A VIPER module: its builder's one computed property makes the controller, and the
  /// controller's presenter, interactor and router, named for the screen, are its code. A row
  /// picked in the collection's delegate reaches the interactor, which tells its output (the
  /// presenter), which asks its router to show the next screen.
  @Test func aVIPERModulesPresenterInteractorAndRouterAreItsScreens() {
    let fixture = AuditFixture("""
      protocol SettingsRouterProtocol: AnyObject { var settingsViewController: UIViewController! { get set }; func showPrivacyPolicy() }
      final class SettingsRouter: SettingsRouterProtocol {
        weak var settingsViewController: UIViewController!
        func showPrivacyPolicy() { settingsViewController.show(PrivacyPolicyViewController.init(), sender: nil) }
      }
      protocol SettingsInteractorOutputProtocol: AnyObject { func showPrivacyPolicy() }
      protocol SettingsInteractorProtocol: AnyObject { var interactorOutput: SettingsInteractorOutputProtocol? { get set } }
      final class SettingsCollectionViewDelegate: NSObject, UICollectionViewDelegate {
        var didSelectItemAtIndexPath: ((IndexPath) -> Void)?
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { didSelectItemAtIndexPath?(indexPath) }
      }
      final class SettingsInteractor: NSObject, SettingsInteractorProtocol {
        weak var interactorOutput: SettingsInteractorOutputProtocol?
        let collectionViewDelegate: SettingsCollectionViewDelegate
        init(collectionViewDelegate: SettingsCollectionViewDelegate) {
          self.collectionViewDelegate = collectionViewDelegate
          super.init()
          collectionViewDelegate.didSelectItemAtIndexPath = { [weak self] _ in self?.interactorOutput?.showPrivacyPolicy() }
        }
      }
      protocol SettingsPresenterProtocol: SettingsInteractorOutputProtocol {}
      final class SettingsPresenter: NSObject, SettingsPresenterProtocol {
        fileprivate let interactor: SettingsInteractorProtocol
        fileprivate let router: SettingsRouterProtocol
        init(interactor: SettingsInteractorProtocol, router: SettingsRouterProtocol) { self.interactor = interactor; self.router = router }
        func showPrivacyPolicy() { router.showPrivacyPolicy() }
      }
      final class SettingsViewController: UIViewController {
        fileprivate let presenter: SettingsPresenterProtocol
        init(presenter: SettingsPresenterProtocol) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
      }
      final class SettingsModule {
        var module: UIViewController {
          let router = SettingsRouter.init()
          let interactor = SettingsInteractor.init(collectionViewDelegate: SettingsCollectionViewDelegate.init())
          let presenter = SettingsPresenter.init(interactor: interactor, router: router)
          let vc = SettingsViewController.init(presenter: presenter)
          router.settingsViewController = vc
          interactor.interactorOutput = presenter
          return vc
        }
      }
      final class PrivacyPolicyViewController: UIViewController { var url = "" }
      final class CourseListViewController: UIViewController {
        var courses: [Int] = []
        func settings() { show(SettingsModule.init().module, sender: nil) }
      }
      """)
    #expect(fixture.screen("Settings")?.types == ["SettingsInteractor", "SettingsPresenter", "SettingsRouter", "SettingsViewController"])
    #expect(fixture.edge("CourseList", "Settings") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Settings", "PrivacyPolicy") != nil, "\(fixture.edges)")
    #expect(fixture.leaves == ["PrivacyPolicy"])
  }

  /// A VIPER module whose roles are not named like its controller: `SettingsTableViewController`
  /// holds its presenter through the protocol the presenter adopts in an extension (`var output:
  /// SettingsViewOutput!`), and the presenter holds its router so. The presenter's writes and the
  /// router's pushes are the screen's, so the screen is no leaf (what it sets on its own view
  /// behind `SettingsViewInput` is no shared datum), while a screen that makes the router only
  /// to have it push is not taken to the settings; a child module's presenter that
  /// holds it as its output (`var output: DefaultsModuleOutput?`) does not make it the child's.
  /// A presenter that two screens' controllers hold through one protocol is neither's.
  @Test(arguments: [true, false])
  func aVIPERModulesRolesHeldThroughItsProtocolsAreItsScreensCode(sharedPresenter: Bool) {
    let fixture = AuditFixture([
      "Settings/SettingsTableViewController.swift": """
        protocol SettingsViewInput: AnyObject { var heading: String { get set }; func show(units: [String]) }
        protocol SettingsViewOutput: AnyObject { func viewDidLoad(); func viewDidSelect(unit: String); func viewDidTapDevices() }
        final class SettingsTableViewController: UITableViewController, SettingsViewInput {
          var output: SettingsViewOutput!
          var heading = ""
          private var units: [String] = []
          override func viewDidLoad() { super.viewDidLoad(); output.viewDidLoad() }
          func show(units: [String]) { self.units = units }
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { output.viewDidSelect(unit: units[indexPath.row]) }
        }
        """,
      "Settings/SettingsPresenter.swift": """
        final class SettingsPresenter {
          weak var view: SettingsViewInput!
          var router: SettingsRouterInput!
        }
        extension SettingsPresenter: SettingsViewOutput {
          func viewDidLoad() { view.heading = "Units"; view.show(units: ["°C", "°F"]) }
          func viewDidSelect(unit: String) { UserDefaults.standard.set(unit, forKey: "unit") }
          func viewDidTapDevices() { router.openDevices() }
        }
        extension SettingsPresenter: DefaultsModuleOutput {
          func defaultsDidReset() { view.show(units: []) }
        }
        """,
      "Defaults/Defaults.swift": """
        protocol DefaultsModuleOutput: AnyObject { func defaultsDidReset() }
        protocol DefaultsViewOutput: AnyObject { func viewDidTapReset() }
        final class DefaultsViewController: UIViewController {
          var output: DefaultsViewOutput!
          var rows: [String] = []
        }
        final class DefaultsPresenter: DefaultsViewOutput {
          var output: DefaultsModuleOutput?
          func viewDidTapReset() { output?.defaultsDidReset() }
        }
        """,
      "Settings/SettingsRouter.swift": """
        protocol SettingsRouterInput { func openDevices(); func openDefaults(output: DefaultsModuleOutput) }
        final class SettingsRouter: SettingsRouterInput {
          weak var transitionHandler: UIViewController!
          func openDevices() { transitionHandler.navigationController?.pushViewController(DevicesTableViewController(), animated: true) }
          func openDefaults(output: DefaultsModuleOutput) {
            let presenter = DefaultsPresenter()
            presenter.output = output
            let defaults = DefaultsViewController()
            defaults.output = presenter
            transitionHandler.present(defaults, animated: true)
          }
        }
        """,
      "Settings/SettingsTableConfigurator.swift": """
        final class SettingsTableConfigurator {
          func configure(view: SettingsTableViewController) {
            let router = SettingsRouter()
            router.transitionHandler = view
            let presenter = SettingsPresenter()
            presenter.view = view
            presenter.router = router
            view.output = presenter
          }
        }
        """,
      "Devices/DevicesTableViewController.swift": """
        final class DevicesTableViewController: UITableViewController {
          \(sharedPresenter ? "var output: SettingsViewOutput!" : "")
          var devices: [String] = []
        }
        """,
      "Alerts/AlertsViewController.swift": """
        final class AlertsViewController: UIViewController {
          var alerts: [String] = []
          func openDevices() {
            let router = SettingsRouter()
            router.transitionHandler = self
            router.openDevices()
          }
        }
        """,
      "Home/HomeViewController.swift": """
        final class HomeViewController: UIViewController {
          func openAlerts() { navigationController?.pushViewController(AlertsViewController(), animated: true) }
          func openSettings() {
            let settings = SettingsTableViewController()
            SettingsTableConfigurator().configure(view: settings)
            navigationController?.pushViewController(settings, animated: true)
          }
        }
        """,
    ])
    if sharedPresenter {
      #expect(fixture.screen("SettingsTable")?.types == ["SettingsTableViewController"], "\(fixture.report.screens.map(\.types))")
      #expect(fixture.edge("SettingsTable", "DevicesTable") == nil, "\(fixture.edges)")
    } else {
      #expect(fixture.screen("SettingsTable")?.types == ["SettingsPresenter", "SettingsTableViewController"], "\(fixture.report.screens.map(\.types))")
      #expect(fixture.edge("SettingsTable", "DevicesTable") != nil, "\(fixture.edges)")
      // Alerts makes the settings' router only to have it push the devices.
      #expect(fixture.edge("Alerts", "SettingsTable") == nil, "\(fixture.edges)")
      #expect(fixture.writes.contains { $0.hasPrefix("UserDefaults") && $0.contains("SettingsTable") }, "\(fixture.writes)")
      // The presenter sets its own view's heading, the view calls its presenter: the screen's own
      // code behind its protocols, no shared datum.
      #expect(!fixture.report.sharedData.contains { $0.name.hasPrefix("SettingsView") }, "\(fixture.report.sharedData.map(\.name))")
      #expect(fixture.leaves == ["Defaults", "DevicesTable"], "\(fixture.report.screens.map(\.types))")
    }
  }

  /// An enum of routes that makes its own views (`var view: some View { switch self { … } }`),
  /// pushed and presented through a coordinator's protocol extension: each view made for a case
  /// the app navigates to is a screen. A router view that only switches over the destination it
  /// is handed, whatever state it keeps for its children, picks; it is no screen of its own.
  @Test func anEnumOfRoutesMakesTheScreensTheAppNavigatesTo() {
    let fixture = AuditFixture("""
      protocol Route: Hashable, Identifiable {}
      enum AppRoute: Route {
        case mediaDetails(Int)
        case advancedSearch
        case person(Int)
        var id: Self { self }
        @ViewBuilder @MainActor
        var view: some View {
          switch self {
          case .mediaDetails(let id): MediaDetailsView(id: id)
          case .advancedSearch: AdvancedSearchView()
          case .person(let id): PersonRouter(destination: .person(id))
          }
        }
      }
      enum PersonDestination: Hashable { case person(Int), credits(Int) }
      struct PersonRouter: View {
        let destination: PersonDestination
        @State private var toast: String?
        var body: some View {
          switch destination {
          case .person(let id): PersonDetailsView(id: id, toast: $toast)
          case .credits(let id): CreditsView(id: id, toast: $toast)
          }
        }
      }
      @MainActor protocol Coordinator: AnyObject, ObservableObject {
        associatedtype RouteType: Route
        var path: NavigationPath { get set }
        func push(_ route: RouteType)
      }
      extension Coordinator { func push(_ route: RouteType) { path.append(route) } }
      final class AppCoordinator: Coordinator { @Published var path = NavigationPath() }
      struct RootView: View {
        @StateObject var coordinator = AppCoordinator()
        var body: some View {
          NavigationStack(path: $coordinator.path) {
            SearchView().navigationDestination(for: AppRoute.self) { route in route.view }
          }
          .environmentObject(coordinator)
        }
      }
      struct SearchView: View {
        @EnvironmentObject var coordinator: AppCoordinator
        @State var text = ""
        var body: some View { Button("Advanced") { coordinator.push(.advancedSearch) } }
      }
      struct MediaDetailsView: View {
        @EnvironmentObject var coordinator: AppCoordinator
        let id: Int
        var body: some View { Button("Cast") { coordinator.push(.person(1)) } }
      }
      struct PersonDetailsView: View { let id: Int; @Binding var toast: String?; var body: some View { Text("") } }
      struct CreditsView: View { let id: Int; @Binding var toast: String?; var body: some View { Text("") } }
      struct AdvancedSearchView: View {
        @EnvironmentObject var coordinator: AppCoordinator
        @State var year = 0
        var body: some View { Button("Go") { coordinator.push(.mediaDetails(1)) } }
      }
      @main struct MoveeApp: App { var body: some Scene { WindowGroup { RootView() } } }
      """)
    #expect(fixture.edge("Search", "AdvancedSearch") != nil, "\(fixture.edges)")
    #expect(fixture.edge("AdvancedSearch", "MediaDetails") != nil, "\(fixture.edges)")
    #expect(fixture.screen("Person") == nil, "\(fixture.screenNames)")
    #expect(fixture.edge("MediaDetails", "PersonDetails") != nil, "\(fixture.edges)")
  }
}
