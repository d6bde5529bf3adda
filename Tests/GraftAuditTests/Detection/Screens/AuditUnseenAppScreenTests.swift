import Testing

@testable import GraftAudit

/// What is not a screen in apps the audit was not developed on: the code around the app (mocks,
/// sample apps), parts named for what they are, base classes and the controllers representables
/// wrap.
@Suite struct AuditUnseenAppScreenTests {
  @Test func mocksAndSampleAppsAreNotTheApp() {
    let fixture = AuditFixture([
      "App/Sources/HomeViewModel.swift": "final class HomeViewModel { var items: [String] = [] }",
      "App/Sources/Support/MockSettingsViewModel.swift": "final class MockSettingsViewModel { var theme = \"\" }",
      "App/Sources/Support/Stores.swift": "final class ProfileViewModelMock { var name = \"\" }\nfinal class FakeAboutViewModel { var version = \"\" }",
      "App/WaitlistMocks/Waitlist.swift": "final class WaitlistViewModel { var position = 0 }",
      "App/SampleReceiptPrinter/ReceiptViewModel.swift": "final class ReceiptViewModel { var lines: [String] = [] }",
      "App/sampleapps/Chat/ChatViewModel.swift": "final class ChatViewModel { var messages: [String] = [] }",
      "App/Examples/Demo/DemoViewModel.swift": "final class DemoViewModel { var step = 0 }",
      "App/CacheKit/CacheKitDemo/CacheDemoViewModel.swift": "final class CacheDemoViewModel { var hits = 0 }",
      "App/Sources/Demolition/DemolitionViewModel.swift": "final class DemolitionViewModel { var stage = 0 }",
      "App/Sources/Samplerate/RateViewModel.swift": "final class RateViewModel { var hertz = 0 }",
      "App/fastlane/SnapshotHelper.swift": "final class SnapshotViewModel { var locale = \"\" }",
      "App/Snapshots/SnapshotHelper.swift": "final class SnapshotLocaleViewModel { var locale = \"\" }",
      "App/Snapshots/Snapshots.swift": """
        final class Snapshots: XCTestCase { func testVaults() { UserDefaults.standard.set(true, forKey: "isSnapshot") } }
        """,
      "App/Sources/Fastlanes/LaneViewModel.swift": "final class LaneViewModel { var lane = 0 }",
      "App/Pods/ImageViewer/GalleryViewController.swift": "final class GalleryViewController: UIViewController { var index = 0 }",
      "App/Vendor/Picker/PickerViewModel.swift": "final class PickerViewModel { var selection = 0 }",
      "App/Templates/Scene.xctemplate/___FILEBASENAME___ViewModel.swift": "final class ___VARIABLE_sceneName___ViewModel { var step = 0 }",
      "App/Sources/Scenes/__tests__/ScrollingTest.swift": "final class ScrollingViewController: UIViewController { var offset = 0 }",
      "App/Sources/Mocking/Emulator.swift": "final class EmulatorViewModel { var peripherals = 0 }",
      "App/Packages/Preferences/TestKit/UserDefaults+TestKit.swift": """
        extension UserDefaults { static func mock() -> UserDefaults { let d = UserDefaults.standard; d.set(1, forKey: "version"); return d } }
        final class PreferencesTestViewModel { var keys = 0 }
        """,
      "App/Sources/Docking/DockViewModel.swift": "final class DockViewModel { var slots = 0 }",
      "App/BuddyPreviewSupport/Sources/BuddyPreviewSupport/PreviewFeedViewModel.swift": "final class PreviewFeedViewModel { var posts = 0 }",
      "App/Sources/Preview Content/SampleBoard.swift": "final class BoardPreviewViewModel { var boards = 0 }",
      "App/Sources/LinkPreviews/LinkPreviewViewModel.swift": "final class LinkPreviewViewModel { var url = \"\" }",
      "App/Modules/Common/Mock/ScreenList.swift": "final class ScreenListViewModel { var screens: [String] = [] }",
      "App/Modules/Template/RoomsExample/RoomList/RoomListViewModel.swift": "final class RoomListViewModel { var rooms = 0 }",
      "App/Sources/Settings/SettingsExampleRow.swift": "final class SettingsViewModel { var isOn = false }",
      "App/Sources/Sensor/Transmitter+TestData.swift": """
        extension Transmitter { func testRange() { UserDefaults.standard.set(40, forKey: "lastGlucose") } }
        final class TestReadingsViewModel { var values: [Int] = [] }
        """,
      // A module of test doubles named as XCTest's (`XCTScheduleComponent`), a folder of spies or
      // test doubles, and spies and dummies wherever they are.
      "App/Packages/Components/Sources/XCTScheduleComponent/CapturingSchedule.swift": "final class CapturingScheduleViewModel { var days = 0 }",
      "App/Sources/Account/TestDoubles/Session.swift": "final class SessionViewModel { var token = \"\" }",
      "App/Sources/Account/Spies/Router.swift": "final class RouterSpyViewModel { var routes = 0 }",
      "App/Sources/Account/Doubles.swift": "final class AccountViewModelSpy { var calls = 0 }\nfinal class SpyGlassViewController: UIViewController { var zoom = 0 }",
      "App/Sources/XCTools/ToolsViewModel.swift": "final class ToolsViewModel { var tools = 0 }",
    ])
    #expect(fixture.screenNames == ["Demolition", "Dock", "Home", "Lane", "LinkPreview", "Rate", "Settings", "SpyGlass", "Tools"])
    #expect(fixture.report.sharedData.isEmpty)
  }

  /// `ProfileContentView`, what `ProfileView` shows inside its stack, is the same screen; a
  /// controller named so is a screen of its own.
  @Test func aScreensContentViewIsThatScreen() {
    let fixture = AuditFixture("""
      struct MoreView: View {
        @State private var path = NavigationPath()
        var body: some View { NavigationStack(path: $path) { MoreContentView(items: []) } }
      }
      private struct MoreContentView: View {
        let items: [String]
        var body: some View { List(items, id: \\.self) { Text($0) } }
      }
      struct RootView: View {
        var body: some View { TabView { MoreView() } }
      }
      final class ChatViewController: UIViewController {
        var chats: [String] = []
        func open() { navigationController?.pushViewController(ChatContentViewController(), animated: true) }
      }
      final class ChatContentViewController: UIViewController { var messages: [String] = [] }
      """)
    #expect(fixture.screenNames == ["Chat", "ChatContent", "More"])
  }

  /// A library's showcase app, kept in its package's folder beside its `Sources` with an entry
  /// point of its own, shows the library's parts: none of its screens is the app's. The app's own
  /// entry point, and a package the audit was started in, are the app.
  @Test func aLibrarysShowcaseAppIsNotTheApp() {
    let fixture = AuditFixture([
      "Repo/App/Sources/HomeView.swift": "struct HomeView: View { var body: some View { NavigationLink(\"Settings\") { SettingsView() } } }",
      "Repo/App/Sources/App.swift": "@main struct ChatApp: App { var body: some Scene { WindowGroup { HomeView() } } }",
      "Repo/Kit/Package.swift": "let package = Package(name: \"Kit\")",
      "Repo/Kit/Sources/Kit/Spacing.swift": "enum Spacing { static let small = 4 }",
      "Repo/Kit/Parts/Settings/Package.swift": "let package = Package(name: \"Settings\")",
      "Repo/Kit/Parts/Settings/Sources/Settings/SettingsView.swift": "struct SettingsView: View { @State var isOn = false; var body: some View { Text(\"\") } }",
      "Repo/Kit/Parts/Settings/Demo/SettingsDemoApp.swift": "@main struct SettingsDemoApp: App { var body: some Scene { WindowGroup { TogglesScreen() } } }",
      "Repo/Kit/Parts/Settings/Demo/TogglesScreen.swift": "struct TogglesScreen: View { var body: some View { Text(\"toggles\") } }",
      "Repo/design-kit/Package.swift": "let package = Package(name: \"DesignKit\")",
      "Repo/design-kit/Sources/DesignKit/BadgeView.swift": "struct BadgeView: View { var body: some View { Text(\"badge\") } }",
      "Repo/design-kit/Gallery/Sources/GalleryApp.swift": "@main struct GalleryApp: App { var body: some Scene { WindowGroup { ButtonsScreen() } } }",
      "Repo/design-kit/Gallery/Sources/ButtonsScreen.swift": "struct ButtonsScreen: View { var body: some View { Text(\"buttons\") } }",
    ])
    // The innermost package's showcase goes, not the outer package's folder that holds it.
    #expect(fixture.screenNames == ["Home", "Settings"], "\(fixture.screenNames)")
    let inPackage = AuditFixture([
      "Repo/Package.swift": "let package = Package(name: \"Chat\")",
      "Repo/Sources/Chat/Feed.swift": "struct FeedView: View { var body: some View { Text(\"feed\") } }",
      "Repo/App/ChatApp.swift": "@main struct ChatApp: App { var body: some Scene { WindowGroup { FeedView() } } }",
    ])
    #expect(inPackage.screenNames == ["Feed"])
    // A package whose only app is the one beside its `Sources`, below other files, is the app.
    let appShell = AuditFixture([
      "Repo/scripts/Generate.swift": "let arguments = CommandLine.arguments",
      "Repo/ios/Package.swift": "let package = Package(name: \"Chat\")",
      "Repo/ios/Sources/Chat/Feed.swift": "struct FeedView: View { @State var posts = 0; var body: some View { Text(\"feed\") } }",
      "Repo/ios/App/ChatApp.swift": "@main struct ChatApp: App { var body: some Scene { WindowGroup { FeedView() } } }",
    ])
    #expect(appShell.screenNames == ["Feed"])
    #expect(ShowcaseApps.hasEntryPoint(Array("@MainActor final class A {}\n@mainly".utf8)) == false)
    #expect(ShowcaseApps.hasEntryPoint(Array("@UIApplicationMain\nclass AppDelegate {}".utf8)))
  }

