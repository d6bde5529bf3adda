import Testing

@testable import GraftAudit

/// Types an app names or builds like screens that a user is never taken to.
@Suite struct AuditComponentScreenTests {
  /// An app that names every component folder's root view `…Screen`: a `…Screen` that only other
  /// screens lay out beside other views (in a stack, a scroll view, a `ForEach`) is a part of
  /// theirs; one a navigation shows, a tab holds, or a root view or a custom tab bar switches to
  /// (with an `if` on several lines, or layers of a `ZStack`) stays a screen (`MainScreen`, holding tabs, is their
  /// container).
  @Test func aScreenNamedViewThatOnlyScreensEmbedIsAPart() {
    let fixture = AuditFixture("""
      @main struct CampusApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
        @State var isSignedIn = false
        var body: some View { if isSignedIn { MainScreen() } else { SignInScreen() } }
      }
      struct SignInScreen: View { var body: some View { Text("Sign in") } }
      struct MainScreen: View {
        var body: some View {
          TabView {
            NavigationView { HomeScreen() }.tabItem { Text("Home") }
            NavigationView { ProfileView() }.tabItem { Text("Profile") }
          }
        }
      }
      struct HomeScreen: View {
        var body: some View {
          ScrollView {
            ContactCard()
            WidgetScreen()
            Button("Invite") { UIApplication.shared.topController?.present(UIHostingController(rootView: InviteScreen()), animated: true) }
          }
        }
      }
      struct InviteScreen: View { var body: some View { Text("Invite") } }
      struct ContactCard: View { var body: some View { Text("Contact") } }
      struct WidgetScreen: View {
        @StateObject var calendarViewModel = CalendarWidgetViewModel()
        var body: some View {
          VStack {
            ForEach(widgets) { widget in
              switch widget {
              case .calendar: CalendarWidgetScreen(viewModel: calendarViewModel)
              case .news: NewsScreen(isWidget: true)
              }
            }
          }
        }
      }
      struct CalendarWidgetScreen: View {
        @ObservedObject var viewModel: CalendarWidgetViewModel
        var body: some View { Text(viewModel.title) }
      }
      final class CalendarWidgetViewModel: ObservableObject { @Published var title = "" }
      struct ProfileView: View {
        var body: some View {
          NavigationLink(destination: NewsScreen(isWidget: false)) { Text("News") }
          NavigationLink(destination: QRCodeScreen()) { Text("QR code") }
        }
      }
      struct QRCodeScreen: View {
        @State var tab = 0
        @State var isSignedIn = true
        var body: some View {
          VStack {
            TopTabBar(selection: $tab)
            if tab == 0,
               isSignedIn { MyCodeScreen() } else { ScanCodeScreen() }
            ZStack {
              HistoryScreen().opacity(tab == 2 ? 1 : 0)
              ContactsScreen().opacity(tab == 3 ? 1 : 0)
            }
          }
        }
      }
      struct TopTabBar: View { @Binding var selection: Int; var body: some View { Text("") } }
      struct MyCodeScreen: View { var body: some View { Text("") } }
      struct ScanCodeScreen: View { var body: some View { Text("") } }
      struct HistoryScreen: View { var body: some View { Text("") } }
      struct ContactsScreen: View { var body: some View { Text("") } }
      struct NewsScreen: View {
        let isWidget: Bool
        var body: some View { Text("News") }
      }
      """)
    #expect(fixture.screenNames == [
      "Contacts", "History", "Home", "Invite", "Main", "MyCode", "News", "Profile", "QRCode", "Root", "ScanCode", "SignIn",
    ])
    #expect(fixture.screen("Home")?.types == ["HomeScreen"])
  }

  /// In a whole app (its entry point among the files), a type that nothing named outside its
  /// own code, its extensions and its previews is dead code (a file left out of every target):
  /// no screen, and what only it makes is no screen either. One that only Objective-C, a nib or
  /// an `Info.plist` names is made there; a `public` one, or one exposed to Objective-C under
  /// another name, may be named by code the audit cannot read. A module audited alone may be named by code the audit
  /// was not given: each of its types counts as named.
  @Test func aTypeNothingNamesIsNoScreen() {
    var files = [
      "App/Movies/MovieViewModel.swift": """
        final class MovieViewModel: ObservableObject {
          @Published var title = ""
          static func preview() -> MovieViewModel { MovieViewModel() }
        }
        extension MovieViewModel { func load() {} }
        """,
      "App/Movies/MovieScreen.swift": """
        struct MovieScreen: View { @StateObject var model = MovieViewModel(); var body: some View { Text(model.title) } }
        struct MovieScreen_Previews: PreviewProvider { static var previews: some View { MovieScreen() } }
        """,
      "App/Root/RootViewController.swift": """
        final class RootViewController: UIViewController {
          var pending = 0
          func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
          func forget() { UserDefaults.standard.removeObject(forKey: "pending") }
        }
        #Preview { RootViewController() }
        """,
      "App/Settings/SettingsViewController.swift": "final class SettingsViewController: UIViewController { var isOn = false }",
      "App/Home/HomeViewController.swift": """
        final class HomeViewController: UIViewController {
          var items: [String] = []
          func showLegacy() { present(LegacyViewController(), animated: true) }
        }
        """,
      "App/Home/LegacyViewController.swift": "final class LegacyViewController: UIViewController { var count = 0 }",
      "App/Home/AppDelegate.m": "self.window.rootViewController = [[HomeViewController alloc] init];",
      "App/Home/Banner.xib": #"<view customClass="BannerView"/>"#,
      "App/Home/Main.storyboard": #"<scenes><scene><objects><view customClass="RatingButton"/></objects></scene></scenes>"#,
      "App/Home/RatingButton.swift": """
        final class RatingButton: UIButton { func tapped() { window?.rootViewController?.present(RatingViewController(), animated: true) } }
        final class RatingViewController: UIViewController { var stars = 0 }
        """,
      "App/Home/BannerView.swift": """
        final class BannerView: UIView { func showPromotion() { window?.rootViewController?.present(PromotionViewController(), animated: true) } }
        """,
      "App/Home/PromotionViewController.swift": "final class PromotionViewController: UIViewController { var code = \"\" }",
      "Kit/KitSettingsViewController.swift": "public final class KitSettingsViewController: UIViewController { var isOn = false }",
      "Kit/RootFactory.swift": #"@objc(OBARootFactory) final class RootFactory: NSObject { func make() -> UIViewController { FeedViewController() } }"#,
      "Kit/FeedViewController.swift": "final class FeedViewController: UIViewController { var items: [String] = [] }",
      "ShareExtension/ShareViewController.swift": "final class ShareViewController: UIViewController { var items: [URL] = [] }",
      "ShareExtension/Info.plist": """
        <dict><key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string></dict>
        """,
    ]
    let moduleAlone = AuditFixture(files)
    #expect(moduleAlone.screenNames == ["Feed", "Home", "KitSettings", "Legacy", "Movie", "Promotion", "Rating", "Root", "Settings", "Share"])
    #expect(moduleAlone.writes == ["UserDefaults[pending]: Root removeObject(forKey:)"])
    files["App/AppDelegate.swift"] = "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}"
    let app = AuditFixture(files)
    #expect(app.screenNames == ["Feed", "Home", "KitSettings", "Legacy", "Promotion", "Rating", "Share"])
    #expect(app.writes.isEmpty, "dead code writes nothing")
    #expect(app.edges == ["Home -> Legacy present"])
  }

  /// An entry point left showing the one screen under work (a scene delegate's root set to it
  /// while the rest of the app waits) would make most of the app dead code: where live code names
  /// less than half of the app's types and never reaches its tab bar, every type counts as named
  /// and each screen stays.
  @Test func anEntryPointShowingOneScreenLeavesTheRestOfTheAppAlive() {
    var files = [
      "App/SceneDelegate.swift": """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func start() { window?.rootViewController = UINavigationController(rootViewController: EditPlantViewController()) }
        }
        """,
      "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}",
      "App/EditPlantViewController.swift": "final class EditPlantViewController: UIViewController { var name = \"\" }",
      "App/LogInViewController.swift": """
        final class LogInViewController: UIViewController {
          var email = ""
          override func viewDidLoad() { super.viewDidLoad() }
          func signUp() { present(SignUpViewController(), animated: true) }
          func done() { view.window?.rootViewController = MainTabBarController() }
        }
        """,
      "App/SignUpViewController.swift": "final class SignUpViewController: UIViewController { var email = \"\" }",
      "App/MainTabBarController.swift": """
        final class MainTabBarController: UITabBarController {
          override func viewDidLoad() { viewControllers = [PlantListViewController(), MyPageViewController()] }
        }
        """,
      "App/PlantListViewController.swift": "final class PlantListViewController: UIViewController { var plants: [String] = [] }",
      "App/MyPageViewController.swift": "final class MyPageViewController: UIViewController { var nickname = \"\" }",
    ]
    #expect(AuditFixture(files).screenNames == ["EditPlant", "LogIn", "MainTabBar", "MyPage", "PlantList", "SignUp"])
    #expect(AuditFixture(files).edges.contains("LogIn -> SignUp present"))
    // Where the root leads to most of the app, what it does not reach is dead code again.
    files["App/SceneDelegate.swift"] = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = MainTabBarController() }
      }
      """
    #expect(AuditFixture(files).screenNames == ["MainTabBar", "MyPage", "PlantList"])
    // Old screens kept beside those that replaced them, more than the live ones but not the app's
    // top level (no tab bar left dead): dead code still.
    files["App/SceneDelegate.swift"] = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = UINavigationController(rootViewController: EditPlantViewController()) }
      }
      """
    files["App/MainTabBarController.swift"] = nil
    files["App/LogInViewController.swift"] = """
      final class LogInViewController: UIViewController {
        var email = ""
        override func viewDidLoad() { super.viewDidLoad() }
        func signUp() { present(SignUpViewController(), animated: true) }
        func done() { navigationController?.pushViewController(PlantListViewController(), animated: true) }
      }
      """
    #expect(AuditFixture(files).screenNames == ["EditPlant"])
  }

  /// A `public` type of a module the app's own files import (a Tuist workspace's feature module,
  /// a package's target) is named only as any other type: every file that could use it was read.
  /// One of a module nothing imports (a library for other apps) may still be used elsewhere.
  @Test func aPublicTypeOfAModuleTheAppImportsIsNamedOnlyByCode() {
    var files = [
      "Projects/App/Sources/AppDelegate.swift": """
        import FeatureSettingPresentation
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          func start(_ navigation: UINavigationController) { navigation.pushViewController(SettingViewController(), animated: false) }
        }
        """,
      "Projects/FeatureSettingPresentation/Sources/Setting/SettingViewController.swift": """
        public final class SettingViewController: UIViewController { var rows: [String] = [] }
        """,
      "Projects/FeatureSettingPresentation/Sources/Withdrawal/WithdrawalViewController.swift": """
        public final class WithdrawalViewController: UIViewController {
          var reason = ""
          func done() { UserDefaults.standard.set(true, forKey: "withdrawn") }
        }
        """,
      "Kit/Sources/KitSettingsViewController.swift": "public final class KitSettingsViewController: UIViewController { var isOn = false }",
      // A folder named like a platform module the app imports is no module of the app's.
      "Projects/App/Sources/Network/ProxyViewController.swift": "import Network\npublic final class ProxyViewController: UIViewController { var host = \"\" }",
    ]
    let app = AuditFixture(files)
    #expect(app.screenNames == ["KitSettings", "Proxy", "Setting"])
    #expect(app.writes.isEmpty, "dead code writes nothing")
    files["Projects/App/Sources/AppDelegate.swift"] = "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}"
    #expect(AuditFixture(files).screenNames == ["KitSettings", "Proxy", "Setting", "Withdrawal"], "a module nothing imports may be used by other apps")
  }

  /// A representable a link pushes that makes no controller of the app's and no system screen
  /// (`WebView` around a `WKWebView`) is a screen the user is taken to; one that wraps Safari's
  /// controller is the system's screen, shown by whoever presents it, and one that wraps the view
  /// it is handed shows that view.
  @Test func aPushedRepresentableThatIsItsOwnContentIsAScreen() {
    let fixture = AuditFixture("""
      @main struct NewsApp: App { var body: some Scene { WindowGroup { HomeView() } } }
      struct WebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
      }
      struct SafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      struct DarkRepresentable<Content: View>: UIViewControllerRepresentable {
        let rootView: Content
        func makeUIViewController(context: Context) -> UIHostingController<Content> { UIHostingController(rootView: rootView) }
        func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {}
      }
      struct HomeView: View {
        @State private var showsHelp = false
        var body: some View {
          NavigationStack {
            NavigationLink("News") { WebView(url: URL(string: "https://example.com")!) }
            NavigationLink("Dark") { DarkRepresentable(rootView: Text("")) }
            Button("Help") { showsHelp = true }
              .sheet(isPresented: $showsHelp) { SafariView(url: URL(string: "https://example.com/help")!) }
          }
        }
      }
      """)
    #expect(fixture.screenNames == ["Home", "Web"])
    #expect(fixture.edge("Home", "Web") != nil)
    #expect(fixture.screen("Home")?.presentsSystemScreens.isEmpty == false)
  }

  /// An app that calls a screen's view a scene (`AssetScene` and its `AssetSceneViewModel`) has
  /// one screen of each name, whatever it sets (`SetPriceAlertScene` is no alert); a model named
  /// for several banners, and an empty state a stack's root switches to, are parts of a screen.
  @Test func scenesArePlacesAndBannersAndEmptyStatesAreParts() {
    let fixture = AuditFixture("""
      @main struct WalletApp: App { var body: some Scene { WindowGroup { RootNavigationStack() } } }
      struct RootNavigationStack: View {
        @State var model = AssetSceneViewModel()
        var body: some View {
          NavigationStack {
            if model.assets.isEmpty {
              NoAssetsContentUnavailableView(title: "No assets")
            } else {
              AssetScene(model: model)
                .navigationDestination(for: String.self) { _ in SetPriceAlertScene() }
            }
          }
        }
      }
      @Observable final class AssetSceneViewModel {
        var assets: [String] = []
        var bannersModel: AssetSceneBannersViewModel { AssetSceneBannersViewModel(assets: assets) }
      }
      final class AssetSceneBannersViewModel {
        let assets: [String]
        init(assets: [String]) { self.assets = assets }
      }
      struct AssetScene: View {
        let model: AssetSceneViewModel
        var body: some View { List(model.assets, id: \\.self) { Text($0) } }
      }
      struct SetPriceAlertScene: View { @State var price = 0.0; var body: some View { Text("\\(price)") } }
      struct NoAssetsContentUnavailableView: View { let title: String; var body: some View { Text(title) } }
      """)
    #expect(fixture.screenNames == ["Asset", "Root", "SetPriceAlert"])
    #expect(fixture.screen("Asset")?.types == ["AssetScene", "AssetSceneViewModel"])
  }

  /// A section's model (`TableSectionViewModel`, `ProfileCollectionSectionViewModel`) is the data
  /// of one section of a screen's table or collection, made by the screen's own model: no screen,
  /// and no leaf.
  @Test func aSectionsModelIsAPartOfItsScreen() {
    let fixture = AuditFixture("""
      import UIKit
      import Combine
      protocol SectionViewModelProtocol { var rows: CurrentValueSubject<[String], Never> { get } }
      final class TableSectionViewModel: SectionViewModelProtocol {
        var rows: CurrentValueSubject<[String], Never>
        init(rows: [String]) { self.rows = .init(rows) }
      }
      final class CategoryViewModel {
        private(set) var sections: [SectionViewModelProtocol] = []
        func load(_ names: [String]) {
          let sectionViewModel = TableSectionViewModel(rows: names)
          sections = [sectionViewModel]
        }
      }
      final class CategoryViewController: UIViewController {
        let viewModel = CategoryViewModel()
      }
      final class HomeViewController: UIViewController {
        func open() { navigationController?.pushViewController(CategoryViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Category"])
  }

  /// A placeholder or an empty state shown in a pane stands in for that pane's content while it
  /// has none (`ContentPlaceholderViewController`, `EmptyInboxViewController`, `DevicesEmptyViewController`): no screen a user
  /// is taken to. One pushed is a page (`EmptyTrashViewController`, where the trash is emptied).
  @Test func anEmptyStateShownInAPaneIsNoScreen() {
    let fixture = AuditFixture("""
      final class ContentPlaceholderViewController: UIViewController { var message = "" }
      final class EmptyInboxViewController: UIViewController { var hint = "" }
      final class ContentViewController: UIViewController { var text = "" }
      final class UploadViewController: UIViewController { var progress = 0.0 }
      final class EmptyTrashViewController: UIViewController { var isEmptying = false }
      final class DevicesEmptyViewController: UIViewController { var hint = "" }
      final class MainCoordinator {
        let detail = UINavigationController()
        let navigation = UINavigationController()
        func showNothing() { detail.present(ContentPlaceholderViewController(), animated: false) }
        func showEmptyInbox() { detail.present(EmptyInboxViewController(), animated: false) }
        func showNoDevices() { detail.present(DevicesEmptyViewController(), animated: false) }
        func showEmptyTrash() { navigation.pushViewController(EmptyTrashViewController(), animated: true) }
        func show() { detail.setViewControllers([ContentViewController()], animated: true) }
        func upload() { navigation.pushViewController(UploadViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Content", "EmptyTrash", "Upload"])
  }

  /// A UI library's own `View` class (MacaroonUIKit's) is a UIKit view: a class that inherits
  /// from it is no SwiftUI view, and the view model of its name is that part's model.
  @Test func aSubclassOfALibrarysViewClassIsAUIKitPart() {
    let fixture = AuditFixture("""
      import MacaroonUIKit
      final class IconTitleView: View, ListReusable {
        private lazy var titleLabel = UILabel()
        func bindData(_ viewModel: IconTitleViewModel?) { titleLabel.text = viewModel?.title }
      }
      final class IconTitleViewModel: ViewModel { var title = "" }
      final class SettingsViewController: UIViewController {
        private let row = IconTitleView()
        var isOn = false
        func configure() { row.bindData(IconTitleViewModel()) }
      }
      final class AppRouter {
        let navigation = UINavigationController()
        func settings() { navigation.pushViewController(SettingsViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Settings"])
  }

  /// A stack's destinations made by a helper of the view (`destinationView(for:)`) are the
  /// screens it pushes, as if written in the closure.
  @Test func destinationsMadeByTheViewsOwnHelperAreScreens() {
    let fixture = AuditFixture("""
      @main struct ReaderApp: App { var body: some Scene { WindowGroup { ContentView() } } }
      enum RouterDestination: Hashable { case item(Int), profile(String) }
      struct ContentView: View {
        @State var path: [RouterDestination] = []
        var body: some View {
          NavigationStack(path: $path) {
            TimelineView(path: $path)
              .navigationDestination(for: RouterDestination.self) { destination in
                destinationView(for: destination)
              }
          }
        }
        @ViewBuilder private func destinationView(for destination: RouterDestination) -> some View {
          switch destination {
          case .item(let id): ItemView(id: id)
          case .profile(let name): ProfileView(name: name)
          }
        }
      }
      struct TimelineView: View {
        @Binding var path: [RouterDestination]
        var body: some View { Button("Open") { path.append(.item(1)) } }
      }
      struct ItemView: View { let id: Int; var body: some View { Text("\\(id)") } }
      struct ProfileView: View { let name: String; var body: some View { Text(name) } }
      """)
    #expect(fixture.screenNames.contains("Item"))
    #expect(fixture.screenNames.contains("Profile"))
  }

  /// A UI library's own screen class (MacaroonUIKit's `Screen`, `ScrollScreen`), even behind the
  /// app's class of the same name, is a controller: its subclasses are screens; one named for an
  /// alert and nothing else (`AlertScreen`) is the library's alert.
  @Test func aSubclassOfALibrarysScreenClassIsAController() {
    let fixture = AuditFixture("""
      import MacaroonUIKit
      class ScrollScreen: MacaroonUIKit.ScrollScreen {}
      final class RekeyConfirmationScreen: ScrollScreen { var isDone = false }
      final class AlertScreen: MacaroonUIKit.Screen { var message = "" }
      final class AccountsViewController: UIViewController {
        var accounts: [String] = []
        func rekey() { present(RekeyConfirmationScreen(), animated: true) }
        func warn() { present(AlertScreen(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["Accounts", "RekeyConfirmation"])
    #expect(fixture.edge("Accounts", "RekeyConfirmation") != nil)
  }
  /// A view model its superclass ties to a cell or a view (`TableModelViewItem<ItemTableViewCell>`,
  /// `HeaderViewModel<TwoLineHeaderView>`) or that inherits from a type named for a part
  /// (`GroupableCellViewModel<…>`) is a row's or a header's model, not a screen; one a screen's
  /// controller holds is still that screen's.
  @Test func aViewModelWhoseSuperclassIsACellsIsNoScreen() {
    let fixture = AuditFixture("""
      class TableModelViewItem<Cell: UITableViewCell> { var cell: Cell? }
      class HeaderViewModel<View: UIView> { func configure(_ view: View) {} }
      class GroupableCellViewModel<Item> { var item: Item? }
      final class ItemTableViewCell: UITableViewCell { var title = "" }
      final class TwoLineHeaderView: UIView { var title = "" }
      struct ChangeLogItem { var text: String }
      class ItemTableViewModel: TableModelViewItem<ItemTableViewCell> { var title = "" }
      class TwoLineHeaderViewModel: HeaderViewModel<TwoLineHeaderView> { var title = "" }
      class ChangeLogFirstViewModel: GroupableCellViewModel<ChangeLogItem> { var text = "" }
      final class ServicesViewModel { var items: [String] = [] }
      final class ServicesViewController: UIViewController {
        let viewModel = ServicesViewModel()
        func showDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
      }
      final class DetailViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.screenNames == ["Detail", "Services"], "\(fixture.screenNames)")
  }
}

/// What a presentation shows, built by a closure run for each element (a pager's page, a list's
/// row), is a part of what is shown, not a screen of its own.
@Suite struct AuditPerElementContentTests {
  @Test func aPageBuiltForEachElementOfWhatIsShownIsNoScreen() {
    let fixture = AuditFixture("""
      final class MediaWindows {
        static let shared = MediaWindows()
        func showPanel<Content: View>(@ViewBuilder content: () -> Content) {}
      }
      struct PagedView<Item, Page: View>: View {
        let items: [Item]
        let page: (Item) -> Page
        var body: some View { Text("pages") }
      }
      struct PhotoPage: View { let url: String; var body: some View { Text(url) } }
      struct StillView: View { let url: String; var body: some View { Text(url) } }
      struct GalleryView: View {
        @State var urls: [String] = []
        @State var selected: String?
        var body: some View {
          Text("Gallery")
            .onTapGesture {
              MediaWindows.shared.showPanel { PagedView(items: urls) { url in PhotoPage(url: url) } }
            }
            .sheet(item: $selected, content: { url in StillView(url: url) })
        }
      }
      struct AlbumsView: View {
        var body: some View { NavigationStack { NavigationLink("Gallery") { GalleryView() } } }
      }
      """)
    #expect(fixture.screen("PhotoPage") == nil, "\(fixture.screenNames)")
    // A presentation's own closure, handed the selected element, still shows a screen.
    #expect(fixture.screenNames == ["Albums", "Gallery", "Still"])
    #expect(fixture.edge("Gallery", "Still") != nil, "\(fixture.edges)")
  }

  /// A view of the app's that hands its one content a value (`ItemLoader { item in … }`,
  /// `Closable { close in … }`) builds what is shown, not a part per element.
  @Test func aLoaderHandingItsContentAValueStillShowsIt() {
    let fixture = AuditFixture("""
      struct ItemLoader<Content: View>: View {
        let id: Int
        let content: (String) -> Content
        var body: some View { content("item") }
      }
      struct ItemDetailView: View { let item: String; var body: some View { Text(item) } }
      struct ShelfView: View {
        var body: some View { NavigationStack { NavigationLink("Open") { ItemLoader(id: 1) { item in ItemDetailView(item: item) } } } }
      }
      """)
    #expect(fixture.screen("ItemDetail") != nil, "\(fixture.screenNames)")
    #expect(fixture.edge("Shelf", "ItemDetail") != nil, "\(fixture.edges)")
  }

  /// An app's own `struct TabView` (a segmented header over the content it is handed) is the
  /// app's view, as Swift reads the name in the app's module: the lists its content switches
  /// between are parts of the screen that lays it out, and what they show, that screen shows.
  @Test func anAppsOwnTabViewHoldsParts() {
    let fixture = AuditFixture("""
      struct TabView<Content: View>: View {
        @Binding var selectedTab: Int
        let titles: [String]
        @ViewBuilder let content: () -> Content
        var body: some View {
          VStack {
            HStack { ForEach(titles.indices, id: \\.self) { index in Button(titles[index]) { selectedTab = index } } }
            content()
          }
        }
      }
      struct SigningView: View {
        @State private var selectedTab = 0
        var body: some View {
          ZStack {
            TabView(selectedTab: $selectedTab, titles: ["Files", "Signatures"]) {
              if selectedTab == 0 {
                DataFilesListView(files: ["a"])
              } else {
                SignaturesListView(count: 2)
              }
            }
          }
        }
      }
      struct DataFilesListView: View {
        let files: [String]
        @State private var expanded = false
        var body: some View { List(files, id: \\.self) { Text($0) } }
      }
      struct SignaturesListView: View {
        let count: Int
        @State private var selected: Int?
        var body: some View {
          List(0..<count, id: \\.self) { index in NavigationLink("Signature") { SignatureDetailView(index: index) } }
        }
      }
      struct SignatureDetailView: View {
        let index: Int
        @State private var zoom = 1.0
        var body: some View { Text("\\(index)") }
      }
      @main struct DigiDocApp: App {
        var body: some Scene { WindowGroup { SigningView() } }
      }
      """)
    #expect(fixture.screenNames == ["SignatureDetail", "Signing"], "\(fixture.screenNames)")
    #expect(fixture.edge("Signing", "SignatureDetail") != nil, "\(fixture.edges)")
  }

  /// A controller handed to the app's helper that adds it as a child (`add(controller:)`, a
  /// protocol extension's `addChild` with its lifecycle calls) is embedded, a part of the screen
  /// that lays it out; one handed to a helper that first takes the current child out
  /// (`changeContentTo(_:)`, a container switching whole pages) is still a screen.
  @Test func aControllerHandedToTheAppsChildAddingHelperIsAPart() {
    let fixture = AuditFixture("""
      protocol ParentWithSidebarController: UIViewController { func add(controller: UIViewController) }
      extension ParentWithSidebarController {
        func add(controller: UIViewController) {
          controller.willMove(toParent: self)
          addChild(controller)
          controller.didMove(toParent: self)
        }
      }
      final class ReaderViewController: UIViewController, ParentWithSidebarController {
        var page = 0
        override func viewDidLoad() {
          super.viewDidLoad()
          let documentController = DocumentViewController(page: page)
          add(controller: documentController)
          view.addSubview(documentController.view)
        }
      }
      final class DocumentViewController: UIViewController {
        var page: Int
        init(page: Int) { self.page = page; super.init(nibName: nil, bundle: nil) }
      }
      final class LoginContainerViewController: UIViewController {
        var current: UIViewController?
        func changeContentTo(_ controller: UIViewController) {
          current?.removeFromParent()
          addChild(controller)
          current = controller
        }
        func showSignup() {
          let signup = SignupViewController()
          changeContentTo(signup)
        }
      }
      final class SignupViewController: UIViewController { var email = "" }
      final class LibraryViewController: UIViewController {
        var items: [Int] = []
        func open() { navigationController?.pushViewController(ReaderViewController(), animated: true) }
        func login() { present(LoginContainerViewController(), animated: true) }
      }
      """)
    #expect(!fixture.screenNames.contains("Document"), "\(fixture.screenNames)")
    #expect(fixture.screenNames.contains("Signup"), "\(fixture.screenNames)")
  }

  /// A controller a coordinator stores in a container's property that the container adds as a
  /// child (`vc.topWidget = infoWidget`, then `add(child: topWidget, inside: topWidgetView)` in its
  /// `viewDidLoad`) is a part of the container, made by a factory or kept in a local first.
  @Test func aControllerStoredInAPropertyTheContainerEmbedsIsAPart() {
    let fixture = AuditFixture("""
      extension UIViewController {
        func add(child viewController: UIViewController, inside view: UIView) {
          addChild(viewController)
          view.addSubview(viewController.view)
        }
      }
      final class InfoWidgetPresenter { let name: String; init(name: String) { self.name = name } }
      final class InfoWidgetFactory {
        class func create(with presenter: InfoWidgetPresenter) -> InfoWidgetViewController { InfoWidgetViewController(presenter: presenter) }
      }
      final class InfoWidgetViewController: UIViewController {
        var presenter: InfoWidgetPresenter
        init(presenter: InfoWidgetPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
      }
      final class DeleteWidgetViewController: UIViewController { var isDeleting = false }
      final class WidgetAndLabelViewController: UIViewController {
        @IBOutlet weak var topWidgetView: UIView!
        @IBOutlet weak var bottomWidgetView: UIView!
        var topWidget: UIViewController?
        var bottomWidget: UIViewController?
        var label: String?
        override func viewDidLoad() {
          super.viewDidLoad()
          if let topWidget = topWidget { add(child: topWidget, inside: topWidgetView) }
          if let bottomWidget { add(child: bottomWidget, inside: bottomWidgetView) }
        }
      }
      final class IdentitiesCoordinator {
        let navigationController = UINavigationController()
        func showIdentity(name: String) {
          let infoWidget = InfoWidgetFactory.create(with: InfoWidgetPresenter(name: name))
          let vc = WidgetAndLabelViewController()
          vc.label = name
          vc.topWidget = infoWidget
          vc.bottomWidget = DeleteWidgetViewController()
          navigationController.pushViewController(vc, animated: true)
        }
      }
      """)
    #expect(fixture.screenNames == ["WidgetAndLabel"], "\(fixture.screenNames)")
  }

  /// A framework's name the app reuses is the app's only where Swift reads it so: a type nested
  /// in the app's router (`Router.Tab`) leaves `Tab(…)` SwiftUI's, and so does `SwiftUI.Tab(…)`
  /// beside the app's own top-level `enum Tab`; their views are the tab bar's tabs.
  @Test func aFrameworkContainerNameTheAppNestsOrQualifiesStaysTheFrameworks() {
    let nested = AuditFixture("""
      final class Router: ObservableObject {
        enum Tab: Hashable { case home, settings }
        @Published var selected: Tab = .home
      }
      struct RootView: View {
        @StateObject private var router = Router()
        var body: some View {
          TabView(selection: $router.selected) {
            Tab("Home", systemImage: "house", value: Router.Tab.home) { HomeView() }
            Tab("Settings", systemImage: "gear", value: Router.Tab.settings) { SettingsView() }
          }
        }
      }
      struct HomeView: View {
        @State private var query = ""
        var body: some View { NavigationStack { List { NavigationLink("Detail") { DetailView() } } } }
      }
      struct DetailView: View {
        @State private var zoom = 1.0
        var body: some View { Text("Detail") }
      }
      struct SettingsView: View {
        @State private var on = false
        var body: some View { Toggle("On", isOn: $on) }
      }
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      """)
    #expect(nested.edge("Root", "Home") != nil, "\(nested.edges)")
    #expect(nested.edge("Root", "Settings") != nil, "\(nested.edges)")
    let qualified = AuditFixture("""
      enum Tab: Hashable { case home, settings }
      struct RootView: View {
        @State private var selected: Tab = .home
        var body: some View {
          TabView(selection: $selected) {
            SwiftUI.Tab("Home", systemImage: "house", value: Tab.home) { HomeView() }
            SwiftUI.Tab("Settings", systemImage: "gear", value: Tab.settings) { SettingsView() }
          }
        }
      }
      struct HomeView: View {
        @State private var query = ""
        var body: some View { List { Text(query) } }
      }
      struct SettingsView: View {
        @State private var on = false
        var body: some View { Toggle("On", isOn: $on) }
      }
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      """)
    #expect(qualified.edge("Root", "Home") != nil, "\(qualified.edges)")
    #expect(qualified.edge("Root", "Settings") != nil, "\(qualified.edges)")
  }

  /// The app's helper that adds a child is known by its name and its first label, and called by
  /// a controller: a coordinator's own `add(_:)`, which appends a tab, embeds nothing; a
  /// container's property of UIWindow's name (`rootViewController`) makes no window's root a part.
  @Test func childAddingHelpersAndPropertiesAreTheirOwnTypes() {
    let helper = AuditFixture("""
      extension UIViewController {
        func add(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      final class TabsCoordinator {
        let tabBarController = UITabBarController()
        func start() {
          add(FeedViewController())
          add(ProfileViewController())
        }
        func add(_ controller: UIViewController) {
          tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [UINavigationController(rootViewController: controller)]
        }
      }
      final class FeedViewController: UIViewController {
        var posts: [String] = []
        func compose() { present(ComposeViewController(), animated: true) }
      }
      final class ProfileViewController: UIViewController { var name = "" }
      final class ComposeViewController: UIViewController { var text = "" }
      final class BannerHostViewController: UIViewController {
        var shown = false
        override func viewDidLoad() { super.viewDidLoad(); add(BannerViewController()) }
      }
      final class BannerViewController: UIViewController { var text = "" }
      """)
    #expect(helper.screenNames == ["BannerHost", "Compose", "Feed", "Profile"], "\(helper.screenNames)")
    #expect(helper.edge("Feed", "Compose") != nil, "\(helper.edges)")
    let property = AuditFixture("""
      final class DrawerViewController: UIViewController {
        var rootViewController: UIViewController?
        var isOpen = false
        override func viewDidLoad() {
          super.viewDidLoad()
          if let rootViewController { addChild(rootViewController) }
        }
      }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          window?.rootViewController = LoginViewController()
          window?.makeKeyAndVisible()
        }
      }
      final class LoginViewController: UIViewController {
        var email = ""
        func loggedIn() {
          let home = HomeViewController()
          view.window?.rootViewController = home
        }
        func skip() {
          view.window?.rootViewController = GuestViewController()
        }
      }
      final class HomeViewController: UIViewController { var items: [Int] = [] }
      final class GuestViewController: UIViewController { var items: [Int] = [] }
      """)
    #expect(property.edge("Login", "Home") != nil, "\(property.edges)")
    #expect(property.edge("Login", "Guest") != nil, "\(property.edges)")
  }
}
