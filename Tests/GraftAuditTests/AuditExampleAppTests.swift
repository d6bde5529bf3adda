import Foundation
import GraftAudit
import GraftTestSupport
import SwiftDeclarationParser
import Testing

/// `Examples/LegacyApp` was built so that its audit is known in advance: every expectation here
/// comes from how the app was written (see the comment on each screen's type), not from a run.
@Suite struct AuditExampleAppTests {
  static let repository = Repository.root
  static let app = "Examples/LegacyApp"

  /// The app's files, named relative to the repository as a user at its root names them.
  static let files: [SourceFile] = {
    let root = repository.appendingPathComponent(app)
    let enumerator = FileManager.default.enumerator(atPath: root.path)!
    let paths = (enumerator.allObjects as! [String]).filter { $0.hasSuffix(".swift") }.sorted()
    return paths.map { path in
      SourceFile(path: "\(app)/\(path)", bytes: Array(FileManager.default.contents(atPath: root.appendingPathComponent(path).path)!))
    }
  }()

  static let report = Auditor().audit(files)

  func screen(_ name: String) throws -> AuditScreen { try #require(Self.report.screens.first { $0.name == name }) }

  @Test func findsTheTwentyFourScreensAndNothingElse() throws {
    #expect(Self.report.screens.map(\.name) == [
      "About", "Account", "Archive", "ColorPicker", "EditNote", "FAQAnswer", "FAQList", "Help", "Home", "Login", "NewTag", "NoteDetail",
      "NotesList", "Onboarding", "Profile", "ReportBug", "Search", "Settings", "Support", "Tag", "TagCloud", "TagDetail", "TagList", "Trash",
    ])
    // A stateless controller nothing makes, coordinators, routers, singletons, observable data
    // models, the tab that holds a stack, a view model only its screen's model keeps, a row's
    // model named for the part it is, and a mock in the app's `Mocks/`.
    for name in [
      "Splash", "AppCoordinator", "SessionManager", "NotesCache", "TagsCoordinator", "RouterPath", "Theme", "TagCollection", "ArchiveTab",
      "TagFilter", "DefaultSupportRouter", "NoteRow", "MockSession",
    ] {
      #expect(!Self.report.screens.contains { $0.name == name }, "\(name) is not a screen")
    }
    #expect(Self.report.screens.filter(\.isMigrated).map(\.name) == ["EditNote"])
    #expect(try screen("Profile").types == ["ProfileViewController", "ProfileViewModel"])
    // The filter's model is the cloud's part; the detail's model is the detail's controller's.
    #expect(try screen("TagCloud").types == ["TagCloudView", "TagCloudViewModel", "TagFilterViewModel"])
    #expect(try screen("TagDetail").types == ["TagDetailViewController", "TagDetailViewModel"])
    // A controller with no view model, and a SwiftUI destination whose state is `@State`.
    #expect(try screen("ColorPicker").evidence == [.viewControllerWithState])
    #expect(try screen("Tag").evidence == [.presented])
  }

  @Test func leavesAreExactlyTheScreensWithoutNavigationOrSharedWrites() throws {
    #expect(Self.report.screens.filter(\.isLeaf).map(\.name) == ["About", "EditNote", "Help", "ReportBug", "Search", "Tag"])
    // The share sheet is the system's: no edge, but navigation all the same.
    #expect(try screen("FAQAnswer").navigatesTo == [] && screen("FAQAnswer").presentsSystemScreens == ["UIActivityViewController"])
    #expect(Self.report.screens.filter { !$0.presentsSystemScreens.isEmpty }.map(\.name) == ["FAQAnswer"])
    // Not leaves, each for the reason its comment gives.
    for name in ["Home", "NotesList", "Archive", "ColorPicker", "TagCloud", "TagDetail", "TagList", "Support", "FAQList"] {
      #expect(try !screen(name).navigatesTo.isEmpty && screen(name).writes.isEmpty, "\(name): navigation only")
    }
    for name in ["Onboarding", "Profile", "Account", "NewTag", "Trash"] {
      #expect(try screen(name).navigatesTo.isEmpty && !screen(name).writes.isEmpty, "\(name): shared writes only")
    }
    for name in ["Login", "NoteDetail", "Settings"] {
      #expect(try !screen(name).navigatesTo.isEmpty && !screen(name).writes.isEmpty, "\(name): both")
    }
    // Search reads shared data (a cache, a feature flag) and stays a leaf; TagDetail keeps the
    // session it is given and only reads it.
    #expect(try screen("Search").reads == ["Current.featureFlags", "NotesCache.shared"])
    #expect(try screen("TagDetail").reads == ["SessionManager.shared"])
  }

  @Test func navigationEdgesWithTheIdiomThatFoundEach() {
    let edges = Self.report.navigation.map { "\($0.from) \($0.kind.rawValue) \($0.to) (\($0.idiom.rawValue))" }
    #expect(edges == [
      "Archive pushes Tag (route)", "ColorPicker pushes Help (callback)", "FAQList pushes FAQAnswer (callback)",
      "Home storesChild NotesList (storedChild)",
      "Home pushes Profile (helper)", "Home presents Settings (sheet)", "Login storesChild Home (storedChild)",
      "NoteDetail presents EditNote (present)", "NotesList pushes NoteDetail (push)", "Settings pushes About (navigationLink)",
      "Support pushes FAQList (helper)", "Support presents ReportBug (helper)",
      "TagCloud presents NewTag (route)", "TagCloud pushes Tag (route)", "TagDetail presents ColorPicker (helper)",
      "TagList presents TagDetail (route)",
    ])
    func via(_ from: String, _ to: String) -> String? { Self.report.navigation.first { $0.from == from && $0.to == to }?.via }
    // The coordinator's scene, the router's destination and sheet, a protocol extension's helper,
    // and the closure the coordinator gives the picker.
    #expect(via("TagList", "TagDetail") == ".tagDetail in present")
    #expect(via("TagCloud", "Tag") == ".tag in navigate → navigationDestination")
    #expect(via("TagCloud", "NewTag") == ".newTag → sheet")
    #expect(via("Archive", "Tag") == ".tag in NavigationLink → navigationDestination")
    #expect(via("TagDetail", "ColorPicker") == "TagNavigating.openColorPicker → .colorPicker in present")
    #expect(via("ColorPicker", "Help") == "TagsCoordinator.controller → pushViewController")
    // A router known by its protocol, and the closure it hands the list's model through `.init`.
    #expect(via("Support", "ReportBug") == "DefaultSupportRouter.showReportBug → present")
    #expect(via("FAQList", "FAQAnswer") == "DefaultSupportRouter.showFAQ → DefaultSupportRouter.showAnswer → pushViewController")
    #expect(Self.report.navigation.first { $0.from == "TagList" }?.location.description == "Examples/LegacyApp/Tags/TagListViewController.swift:16:33")
  }

  @Test func theSessionHasThreeWritersAndStaysWithTheLegacyWorldUntilLast() throws {
    let session = try #require(Self.report.sharedData.first { $0.name == "SessionManager.shared" })
    #expect(session.category == .session)
    #expect(Set(session.writers.map(\.by)) == ["Account", "Login", "Profile"])
    #expect(session.writers.map(\.detail) == ["logout()", "login()", "userName ="])
    // Home reads it inside a string interpolation.
    #expect(session.readers.contains { $0.by == "Home" && $0.location.description == "Examples/LegacyApp/Home/HomeViewModel.swift:26:15" })
    #expect(session.recommendedOwner.hasPrefix("The legacy world"))
    #expect(Self.report.migrationOrder.last?.name == "SessionManager.shared")
    #expect(Self.report.migrationOrder.last?.kind == .dataOwnership)
  }

  @Test func sharedDataAndTheirOwners() {
    let data = Self.report.sharedData.map { "\($0.name) \($0.kind.rawValue) \($0.category.rawValue) w:\(Set($0.writers.map(\.by)).sorted())" }
    #expect(data == [
      "Current.featureFlags environment preference w:[]",
      "Keychain[token] keychain session w:[\"Account\", \"Login\"]",
      "NotesCache.shared singleton cache w:[\"Trash\"]",
      "Notification[userDidLogout] notification session w:[\"Account\"]",
      "SessionManager.shared singleton session w:[\"Account\", \"Login\", \"Profile\"]",
      "TagCollection environment screenData w:[\"NewTag\"]",
      "Theme.shared singleton preference w:[\"NewTag\", \"Settings\"]",
      "UserDefaults[hasSeenOnboarding] userDefaults preference w:[\"Onboarding\"]",
      "UserDefaults[theme] userDefaults preference w:[\"Settings\"]",
      "lastOpenedNoteID global screenData w:[\"NoteDetail\"]",
    ])
    // The theme from the environment is the singleton; `adopt(_:)` and `keep(_:)` write, by
    // what their bodies do.
    let theme = Self.report.sharedData.first { $0.name == "Theme.shared" }
    #expect(theme?.writers.map(\.detail) == ["accent =", "adopt()"])
    #expect(Self.report.sharedData.first { $0.name == "TagCollection" }?.writers.map(\.detail) == ["keep()"])
    // The cache the trash's initializer defaults to, and no write by the mock in `Mocks/`.
    #expect(Self.report.sharedData.first { $0.name == "NotesCache.shared" }?.writers.map(\.detail) == ["update()"])
  }

  @Test func twoWaySyncsBetweenAViewModelAndTheSessionAndBetweenTwoViewModels() throws {
    let syncs = Self.report.twoWaySyncs.map { "\($0.first) <-> \($0.second) \($0.idioms.map(\.rawValue))" }
    #expect(syncs == [
      "TagFilterViewModel.selectedTags <-> TagCloudViewModel.selectedTags [\"combine\"]",
      "ProfileViewModel.name <-> SessionManager.userName [\"didSet\", \"combine\"]",
    ], "Account's one-way observer is not a two-way sync")
    let profile = try #require(Self.report.twoWaySyncs.last)
    #expect(profile.firstToSecond.description == "Examples/LegacyApp/Profile/ProfileViewModel.swift:7:14")
    #expect(profile.secondToFirst.description == "Examples/LegacyApp/Profile/ProfileViewModel.swift:15:30")
    #expect(Self.report.twoWaySyncs.map(\.screens) == [["TagCloud"], ["Profile"]])
    #expect(Self.report.screens.filter(\.inTwoWaySync).map(\.name) == ["Profile", "TagCloud"])
  }

  @Test func theOrderIsLeavesFirstThenParentsThenTheSession() {
    let order = Self.report.migrationOrder.map(\.name)
    #expect(Array(order.prefix(6)) == ["EditNote", "About", "Help", "ReportBug", "Search", "Tag"])
    func position(_ name: String) -> Int { order.firstIndex(of: name) ?? -1 }
    // Each parent after its children.
    for edge in Self.report.navigation {
      #expect(position(edge.from) > position(edge.to), "\(edge.from) before its child \(edge.to)")
    }
    // Among screens with no children left, the writers of the session go last.
    #expect(position("Account") > position("Onboarding") && position("Profile") > position("Settings"))
    #expect(Array(order.suffix(3)) == ["Notification[userDidLogout]", "Keychain[token]", "SessionManager.shared"])
    #expect(!order.contains("NotesCache.shared"), "a cache stays in the data layer")
  }

  @Test func theMarkdownAndTheJSONAreTheReviewedOnesInAnyFileOrder() throws {
    var shuffled = Self.files
    shuffled.reverse()
    shuffled.swapAt(0, shuffled.count / 2)
    let report = Auditor().audit(shuffled)
    #expect(report == Self.report)
    GoldenComparison.check(AuditMarkdownRenderer.render(report), against: Self.repository.appendingPathComponent("\(Self.app)/AUDIT.md").path)
    GoldenComparison.check(AuditJSONRenderer.render(report), against: Self.repository.appendingPathComponent("\(Self.app)/audit.json").path)
  }

  @Test func theMermaidGraphOnlyNamesDeclaredNodes() throws {
    let markdown = AuditMarkdownRenderer.render(Self.report)
    let start = try #require(markdown.range(of: "```mermaid\n"))
    let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
    let lines = markdown[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "flowchart TD")
    let nodes = Set(lines.compactMap { line in line.firstIndex(of: "[").map { String(line[..<$0]) } })
    #expect(nodes == Set(Self.report.screens.map(\.name)))
    for line in lines where line.contains("-->") {
      let parts = line.components(separatedBy: " ")
      #expect(parts.count == 3 && nodes.contains(parts[0]) && nodes.contains(parts[2]), "\(line)")
    }
    for line in lines where line.hasPrefix("class ") {
      let named = line.components(separatedBy: " ")[1].components(separatedBy: ",")
      #expect(named.allSatisfy(nodes.contains), "\(line)")
    }
    #expect(lines.contains("classDef migrated fill:#89b4fa,color:#11111b"))
    #expect(lines.contains("classDef leaf fill:#a6e3a1,color:#11111b"))
    #expect(lines.contains("classDef sync fill:#f38ba8,color:#11111b"))
    #expect(lines.contains("class EditNote migrated") && lines.contains("class About,Help,ReportBug,Search,Tag leaf"))
    #expect(lines.contains("class Profile,TagCloud sync"))
  }
}