  /// A controller whose superclass is written through a typealias composition
  /// (`TrackedViewController = BaseViewController & Tracking`, or the framework's own controller
  /// with a protocol) is a controller as much as one written plainly.
  @Test func aSuperclassWrittenThroughATypealiasComposition() {
    let fixture = AuditFixture("""
      protocol Tracking { var screenName: String { get } }
      class BaseViewController: UIViewController {}
      typealias TrackedViewController = BaseViewController & Tracking
      typealias TrackedHostingController = Tracking & UIViewController
      typealias TrackedListController = Tracking & BaseViewController
      final class InboxViewController: TrackedViewController {
        var screenName: String { "inbox" }
        var messages: [String] = []
        func open() { navigationController?.pushViewController(MessageViewController(), animated: true) }
      }
      final class ArchiveViewController: TrackedListController {
        var screenName: String { "archive" }
        var items: [String] = []
      }
      struct ArchiveButton: View {
        var body: some View { Button("Archive") { UIApplication.shared.topController?.present(ArchiveViewController(), animated: true) } }
      }
      final class MessageViewController: TrackedHostingController {
        var screenName: String { "message" }
        var body = ""
      }
      """)
    #expect(fixture.screenNames.contains("Inbox"))
    #expect(fixture.screenNames.contains("Message"))
    #expect(fixture.edge("Inbox", "Message") != nil)
    #expect(fixture.screenNames.contains("Archive"))
  }

  /// `ProfileVM` is a view model of the Profile screen; `KVM` and `VM` are not view models.
  @Test func theShortFormOfAViewModelsName() {
    let fixture = AuditFixture("""
      final class ProfileVM: ObservableObject { @Published var name = "" }
      struct ProfileView: View { @StateObject var model = ProfileVM(); var body: some View { Text(model.name) } }
      struct SettingsView: View { var body: some View { NavigationLink("Profile") { ProfileView() } } }
      final class KVM { var cores = 0 }
      final class VM { var memory = 0 }
      """)
    #expect(fixture.screenNames == ["Profile"])
    #expect(fixture.report.screens.first?.types == ["ProfileVM", "ProfileView"])
    #expect(ScreenNames.base(of: "ProfileVM") == "Profile")
    #expect(ScreenNames.base(of: "KVM") == "KVM")
  }

  /// `InsuranceLoginVC`, the short form of a controller's name, is one screen with
  /// `InsuranceLoginViewModel`: the model's writes are the controller's screen's, so it is no
  /// leaf; `SVC`, an acronym, keeps its name.
  @Test func theShortFormOfAControllersName() {
    let fixture = AuditFixture("""
      final class Session { static let shared = Session(); var token = "" }
      final class InsuranceLoginViewModel { func save(_ token: String) { Session.shared.token = token } }
      final class InsuranceLoginVC: UIViewController {
        let viewModel = InsuranceLoginViewModel()
        func done() { viewModel.save("t") }
      }
      final class HomeVC: UIViewController {
        func open() { present(InsuranceLoginVC(), animated: true) }
      }
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = HomeVC() }
      }
      """)
    #expect(fixture.screenNames == ["Home", "InsuranceLogin"])
    #expect(fixture.screen("InsuranceLogin")?.types == ["InsuranceLoginVC", "InsuranceLoginViewModel"])
    #expect(fixture.leaves.isEmpty, "\(fixture.leaves)")
    #expect(ScreenNames.base(of: "SVC") == "SVC")
  }

  @Test func aViewModelNamedForAPartIsThePartsModel() {
    let fixture = AuditFixture("""
      final class RevenueReportCardViewModel { var total = 0 }
      final class OrderRowViewModel { var title = "" }
      final class StorePinAnnotationViewModel { var coordinate = 0 }
      final class CardExpiryTextFieldViewModel { var text = "" }
      final class AnalyticsHubViewModel {
        var revenue: RevenueReportCardViewModel { RevenueReportCardViewModel() }
      }
      """)
    #expect(fixture.screenNames == ["AnalyticsHub"])
  }

  /// An alert, a toast, a HUD or a popup is shown over a screen, not a screen a user is taken
  /// to, even when presented; the screen that shows one does not navigate by it.
  @Test func anAlertOrAToastIsNoScreenEvenWhenShown() {
    let fixture = AuditFixture("""
      final class ConfirmAlertViewController: UIViewController { var message = "" }
      final class WarningPopupViewController: UIViewController { var message = "" }
      final class DashboardViewController: UIViewController {
        var isOn = false
        func warn() { present(WarningPopupViewController(), animated: true) }
      }
      final class SavedToastViewModel: ObservableObject { @Published var text = "" }
      struct SavedToast: View { @StateObject var model = SavedToastViewModel(); var body: some View { Text(model.text) } }
      final class SettingsViewController: UIViewController {
        var isOn = false
        func reset() { present(ConfirmAlertViewController(), animated: true) }
      }
      struct ProfileView: View {
        @State var saved = false
        var body: some View { Text("Profile").sheet(isPresented: $saved) { SavedToast() } }
      }
      struct RootView: View {
        var body: some View { NavigationLink("Profile") { ProfileView() } }
      }
      final class ClearCacheAlertModel: ObservableObject { func confirm() { UserDefaults.standard.set(true, forKey: "cleared") } }
      struct ClearCacheAlert: View {
        @StateObject var model = ClearCacheAlertModel()
        var body: some View { Button("Clear") { model.confirm() } }
      }
      struct StorageView: View {
        @State var asking = false
        var body: some View { Text("Storage").sheet(isPresented: $asking) { ClearCacheAlert() } }
      }
      struct HomeView: View {
        var body: some View { NavigationLink("Storage") { StorageView() } }
      }
      final class PriceAlertViewController: UIViewController { var threshold = 0 }
      final class MarketViewController: UIViewController {
        var coin = ""
        func addAlert() { navigationController?.pushViewController(PriceAlertViewController(), animated: true) }
      }
      """)
    // Pushed, a screen named for an alert is a screen a user is taken to.
    #expect(fixture.screenNames == ["Dashboard", "Market", "PriceAlert", "Profile", "Settings", "Storage"])
    // What an alert's model writes, the screen that shows it writes.
    #expect(fixture.leaves == ["Dashboard", "PriceAlert", "Profile", "Settings"])
  }

  /// A model only a cell makes is the cell's, whatever its name; one a controller also makes
  /// for a screen is not.
  @Test func aViewModelOnlyCellsMakeIsACellsModel() {
    let fixture = AuditFixture("""
      final class AttachmentFieldViewModel { var title = "" }
      final class ReactionsViewModel { var count = 0 }
      final class MessageCell: UICollectionViewCell {
        func configure(_ field: String) {
          fieldView.viewModel = AttachmentFieldViewModel()
          reactionsView.viewModel = ReactionsViewModel()
        }
      }
      final class ChatViewController: UIViewController {
        var messages: [String] = []
        func showReactions() { present(ReactionsViewController(viewModel: ReactionsViewModel()), animated: true) }
      }
      final class ReactionsViewController: UIViewController {
        let viewModel: ReactionsViewModel
        init(viewModel: ReactionsViewModel) { self.viewModel = viewModel }
      }
      """)
    #expect(fixture.screenNames == ["Chat", "Reactions"])
  }

  /// A view three screens put in their own bodies is a component, even where another screen's
  /// navigation stack shows it as its content; a data layer's change verb is a write.
  @Test func aViewManyScreensPutInTheirBodiesIsAComponent() {
    let fixture = AuditFixture("""
      struct RetryableErrorView: View { let error: Error; var body: some View { Text(error.localizedDescription) } }
      struct SettingsView: View {
        var body: some View {
          List {
            NavigationLink("Logs") { LogsView() }
            NavigationLink("Trash") { TrashView() }
            NavigationLink("Passwords") { PasswordsView() }
            NavigationLink("Aliases") { AliasesView() }
          }
        }
      }
      struct LogsView: View {
        @StateObject var viewModel = LogsViewModel()
        var body: some View {
          NavigationStack {
            switch viewModel.state {
            case .loaded(let lines): List(lines) { Text($0) }
            case .error(let error): RetryableErrorView(error: error)
            }
          }
        }
      }
      struct TrashView: View {
        @StateObject var viewModel = TrashViewModel()
        var body: some View { if let error = viewModel.error { RetryableErrorView(error: error) } else { Text("Trash") } }
      }
      struct PasswordsView: View {
        @StateObject var viewModel = PasswordsViewModel()
        var body: some View { if let error = viewModel.error { RetryableErrorView(error: error) } else { Text("Passwords") } }
      }
      struct AliasesView: View {
        @StateObject var viewModel = AliasesViewModel()
        var body: some View { if let error = viewModel.error { RetryableErrorView(error: error) } else { Text("Aliases") } }
      }
      final class LogsViewModel: ObservableObject { @Published var state = LogsState.loaded([]) }
      final class TrashViewModel: ObservableObject {
        @Published var error: Error?
        private let repository: ItemRepository
        init(repository: ItemRepository) { self.repository = repository }
        func empty() { Task { try await repository.trashItems([]) } }
      }
      final class PasswordsViewModel: ObservableObject { @Published var error: Error? }
      final class AliasesViewModel: ObservableObject { @Published var error: Error? }
      final class ItemRepository { func trashItems(_ items: [String]) async throws {} }
      """)
    #expect(fixture.screenNames == ["Aliases", "Logs", "Passwords", "Trash"])
    #expect(fixture.edges.isEmpty)
    #expect(fixture.leaves == ["Aliases", "Logs", "Passwords"])
  }

