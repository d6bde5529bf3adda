import Testing

@testable import GraftAudit

/// Shared writes in the shapes of apps the audit was not developed on: through `self?`, a
/// defaults subscript, a dispatched action, a store's composed protocol, a singleton that is an
/// initializer's default; and a two-way sync set up with a method's parameter.
@Suite struct AuditUnseenAppSharedDataTests {
  @Test func aWriteThroughAWeakSelf() {
    let fixture = AuditFixture("""
      final class AppStore { static let shared = AppStore(); var badge = 0 }
      final class BadgeViewModel {
        private let store = AppStore.shared
        func reset() { DispatchQueue.main.async { [weak self] in self?.store.badge = 0 } }
      }
      """)
    #expect(fixture.writes == ["AppStore.shared: Badge badge ="])
    #expect(fixture.leaves.isEmpty)
  }

  /// A preview is Xcode's, not the app's: what it reads or writes is nobody's.
  @Test func previewsAreNoReadersNorWriters() {
    let fixture = AuditFixture("""
      final class AppState { static let shared = AppState(); var user = "" }
      struct ProfileView: View {
        var body: some View { Text(verbatim: AppState.shared.user) }
      }
      struct ProfileView_Previews: PreviewProvider {
        static var previews: some View {
          AppState.shared.user = "Preview"
          return ProfileView()
        }
      }
      """)
    #expect(fixture.writes.isEmpty)
    #expect(fixture.report.sharedData.first { $0.name == "AppState.shared" }?.readers.map(\.by) == ["ProfileView"])
  }

  @Test func aDefaultsSubscriptReadOrWritten() {
    let fixture = AuditFixture("""
      final class PrefsViewModel {
        func save() { Defaults[.theme] = "dark"; UserDefaults.standard[.fontSize] += 1 }
        var theme: String { Defaults[.theme] }
      }
      """)
    #expect(fixture.writes == ["UserDefaults[fontSize]: Prefs [fontSize] +=", "UserDefaults[theme]: Prefs [theme] ="])
    #expect(fixture.report.sharedData.first { $0.name == "UserDefaults[theme]" }?.readers.map(\.detail) == ["[theme]"])
  }

  @Test func anActionNamedForAChangeDispatchedToAStore() {
    let fixture = AuditFixture("""
      final class AppStore { static let shared = AppStore(); func dispatch(_ action: Any) {} }
      enum PinAction { case updatePinned(Bool), loadPinned }
      final class PinViewModel {
        let store = AppStore.shared
        func pin() { store.dispatch(PinAction.updatePinned(true)) }
      }
      final class PinsViewModel {
        let store = AppStore.shared
        func load() { store.dispatch(PinAction.loadPinned) }
        func clear() {
          let action = PinAction.updatePinned(false)
          store.dispatch(action)
        }
      }
      final class FeedViewModel {
        let store = AppStore.shared
        func load() { store.dispatch(PinAction.loadPinned) }
      }
      """)
    #expect(fixture.writes == ["AppStore.shared: Pin dispatch()", "AppStore.shared: Pins dispatch()"])
    #expect(fixture.leaves == ["Feed"])
  }

  @Test func aStoreReachedThroughAComposedProtocolName() {
    let fixture = AuditFixture("""
      protocol FavoritesStoring { var favorites: [String] { get set } }
      typealias FavoritesStoringProviding = FavoritesStoring & AnyObject
      final class UserDefaultsFavoritesStore: FavoritesStoring { var favorites: [String] = [] }
      final class FavoritesViewModel {
        private let favoritesStore: FavoritesStoringProviding
        init(favoritesStore: FavoritesStoringProviding) { self.favoritesStore = favoritesStore }
        func add(_ id: String) { favoritesStore.favorites.append(id) }
      }
      """)
    #expect(fixture.writes == ["FavoritesStoring: Favorites favorites.append()"])
  }

  /// A delegate protocol that the app's long-lived manager adopts in an extension: calling it
  /// changes the manager's data, which every screen handed the manager shares. A delegate a
  /// screen's controller adopts is that screen's business.
  @Test func aManagerBehindADelegateProtocolAdoptedInAnExtension() {
    let fixture = AuditFixture("""
      protocol DoseLoggingDelegate: AnyObject { func addLoggedDose(units: Double) }
      protocol DosePickerDelegate: AnyObject { func removePickedDose() }
      final class PumpDataManager { var doses: [Double] = [] }
      extension PumpDataManager: DoseLoggingDelegate {
        func addLoggedDose(units: Double) { doses.append(units) }
      }
      final class LogDoseViewModel {
        private weak var delegate: DoseLoggingDelegate?
        init(delegate: DoseLoggingDelegate) { self.delegate = delegate }
        func save() { delegate?.addLoggedDose(units: 2) }
      }
      final class PickDoseViewModel {
        weak var delegate: DosePickerDelegate?
        func clear() { delegate?.removePickedDose() }
      }
      final class DoseListViewController: UIViewController, DosePickerDelegate {
        func removePickedDose() {}
      }
      """)
    #expect(fixture.writes == ["DoseLoggingDelegate: LogDose addLoggedDose()"])
    #expect(fixture.leaves.contains("PickDose"))
    #expect(!fixture.leaves.contains("LogDose"))
  }

  /// A write one call away: the screen calls a helper (a service it holds, a settings type's
  /// static method) whose method, or a method of its own it calls, writes shared data. A
  /// helper that writes nothing shared, or a call the helper does not declare, is no write.
  @Test func aHelpersMethodThatWritesSharedData() {
    let fixture = AuditFixture("""
      final class TopicsService {
        private let database = Database.shared
        func save(_ topic: String) { persist(topic) }
        private func persist(_ topic: String) { database.topics.append(topic) }
        func fetch() -> [String] { database.topics }
      }
      final class Database { static let shared = Database(); var topics: [String] = [] }
      enum AppSettings {
        static func setTheme(_ theme: String) { UserDefaults.standard.set(theme, forKey: "theme") }
        static func format(_ text: String) -> String { text }
      }
      final class TopicsViewModel {
        private let service: TopicsService
        init(service: TopicsService) { self.service = service }
        func add(_ topic: String) { service.save(topic) }
        func load() -> [String] { service.fetch() }
      }
      final class ThemeViewModel {
        func choose(_ theme: String) { AppSettings.setTheme(theme) }
      }
      final class TopicListViewModel {
        private let service: TopicsService
        init(service: TopicsService) { self.service = service }
        func title(_ text: String) -> String { AppSettings.format(text) + String(service.fetch().count) }
      }
      """)
    #expect(fixture.writes.contains("Database.shared: Topics TopicsService.save() → topics.append()"))
    #expect(fixture.writes.contains("UserDefaults[theme]: Theme AppSettings.setTheme() → set(forKey:)"))
    #expect(fixture.leaves == ["TopicList"])
  }

  /// A write several helpers away: a use case the screen holds calls the manager it makes,
  /// which calls the store it makes, which writes the defaults. A chain that writes nothing
  /// shared is no write.
  @Test func aHelperRelaysTheWritesOfTheHelpersItCalls() {
    let fixture = AuditFixture("""
      final class PreferencesStore {
        func save(_ value: Bool, key: String) { UserDefaults.standard.set(value, forKey: "remindersEnabled") }
        func value(key: String) -> Bool { false }
      }
      final class PreferencesManager {
        private let store = PreferencesStore()
        func update(_ value: Bool) { store.save(value, key: "reminders") }
        func current() -> Bool { store.value(key: "reminders") }
      }
      final class ToggleRemindersUseCase {
        private let manager = PreferencesManager()
        func execute(_ enabled: Bool) { manager.update(enabled) }
        func isEnabled() -> Bool { manager.current() }
      }
      final class RemindersViewModel {
        private let toggleReminders: ToggleRemindersUseCase
        init(toggleReminders: ToggleRemindersUseCase) { self.toggleReminders = toggleReminders }
        func toggle(_ on: Bool) { toggleReminders.execute(on) }
      }
      final class ReminderStatusViewModel {
        private let toggleReminders: ToggleRemindersUseCase
        init(toggleReminders: ToggleRemindersUseCase) { self.toggleReminders = toggleReminders }
        func title() -> String { toggleReminders.isEnabled() ? "On" : "Off" }
      }
      """)
    #expect(fixture.writes.contains("UserDefaults[remindersEnabled]: Reminders ToggleRemindersUseCase.execute() → set(forKey:)"))
    #expect(fixture.leaves == ["ReminderStatus"])
  }

