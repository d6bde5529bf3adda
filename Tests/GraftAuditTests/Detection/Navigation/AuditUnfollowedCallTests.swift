import Testing

@testable import GraftAudit

/// A leaf is where a migration starts: a screen that hands its user's actions to code the audit
/// cannot follow (a closure that came through a route or a configuration, a coordinator's method
/// no type is seen to implement) is no leaf the audit vouches for, and the report says which call.
@Suite struct AuditUnfollowedCallTests {
  /// The creator fills the closure with one it was handed through a route's associated value: the
  /// closure's body (a write to the defaults) is code the audit reads, but not as the picker's.
  @Test func aClosureHandedOnThroughARouteIsUnfollowed() {
    let fixture = AuditFixture("""
      enum Destination { case sort(done: (Int) -> Void) }
      final class Navigator {
        weak var host: UIViewController?
        func navigate(to destination: Destination) {
          switch destination {
          case .sort(let done):
            let picker = SortViewController()
            picker.onDone = done
            host?.present(picker, animated: true)
          }
        }
      }
      final class DocumentsViewController: UIViewController {
        let navigator = Navigator()
        var items: [String] = []
        @objc func sortTapped() { navigator.navigate(to: .sort(done: { kind in UserDefaults.standard.set(kind, forKey: "sort") })) }
      }
      final class SortViewController: UIViewController {
        var onDone: ((Int) -> Void)?
        var kind = 0
        @objc func done() { onDone?(kind) }
      }
      """)
    #expect(fixture.leaves == [])
    let sort = fixture.screen("Sort")
    #expect(sort?.unfollowedCalls.map(\.call) == ["onDone"])
    #expect(sort?.unfollowedCalls.first?.location.line == 21)
    let step = fixture.report.migrationOrder.first { $0.name == "Sort" }
    #expect(step?.reason.contains("calls code it could not follow (`onDone`)") == true)
    let row = AuditMarkdownRenderer.render(fixture.report).split(separator: "\n").first { $0.hasPrefix("| **Sort**") }
    #expect(row?.hasSuffix("| unknown: `onDone (App.swift:21:23)` |") == true)
  }

  /// A closure written where the screen is made is read as the screen's callback; one nothing
  /// fills calls nothing; a typealias of a closure's type is a closure all the same.
  @Test func aClosureWrittenInPlaceOrNeverFilledIsFollowed() {
    let fixture = AuditFixture("""
      final class AboutViewController: UIViewController {
        var onClose: (() -> Void)?
        var version = ""
        @objc func close() { onClose?() }
      }
      final class LicenseViewController: UIViewController {
        typealias Completion = (Bool) -> Void
        var onAccept: Completion?
        var text = ""
        @objc func accept() { onAccept?(true) }
      }
      final class TermsViewController: UIViewController {
        var onAgree: LicenseViewController.Completion?
        var text = ""
        @objc func agree() { onAgree?(true) }
      }
      final class SettingsViewController: UIViewController {
        var flag = false
        @objc func about() {
          let about = AboutViewController()
          about.onClose = { [weak self] in self?.dismiss(animated: true) }
          present(about, animated: true)
          present(LicenseViewController(), animated: true)
        }
        @objc func terms(_ completion: @escaping LicenseViewController.Completion) {
          let terms = TermsViewController()
          terms.onAgree = completion
          present(terms, animated: true)
        }
      }
      """)
    #expect(fixture.leaves == ["About", "License"])
    #expect(fixture.screen("Terms")?.unfollowedCalls.map(\.call) == ["onAgree"])
  }

  /// Clearing a closure, handing UIKit one, or handing a method of the app's by name hands the
  /// screen nothing the audit cannot read.
  @Test func nilAFrameworkCallsLabelAndAMethodByNameHandNothingOn() {
    let fixture = AuditFixture("""
      final class ChooserViewController: UIViewController {
        var onCreate: ((String) -> Void)?
        var completion: (() -> Void)?
        var handler: (() -> Void)?
        var name = ""
        init(onCreate: ((String) -> Void)?) { self.onCreate = onCreate; super.init(nibName: nil, bundle: nil) }
        @objc func create() { onCreate?(name); completion?(); handler?() }
        deinit { self.onCreate = nil }
      }
      final class WalletViewController: UIViewController {
        var wallets: [String] = []
        @objc func add(completion: @escaping () -> Void) {
          let chooser = ChooserViewController(onCreate: createWallet)
          present(chooser, animated: true, completion: completion)
          let other = ChooserViewController(onCreate: nil)
          present(other, animated: true)
        }
        func createWallet(_ name: String) { navigationController?.pushViewController(WalletDetailViewController(), animated: true) }
        func confirm(handler: @escaping () -> Void) {
          let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default, handler: handler))
        }
      }
      final class WalletDetailViewController: UIViewController { var balance = 0 }
      """)
    #expect(fixture.screen("Chooser")?.unfollowedCalls == [])
    #expect(fixture.edge("Chooser", "WalletDetail") != nil)
  }

