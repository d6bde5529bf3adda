import GraftGenerator
import SwiftDeclarationParser
import Testing

@Suite struct ClassificationTests {
  /// The role and reason of every member, by name, for a source holding one view model and
  /// the protocols it uses.
  func classify(_ source: String) throws -> [String: (role: MemberRole, reason: String, bindable: Bool)] {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let classifier = MemberClassifier(index: SourceIndex([file]))
    var result: [String: (MemberRole, String, Bool)] = [:]
    for classification in classifier.classify(viewModel) {
      result[classification.member.name] = (classification.role, classification.reason, classification.isBindable)
    }
    return result
  }

  /// A navigator the view model resolves each time it reads it is one it tells where to go, as a
  /// weakly held one; a computed property of another type, one with a setter, or of a generic
  /// class is not; nor in a seed, which cannot stand in for it.
  @Test func aResolvedNavigatorIsADelegateReference() throws {
    let source = """
      protocol MenuCoordinator: AnyObject { func showHelp() }
      final class Box<T> {}
      final class BoxRouter<T> { func show() {} }
      protocol Resolver { func resolve() -> MenuCoordinator }
      // graft: feature
      final class MenuViewModel {
        private let resolver: Resolver
        init(resolver: Resolver) { self.resolver = resolver }
        var coordinator: MenuCoordinator { resolver.resolve() }
        var anyCoordinator: any MenuCoordinator { get { resolver.resolve() } }
        var title: String { "Menu" }
        var settable: MenuCoordinator { get { resolver.resolve() } set {} }
        var boxRouter: BoxRouter<Int> { BoxRouter() }
        var isGuest = false
        var guestCoordinator: MenuCoordinator { isGuest ? resolver.resolve() : resolver.resolve() }
        var editorViewModel: EditorViewModel { EditorViewModel() }
        func helpTapped() { coordinator.showHelp() }
      }
      final class EditorViewModel {}
      """
    let roles = try classify(source)
    // One that reads State is resolved each time differently; a child's view model is made, not told.
    #expect(roles["guestCoordinator"]?.role == .ignored)
    #expect(roles["editorViewModel"]?.role == .ignored)
    #expect(roles["coordinator"]?.role == .delegateReference)
    #expect(roles["anyCoordinator"]?.role == .delegateReference)
    #expect(roles["title"]?.role == .ignored)
    #expect(roles["settable"]?.role != .delegateReference)
    #expect(roles["boxRouter"]?.role == .ignored)
    let seeded = try classify(source.replacingOccurrences(of: "// graft: feature", with: "// graft: feature seed"))
    #expect(seeded["coordinator"]?.role == .ignored)
  }

  /// A subject the view model sends into is its parent's outcome, unless its own code hands the
  /// subject to another of its objects, which then is who hears it.
  @Test func aSubjectHandedToAnotherObjectIsNoOutcome() throws {
    let roles = try classify("""
      import Combine
      protocol RateController { func bind(isPageSelected: PassthroughSubject<Bool, Never>) }
      // graft: feature
      final class PagesViewModel {
        private let rateController: RateController
        private let isPageSelectedSubject = PassthroughSubject<Bool, Never>()
        let finishSubject = PassthroughSubject<Void, Never>()
        init(rateController: RateController) {
          self.rateController = rateController
          rateController.bind(isPageSelected: isPageSelectedSubject)
        }
        func onPageAppear() { isPageSelectedSubject.send(true) }
        func done() { finishSubject.send() }
      }
      """)
    #expect(roles["finishSubject"]?.role == .outcome)
    #expect(roles["isPageSelectedSubject"]?.role != .outcome, "\(String(describing: roles["isPageSelectedSubject"]))")
  }

  /// A subject the parent hands in (`init(navigation:)`) and the view model only sends into is
  /// the parent's outcome, though the initializer stores it and hands it to a child it makes.
  @Test func aSubjectTheParentHandsInIsAnOutcome() throws {
    let roles = try classify("""
      import Combine
      enum HomeNavigation { case receive(String) }
      final class RowViewModel { init(navigation: PassthroughSubject<HomeNavigation, Never>) {} }
      // graft: feature
      final class HomeViewModel {
        private let navigation: PassthroughSubject<HomeNavigation, Never>
        let row: RowViewModel
        init(navigation: PassthroughSubject<HomeNavigation, Never>) {
          self.navigation = navigation
          row = RowViewModel(navigation: navigation)
        }
        func receiveTapped(_ key: String) { navigation.send(.receive(key)) }
        func makeDraft() -> RowViewModel { RowViewModel(navigation: .init()) }
      }
      """)
    #expect(roles["navigation"]?.role == .outcome, "\(String(describing: roles["navigation"]))")
  }

