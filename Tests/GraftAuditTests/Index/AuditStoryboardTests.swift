import Foundation
import GraftTestSupport
import Testing

@testable import GraftAudit

/// A UIKit app wired in Interface Builder: its screens and segues live in storyboards, and its
/// Swift only names a segue's identifier, or nothing at all.
@Suite(.timeLimit(.minutes(1))) struct AuditStoryboardTests {
  static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <!-- <scene sceneID="commented"><viewController id="x" customClass="GhostViewController" sceneMemberID="viewController"/></scene> -->
            <scene sceneID="s-1">
                <objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="set-1" kind="relationship" relationship="rootViewController" id="r-1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s-2">
                <objects>
                    <tableViewController title="Settings &amp; Privacy" id="set-1" customClass="SettingsViewController" customModule="Shop" sceneMemberID="viewController">
                        <tableView key="view" id="tv-1">
                            <cells>
                                <tableViewCell id="c-1">
                                    <connections>
                                        <segue destination="adv-1" kind="show" id="g-1"/>
                                    </connections>
                                </tableViewCell>
                            </cells>
                        </tableView>
                        <connections>
                            <segue destination="about-1" kind="presentation" identifier="Show&amp;About" id="g-2"/>
                            <segue destination="ref-1" kind="show" identifier="ChoosePlan" id="g-3"/>
                            <segue destination="set-1" kind="unwind" identifier="back" id="g-4"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s-3">
                <objects>
                    <tableViewController id="adv-1" customClass="AdvancedViewController" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s-4">
                <objects>
                    <viewController id="about-1" customClass="AboutViewController" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder storyboardName="Signup" referencedIdentifier="plans" id="ref-1" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let signup = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <scenes>
            <scene sceneID="p-1">
                <objects>
                    <viewController storyboardIdentifier="plans" id="plan-1" customClass="PlanViewController" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func scenesSeguesAndReferencesAreRead() {
    let storyboard = Storyboard(path: "App/Base.lproj/Main.storyboard", bytes: Array(Self.main.utf8))
    #expect(storyboard.name == "Main")
    #expect(storyboard.initialController == "nav-1")
    // The commented-out scene is not one.
    #expect(storyboard.controllers.map(\.id) == ["nav-1", "set-1", "adv-1", "about-1", "ref-1"])
    #expect(storyboard.controllers[4].referencedStoryboard == "Signup")
    let settings = storyboard.controllers[1]
    #expect(settings.customClass == "SettingsViewController")
    #expect(settings.segues.map(\.destination) == ["adv-1", "about-1", "ref-1", "set-1"])
    #expect(settings.segues[1].identifier == "Show&About")
    #expect(settings.segues[0].location == AuditLocation(path: "App/Base.lproj/Main.storyboard", line: 21, column: 37))
    #expect(storyboard.controllers[0].segues.first?.relationship == "rootViewController")
  }

  @Test func aStoryboardsScenesAreScreensAndItsSeguesEdges() {
    let fixture = AuditFixture([
      "Settings.swift": """
        final class SettingsViewController: UITableViewController {
          func aboutTapped() { performSegue(withIdentifier: "Show&About", sender: nil) }
        }
        final class AdvancedViewController: UITableViewController {}
        final class AboutViewController: UIViewController {}
        final class PlanViewController: UIViewController {}
        """,
      "Base.lproj/Main.storyboard": Self.main,
      "Signup.storyboard": Self.signup,
    ])
    #expect(fixture.screenNames == ["About", "Advanced", "Plan", "Settings"])
    #expect(fixture.screen("Advanced")?.evidence.contains(.storyboardScene) == true)
    #expect(fixture.edges == ["Settings -> About segue", "Settings -> Advanced segue", "Settings -> Plan segue"])
    // The cell's segue has no Swift: the storyboard is where it is.
    #expect(fixture.edge("Settings", "Advanced")?.location.path == "Base.lproj/Main.storyboard")
    #expect(fixture.edge("Settings", "Advanced")?.kind == .pushes)
    #expect(fixture.edge("Settings", "About")?.kind == .presents)
    #expect(fixture.edge("Settings", "Plan")?.via == "segue 'ChoosePlan' in Main")
    #expect(fixture.leaves == ["About", "Advanced", "Plan"])
  }

  /// The fixture the fuzzer starts from, as Xcode writes one: a tab bar controller of the
  /// framework's holds a navigation controller whose root is the inbox, and the settings.
  @Test func tabsNavigationControllersAndUnwindSegues() throws {
    let path = Repository.fixtures.appendingPathComponent("Storyboards/Mail.storyboard").path
    let fixture = AuditFixture([
      "Controllers.swift": """
        final class InboxViewController: UITableViewController {}
        final class ComposeViewController: UIViewController { var draft = "" }
        final class SettingsViewController: UITableViewController {}
        """,
      "Mail.storyboard": try String(contentsOfFile: path, encoding: .utf8),
    ])
    #expect(fixture.screenNames == ["Compose", "Inbox", "Settings"])
    // The unwind goes back and the placeholder's storyboard is not there: neither is an edge.
    #expect(fixture.edges == ["Inbox -> Compose segue"])
    #expect(fixture.leaves == ["Compose", "Settings"])
  }

  /// Containers that hold each other in a circle, many times over, are followed once each; a
  /// reference with no storyboard's name is into its own storyboard; a subclass has no scene of
  /// its own, so its superclass's segues are not its edges; and a segue the storyboard wires is
  /// not guessed again from its identifier.
  @Test func circlesReferencesIntoTheSameStoryboardAndSubclasses() {
    let loops = String(repeating: "<segue destination=\"a\" kind=\"relationship\" id=\"x\"/><segue destination=\"b\" kind=\"relationship\" id=\"y\"/>", count: 40)
    let storyboard = """
      <document initialViewController="a"><scenes>
        <scene sceneID="1"><objects><navigationController id="a" sceneMemberID="viewController"><connections>\(loops)</connections></navigationController></objects></scene>
        <scene sceneID="2"><objects><navigationController id="b" sceneMemberID="viewController"><connections>\(loops)</connections></navigationController></objects></scene>
        <scene sceneID="3"><objects><viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"><connections>
          <segue destination="ref" kind="show" identifier="Settings" id="s1"/>
        </connections></viewController></objects></scene>
        <scene sceneID="4"><objects><viewControllerPlaceholder referencedIdentifier="profile" id="ref" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="5"><objects><viewController storyboardIdentifier="profile" id="profile" customClass="ProfileViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "Controllers.swift": """
        class HomeViewController: UIViewController {
          var count = 0
          func settings() { performSegue(withIdentifier: "Settings", sender: nil) }
        }
        final class PromoHomeViewController: HomeViewController { var banner = "" }
        final class ProfileViewController: UIViewController {}
        final class SettingsViewController: UIViewController { var theme = "" }
        """,
      "Main.storyboard": storyboard,
    ])
    // Home's segue named `Settings` leads to the profile, not to a screen named Settings; its
    // subclass, shown by no scene, is left to the name, as code without a storyboard is.
    #expect(fixture.edges == ["Home -> Profile segue", "PromoHome -> Settings segue"])
    #expect(fixture.edge("Home", "Profile")?.via == "segue 'Settings' in Main")
  }

  /// A scene nothing reaches (not its storyboard's first, no segue or reference leads to it, no
  /// code names its identifier) is a class left behind: no screen, unless code names the class.
  /// An identifier that is the class's name is not named by the class's own declaration.
  @Test func aSceneNothingReachesIsNoScreen() {
    let storyboard = """
      <document initialViewController="home"><scenes>
        <scene sceneID="1"><objects><viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="2"><objects><viewController storyboardIdentifier="DialogRename" id="rename" customClass="DialogRenameViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="3"><objects><viewController storyboardIdentifier="DialogDeleteViewController" id="delete" customClass="DialogDeleteViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="4"><objects><viewController storyboardIdentifier="Help" id="help" customClass="HelpViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "Controllers.swift": """
        final class HomeViewController: UIViewController {
          var count = 0
          func rename() {
            let dialog = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "DialogRename")
            present(dialog, animated: true)
          }
          func help() { present(HelpViewController.make(), animated: true) }
        }
        final class DialogRenameViewController: UIViewController { var name = "" }
        final class DialogDeleteViewController: UIViewController { var confirmed = false }
        final class HelpViewController: UIViewController {
          var topic = ""
          static func make() -> HelpViewController { HelpViewController() }
        }
        """,
      "Main.storyboard": storyboard,
    ])
    #expect(fixture.screenNames == ["DialogRename", "Help", "Home"])
  }

  /// A controller the storyboard embeds in a container view of another scene is a part of that
  /// screen, even when the container's `prepare(for:)` casts the segue's destination to hand it
  /// its model: where it leads, in code or by its own segues, is the container's navigation.
  @Test func aControllerEmbeddedInAContainerViewIsPartOfItsScreen() {
    let storyboard = """
      <document initialViewController="detail"><scenes>
        <scene sceneID="1"><objects><viewController id="detail" customClass="ShoutDetailContainerViewController" sceneMemberID="viewController">
          <view key="view" id="v1"><subviews><containerView id="c1"><connections><segue destination="table" kind="embed" id="e1"/></connections></containerView></subviews></view>
        </viewController></objects></scene>
        <scene sceneID="2"><objects><tableViewController id="table" customClass="ShoutDetailTableViewController" sceneMemberID="viewController">
          <connections><segue destination="description" kind="show" identifier="showDescription" id="s1"/></connections>
        </tableViewController></objects></scene>
        <scene sceneID="3"><objects><viewController id="description" customClass="ShoutDescriptionViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "Controllers.swift": """
        final class ShoutDetailContainerViewController: UIViewController {
          var shoutID = ""
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let table = segue.destination as? ShoutDetailTableViewController { table.shoutID = shoutID }
          }
        }
        final class ShoutDetailTableViewController: UITableViewController {
          var shoutID = ""
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(ProfileViewController(), animated: true)
          }
        }
        final class ShoutDescriptionViewController: UIViewController { var text = "" }
        final class ProfileViewController: UIViewController { var name = "" }
        """,
      "Main.storyboard": storyboard,
    ])
    #expect(fixture.screenNames == ["Profile", "ShoutDescription", "ShoutDetailContainer"])
    #expect(fixture.edge("ShoutDetailContainer", "Profile")?.kind == .pushes)
    #expect(fixture.edge("ShoutDetailContainer", "ShoutDescription")?.idiom == .segue)
  }

  /// The app's storyboard helper handed the controller's type (`Storyboard.Auth.instantiateVC(type:
  /// SMSCodeViewController.self)`) makes it, bound by `guard let` or assigned in a `switch`; the
  /// storyboard's case named like one of the app's types (`Feedback`) is no construction of it.
  @Test func aControllerAStoryboardHelperInstantiatesByItsType() {
    let fixture = AuditFixture([
      "Storyboard.swift": """
        enum Storyboard: String {
          case Auth, Feedback
          var instance: UIStoryboard { UIStoryboard(name: rawValue, bundle: .main) }
          func instantiateVC<T: UIViewController>(type: T.Type) -> T? {
            instance.instantiateViewController(withIdentifier: String(describing: type)) as? T
          }
        }
        struct Feedback: Codable { let text: String }
        enum Setting { case profile, account }
        """,
      "Controllers.swift": """
        final class PhoneNumberViewController: UIViewController {
          var phone = ""
          @objc func nextTapped() {
            DispatchQueue.main.async { [weak self] in
              guard let code = Storyboard.Feedback.instantiateVC(type: SMSCodeViewController.self) else { return }
              self?.navigationController?.pushViewController(code, animated: true)
            }
          }
        }
        final class SMSCodeViewController: UIViewController { var code = "" }
        final class UserSettingsViewController: UIViewController {
          var rows: [Setting] = []
          func open(_ setting: Setting) {
            var next: UIViewController?
            switch setting {
            case .profile: next = Storyboard.Auth.instantiateVC(type: ProfileSettingsViewController.self)
            case .account: next = Storyboard.Auth.instantiateVC(type: AccountSettingsViewController.self)
            }
            if let next { navigationController?.pushViewController(next, animated: true) }
          }
        }
        final class ProfileSettingsViewController: UIViewController { var name = "" }
        final class AccountSettingsViewController: UIViewController { var email = "" }
        """,
    ])
    #expect(fixture.edge("PhoneNumber", "SMSCode")?.kind == .pushes)
    #expect(fixture.edge("UserSettings", "ProfileSettings") != nil)
    #expect(fixture.edge("UserSettings", "AccountSettings") != nil)
    #expect(fixture.leaves == ["AccountSettings", "ProfileSettings", "SMSCode"])
  }

  /// An app's scene delegate that builds its window's root in code.
  static func sceneDelegate(root: String) -> String {
    """
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = \(root)
      }
    }

    """
  }

  /// A storyboard whose first scene is still Xcode's template `ViewController`, no segue.
  private static let leftoverTemplateStoryboard = """
    <document initialViewController="vc"><scenes>
      <scene sceneID="1"><objects><viewController id="vc" customClass="ViewController" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """

  /// Xcode's template `ViewController`, left as the first scene of a storyboard the app no longer
  /// uses (its scene delegate builds the window in code), is no screen; a template controller of
  /// another name that a tab bar makes is a page a user reaches, empty or not.
  @Test func theProjectTemplatesLeftoverViewControllerIsNoScreen() {
    let fixture = AuditFixture([
      "SceneDelegate.swift": Self.sceneDelegate(root: "MainTabBarController()") + """
        final class MainTabBarController: UITabBarController {
          override func viewDidLoad() { super.viewDidLoad(); viewControllers = [HomeViewController(), MyPageViewController()] }
        }
        final class HomeViewController: UIViewController { var items: [String] = [] }
        """,
      "ViewController.swift": """
        class ViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            // Do any additional setup after loading the view.
          }
        }
        class MyPageViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
          }
        }
        """,
      "Main.storyboard": Self.leftoverTemplateStoryboard,
    ])
    #expect(fixture.screenNames == ["Home", "MainTabBar", "MyPage"])
    // A template cut short is read as far as it goes.
    #expect(AuditFixture("class ViewController: UIViewController {\n  override func viewDidLoad() {").screenNames == [])
  }

  /// The app's base controller, named in the storyboard's leftover first scene (`ViewController`,
  /// no segue), and a base of several screens that subclasses it, are bases, not screens: their
  /// subclasses are the screens.
  @Test func baseControllersALeftoverSceneNamesAreNoScreens() {
    let fixture = AuditFixture([
      "SceneDelegate.swift": Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
      "Controllers.swift": """
        class ViewController: UIViewController {
          var disposeBag = DisposeBag()
          func setupViews() {}
        }
        class SearchSurveyViewController: ViewController {
          var query = ""
          func search() {}
        }
        final class HomeViewController: ViewController {
          var items: [String] = []
          @objc func addSymptomTapped() { navigationController?.pushViewController(SearchSymptomViewController(), animated: true) }
          @objc func addBehaviorTapped() { navigationController?.pushViewController(SearchBehaviorViewController(), animated: true) }
        }
        final class SearchSymptomViewController: SearchSurveyViewController { var symptoms: [String] = [] }
        final class SearchBehaviorViewController: SearchSurveyViewController { var behaviors: [String] = [] }
        """,
      "Main.storyboard": Self.leftoverTemplateStoryboard,
    ])
    #expect(fixture.screenNames == ["Home", "SearchBehavior", "SearchSymptom"])
  }

  /// An identifier the code names otherwise: as a string literal that is no word
  /// (`"dialog-share"`), or as the accessor a resource generator writes (R.swift's
  /// `R.storyboard.main.dialogExport()`).
  @Test func aSceneTheCodeNamesThroughAPunctuatedIdentifierOrAGeneratedAccessorIsAScreen() {
    let storyboard = """
      <document initialViewController="home"><scenes>
        <scene sceneID="1"><objects><viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="2"><objects><viewController storyboardIdentifier="dialog-share" id="share" customClass="DialogShareViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="3"><objects><viewController storyboardIdentifier="DialogExport" id="export" customClass="DialogExportViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="4"><objects><viewController storyboardIdentifier="dialog-delete" id="delete" customClass="DialogDeleteViewController" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    let fixture = AuditFixture([
      "AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "Controllers.swift": """
        final class HomeViewController: UIViewController {
          var count = 0
          func share() { present(storyboard!.instantiateViewController(withIdentifier: "dialog-share"), animated: true) }
          func export() { present(R.storyboard.main.dialogExport()!, animated: true) }
        }
        final class DialogShareViewController: UIViewController { var link = "" }
        final class DialogExportViewController: UIViewController { var format = "" }
        final class DialogDeleteViewController: UIViewController { var confirmed = false }
        """,
      "Main.storyboard": storyboard,
    ])
    #expect(fixture.screenNames == ["DialogExport", "DialogShare", "Home"])
  }

  /// A storyboard's first controller is reached when something opens the storyboard: the system
  /// (`Main`, or the one a property list names), another storyboard's reference, or code that
  /// names it (a literal, SwiftGen's `StoryboardScene.Settings`). One only a comment names, left
  /// after its code stopped running, opens nowhere; nor does a scene whose identifier only a
  /// comment names.
  @Test func aStoryboardOnlyACommentOpensIsNoScreen() {
    func single(_ id: String, _ customClass: String, identifier: String? = nil) -> String {
      """
      <document initialViewController="\(id)"><scenes>
        <scene sceneID="1"><objects><viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" customClass="\(customClass)" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    }
    let fixture = AuditFixture([
      "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "App/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Launcher</string></dict></plist>",
      "App/Controllers.swift": """
        final class LauncherViewController: UIViewController { var step = 0 }
        final class HomeViewController: UIViewController {
          var count = 0
          func filter() { present(UIStoryboard(name: "Filter", bundle: nil).instantiateInitialViewController()!, animated: true) }
          func settings() { present(StoryboardScene.Settings.initialScene.instantiate(), animated: true) }
          func showLoading() {
            // let loading = UIStoryboard(name: "Loading", bundle: nil).instantiateViewController(withIdentifier: "LoadingView")
            /* present(UIStoryboard(name: "Spinner", bundle: nil).instantiateInitialViewController()!, animated: true) */
          }
        }
        final class FilterViewController: UIViewController { var selected: [String] = [] }
        final class SettingsViewController: UIViewController { var version = "" }
        final class LoadingViewController: UIViewController { var frame = 0 }
        final class SpinnerViewController: UIViewController { var angle = 0.0 }
        """,
      "App/Main.storyboard": single("home", "HomeViewController"),
      "App/Launcher.storyboard": single("launcher", "LauncherViewController"),
      "App/Filter.storyboard": single("filter", "FilterViewController"),
      "App/Settings.storyboard": single("settings", "SettingsViewController"),
      "App/Loading.storyboard": single("loading", "LoadingViewController", identifier: "LoadingView"),
      "App/Spinner.storyboard": single("spinner", "SpinnerViewController"),
    ])
    #expect(fixture.screenNames == ["Filter", "Home", "Launcher", "Settings"])

    // Named only in the project's build settings, with no property list.
    let fromBuildSettings = AuditFixture([
      "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
      "App.xcodeproj/project.pbxproj": """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Controllers.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Controllers.swift */; };
        \t\tA2 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* AppDelegate.swift */; };
        \t\tA3 /* Root.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = B3 /* Root.storyboard */; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_UIMainStoryboardFile = Root; }; };
        \t};
        }
        """,
      "App/Controllers.swift": "final class RootViewController: UIViewController { var tab = 0 }",
      "App/Root.storyboard": single("root", "RootViewController"),
    ])
    #expect(fromBuildSettings.screenNames == ["Root"])
  }

  @Test func damagedXMLGivesWhatCouldBeRead() {
    for text in ["<", "<scene", "<scene><viewController id=\"a\" sceneMemberID=\"viewController\"", "<!-- never closed", "<a b=\"unterminated"] {
      let storyboard = Storyboard(path: "Broken.storyboard", bytes: Array(text.utf8))
      #expect(storyboard.controllers.isEmpty, "\(text)")
    }
  }
}