  /// What a screen's helper calls is the screen's too, said with the code in between; a row's
  /// closure is the screen's that lays it out, and hands it in.
  @Test func aHelpersHandOffIsTheScreensAndARowsClosureIsNot() {
    let fixture = AuditFixture("""
      protocol ExportCoordinating: AnyObject { func exportDidFinish() }
      final class ExportHelper {
        weak var coordinator: ExportCoordinating?
        func finish() { coordinator?.exportDidFinish() }
      }
      final class ExportViewController: UIViewController {
        let helper = ExportHelper()
        var format = ""
        @objc func done() { helper.finish() }
      }
      final class OptionRow: UITableViewCell {
        var onTap: (() -> Void)?
        @objc func tapped() { onTap?() }
      }
      final class OptionsViewController: UITableViewController {
        var options: [String] = []
        var onChoose: (() -> Void)?
        func cell(_ handler: @escaping () -> Void) -> OptionRow { let row = OptionRow(); row.onTap = handler; return row }
      }
      """)
    let export = fixture.screen("Export")?.unfollowedCalls
    #expect(export?.map(\.call) == ["coordinator.exportDidFinish"])
    #expect(export?.first?.via == "ExportHelper.finish")
    #expect(fixture.leaves.contains("Options"))
    // The JSON says each call, where it is and the code in between.
    let json = AuditJSONRenderer.render(fixture.report)
    #expect(json.contains(#""unfollowedCalls" : [\#n        {\#n          "call" : "coordinator.exportDidFinish",\#n          "location" : "App.swift:4:32",\#n          "via" : "ExportHelper.finish"\#n        }\#n      ]"#))
  }

  /// A wrapper that hands its own closure on to the screen it makes hands on a closure too.
  @Test func aWrapperForwardingItsClosureHandsItOn() {
    let fixture = AuditFixture("""
      struct MenuScreen: View {
        let onShare: () -> Void
        var body: some View { Button("Share") { onShare() } }
      }
      struct MenuRepresentable: UIViewControllerRepresentable {
        let onShare: () -> Void
        func makeUIViewController(context: Context) -> UIViewController { UIHostingController(rootView: MenuScreen(onShare: onShare)) }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      final class FilesViewController: UIViewController {
        var files: [String] = []
        @objc func menu() {
          present(UIHostingController(rootView: MenuRepresentable(onShare: { [weak self] in self?.present(ShareTargetViewController(), animated: true) })), animated: true)
        }
      }
      final class ShareTargetViewController: UIViewController { var target = "" }
      """)
    #expect(fixture.screen("Menu")?.unfollowedCalls.map(\.call) == ["onShare"])
    #expect(fixture.screen("Menu")?.isLeaf == false)
  }

  /// A coordinator known by a composition with the role it plays is the one type that adopts both:
  /// its method, and the child coordinator it starts, are followed to the screen they push.
  @Test func aCoordinatorKnownByACompositionIsFollowed() {
    let fixture = AuditFixture("""
      protocol Coordinator: AnyObject { func start() }
      protocol VaultNaming: AnyObject { func setVaultName(_ name: String) }
      final class SetVaultNameViewController: UIViewController {
        weak var coordinator: (Coordinator & VaultNaming)?
        var name = ""
        @objc func next() { coordinator?.setVaultName(name) }
      }
      final class ChooseCloudViewController: UIViewController { var cloud = "" }
      final class CreateVaultCoordinator: Coordinator {
        let nav: UINavigationController
        init(nav: UINavigationController) { self.nav = nav }
        func start() { nav.pushViewController(ChooseCloudViewController(), animated: true) }
      }
      final class AddVaultCoordinator: Coordinator, VaultNaming {
        let nav: UINavigationController
        var children: [Coordinator] = []
        init(nav: UINavigationController) { self.nav = nav }
        func start() { let vc = SetVaultNameViewController(); vc.coordinator = self; nav.pushViewController(vc, animated: true) }
        func setVaultName(_ name: String) {
          let child = CreateVaultCoordinator(nav: nav)
          children.append(child)
          child.start()
        }
      }
      final class OtherCoordinator: Coordinator { func start() {} }
      """)
    #expect(fixture.edges == ["SetVaultName -> ChooseCloud helper"])
    #expect(fixture.leaves == ["ChooseCloud"])
  }