  @Test func observableObjectByTheMappingTable() throws {
    let roles = try classify("""
      protocol NotesService { func save() async throws }
      protocol EditorDelegate: AnyObject { func didFinish() }
      // graft: feature
      final class EditViewModel: ObservableObject {
        @Published var text = ""
        @Published private(set) var isSaving = false
        var notPublished = 0
        var onSave: ((Note) -> Void)?
        var onPresent: (@MainActor (UIViewController, _ animated: Bool) async -> Void)?
        weak var delegate: EditorDelegate?
        weak var unknown: (any UnseenDelegate)?
        private let notes: NotesService
        let client: AnalyticsClient
        @Injected(\\.clock) var clock: Clock
        @LazyInjectService private var matomo: MatomoUtils
        private var cancellables = Set<AnyCancellable>()
        private var task: Task<Void, Never>?
        var isEmpty: Bool { text.isEmpty }
        lazy var formatter = DateFormatter()
        static let shared = EditViewModel()
        init(text: String, notes: NotesService) { self.notes = notes }
        func save() async throws -> Note { fatalError() }
        private func helper() {}
        static func make() -> EditViewModel { fatalError() }
      }
      """)
    #expect(roles["text"]?.role == .state)
    #expect(roles["text"]?.bindable == true)
    #expect(roles["isSaving"]?.role == .state)
    #expect(roles["isSaving"]?.bindable == false)
    // Not observed by the view, still read by the methods: State's, with nothing binding it.
    #expect(roles["notPublished"]?.role == .state)
    #expect(roles["notPublished"]?.bindable == false)
    #expect(roles["onSave"]?.role == .outcome)
    #expect(roles["onPresent"]?.role == .outcome)
    #expect(roles["delegate"]?.role == .delegateReference)
    #expect(roles["unknown"]?.role == .ignored)
    #expect(roles["unknown"]?.reason.contains("which Graft cannot map") == true)
    #expect(roles["notes"]?.role == .service)
    #expect(roles["client"]?.role == .service)
    #expect(roles["clock"]?.role == .service)
    // Any injection wrapper: `@LazyInjectService` of InfomaniakDI.
    #expect(roles["matomo"]?.role == .service)
    #expect(roles["cancellables"]?.role == .plumbing)
    #expect(roles["task"]?.role == .plumbing)
    #expect(roles["isEmpty"]?.role == .ignored)
    #expect(roles["formatter"]?.role == .ignored)
    #expect(roles["shared"]?.role == .ignored)
    #expect(roles["init"]?.role == .initializer)
    #expect(roles["save"]?.role == .viewAction)
    #expect(roles["save"]?.reason.contains("response case") == true)
    #expect(roles["helper"]?.role == .ignored)
    #expect(roles["make"]?.role == .ignored)
  }

  @Test func observableAndPlainClasses() throws {
    let observable = try classify("""
      // graft: feature
      @Observable final class M {
        var name = ""
        @ObservationIgnored var cache = [String: Int]()
        @ObservationIgnored @AppStorage("k") var sort = "date"
        @ObservationIgnored private var history: [Int] = []
        func remember(_ key: String) { cache[key] = 1 }
      }
      """)
    #expect(observable["name"]?.role == .state)
    // What the view does not observe is still a value the methods read: State's, never bound.
    #expect(observable["cache"]?.role == .state)
    #expect(observable["cache"]?.bindable == false)
    // One no method uses is no value of the feature's.
    #expect(observable["history"]?.role == .ignored)
    #expect(observable["sort"]?.role == .state)
    #expect(observable["sort"]?.reason.contains("@Shared(.appStorage)") == true)
    let plain = try classify("// graft: feature\nfinal class C { var items: [String] = []\n let id: UUID }")
    #expect(plain["items"]?.role == .state)
    #expect(plain["id"]?.role == .state)
    #expect(plain["id"]?.bindable == false)
  }

