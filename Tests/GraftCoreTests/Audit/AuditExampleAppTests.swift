import Foundation
import GraftCore
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

  @Test func findsTheTwelveScreensAndNothingElse() throws {
    #expect(Self.report.screens.map(\.name) == [
      "About", "Account", "EditNote", "Help", "Home", "Login", "NoteDetail", "NotesList", "Onboarding", "Profile", "Search", "Settings",
    ])
    // A stateless view controller, a coordinator and two singletons are not screens.
    for name in ["Splash", "AppCoordinator", "SessionManager", "NotesCache"] {
      #expect(!Self.report.screens.contains { $0.name == name }, "\(name) is not a screen")
    }
    #expect(Self.report.screens.filter(\.isMigrated).map(\.name) == ["EditNote"])
    #expect(try screen("Profile").types == ["ProfileViewController", "ProfileViewModel"])
  }

  @Test func leavesAreExactlyTheScreensWithoutNavigationOrSharedWrites() throws {
    #expect(Self.report.screens.filter(\.isLeaf).map(\.name) == ["About", "EditNote", "Help", "Search"])
    // Not leaves, each for the reason its comment gives.
    for name in ["Home", "NotesList"] {
      #expect(try !screen(name).navigatesTo.isEmpty && screen(name).writes.isEmpty, "\(name): navigation only")
    }
    for name in ["Onboarding", "Profile", "Account"] {
      #expect(try screen(name).navigatesTo.isEmpty && !screen(name).writes.isEmpty, "\(name): shared writes only")
    }
    for name in ["Login", "NoteDetail", "Settings"] {
      #expect(try !screen(name).navigatesTo.isEmpty && !screen(name).writes.isEmpty, "\(name): both")
    }
    // Search reads shared data (a cache, a feature flag) and stays a leaf.
    #expect(try screen("Search").reads == ["Current.featureFlags", "NotesCache.shared"])
  }

  @Test func navigationEdgesWithHowEachIsMade() {
    let edges = Self.report.navigation.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
    #expect(edges == [
      "Home storesChild NotesList", "Home coordinator Profile", "Home presents Settings", "Login storesChild Home",
      "NoteDetail presents EditNote", "NotesList pushes NoteDetail", "Settings pushes About",
    ])
    #expect(Self.report.screens.map(\.outDegree) == [0, 0, 0, 0, 3, 1, 1, 1, 0, 0, 0, 1])
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
      "NotesCache.shared singleton cache w:[]",
      "Notification[userDidLogout] notification session w:[\"Account\"]",
      "SessionManager.shared singleton session w:[\"Account\", \"Login\", \"Profile\"]",
      "UserDefaults[hasSeenOnboarding] userDefaults preference w:[\"Onboarding\"]",
      "UserDefaults[theme] userDefaults preference w:[\"Settings\"]",
      "lastOpenedNoteID global screenData w:[\"NoteDetail\"]",
    ])
  }

  @Test func theOneTwoWaySyncIsProfilesNameAndTheSession() throws {
    let sync = try #require(Self.report.twoWaySyncs.first)
    #expect(Self.report.twoWaySyncs.count == 1, "Account's one-way observer is not a two-way sync")
    #expect([sync.first, sync.second] == ["ProfileViewModel.name", "SessionManager.userName"])
    #expect(sync.firstToSecond.description == "Examples/LegacyApp/Profile/ProfileViewModel.swift:7:14")
    #expect(sync.secondToFirst.description == "Examples/LegacyApp/Profile/ProfileViewModel.swift:15:30")
    #expect(sync.screens == ["Profile"])
    #expect(Self.report.screens.filter(\.inTwoWaySync).map(\.name) == ["Profile"])
  }

  @Test func theOrderIsLeavesFirstThenParentsThenTheSession() {
    let order = Self.report.migrationOrder.map(\.name)
    #expect(Array(order.prefix(4)) == ["EditNote", "About", "Help", "Search"])
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
    GoldenComparison.check(try AuditJSONRenderer.render(report), against: Self.repository.appendingPathComponent("\(Self.app)/audit.json").path)
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
    #expect(lines.contains("class EditNote migrated") && lines.contains("class About,Help,Search leaf") && lines.contains("class Profile sync"))
  }
}