  /// A view model a dependency container hands a view (`@InjectedObject`) is that view's; an
  /// observable manager it hands in is the app's.
  @Test func aViewModelFromADependencyContainerIsItsViewsModel() {
    let fixture = AuditFixture("""
      extension Container {
        var dashboardViewModel: Factory<DashboardViewModel> { self { DashboardViewModel() } }
        var sessionManager: Factory<SessionManager> { self { SessionManager() } }
      }
      final class DashboardViewModel: ObservableObject { @Published var cards: [String] = [] }
      final class SessionManager: ObservableObject { @Published var user = "" }
      struct HomeView: View {
        @InjectedObject(\\.dashboardViewModel) var viewModel: DashboardViewModel
        @InjectedObject(\\.sessionManager) var session: SessionManager
        var body: some View { Text(session.user) }
      }
      struct RootView: View {
        @State private var showsHome = false
        var body: some View { Button("Home") { showsHome = true }.sheet(isPresented: $showsHome) { HomeView() } }
      }
      """)
    #expect(fixture.screenNames == ["Home"])
    #expect(fixture.report.screens.first?.types == ["DashboardViewModel", "HomeView"])
  }

  @Test func aBaseClassNothingMakesIsItsSubclassesCode() {
    let fixture = AuditFixture("""
      class PasscodeViewController: UIViewController { var digits = "" }
      final class CreatePasscodeViewController: PasscodeViewController {}
      final class EnterPasscodeViewController: PasscodeViewController {}
      class ListViewController<Row>: UIViewController { var rows: [Row] = [] }
      final class TagsViewController: ListViewController<String> {}
      class ZoomableCollectionViewController: UIViewController { var scale = 1.0 }
      final class WebtoonReaderViewController: ZoomableCollectionViewController {}
      class PagedReaderViewController: UIViewController { var page = 0 }
      final class VerticalReaderViewController: PagedReaderViewController {}
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func lock() { present(CreatePasscodeViewController(), animated: true) }
        func read() { present(WebtoonReaderViewController(), animated: true) }
        func page() { present(PagedReaderViewController(), animated: true) }
      }
      """)
    // One subclass is enough when nothing makes the base; one that is shown is a screen.
    #expect(fixture.screenNames == ["CreatePasscode", "EnterPasscode", "PagedReader", "Settings", "Tags", "VerticalReader", "WebtoonReader"])
  }

  /// A list model every list screen subclasses, and a hosting controller that themes whatever
  /// view it is given (made in several places), are code the screens share: the screens are the
  /// subclasses and the views.
  @Test func aGenericBaseModelAndAThemingHostAreNoScreens() {
    let fixture = AuditFixture("""
      class ListViewModel<Model: Hashable>: ObservableObject { @Published var items: [Model] = [] }
      final class BookmarksViewModel: ListViewModel<String> {}
      class ThemedHostingController<Content>: UIHostingController<Content> where Content: View {
        var theme = 0
      }
      struct BookmarksView: View {
        @StateObject var model = BookmarksViewModel()
        var body: some View { Text("") }
      }
      struct AboutView: View { var body: some View { Text("") } }
      struct LoginView: View { var body: some View { Text("") } }
      final class LoginHostingController<Content>: UIHostingController<Content> where Content: View { var email = "" }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func login() { let view = LoginView(); present(LoginHostingController(rootView: view), animated: true) }
        func about() { navigationController?.pushViewController(ThemedHostingController(rootView: AboutView()), animated: true) }
        func bookmarks() { present(ThemedHostingController(rootView: BookmarksView()), animated: true) }
      }
      """)
    // A wrapper made in one place, for one view, is that screen's.
    #expect(fixture.screenNames == ["About", "Bookmarks", "Login", "Settings"])
    #expect(fixture.edge("Settings", "About") != nil)
    #expect(fixture.edge("Settings", "Bookmarks") != nil)
    #expect(fixture.edge("Settings", "Login") != nil)
  }

  /// Made in two places of one method (a coordinator's switch over its routes), the wrapper
  /// still wraps two screens.
  @Test func aWrapperMadeTwiceInOneMethodShowsBothViews() {
    let fixture = AuditFixture("""
      final class ThemedHostingController<Content: View>: UIHostingController<Content> {}
      struct AboutView: View { var body: some View { Text("") } }
      struct HelpView: View { var body: some View { Text("") } }
      enum Route { case about, help }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func show(_ route: Route) {
          switch route {
          case .about: present(ThemedHostingController(rootView: AboutView()), animated: true)
          case .help: present(ThemedHostingController(rootView: HelpView()), animated: true)
          }
        }
      }
      """)
    #expect(fixture.screenNames == ["About", "Help", "Settings"])
  }

  @Test func aParameterConstrainedToAViewModelProtocolIsNoWrappedView() {
    #expect(TypeRoles.constrainsToView("<Content> where Content: View"))
    #expect(TypeRoles.constrainsToView("<C:SwiftUI.View, D: Equatable>"))
    #expect(!TypeRoles.constrainsToView("<VM: ViewModeling>"))
    #expect(!TypeRoles.constrainsToView("<Item: Hashable>"))
    #expect(TypeRoles.constrainsToView("<Top: UIViewController, Bottom: UIViewController>"))
    #expect(TypeRoles.constrainsToView("<Content> where Content: AppKit.NSViewController"))
    #expect(!TypeRoles.constrainsToView("<Item: UIViewControllerTransitioningDelegate>"))
    #expect(TypeRoles.constrainsToView("<Content: RoutedView>", standIns: ["RoutedView"]))
    #expect(!TypeRoles.constrainsToView("<Content: RoutedViewModel>", standIns: ["RoutedView"]))
  }