  @Test func annotationsWinOverTheTable() throws {
    let roles = try classify("""
      // graft: feature
      final class M: ObservableObject {
        // graft: ignore
        @Published var hidden = 1
        // graft: state type=Int
        var forced = 2
        // graft: delegate name=finished
        func done() {}
        // graft: dependency key=analytics
        var tracker: Tracker
        // graft: shared owner=legacy
        var session: Session
      }
      """)
    #expect(roles["hidden"]?.role == .ignored)
    #expect(roles["hidden"]?.reason == "annotation 'ignore'")
    #expect(roles["forced"]?.role == .state)
    #expect(roles["forced"]?.reason == "annotation 'state type=Int'")
    #expect(roles["done"]?.role == .outcome)
    #expect(roles["tracker"]?.role == .service)
    #expect(roles["session"]?.role == .shared)
  }

  /// Shapes measured in public apps: relays and subjects without written types, custom
  /// publishers, framework views and system objects held by view models, objects an app hands
  /// its screens, and helpers in a private extension.
  @Test func whatRealViewModelsHold() throws {
    let roles = try classify("""
      struct RouteContext: Equatable { var path = "" }
      struct LivePublisher<Output, Failure: Error>: Publisher {}
      struct MailSubject: Equatable { var line = "" }
      struct Guarantee: Equatable { var days = 0 }
      // graft: feature
      final class LoginViewModel {
        let live: LivePublisher<Int, Never>
        var mailSubject: MailSubject
        let login = BehaviorRelay(value: "")
        let refreshed = CurrentValueSubject<Void, Never>(())
        let reloadTable = MutableProperty(())
        let reachability: CurrentValuePublisher<Bool, Never>
        let taps: TapSubject
        var tableView: UITableView?
        var map: MKMapView?
        var pages: [AnyView] = []
        let player = AVPlayer()
        let context: AppContext
        let coordinator: SceneCoordinator?
        let rooms: RoomProxyProtocol
        let route: RouteContext
        let detail: DetailViewController
        private let resolver: Resolver<Void>
        var guarantees: [Guarantee] = []
        private var continuation: CheckedContinuation<Bool, Never>?
        typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>
        @Published private(set) var snapshot = Snapshot()
        let closeWindow: AnyObserver<Void>
        private let scheduler: ImmediateSchedulerType
        init(context: AppContext, route: RouteContext) {}
      }
      private extension LoginViewModel {
        func track() {}
      }
      extension LoginViewModel {
        func submit() {}
      }
      """)
    #expect(roles["live"]?.role == .plumbing)
    #expect(roles["mailSubject"]?.role == .state)
    #expect(roles["login"]?.role == .state)
    #expect(roles["refreshed"]?.role == .plumbing)
    // A subject of `Void` whose type only its first value says signals too.
    #expect(roles["reloadTable"]?.role == .plumbing)
    #expect(roles["reachability"]?.role == .state)
    #expect(roles["taps"]?.role == .plumbing)
    #expect(roles["tableView"]?.role == .plumbing)
    #expect(roles["map"]?.role == .plumbing)
    #expect(roles["pages"]?.role == .plumbing)
    #expect(roles["player"]?.role == .ignored)
    // A promise's resolver or a continuation reports the outcome: a reference, never State.
    #expect(roles["resolver"]?.role == .plumbing)
    #expect(roles["resolver"]?.reason.contains("how the view model reports its outcome") == true)
    #expect(roles["continuation"]?.role == .plumbing)
    // A type written through an alias in the initializer is what the alias stands for.
    #expect(roles["snapshot"]?.role == .plumbing)
    // The app's own `Guarantee` is a value, whatever PromiseKit calls its own.
    #expect(roles["guarantees"]?.role == .state)
    #expect(roles["context"]?.role == .service)
    #expect(roles["coordinator"]?.role == .service)
    #expect(roles["rooms"]?.role == .service)
    #expect(roles["route"]?.role == .state)
    #expect(roles["detail"]?.role == .state)
    #expect(roles["track"]?.role == .ignored)
    #expect(roles["track"]?.reason == "method of a private extension: a helper, not something the view does")
    #expect(roles["submit"]?.role == .viewAction)
    // An Rx view model's inputs and its scheduler are no value State can hold.
    #expect(roles["closeWindow"]?.role == .plumbing)
    #expect(roles["scheduler"]?.role == .ignored)
  }

