import Testing
@testable import GraftAudit

/// Which types make one screen, and which objects are none: a screen's view and model spelled
/// with other capitals, a SwiftUI view that only wraps a UIKit screen, the modes a root switches
/// between inside a `ZStack`, and the app's state the entry puts in the environment.
@Suite struct AuditScreenIdentityTests {
  @Test func aViewAndItsModelSpelledWithOtherCapitalsAreOneScreen() {
    let fixture = AuditFixture("""
      @Observable final class SignInViewModel {
        var email = ""
        func submit() {}
      }
      struct SigninView: View {
        @Environment(SignInViewModel.self) private var model
        var body: some View { Button("Go") { model.submit() } }
      }
      struct RootView: View {
        @State private var showsSignIn = false
        var body: some View { Text("").sheet(isPresented: $showsSignIn) { SigninView().environment(SignInViewModel()) } }
      }
      """)
    #expect(fixture.screenNames.filter { $0.lowercased() == "signin" }.count == 1)
    #expect(fixture.screen("SignIn")?.types == ["SignInViewModel", "SigninView"])
  }

  /// `PaymentView` only wraps `ReceiptWrapper`, a representable that makes the app's
  /// `ReceiptViewController` from a storyboard: one screen, under the controller's name.
  @Test func aViewThatOnlyWrapsAControllersRepresentableIsThatScreen() {
    let fixture = AuditFixture("""
      struct PaymentView: View {
        let id: Int
        var body: some View { ReceiptWrapper(id: id).navigationTitle("Receipt") }
      }
      struct ReceiptWrapper: UIViewControllerRepresentable {
        let id: Int
        func makeUIViewController(context: Context) -> UINavigationController {
          let navigation = UIStoryboard(name: "Receipt", bundle: nil).instantiateInitialViewController() as! UINavigationController
          let receipt = navigation.topViewController as! ReceiptViewController
          receipt.id = id
          return navigation
        }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
      }
      final class ReceiptViewController: UIViewController { var id = 0 }
      struct OrdersView: View {
        @State private var opened: Int?
        var body: some View { List {}.sheet(item: $opened) { PaymentView(id: $0) } }
      }
      @main struct ShopApp: App { var body: some Scene { WindowGroup { OrdersView() } } }
      """)
    #expect(!fixture.screenNames.contains("Payment"))
    #expect(fixture.screen("Receipt")?.types == ["PaymentView", "ReceiptViewController"])
    #expect(fixture.edge("Orders", "Receipt") != nil)
  }

  /// A representable the view presents is not its body: the view stays a screen of its own.
  @Test func aViewThatPresentsARepresentableIsNoWrapper() {
    let fixture = AuditFixture("""
      struct ScannerView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
        func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
      }
      final class ScannerViewController: UIViewController { var code = "" }
      struct WalletView: View {
        @State private var scans = false
        var body: some View { List {}.fullScreenCover(isPresented: $scans) { ScannerView() } }
      }
      struct AppRoot: View { var body: some View { NavigationStack { NavigationLink("Wallet") { WalletView() } } } }
      """)
    #expect(fixture.screenNames.contains("Wallet"))
    #expect(fixture.edge("Wallet", "Scanner") != nil)
  }

  /// The root animates between the app's modes with a `ZStack` around a `switch`: each mode is a
  /// screen. A `ZStack` that layers views over the root is not a switch (the buttons and fields
  /// of `aViewHandedTheFlagThatShowsItIsAScreen` stay parts).
  @Test func theModesARootSwitchesInsideAZStackAreScreens() {
    let fixture = AuditFixture("""
      enum Mode { case loading, welcome, library }
      @Observable final class LaunchModel { var mode: Mode = .loading }
      struct ContentRoot: View {
        @State private var launch = LaunchModel()
        var body: some View {
          ZStack {
            switch launch.mode {
            case .loading: ProgressView()
            case .welcome: WelcomeView()
            case .library: LibraryView()
            }
          }
          .animation(.default, value: launch.mode)
        }
      }
      struct WelcomeView: View { @State private var page = 0; var body: some View { Text("") } }
      struct LibraryView: View { @State private var query = ""; var body: some View { Text(query) } }
      @main struct ReaderApp: App { var body: some Scene { WindowGroup { ContentRoot() } } }
      """)
    #expect(fixture.screenNames.contains("Welcome"))
    #expect(fixture.screenNames.contains("Library"))
  }