  /// A helper the screen makes where it calls it, bound to a local (`let config = MenuConfig()`)
  /// or called in place (`ShortcutRegister().update(ids)`): its writes are the screen's. A local
  /// made and only read writes nothing.
  @Test func aHelperMadeInPlaceWritesWhatItsMethodWrites() {
    let fixture = AuditFixture("""
      final class MenuConfig {
        func setSort(_ value: [String]) { UserDefaults.standard.set(value, forKey: "sort") }
        func sort() -> [String] { [] }
      }
      struct ShortcutRegister {
        let repository: ShortcutRepository
        init() { repository = ShortcutRepository() }
        func update(_ ids: [String]) { repository.update(ids) }
      }
      final class ShortcutRepository {
        func update(_ ids: [String]) { UserDefaults.standard.set(ids, forKey: "shortcuts") }
      }
      final class MenuEditViewModel: ObservableObject {
        @Published var menus: [String] = []
        func done() {
          let config = MenuConfig()
          config.setSort(menus)
          ShortcutRegister().update(menus)
        }
      }
      final class MenuViewModel: ObservableObject {
        @Published var menus: [String] = []
        func load() { let config = MenuConfig(); menus = config.sort() }
      }
      """)
    #expect(fixture.writes.contains("UserDefaults[sort]: MenuEdit MenuConfig.setSort() → set(forKey:)"))
    #expect(fixture.writes.contains("ShortcutRepository: MenuEdit ShortcutRegister.update() → update()"))
    #expect(fixture.leaves == ["Menu"])
  }

  @Test func aSingletonThatIsAnInitializersDefault() {
    let fixture = AuditFixture("""
      protocol CartManaging: AnyObject { func clear() }
      final class CartManager: CartManaging {
        static let shared = CartManager()
        var items: [String] = []
        func clear() { items.removeAll() }
      }
      final class CheckoutViewModel {
        private let cart: CartManager
        init(cart: CartManager = .shared) { self.cart = cart }
        func finish() { cart.clear() }
      }
      final class OrderViewModel {
        private let cart: CartManaging
        init(cart: CartManaging = CartManager.shared) { self.cart = cart }
        func placed() { cart.clear() }
      }
      final class ReceiptViewModel {
        init(cart: CartManager = .shared) { cart.clear() }
      }
      """)
    #expect(fixture.writes == ["CartManager.shared: Checkout clear()", "CartManager.shared: Order clear()", "CartManager.shared: Receipt clear()"])
    #expect(fixture.leaves.isEmpty)
  }

  /// In an initializer, a parameter named like the property it is stored in is that object:
  /// a change made through it (in a closure the initializer hands out) is the screen's write.
  /// Handing the screen itself over (`model.delegate = self`) writes nothing.
  @Test func aChangeMadeThroughAnInitializersParameter() {
    let fixture = AuditFixture("""
      final class TunnelManager {
        static let shared = TunnelManager()
        private var settings: [Int] = []
        func apply(_ updates: [Int]) { settings += updates }
      }
      struct ActionItem { var onTap: (() -> Void)? }
      final class MigrationViewModel {
        private let tunnelManager: TunnelManager
        var item = ActionItem()
        init(tunnelManager: TunnelManager) {
          self.tunnelManager = tunnelManager
          item.onTap = { [weak self] in
            guard let self else { return }
            tunnelManager.apply([1])
          }
        }
      }
      final class NoticeModel { weak var delegate: AnyObject?; var shown = false }
      final class NoticeViewController: UIViewController {
        private let model: NoticeModel
        var text = ""
        init(model: NoticeModel) {
          self.model = model
          super.init(nibName: nil, bundle: nil)
          model.delegate = self
        }
      }
      """)
    #expect(fixture.writes == ["TunnelManager.shared: Migration apply()"])
    #expect(fixture.leaves == ["Notice"])
  }

