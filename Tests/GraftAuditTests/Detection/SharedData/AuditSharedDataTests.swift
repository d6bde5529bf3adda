import Testing

@testable import GraftAudit

/// What a screen writes and reads of the data others share.
@Suite struct AuditSharedDataTests {
  @Test func singletonsWrittenByAssignmentOrByAChangingCall() {
    let fixture = AuditFixture("""
      final class Session {
        static let shared = Session()
        var user: String?
        var count = 0
        var version = 0
        var items: [Int] = []
        func logout() { user = nil }
        func fetchUser() -> String? { user }
        private var pending: [String: Int] = [:]
        func buy(_ product: String) -> Int { pending[product] = 1; return 1 }
        func price(_ product: String) -> Int { pending[product] ?? 0 }
        private var nameCache: [String: String] = [:]
        func name(of code: String) -> String { nameCache[code] = code; return code }
        func remember(_ code: String) { nameCache[code] = code }
      }
      final class StoreKitQueue: SKPaymentQueue { static let shared = StoreKitQueue() }
      final class ScreenViewModel {
        func f() {
          Session.shared.user = nil
          Session.shared.count += 1
          Session.shared.version &+= 1
          Session.shared.logout()
          Session.shared.items.append(1)
          let name = Session.shared.user
          _ = Session.shared.fetchUser()
          print("\\(Session.shared.count)")
          _ = Session.shared.buy("gems")
          _ = Session.shared.price("gems")
          _ = Session.shared.name(of: "fr")
          Session.shared.remember("de")
          StoreKitQueue.shared.buyProduct("gems")
        }
      }
      """)
    let session = fixture.report.sharedData.first { $0.name == "Session.shared" }
    // `buy` sets an element of a property (`pending[product] = 1`): a change; `name(of:)`
    // fills a cache as it looks up, which `remember` does for its own sake. A method the app
    // does not declare is named for a change: `buyProduct`.
    #expect(session?.writers.map(\.detail) == ["user =", "count +=", "version &+=", "logout()", "items.append()", "buy()", "remember()"])
    #expect(fixture.report.sharedData.first { $0.name == "StoreKitQueue.shared" }?.writers.map(\.detail) == ["buyProduct()"])
    #expect(session?.readers.map(\.detail) == ["user", "fetchUser()", "count", "price()", "name()"])
  }

  @Test func aCallIsAWriteWhenTheMethodChangesTheObjectWhateverItsName() {
    // `refreshLists` reassigns `lists`; `post` only sends a request.
    let fixture = AuditFixture("""
      final class CurrentUser {
        static let shared = CurrentUser()
        private(set) var lists: [String] = []
        func refreshLists() async { lists = await load() }
        func ingest(_ list: String) { append(list) }
        private func append(_ list: String) { lists.append(list) }
        func load() async -> [String] { [] }
      }
      final class Client {
        static let shared = Client()
        let base = "https://example.com"
        func post(_ path: String) async {}
      }
      final class ListsViewModel {
        func reload() async { await CurrentUser.shared.refreshLists() }
        func add() { CurrentUser.shared.ingest("new") }
        func send() async { await Client.shared.post("/lists") }
      }
      """)
    #expect(fixture.writes == ["CurrentUser.shared: Lists refreshLists()", "CurrentUser.shared: Lists ingest()"])
  }

  @Test func storingAnInjectedReferenceWritesNothing() {
    let fixture = AuditFixture("""
      final class AppContext { static let shared = AppContext(); var theme = "" }
      final class ProfileViewController: UIViewController {
        var context: AppContext!
        init(context: AppContext) {
          self.context = context
          super.init(nibName: nil, bundle: nil)
        }
        var title: String { context.theme }
      }
      """)
    #expect(fixture.writes.isEmpty)
    #expect(fixture.leaves == ["Profile"])
  }