  /// `SessionViewModel`, which the app's entry puts in the environment and the views of several
  /// screens read, is the state they share, not a screen; a model one view reads from the
  /// environment (`SignInViewModel`) is that view's screen.
  @Test func theAppsStateInTheEnvironmentIsNoScreen() {
    let fixture = AuditFixture("""
      @Observable final class SessionViewModel {
        var isSignedIn = false
        func signOut() { isSignedIn = false }
      }
      struct HomeView: View {
        @Environment(SessionViewModel.self) private var session
        var body: some View { Text(session.isSignedIn ? "In" : "Out") }
      }
      struct ProfileView: View {
        @Environment(SessionViewModel.self) private var session
        var body: some View { Button("Sign out") { session.signOut() } }
      }
      struct TabsView: View {
        var body: some View { TabView { HomeView().tabItem { Text("Home") }; ProfileView().tabItem { Text("Me") } } }
      }
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { TabsView().environment(SessionViewModel()) } }
      }
      """)
    #expect(!fixture.screenNames.contains("Session"))
    #expect(fixture.screen("Profile")?.writes == ["SessionViewModel"])
  }

  /// A controller that feeds a page controller of its own makes its pages: parts of its screen,
  /// not screens, unless something pushes or presents them.
  @Test func thePagesOfAControllersOwnPageControllerAreParts() {
    let fixture = AuditFixture("""
      class HistoryPageViewController: UIViewController { var rows: [String] = [] }
      final class StampsViewController: HistoryPageViewController { var stamps: [Int] = [] }
      final class PhotosViewController: HistoryPageViewController { var photos: [Int] = [] }
      final class HistoryViewController: UIViewController, UIPageViewControllerDataSource {
        private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        private lazy var children2: [HistoryPageViewController] = [StampsViewController(), PhotosViewController()]
        var index = 0
        func show(_ page: Int) { pages.setViewControllers([children2[page]], direction: .forward, animated: true) }
        @objc func openDay() { navigationController?.pushViewController(DayViewController(), animated: true) }
      }
      final class DayViewController: UIViewController { var day = 0 }
      final class ProfileViewController: UIViewController {
        var name = ""
        @objc func history() { navigationController?.pushViewController(HistoryViewController(), animated: true) }
      }
      """)
    #expect(!fixture.screenNames.contains("Stamps"))
    #expect(!fixture.screenNames.contains("Photos"))
    #expect(fixture.edge("History", "Day") != nil)
    #expect(fixture.edge("Profile", "History") != nil)
  }

  /// The app's tab bar controller is a screen, the parent its tabs are the children of; its
  /// model (`RootTabbarViewModel` of `RootTabBarController`, capitalised otherwise) is part of it.
  @Test func aTabBarControllerAndItsModelAreTheScreenItsTabsAreTheChildrenOf() {
    let fixture = AuditFixture("""
      final class RootTabbarViewModel { var badge = 0; func refresh() { badge = 1 } }
      final class RootTabBarController: UITabBarController {
        let viewModel = RootTabbarViewModel()
        override func viewDidLoad() { viewControllers = [FeedViewController(), AccountViewController()] }
      }
      final class FeedViewController: UIViewController { var items: [String] = [] }
      final class AccountViewController: UIViewController { var name = "" }
      """)
    #expect(fixture.screenNames == ["Account", "Feed", "RootTabBar"])
    #expect(fixture.screen("RootTabBar")?.types == ["RootTabBarController", "RootTabbarViewModel"])
    #expect(fixture.edge("RootTabBar", "Feed") != nil)
    #expect(fixture.edge("RootTabBar", "Account") != nil)
    #expect(!fixture.leaves.contains("RootTabBar"))
  }

  /// A split view's sidebar is its root's column, no screen; its detail shows the screen the
  /// sidebar picks, here through a view whose body only switches (`SectionDetailView`): each
  /// view it switches to is a screen, and the switch is none.
  @Test func theScreensASplitViewsDetailSwitchesBetween() {
    let fixture = AuditFixture("""
      enum Section: Hashable { case accounts, reports }
      @Observable final class Navigation { var section: Section? = .accounts }
      struct SectionsRoot: View {
        @Bindable var navigation: Navigation
        var body: some View {
          NavigationSplitView {
            SectionList(navigation: navigation)
          } detail: {
            SectionDetailView(section: navigation.section ?? .accounts)
          }
        }
      }
      struct SectionList: View {
        @Bindable var navigation: Navigation
        var body: some View { List(selection: $navigation.section) { Text("Accounts").tag(Section.accounts) } }
      }
      private struct SectionDetailView: View {
        let section: Section
        var body: some View {
          switch section {
          case .accounts: AccountsView()
          case .reports: ReportsView()
          }
        }
      }
      struct AccountsView: View {
        @State private var adding = false
        var body: some View { List {}.sheet(isPresented: $adding) { NewAccountView() } }
      }
      struct ReportsView: View { @State private var year = 2026; var body: some View { Text("\\(year)") } }
      struct NewAccountView: View { @State private var name = ""; var body: some View { TextField("Name", text: $name) } }
      @main struct LedgerApp: App { @State var navigation = Navigation(); var body: some Scene { WindowGroup { SectionsRoot(navigation: navigation) } } }
      """)
    #expect(!fixture.screenNames.contains("SectionList"))
    #expect(!fixture.screenNames.contains("SectionDetail"))
    #expect(fixture.screenNames.contains("Accounts"))
    #expect(fixture.screenNames.contains("Reports"))
    #expect(fixture.edge("Accounts", "NewAccount") != nil)
  }