  /// A closure the view model calls for a value, or whose failure it hears, is asked, not told:
  /// no parent hears it.
  /// An object of a module Graft was not given, handed in, whose methods the view model waits
  /// for, does work: a service; one it only reads is a value.
  @Test func anUnseenTypeTheViewModelWaitsOnIsAService() throws {
    let roles = try classify("""
      // graft: feature
      final class BatteryViewModel: ObservableObject {
        @Published var level = 0
        private let peripheral: Peripheral
        private let deviceID: DeviceID
        init(peripheral: Peripheral, deviceID: DeviceID) { self.peripheral = peripheral; self.deviceID = deviceID }
        func refresh() async { level = (try? await peripheral.readLevel(deviceID)) ?? 0 }
      }
      """)
    #expect(roles["peripheral"]?.role == .service)
    #expect(roles["deviceID"]?.role == .state)
  }

  /// A class of the app's, handed in, whose methods the view model waits for, does work too: a
  /// service; a struct of the app's it reads, and a child view model it waits for, are not.
  @Test func anAppClassTheViewModelWaitsOnIsAService() throws {
    let roles = try classify("""
      final class TrashModel { func emptyTrash() async throws {} }
      struct TrashFilter: Equatable { var days = 30; func matches() async -> Bool { true } }
      final class DetailViewModel: ObservableObject { func reload() async {} }
      // graft: feature
      final class TrashViewModel: ObservableObject {
        @Published var isEmpty = false
        private let model: TrashModel
        private let filter: TrashFilter
        private let detail: DetailViewModel
        init(model: TrashModel, filter: TrashFilter, detail: DetailViewModel) { self.model = model; self.filter = filter; self.detail = detail }
        func empty() async { try? await model.emptyTrash(); isEmpty = await filter.matches(); await detail.reload() }
      }
      """)
    #expect(roles["model"]?.role == .service, "\(String(describing: roles["model"]))")
    #expect(roles["filter"]?.role == .state)
    #expect(roles["detail"]?.role != .service)
  }

  /// A struct named like a service that the view model makes for itself does work as a class
  /// would (`private let api = API()`): a service, as it is when handed in. One whose methods all
  /// change it (`mutating`) is a value, and so is a struct not named like a service.
  @Test func aServiceStructTheViewModelMakesIsAService() throws {
    let roles = try classify("""
      struct API { var baseURL = "https://example.com"; func login(_ name: String) async throws -> Bool { true } }
      struct CounterService { var count = 0; mutating func increment() { count += 1 } }
      struct Formatter { func format(_ value: Int) -> String { "" } }
      struct DraftStore { var drafts: [String] = []; func latest() -> String? { drafts.last } }
      // graft: feature
      final class LoginViewModel: ObservableObject {
        @Published var isLoggedIn = false
        private let api = API()
        private let counter = CounterService()
        private let formatter = Formatter()
        private var store = DraftStore()
        func login() async { isLoggedIn = (try? await api.login("a")) ?? false; _ = counter.count; _ = formatter.format(1) }
        func saveDraft(_ text: String) { store.drafts.append(text) }
      }
      """)
    #expect(roles["api"]?.role == .service, "\(String(describing: roles["api"]))")
    #expect(roles["counter"]?.role == .state, "\(String(describing: roles["counter"]))")
    #expect(roles["formatter"]?.role == .state, "\(String(describing: roles["formatter"]))")
    // Kept in a `var`, a value the view model changes member by member is State, as it would be in TCA.
    #expect(roles["store"]?.role == .state, "\(String(describing: roles["store"]))")
  }