  @Test func objectsFromTheSwiftUIEnvironment() {
    let fixture = AuditFixture("""
      @Observable final class Theme { static let shared = Theme(); var tint = "blue"; var isDark = false }
      @Observable final class Preferences { var sound = true }
      @Observable final class RouterPath { var path: [Int] = [] }
      struct SettingsView: View {
        @Environment(Theme.self) private var theme
        @Environment(Preferences.self) private var preferences
        @Environment(RouterPath.self) private var router
        var body: some View {
          @Bindable var preferences = preferences
          Form {
            Button("Red") { theme.tint = "red" }
            Toggle("Sound", isOn: $preferences.sound)
            Text(theme.isDark ? "dark" : "light")
          }
        }
      }
      struct Root: View { var body: some View { NavigationStack { SettingsView() } } }
      """)
    #expect(fixture.writes == ["Preferences: Settings binding $preferences.sound", "Theme.shared: Settings tint ="])
    #expect(fixture.report.sharedData.first { $0.name == "Preferences" }?.kind == .environment)
  }

  @Test func aPartsWritesAreItsScreens() {
    let fixture = AuditFixture("""
      final class Counter { static let shared = Counter(); var taps = 0 }
      struct LikeButton: View {
        var body: some View { Button("Like") { Counter.shared.taps += 1 } }
      }
      struct StatusView: View {
        @State private var expanded = false
        var body: some View { VStack { LikeButton() } }
      }
      struct Root: View { var body: some View { NavigationStack { StatusView() } } }
      """)
    #expect(fixture.screen("Status")?.writes == ["Counter.shared"])
    #expect(fixture.leaves.isEmpty)
  }

  @Test func aPartsWritesAreOnlyItsOwnScreensWhenPartsShareAName() {
    // Two buttons each with a nested `Model`: the one that writes counts for its screen only.
    let fixture = AuditFixture("""
      final class Counter { static let shared = Counter(); var taps = 0 }
      struct LikeButton: View {
        final class Model: ObservableObject { func like() { Counter.shared.taps += 1 } }
        @StateObject var model = Model()
        var body: some View { Button("Like") { model.like() } }
      }
      struct ShareButton: View {
        final class Model: ObservableObject { var shared = false }
        @StateObject var model = Model()
        var body: some View { Button("Share") {} }
      }
      struct StatusView: View {
        @State private var expanded = false
        var body: some View { VStack { LikeButton() } }
      }
      struct ProfileView: View {
        @State private var name = ""
        var body: some View { VStack { ShareButton() } }
      }
      struct Root: View { var body: some View { NavigationStack { StatusView(); ProfileView() } } }
      """)
    #expect(fixture.screen("Status")?.writes == ["Counter.shared"])
    #expect(fixture.screen("Profile")?.writes == [])
  }

