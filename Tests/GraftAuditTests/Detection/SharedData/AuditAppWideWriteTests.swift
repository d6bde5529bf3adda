import Testing

@testable import GraftAudit

/// Changes to what the whole app shares outside its objects' instances: its files, a type's
/// static property.
@Suite struct AuditAppWideWriteTests {
  /// `FileManager.default.removeItem(at:)` changes the files other screens list; reading them
  /// (`contentsOfDirectory`) is no write.
  @Test func theAppsFilesAreChangedThroughTheFileManager() {
    let fixture = AuditFixture("""
      final class PasskeyService {
        func codeLength() -> Int { 6 }
        func checkCode(_ code: String) async -> Bool { true }
      }
      final class DeletedBackupsViewModel: ObservableObject {
        @Published var files: [URL] = []
        func load(_ folder: URL) { files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] }
        func delete(_ file: URL) { try? FileManager.default.removeItem(at: file) }
        func restore(_ file: URL, to folder: URL) { try? FileManager.default.moveItem(at: file, to: folder) }
      }
      final class ImportViewModel: ObservableObject {
        private let fileManager: FileManager = .default
        func keep(_ file: URL, in folder: URL) { try? fileManager.copyItem(at: file, to: folder) }
        func exists(_ file: URL) -> Bool { fileManager.fileExists(atPath: file.path) }
      }
      final class ExportViewModel: ObservableObject {
        var files = FileManager.default { didSet { print("replaced") } }
        func export(_ file: URL, to folder: URL) { try? files.copyItem(at: file, to: folder) }
      }
      final class EmailVerificationViewModel: ObservableObject {
        private let passkeyService: PasskeyService
        init(passkeyService: PasskeyService) { self.passkeyService = passkeyService }
        func verify(_ code: String) async -> Bool { await passkeyService.checkCode(code) }
      }
      final class CodeEntryViewModel: ObservableObject {
        private let passkeyService: PasskeyService
        init(passkeyService: PasskeyService) { self.passkeyService = passkeyService }
        var length: Int { passkeyService.codeLength() }
      }
      """)
    #expect(fixture.writes == [
      "FileManager.default: DeletedBackups removeItem()", "FileManager.default: DeletedBackups moveItem()",
      "FileManager.default: Import copyItem()", "FileManager.default: Export copyItem()",
    ])
    #expect(fixture.leaves == ["CodeEntry", "EmailVerification"])
  }

  /// A static property with a setter (`UserProfile.allowSyncOverCellular = …`, kept in the
  /// defaults) is one value for the whole app, as a stored one is; one whose getter only makes
  /// a binding (`set:` is a label there) is not assigned.
  @Test func aStaticPropertyWithASetter() {
    let fixture = AuditFixture("""
      enum UserProfile {
        static var allowSyncOverCellular: Bool {
          get { UserDefaults.standard.bool(forKey: "cellular") }
          set { UserDefaults.standard.set(newValue, forKey: "cellular") }
        }
        static var displayName: String { "Me" }
        static var isCompact: Binding<Bool> { Binding(get: { true }, set: { _ in }) }
      }
      final class DataPlanDialogViewModel {
        func choose(_ allowed: Bool) { UserProfile.allowSyncOverCellular = allowed }
      }
      final class ProfileSummaryViewModel {
        var title: String { UserProfile.displayName }
        func compact() { UserProfile.isCompact.wrappedValue = true }
      }
      """)
    #expect(fixture.writes == [
      "UserDefaults[cellular]: UserProfile set(forKey:)", "UserProfile.allowSyncOverCellular: DataPlanDialog allowSyncOverCellular =",
    ])
    #expect(fixture.leaves == ["ProfileSummary"])
  }

  /// The app's static property on the defaults themselves (`extension UserDefaults { static var
  /// isHistoryPaused }`) is its own datum: toggling it writes it, as assigning it does; reading
  /// it is no write.
  @Test func anAppStaticOnTheDefaultsChangedInPlace() {
    let fixture = AuditFixture("""
      extension UserDefaults {
        static var isHistoryPaused: Bool {
          get { standard.bool(forKey: "paused") }
          set { standard.set(newValue, forKey: "paused") }
        }
      }
      final class TracksViewModel {
        func pauseTapped() { UserDefaults.isHistoryPaused.toggle() }
      }
      final class HistoryStatusViewModel {
        var title: String { UserDefaults.isHistoryPaused ? "Paused" : "Recording" }
      }
      """)
    #expect(fixture.writes.contains("UserDefaults.isHistoryPaused: Tracks isHistoryPaused.toggle()"))
    #expect(fixture.leaves == ["HistoryStatus"])

    // A suite the app keeps on the defaults is still the defaults, read and written by key.
    let suite = AuditFixture("""
      extension UserDefaults {
        static var group: UserDefaults = UserDefaults(suiteName: "group.app")!
      }
      final class WidgetSettingsViewModel {
        func save(_ on: Bool) { UserDefaults.group.set(on, forKey: "widgetOn") }
      }
      """)
    #expect(suite.writes == ["UserDefaults[widgetOn]: WidgetSettings set(forKey:)"])
  }

  /// An object a static property of another type holds (a service locator's `stores`, a log
  /// manager's `logger`) is one for the whole app, as a singleton is: a change through it, down
  /// its own properties too, is a write. A store's reads count; the analytics' (no store, holding
  /// none) are nothing; a line written to a logger and a cache's bookkeeping change nothing.
  @Test func anObjectAStaticPropertyHolds() {
    let fixture = AuditFixture("""
      protocol OrderStore: AnyObject { func dispatch(_ action: OrderAction) }
      enum OrderAction { case addNote(String), loadNotes }
      protocol Analytics: AnyObject { func track(_ event: String) }
      final class ThumbnailCacheStore { var images: [String: Data] = [:]; func prefetch(_ key: String) { images[key] = Data() } }
      actor EventStore { var entries: [String] = []; func append(_ entry: String) { entries.append(entry) }; func clear() { entries = [] } }
      final class EventLogger { let store = EventStore(); func error(_ text: String) { Task { await store.append(text) } } }
      final class HistoryStore { var visits: [String] = []; func log(_ visit: String) { visits.append(visit) } }
      final class Locator {
        private static var _orders: OrderStore = LiveOrders()
        static var orders: OrderStore { _orders }
        static var analytics: Analytics { _analytics }
        static let thumbnails = ThumbnailCacheStore()
        static let history = HistoryStore()
      }
      final class ArticleViewModel: ObservableObject {
        func open(_ id: String) { Locator.history.log(id) }
      }
      enum Events { static let logger = EventLogger() }
      final class NewNoteViewModel: ObservableObject {
        func save() { Locator.orders.dispatch(.addNote("text")); Locator.analytics.track("saved") }
      }
      final class NotesViewModel: ObservableObject {
        func load() { Locator.orders.dispatch(.loadNotes) }
      }
      final class EventLogViewModel: ObservableObject {
        func clearTapped() { Task { await Events.logger.store.clear() } }
      }
      final class PhotoViewModel: ObservableObject {
        func show() { Locator.thumbnails.prefetch("a"); Events.logger.error("missing"); Locator.analytics.track("shown") }
      }
      """)
    #expect(fixture.writes == [
      "Events.logger: EventLog store.clear()", "Locator.history: Article log()", "Locator.orders: NewNote dispatch()",
    ])
    #expect(fixture.reads == ["Locator.orders: Notes dispatch()"])
    #expect(fixture.leaves == ["Notes", "Photo"])
  }

  /// A local bound to a singleton, or to an object it holds (`let manager =
  /// WalletManager.shared.tokens`), is the singleton: what is changed through it is a write,
  /// what is only read through it a read.
  @Test func aLocalBoundToASingletonWritesThroughIt() {
    let fixture = AuditFixture("""
      final class TokenList { var tokens: [String] = []; func add(_ token: String) { tokens.append(token) }; func contains(_ token: String) -> Bool { tokens.contains(token) } }
      final class WalletManager { static let shared = WalletManager(); let tokenList = TokenList() }
      final class ImportTokenViewModel: ObservableObject {
        func importTapped(_ token: String) {
          let list = WalletManager.shared.tokenList
          if !list.contains(token) { list.add(token) }
        }
      }
      final class TokenLookupViewModel: ObservableObject {
        @Published var isKnown = false
        func check(_ token: String) {
          let list = WalletManager.shared.tokenList
          isKnown = list.contains(token)
        }
      }
      """)
    #expect(fixture.writes == ["WalletManager.shared: ImportToken add()"])
    #expect(fixture.leaves == ["TokenLookup"])
  }

  /// A post made through the app's extension of `NotificationCenter` is the calling screen's: a
  /// helper for one notification posts that one, a helper handed the name posts the name it is
  /// handed.
  @Test func aNotificationPostedThroughTheAppsExtensionOfTheCenter() {
    let fixture = AuditFixture("""
      extension Notification.Name { static let showThing = Notification.Name("showThing"); static let dismissed = Notification.Name("dismissed") }
      extension NotificationCenter {
        static func showThing(_ id: Int) { NotificationCenter.default.post(name: .showThing, object: nil, userInfo: ["id": id]) }
        static func postOnMainThread(notification: Notification.Name, object: Any? = nil) {
          DispatchQueue.main.async { NotificationCenter.default.post(name: notification, object: object) }
        }
      }
      final class CatalogViewModel: ObservableObject {
        func open(_ id: Int) { NotificationCenter.showThing(id) }
      }
      final class WhatsNewViewModel: ObservableObject {
        func close() { NotificationCenter.postOnMainThread(notification: .dismissed) }
      }
      final class AboutViewModel: ObservableObject {
        var version = ""
      }
      """)
    #expect(fixture.writes.contains("Notification[showThing]: Catalog NotificationCenter.showThing() → post(.showThing)"))
    #expect(fixture.writes.contains { $0.hasPrefix("Notification[dismissed]: WhatsNew NotificationCenter.postOnMainThread()") })
    #expect(fixture.leaves == ["About"])
  }

  /// An observable object the screens are handed (an app context keeping the services) is the
  /// app's: what its services write is theirs, not every screen's that holds the context. One
  /// handed to a single screen stays that screen's model, its writes the screen's.
  @Test func anAppContextHandedToEveryScreenIsNoPartOfThem() {
    let fixture = AuditFixture("""
      final class ThemeService: ObservableObject {
        @Published var theme = "light"
        func apply(_ name: String) { theme = name; UserDefaults.standard.set(name, forKey: "theme") }
      }
      final class AppContext: ObservableObject {
        let themeService = ThemeService()
      }
      final class DraftStore: ObservableObject {
        @Published var text = ""
        func save() { UserDefaults.standard.set(text, forKey: "draft") }
      }
      final class TimelineViewController: UIViewController {
        let context: AppContext
        var rows: [String] = []
        init(context: AppContext) { self.context = context; super.init(nibName: nil, bundle: nil) }
      }
      final class ProfileViewController: UIViewController {
        let context: AppContext
        var name = ""
        init(context: AppContext) { self.context = context; super.init(nibName: nil, bundle: nil) }
      }
      final class ComposeViewController: UIViewController {
        let store: DraftStore
        var isSending = false
        init(store: DraftStore) { self.store = store; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.leaves == ["Profile", "Timeline"])
    #expect(fixture.screen("Compose")?.writes == ["UserDefaults[draft]"])
  }

  /// `let CurrentMember = _CurrentMember.default` at the top of a file: the singleton under a
  /// global name, written through it (in a request's completion too) as through its accessor. A
  /// property of that name is the screen's own. A request that only shows the client's spinner
  /// changes nothing another screen reads.
  @Test func aGlobalConstantNamingASingletonIsThatSingleton() {
    let fixture = AuditFixture("""
      let CurrentMember = _CurrentMember.default
      final class _CurrentMember {
        static let `default` = _CurrentMember()
        var member: Member?
      }
      struct Member { var name: String }
      let Network = _Network.shared
      final class _Network {
        static let shared = _Network()
        lazy var spinner = { () -> UIActivityIndicatorView in UIActivityIndicatorView(style: .large) }()
        func get(_ path: String, done: @escaping (Member) -> Void) {
          spinner.startAnimating()
          spinner.alpha = 1
        }
      }
      enum API { static func update(_ password: String, done: @escaping (Member) -> Void) {} }
      final class ChangePasswordViewController: UIViewController {
        var isSaving = false
        override func viewDidLoad() { super.viewDidLoad() }
        func save(_ password: String) {
          API.update(password) { received in
            CurrentMember.member = received
          }
        }
      }
      final class MemberSummaryViewController: UIViewController {
        var isExpanded = false
        override func viewDidLoad() { super.viewDidLoad() }
        var title: String { CurrentMember.member?.name ?? "" }
        func reload() { Network.get("/member") { _ in } }
      }
      final class DraftViewController: UIViewController {
        var CurrentMember = Member(name: "")
        override func viewDidLoad() { super.viewDidLoad() }
        func clear() { CurrentMember.name = "" }
      }
      """)
    #expect(fixture.screen("ChangePassword")?.writes == ["_CurrentMember.`default`"])
    #expect(fixture.leaves == ["Draft", "MemberSummary"])
  }

  /// A `private` global names its singleton in its own file only (two files may each keep one of
  /// the same name); a property a superclass declares of that name hides the global; and a
  /// coordinator named by a global is navigation, no datum.
  @Test func aGlobalNamingASingletonIsSeenWhereSwiftSeesIt() {
    let fixture = AuditFixture([
      "Cart.swift": """
        private let store = CartStore.shared
        final class CartStore { static let shared = CartStore(); var items: [String] = []; func add(_ item: String) { items.append(item) } }
        final class ShopViewController: UIViewController {
          var isReady = false
          override func viewDidLoad() { super.viewDidLoad() }
          func buy() { store.add("x") }
        }
        """,
      "Review.swift": """
        private let store = ReviewStore.shared
        final class ReviewStore { static let shared = ReviewStore(); var drafts: [String] = []; func add(_ draft: String) { drafts.append(draft) } }
        final class ReviewViewController: UIViewController {
          var isReady = false
          override func viewDidLoad() { super.viewDidLoad() }
          func save() { store.add("y") }
        }
        """,
      "Session.swift": """
        let session = SessionStore.shared
        let router = AppCoordinator.shared
        final class SessionStore { static let shared = SessionStore(); var token: String?; func logout() { token = nil } }
        final class AppCoordinator { static let shared = AppCoordinator(); var stack: [String] = []; func reset() { stack.removeAll() } }
        final class DraftSession { var text = ""; func reset() { text = "" } }
        class BaseViewController: UIViewController { let session = DraftSession() }
        final class ComposeViewController: BaseViewController {
          var isDirty = false
          override func viewDidLoad() { super.viewDidLoad() }
          func discard() { session.reset() }
          func restart() { router.reset() }
        }
        """,
    ])
    #expect(fixture.screen("Shop")?.writes == ["CartStore.shared"])
    #expect(fixture.screen("Review")?.writes == ["ReviewStore.shared"])
    #expect(fixture.screen("Compose")?.writes == [])
  }
}
