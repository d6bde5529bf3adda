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
}