  @Test func userDefaultsNotificationsKeychainsCurrentAndGlobals() {
    let fixture = AuditFixture("""
      var lastSeen: Date?
      final class ScreenViewModel {
        @AppStorage("theme") var theme = "system"
        func f() {
          UserDefaults.standard.set(true, forKey: "seen")
          let seen = UserDefaults.standard.bool(forKey: "seen")
          theme = "dark"
          NotificationCenter.default.post(name: .didLogout, object: nil)
          NotificationCenter.default.post(Notification(name: .didSync))
          NotificationCenter.default.post(NSNotification(name: NSNotification.Name("reloadFeed"), object: nil) as Notification)
          KeychainWrapper.standard.set(token, forKey: "token")
          Current.date = { Date() }
          lastSeen = Date()
        }
      }
      """)
    #expect(fixture.writes == [
      "Current.date: Screen =", "Keychain[token]: Screen set(…)", "Notification[didLogout]: Screen post(.didLogout)",
      "Notification[didSync]: Screen post(.didSync)", "Notification[reloadFeed]: Screen post(NSNotification.Name(\"reloadFeed\"))",
      "UserDefaults[seen]: Screen set(forKey:)", "UserDefaults[theme]: Screen theme =", "lastSeen: Screen =",
    ])
  }

  /// A keychain wrapper's settable property (`class var apiToken: String? { get set }`) is the
  /// item of its name: assigning it writes the keychain, in the screen's code or in the static
  /// helper it calls; reading it writes nothing.
  @Test func aKeychainWrappersPropertyAssigned() {
    let fixture = AuditFixture("""
      class KeyChain {
        class var apiToken: String? { get { nil } set { } }
      }
      enum Login {
        static func changePassword(_ password: String) async throws { KeyChain.apiToken = password }
      }
      final class ChangePasswordViewModel { func submit(_ password: String) async throws { try await Login.changePassword(password) } }
      final class SignOutViewModel { func signOut() { KeyChain.apiToken = nil } }
      final class KeychainStore { var refreshToken: String? }
      final class RefreshViewModel { let keychain = KeychainStore(); func store(_ token: String) { keychain.refreshToken = token } }
      final class AccountViewModel { var isSignedIn: Bool { KeyChain.apiToken != nil } }
      protocol KeychainServiceDelegate: AnyObject {}
      final class KeychainService { weak var delegate: KeychainServiceDelegate? }
      final class PasscodeViewModel: KeychainServiceDelegate {
        let keychainService = KeychainService()
        func start() { keychainService.delegate = self }
      }
      """)
    #expect(fixture.writes.contains("Keychain[apiToken]: ChangePassword Login.changePassword() → apiToken ="))
    #expect(fixture.writes.contains("Keychain[apiToken]: SignOut apiToken ="))
    #expect(fixture.writes.contains("Keychain[refreshToken]: Refresh refreshToken ="))
    // Handing the screen to a keychain object's delegate writes no item.
    #expect(!fixture.writes.contains { $0.hasPrefix("Keychain[delegate]") })
    #expect(fixture.leaves == ["Account", "Passcode"])
  }

  /// Reading the files changes nothing (deleting them does: `AuditServiceAndFileWriteTests`).
  @Test func platformSingletonsHoldNoAppData() {
    let fixture = AuditFixture("""
      final class ScreenViewModel { func f() { _ = FileManager.default.contentsOfDirectory(atPath: path); UIApplication.shared.open(url) } }
      """)
    #expect(fixture.report.sharedData.isEmpty)
  }

  /// A property wrapper over the app's keyed settings or preferences (`@AppSettings(\.theme)`,
  /// `@UserPreference(key: .threads)`) is a key of that store, as `@AppStorage` is: a toggle
  /// bound to it writes it. A dependency container's wrapper (`@Injected(\.repository)`) is not.
  @Test func aSettingsStoresPropertyWrapperIsAKeyOfIt() {
    let fixture = AuditFixture("""
      @propertyWrapper struct AppSettings<T> { init(_ keyPath: KeyPath<Settings, T>) {}; var wrappedValue: T; var projectedValue: Binding<T> }
      struct Settings { var theme = Theme(); var threads = false }
      struct Theme { var matchAppearance = true }
      struct AppearanceView: View {
        @AppSettings(\\.theme.matchAppearance) var matchAppearance
        var body: some View { Toggle("Match", isOn: $matchAppearance) }
      }
      struct LabsView: View {
        @UserPreference(key: .threads, defaultValue: false) var threads: Bool
        var body: some View { Button("Threads") { threads.toggle() } }
      }
      struct FeedView: View {
        @Injected(\\.repository) var repository
        @State var items: [String] = []
        var body: some View { Text("\\(items.count)") }
      }
      """)
    #expect(fixture.writes == ["UserDefaults[matchAppearance]: AppearanceView binding $matchAppearance", "UserDefaults[threads]: LabsView threads toggle()"])
  }

  @Test func theAppsStoresHoweverTheyAreReached() {
    // SwiftData's context, a defaults wrapper, `UserDefaults()`, a storage handed in, and an
    // object a singleton keeps.
    let fixture = AuditFixture("""
      struct KeyboardSettings {
        @UserDefaultsWrapper(key: .keyboardOnNewTab, defaultValue: true)
        var onNewTab: Bool
      }
      final class Subscription { var isEnabled = false }
      final class PushService { static let shared = PushService(); var subscriptions: [Subscription] = [] }
      protocol WaitlistStorage { func store(token: String) }
      struct AddTimelineView: View {
        @Environment(\\.modelContext) private var context
        var body: some View { Button("Add") { context.insert(Timeline()) } }
      }
      final class KeyboardViewController: UITableViewController {
        var settings = KeyboardSettings()
        func toggled(_ isOn: Bool) { settings.onNewTab = isOn }
      }
      final class PromptViewController: UIViewController {
        var dismissedAt: Double? { didSet { UserDefaults().set(dismissedAt, forKey: "promptDismissedAt") } }
      }
      final class WaitlistViewModel {
        private let storage: WaitlistStorage
        init(storage: WaitlistStorage) { self.storage = storage }
        func joined(_ token: String) { storage.store(token: token) }
      }
      struct PushView: View {
        @State var subscription: Subscription
        var body: some View { Toggle("On", isOn: .init(get: { subscription.isEnabled }, set: { subscription.isEnabled = $0 })) }
      }
      struct Root: View {
        var body: some View { NavigationStack { AddTimelineView() }.sheet(isPresented: .constant(true)) { PushView(subscription: Subscription()) } }
      }
      """)
    #expect(fixture.writes == [
      "PushService.shared: Push isEnabled =", "SwiftData.modelContext: AddTimeline insert()",
      "UserDefaults[keyboardOnNewTab]: Keyboard onNewTab =", "UserDefaults[promptDismissedAt]: Prompt set(forKey:)",
      "WaitlistStorage: Waitlist store()",
    ])
  }

  @Test func aStoreBehindAProtocolAndStaticStateAMethodChanges() {
    // `Fireproofing` is kept in the defaults by the one type named for them; the favicons'
    // caches are static, everyone's.
    let fixture = AuditFixture("""
      protocol Fireproofing { func remove(domain: String) }
      final class UserDefaultsFireproofing: Fireproofing {
        func remove(domain: String) { UserDefaults.standard.removeObject(forKey: domain) }
      }
      protocol Pinning { func pin() }
      final class ListViewModel: Pinning { func pin() {} }
      final class Favicons {
        enum Constants { static let caches: [String: ImageCache] = [:] }
        static let shared = Favicons()
        func removeFavicon(forDomain domain: String) { Constants.caches["fireproof"]?.removeImage(forKey: domain) }
        func favicon(forDomain domain: String) -> UIImage? { Constants.caches["fireproof"]?.image(forKey: domain) }
      }
      final class FireproofingSettingsViewController: UITableViewController {
        private let fireproofing: Fireproofing
        private let list: Pinning
        var domains: [String] = []
        func delete(_ domain: String) {
          fireproofing.remove(domain: domain)
          Favicons.shared.removeFavicon(forDomain: domain)
          list.pin()
        }
      }
      final class BookmarksViewController: UITableViewController {
        var rows: [String] = []
        func icon(_ domain: String) -> UIImage? { Favicons.shared.favicon(forDomain: domain) }
      }
      """)
    #expect(fixture.writes == [
      "Favicons.shared: FireproofingSettings removeFavicon()", "Fireproofing: FireproofingSettings remove()",
      "UserDefaults[domain]: UserDefaultsFireproofing removeObject(forKey:)",
    ])
    #expect(fixture.leaves.contains("Bookmarks"))
  }

  @Test func aBindingTheSharedObjectHandsOutWritesIt() {
    let fixture = AuditFixture("""
      final class SettingsViewModel: ObservableObject {
        @Published var autoplay = false
        var autoplayBinding: Binding<Bool> { Binding(get: { self.autoplay }, set: { self.autoplay = $0 }) }
        var title: String { "Player" }
      }
      struct SettingsPlayerView: View {
        @EnvironmentObject var viewModel: SettingsViewModel
        var body: some View { Toggle(viewModel.title, isOn: viewModel.autoplayBinding) }
      }
      struct SettingsAboutView: View {
        @EnvironmentObject var viewModel: SettingsViewModel
        var body: some View { Text(viewModel.title) }
      }
      struct SettingsScreen: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("Player") { SettingsPlayerView() }
              NavigationLink("About") { SettingsAboutView() }
            }
          }
        }
      }
      """)
    #expect(fixture.writes == ["SettingsViewModel: SettingsPlayer binding autoplayBinding"])
    #expect(fixture.leaves == ["SettingsAbout"])
  }

  @Test func anotherScreensModelHandedDownIsShared() {
    // The sheet changes the settings screen's model; its own model is its own.
    let fixture = AuditFixture("""
      final class SyncSettingsViewModel: ObservableObject {
        @Published var isBusy = false
        func startSyncPressed() { isBusy = true }
      }
      final class SyncWithServerViewModel: ObservableObject {
        @Published var code = ""
        func clear() { code = "" }
      }
      struct SyncWithServerView: View {
        @ObservedObject var model: SyncSettingsViewModel
        @ObservedObject var own: SyncWithServerViewModel
        var body: some View { Button("Start") { model.startSyncPressed(); own.clear() } }
      }
      struct PasteCodeView: View {
        @ObservedObject var model: SyncSettingsViewModel
        var body: some View { Button(action: model.startSyncPressed) { Text("Paste") } }
      }
      struct SyncSettingsScreen: View {
        @StateObject var model = SyncSettingsViewModel()
        var body: some View { List {}.sheet(isPresented: .constant(true)) { SyncWithServerView(model: model, own: SyncWithServerViewModel()) } }
      }
      """)
    #expect(fixture.writes == ["SyncSettingsViewModel: SyncWithServer startSyncPressed()", "SyncSettingsViewModel: PasteCodeView startSyncPressed()"])
  }

  /// `let context = container.viewContext` then `try context.save()`: a change made through a
  /// constant bound to what the object holds is the object's change, as `container.viewContext
  /// .save()` is; a copy of a value changed in a `var` is not.
  @Test func aChangeThroughAConstantBoundToAPropertyChangesTheObject() {
    let fixture = AuditFixture("""
      final class DataController: ObservableObject {
        let container: NSPersistentContainer
        var recent: [String] = []
        init() { container = NSPersistentContainer(name: "Model") }
        func importContacts(_ names: [String]) async {
          let context = container.viewContext
          for name in names { _ = ContactEntity(context: context, name: name) }
          try? context.save()
        }
        func preview(_ name: String) -> [String] {
          var shown = recent
          shown.append(name)
          return shown
        }
      }
      struct AddContactView: View {
        @EnvironmentObject var dataController: DataController
        @State private var name = ""
        var body: some View { Button("Add") { Task { await dataController.importContacts([name]) } } }
      }
      final class GroupStore: ObservableObject {
        var container: NSPersistentContainer?
        func importGroups(_ names: [String]) {
          let context = container?.viewContext
          try? context?.save()
        }
      }
      struct AddGroupView: View {
        @EnvironmentObject var groups: GroupStore
        var body: some View { Button("Add") { groups.importGroups(["a"]) } }
      }
      struct ContactPreviewView: View {
        @EnvironmentObject var dataController: DataController
        @State private var name = ""
        var body: some View { Text(dataController.preview(name).joined()) }
      }
      struct ContactsView: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Add") { AddContactView() }
            NavigationLink("Preview") { ContactPreviewView() }
            NavigationLink("Group") { AddGroupView() }
          }
        }
      }
      """)
    #expect(fixture.screen("AddContact")?.writes == ["DataController"])
    #expect(fixture.screen("AddGroup")?.writes == ["GroupStore"])
    #expect(fixture.leaves == ["ContactPreview"])
  }
}
