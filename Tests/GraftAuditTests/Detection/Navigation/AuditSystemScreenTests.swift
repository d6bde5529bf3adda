import Testing

@testable import GraftAudit

/// A share sheet, a Safari view or a file importer is a screen the system shows for the app:
/// the screen that shows one navigates, so it is no leaf, even though no edge leads to an app screen.
@Suite struct AuditSystemScreenTests {
  @Test func aControllerThatPresentsAShareSheetOrMailIsNoLeaf() {
    let fixture = AuditFixture("""
      final class ReceiptViewController: UIViewController {
        var total = 0
        func share() {
          let sheet = UIActivityViewController(activityItems: [total], applicationActivities: nil)
          present(sheet, animated: true)
        }
        func contactSupport() {
          let mail = MFMailComposeViewController()
          present(mail, animated: true)
        }
      }
      final class AboutViewController: UIViewController {
        var version = ""
        func copyVersion() { UIPasteboard.general.string = version }
      }
      final class InvoiceViewController: UIViewController {
        var lines = 0
        func printInvoice() { UIPrintInteractionController.shared.present(animated: true) }
      }
      """)
    #expect(fixture.screen("Receipt")?.presentsSystemScreens == ["MFMailComposeViewController", "UIActivityViewController"])
    #expect(fixture.screen("Invoice")?.presentsSystemScreens == ["UIPrintInteractionController"])
    #expect(fixture.screen("Receipt")?.navigatesTo == [])
    #expect(fixture.leaves == ["About"])
  }