  @Test func closuresThatReturnAValueAreNoOutcomes() throws {
    let roles = try classify("""
      typealias Provider = () -> [String]
      public typealias Transition<T> = ((T) -> Void)
      // graft: feature
      final class TherapyViewModel {
        enum Route { case done }
        var onDone: (() -> Void)?
        var onTransition: Transition<Route>?
        var didPick: ((Int) -> ())?
        let now: () -> Date
        var services: Provider
        var shouldClose: ((Int) async -> Bool)?
        private let onSuccess: () async throws -> Void
        var onDismiss: (() async -> Void)?
        init(now: @escaping () -> Date, services: @escaping Provider) { self.now = now; self.services = services }
      }
      """)
    #expect(roles["onDone"]?.role == .outcome)
    // A generic alias of a closure type is that closure, specialised with its arguments.
    #expect(roles["onTransition"]?.role == .outcome)
    let index = SourceIndex([SourceFile(path: "A.swift", text: "typealias Transition<T> = ((T) -> Void)\ntypealias Pair<A, B> = (A, B)")])
    #expect(index.resolvingAliases("Transition<Route>?") == "((Route) -> Void)?")
    #expect(index.resolvingAliases("[Pair<Int, Transition<Route.Done>>]") == "[(Int, ((Route.Done) -> Void))]")
    #expect(roles["onDismiss"]?.role == .outcome)
    // One that throws tells its caller whether the parent's work failed: asked, not told.
    #expect(roles["onSuccess"]?.role == .ignored)
    #expect(roles["onSuccess"]?.reason.hasPrefix("closure property that throws") == true)
    #expect(roles["didPick"]?.role == .outcome)
    for name in ["now", "services", "shouldClose"] {
      #expect(roles[name]?.role == .ignored, "\(name)")
      #expect(roles[name]?.reason == "closure property that returns a value: something the feature asks, not an outcome", "\(name)")
    }
  }