  /// Each tab of a `TabView` shows a view whose body picks the tab's screen with `if … else`:
  /// the views it picks are screens, whether or not they start a navigation stack of their own.
  @Test func theScreensATabsContentPicks() {
    let fixture = AuditFixture("""
      enum Page { case feed, profile }
      struct TabPageView: View {
        let page: Page
        var body: some View {
          if page == .feed {
            NavigationStack { FeedView() }
          } else if page == .profile {
            ProfileView()
          }
        }
      }
      struct FeedView: View { @State private var items: [String] = []; var body: some View { List(items, id: \\.self) { Text($0) } } }
      struct ProfileView: View {
        @State private var editing = false
        var body: some View { NavigationLink("Edit") { EditProfileView() } }
      }
      struct EditProfileView: View { @State private var name = ""; var body: some View { TextField("Name", text: $name) } }
      struct RootTabs: View {
        let pages: [Page] = [.feed, .profile]
        var body: some View { TabView { ForEach(pages, id: \\.self) { TabPageView(page: $0).tabItem { Text("") } } } }
      }
      @main struct SocialApp: App { var body: some Scene { WindowGroup { RootTabs() } } }
      """)
    #expect(fixture.screenNames.contains("Feed"))
    #expect(fixture.screenNames.contains("Profile"))
    #expect(!fixture.screenNames.contains("TabPage"))
    #expect(fixture.edge("Profile", "EditProfile") != nil)
  }

  /// A three-column split view's `content:` list is the root's own column like its sidebar:
  /// only the detail shows what they pick.
  @Test func aThreeColumnSplitViewsContentListIsNoScreen() {
    let fixture = AuditFixture("""
      struct ServersRoot: View {
        @State private var selection: String?
        var body: some View {
          NavigationSplitView {
            FoldersSidebar()
          } content: {
            ServerListColumn(selection: $selection)
          } detail: {
            ServerDetailView(name: selection ?? "")
          }
        }
      }
      struct FoldersSidebar: View { var body: some View { List {} } }
      struct ServerListColumn: View {
        @Binding var selection: String?
        @State private var adding = false
        var body: some View { List {}.sheet(isPresented: $adding) { NewServerSheet() } }
      }
      struct ServerDetailView: View { let name: String; @State private var isConnected = false; var body: some View { Text(name) } }
      struct NewServerSheet: View { @State private var host = ""; var body: some View { TextField("Host", text: $host) } }
      @main struct ServersApp: App { var body: some Scene { WindowGroup { ServersRoot() } } }
      """)
    #expect(!fixture.screenNames.contains("ServerListColumn"))
    #expect(!fixture.screenNames.contains("FoldersSidebar"))
    #expect(fixture.screenNames.contains("ServerDetail"))
  }

  /// A hosting controller generic over the view it is given, made in one place and named for no
  /// screen (`DismissibleHostingController(rootView: view)`), is code the app shares: the view
  /// its maker made is the screen.
  @Test func aGenericHostNamedForNoScreenIsNone() {
    let fixture = AuditFixture("""
      class DismissibleHostingController<Content: View>: UIHostingController<Content> {
        override func viewDidLoad() { super.viewDidLoad() }
      }
      struct NodesView: View { @State private var nodes: [String] = []; var body: some View { List(nodes, id: \\.self) { Text($0) } } }
      final class WalletViewController: UIViewController {
        var balance = 0
        @objc func showNodes() {
          let view = NodesView()
          present(UINavigationController(rootViewController: DismissibleHostingController(rootView: view)), animated: true)
        }
      }
      """)
    #expect(!fixture.screenNames.contains("DismissibleHosting"))
    #expect(!fixture.screenNames.contains("Dismissible"))
    #expect(fixture.edge("Wallet", "Nodes") != nil)
  }

