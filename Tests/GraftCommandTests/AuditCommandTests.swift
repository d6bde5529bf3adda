import Foundation
import Testing

/// `graft audit` from the command line.
@Suite struct AuditCommandTests {
  let command = InspectCommandTests()
  static let app = GenerateCommandTests.golden.deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp").path

  @Test func markdownToStandardOutputJSONToAFile() throws {
    let markdown = try command.graft("audit", Self.app)
    #expect(markdown.status == 0)
    #expect(markdown.output.hasPrefix("# Migration audit\n\n24 screens, 6 leaves, 1 migrated;"))
    #expect(markdown.output.contains("```mermaid\nflowchart TD\n"))
    #expect(markdown.errors.contains(
      "Examples/LegacyApp/Profile/ProfileViewModel.swift:7:14: warning: two-way sync: ProfileViewModel.name is copied into SessionManager.userName here, and back at "))
    let file = TestFolders.new("audit", suffix: ".json").path
    let json = try command.graft("audit", Self.app, "--format", "json", "--output", file)
    #expect(json.status == 0)
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
    #expect(document?["schema"] as? String == "graft-audit")
    #expect(document?["version"] as? Int == 1)
    #expect((document?["screens"] as? [Any])?.count == 24)
  }

  @Test func badUsageAndBrokenSources() throws {
    #expect(try command.graft("audit", Self.app, "--format", "xml").status == 2)
    #expect(try command.graft("audit").status == 2)
    let folder = TestFolders.new("audit").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "final class BrokenViewModel {\n  var text = \"unterminated\n}\n".write(toFile: "\(folder)/Broken.swift", atomically: false, encoding: .utf8)
    let broken = try command.graft("audit", folder)
    // The audit still covers what could be read, and the problem is at its line and column.
    #expect(broken.status == 1)
    #expect(broken.errors.contains("\(folder)/Broken.swift:2:14: error:"))
    #expect(broken.output.contains("| **Broken** |"))
  }

  /// A folder's storyboards are read with its Swift: a scene only a storyboard shows is a screen,
  /// and its segue an edge. A folder of storyboards alone holds nothing to audit.
  @Test func storyboardsInTheFoldersAreRead() throws {
    let folder = TestFolders.new("audit").path
    try FileManager.default.createDirectory(atPath: "\(folder)/App/Base.lproj", withIntermediateDirectories: true)
    try "final class InboxViewController: UIViewController {}\nfinal class ComposeViewController: UIViewController {}\n"
      .write(toFile: "\(folder)/App/Controllers.swift", atomically: false, encoding: .utf8)
    try """
      <document initialViewController="inbox">
        <scenes>
          <scene sceneID="a"><objects>
            <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
              <connections><segue destination="compose" kind="presentation" identifier="Compose" id="s"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <viewController id="compose" customClass="ComposeViewController" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """.write(toFile: "\(folder)/App/Base.lproj/Main.storyboard", atomically: false, encoding: .utf8)
    let audit = try command.graft("audit", folder)
    #expect(audit.status == 0)
    #expect(audit.output.contains("| **Inbox** |"))
    #expect(audit.output.contains("Inbox -->|presents| Compose"))
    try FileManager.default.removeItem(atPath: "\(folder)/App/Controllers.swift")
    let storyboardsOnly = try command.graft("audit", folder)
    #expect(storyboardsOnly.status != 0)
    #expect(storyboardsOnly.errors.contains("error: no Swift files to audit"))
  }

  /// A whole app's `Info.plist`s and nibs are read for the classes they name: an extension's
  /// principal class is made by the system, while a controller nothing names is dead code.
  @Test func propertyListsAndNibsNameTheClassesTheSystemMakes() throws {
    let folder = TestFolders.new("audit").path
    try FileManager.default.createDirectory(atPath: "\(folder)/App", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: "\(folder)/ShareExtension", withIntermediateDirectories: true)
    try """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
      final class OldInboxViewController: UIViewController { var unread = 0 }
      final class PromotionBanner: UIView { func open() { window?.rootViewController?.present(PromotionViewController(), animated: true) } }
      final class PromotionViewController: UIViewController { var code = "" }
      """.write(toFile: "\(folder)/App/App.swift", atomically: false, encoding: .utf8)
    try #"<objects><view customClass="PromotionBanner"/></objects>"#
      .write(toFile: "\(folder)/App/PromotionBanner.xib", atomically: false, encoding: .utf8)
    try "final class ShareViewController: UIViewController { var items: [URL] = [] }\n"
      .write(toFile: "\(folder)/ShareExtension/ShareViewController.swift", atomically: false, encoding: .utf8)
    try "<dict><key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string></dict>\n"
      .write(toFile: "\(folder)/ShareExtension/Info.plist", atomically: false, encoding: .utf8)
    let audit = try command.graft("audit", folder, "--format", "json")
    #expect(audit.status == 0)
    #expect(audit.output.contains(#""name" : "Share""#))
    #expect(audit.output.contains(#""name" : "Promotion""#))
    #expect(!audit.output.contains("OldInbox"))
  }

  /// The audit leaves the app's tests and Graft's own output out, so it does not parse them:
  /// a broken test or a generated file costs no time and no error.
  @Test func testsAndGraftOutputAreNotParsed() throws {
    let folder = TestFolders.new("audit").path
    try FileManager.default.createDirectory(atPath: "\(folder)/App", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: "\(folder)/AppTests", withIntermediateDirectories: true)
    try "final class NotesViewModel: ObservableObject {\n  @Published var text = \"\"\n}\n"
      .write(toFile: "\(folder)/App/NotesViewModel.swift", atomically: false, encoding: .utf8)
    let broken = "final class ArchiveViewModel {\n  var text = \"unterminated\n}\n"
    try broken.write(toFile: "\(folder)/AppTests/ArchiveViewModel.swift", atomically: false, encoding: .utf8)
    try broken.write(toFile: "\(folder)/App/NotesViewModelTests.swift", atomically: false, encoding: .utf8)
    let generated = try String(contentsOfFile: "\(GenerateCommandTests.golden.path)/edit-note-seed/Expected/EditNoteViewModel+Graft.swift", encoding: .utf8)
    try (generated + broken).write(toFile: "\(folder)/App/EditNoteViewModel+Graft.swift", atomically: false, encoding: .utf8)
    let audit = try command.graft("audit", folder)
    #expect(audit.status == 0)
    #expect(!audit.errors.contains("error:"))
    #expect(audit.output.contains("| **Notes** |"))
    #expect(!audit.output.contains("Archive"))
    // Named on the command line, the tests folder is the app: its files are audited.
    let tests = try command.graft("audit", "\(folder)/AppTests")
    #expect(tests.status == 1)
    #expect(tests.errors.contains("\(folder)/AppTests/ArchiveViewModel.swift:2:14: error:"))
  }

  /// A link left dangling in the tree is a warning naming it; the audit reads the rest and its
  /// exit status stays that of the sources it could read.
  @Test func anUnreadableFileIsSkippedWithAWarning() throws {
    let folder = TestFolders.new("audit").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "final class NotesViewModel: ObservableObject {\n  @Published var text = \"\"\n}\n"
      .write(toFile: "\(folder)/NotesViewModel.swift", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/Gone.swift", withDestinationPath: "\(folder)/Moved.swift")
    let audit = try command.graft("audit", folder)
    #expect(audit.status == 0)
    #expect(audit.errors.contains(
      "\(folder)/Gone.swift: warning: cannot read this file (a symbolic link to \(folder)/Moved.swift, which does not exist); it is skipped"))
    #expect(audit.output.contains("| **Notes** |"))
  }
}
