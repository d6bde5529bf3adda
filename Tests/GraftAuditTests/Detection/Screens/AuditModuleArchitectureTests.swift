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
