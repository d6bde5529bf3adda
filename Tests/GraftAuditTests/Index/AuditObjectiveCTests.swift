import Testing

@testable import GraftAudit

/// Objective-C files are read for the classes they declare, nothing else.
@Suite struct AuditObjectiveCTests {
  @Test func interfacesAreReadWithTheirSuperclassesAndCategoriesAreNot() {
    let header = """
      #import <UIKit/UIKit.h>
      // @interface Commented : NSObject is still a line that starts with a comment
      @interface ProfileViewController : UIViewController <UITableViewDelegate>
      @property (nonatomic) NSString *name;
      @end
        @interface SettingsViewController:UITableViewController
      @end
      @interface ProfileViewController (Sharing)
      @end
      @interface ProfileViewController ()
      @end
      @protocol Sharing <NSObject>
      @end
      """
    #expect(ObjectiveCInterfaces.interfaces(in: Array(header.utf8)) == [
      .init(name: "ProfileViewController", superclass: "UIViewController", line: 3, column: 1),
      .init(name: "SettingsViewController", superclass: "UITableViewController", line: 6, column: 3),
    ])
  }

  /// A controller declared in Objective-C that Swift code shows is a screen, with the Swift code
  /// of its extensions; its own code is not read, so it is never a leaf.
  @Test func anObjectiveCControllerSwiftShowsIsAScreenAndNeverALeaf() {
    let fixture = AuditFixture([
      "Profile/ProfileViewController.h": """
        @interface ProfileViewController : UIViewController
        @end
        @interface HelpViewController : UIViewController
        @end
        """,
      "Profile/ProfileViewController.m": """
        @implementation ProfileViewController
        - (void)showHelp { [self presentViewController:[HelpViewController new] animated:YES completion:nil]; }
        @end
        """,
      "App.swift": """
        final class HomeViewController: UIViewController {
          var items: [String] = []
          @objc func openProfile() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
        }
        extension ProfileViewController {
          @objc func openAbout() { present(AboutViewController(), animated: true) }
        }
        final class AboutViewController: UIViewController {}
        """,
    ])
    #expect(fixture.screenNames == ["About", "Home", "Profile"])
    #expect(fixture.edge("Home", "Profile")?.kind == .pushes)
    #expect(fixture.edge("Profile", "About")?.kind == .presents)
    #expect(fixture.screen("Profile")?.isObjectiveC == true)
    #expect(fixture.screen("Home")?.isObjectiveC == false)
    #expect(fixture.leaves == ["About"])
  }

  /// An app whose entry point is an Objective-C `main.m` is a whole app all the same: a Swift
  /// screen nothing names, or only a preview names, is dead code, not a screen.
  @Test func anObjectiveCMainMakesTheSwiftFilesAWholeApp() {
    let swift = """
      final class BrowserWindowController: NSWindowController {
        @objc func showFeedback() { window?.beginSheet(NSWindow(contentViewController: FeedbackViewController()), completionHandler: nil) }
      }
      final class FeedbackViewController: NSViewController {
        var text = ""
      }
      final class UnusedPanelController: NSWindowController {
        var title = ""
      }
      struct ColorsExampleView: View {
        var body: some View { Text("Colors") }
      }
      #Preview("Colors") { ColorsExampleView() }
      """
    let main = """
      #import <Cocoa/Cocoa.h>
      int main(int argc, const char * argv[]) { return NSApplicationMain(argc, argv); }
      """
    let delegate = """
      @implementation AppDelegate
      - (void)applicationDidFinishLaunching:(NSNotification *)note { [[BrowserWindowController new] showWindow:nil]; }
      @end
      """
    let whole = AuditFixture(["App/Browser.swift": swift, "App/main.m": main, "App/AppDelegate.m": delegate])
    #expect(whole.screenNames.contains("Feedback"))
    #expect(!whole.screenNames.contains("UnusedPanel"))
    #expect(!whole.screenNames.contains("ColorsExample"))
    // Without its `main.m`, the files may be a library's: whatever they declare may be used;
    // and so with a command-line tool's `main.m`, which starts no app.
    let part = AuditFixture(["App/Browser.swift": swift, "App/AppDelegate.m": delegate])
    #expect(part.screenNames.contains("UnusedPanel"))
    let tool = AuditFixture(["App/Browser.swift": swift, "Tool/main.m": "int main(int argc, const char * argv[]) { return run(argc, argv); }"])
    #expect(tool.screenNames.contains("UnusedPanel"))
  }
}