  /// A hosting controller generic over the app's own name for a view (`typealias RoutedView =
  /// RouteHandling & View`, `protocol SheetContent: View`) wraps every view it is handed: the
  /// views are the screens, not the wrapper.
  @Test func aWrapperGenericOverTheAppsNameForAViewIsNoScreen() {
    let fixture = AuditFixture("""
      protocol RouteHandling {}
      typealias RoutedView = RouteHandling & View
      protocol SheetContent: View {}
      final class RoutedHostingController<Content: RoutedView>: UIHostingController<Content> {}
      final class SheetHostingController<Content: SheetContent>: UIHostingController<Content> {}
      struct AboutView: RoutedView { var body: some View { Text("") } }
      struct LicensesView: RoutedView { var body: some View { Text("") } }
      struct HelpView: SheetContent { var body: some View { Text("") } }
      struct FeedbackView: SheetContent { var body: some View { Text("") } }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func about() { navigationController?.pushViewController(RoutedHostingController(rootView: AboutView()), animated: true) }
        func licenses() { navigationController?.pushViewController(RoutedHostingController(rootView: LicensesView()), animated: true) }
        func help() { present(SheetHostingController(rootView: HelpView()), animated: true) }
        func feedback() { present(SheetHostingController(rootView: FeedbackView()), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["About", "Feedback", "Help", "Licenses", "Settings"])
  }

  @Test func theControllerARepresentableReturnsIsTheViews() {
    let fixture = AuditFixture("""
      final class ScannerViewController: UIViewController { var codes: [String] = [] }
      struct ScannerView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
        func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
      }
      """)
    #expect(fixture.screenNames.isEmpty)
  }

  /// A view model beside a SwiftUI view that only other views embed is that part's model, even
  /// when the view holds it by a generic parameter; beside a view that a controller or a builder
  /// makes, it may be a hosted screen, and stays one.
  @Test func aViewModelBesideAnEmbeddedViewIsThePartsModel() {
    let fixture = AuditFixture("""
      protocol StorageGaugeViewModelProtocol: ObservableObject { var used: Double { get } }
      final class StorageGaugeViewModel: StorageGaugeViewModelProtocol { @Published var used = 0.0 }
      struct StorageGaugeView<ViewModel: StorageGaugeViewModelProtocol>: View {
        @ObservedObject var viewModel: ViewModel
        var body: some View { Text(String(viewModel.used)) }
      }
      final class GalleryViewModel: ObservableObject { @Published var photos: [String] = [] }
      struct GalleryScreen: View {
        @StateObject var viewModel = GalleryViewModel()
        var body: some View { VStack { StorageGaugeView(viewModel: StorageGaugeViewModel()) } }
      }
      protocol ExportViewModelProtocol: ObservableObject { var format: String { get } }
      final class ExportViewModel: ExportViewModelProtocol { @Published var format = "" }
      struct ExportView<ViewModel: ExportViewModelProtocol>: View {
        @ObservedObject var viewModel: ViewModel
        var body: some View { Text(viewModel.format) }
      }
      final class ExportFactory: ObservableObject {
        func makeExportView() -> some View { ExportView(viewModel: ExportViewModel()) }
      }
      """)
    #expect(fixture.screenNames == ["Export", "Gallery"])
  }

  /// A builder that returns a hosting controller shows its root view as a screen of its own; so
  /// does the app's own hosting controller subclass, pushed; a hosting view, a child controller
  /// and a window's overlay do not.
  @Test func aHostingControllersRootViewIsAScreenWhereverItGoes() {
    let fixture = AuditFixture("""
      final class AppHostingController<Content: View>: UIHostingController<Content> {}
      final class ViewControllerBuilder {
        func settings(viewModel: SettingsViewModel) -> UIViewController {
          let view = SettingsView(viewModel: viewModel)
          let controller = AppHostingController(rootView: view)
          controller.title = "Settings"
          return controller
        }
        func badge() -> NSView { NSHostingView(rootView: BadgeView()) }
      }
      final class LoginCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let controller = AppHostingController(rootView: LoginView())
          navigationController.pushViewController(controller, animated: true)
        }
      }
      final class HeaderContainerViewController: UIViewController {
        func embed() -> UIViewController {
          let host = UIHostingController(rootView: HeaderView())
          addChild(host)
          return host
        }
      }
      final class ToastCenter {
        var window: UIWindow? { didSet { window?.rootViewController = UIHostingController(rootView: ToastView()) } }
        func showToast(completion: @escaping () -> Void) { window?.rootViewController = UIHostingController(rootView: ToastView()) }
      }
      final class SettingsViewModel: ObservableObject { @Published var theme = "" }
      struct SettingsView: View { @ObservedObject var viewModel: SettingsViewModel; var body: some View { Text("") } }
      struct LoginView: View { var body: some View { Text("") } }
      struct BadgeView: View { var body: some View { Text("") } }
      struct HeaderView: View { var body: some View { Text("") } }
      struct ToastView: View { var body: some View { Text("") } }
      """)
    #expect(fixture.screenNames == ["Login", "Settings"])
  }

  /// A custom link handed its `destination:`, a custom sheet named for a detent, and a SwiftUI
  /// coordinator view that shows `FiltersView`: each shows a screen, and the coordinator view is
  /// that screen's.
  @Test func customLinksDetentsAndCoordinatorViews() {
    let fixture = AuditFixture("""
      struct LazyNavigationLink<Destination: View, Label: View>: View {
        let destination: Destination
        @ViewBuilder let label: () -> Label
        var body: some View { NavigationLink(destination: destination, label: label) }
      }
      struct OrdersScreen: View {
        @State var openChat: String?
        var body: some View {
          List { LazyNavigationLink(destination: OrderDetailView(id: 1)) { Text("Order") } }
            .detent(item: $openChat) { _ in ChatView() }
        }
      }
      struct OrderDetailView: View { let id: Int; var body: some View { Text("") } }
      struct ChatView: View { var body: some View { Text("") } }
      final class FiltersViewModel: ObservableObject { @Published var selected: [String] = [] }
      struct FiltersView: View { @ObservedObject var model: FiltersViewModel; var body: some View { Text("") } }
      struct FiltersCoordinatorView: View {
        @StateObject var model = FiltersViewModel()
        var body: some View { FiltersView(model: model) }
      }
      struct ShopScreen: View {
        @State var filtering = false
        var body: some View { Text("").sheet(isPresented: $filtering) { FiltersCoordinatorView() } }
      }
      """)
    #expect(fixture.screenNames == ["Chat", "Filters", "OrderDetail", "Orders", "Shop"])
    #expect(fixture.screen("Filters")?.types == ["FiltersCoordinatorView", "FiltersView", "FiltersViewModel"])
    #expect(fixture.edge("Orders", "OrderDetail") != nil && fixture.edge("Orders", "Chat") != nil)
  }

  /// A controller handed to `addChild`, to the app's own `add(_:to:)` helper or to a search
  /// controller as its results is part of the controller that embeds it, unless something shows it.
  @Test func aChildControllerHandedToAnEmbeddingCallIsAPart() {
    let fixture = AuditFixture("""
      final class PlayerViewController: UIViewController { var url: URL? }
      final class UserResultsViewController: UITableViewController { var users: [String] = [] }
      final class StatsViewController: UIViewController { var totals: [Int] = [] }
      final class TagResultsViewController: UITableViewController { var tags: [String] = [] }
      final class IntroViewController: UIViewController { var page = 0 }
      final class PreviewViewController: UIViewController {
        var pages = PageQueue()
        var index = 0
        func showVideo(_ url: URL) {
          let player = PlayerViewController()
          add(player, to: view)
        }
        func showStats() { addChild(StatsViewController()) }
        func setUpSearch() {
          let results = UserResultsViewController()
          let search = UISearchController(searchResultsController: results)
          navigationItem.searchController = search
        }
        func setUpTagSearch() { navigationItem.searchController = UISearchController(searchResultsController: TagResultsViewController()) }
        func queue() { pages.add(IntroViewController()) }
      }
      final class DashboardViewController: UIViewController {
        var range = 0
        func openStats() { present(StatsViewController(), animated: true) }
      }
      """)
    // `pages.add(…)` names no view to add it to: no embedding.
    #expect(fixture.screenNames == ["Dashboard", "Intro", "Preview", "Stats"])
  }

  /// A scene delegate hosts its window's root view, kept in a local and handed with its
  /// environment (`UIHostingController(rootView: contentView.environmentObject(user))`): the
  /// app's root, whose modes are screens, and whose own navigation is the app's first.
  @Test func theRootViewASceneDelegateHostsWithItsEnvironment() {
    let fixture = AuditFixture("""
      @UIApplicationMain final class AppDelegate: UIResponder, UIApplicationDelegate {}
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          let contentView = ContentView()
          let user = UserStore()
          if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView.environmentObject(user).environmentObject(OrderStore()))
            self.window = window
          }
        }
        // Another window, over the app in the app switcher: no screen.
        func sceneWillResignActive(_ scene: UIScene) {
          let cover = UIWindow(windowScene: scene as! UIWindowScene)
          cover.rootViewController = UIHostingController(rootView: PrivacyCoverView())
        }
      }
      struct PrivacyCoverView: View { @State var blur = 10.0; var body: some View { Text("") } }
      final class UserStore: ObservableObject { @Published var name = "" }
      final class OrderStore: ObservableObject { @Published var items: [Int] = [] }
      struct ContentView: View {
        @State var loggedIn = false
        var body: some View { if loggedIn { HomeView() } else { WelcomeView() } }
      }
      struct HomeView: View { @State var tab = 0; var body: some View { Text("") } }
      struct WelcomeView: View { @State var page = 0; var body: some View { Text("") } }
      """)
    #expect(fixture.screenNames == ["Content", "Home", "Welcome"], "\(fixture.screenNames)")
  }

  /// `if isShowSettings { SettingsPanel(isShowSettings: $isShowSettings) }`: a view handed the
  /// flag that shows it, to close itself, is presented by that flag, and navigates on its own;
  /// a control shown while the flag is off, or handed some other state, stays a part, and so does
  /// a banner that hides itself (`TestFlightBannerView(isBeingShown: $showBanner)`).
  @Test func aViewHandedTheFlagThatShowsItIsAScreen() {
    let fixture = AuditFixture("""
      struct MainView: View {
        @State var isShowSettings = false
        @State var isShowingOptions = false
        @State var isEditing = false
        @State var isShowingFilters = false
        @State var displayMode = 0
        @State var name = ""
        @State var showBanner = true
        @StateObject var model = MainModel()
        var body: some View {
          ZStack {
            Button("Settings") { isShowSettings = true }
            if isShowSettings {
              SettingsPanel(isShowSettings: $isShowSettings)
                .transition(.move(edge: .trailing))
            }
            if !isShowingOptions { OptionsButton(isShowingOptions: $isShowingOptions) }
            if isShowingFilters == false { FiltersButton(isShowingFilters: $isShowingFilters) }
            if isEditing { NameField(text: $name, isEditing: $isEditing) }
            if displayMode == 1 { ModeBar(displayMode: $displayMode) }
            if model.showsHelp { HelpPanel(showsHelp: $model.showsHelp) }
            if showBanner { TestFlightBannerView(isBeingShown: $showBanner) }
          }
        }
      }
      struct SettingsPanel: View {
        @Binding var isShowSettings: Bool
        var body: some View { NavigationLink("Advanced") { AdvancedSettingsPanel() } }
      }
      struct AdvancedSettingsPanel: View { @State var level = 0; var body: some View { Text("\\(level)") } }
      struct OptionsButton: View { @Binding var isShowingOptions: Bool; var body: some View { Text("") } }
      struct NameField: View { @Binding var text: String; @Binding var isEditing: Bool; var body: some View { Text(text) } }
      struct FiltersButton: View { @Binding var isShowingFilters: Bool; var body: some View { Text("") } }
      struct ModeBar: View { @Binding var displayMode: Int; var body: some View { Text("") } }
      final class MainModel: ObservableObject { @Published var showsHelp = false }
      struct HelpPanel: View { @Binding var showsHelp: Bool; @State var page = 0; var body: some View { Text("") } }
      struct TestFlightBannerView: View { @Binding var isBeingShown: Bool; @State var expanded = false; var body: some View { Text("") } }
      @main struct NotesApp: App { var body: some Scene { WindowGroup { MainView() } } }
      """)
    #expect(fixture.screenNames.contains("SettingsPanel"))
    #expect(fixture.edge("SettingsPanel", "AdvancedSettingsPanel") != nil)
    #expect(fixture.screenNames.contains("HelpPanel"))
    for part in ["OptionsButton", "FiltersButton", "NameField", "ModeBar", "TestFlightBanner"] { #expect(!fixture.screenNames.contains(part)) }
  }

  /// `if showReportDialog { ReportDialogView(isPresented: $showReportDialog) }`: where the flag
  /// says it shows a dialog, an alert, a picker or a popup, the view laid over the screen is the
  /// app's own alert, no screen and no navigation; a flag named for anything else, or a view that
  /// keeps a view model of its own, still presents.
  @Test func aViewAFlagNamedForADialogLaysOverTheScreenIsNoScreen() {
    let fixture = AuditFixture("""
      struct PollView: View {
        @State var showReportDialog = false
        @State var isShowingTimePicker = false
        @State var showVoters = false
        @State var showPlacePicker = false
        @State var reason = ""
        var body: some View {
          ZStack {
            Button("Report") { showReportDialog = true }
            if showReportDialog { ReportDialogView(isPresented: $showReportDialog, reason: $reason) }
            if isShowingTimePicker { TimeWheel(isShowingTimePicker: $isShowingTimePicker) }
            if showVoters { VotersView(isPresented: $showVoters) }
            if showPlacePicker { PlacePickerView(isPresented: $showPlacePicker) }
          }
        }
      }
      struct ReportDialogView: View { @Binding var isPresented: Bool; @Binding var reason: String; var body: some View { Text(reason) } }
      struct TimeWheel: View { @Binding var isShowingTimePicker: Bool; @State var hour = 0; var body: some View { Text("") } }
      struct VotersView: View { @Binding var isPresented: Bool; @State var page = 0; var body: some View { Text("") } }
      @Observable final class PlacePickerViewModel { var query = "" }
      struct PlacePickerView: View {
        @Binding var isPresented: Bool
        @State var viewModel = PlacePickerViewModel()
        var body: some View { Text(viewModel.query) }
      }
      @main struct PollApp: App { var body: some Scene { WindowGroup { PollView() } } }
      """)
    #expect(!fixture.screenNames.contains("ReportDialog"), "\(fixture.screenNames)")
    #expect(!fixture.screenNames.contains("TimeWheel"), "\(fixture.screenNames)")
    #expect(fixture.edge("Poll", "Voters") != nil, "\(fixture.edges)")
    // A picker that keeps a view model of its own does a screen's work.
    #expect(fixture.edge("Poll", "PlacePicker") != nil, "\(fixture.edges)")
    #expect(fixture.edges.count == 2, "\(fixture.edges)")
  }

  /// The controllers a page controller makes are its pages: the page controller something pushes
  /// is the screen, and a page no one else shows is not.
  @Test func aPageControllersPagesAreItsParts() {
    let fixture = AuditFixture("""
      final class WordsPageViewController: UIPageViewController {
        var words: [String] = []
        private lazy var pages = words.map { WordListViewController.instantiate(word: $0) }
        override func viewDidLoad() { setViewControllers([pages[0]], direction: .forward, animated: false) }
      }
      final class WordListViewController: UIViewController {
        var word = ""
        static func instantiate(word: String) -> WordListViewController { WordListViewController() }
      }
      final class BackupViewController: UIViewController {
        var isConfirmed = false
        @objc func next() { navigationController?.pushViewController(WordsPageViewController(), animated: true) }
        @objc func tour() { present(TourPageViewController(), animated: true) }
      }
      final class TourPageViewController: UIPageViewController {
        override func viewDidLoad() { setViewControllers([SlideViewController()], direction: .forward, animated: false) }
      }
      final class SlideViewController: UIViewController { var index = 0 }
      struct HomeView: View { var body: some View { VStack { CarouselView() } } }
      struct CarouselView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> CarouselPageViewController { CarouselPageViewController() }
        func updateUIViewController(_ controller: CarouselPageViewController, context: Context) {}
      }
      final class CarouselPageViewController: UIPageViewController {}
      """)
    #expect(fixture.screenNames == ["Backup", "TourPage", "WordsPage"])
    #expect(fixture.edge("Backup", "WordsPage")?.kind == .pushes)
  }

  /// A view model its coordinator keeps and hands to the controllers it shows is the model of
  /// that flow, which those screens share; neither the model nor the coordinator is a screen.
  @Test func aCoordinatorsFlowModelHandedToItsScreensIsNoScreen() {
    let fixture = AuditFixture("""
      final class AuthenticationViewModel: NSObject {
        @objc dynamic var isLocked = true
      }
      final class AuthenticationCoordinator {
        let authenticationViewModel = AuthenticationViewModel()
        weak var window: UIWindow?
        func start() { window?.rootViewController = PinViewController.instantiate(authenticationViewModel: authenticationViewModel) }
        func lock() { window?.rootViewController = TimeLockedViewController(authenticationViewModel: authenticationViewModel) }
      }
      final class PinViewController: UIViewController {
        private var authenticationViewModel: AuthenticationViewModel?
        static func instantiate(authenticationViewModel: AuthenticationViewModel) -> PinViewController { PinViewController() }
      }
      final class TimeLockedViewController: UIViewController {
        private let authenticationViewModel: AuthenticationViewModel
        init(authenticationViewModel: AuthenticationViewModel) { self.authenticationViewModel = authenticationViewModel; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.screenNames == ["Pin", "TimeLocked"])
  }

  /// A Today widget's or a notification content extension's controller runs outside the app:
  /// none of its screens.
  @Test func anAppExtensionsControllerIsNoScreen() {
    let fixture = AuditFixture("""
      final class TodayViewController: UIViewController, NCWidgetProviding {
        var balance = 0
        func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {}
      }
      final class NotificationViewController: UIViewController, UNNotificationContentExtension {
        var message = ""
        func didReceive(_ notification: UNNotification) {}
      }
      final class WalletViewController: UIViewController { var balance = 0 }
      """)
    #expect(fixture.screenNames == ["Wallet"])
  }

  /// A generic controller of the app's specialised under a screen's name by a typealias makes
  /// that screen where the alias is constructed; an alias of the platform's hosting controller,
  /// whose root view is made where it is, adds no screen.
  @Test func aTypealiasSpecialisingAnAppsGenericControllerIsThatScreensController() {
    let fixture = AuditFixture("""
      class HostingViewModelController<Content: ViewModelView>: NSHostingController<Content> {
        init(viewModel: Content.ViewModel) { super.init(rootView: Content(viewModel: viewModel)) }
      }
      protocol ViewModelView: View { associatedtype ViewModel; init(viewModel: ViewModel) }
      typealias EventEditorViewController = HostingViewModelController<EventEditorView>
      extension LogoViewController { func applyTint() { view.tintColor = .red } }
      typealias LogoViewController = UIHostingController<LogoView>
      typealias SettingsViewModel = CurrentValueSubject<SettingsState, Never>
      struct EventEditorView: ViewModelView {
        let viewModel: EventEditorViewModel
        var body: some View { Text("") }
      }
      final class EventEditorViewModel { var title = "" }
      struct LogoView: View { var body: some View { Text("") } }
      final class MainViewController: NSViewController {
        var events: [String] = []
        @objc func newEvent() { presentAsModalWindow(EventEditorViewController(viewModel: EventEditorViewModel())) }
        override func viewDidLoad() { navigationItem.titleView = LogoViewController(rootView: LogoView()).view }
      }
      """)
    #expect(fixture.edge("Main", "EventEditor")?.kind == .presents)
    #expect(fixture.screen("EventEditor")?.types.contains("EventEditorViewController") == true)
    #expect(fixture.screen("Logo") == nil)
    #expect(fixture.screen("Settings") == nil)
  }

  /// A watch app (or an app extension) that declares a type of a name the app declares too is
  /// another target: its types are kept apart, named with its folder, and each name means its
  /// own target's type. Two of the app's own folders declaring one name are left as one.
  @Test func aWatchAppsSameNamedTypesAreItsOwnScreens() {
    let fixture = AuditFixture([
      "Player/Player/App.swift": """
        @main struct PlayerApp: App { var body: some Scene { WindowGroup { ItemListView() } } }
        """,
      "Player/Player/Library/ItemListView.swift": """
        struct ItemListView: View {
          @State private var items: [String] = []
          var body: some View { NavigationLink("Play") { PlayerView() } }
        }
        """,
      "Player/Player/Player/PlayerView.swift": """
        struct PlayerView: View { @State private var isPlaying = false; var body: some View { Text("") } }
        """,
      "Player/Player/Legacy/PlayerView.swift": """
        struct PlayerView: View { var body: some View { Text("old") } }
        """,
      "Player/PlayerWatch/WatchApp.swift": """
        @main struct WatchApp: App { var body: some Scene { WindowGroup { ItemListView() } } }
        """,
      "Player/PlayerWatch/ItemListView.swift": """
        struct ItemListView: View {
          @State private var items: [String] = []
          var body: some View { NavigationLink("Now") { NowPlayingView() } }
        }
        struct NowPlayingView: View { var body: some View { Text("") } }
        """,
    ])
    #expect(fixture.screenNames == ["ItemList", "ItemList (PlayerWatch)", "NowPlaying (PlayerWatch)", "Player"])
    #expect(fixture.edge("ItemList", "Player") != nil)
    #expect(fixture.edge("ItemList (PlayerWatch)", "NowPlaying (PlayerWatch)") != nil)
    #expect(fixture.edge("ItemList", "NowPlaying (PlayerWatch)") == nil)
  }

  /// An alert's controller stays an alert when its name is kept apart by its platform
  /// (`SubuserAlert (ios)`), and a subclass of an alert's controller is one too.
  @Test func alertsKeptApartByPlatformAndAlertSubclassesAreNoScreens() {
    let fixture = AuditFixture([
      "VPN/apps/ios/App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { func start() { window?.rootViewController = HomeViewController() } }",
      "VPN/apps/ios/App/HomeViewController.swift": """
        final class HomeViewController: UIViewController {
          var isOn = false
          func warn() { present(SubuserAlertViewController(), animated: true) }
        }
        final class SubuserAlertViewController: UIViewController { var text = "" }
        """,
      "VPN/apps/macos/App/AppDelegate.swift": "@main final class AppDelegate: NSObject, NSApplicationDelegate { func start() { window.contentViewController = HomeViewController() } }",
      "VPN/apps/macos/App/HomeViewController.swift": """
        final class HomeViewController: NSViewController {
          var isOn = false
          func warn() { presentAsModalWindow(SubuserAlertViewController()) }
          func deprecated() { presentAsModalWindow(ProtocolDeprecatedViewController()) }
        }
        final class SubuserAlertViewController: NSViewController { var text = "" }
        class WarningPopupViewController: NSViewController { var message = "" }
        final class ProtocolDeprecatedViewController: WarningPopupViewController {
          override func viewDidLoad() { super.viewDidLoad() }
        }
        """,
    ])
    #expect(fixture.screenNames == ["Home", "Home (macos)"])
  }

  /// Tuist's projects are modules too (a folder holding a `Project.swift`): two features' twins
  /// (`HomeViewController` of the home feature and of a shop feature's leftover sample flow)
  /// are two screens, and each navigates to its own module's pages.
  @Test func tuistProjectsKeepTheirSameNamedTypesApart() {
    let fixture = AuditFixture([
      "Projects/Features/HomeFeature/Project.swift": "let project = Project(name: \"HomeFeature\")",
      "Projects/Features/HomeFeature/Sources/HomeViewController.swift": """
        final class HomeViewController: UIViewController {
          var streak = 0
          func open() { navigationController?.pushViewController(RoutineViewController(), animated: true) }
        }
        """,
      "Projects/Features/HomeFeature/Sources/RoutineViewController.swift": "final class RoutineViewController: UIViewController { var steps = 0 }",
      "Projects/Features/HomeFeature/Sources/Helpers/Spacing.swift": "enum Spacing { static let small = 4 }",
      "Projects/Features/ShopFeature/Project.swift": "let project = Project(name: \"ShopFeature\")",
      "Projects/Features/ShopFeature/Sources/HomeViewController.swift": """
        final class HomeViewController: UIViewController {
          var items = 0
          func open() { present(CartViewController(), animated: true) }
        }
        """,
      "Projects/Features/ShopFeature/Sources/CartViewController.swift": "final class CartViewController: UIViewController { var total = 0 }",
    ])
    #expect(fixture.screenNames == ["Cart (ShopFeature)", "Home", "Home (ShopFeature)", "Routine"], "\(fixture.screenNames)")
    #expect(fixture.edge("Home", "Routine") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Home (ShopFeature)", "Cart (ShopFeature)") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Home", "Cart (ShopFeature)") == nil)
    // An app's own `Project.swift` (a model, declaring a type) is no Tuist manifest.
    let models = AuditFixture([
      "App/iOS/Projects/Project.swift": "struct Project: Identifiable { let id: Int }",
      "App/iOS/Projects/ProjectsView.swift": "struct ProjectsView: View { @State var projects: [Project] = []; var body: some View { NavigationLink(\"Settings\") { SettingsView() } } }",
      "App/iOS/Settings/SettingsView.swift": "struct SettingsView: View { @State var isOn = false; var body: some View { Text(\"\") } }",
      "App/macOS/Projects/Project.swift": "struct Project: Identifiable { let id: Int; var color = 0 }",
      "App/macOS/Projects/ProjectsView.swift": "struct ProjectsView: View { @State var projects: [Project] = []; var body: some View { NavigationLink(\"Settings\") { SettingsView() } } }",
      "App/macOS/Settings/SettingsView.swift": "struct SettingsView: View { @State var count = 0; var body: some View { Text(\"\") } }",
    ])
    #expect(models.screenNames == ["Settings", "Settings (macOS)"], "\(models.screenNames)")
  }

  /// Apps of two platforms in folders named for them (`apps/ios`, `apps/macos`), and two
  /// packages' modules, that declare types of one name keep them apart: no screen joins both,
  /// and no edge runs from one platform's app to the other's. Two folders of one target that
  /// declare one name (a file left out of the target) stay one.
  @Test func samePlatformAppsAndModulesKeepTheirSameNamedTypesApart() {
    let fixture = AuditFixture([
      "VPN/apps/ios/App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { func start() { window?.rootViewController = StatusViewController() } }",
      "VPN/apps/ios/App/StatusViewController.swift": """
        final class StatusViewController: UIViewController {
          var isOn = false
          func open() { navigationController?.pushViewController(CountriesViewController(), animated: true) }
        }
        """,
      "VPN/apps/ios/App/CountriesViewController.swift": "final class CountriesViewController: UIViewController { var rows = 0 }",
      "VPN/apps/ios/App/Extra/Theme.swift": "enum Palette { static let tint = 1 }",
      "VPN/apps/macos/App/AppDelegate.swift": "@main final class AppDelegate: NSObject, NSApplicationDelegate { func start() { window.contentViewController = SidebarViewController() } }",
      "VPN/apps/macos/App/SidebarViewController.swift": """
        final class SidebarViewController: NSViewController {
          var isOn = false
          func open() { presentAsSheet(StatusViewController()) }
        }
        """,
      "VPN/apps/macos/App/StatusViewController.swift": "final class StatusViewController: NSViewController { var load = 0 }",
      "VPN/libraries/Home/Package.swift": "let package = Package(name: \"Home\")",
      "VPN/libraries/Home/Sources/Home/HomeView.swift": """
        @main struct HomeApp: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View { @State var isOn = false; var body: some View { NavigationLink("Account") { AccountView() } } }
        struct AccountView: View { @State var name = ""; var body: some View { Text(name) } }
        """,
      "VPN/libraries/Home/Sources/HomeMac/HomeView.swift": """
        @main struct HomeMacApp: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View { @State var count = 0; var body: some View { NavigationLink("Preferences") { PreferencesView() } } }
        struct PreferencesView: View { @State var isOn = false; var body: some View { Text("") } }
        """,
      "VPN/libraries/Home/Sources/HomeMac/Extra.swift": "enum Spacing { static let small = 4 }",
      "VPN/apps/ios/App/Legacy/Palette.swift": "enum Palette { static let tint = 2 }",
      "VPN/libraries/Kit/Package.swift": "let package = Package(name: \"Kit\")",
      "VPN/libraries/Kit/Sources/Profile/Strings.swift": "enum L10n { static let title = \"Profile\" }",
      "VPN/libraries/Kit/Sources/Profile/ProfileView.swift": """
        @main struct ProfileApp: App { var body: some Scene { WindowGroup { ProfileView() } } }
        struct ProfileView: View { @State var name = ""; var body: some View { Text(L10n.title) } }
        """,
      "VPN/libraries/Kit/Sources/Shared/Strings.swift": "enum L10n { static let ok = \"OK\" }",
      "VPN/libraries/Kit/Sources/Shared/Colors.swift": "enum Colors { static let tint = 1 }",
      "VPN/libraries/Kit/Sources/Shared/Fonts.swift": "enum Fonts { static let body = 1 }",
    ])
    #expect(fixture.edge("Sidebar (macos)", "Status (macos)") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Sidebar (macos)", "Status") == nil)
    #expect(fixture.edge("Status", "Countries") != nil)
    // The module with fewer files is named for itself; each `HomeView` leads to its own page.
    #expect(fixture.edge("Home (Home)", "Account (Home)") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Home", "Preferences") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Home", "Account (Home)") == nil)
    #expect(!fixture.screenNames.contains { $0.contains("(Legacy)") || $0.contains("(Extra)") })
    // Two modules' `L10n`s say nothing of which screen is whose: `Profile` stays the app's.
    #expect(fixture.screenNames.contains("Profile"), "\(fixture.screenNames)")
  }

  /// An app for another platform in a folder of its own (`VPN-tvOS`) that declares a type the
  /// iOS app declares too is another target: its `DashboardViewModel` is no part of the iOS
  /// app's `Dashboard`.
  @Test func anotherPlatformsAppIsItsOwnTarget() {
    let fixture = AuditFixture([
      "VPN/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let bootstrapper = Bootstrapper() }",
      "VPN/Bootstrapper.swift": "final class Bootstrapper { func start() { window.rootViewController = DashboardViewController() } }",
      "VPN/DashboardViewController.swift": "final class DashboardViewController: UIViewController { var isConnected = false }",
      "VPN/Theme.swift": "enum Theme { static let tint = 1 }",
      "VPN-tvOS/TVApp.swift": "@main struct TVApp: App { let bootstrapper = Bootstrapper(); var body: some Scene { WindowGroup { DashboardView() } } }",
      "VPN-tvOS/Bootstrapper.swift": "final class Bootstrapper { func start() {} }",
      "VPN-tvOS/DashboardView.swift": """
        struct DashboardView: View { @StateObject var viewModel = DashboardViewModel(); var body: some View { Text("") } }
        final class DashboardViewModel: ObservableObject {
          @Published var isConnected = false
          func toggle() { UserDefaults.standard.set(!isConnected, forKey: "connected") }
        }
        """,
    ])
    #expect(fixture.screen("Dashboard")?.types == ["DashboardViewController"])
    #expect(fixture.screen("Dashboard (VPN-tvOS)")?.types == ["DashboardView", "DashboardViewModel"])
    #expect(fixture.screen("Dashboard")?.isLeaf == true)
  }

  /// A controller generic over the controllers it lays out (`TopBottomContainer<Top:
  /// UIViewController, Bottom: UIViewController>`) shows what it is handed: the screen is the
  /// top one, the bar under it (`FooterViewController`) is a part, as its name says.
  @Test func aContainerOfHandedControllersIsNoScreenNorItsFooter() {
    let fixture = AuditFixture("""
      final class TopBottomContainerViewController<Top: UIViewController, Bottom: UIViewController>: UIViewController {
        var isLoading = false
        init(topController: Top, bottomController: Bottom) { super.init(nibName: nil, bundle: nil) }
      }
      final class FooterViewModel { var title: String; init(title: String) { self.title = title } }
      final class FooterViewController: UIViewController {
        let viewModel: FooterViewModel
        init(title: String) { viewModel = FooterViewModel(title: title); super.init(nibName: nil, bundle: nil) }
      }
      final class ConsentViewController: UIViewController { var accepted = false }
      final class ResultViewController: UIViewController { var result = "" }
      final class TicketCoordinator {
        let navigationController = UINavigationController()
        func start() {
          let container = TopBottomContainerViewController(topController: ConsentViewController(), bottomController: FooterViewController(title: "Next"))
          navigationController.pushViewController(container, animated: true)
        }
        func showResult() {
          navigationController.pushViewController(
            TopBottomContainerViewController(topController: ResultViewController(), bottomController: FooterViewController(title: "Done")), animated: true)
        }
      }
      """)
    #expect(fixture.screenNames == ["Consent", "Result"])
  }

  /// A view only methods named for showing a message make (`presentConfirmDownloadAlert`,
  /// `showProgress`) is that message, whatever its own name; one also made elsewhere is not.
  @Test func aViewMadeOnlyToShowAMessageIsNoScreen() {
    let fixture = AuditFixture("""
      struct DownloadActionView: View { let title: String; var body: some View { Text(title) } }
      struct FullScreenProgressView: View { var body: some View { ProgressView() } }
      struct CourseInfoView: View { var body: some View { Text("") } }
      struct PetSheetView: View { var body: some View { Text("") } }
      struct WebPageView: View { var body: some View { Text("") } }
      struct ReportView: View { var body: some View { Text("") } }
      final class Router {
        func presentView<V: View>(view: V) {}
        func showProgress() { presentView(view: FullScreenProgressView()) }
        func showInfoAlert() { presentView(view: CourseInfoView()) }
        func showInfo() { presentView(view: CourseInfoView()) }
        // A custom bottom sheet, or a page in a popup: screens, whatever the method says.
        func showActionSheet() { presentView(view: PetSheetView()) }
        func showPopup() { presentView(view: WebPageView()) }
        // Named for what happened, not for showing: no message method.
        func didFinishLoading() { presentView(view: ReportView()) }
      }
      final class CourseViewModel: ObservableObject {
        @Published var isLoading = false
        let router = Router()
        private func presentConfirmDownloadAlert() { router.presentView(view: DownloadActionView(title: "Download?")) }
        private func presentRemoveDownloadAlert() { router.presentView(view: DownloadActionView(title: "Remove?")) }
      }
      struct CourseView: View {
        @StateObject var viewModel = CourseViewModel()
        var body: some View { Text("") }
      }
      struct RootView: View { var body: some View { NavigationStack { NavigationLink("Course") { CourseView() } } } }
      """)
    #expect(!fixture.screenNames.contains("DownloadAction"))
    #expect(!fixture.screenNames.contains("FullScreenProgress"))
    #expect(fixture.screenNames.contains("CourseInfo"))
    #expect(fixture.screenNames.contains("PetSheet"))
    #expect(fixture.screenNames.contains("WebPage"))
    #expect(fixture.screenNames.contains("Report"))
  }

  /// Two files may each declare a `private class ViewModel` of their own: each file's code means
  /// its own, and neither screen gets the other's edges or writes.
  @Test func aPrivateTypeOfTheSameNameInTwoFilesIsEachFilesOwn() {
    let fixture = AuditFixture([
      "Faint/FaintViewController.swift": """
        private class ViewModel { func revive() { UserDefaults.standard.set(true, forKey: "revived") } }
        final class FaintViewController: UIViewController {
          private let viewModel = ViewModel()
          var isDead = true
          func reviveTapped() { viewModel.revive() }
        }
        """,
      "Armoire/ArmoireViewController.swift": """
        private class ViewModel { var gold = 0 }
        final class ArmoireViewController: UIViewController {
          private let viewModel = ViewModel()
          var item = ""
        }
        """,
      "App/Menu.swift": """
        final class MenuViewController: UIViewController {
          var rows: [String] = []
          func faint() { present(FaintViewController(), animated: true) }
          func armoire() { present(ArmoireViewController(), animated: true) }
        }
        """,
    ])
    #expect(fixture.screen("Faint")?.writes == ["UserDefaults[revived]"])
    #expect(fixture.leaves == ["Armoire"])
    #expect(fixture.screen("Armoire")?.types == ["ArmoireViewController", "ViewModel"])
  }

  /// Three files may each declare a `private struct EditMailboxesView` their own screen presents:
  /// three screens, each named with its file, never one screen of the three.
  @Test func aPrivateScreenOfTheSameNameInTwoFilesIsTwoScreens() {
    let fixture = AuditFixture([
      "App/HomeView.swift": """
        struct HomeView: View {
          @State private var query = ""
          var body: some View {
            NavigationStack {
              NavigationLink("New alias") { CreateAliasView() }
              NavigationLink("Domain") { DomainDetailView() }
            }
          }
        }
        """,
      "Alias/CreateAliasView.swift": """
        struct CreateAliasView: View {
          @State private var showsMailboxes = false
          var body: some View {
            Button("Mailboxes") { showsMailboxes = true }
              .sheet(isPresented: $showsMailboxes) {
                EditMailboxesView()
              }
          }
        }
        private struct EditMailboxesView: View {
          @State private var selected: [Int] = []
          var body: some View { List(selected, id: \\.self) { Text("\\($0)") } }
        }
        """,
      "Domain/DomainDetailView.swift": """
        struct DomainDetailView: View {
          @State private var showsMailboxes = false
          var body: some View {
            Button("Mailboxes") { showsMailboxes = true }
              .sheet(isPresented: $showsMailboxes) {
                EditMailboxesView()
              }
          }
        }
        private struct EditMailboxesView: View {
          @State private var catchAll = false
          var body: some View { Toggle("Catch all", isOn: $catchAll) }
        }
        """,
    ])
    #expect(fixture.screenNames.contains("EditMailboxes (CreateAliasView)"), "\(fixture.screenNames)")
    #expect(fixture.screenNames.contains("EditMailboxes (DomainDetailView)"), "\(fixture.screenNames)")
    #expect(!fixture.screenNames.contains("EditMailboxes"))
    #expect(fixture.edge("CreateAlias", "EditMailboxes (CreateAliasView)") != nil, "\(fixture.edges)")
    #expect(fixture.edge("CreateAlias", "EditMailboxes (DomainDetailView)") == nil)
  }

  /// A SwiftUI app whose router turns routes into screens (`case .welcome: WelcomeView(…)`) and
  /// whose view models push routes: the route the app's entry hands for its first screen makes
  /// that screen, whose pushes are edges.
  @Test func theRouteTheAppEntryHandsIsTheFirstScreen() {
    let fixture = AuditFixture([
      "App/WalletApp.swift": """
        @main
        struct WalletApp: App {
          @StateObject private var router = AppRouter()
          var body: some Scene {
            WindowGroup {
              NavigationStack(path: $router.path) {
                router.view(for: .welcome)
                  .navigationDestination(for: AppRoute.self) { route in router.view(for: route) }
              }
            }
          }
        }
        """,
      "App/AppRouter.swift": """
        enum AppRoute: Hashable { case welcome, biometry(reason: String) }
        final class AppRouter: ObservableObject {
          @Published var path: [AppRoute] = []
          func push(with route: AppRoute) { path.append(route) }
          @ViewBuilder
          func view(for route: AppRoute) -> some View {
            switch route {
            case .welcome: WelcomeView(viewModel: WelcomeViewModel(router: self))
            case .biometry(let reason): BiometryView(viewModel: BiometryViewModel(reason: reason))
            }
          }
        }
        """,
      "Welcome/Welcome.swift": """
        final class WelcomeViewModel: ObservableObject {
          @Published var isLoading = false
          let router: AppRouter
          init(router: AppRouter) { self.router = router }
          func onContinue() { router.push(with: .biometry(reason: "unlock")) }
        }
        struct WelcomeView: View {
          @ObservedObject var viewModel: WelcomeViewModel
          var body: some View { Button("Continue") { viewModel.onContinue() } }
        }
        """,
      "Biometry/Biometry.swift": """
        final class BiometryViewModel: ObservableObject {
          @Published var reason: String
          init(reason: String) { self.reason = reason }
        }
        struct BiometryView: View {
          @ObservedObject var viewModel: BiometryViewModel
          var body: some View { Text(viewModel.reason) }
        }
        """,
    ])
    #expect(fixture.screenNames == ["Biometry", "Welcome"])
    #expect(fixture.edge("Welcome", "Biometry") != nil, "\(fixture.edges)")
  }

  /// A hosting controller made only to measure its view (`sizeThatFits`) in a function that
  /// returns a size shows nothing: its root view is no screen. One a builder returns, or that is
  /// presented, is.
  @Test func aHostingControllerMadeToMeasureItsViewShowsNoScreen() {
    let fixture = AuditFixture("""
      import SwiftUI
      import UIKit
      struct BannerView: View {
        let title: String
        var body: some View { Text(title) }
      }
      enum BannerSize {
        static func recommended(for title: String, width: CGFloat) -> CGFloat {
          let host = UIHostingController(rootView: BannerView(title: title))
          return host.sizeThatFits(in: CGSize(width: width, height: 1000)).height
        }
      }
      struct HelpView: View { var body: some View { Text("Help") } }
      enum Screens {
        static func help() -> UIViewController { UIHostingController(rootView: HelpView()) }
      }
      """)
    #expect(fixture.screenNames == ["Help"])
  }

  /// A view whose body holds a navigation stack of its own is a screen however it is shown: the
  /// tabs of a custom tab bar (`switch selectedTab { case .home: HomeView() }`), each with the
  /// navigations made inside it. Not the content a screen wraps whole, named after it, a stack
  /// a view presents (`.sheet { NavigationStack { … } }`), or a coordinator's view.
  @Test func aViewWithANavigationStackOfItsOwnIsAScreen() {
    let fixture = AuditFixture("""
      import SwiftUI
      @main struct ShopApp: App { var body: some Scene { WindowGroup { MainView() } } }
      enum Tab { case home, profile }
      struct MainView: View {
        @State private var selectedTab: Tab = .home
        var body: some View {
          VStack {
            switch selectedTab {
            case .home: HomeView()
            case .profile: ProfileView()
            }
            FilterButton()
          }
        }
      }
      struct HomeView: View {
        let items = ["a"]
        var body: some View {
          NavigationStack {
            List(items, id: \\.self) { item in NavigationLink { ItemDetailView(item: item) } label: { Text(item) } }
          }
        }
      }
      struct ProfileView: View {
        @State private var showsSettings = false
        var body: some View {
          NavigationStack {
            Button("Settings") { showsSettings = true }
              .navigationDestination(isPresented: $showsSettings) { SettingsView() }
          }
        }
        // A stack that starts at another view of the app's makes that view the screen: this one
        // stays a screen for its own stack above.
        func shareCard() -> some View { NavigationStack { ItemDetailView(item: "card") } }
      }
      struct FilterButton: View {
        @State private var isPresented = false
        var body: some View {
          Button("Filter") { isPresented = true }
            .sheet(isPresented: $isPresented) { NavigationStack { VStack { FilterView() } } }
        }
      }
      struct FilterView: View { var body: some View { Text("Filter") } }
      struct SettingsView: View { var body: some View { SettingsViewContent() } }
      struct SettingsViewContent: View { var body: some View { NavigationStack { Text("s") } } }
      struct ItemDetailView: View { let item: String; var body: some View { Text(item) } }
      struct FlowCoordinatorView: View { var body: some View { NavigationStack { Text("flow") } } }
      """)
    #expect(fixture.screenNames == ["Home", "ItemDetail", "Main", "Profile", "Settings"], "\(fixture.report.screens.map { "\($0.name) \($0.evidence)" })")
    #expect(fixture.screen("Home")?.evidence == [.navigationRoot])
    #expect(fixture.edge("Home", "ItemDetail") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Profile", "Settings") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Main", "ItemDetail") == nil, "\(fixture.edges)")
  }

  /// What only a debug build has (`#if DEBUG`: a preview harness, a UI test's host) is no part of
  /// the app a team migrates: no screen, even where another screen shows it.
  @Test func aDebugBuildsOwnViewIsNoScreen() {
    let fixture = AuditFixture("""
      import SwiftUI
      struct SettingsView: View {
        @State private var showsHarness = false
        var body: some View {
          NavigationStack {
            Button("Harness") { showsHarness = true }
            #if DEBUG
              .sheet(isPresented: $showsHarness) { RecapHarnessView() }
            #endif
          }
        }
      }
      #if DEBUG
      struct RecapHarnessView: View {
        var body: some View { NavigationStack { Text("recap") } }
      }
      #endif
      #if DEBUG && os(iOS)
      struct FlagsPanelView: View {
        var body: some View { NavigationStack { Text("flags") } }
      }
      #endif
      #if DEBUG || STAGING
      struct ServerPickerView: View {
        var body: some View { NavigationStack { Text("servers") } }
      }
      #endif
      """)
    // A staging build has the server picker too: it is the app's.
    #expect(fixture.screenNames == ["ServerPicker", "Settings"])
  }

  /// A base class that presents its subclasses as a bottom popup lends them a way of being shown,
  /// not what they are: one with state of its own is a screen (an invitation list), one that keeps
  /// only its callback a confirmation; a base alert's subclasses are alerts.
  @Test func theSubclassesOfABottomPopupBaseAreScreensThoseOfABaseAlertAreNot() {
    let fixture = AuditFixture("""
      open class BottomPopupViewController: UIViewController {
        open var popupHeight: CGFloat { 300 }
      }
      class BaseAlertViewController: UIViewController { var message = "" }
      final class ChallengeInviteViewController: BottomPopupViewController {
        var invited: [String] = []
        override var popupHeight: CGFloat { 600 }
      }
      final class DeleteAlertViewController: BaseAlertViewController { var confirmed = false }
      final class DeleteConfirmationViewController: BottomPopupViewController {
        var onConfirm: (() -> Void)?
        @IBAction func confirmTapped() { onConfirm?(); dismiss(animated: true) }
      }
      final class ChallengeDetailViewController: UIViewController {
        var challengeID = 0
        func invite() { present(ChallengeInviteViewController(), animated: true) }
        func delete() { present(DeleteAlertViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["ChallengeDetail", "ChallengeInvite"])
    #expect(fixture.edge("ChallengeDetail", "ChallengeInvite")?.kind == .presents)
  }

  /// A controller only a cell makes (`private let vc = MyTravelViewController()`) and nothing
  /// shows is no screen: its view, if anything, is laid inside the cell's.
  @Test func aControllerOnlyACellMakesIsNoScreen() {
    let fixture = AuditFixture("""
      final class MyTravelCell: UICollectionViewCell {
        private let vc = MyTravelViewController()
        func configure(_ title: String) { contentView.backgroundColor = .white }
      }
      final class MyTravelViewController: UIViewController { var trips: [String] = [] }
      final class ContainerViewController: UIViewController, UICollectionViewDataSource {
        var items: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MyTravelCell
        }
      }
      """)
    #expect(fixture.screenNames == ["Container"])
    #expect(fixture.leaves == ["Container"])
  }

  /// `MangaGridViewController.makeGridLayoutSection(environment:)`, a static method declared to
  /// return a layout, makes no controller, though its name starts with `make`: the base class it
  /// is called on, never shown itself, is no screen, nor is a subclass it is called on. A factory
  /// that returns the type, or a framework's controller (a storyboard's), still makes one.
  @Test func aStaticMethodReturningAnotherValueMakesNoScreen() {
    let fixture = AuditFixture("""
      class BaseCollectionViewController: UIViewController {
        var items: [String] = []
      }
      class MangaGridViewController: BaseCollectionViewController {
        var columns = 2
        static func makeGridLayoutSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
          NSCollectionLayoutSection(group: .init())
        }
      }
      final class LibraryViewController: MangaGridViewController {
        var filter = ""
      }
      final class SearchViewController: UIViewController {
        var query = ""
        func layout() -> UICollectionViewLayout {
          UICollectionViewCompositionalLayout { _, environment in
            MangaGridViewController.makeGridLayoutSection(environment: environment)
          }
        }
        func openLibrary() { navigationController?.pushViewController(LibraryViewController(), animated: true) }
      }
      final class WelcomeViewController: UIViewController {
        var step = 0
        static func make() -> WelcomeViewController { WelcomeViewController() }
      }
      final class PlanViewController: UIViewController {
        var plan = ""
        static func instantiate() -> UIViewController { UIStoryboard(name: "Plan", bundle: nil).instantiateInitialViewController()! }
      }
      final class RootViewController: UIViewController {
        var isReady = false
        func start() { present(WelcomeViewController.make(), animated: true) }
        func showPlan() { navigationController?.pushViewController(PlanViewController.instantiate(), animated: true) }
        func layout() -> NSCollectionLayoutSection { LibraryViewController.makeGridLayoutSection(environment: environment) }
      }
      """)
    #expect(fixture.screenNames.sorted() == ["Library", "Plan", "Root", "Search", "Welcome"])
    #expect(fixture.edges.sorted() == ["Root -> Plan push", "Root -> Welcome present", "Search -> Library push"])
  }

  /// `WebView.Coordinator`, a representable's delegate, takes the representable's name ("Web"),
  /// and `WebViewViewController` is "Web" too: the delegate is no type of that screen.
  @Test func aRepresentablesCoordinatorJoinsNoScreenOfItsName() {
    let fixture = AuditFixture("""
      struct WebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { UserDefaults.standard.set(true, forKey: "visited") }
        }
      }
      final class WebViewViewController: UIViewController {
        var url: URL?
        override func viewDidLoad() { super.viewDidLoad() }
      }
      final class HomeViewController: UIViewController {
        var isReady = false
        func openHelp() { navigationController?.pushViewController(WebViewViewController(), animated: true) }
      }
      """)
    #expect(fixture.screen("Web")?.types == ["WebViewViewController"])
    #expect(fixture.leaves == ["Web"])
  }

  /// `private static var loginShim = LoginShimViewController()`: a controller kept in a static
  /// property as an anchor, laying out no view of its own, is no screen; one kept the same way
  /// that loads a view of its own (in code, or from a xib through its outlets) still is.
  @Test func aControllerKeptInAStaticPropertyAsAnAnchorIsNoScreen() {
    let fixture = AuditFixture("""
      final class LoginShimViewController: UIViewController, ASWebAuthenticationPresentationContextProviding {
        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
      }
      final class TipsViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad() }
      }
      final class PromoViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
      }
      final class SettingsViewController: UIViewController {
        private static var loginShim = LoginShimViewController()
        private static let tips = TipsViewController()
        private static let promo = PromoViewController(nibName: "Promo", bundle: nil)
        var isSignedIn = false
        func showTips() { present(Self.tips, animated: true) }
      }
      """)
    #expect(fixture.screenNames.sorted() == ["Promo", "Settings", "Tips"])
  }
}
