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
}
