import Testing
@testable import GraftAudit

/// Writes a screen makes through code that is not its own type's: a method of another object
/// handed to it by name, and the setters of a value it keeps.
@Suite struct AuditHandedMethodTests {
  /// The root hands the sign-in screen's model a method of the app's session by name; calling it
  /// when the user signs in changes the session every screen reads: the sign-in screen writes it.
  @Test func aMethodOfTheSessionHandedByNameIsTheScreensWrite() {
    let fixture = AuditFixture("""
      @Observable final class AppSession {
        var phase = 0
        func signedIn() { phase = 2 }
      }
      @Observable final class SignInViewModel {
        private let onSignedIn: () -> Void
        var email = ""
        init(onSignedIn: @escaping () -> Void) { self.onSignedIn = onSignedIn }
        func submit() { onSignedIn() }
      }
      struct SignInView: View {
        @Environment(SignInViewModel.self) private var model
        var body: some View { Button("Go") { model.submit() } }
      }
      struct RootView: View {
        @Environment(AppSession.self) private var session
        var body: some View {
          switch session.phase {
          case 2: HomeView()
          default: SignInView().environment(SignInViewModel(onSignedIn: session.signedIn))
          }
        }
      }
      struct HomeView: View {
        @Environment(AppSession.self) private var session
        var body: some View { Text("\\(session.phase)") }
      }
      @main struct NotesApp: App { var body: some Scene { WindowGroup { RootView().environment(AppSession()) } } }
      """)
    #expect(fixture.screen("SignIn")?.writes == ["AppSession"])
    #expect(!fixture.leaves.contains("SignIn"))
  }

