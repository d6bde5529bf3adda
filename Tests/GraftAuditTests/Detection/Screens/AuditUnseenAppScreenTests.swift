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
      "App/Sources/Samplerate/RateViewModel.swift": "final class RateViewModel { var hertz = 0 }",
    ])
    #expect(fixture.screenNames == ["Home", "Rate"])
  }

  @Test func aViewModelNamedForAPartIsThePartsModel() {
    let fixture = AuditFixture("""
      final class RevenueReportCardViewModel { var total = 0 }
      final class OrderRowViewModel { var title = "" }
      final class StorePinAnnotationViewModel { var coordinate = 0 }
      final class AnalyticsHubViewModel {
        var revenue: RevenueReportCardViewModel { RevenueReportCardViewModel() }
      }
      """)
    #expect(fixture.screenNames == ["AnalyticsHub"])
  }

  @Test func aBaseClassNothingMakesIsItsSubclassesCode() {
    let fixture = AuditFixture("""
      class PasscodeViewController: UIViewController { var digits = "" }
      final class CreatePasscodeViewController: PasscodeViewController {}
      final class EnterPasscodeViewController: PasscodeViewController {}
      class ListViewController<Row>: UIViewController { var rows: [Row] = [] }
      final class TagsViewController: ListViewController<String> {}
      final class SettingsViewController: UIViewController {
        var rows: [String] = []
        func lock() { present(CreatePasscodeViewController(), animated: true) }
      }
      """)
    #expect(fixture.screenNames == ["CreatePasscode", "EnterPasscode", "Settings", "Tags"])
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
}