  /// A singleton reached by a name of its own (`sharedManager`, `instance`) is one where its
  /// class declares it so; a static constant of another type that happens to start with
  /// `shared` is no singleton, but an object with state the whole app reaches all the same
  /// (`Keys.sharedSecret.reset()` writes it).
  @Test func aSingletonWithAnAccessorOfItsOwnName() {
    let fixture = AuditFixture("""
      final class DataManager {
        static let sharedManager = DataManager()
        private var folders: [String] = []
        func delete(folderID: String) { folders.removeAll { $0 == folderID } }
      }
      final class Downloads {
        static let instance: Downloads = Downloads()
        var queue: [String] = []
      }
      final class Keys { static let sharedSecret = Secret(); var all: [String] = [] }
      final class Secret { var value = ""; func reset() { value = "" } }
      final class FolderModel: ObservableObject {
        var folderID = ""
        func deleteFolder() { DataManager.sharedManager.delete(folderID: folderID) }
      }
      struct EditFolderView: View {
        @ObservedObject var model: FolderModel
        var body: some View { Button("Delete") { model.deleteFolder() } }
      }
      final class QueueViewController: UIViewController {
        private let downloads = Downloads.instance
        func clear() { downloads.queue = [] }
      }
      final class VaultViewController: UIViewController {
        var items: [String] = []
        func wipe() { Keys.sharedSecret.reset() }
      }
      """)
    #expect(fixture.writes == [
      "DataManager.sharedManager: FolderModel delete()", "DataManager.sharedManager: EditFolderView FolderModel.deleteFolder() → delete()",
      "Downloads.instance: QueueViewController queue =", "Keys.sharedSecret: Vault sharedSecret.reset()",
    ])
    #expect(fixture.leaves.isEmpty)
  }

  /// A subject a type keeps as a static constant (`static let currentLocale =
  /// CurrentValueSubject<…>(…)`, or a `static var` of one, in a type nested in another) is one
  /// value for the whole app: sending into it writes it. Subscribing to it, through operators
  /// too (`removeDuplicates()`), or a static constant of any other kind, writes nothing.
  @Test func sendingIntoAStaticSubjectWritesItForTheWholeApp() {
    let fixture = AuditFixture("""
      enum Localization {
        enum Locale {
          static var currentLocale = CurrentValueSubject<String, Never>("en")
          static let fallback = "en"
        }
      }
      enum Events { static let refresh: PassthroughSubject<Void, Never> = .init() }
      final class APIClient { func send(_ request: String) {} }
      enum Network { static var client = APIClient() }
      struct LanguagePickerView: View {
        @State var selected = "en"
        var body: some View { Button("Save") { save() } }
        func save() { Localization.Locale.currentLocale.send(selected) }
      }
      struct HomeView: View {
        @State var items: [String] = []
        var body: some View { Text(Localization.Locale.fallback).onAppear { items = [] } }
        func reload() { Events.refresh.send() }
        // Sending a request through a static client that is no subject writes nothing.
        func ping() { Network.client.send("ping") }
        func reset() { Localization.Locale.currentLocale.value = "en" }
      }
      struct FeedView: View {
        @State var items: [String] = []
        var body: some View {
          Text("Feed")
            .onReceive(Events.refresh) { items = [] }
            .onReceive(Localization.Locale.currentLocale.removeDuplicates()) { _ in items = [] }
        }
      }
      struct RootView: View {
        @State var tab = 0
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("Language") { LanguagePickerView() }
              NavigationLink("Home") { HomeView() }
              NavigationLink("Feed") { FeedView() }
            }
          }
        }
      }
      """)
    #expect(fixture.writes == [
      "Events.refresh: Home refresh.send()", "Localization.Locale.currentLocale: LanguagePicker currentLocale.send()",
      "Localization.Locale.currentLocale: Home currentLocale.value =",
    ])
    #expect(fixture.leaves == ["Feed"])
  }

  /// A static optional (`static var current: CallBanner?`) points at whichever object is shown:
  /// no singleton, so what that object keeps is not the singleton's data. `static var shared:
  /// Model!`, set once, is one.
  @Test func aStaticOptionalIsNoSingleton() {
    let fixture = AuditFixture("""
      final class Toolbox { var items: [String] = []; func reset() { items = [] } }
      final class CallBanner {
        static var current: CallBanner?
        let toolbox: Toolbox
        init(toolbox: Toolbox) { self.toolbox = toolbox }
      }
      final class Announcements {
        static var shared: Announcements!
        var seen: [String] = []
      }
      final class InboxViewController: UIViewController {
        var rows: [String] = []
        private let toolbox: Toolbox
        init(toolbox: Toolbox) { self.toolbox = toolbox; super.init(nibName: nil, bundle: nil) }
        func count() -> Int { toolbox.items.count }
      }
      final class NewsViewController: UIViewController {
        var rows: [String] = []
        func markSeen() { Announcements.shared.seen = rows }
      }
      """)
    #expect(fixture.report.sharedData.map(\.name) == ["Announcements.shared"])
    #expect(fixture.writes == ["Announcements.shared: News seen ="])
    #expect(fixture.leaves == ["Inbox"])
  }

  /// Handing the screen over is no write only where the property is told of events (a
  /// delegate, an observer): making it the app's active screen is one. A singleton declared
  /// `` static let `default` `` is an initializer's default as `.default`.
  @Test func handingTheScreenOverAndAKeywordNamedDefault() {
    let fixture = AuditFixture("""
      final class Session { static let shared = Session(); var activeScreen: AnyObject?; weak var delegate: AnyObject? }
      final class Palette { static let `default` = Palette(); var theme = ""; func setTheme(_ name: String) { theme = name } }
      final class InboxViewController: UIViewController {
        var rows: [String] = []
        override func viewDidLoad() { Session.shared.activeScreen = self }
      }
      final class NewsViewController: UIViewController {
        var rows: [String] = []
        override func viewDidLoad() { Session.shared.delegate = self }
      }
      final class ThemeViewModel {
        private let palette: Palette
        init(palette: Palette = .default) { self.palette = palette }
        func pick(_ name: String) { palette.setTheme(name) }
      }
      """)
    #expect(fixture.writes == ["Palette.`default`: Theme setTheme()", "Session.shared: Inbox activeScreen ="])
  }

  @Test func aTwoWaySyncSetUpWithAMethodsParameter() {
    let fixture = AuditFixture("""
      final class FilterViewModel: ObservableObject { @Published var query = "" }
      final class SearchViewModel: ObservableObject {
        @Published var query = ""
        func bind(to filter: FilterViewModel) {
          filter.$query.sink { [weak self] in self?.query = $0 }.store(in: &bag)
          $query.sink { filter.query = $0 }.store(in: &bag)
        }
      }
      """)
    #expect(fixture.report.twoWaySyncs.map { "\($0.first) <-> \($0.second)" } == ["FilterViewModel.query <-> SearchViewModel.query"])
  }

  /// A screen that signs itself up with a shared service (`addThemeable(self)`) changes no data
  /// another screen reads; one that sets the service's theme does.
  @Test func signingUpForChangesIsNoWrite() {
    let fixture = AuditFixture("""
      final class ThemeService {
        static let shared = ThemeService()
        private var themeables: [AnyObject] = []
        var theme = "light"
        func addThemeable(_ themeable: AnyObject) { themeables.append(themeable) }
        func setTheme(_ name: String) { theme = name }
      }
      final class InboxViewController: UIViewController {
        var messages: [String] = []
        override func viewDidLoad() { ThemeService.shared.addThemeable(self) }
      }
      final class AppearanceViewController: UIViewController {
        var options: [String] = []
        func pick(_ name: String) { ThemeService.shared.setTheme(name) }
      }
      """)
    #expect(fixture.writes == ["ThemeService.shared: Appearance setTheme()"])
    #expect(fixture.leaves == ["Inbox"])
  }

  /// A service hands a change to a server or a database the audit does not read: a call named
  /// for a change through a service, a repository or an interactor the screen holds (handed in,
  /// made by the screen, or one property further) writes the service's data; a read does not.
  /// A view model may go by the short `…VM`.
  @Test func aChangeHandedToAServiceWhoseDataTheAuditCannotSee() {
    let fixture = AuditFixture("""
      final class AccountsService {
        private let adapter: AccountAdapter
        init(adapter: AccountAdapter) { self.adapter = adapter }
        func addDevice(token: String) -> Int { adapter.link(token) }
        func currentAccount() -> String { adapter.name }
      }
      final class AccountAdapter: NSObject { var name = ""; func link(_ token: String) -> Int { 0 } }
      final class SocialRepository {
        func invite(_ id: String) { Api.call("invite", id) }
        func applyCorrection(_ id: String) { Api.call("correct", id) }
        func applyFilters(_ ids: [String]) -> [String] { ids }
      }
      final class FiltersService { func createFilter(_ text: String) { Api.call("filters", text) } }
      final class IdentityContext { let service = FiltersService() }
      final class LinkDeviceVM: ObservableObject {
        private let accountService: AccountsService
        init(accountService: AccountsService) { self.accountService = accountService }
        func link(_ token: String) { _ = self.accountService.addDevice(token: token) }
      }
      final class AccountSummaryViewModel: ObservableObject {
        private let accountService: AccountsService
        init(accountService: AccountsService) { self.accountService = accountService }
        var title: String { accountService.currentAccount() }
      }
      final class InviteMembersViewModel: ObservableObject {
        private let socialRepository = SocialRepository()
        func invite(_ id: String) { socialRepository.invite(id) }
      }
      final class CorrectionViewModel: ObservableObject {
        private let socialRepository = SocialRepository()
        func apply(_ id: String) { socialRepository.applyCorrection(id) }
      }
      final class FilteredListViewModel: ObservableObject {
        @Published var shown: [String] = []
        private let socialRepository = SocialRepository()
        func refresh(_ ids: [String]) {
          let filtered = socialRepository.applyFilters(ids)
          shown = filtered
        }
      }
      final class EditFilterViewModel: ObservableObject {
        private let identityContext: IdentityContext
        init(identityContext: IdentityContext) { self.identityContext = identityContext }
        func save(_ text: String) { identityContext.service.createFilter(text) }
      }
      """)
    #expect(fixture.writes.sorted() == [
      "AccountsService: LinkDevice AccountsService.addDevice()", "FiltersService: EditFilter FiltersService.createFilter()",
      "SocialRepository: Correction SocialRepository.applyCorrection()", "SocialRepository: InviteMembers SocialRepository.invite()",
    ])
    #expect(fixture.leaves == ["AccountSummary", "FilteredList"])
  }

  /// A service named for the one screen that holds it (`CoinSelectService` of
  /// `CoinSelectViewModel`) keeps that screen's state: setting it writes nothing shared, but
  /// what it hands on to the app's managers is the screen's write. A service every screen holds
  /// is the app's, even when one screen is named like it.
  @Test func aScreensOwnServiceIsItsCode() {
    let fixture = AuditFixture("""
      final class WalletManager { func setBackedUp(_ id: String) { UserDefaults.standard.set(true, forKey: id) } }
      final class CoinSelectService {
        private(set) var filter = ""
        func setFilter(_ text: String) { filter = text }
      }
      final class BackupVerifyService {
        private let walletManager: WalletManager
        init(walletManager: WalletManager) { self.walletManager = walletManager }
        func verified(_ id: String) { walletManager.setBackedUp(id) }
      }
      final class CoinSelectViewModel {
        private let service: CoinSelectService
        init(service: CoinSelectService) { self.service = service }
        func typed(_ text: String) { service.setFilter(text) }
      }
      final class BackupVerifyViewModel {
        private let service: BackupVerifyService
        init(service: BackupVerifyService) { self.service = service }
        func done(_ id: String) { service.verified(id) }
      }
      final class AccountsService { func changePassword(_ text: String) { Api.call("password", text) } }
      final class AccountsViewModel {
        private let service: AccountsService
        init(service: AccountsService) { self.service = service }
        func change(_ text: String) { service.changePassword(text) }
      }
      final class EncryptAccountViewModel {
        private let accountsService: AccountsService
        init(accountsService: AccountsService) { self.accountsService = accountsService }
        func encrypt(_ text: String) { accountsService.changePassword(text) }
      }
      final class ContactsService { func unbanContact(_ id: String) { Api.call("unban", id) } }
      final class ContactViewModel {
        private let contactsService: ContactsService
        init(contactsService: ContactsService) { self.contactsService = contactsService }
        func unblock(_ id: String) { contactsService.unbanContact(id) }
      }
      """)
    #expect(fixture.leaves == ["CoinSelect"])
    #expect(fixture.writes == [
      "AccountsService: Accounts AccountsService.changePassword()", "AccountsService: EncryptAccount AccountsService.changePassword()",
      "ContactsService: Contact ContactsService.unbanContact()", "UserDefaults[id]: WalletManager set(forKey:)",
      "WalletManager: BackupVerify setBackedUp()", "WalletManager: BackupVerify BackupVerifyService.verified() → setBackedUp()",
    ])
  }

  /// Only a data layer's methods are judged by the looser verbs: `group.leave()` changes no
  /// data, nor does a TCA store's `send(.onAppear)`.
  @Test func looseVerbsAreChangesOnlyOfADataLayer() {
    let fixture = AuditFixture("""
      final class AppStore { static let shared = AppStore(); func send(_ action: Any) {} }
      final class LoaderViewModel {
        private let group = DispatchGroup()
        func done() { group.leave(); AppStore.shared.send(Action.onAppear) }
      }
      """)
    #expect(fixture.writes.isEmpty)
    #expect(fixture.leaves == ["Loader"])
  }

  /// A static constant that holds an object of the app's with state of its own (`static let
  /// isUsingBottomBar = Option<Bool>(key:default:)`, a preference whose `value` writes the
  /// defaults) is one value for the whole app: setting its `value` writes it, through a property
  /// that holds it too (`@ObservedObject var bottomBar = Preferences.General.isUsingBottomBar`). A
  /// constant that holds a value, or an object with no state of its own, is no data.
  @Test func aStaticConstantHoldingAnObjectWithState() {
    let fixture = AuditFixture("""
      class Option<ValueType: Equatable>: ObservableObject {
        let key: String
        @Published var value: ValueType { didSet { UserDefaults.standard.set(value, forKey: key) } }
        init(key: String, default: ValueType) { self.key = key; value = `default` }
      }
      final class Formatting { func title(_ text: String) -> String { text } }
      enum Preferences {
        enum General {
          static let isUsingBottomBar = Option<Bool>(key: "general.bottom-bar", default: false)
          static let maximumTabs = 100
          static let formatting = Formatting()
        }
      }
      final class BottomBarViewController: UIViewController {
        var isOn = false
        func switchTapped() { Preferences.General.isUsingBottomBar.value = true }
      }
      final class TabsViewController: UIViewController {
        var tabs: [String] = []
        func title() -> String { Preferences.General.formatting.title(String(Preferences.General.maximumTabs)) }
      }
      struct ToolbarSettingsView: View {
        @ObservedObject private var bottomBar = Preferences.General.isUsingBottomBar
        @State private var isExpanded = false
        var body: some View { Button("Move the bar") { bottomBar.value.toggle() } }
      }
      """)
    #expect(fixture.writes.contains { $0.hasPrefix("Preferences.General.isUsingBottomBar: BottomBar") }, "\(fixture.writes)")
    #expect(fixture.writes.contains { $0.hasPrefix("Preferences.General.isUsingBottomBar: ToolbarSettings") }, "\(fixture.writes)")
    #expect(fixture.leaves == ["Tabs"])
  }

  /// A static `var` of the app's is one value for every screen (its writes are recorded: most
  /// static `var`s are constants); a namespace of static methods named for a data layer changes
  /// its data when a method says so, not when a screen signs up, nor when an error is made.
  @Test func staticStateAndANamespaceOfStaticMethods() {
    let fixture = AuditFixture("""
      struct ThemeManager {
        static var theme = "light"
        static func addObserver(_ observer: AnyObject?) {}
      }
      struct UserManager { static func setUserStatus(_ status: Int) { Socket.send(status) } }
      final class ThemePickerViewModel: ObservableObject {
        func pick(_ name: String) { ThemeManager.theme = name }
      }
      final class StatusViewModel: ObservableObject {
        func choose(_ status: Int) { UserManager.setUserStatus(status) }
      }
      final class AboutViewModel: ObservableObject {
        var title = ""
        func load(_ view: AnyObject) { ThemeManager.addObserver(view); title = ThemeManager.theme }
      }
      enum StorageError: Error { case saveFailed(String) }
      final class NoteViewModel: ObservableObject {
        var error: Error?
        func fail() { error = StorageError.saveFailed("disk full") }
      }
      """)
    #expect(fixture.writes == ["ThemeManager.theme: ThemePicker theme =", "UserManager: Status UserManager.setUserStatus()"])
    #expect(fixture.report.sharedData.first { $0.name == "ThemeManager.theme" }?.readers.isEmpty == true)
    #expect(fixture.leaves == ["About", "Note"])
  }

  /// The defaults by another name (a suite in a global, a static property), written or read by
  /// key; and the app's icon, a setting the system keeps for it.
  @Test func defaultsByAnotherNameAndTheAppIcon() {
    let fixture = AuditFixture("""
      let kSharedUserDefaults = UserDefaults(suiteName: "group.app")
      final class OnboardingViewModel: ObservableObject {
        func finish() { kSharedUserDefaults?.set(true, forKey: "onboarded") }
      }
      final class EmojiViewModel: ObservableObject {
        static let defaults = UserDefaults(suiteName: "group.app")
        func remember(_ data: Data) { Self.defaults?.set(data, forKey: "recentEmojis") }
        var wasOnboarded: Bool { kSharedUserDefaults?.bool(forKey: "onboarded") ?? false }
      }
      final class IconViewModel: ObservableObject {
        func pick(_ name: String) { UIApplication.shared.setAlternateIconName(name) }
      }
      """)
    #expect(fixture.writes == [
      "UIApplication.alternateIconName: Icon setAlternateIconName()", "UserDefaults[onboarded]: Onboarding set(forKey:)",
      "UserDefaults[recentEmojis]: Emoji set(forKey:)",
    ])
    #expect(fixture.report.sharedData.first { $0.name == "UserDefaults[onboarded]" }?.readers.map(\.by) == ["Emoji"])
  }

  /// An object of the app's a screen is handed (by its creator, or by a dependency container
  /// through a key path) changes what other screens read when a method's name says so; one it
  /// makes itself, or the one who made it listening, does not; and a container's observable
  /// manager is nobody's part.
  @Test func objectsHandedInByACreatorOrAContainer() {
    let fixture = AuditFixture("""
      protocol Source { func save(url: String); func fetch() -> [String] }
      protocol PickerDelegate: AnyObject { func updateSelection(_ value: String) }
      final class ItemRepository { func deleteItem(_ id: Int) {} }
      final class ContentManager: ObservableObject { var filter = 0; func setFilter(_ value: Int) { Defaults[.filter] = value } }
      final class Draft { func reset() {} }
      extension Container {
        var itemRepository: Factory<ItemRepository> { self { ItemRepository() } }
      }
      extension SharedContainer {
        var contentManager: Factory<ContentManager> { self { ContentManager() } }
      }
      final class AddItemViewModel: ObservableObject {
        private let source: Source
        init(source: Source) { self.source = source }
        func add(_ url: String) { source.save(url: url) }
      }
      final class PickerViewModel: ObservableObject {
        weak var delegate: PickerDelegate?
        private let draft = Draft()
        func pick(_ value: String) { draft.reset(); delegate?.updateSelection(value) }
      }
      final class TrashViewModel: ObservableObject {
        @LazyInjected(\\.itemRepository) private var repository
        func delete() { repository.deleteItem(1) }
      }
      final class FilterViewModel: ObservableObject {
        private let contentManager = resolve(\\SharedContainer.contentManager)
        var filter: Int { contentManager.filter }
      }
      protocol LoginViewProtocol: AnyObject { func setLoading(_ loading: Bool) }
      final class LoginViewController: UIViewController, LoginViewProtocol { func setLoading(_ loading: Bool) {} }
      final class LocationTracker { func setAccuracy(_ meters: Int) {} }
      final class LoginViewModel: ObservableObject {
        weak var view: LoginViewProtocol?
        private let tracker: LocationTracker
        init() { tracker = LocationTracker() }
        func submit() { view?.setLoading(true); tracker.setAccuracy(10) }
      }
      """)
    #expect(fixture.writes == [
      "ItemRepository: Trash ItemRepository.deleteItem()", "Source: AddItem Source.save()", "UserDefaults[filter]: ContentManager [filter] =",
    ])
    // Picker hands its choice to a delegate no type of the app adopts: where it goes is unknown.
    #expect(fixture.leaves == ["Filter", "Login"])
    #expect(fixture.screen("Picker")?.unfollowedCalls.map(\.call) == ["delegate.updateSelection"])
  }

  /// A class's constant static instance of itself is a singleton whatever its name
  /// (`Application.app`), and an object it keeps, held in a property (`= Application.app.services
  /// .favorites`), is its state: changing it writes the singleton.
  @Test func aSingletonOfAnyNameAndAnObjectItKeeps() {
    let fixture = AuditFixture("""
      final class Application { static let app = Application(); lazy var services = Services(); var theme = 0 }
      final class Services { lazy var favorites = FavoritesStore() }
      final class FavoritesStore {
        var items = Set<String>()
        func toggle(_ item: String) { if items.contains(item) { items.remove(item) } else { items.insert(item) } }
      }
      final class ItemDetailViewModel {
        var item = ""
        private let favorites = Application.app.services.favorites
        func tap() { favorites.toggle(item) }
      }
      final class ItemDetailViewController: UIViewController { var viewModel = ItemDetailViewModel() }
      final class ThemeViewController: UIViewController {
        var theme = 0
        @objc func dark() { Application.app.theme = 1 }
      }
      final class FavoritesListViewModel { var items: [String] { Array(Application.app.services.favorites.items) } }
      final class FavoritesListViewController: UIViewController { let viewModel = FavoritesListViewModel() }
      final class Node { static let empty = Node(); var children: [Node] = [] }
      """)
    #expect(fixture.writes == ["Application.app: ItemDetail toggle()", "Application.app: Theme theme ="])
    #expect(fixture.leaves == ["FavoritesList"])
  }

  /// A SwiftUI view without an initializer of its own is handed each stored property without a
  /// value through its memberwise initializer: a change through one is a write; a property it
  /// gives a value itself is its own.
  @Test func aViewsMemberwiseInitializerHandsItsObjectsIn() {
    let fixture = AuditFixture("""
      protocol DeviceManaging { func deleteDevice(_ id: String); func listDevices() -> [String] }
      final class Scratchpad { func clearNotes() {} }
      struct DeviceListView: View {
        let deviceManaging: any DeviceManaging
        let pad = Scratchpad()
        var body: some View { Button("Remove") { deviceManaging.deleteDevice("a"); pad.clearNotes() } }
      }
      struct DeviceCountView: View {
        let deviceManaging: any DeviceManaging
        var body: some View { Text("\\(deviceManaging.listDevices().count)") }
      }
      struct RootView: View {
        let devices: any DeviceManaging
        @State var isShowingList = false
        var body: some View {
          Button("Devices") { isShowingList = true }
            .sheet(isPresented: $isShowingList) { DeviceListView(deviceManaging: devices) }
            .sheet(isPresented: $isShowingList) { DeviceCountView(deviceManaging: devices) }
        }
      }
      """)
    #expect(fixture.writes == ["DeviceManaging: DeviceList DeviceManaging.deleteDevice()"])
    #expect(fixture.leaves == ["DeviceCount"])
  }

  /// A helper whose method changes its own computed property, whose setter writes the defaults:
  /// the screen that calls the method writes that key.
  @Test func aHelpersComputedPropertyWhoseSetterWritesTheDefaults() {
    let fixture = AuditFixture("""
      final class RecentTagsProvider {
        private let userDefaults: UserDefaults
        init(userDefaults: UserDefaults) { self.userDefaults = userDefaults }
        var recentTags: [String] {
          get { userDefaults.stringArray(forKey: "recentTags") ?? [] }
          set { userDefaults.set(newValue, forKey: "recentTags") }
        }
        func update(with tags: [String]) { tags.forEach { recentTags.append($0) } }
        func first() -> String? { recentTags.first }
      }
      final class AddTagsViewModel: ObservableObject {
        private let recentTags: RecentTagsProvider
        init(defaults: UserDefaults) { recentTags = RecentTagsProvider(userDefaults: defaults) }
        func save(_ tags: [String]) { recentTags.update(with: tags) }
      }
      final class TagsListViewModel: ObservableObject {
        private let recentTags: RecentTagsProvider
        init(defaults: UserDefaults) { recentTags = RecentTagsProvider(userDefaults: defaults) }
        var first: String? { recentTags.first() }
      }
      """)
    #expect(fixture.writes.contains("UserDefaults[recentTags]: AddTags RecentTagsProvider.update() → set(forKey:)"))
    #expect(fixture.leaves == ["TagsList"])
  }

  /// A data service asked for a change with only a trailing closure (`coreDataService.save { … }`),
  /// by the screen's coordinator as much as by its view model, writes the service's data.
  @Test func aServiceChangedWithATrailingClosureOrByTheScreensCoordinator() {
    let fixture = AuditFixture("""
      class DiaryDataService {
        func save(completion: (() -> Void)? = nil) { completion?() }
        func deleteEntry(_ id: String) { save() }
        var updateAvailable: Bool { false }
      }
      final class DiaryAddEntryViewModel {
        @Injected private var dataService: DiaryDataService
        var name = ""
        func add() { dataService.save { [weak self] in self?.name = "" } }
      }
      final class DiaryAddEntryViewController: UIViewController { let viewModel = DiaryAddEntryViewModel() }
      final class DiaryDeleteCoordinator: Coordinator {
        @Injected private var dataService: DiaryDataService
        let navigationController = UINavigationController()
        func start() { navigationController.present(DiaryDeleteViewController(), animated: true) }
        func confirm(_ id: String) { dataService.deleteEntry(id) }
      }
      final class DiaryListViewModel {
        @Injected private var dataService: DiaryDataService
        var banner = false
        func appear() { if dataService.updateAvailable { banner = true } }
      }
      final class DiaryListViewController: UIViewController { let viewModel = DiaryListViewModel() }
      final class DiaryDeleteViewController: UIViewController { var entry = "" }
      """)
    #expect(fixture.writes.sorted() == ["DiaryDataService: DiaryAddEntry DiaryDataService.save()", "DiaryDataService: DiaryDelete DiaryDataService.deleteEntry()"])
    #expect(fixture.leaves == ["DiaryList"])
  }

  /// `application.userDataStore.add(…)`: a store reached through a computed property of the
  /// object the screen holds; a builder it is handed makes screens and keeps no data.
  @Test func aStoreReachedThroughAComputedPropertyAndABuilderThatKeepsNothing() {
    let fixture = AuditFixture("""
      protocol UserDataStore: AnyObject { func add(_ bookmark: String) }
      final class AppConfig { let store: UserDataStore? = nil }
      final class Application {
        let config = AppConfig()
        var userDataStore: UserDataStore { config.store! }
      }
      final class ScreenBuilder { func signOutConfirmation() -> UIViewController { UIViewController() } }
      final class EditBookmarkViewModel {
        private let application: Application
        var name = ""
        init(application: Application) { self.application = application }
        func save() { application.userDataStore.add(name) }
      }
      final class SettingsViewModel {
        private let builder: ScreenBuilder
        var version = ""
        init(builder: ScreenBuilder) { self.builder = builder }
        func signOut() { _ = builder.signOutConfirmation() }
      }
      """)
    #expect(fixture.writes == ["UserDataStore: EditBookmark UserDataStore.add()"])
    #expect(fixture.leaves == ["Settings"])
  }

  /// A controller handed another screen's view model is no navigation to it, but that model is
  /// shared data: changing it (an assignment, a changing method, an observer handed to a
  /// control, a value sent to a subject) writes it, and a screen that only reads it is a leaf.
  @Test func anotherScreensModelHandedInIsSharedDataNotNavigation() {
    let fixture = AuditFixture("""
      final class SettingsViewModel {
        var launchAtLogin = false
        var showsWeekNumbers = false
        var version: String { "1.0" }
        func toggleWeekNumbers() { showsWeekNumbers.toggle() }
        let toggleAutoUpdate: AnyObserver<Bool>
        let search = PublishSubject<String>()
        let results = BehaviorRelay<[String]>(value: [])
        let logger = EventLogger()
      }
      final class EventLogger { func send(_ event: String) {} }
      final class SettingsViewController: NSViewController {
        private let viewModel = SettingsViewModel()
        func showTabs() { present(GeneralSettingsViewController(viewModel: viewModel), animated: true) }
        func showAbout() { present(AboutViewController(viewModel: viewModel), animated: true) }
        func showAppearance() { present(AppearanceViewController(viewModel: viewModel), animated: true) }
        func showMore() {
          present(UpdatesViewController(viewModel: viewModel), animated: true)
          present(SearchViewController(viewModel: viewModel), animated: true)
          present(ResultsViewController(viewModel: viewModel), animated: true)
          present(FilterViewController(viewModel: viewModel), animated: true)
        }
      }
      final class SettingsRow: NSView {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(frame: .zero) }
        @objc func tapped() { viewModel.launchAtLogin = false }
      }
      final class GeneralSettingsViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func launchToggled() { DispatchQueue.main.async { [weak self] in self?.viewModel.launchAtLogin = true } }
      }
      final class AppearanceViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func weekNumbersToggled() { self.viewModel.toggleWeekNumbers() }
      }
      final class AboutViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { title = viewModel.version }
      }
      final class UpdatesViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { bind(checkbox: checkbox, observer: viewModel.toggleAutoUpdate) }
      }
      final class SearchViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { field.rx.text.bind(to: viewModel.search); _ = viewModel.results.subscribe { _ in } }
      }
      final class ResultsViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { _ = viewModel.results.subscribe { _ in }; viewModel.logger.send("shown") }
      }
      final class FilterViewController: NSViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func typed() { viewModel.search.onNext("text") }
      }
      """)
    #expect(fixture.edges.count == 7)
    #expect(fixture.edges.allSatisfy { $0.hasPrefix("Settings -> ") })
    for writer in ["GeneralSettings", "Appearance", "Updates", "Search", "Filter"] {
      #expect(fixture.screen(writer)?.writes == ["SettingsViewModel"], "\(writer)")
    }
    #expect(fixture.screen("Results")?.reads == ["SettingsViewModel"])
    // Its own row is the Settings screen's code: the model is its own there.
    #expect(fixture.screen("Settings")?.writes == [])
    #expect(fixture.leaves == ["About", "Results"])
  }

  /// Which view models handed in are shared data depends on whose they are: not a part's, not
  /// the screen's own under another name, but a model several screens are handed (a
  /// coordinator's flow); an environment object stays shared data wherever a part reads it.
  @Test func aHandedInModelIsSharedOnlyWhenAnotherScreensOrSeveralScreens() {
    let fixture = AuditFixture("""
      final class ProfileHeaderViewModel { var name = "" }
      final class ProfileViewController: UIViewController {
        private let headerViewModel: ProfileHeaderViewModel
        var isEditing = false
        init(headerViewModel: ProfileHeaderViewModel) { self.headerViewModel = headerViewModel; super.init(nibName: nil, bundle: nil) }
        @objc func rename() { headerViewModel.name = "New" }
      }
      final class AuthenticationViewModel { var isLocked = true }
      final class AuthenticationCoordinator {
        let authenticationViewModel = AuthenticationViewModel()
        func lock() { window.rootViewController = PinViewController(authenticationViewModel: authenticationViewModel) }
        func wait() { window.rootViewController = TimeLockedViewController(authenticationViewModel: authenticationViewModel) }
      }
      final class PinViewController: UIViewController {
        private let authenticationViewModel: AuthenticationViewModel
        init(authenticationViewModel: AuthenticationViewModel) { self.authenticationViewModel = authenticationViewModel; super.init(nibName: nil, bundle: nil) }
        @objc func unlock() { authenticationViewModel.isLocked = false }
      }
      final class TimeLockedViewController: UIViewController {
        private let authenticationViewModel: AuthenticationViewModel
        init(authenticationViewModel: AuthenticationViewModel) { self.authenticationViewModel = authenticationViewModel; super.init(nibName: nil, bundle: nil) }
        override func viewDidLoad() { title = authenticationViewModel.isLocked ? "Locked" : "" }
      }
      final class AccountBannerViewModel: ObservableObject { @Published var isLoggedIn = true }
      struct AccountScreen: View { var body: some View { LogoutButton() } }
      struct LogoutButton: View {
        @EnvironmentObject var session: AccountBannerViewModel
        var body: some View { Button("Log out") { session.isLoggedIn = false } }
      }
      """)
    #expect(fixture.screen("Profile")?.writes == [])
    #expect(fixture.screen("Pin")?.writes == ["AuthenticationViewModel"])
    #expect(fixture.screen("TimeLocked")?.reads == ["AuthenticationViewModel"])
    #expect(fixture.screen("Account")?.writes == ["AccountBannerViewModel"])
  }

  /// A model of another kind than its name says, subclass of the app's view model base
  /// (`TaskObserver: ViewModel`), handed to two screens is shared data too; a method a macro
  /// makes for it (no body the audit can read) changes it when named for a change.
  @Test func aViewModelSubclassHandedToTwoScreensIsWrittenThroughGeneratedMethods() {
    let fixture = AuditFixture("""
      class ViewModel: ObservableObject {}
      @Stateful final class TaskObserver: ViewModel {
        enum Action { case addTrigger(String); case createBackup }
        @Published var name = ""
      }
      struct TasksView: View {
        @StateObject var observer = TaskObserver()
        var body: some View { NavigationLink("Edit") { EditTaskView(observer: observer) } }
      }
      struct EditTaskView: View {
        @ObservedObject var observer: TaskObserver
        var body: some View {
          NavigationLink("Add") { AddTriggerView(observer: observer) }
          NavigationLink("Back up") { BackupView(observer: observer) }
          NavigationLink("Status") { StatusView(observer: observer) }
        }
      }
      struct AddTriggerView: View {
        @ObservedObject var observer: TaskObserver
        var body: some View { Button("Add") { observer.addTrigger("daily") } }
      }
      struct BackupView: View {
        @ObservedObject var observer: TaskObserver
        var body: some View { Button("Back up") { observer.createBackup() } }
      }
      struct StatusView: View {
        @ObservedObject var observer: TaskObserver
        var body: some View { Text(observer.name); Button("Stop") { observer.stopping() } }
      }
      """)
    #expect(fixture.screen("AddTrigger")?.writes == ["TaskObserver"])
    #expect(fixture.screen("Backup")?.writes == ["TaskObserver"])
    #expect(fixture.screen("Status")?.writes == [])
    #expect(fixture.screen("Status")?.reads == ["TaskObserver"])
    #expect(fixture.leaves == ["Status"])
  }

  /// A base class's code runs for the screens of its subclasses: what its methods write
  /// (a purchase through the store a defaulted parameter hands in), they write.
  @Test func aBaseClassesWritesAreItsSubclassesScreens() {
    let fixture = AuditFixture("""
      protocol IAPManager { func buy(_ product: String) -> Int }
      final class StoreObserver: IAPManager {
        static let shared = StoreObserver()
        private var running: [String: Int] = [:]
        func buy(_ product: String) -> Int { running[product] = 1; return 1 }
      }
      class BaseIAPViewModel {
        private let iapManager: IAPManager
        init(iapManager: IAPManager = StoreObserver.shared) { self.iapManager = iapManager }
        func purchase(_ product: String) -> Int { iapManager.buy(product) }
      }
      final class UpgradeViewModel: BaseIAPViewModel { var title = "" }
      final class UpgradeViewController: UIViewController {
        let viewModel = UpgradeViewModel()
        @objc func buyTapped() { _ = viewModel.purchase("full") }
      }
      final class SettingsViewController: UIViewController {
        var rows = 0
        func upgrade() { present(UpgradeViewController(), animated: true) }
      }
      """)
    #expect(fixture.screen("Upgrade")?.writes.isEmpty == false)
    #expect(!fixture.leaves.contains("Upgrade"))
  }

  /// A settings key handed down as a binding (`FlagPicker(isOn: $showsBadges)`, or a member of a
  /// settings wrapper's value): the child that changes its `@Binding` writes the key, two views
  /// down as well; a child that only reads it writes nothing.
  @Test func aSettingsBindingHandedDownIsWrittenByTheChild() {
    let fixture = AuditFixture("""
      struct BadgeToggleView: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("Badges", isOn: $isOn) }
      }
      struct BadgeSettingsView: View {
        @Binding var enabled: Bool
        var body: some View { Form { BadgeToggleView(isOn: $enabled) } }
      }
      struct BadgePreviewView: View {
        @Binding var enabled: Bool
        var body: some View { Text(enabled ? "On" : "Off") }
      }
      struct SoundsScreen: View {
        @AppStorage("sounds") var playsSounds = false
        var body: some View { NavigationStack { NavigationLink("Sounds") { BadgeSettingsView(enabled: $playsSounds) } } }
      }
      struct SettingsScreen: View {
        @AppStorage("badges") var showsBadges = false
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("Badges") { BadgeSettingsView(enabled: $showsBadges) }
              NavigationLink("Preview") { BadgePreviewView(enabled: $showsBadges) }
            }
          }
        }
      }
      """)
    #expect(fixture.leaves == ["BadgePreview"])
    #expect(fixture.writes.contains { $0.hasPrefix("UserDefaults[badges]: BadgeSettings") })
    // Handed another key by another screen, it writes that one too.
    #expect(fixture.screen("BadgeSettings")?.writes == ["UserDefaults[badges]", "UserDefaults[sounds]"])
  }

  /// A closure the creator hands the screen it makes runs when that screen's user acts: what it
  /// changes, directly or through one of the creator's methods, the screen changes; no leaf. A
  /// closure handed to a part, or a write the creator makes itself, is not the screen's.
  @Test func whatAClosureTheCreatorHandsAScreenChangesTheScreenChanges() {
    let fixture = AuditFixture("""
      final class Preferences { static let shared = Preferences(); var language = ""; var theme = ""; var order = ""; var folder = ""; var draft = ""; var onboarded = false; var lastShown = "" }
      final class OrderPickerViewController: UIViewController { var onPick: ((String) -> Void)?; var orders: [String] = [] }
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func showLanguages() {
          let picker = LanguagePickerViewController(onSelect: { language in Preferences.shared.language = language })
          present(picker, animated: true)
        }
        func showThemes() {
          let picker = ThemePickerViewController(title: "Theme") { [weak self] theme in self?.persist(theme) }
          present(picker, animated: true)
        }
        func showOrders() {
          let picker = OrderPickerViewController()
          picker.onPick = { order in Preferences.shared.order = order }
          present(picker, animated: true)
        }
        let folders = FolderStore()
        func showFolder() {
          present(FolderEditorViewController(onRename: { [weak self] name in self?.folders.rename(name) }), animated: true)
        }
        // The creator's object's method called with only a trailing closure.
        func showArchive() {
          present(ArchiveViewController(onConfirm: { [weak self] in self?.folders.archive { self?.dismiss(animated: true) } }), animated: true)
        }
        func showDraft() {
          present(Self.makeEditor(title: "Draft") { text in Preferences.shared.draft = text }, animated: true)
        }
        static func makeEditor(title: String, _ onSave: @escaping (String) -> Void) -> UIViewController {
          EditorViewController(title: title, onSave: onSave)
        }
        func showOnboarding() {
          let onboarding = OnboardingViewController { [weak self] action in
            guard let self else { return }
            Preferences.shared.onboarded = true
          }
          present(onboarding, animated: true)
        }
        // A factory that returns the screen: its body is the creator's own code.
        func makeOnboarding() -> OnboardingViewController {
          Preferences.shared.lastShown = "onboarding"
          return OnboardingViewController { _ in }
        }
        func showAbout() {
          Preferences.shared.language = "en"
          present(AboutViewController(), animated: true)
        }
        private func persist(_ theme: String) { Preferences.shared.theme = theme }
      }
      final class LanguagePickerViewController: UIViewController {
        let onSelect: (String) -> Void
        var languages: [String] = []
        init(onSelect: @escaping (String) -> Void) { self.onSelect = onSelect; super.init(nibName: nil, bundle: nil) }
      }
      final class ThemePickerViewController: UIViewController {
        let onPick: (String) -> Void
        var themes: [String] = []
        init(title: String, onPick: @escaping (String) -> Void) { self.onPick = onPick; super.init(nibName: nil, bundle: nil) }
      }
      final class AboutViewController: UIViewController { var version = "" }
      final class OnboardingViewController: UIViewController {
        let onDismiss: (Bool) -> Void
        var page = 0
        init(onDismiss: @escaping (Bool) -> Void) { self.onDismiss = onDismiss; super.init(nibName: nil, bundle: nil) }
      }
      final class EditorViewController: UIViewController {
        let onSave: (String) -> Void
        var text = ""
        init(title: String, onSave: @escaping (String) -> Void) { self.onSave = onSave; super.init(nibName: nil, bundle: nil) }
      }
      final class FolderStore {
        func rename(_ name: String) { Preferences.shared.folder = name }
        func archive(then done: @escaping () -> Void) { Preferences.shared.folder = "Archive"; done() }
      }
      final class ArchiveViewController: UIViewController {
        let onConfirm: () -> Void
        var count = 0
        init(onConfirm: @escaping () -> Void) { self.onConfirm = onConfirm; super.init(nibName: nil, bundle: nil) }
      }
      final class FolderEditorViewController: UIViewController {
        let onRename: (String) -> Void
        var name = ""
        init(onRename: @escaping (String) -> Void) { self.onRename = onRename; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.leaves == ["About"])
    #expect(fixture.writes.contains("Preferences.shared: FolderEditor folder = (a closure its creator hands it)"))
    #expect(fixture.writes.contains("Preferences.shared: Archive folder = (a closure its creator hands it)"))
    // Through a factory that hands its closure parameter to the screen it makes.
    #expect(fixture.writes.contains("Preferences.shared: Editor draft = (a closure its creator hands it)"))
    #expect(fixture.writes.contains("Preferences.shared: LanguagePicker language = (a closure its creator hands it)"))
    #expect(fixture.writes.contains("Preferences.shared: ThemePicker theme = (a closure its creator hands it)"))
    #expect(fixture.writes.contains("Preferences.shared: OrderPicker order = (a closure its creator hands it)"))
    // A controller made with its trailing closure alone.
    #expect(fixture.writes.contains("Preferences.shared: Onboarding onboarded = (a closure its creator hands it)"))
    #expect(!fixture.writes.contains { $0.hasPrefix("Preferences.shared: Onboarding lastShown") })
    #expect(!fixture.writes.contains { $0.hasPrefix("Preferences.shared: About") })
  }

  /// The creator's method a handed closure calls may write through another of its objects:
  /// `{ viewModel.resetForStaleDevice() }` → `settings.deleteAllData()` → a shared write, which the
  /// sheet that calls `onDelete` makes. Followed a few calls deep, not forever.
  @Test func aHandedClosureWritesThroughTheCreatorsObjects() {
    let fixture = AuditFixture("""
      final class Preferences { static let shared = Preferences(); var inbox: String?; var archive: String? }
      final class AppSettingsModel {
        func deleteAllData() { Preferences.shared.inbox = nil }
        func a() { b() }
        func b() { c() }
        func c() { d() }
        func d() { Preferences.shared.archive = nil }
      }
      @Observable final class InboxViewModel {
        let settings: AppSettingsModel
        var rows: [String] = []
        init(settings: AppSettingsModel) { self.settings = settings }
        func resetForStaleDevice() { settings.deleteAllData() }
        func archiveEverything() { settings.a() }
      }
      struct InboxView: View {
        @State var viewModel: InboxViewModel
        @State private var showsStale = false
        @State private var showsArchive = false
        var body: some View {
          List(viewModel.rows, id: \\.self) { Text($0) }
            .sheet(isPresented: $showsStale) { StaleDeviceSheet(onDelete: { viewModel.resetForStaleDevice() }) }
            .sheet(isPresented: $showsArchive) { ArchiveSheet(onArchive: { viewModel.archiveEverything() }) }
        }
      }
      struct StaleDeviceSheet: View {
        let onDelete: () -> Void
        var body: some View { Button("Delete") { onDelete() } }
      }
      struct ArchiveSheet: View {
        let onArchive: () -> Void
        var body: some View { Button("Archive") { onArchive() } }
      }
      """)
    #expect(fixture.writes.contains("Preferences.shared: StaleDeviceSheet inbox = (a closure its creator hands it)"), "\(fixture.writes)")
    #expect(fixture.leaves == ["ArchiveSheet"])
  }

  /// A coordinator that shows the profile screen and its delete sheet, both handed its one model.
  static let myPageScreen = """
    final class MyPageCoordinator {
      let navigationController = UINavigationController()
      private lazy var viewModel: MyPageViewModel = DefaultMyPageViewModel()
      func start() { navigationController.pushViewController(MyPageViewController(viewModel: viewModel), animated: true) }
      func startDeleteSheet() { navigationController.present(DeleteImageSheetViewController(viewModel: viewModel), animated: true) }
    }
    final class MyPageViewController: UIViewController {
      private let viewModel: MyPageViewModel
      init(viewModel: MyPageViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      override func viewDidLoad() { title = viewModel.profileImage.value == nil ? "No photo" : "Photo" }
    }
    """

  /// A coordinator hands its screen's model, typed by the protocol its one class implements
  /// (`MyPageViewModel` of `DefaultMyPageViewModel`), to a sheet too; the sheet sends a value into
  /// the model's subject, which the screen observes: the sheet writes the screen's state. A value
  /// sent into a singleton's private relay (a loading indicator's) changes nothing others read.
  @Test func aSheetSendsIntoTheModelItsParentIsHandedThroughAProtocol() {
    let fixture = AuditFixture("""
      protocol MyPageViewModel: AnyObject {
        var profileImage: CurrentValueSubject<UIImage?, Never> { get }
        func deleteImage()
      }
      final class DefaultMyPageViewModel: MyPageViewModel {
        let profileImage = CurrentValueSubject<UIImage?, Never>(nil)
        func deleteImage() { profileImage.send(nil) }
      }
      final class LoadingIndicator {
        static let shared = LoadingIndicator()
        private let visibility = PublishRelay<Bool>()
        func show() { visibility.accept(true) }
      }
      \(Self.myPageScreen)
      final class DeleteImageSheetViewController: UIViewController {
        private let viewModel: MyPageViewModel
        init(viewModel: MyPageViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func deleteTapped() { LoadingIndicator.shared.show(); viewModel.deleteImage() }
      }
      """)
    #expect(fixture.screen("DeleteImageSheet")?.writes == ["DefaultMyPageViewModel"])
    #expect(fixture.leaves == [])
  }

  /// The sheet is handed only the part of the screen's model it needs, a view model's protocol
  /// that the model's class adopts through the composition it is typed by (`typealias
  /// MyPageViewModel = MyPageInput & DeleteProfileImageViewModel`): that model is still the
  /// screen's, and deleting through it writes the screen's state.
  @Test func aSheetHandedAPartOfTheScreensModelThroughAComposition() {
    let fixture = AuditFixture("""
      typealias MyPageViewModel = MyPageInput & DeleteProfileImageViewModel
      protocol MyPageInput: AnyObject { var profileImage: CurrentValueSubject<UIImage?, Never> { get } }
      protocol DeleteProfileImageViewModel: AnyObject { func deleteImage() }
      final class DefaultMyPageViewModel: MyPageViewModel {
        let profileImage = CurrentValueSubject<UIImage?, Never>(nil)
        func deleteImage() { profileImage.send(nil) }
      }
      \(Self.myPageScreen)
      final class DeleteImageSheetViewController: UIViewController {
        private let viewModel: DeleteProfileImageViewModel
        init(viewModel: DeleteProfileImageViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        @objc func deleteTapped() { viewModel.deleteImage() }
      }
      """)
    #expect(fixture.screen("DeleteImageSheet")?.writes == ["DefaultMyPageViewModel"])
    #expect(fixture.leaves == [])
  }

  /// A value sent through a property that is no subject or relay (a web socket's `send`) changes
  /// nothing others observe; a private subject a public publisher hands out is observed.
  @Test func sendingIsAChangeOnlyIntoASubjectOthersObserve() {
    let fixture = AuditFixture("""
      final class ChatService {
        static let shared = ChatService()
        let socket = URLSession.shared.webSocketTask(with: URL(string: "wss://chat")!)
        func send(text: String) { socket.send(.string(text)) { _ in } }
      }
      final class FeedStore {
        static let shared = FeedStore()
        private let itemsSubject = CurrentValueSubject<[Int], Never>([])
        var items: AnyPublisher<[Int], Never> { itemsSubject.eraseToAnyPublisher() }
        func refresh() { itemsSubject.send([1]) }
      }
      final class ChatViewController: UIViewController {
        var draft = ""
        @objc func sendTapped() { ChatService.shared.send(text: draft) }
      }
      final class FeedViewController: UIViewController {
        var count = 0
        @objc func refreshPulled() { FeedStore.shared.refresh() }
      }
      """)
    #expect(fixture.screen("Chat")?.writes == [])
    #expect(fixture.screen("Feed")?.writes == ["FeedStore.shared"])
  }

  @Test func anImplementationsNameWithoutItsAffix() {
    #expect(AuditSources.withoutImplementationAffix("DefaultMyPageViewModel") == "MyPageViewModel")
    #expect(AuditSources.withoutImplementationAffix("SearchViewModelImpl") == "SearchViewModel")
    #expect(AuditSources.withoutImplementationAffix("LiveClient") == "Client")
    #expect(AuditSources.withoutImplementationAffix("Defaults") == "Defaults")
    #expect(AuditSources.withoutImplementationAffix("Reality") == "Reality")
  }
}