  /// A value handed by name (`title: title`) is no method: the screen made with it writes nothing.
  @Test func aValueHandedByNameIsNoWrite() {
    let fixture = AuditFixture("""
      final class Store { static let shared = Store(); var names: [String] = [] }
      final class ListViewController: UIViewController {
        var title2 = ""
        @objc func open() { navigationController?.pushViewController(DetailViewController(title: title2), animated: true) }
        @objc func add() { Store.shared.names.append(title2) }
      }
      final class DetailViewController: UIViewController {
        let name: String
        init(title: String) { name = title; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(fixture.leaves == ["Detail"])
  }

  /// `NFCViewController` keeps a settings value whose computed properties store through a
  /// configuration type's static properties in `UserDefaults`: setting one is the screen's write.
  @Test func theSettersOfAValueOneScreenKeepsAreItsWrites() {
    let fixture = AuditFixture("""
      enum Config {
        static var scansOnLaunch: Bool {
          get { UserDefaults.standard.bool(forKey: "scansOnLaunch") }
          set { UserDefaults.standard.set(newValue, forKey: "scansOnLaunch") }
        }
      }
      struct ScanSettings {
        var scansOnLaunch: Bool {
          get { Config.scansOnLaunch }
          set { Config.scansOnLaunch = newValue }
        }
      }
      final class NFCViewController: UIViewController {
        private var settings = ScanSettings()
        @objc func toggled(_ sender: UISwitch) { settings.scansOnLaunch = sender.isOn }
      }
      final class ScanViewController: UIViewController {
        var code = ""
        override func viewDidAppear(_ animated: Bool) { if Config.scansOnLaunch { code = "" } }
      }
      """)
    #expect(!fixture.leaves.contains("NFC"))
    #expect(fixture.leaves == ["Scan"])
  }

  /// A sheet handed a binding to its presenter's form (`@State var draft = Draft()`) edits the
  /// presenter's state: data two screens share, so the sheet is no leaf. A part handed the same
  /// kind of binding edits its own screen's state, and a sheet handed the flag that presents it
  /// only dismisses itself: both stay leaves.
  @Test func aSheetThatEditsItsPresentersStateThroughABinding() {
    let fixture = AuditFixture("""
      struct Draft { var title = ""; var amount = 0 }
      struct BudgetsView: View {
        @State private var draft = Draft()
        @State private var editing = false
        @State private var showsHelp = false
        var body: some View {
          List { DraftSummaryRow(draft: $draft) }
            .sheet(isPresented: $editing) { DraftEditorSheet(draft: $draft) }
            .sheet(isPresented: $showsHelp) { HelpSheet(isPresented: $showsHelp) }
        }
      }
      struct DraftSummaryRow: View {
        @Binding var draft: Draft
        var body: some View { Button(draft.title) { draft.amount = 0 } }
      }
      struct DraftEditorSheet: View {
        @Binding var draft: Draft
        var body: some View { TextField("Title", text: $draft.title) }
      }
      struct HelpSheet: View {
        @Binding var isPresented: Bool
        var body: some View { Button("Close") { isPresented = false } }
      }
      @main struct MoneyApp: App { var body: some Scene { WindowGroup { BudgetsView() } } }
      """)
    #expect(fixture.screen("DraftEditorSheet")?.writes == ["BudgetsView.draft"])
    #expect(fixture.leaves.contains("HelpSheet"))
    #expect(fixture.screen("Budgets")?.writes == [])
    #expect(!fixture.leaves.contains("DraftEditorSheet"))
  }

  /// A screen calls a method of another screen's model it reads from the environment; the method
  /// changes a member of an object the model keeps with a trailing closure only
  /// (`records.removeAll { … }`): the call changes the model, so the screen is no leaf.
  @Test func aMethodThatChangesTheModelThroughATrailingClosureCallIsAWrite() {
    let fixture = AuditFixture("""
      final class RecordStore { static let shared = RecordStore(); var records: [Int] = [] }
      final class RecorderViewModel: ObservableObject {
        private let store = RecordStore.shared
        @Published var isRecording = false
        func delete(_ id: Int) { store.records.removeAll { $0 == id } }
      }
      struct RecorderView: View {
        @StateObject private var model = RecorderViewModel()
        var body: some View { NavigationLink("Results") { ResultsView().environmentObject(model) } }
      }
      struct ResultsView: View {
        @EnvironmentObject var model: RecorderViewModel
        var body: some View { Button("Delete") { model.delete(1) } }
      }
      @main struct VoiceApp: App { var body: some Scene { WindowGroup { RecorderView() } } }
      """)
    #expect(!fixture.leaves.contains("Results"))
  }

  /// What the day's shared-data rules must not catch: a tab selection or a navigation path handed
  /// down (they navigate), a sheet that only reads the state it is handed, a local handed to an
  /// initializer that shares a method's name, and a read of a property before a block.
  @Test func whatTheSharedDataRulesMustNotCatch() {
    let fixture = AuditFixture("""
      enum Tab: Hashable { case home, settings }
      struct Draft { var title = "" }
      final class Store { static let shared = Store(); var count = 0 }
      final class Prefs { static let shared = Prefs(); var refreshOnLaunch = false }
      final class FeedModel: ObservableObject {
        private let prefs = Prefs.shared
        @Published var items: [Int] = []
        func load() { if prefs.refreshOnLaunch { print("refresh") } }
      }
      struct RootView: View {
        @State private var tab: Tab = .home
        @State private var path = NavigationPath()
        @State private var draft = Draft()
        @State private var previewing = false
        @StateObject private var feed = FeedModel()
        var body: some View {
          TabView(selection: $tab) {
            NavigationStack(path: $path) {
              HomeView(tab: $tab, path: $path)
                .sheet(isPresented: $previewing) { PreviewSheet(draft: $draft) }
                .navigationDestination(for: Int.self) { _ in FeedView().environmentObject(feed) }
            }
            .tabItem { Text("Home") }.tag(Tab.home)
          }
        }
      }
      struct HomeView: View {
        @Binding var tab: Tab
        @Binding var path: NavigationPath
        @State private var rows: [Int] = []
        var body: some View { Button("Settings") { tab = .settings }; Button("Back") { path.removeLast() } }
      }
      struct PreviewSheet: View { @Binding var draft: Draft; var body: some View { Text(draft.title) } }
      struct FeedView: View {
        @EnvironmentObject var feed: FeedModel
        var body: some View { Text("").onAppear { feed.load() } }
      }
      @main struct FeedApp: App { var body: some Scene { WindowGroup { RootView() } } }
      """)
    #expect(!fixture.writes.contains { $0.hasPrefix("RootView.") }, "\(fixture.writes)")
    #expect(!fixture.reads.contains { $0.hasPrefix("RootView.") }, "\(fixture.reads)")
    #expect(fixture.leaves.contains("PreviewSheet"))
    #expect(fixture.leaves.contains("Feed"))
    let uikit = AuditFixture("""
      final class Store { static let shared = Store(); var count = 0 }
      final class ListViewController: UIViewController {
        var items: [String] = []
        func title(at index: Int) -> String { Store.shared.count += 1; return items[index] }
        @objc func open() {
          let title = items.first ?? ""
          navigationController?.pushViewController(DetailViewController(title: title), animated: true)
        }
      }
      final class DetailViewController: UIViewController {
        let name: String
        init(title: String) { name = title; super.init(nibName: nil, bundle: nil) }
      }
      """)
    #expect(uikit.leaves == ["Detail"])
  }

  /// More of what must not be shared data: a tab's index, a pager's step, an optional item, and
  /// two views of one name in two namespaces keeping apart datums. A method handed for a closure
  /// typed by an alias (`@escaping DoneHandler`) runs for the screen.
  @Test func selectionsStepsAndOptionalsAreNoSharedState() {
    let fixture = AuditFixture("""
      struct Item: Hashable { var name = "" }
      struct Form { var title = "" }
      struct RootView: View {
        @State private var selectedTab = 0
        @State private var step = 0
        @State private var item: Item?
        @State private var showsPicker = false
        var body: some View {
          TabView(selection: $selectedTab) {
            HomeView(selectedTab: $selectedTab).tabItem { Text("Home") }.tag(0)
            NavigationStack {
              StepOneView(step: $step).sheet(isPresented: $showsPicker) { ItemPicker(item: $item) }
            }.tabItem { Text("Start") }.tag(1)
          }
        }
      }
      struct HomeView: View { @Binding var selectedTab: Int; @State private var rows: [Int] = []; var body: some View { Button("Start") { selectedTab = 1 } } }
      struct StepOneView: View { @Binding var step: Int; @State private var name = ""; var body: some View { Button("Next") { step += 1 } } }
      struct ItemPicker: View { @Binding var item: Item?; var body: some View { Button("Pick") { item = Item() } } }
      enum Budgets {
        struct FormView: View {
          @State private var form = Form()
          @State private var editing = false
          var body: some View { List {}.sheet(isPresented: $editing) { BudgetSheet(form: $form) } }
        }
      }
      enum Goals {
        struct FormView: View {
          @State private var form = Form()
          @State private var editing = false
          var body: some View { List {}.sheet(isPresented: $editing) { GoalSheet(form: $form) } }
        }
      }
      struct BudgetSheet: View { @Binding var form: Form; var body: some View { TextField("", text: $form.title) } }
      struct GoalSheet: View { @Binding var form: Form; var body: some View { TextField("", text: $form.title) } }
      @main struct PlannerApp: App { var body: some Scene { WindowGroup { RootView(); Budgets.FormView(); Goals.FormView() } } }
      """)
    #expect(!fixture.writes.contains { $0.hasPrefix("RootView.") }, "\(fixture.writes)")
    #expect(fixture.leaves.contains("Home"))
    #expect(fixture.leaves.contains("ItemPicker"))
    #expect(fixture.writes.contains { $0.hasPrefix("Budgets.FormView.form: BudgetSheet") }, "\(fixture.writes)")
    #expect(fixture.writes.contains { $0.hasPrefix("Goals.FormView.form: GoalSheet") }, "\(fixture.writes)")
    let aliased = AuditFixture("""
      typealias DoneHandler = () -> Void
      final class Store { static let shared = Store(); var count = 0 }
      final class ListViewController: UIViewController {
        var items: [String] = []
        func finish() { Store.shared.count += 1 }
        @objc func edit() { navigationController?.pushViewController(EditViewController(onDone: finish), animated: true) }
      }
      final class EditViewController: UIViewController {
        let onDone: DoneHandler
        var text = ""
        init(onDone: @escaping DoneHandler) { self.onDone = onDone; super.init(nibName: nil, bundle: nil) }
        @objc func save() { onDone() }
      }
      """)
    #expect(!aliased.leaves.contains("Edit"), "\(aliased.writes)")
  }
}
