import Testing

@testable import GraftAudit

/// Files in an Xcode project's folder that none of its targets builds are dead code: a folder
/// left out of every target, a copy kept after a move.
@Suite(.timeLimit(.minutes(1))) struct AuditXcodeTargetTests {
  static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    /* Begin PBXBuildFile section */
    \t\tA1 /* SettingsViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* SettingsViewController.swift */; };
    \t\tA2 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* AppDelegate.swift */; };
    \t\tA3 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = B3 /* Main.storyboard */; };
    /* End PBXBuildFile section */
    /* Begin PBXFileReference section */
    \t\tB4 /* LessonsViewController.swift */ = {isa = PBXFileReference; path = LessonsViewController.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */
    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tC1 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Widgets; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */
    \t};
    }
    """

  static let app: [String: String] = [
    "Shop/Shop.xcodeproj/project.pbxproj": project,
    "Shop/App/AppDelegate.swift": """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        func start() {
          navigationController.pushViewController(SettingsViewController(), animated: true)
          navigationController.pushViewController(WidgetGalleryViewController(), animated: true)
          navigationController.pushViewController(LessonsViewController(), animated: true)
          navigationController.pushViewController(CatalogViewController(), animated: true)
        }
      }
      """,
    "Shop/App/SettingsViewController.swift": "final class SettingsViewController: UIViewController { var rows: [String] = [] }",
    // Listed in the project, but in no target's build phase: a folder nothing builds.
    "Shop/Learn/LessonsViewController.swift": "final class LessonsViewController: UIViewController { var lesson = 0 }",
    // In a folder Xcode keeps in sync with a target: built without being listed.
    "Shop/Widgets/WidgetGalleryViewController.swift": "final class WidgetGalleryViewController: UIViewController { var page = 0 }",
    // A local package's: its manifest says what it builds.
    "Shop/Packages/Catalog/Package.swift": "let package = Package(name: \"Catalog\")",
    "Shop/Packages/Catalog/Sources/Catalog/CatalogViewController.swift": "public final class CatalogViewController: UIViewController { var items: [Int] = [] }",
  ]

  @Test func whatNoTargetBuildsIsLeftOut() {
    #expect(AuditFixture(Self.app).screenNames == ["Catalog", "Settings", "WidgetGallery"])
  }

  /// A pod or an XcodeGen project in the project's folder builds its own files; a project that
  /// would leave out more of its folder than it keeps is not what builds it.
  @Test func whatAnotherBuildDescribesStays() {
    var pod = Self.app
    pod["Shop/LocalPods/Reviews/Reviews.podspec"] = "Pod::Spec.new do |s| end"
    pod["Shop/LocalPods/Reviews/Sources/ReviewsViewController.swift"] = "final class ReviewsViewController: UIViewController { var stars = 0 }"
    pod["Shop/App/AppDelegate.swift"]! += "\nfunc reviews() { UINavigationController().pushViewController(ReviewsViewController(), animated: true) }"
    #expect(AuditFixture(pod).screenNames == ["Catalog", "Reviews", "Settings", "WidgetGallery"])
    // Most of the folder unlisted: a stale project, or another build's; it judges nothing.
    var stale = Self.app
    for name in ["Orders", "Cart", "Profile"] {
      stale["Shop/Screens/\(name)ViewController.swift"] = "final class \(name)ViewController: UIViewController { var rows: [Int] = [] }"
      stale["Shop/App/AppDelegate.swift"]! += "\nfunc show\(name)() { UINavigationController().pushViewController(\(name)ViewController(), animated: true) }"
    }
    #expect(AuditFixture(stale).screenNames == ["Cart", "Catalog", "Lessons", "Orders", "Profile", "Settings", "WidgetGallery"])
  }

  /// A practice app kept inside the app's folder with a project of its own, which the app's
  /// project does not take in as a subproject: the app's project judges its files, and builds
  /// none of them. Taken in (its `.xcodeproj` named in the app's project), it builds its own.
  @Test func aPracticeAppsProjectInsideTheAppsFolderJudgesNothing() {
    let practiceProject = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tP1 /* CameraViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = Q1 /* CameraViewController.swift */; };
      \t\tP2 /* PracticeAppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = Q2 /* PracticeAppDelegate.swift */; };
      \t\tT1 /* Practice */ = {isa = PBXNativeTarget; productType = "com.apple.product-type.application"; };
      \t};
      }
      """
    var app = Self.app
    // A project that builds nothing, sorted first, judges nothing and shifts nothing.
    app["Shop/App/Aaa/Aaa.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ objects = { }; }"
    app["Shop/App/Scanner/Practice/Practice.xcodeproj/project.pbxproj"] = practiceProject
    app["Shop/App/Scanner/Practice/Practice/PracticeAppDelegate.swift"] = """
      final class PracticeAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = CameraViewController() }
      }
      """
    app["Shop/App/Scanner/Practice/Practice/CameraViewController.swift"] = "final class CameraViewController: UIViewController { var session = 0 }"
    #expect(AuditFixture(app).screenNames == ["Catalog", "Settings", "WidgetGallery"])
    app["Shop/Shop.xcodeproj/project.pbxproj"] = Self.project.replacingOccurrences(
      of: "/* End PBXFileReference section */",
      with: "\t\tB9 /* Practice.xcodeproj */ = {isa = PBXFileReference; path = Scanner/Practice/Practice.xcodeproj; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
    #expect(AuditFixture(app).screenNames == ["Camera", "Catalog", "Settings", "WidgetGallery"])
    // A module's project (a framework a workspace puts beside the app) judges its own files.
    app["Shop/Shop.xcodeproj/project.pbxproj"] = Self.project
    app["Shop/App/Scanner/Practice/Practice.xcodeproj/project.pbxproj"] = practiceProject.replacingOccurrences(
      of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
    #expect(AuditFixture(app).screenNames == ["Camera", "Catalog", "Settings", "WidgetGallery"])
  }

  /// A stale copy of a built file, at another path in the project's folder: the project's groups
  /// say which of the two it builds (`App/Profile/ProfileViewModel.swift`, the group `App` with
  /// the path `App` holding `Profile`), and the copy's class no longer stands for the screen.
  @Test func aStaleCopyOfABuiltFileIsLeftOutByItsPath() {
    let project = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tA1 /* ProfileViewModel.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* ProfileViewModel.swift */; };
      \t\tA2 /* ProfileViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* ProfileViewController.swift */; };
      \t\tA3 /* Screens.swift in Sources */ = {isa = PBXBuildFile; fileRef = B3 /* Screens.swift */; };
      \t\tB1 /* ProfileViewModel.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileViewModel.swift; sourceTree = "<group>"; };
      \t\tB2 /* ProfileViewController.swift */ = {isa = PBXFileReference; path = "ProfileViewController.swift"; sourceTree = "<group>"; };
      \t\tB3 /* Screens.swift */ = {isa = PBXFileReference; path = App/Screens.swift; sourceTree = SOURCE_ROOT; };
      \t\tG0 = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tG1 /* App */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\tG1 /* App */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tG2 /* Profile */,
      \t\t\t);
      \t\t\tpath = App;
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\tG2 /* Profile */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tB1 /* ProfileViewModel.swift */,
      \t\t\t\tB2 /* ProfileViewController.swift */,
      \t\t\t);
      \t\t\tpath = Profile;
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t};
      \trootObject = R1 /* Project object */;
      }
      """
    var app: [String: String] = [
      "Shop/Shop.xcodeproj/project.pbxproj": project,
      "Shop/App/Screens.swift": """
        final class SettingsViewController: UIViewController { var rows: [String] = [] }
        final class ArchiveViewController: UIViewController { var rows: [String] = [] }
        """,
      "Shop/App/Profile/ProfileViewController.swift": """
        final class ProfileViewController: UIViewController {
          let viewModel = ProfileViewModel()
          @objc func settingsTapped() { viewModel.openSettings(from: self) }
        }
        """,
      "Shop/App/Profile/ProfileViewModel.swift": """
        final class ProfileViewModel {
          var name = ""
          func openSettings(from screen: UIViewController) {
            screen.navigationController?.pushViewController(SettingsViewController(), animated: true)
          }
        }
        """,
    ]
    // Kept after a move: the same class, which once opened another screen.
    app["Shop/Old/ProfileViewModel.swift"] = """
      final class ProfileViewModel {
        var name = ""
        func openSettings(from screen: UIViewController) {
          screen.navigationController?.pushViewController(ArchiveViewController(), animated: true)
        }
      }
      """
    let audit = AuditFixture(app)
    #expect(audit.screen("Profile")?.navigatesTo == ["Settings"])
    // Without the project, both count: the audit cannot tell them apart.
    app["Shop/Shop.xcodeproj/project.pbxproj"] = nil
    #expect(AuditFixture(app).screen("Profile")?.navigatesTo.contains("Archive") == true)
  }

  @Test func withoutAProjectEveryFileCounts() {
    var withoutProject = Self.app
    withoutProject["Shop/Shop.xcodeproj/project.pbxproj"] = nil
    #expect(AuditFixture(withoutProject).screenNames == ["Catalog", "Lessons", "Settings", "WidgetGallery"])
    // A project that lists nothing it builds (one generated from a manifest, half written) judges no file.
    var emptyProject = Self.app
    emptyProject["Shop/Shop.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ objects = { }; }"
    #expect(AuditFixture(emptyProject).screenNames == ["Catalog", "Lessons", "Settings", "WidgetGallery"])
  }

  /// Two apps kept side by side in one repository, each with its project: the smaller one's
  /// screens are its own, named for its folder, never merged with the app's of the same name
  /// (`MainView` of a tool app beside the app's `MainViewController`), and its links are its own.
  @Test func anotherAppsProjectBesideTheAppsKeepsItsScreensApart() {
    func project(_ files: [String], product: String = "application") -> String {
      "// !$*UTF8*$!\n{\n\tobjects = {\n"
        + files.enumerated().map { "\t\tA\($0) /* \($1) in Sources */ = {isa = PBXBuildFile; fileRef = B\($0) /* \($1) */; };\n" }.joined()
        + "\t\tT1 = {isa = PBXNativeTarget; productType = \"com.apple.product-type.\(product)\"; };\n"
        + "\t};\n}\n"
    }
    let files = [
      "Shop/Shop.xcodeproj/project.pbxproj": project(["AppDelegate.swift", "MainViewController.swift", "ListViewController.swift", "DetailViewController.swift"]),
      "Shop/Shop/AppDelegate.swift": """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func start() { window?.rootViewController = UINavigationController(rootViewController: MainViewController()) }
        }
        """,
      "Shop/Shop/MainViewController.swift": """
        final class MainViewController: UIViewController {
          func open() { navigationController?.pushViewController(ListViewController(), animated: true) }
        }
        """,
      "Shop/Shop/ListViewController.swift": """
        final class ListViewController: UIViewController {
          func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        """,
      "Shop/Shop/DetailViewController.swift": "final class DetailViewController: UIViewController { var id = 0 }",
      "Uploader/Uploader.xcodeproj/project.pbxproj": project(["UploaderApp.swift", "MainView.swift", "PostingView.swift"]),
      "Uploader/Uploader/UploaderApp.swift": "@main struct UploaderApp: App { var body: some Scene { WindowGroup { MainView() } } }",
      "Uploader/Uploader/MainView.swift": """
        struct MainView: View {
          var body: some View { NavigationStack { NavigationLink("Post") { PostingView() } } }
        }
        """,
      "Uploader/Uploader/PostingView.swift": "struct PostingView: View { @State var text = \"\"; var body: some View { TextField(\"\", text: $text) } }",
    ]
    let app = AuditFixture(files)
    #expect(app.screenNames == ["Detail", "List", "Main", "Main (Uploader)", "Posting (Uploader)"])
    #expect(app.edges.contains("Main (Uploader) -> Posting (Uploader) navigationLink"), "\(app.edges)")
    #expect(!app.edges.contains { $0.hasPrefix("Main -> Posting") }, "\(app.edges)")
    // A project of frameworks beside the app's is the app's modules, not another app.
    var frameworks = files
    frameworks["Uploader/Uploader.xcodeproj/project.pbxproj"] = project(["UploaderApp.swift", "MainView.swift", "PostingView.swift"], product: "framework")
    #expect(!AuditFixture(frameworks).screenNames.contains { $0.hasSuffix("(Uploader)") })
  }
}