  /// The Social framework's composer, Wallet's sheet, and the share dialog of Facebook's SDK
  /// (made with `.init(fromViewController:content:delegate:)`) are shown as the share sheet is.
  @Test func socialComposersWalletAndFacebooksShareDialogAreSystemScreens() {
    let fixture = AuditFixture("""
      final class ChallengeDoneViewController: UIViewController {
        var score = 0
        @objc func shareTapped() {
          let dialog = ShareDialog.init(fromViewController: self, content: content, delegate: nil)
          dialog.show()
        }
      }
      final class InviteViewController: UIViewController {
        var friends: [String] = []
        @objc func tweetTapped() { present(SLComposeViewController(forServiceType: SLServiceTypeTwitter)!, animated: true) }
      }
      final class TicketViewController: UIViewController {
        var pass: PKPass?
        @objc func addTapped() { present(PKAddPassesViewController(pass: pass!)!, animated: true) }
      }
      final class RulesViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.screen("ChallengeDone")?.presentsSystemScreens == ["ShareDialog"])
    #expect(fixture.screen("Invite")?.presentsSystemScreens == ["SLComposeViewController"])
    #expect(fixture.screen("Ticket")?.presentsSystemScreens == ["PKAddPassesViewController"])
    #expect(fixture.leaves == ["Rules"])
  }

  /// SwiftUI's translation sheet, reached through the app's own modifier that wraps it
  /// (`.addTranslateView(isPresented:text:)`), and StoreKit's subscriptions sheet.
  @Test func translationAndStoreKitSheetsAreSystemScreens() {
    let fixture = AuditFixture("""
      extension View {
        func addTranslateView(isPresented: Binding<Bool>, text: String) -> some View {
          translationPresentation(isPresented: isPresented, text: text)
        }
      }
      struct MediaEditView: View {
        @State private var isTranslating = false
        @State private var caption = ""
        var body: some View {
          TextField("Caption", text: $caption)
            .addTranslateView(isPresented: $isTranslating, text: caption)
        }
      }
      struct PlanView: View {
        @State private var managing = false
        var body: some View { Button("Manage") { managing = true }.manageSubscriptionsSheet(isPresented: $managing) }
      }
      struct AboutView: View {
        @State private var expanded = false
        var body: some View { Text("About") }
      }
      struct RootView: View {
        @State private var tab = 0
        var body: some View { TabView { MediaEditView(); PlanView(); AboutView() } }
      }
      """)
    #expect(fixture.screen("MediaEdit")?.presentsSystemScreens == ["translationPresentation"])
    #expect(fixture.screen("Plan")?.presentsSystemScreens == ["manageSubscriptionsSheet"])
    #expect(fixture.leaves == ["About"])
  }

  /// A share sheet made by the app's own static factory in its extension of the framework's
  /// type (`UIActivityViewController.make(items:)`): the type is still the framework's.
  @Test func aShareSheetFromTheAppsExtensionsFactoryIsASystemScreen() {
    let fixture = AuditFixture("""
      extension UIActivityViewController {
        static func make(items: [Any]) -> UIActivityViewController {
          return UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
      }
      final class TransactionViewController: UIViewController {
        var id = ""
        @objc func share() {
          let activityViewController = UIActivityViewController.make(items: [id])
          present(activityViewController, animated: true)
        }
      }
      final class AboutViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.screen("Transaction")?.presentsSystemScreens == ["UIActivityViewController"])
    #expect(fixture.leaves == ["About"])
  }

  @Test func aSwiftUIShareLinkOrFileImporterIsNavigation() {
    let fixture = AuditFixture("""
      struct ExportScreen: View {
        @State private var importing = false
        var body: some View {
          VStack {
            ShareLink(item: URL(string: "https://example.com")!) { Text("Share") }
            Button("Import") { importing = true }
          }
          .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { _ in }
        }
      }
      struct PlainScreen: View { var body: some View { Text("Plain") } }
      """)
    #expect(fixture.screen("Export")?.presentsSystemScreens == ["ShareLink", "fileImporter"])
    #expect(fixture.leaves == ["Plain"])
  }

  @Test func aSafariViewOpenedThroughTheAppsOwnHelperCountsForTheCaller() {
    let fixture = AuditFixture("""
      enum LinkOpener {
        static func openInApp(_ url: URL, from controller: UIViewController) {
          controller.present(SFSafariViewController(url: url), animated: true)
        }
      }
      final class TermsViewController: UIViewController {
        var url: URL?
        func showTerms() { LinkOpener.openInApp(url!, from: self) }
      }
      final class OpenElsewhereViewController: UIViewController {
        var url: URL?
        func open() { UIApplication.shared.open(url!) }
      }
      """)
    #expect(fixture.screen("Terms")?.presentsSystemScreens == ["SFSafariViewController"])
    // Another app opening is not a screen of this one; nor is an alert.
    #expect(fixture.leaves == ["OpenElsewhere"])
    let order = fixture.report.migrationOrder.first { $0.name == "Terms" }
    #expect(order?.reason.contains("presents system screens (SFSafariViewController)") == true)
  }

  /// A SwiftUI wrapper of the Safari view, shown in a sheet: the sheet shows the system's screen.
  @Test func aRepresentableOfASystemScreenShownInASheet() {
    let fixture = AuditFixture("""
      struct SafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      struct FAQView: View {
        @State private var showsFAQ = false
        var body: some View { Button("FAQ") { showsFAQ = true }.sheet(isPresented: $showsFAQ) { SafariView(url: faq) } }
      }
      struct HomeView: View {
        @State private var showsFAQ = false
        @State private var showsPreview = false
        var body: some View {
          Button("FAQ") { showsFAQ = true }.sheet(isPresented: $showsFAQ) { FAQView() }
          Button("Preview") { showsPreview = true }.sheet(isPresented: $showsPreview) { AttachmentView() }
        }
      }
      struct QuickLookView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> QLPreviewController { QLPreviewController() }
        func updateUIViewController(_ controller: QLPreviewController, context: Context) {}
      }
      struct AttachmentView: View {
        var body: some View { VStack { Text("Attachment"); QuickLookView() } }
      }
      """)
    #expect(fixture.screen("FAQ")?.presentsSystemScreens == ["SFSafariViewController"])
    // Put in a body, the representable only hosts the preview: nothing is presented.
    #expect(fixture.screen("Attachment")?.presentsSystemScreens == [])
    #expect(fixture.screenNames == ["Attachment", "FAQ"])
    #expect(fixture.leaves == ["Attachment"])
  }

  @Test func anAppTypeNamedLikeASystemScreenIsTheAppsOwn() {
    let fixture = AuditFixture("""
      struct ShareLink: View { let text: String; var body: some View { Text(text) } }
      struct InviteScreen: View { var body: some View { ShareLink(text: "Invite") } }
      """)
    #expect(fixture.screen("Invite")?.presentsSystemScreens == [])
  }

  /// A share sheet presented from a closure the presenter hands in is the presented screen's.
  @Test func aSystemScreenInACallbackIsTheCallbacksScreens() {
    let fixture = AuditFixture("""
      final class PhotoViewController: UIViewController {
        var onShare: (() -> Void)?
        var photo = ""
      }
      final class AlbumViewController: UIViewController {
        var photos: [String] = []
        func open(_ photo: String) {
          let controller = PhotoViewController()
          controller.onShare = { [weak self] in
            self?.present(UIActivityViewController(activityItems: [photo], applicationActivities: nil), animated: true)
          }
          navigationController?.pushViewController(controller, animated: true)
        }
      }
      """)
    #expect(fixture.screen("Photo")?.presentsSystemScreens == ["UIActivityViewController"])
    #expect(fixture.screen("Album")?.presentsSystemScreens == [])
  }
}