  /// A composition of one app protocol and a framework's (`HelpRouting & AnyObject`) holds that
  /// protocol, whose one or two implementations a call reaches.
  @Test func aCompositionWithAFrameworkProtocolHoldsTheAppProtocol() {
    let fixture = AuditFixture("""
      protocol HelpRouting { func showFAQ() }
      final class HelpViewController: UIViewController {
        var router: HelpRouting & AnyObject
        var topic = ""
        init(router: HelpRouting & AnyObject) { self.router = router; super.init(nibName: nil, bundle: nil) }
        @objc func faq() { router.showFAQ() }
      }
      final class FAQViewController: UIViewController { var questions: [String] = [] }
      final class PhoneHelpRouter: HelpRouting {
        let nav = UINavigationController()
        func showFAQ() { nav.pushViewController(FAQViewController(), animated: true) }
      }
      final class TabletHelpRouter: HelpRouting {
        let nav = UINavigationController()
        func showFAQ() { nav.present(FAQViewController(), animated: true) }
      }
      """)
    #expect(fixture.edge("Help", "FAQ") != nil)
  }

  /// A coordinator's method no type is seen to implement, and a delegate's method no type
  /// adopts, are unfollowed; a delegate an app type adopts is followed into its method, and a
  /// service behind a protocol is data, not a hand-off.
  @Test func rolesWithoutAnImplementationAreUnfollowed() {
    let fixture = AuditFixture("""
      protocol PickerDelegate: AnyObject { func picker(didPick value: String) }
      protocol UploadDelegate: AnyObject { func uploadDidFinish() }
      protocol DeviceManaging { func listDevices() -> [String] }
      final class PickerViewController: UIViewController {
        weak var delegate: PickerDelegate?
        var value = ""
        @objc func pick() { delegate?.picker(didPick: value) }
      }
      final class UploadViewController: UIViewController {
        weak var delegate: UploadDelegate?
        var progress = 0.0
        @objc func finish() { delegate?.uploadDidFinish() }
      }
      final class VaultViewController: UIViewController {
        var coordinator: AnyObject?
        var name = ""
        @objc func next() { coordinator?.showVaultList() }
      }
      final class DevicesViewController: UIViewController {
        let devices: DeviceManaging
        var count = 0
        init(devices: DeviceManaging) { self.devices = devices; super.init(nibName: nil, bundle: nil) }
        func refresh() { count = devices.listDevices().count }
      }
      final class FormViewController: UIViewController, PickerDelegate {
        var value = ""
        @objc func choose() { let picker = PickerViewController(); picker.delegate = self; present(picker, animated: true) }
        func picker(didPick value: String) { self.value = value }
      }
      """)
    #expect(fixture.leaves == ["Devices", "Picker"])
    #expect(fixture.screen("Upload")?.unfollowedCalls.map(\.call) == ["delegate.uploadDidFinish"])
    #expect(fixture.screen("Vault")?.unfollowedCalls.map(\.call) == ["coordinator.showVaultList"])
  }

  /// A static method of a type the app neither declares nor extends runs none of the app's code,
  /// whatever the app's extensions of other framework types name a method.
  @Test func aFrameworkTypesStaticMethodRunsNoExtensionOfAnother() {
    let fixture = AuditFixture("""
      extension BasicAuthenticator {
        static func authenticate(from controller: UIViewController) { controller.present(BasicLoginViewController(), animated: true) }
      }
      final class BasicLoginViewController: UIViewController { var user = "" }
      final class CloudLoginViewController: UIViewController {
        var site = ""
        @objc func next() { GraphAuthenticator.authenticate(from: self) }
      }
      """)
    #expect(fixture.edges == [])
    #expect(fixture.leaves == ["BasicLogin", "CloudLogin"])
  }
}
