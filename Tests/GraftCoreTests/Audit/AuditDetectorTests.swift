import SwiftDeclarationParser
import Testing

@testable import GraftCore

/// Each detector of `graft audit` on the smallest code that shows one rule.
@Suite struct AuditDetectorTests {
  static func sources(_ text: String, path: String = "App.swift") -> AuditSources {
    AuditSources([SourceFile(path: path, text: text)])
  }

  static func type(_ name: String, in sources: AuditSources) throws -> AuditedType {
    try #require(sources.types.first { $0.name == name })
  }

  // MARK: Screens

  @Test(arguments: [
    ("final class ProfileModel: ObservableObject { @Published var name = \"\" }", ["observableObject"]),
    ("@Observable final class Cart { var items: [String] = [] }", ["observable"]),
    ("final class AboutViewModel { var version = \"1\" }", ["viewModelName"]),
    ("// graft: feature\nfinal class Editor { var text = \"\" }", ["graftFeature"]),
    ("final class HelpViewController: UIViewController { private var page = 0 }", ["viewControllerWithState"]),
    ("final class SplashViewController: UIViewController { override func viewDidLoad() {} }", []),
    ("final class LoginViewController: UIViewController { @IBOutlet var field: UITextField! }", []),
    ("final class Session: ObservableObject { static let shared = Session(); @Published var user = \"\" }", []),
    ("struct SettingsViewModel { var theme = \"\" }", []),
  ])
  func screenEvidence(source: String, evidence: [String]) throws {
    let sources = Self.sources(source)
    let found = ScreenDetector.evidence(for: try #require(sources.types.first))
    #expect(found.map(\.rawValue).sorted() == evidence)
  }

  @Test func typesOfOneScreenShareItsName() {
    #expect(ScreenDetector.screenName(of: "ProfileViewController") == "Profile")
    #expect(ScreenDetector.screenName(of: "ProfileViewModel") == "Profile")
    #expect(ScreenDetector.screenName(of: "ProfileView") == "Profile")
    #expect(ScreenDetector.screenName(of: "ViewModel") == "ViewModel")
    let screens = ScreenDetector().screens(in: Self.sources("""
      final class ProfileViewModel: ObservableObject {}
      final class ProfileViewController: UIViewController { var isLoaded = false }
      """))
    #expect(screens.map(\.name) == ["Profile"])
    #expect(screens.first?.types == ["ProfileViewController", "ProfileViewModel"])
  }

  // MARK: Navigation

  static let navigationScreens: Set<String> = ["Home", "Settings", "Detail", "Profile", "About"]

  func edges(_ source: String, from screen: String = "Home") throws -> [String] {
    let sources = Self.sources(source)
    let detector = NavigationDetector(screens: Self.navigationScreens)
    return try detector.edges(from: Self.type("\(screen)ViewModel", in: sources), screen: screen, in: sources).map { "\($0.kind.rawValue) \($0.to)" }
  }

  @Test func constructingPresentingAndPushing() throws {
    #expect(try edges("final class HomeViewModel { func open() { let model = DetailViewModel(id: 1) } }") == ["constructs Detail"])
    #expect(try edges("final class HomeViewModel { func open() { present(DetailViewController(), animated: true) } }") == ["presents Detail"])
    #expect(try edges("""
      final class HomeViewModel {
        func body() -> some View {
          list.sheet(isPresented: $showing) {
            SettingsView()
          }
        }
      }
      """) == ["presents Settings"])
    #expect(try edges("final class HomeViewModel { func go() { nav.pushViewController(AboutViewController(), animated: true) } }") == ["pushes About"])
    #expect(try edges("final class HomeViewModel { func go() { NavigationLink(\"About\") { AboutView() } } }") == ["pushes About"])
    #expect(try edges("final class HomeViewModel { var detail: DetailViewModel?\n weak var profile: ProfileViewModel! }") == [
      "storesChild Detail", "storesChild Profile",
    ])
    #expect(try edges("final class HomeViewModel { func go() { coordinator?.showProfile(); router.openSettings(animated: true) } }") == [
      "coordinator Profile", "coordinator Settings",
    ])
  }

  @Test func notNavigation() throws {
    // Itself, unknown types, a type mentioned without a call, a coordinator method for no screen.
    #expect(try edges("""
      final class HomeViewModel {
        func go() {
          let again = HomeViewModel()
          let other = UnknownViewModel()
          let type = DetailViewModel.self
          coordinator.showNothing()
        }
      }
      """).isEmpty)
  }

  // MARK: Shared data

  func accesses(_ source: String, in typeName: String = "Screen") throws -> [String] {
    let sources = Self.sources(source)
    return try SharedDataDetector(sources: sources).accesses(in: Self.type(typeName, in: sources), of: sources).map {
      "\($0.isWrite ? "write" : "read") \($0.datum) \($0.detail)"
    }
  }

  @Test func singletonsWrittenByAssignmentOrByAChangingCall() throws {
    #expect(try accesses("""
      final class Screen {
        func f() {
          Session.shared.user = nil
          Session.shared.count += 1
          Session.shared.logout()
          Session.shared.items.append(1)
          let name = Session.shared.userName
          Session.shared.fetchUser()
          print("\\(Session.shared.greeting)")
        }
      }
      """) == [
        "write Session.shared user =", "write Session.shared count +=", "write Session.shared logout()",
        "write Session.shared items.append()", "read Session.shared userName", "read Session.shared fetchUser()",
        "read Session.shared greeting",
      ])
  }

  @Test func aPropertyThatHoldsTheSingletonIsTheSingleton() throws {
    #expect(try accesses("""
      final class Session { static let shared = Session() }
      final class Screen {
        private let session = Session.shared
        private let other: Session
        func f() { session.logout(); self.other.user = nil }
      }
      """) == ["read Session.shared ", "write Session.shared logout()", "write Session.shared user ="])
  }

  @Test func platformSingletonsHoldNoAppData() throws {
    #expect(try accesses("""
      final class Screen { func f() { FileManager.default.removeItem(at: url); UIApplication.shared.open(url); Calendar.current.date() } }
      """).isEmpty)
  }

  @Test func userDefaultsAndAppStorageShareTheirKeys() throws {
    #expect(try accesses("""
      final class Screen {
        @AppStorage("theme") var theme = "system"
        func f() {
          UserDefaults.standard.set(true, forKey: "seen")
          let seen = UserDefaults.standard.bool(forKey: "seen")
          theme = "dark"
          Toggle("On", isOn: $theme)
        }
      }
      """) == [
        "read UserDefaults[theme] @AppStorage var theme", "write UserDefaults[seen] set(forKey:)", "read UserDefaults[seen] bool(forKey:)",
        "write UserDefaults[theme] theme =", "write UserDefaults[theme] binding $theme",
      ])
  }

  @Test func notificationsKeychainsCurrentAndGlobals() throws {
    #expect(try accesses("""
      var lastSeen: Date?
      final class Screen {
        func f(lastSeen: Date) {
          NotificationCenter.default.post(name: .didLogout, object: nil)
          NotificationCenter.default.addObserver(forName: Notification.Name("sync"), object: nil, queue: nil) { _ in }
          KeychainWrapper.standard.set(token, forKey: "token")
          let token = keychain.string(forKey: "token")
          Current.analytics.track("x")
          Current.date = { Date() }
          lastSeen = Date()
          g(lastSeen: lastSeen)
        }
      }
      """) == [
        "write Notification[didLogout] post(.didLogout)", "read Notification[sync] addObserver(Notification.Name(\"sync\"))",
        "write Keychain[token] set(…)", "read Keychain[token] string(…)", "read Current.analytics track()",
        "write Current.date =", "write lastSeen =", "read lastSeen ",
      ])
  }

  // MARK: Two-way sync

  func copies(_ source: String) -> [String] {
    let sources = Self.sources(source)
    let detector = SyncDetector(sources: sources)
    return sources.types.flatMap { detector.copies(in: $0, of: sources) }.map { "\($0.source) -> \($0.target)" }
  }

  @Test func observersThatCopyOneValueIntoAnother() {
    #expect(copies("""
      final class Cart: ObservableObject { static let shared = Cart(); @Published var count = 0 }
      final class BadgeViewModel {
        var badge = 0 { didSet { Cart.shared.count = badge } }
        var label = ""
        let cart = Cart.shared
        init() {
          Cart.shared.$count.map { $0 }.sink { [weak self] value in self?.badge = value }
          cart.$count.map(String.init).assign(to: \\.label, on: self)
          NotificationCenter.default.addObserver(forName: .reset, object: nil, queue: nil) { _ in self.badge = 0 }
        }
      }
      struct BadgeView: View {
        @AppStorage("badge") var stored = 0
        var body: some View { Text("").onChange(of: stored) { _, new in Cart.shared.count = new } }
      }
      """) == [
        "UserDefaults[badge] -> Cart.count", "BadgeViewModel.badge -> Cart.count", "Cart.count -> BadgeViewModel.badge",
        "Cart.count -> BadgeViewModel.label", "Notification[reset] -> BadgeViewModel.badge",
      ])
  }

  @Test func onlyOppositeCopiesArePaired() {
    let sources = Self.sources("""
      final class A { var x = 0 { didSet { B.shared.y = x } } }
      final class C { init() { B.shared.$y.sink { [weak self] in self?.z = $0 } }; var z = 0 }
      final class D { init() { B.shared.$y.sink { [weak self] in self?.x = $0 } }; var x = 0 }
      """)
    let detector = SyncDetector(sources: sources)
    let pairs = SyncDetector.twoWay(sources.types.flatMap { detector.copies(in: $0, of: sources) })
    #expect(pairs.isEmpty, "A copies into B, B into C and D: one way each, with no copy back into A.x")
  }

  // MARK: Order and owners

  @Test func aNavigationCycleIsBrokenAtTheScreenClosestToReady() {
    let screens = [
      MigrationPlanner.Screen(name: "List", isMigrated: false, children: ["Detail"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Detail", isMigrated: false, children: ["List", "Leaf"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Leaf", isMigrated: false, children: [], writes: [], writesSession: false),
    ]
    let order = MigrationPlanner().plan(screens, data: [])
    #expect(order.map(\.name) == ["Leaf", "Detail", "List"])
    #expect(order[1].reason.hasPrefix("In a navigation cycle with List"))
  }

  @Test(arguments: [
    ("SessionManager.shared", SharedDatum.Kind.singleton, ["A", "B"], SharedDatum.Category.session),
    ("Keychain", .keychain, ["A"], .session),
    ("UserDefaults[theme]", .userDefaults, ["A", "B"], .preference),
    ("UserDefaults[authToken]", .userDefaults, ["A"], .session),
    ("ImageCache.shared", .singleton, ["A", "B"], .cache),
    ("lastOpened", .global, ["A"], .screenData),
    ("Counter.shared", .singleton, ["A", "B"], .other),
  ])
  func lessonZeroCategories(name: String, kind: SharedDatum.Kind, writers: [String], category: SharedDatum.Category) {
    #expect(OwnerRecommendation.category(name: name, kind: kind, writers: Set(writers)) == category)
  }

  // MARK: Rendering

  @Test func mermaidsReservedWordIsNotANode() {
    let report = Auditor().audit([SourceFile(path: "end.swift", text: """
      final class endViewModel { var x = 0; func go() { let next = StartViewModel() } }
      final class StartViewModel { var y = 0 }
      """)])
    let markdown = AuditMarkdownRenderer.render(report)
    #expect(markdown.contains("  end_[\"end\"]\n"))
    #expect(markdown.contains("  end_ -->|constructs| Start\n"))
    #expect(markdown.contains("  class Start leaf\n"))
  }
}