  /// What the pickers' rule must not catch: a pushed view whose `@ViewBuilder` helper switches
  /// over its rows (the body does not), a loading gate picking one view of the app's, a tab's
  /// label that branches, and a sidebar whose body branches.
  @Test func viewsThatBranchWithoutPickingScreens() {
    let fixture = AuditFixture("""
      enum Kind { case text, image }
      struct TextRow: View { let s: String; var body: some View { Text(s) } }
      struct ImageRow: View { let s: String; var body: some View { Image(s) } }
      struct KindsView: View {
        let kinds: [Kind]
        var body: some View { List(kinds, id: \\.self) { row($0) } }
        @ViewBuilder private func row(_ kind: Kind) -> some View {
          switch kind {
          case .text: TextRow(s: "a")
          case .image: ImageRow(s: "b")
          }
        }
      }
      final class ArticleModel: ObservableObject { @Published var isLoading = true; @Published var title = "" }
      struct ArticleContent: View { @ObservedObject var model: ArticleModel; var body: some View { Text(model.title) } }
      struct ArticleView: View {
        let id: Int
        @StateObject private var model = ArticleModel()
        var body: some View { if model.isLoading { ProgressView() } else { ArticleContent(model: model) } }
      }
      struct BadgeLabel: View { let n: Int; var body: some View { Text("\\(n)") } }
      struct PlainLabel: View { var body: some View { Text("") } }
      struct TabLabel: View {
        let n: Int
        var body: some View { if n > 0 { BadgeLabel(n: n) } else { PlainLabel() } }
      }
      struct CompactList: View { @State private var query = ""; var body: some View { List {} } }
      struct FullList: View { @State private var query = ""; var body: some View { List {} } }
      struct FoldersSidebar: View {
        let compact: Bool
        var body: some View { if compact { CompactList() } else { FullList() } }
      }
      struct LibraryView: View {
        var body: some View {
          NavigationSplitView { FoldersSidebar(compact: false) } detail: {
            NavigationStack { NavigationLink("Kinds") { KindsView(kinds: []) }; NavigationLink("Article") { ArticleView(id: 1) } }
          }
        }
      }
      struct SettingsView: View { @State private var name = ""; var body: some View { List {} } }
      struct RootView: View {
        @State private var count = 0
        var body: some View {
          TabView {
            LibraryView().tabItem { TabLabel(n: count) }
            SettingsView().tabItem { Text("Settings") }
          }
        }
      }
      @main struct ReaderApp: App { var body: some Scene { WindowGroup { RootView() } } }
      """)
    #expect(fixture.screenNames.contains("Kinds"))
    #expect(fixture.screenNames.contains("Article"))
    for part in ["ArticleContent", "BadgeLabel", "PlainLabel", "CompactList", "FullList", "TextRow", "ImageRow"] {
      #expect(!fixture.screenNames.contains(part), "\(part)")
    }
  }

  /// A destination that switches over a router it reads from the environment (no state of its
  /// own) only picks: no screen. A generic host stays no screen beside a protocol of its name.
  @Test func aPickerReadingItsRouterAndAGenericHostBesideItsNamesake() {
    let fixture = AuditFixture("""
      enum Pane { case inbox, archive }
      final class PaneRouter: ObservableObject { @Published var pane: Pane = .inbox }
      struct PaneHost: View {
        @EnvironmentObject var router: PaneRouter
        var body: some View {
          switch router.pane {
          case .inbox: InboxView()
          case .archive: ArchiveView()
          }
        }
      }
      struct InboxView: View { @State private var rows: [Int] = []; var body: some View { List {} } }
      struct ArchiveView: View { @State private var rows: [Int] = []; var body: some View { List {} } }
      struct MailRoot: View { var body: some View { NavigationStack { NavigationLink("Mail") { PaneHost() } } } }
      @main struct MailApp: App { var body: some Scene { WindowGroup { MailRoot() } } }
      """)
    #expect(!fixture.screenNames.contains("PaneHost"))
    #expect(fixture.screenNames.contains("Inbox"))
    let host = AuditFixture("""
      protocol Dismissible { func dismissAll() }
      class DismissibleHostingController<Content: View>: UIHostingController<Content> {}
      struct NodesView: View { @State private var nodes: [String] = []; var body: some View { List {} } }
      final class WalletViewController: UIViewController {
        var balance = 0
        @objc func showNodes() { let view = NodesView(); present(DismissibleHostingController(rootView: view), animated: true) }
      }
      """)
    #expect(!host.screenNames.contains("Dismissible"), "\(host.screenNames)")
  }
}