  /// Only intents are actions: what the view or an outside event asks the screen to do.
  @Test func onlyIntentsAreActions() throws {
    let roles = try classify("""
      // graft: feature
      final class ListViewModel: NSObject, UITableViewDataSource, ObservableObject {
        @Published var items: [String] = []
        var version = 0
        @Published var selected: Int?
        var onOpen: ((String) -> Void)?
        func numberOfRows() -> Int { items.count }
        func title(at index: Int) -> String { items[index].uppercased() }
        func visibleTitles() -> [String] { items.filter { !$0.isEmpty }.map { $0.lowercased() } }
        func select(at index: Int) -> String { selected = index; return items[index] }
        @discardableResult func refresh() -> Bool { true }
        func open() -> Bool { onOpen?(items[0]); return true }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
        func hash(into hasher: inout Hasher) {}
        func register<T: Decodable>(_ type: T.Type) {}
        func swap(_ value: inout Int) {}
        func load(completion: @escaping (Result<[String], Error>) -> Void) {}
        func tapped() {}
        func header() -> some View { Text(verbatim: items[0]) }
        func makeDetail() -> UIViewController { UIViewController() }
        func nextVersion() -> Int { version &+= 1; return version }
        func address(observable: Observable<String>) {}
        func assign(driver: Driver) {}
        func watch(_ events: AnyPublisher<Int, Never>?) {}
      }
            struct Driver { let name: String }
      """)
    for query in ["numberOfRows", "title", "visibleTitles"] { #expect(roles[query]?.role == .query, "\(query)") }
    for intent in ["select", "refresh", "open", "load", "tapped"] { #expect(roles[intent]?.role == .viewAction, "\(intent)") }
    #expect(roles["tableView"]?.role == .ignored)
    #expect(roles["tableView"]?.reason.contains("UITableView") == true)
    #expect(roles["locationManager"]?.role == .ignored)
    #expect(roles["hash"]?.reason == "Hashable's requirement, not something the view does")
    #expect(roles["register"]?.role == .ignored)
    #expect(roles["swap"]?.role == .ignored)
    #expect(roles["load"]?.reason.contains("completion handler") == true)
    // What makes views is the view layer's, whatever its body does.
    #expect(roles["header"]?.role == .ignored)
    #expect(roles["header"]?.reason == "returns some View: the view layer's, not an action")
    #expect(roles["makeDetail"]?.reason == "returns UIViewController: the view layer's, not an action")
    // `&+=` writes as `+=` does: no query.
    #expect(roles["nextVersion"]?.role == .viewAction)
    // A stream handed in is events to subscribe to, not one action's payload.
    #expect(roles["address"]?.reason == "takes a stream of values ('Observable<String>'): its events are actions, not one action's payload")
    #expect(roles["watch"]?.role == .ignored)
    // The app's own `struct Driver` is no RxCocoa driver.
    #expect(roles["assign"]?.role == .viewAction)
  }

  /// `var repo = ChatListRepo()` that no method replaces is a service the view model makes for
  /// itself, as a `let` is (`@ObservationIgnored` too); one a method or another property's
  /// observer replaces (what it holds depends on what ran before), or one a wrapper publishes,
  /// is not.
  @Test func aVariableHoldingAServiceItMakesIsAServiceUnlessReplaced() throws {
    let roles = try classify("""
      final class ChatListRepo { func chats(page: Int, completion: @escaping ([String]) -> Void) {} }
      final class DraftsRepo { func drafts() -> [String] { [] } }
      final class Preferences { static let standard = Preferences() }
      final class ProfileRepo { init(userID: String = "") {} }
      final class AvatarRepo {}
      // graft: feature
      final class ChatListViewModel: ObservableObject {
        var repo = ChatListRepo()
        var draftsRepo = DraftsRepo()
        private var profileRepo = ProfileRepo()
        @ObservationIgnored private var avatarRepo = AvatarRepo()
        @Published var preferences = Preferences.standard
        @Published var chats: [String] = []
        @Published var userID = "" { didSet { profileRepo = ProfileRepo(userID: userID) } }
        func load() { repo.chats(page: 1) { [weak self] in self?.chats = $0 } }
        func signedOut() { draftsRepo = DraftsRepo() }
      }
      """)
    #expect(roles["repo"]?.role == .service, "\(String(describing: roles["repo"]))")
    #expect(roles["avatarRepo"]?.role == .service, "\(String(describing: roles["avatarRepo"]))")
    #expect(roles["draftsRepo"]?.role != .service, "\(String(describing: roles["draftsRepo"]))")
    #expect(roles["profileRepo"]?.role != .service, "\(String(describing: roles["profileRepo"]))")
    #expect(roles["preferences"]?.role != .service, "\(String(describing: roles["preferences"]))")
  }

  /// A logger is a helper, a library's by its name, the app's own by its name and its levels;
  /// a log of entries the app declares is data.
  @Test func loggersAreHelpersAndALogOfEntriesIsData() throws {
    let roles = try classify("""
      struct AppLog { func debug(_ message: String) {} }
      struct ActivityLog: Equatable { var entries: [String] = [] }
      // graft: feature
      final class VM: ObservableObject {
        private let log = AppLog()
        private let remote = NordicLog(category: "VM")
        @Published var activity = ActivityLog()
        func a() { log.debug("\\(activity.entries.count)"); remote.info("a") }
      }
      """)
    #expect(roles["log"]?.role == .ignored, "\(String(describing: roles["log"]))")
    #expect(roles["remote"]?.role == .ignored, "\(String(describing: roles["remote"]))")
    #expect(roles["activity"]?.role == .state)
  }


  /// Handed an object it subscribes to, or (named for wiring) keeps, the view model is wired to
  /// what its parent owns: no action carries a reference. A selection it keeps is an intent.
  @Test func aMethodHandedAnObjectToObserveIsWiring() throws {
    let roles = try classify("""
      import Combine
      final class Tab: ObservableObject { @Published var url = "" }
      protocol ThemeProvider: AnyObject { var changes: PassthroughSubject<Int, Never> { get } }
      final class Note { var title = "" }
      final class DownloadsManager { var count = 0 }
      // graft: feature
      final class AddressBarViewModel: ObservableObject {
        @Published var text = ""
        private var manager: DownloadsManager?
        private var note: Note?
        private var cancellables = Set<AnyCancellable>()
        func bind(currentTab: Tab?) { currentTab?.$url.sink { [weak self] in self?.text = $0 }.store(in: &cancellables) }
        func rebind(to provider: ThemeProvider) { provider.changes.sink { _ in }.store(in: &cancellables) }
        func configure(manager: DownloadsManager) { self.manager = manager }
        func select(_ note: Note) { self.note = note }
        func show(_ tab: Tab) { text = tab.url }
        func connectDevice(_ manager: DownloadsManager) { self.manager = manager }
        func follow(_ tab: Tab) { tab.$url.sink { [weak self] in self?.text = $0 }.store(in: &cancellables) }
      }
      """)
    #expect(roles["bind"]?.role == .ignored)
    #expect(roles["bind"]?.reason.contains("an object ('Tab?') it subscribes to or keeps") == true)
    #expect(roles["rebind"]?.role == .ignored)
    #expect(roles["configure"]?.role == .ignored)
    #expect(roles["select"]?.role == .viewAction)
    #expect(roles["show"]?.role == .viewAction)
    // Named for what the user does, not for wiring.
    #expect(roles["connectDevice"]?.role == .viewAction)
    #expect(roles["follow"]?.role == .viewAction)
  }
}
