import SwiftDeclarationParser
import Testing

@testable import GraftAudit

/// The migration order, the owner recommended for each kind of data, and the rendering.
@Suite struct AuditPlanTests {
  @Test func aNavigationCycleIsBrokenAtTheScreenClosestToReady() {
    let screens = [
      MigrationPlanner.Screen(name: "List", isMigrated: false, children: ["Detail"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Detail", isMigrated: false, children: ["List", "Leaf"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Leaf", isMigrated: false, children: [], writes: [], writesSession: false),
    ]
    let order = MigrationPlanner().plan(screens, data: [])
    #expect(order.map(\.name) == ["Leaf", "Detail", "List"])
    #expect(order[1].reason.hasPrefix("In a navigation cycle with List"))
  }

  @Test func aParentWaitsForEveryChildAndAWaveWritesTheSessionLast() {
    let screens = [
      MigrationPlanner.Screen(name: "Root", isMigrated: false, children: ["Feed", "Account"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Account", isMigrated: false, children: ["Avatar"], writes: ["Session.shared"], writesSession: true),
      MigrationPlanner.Screen(name: "Feed", isMigrated: false, children: ["Post"], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Post", isMigrated: false, children: [], writes: [], writesSession: false),
      MigrationPlanner.Screen(name: "Avatar", isMigrated: true, children: [], writes: [], writesSession: false),
    ]
    let order = MigrationPlanner().plan(screens, data: [])
    #expect(order.map(\.name) == ["Avatar", "Post", "Feed", "Account", "Root"])
    #expect(order.map(\.kind) == [.migrated, .screen, .screen, .screen, .screen])
  }

  @Test func aPipeInACellDoesNotEndItAndOutsideATableStaysAsWritten() {
    var markdown = MarkdownText()
    markdown.startRow()
    markdown.append("a|b")
    markdown.nextCell()
    markdown.code(AuditLocation(path: "x|y.swift", line: 3, column: 7))
    markdown.nextCell()
    markdown.list([String](), separator: ", ") { $0.append($1) }
    markdown.endRow()
    markdown.line("a|b")
    #expect(markdown.text == "| a\\|b | `x\\|y.swift:3:7` | — |\na|b\n")
  }

  @Test(arguments: [
    ("SessionManager.shared", SharedDatum.Kind.singleton, ["A", "B"], SharedDatum.Category.session),
    ("Keychain", .keychain, ["A"], .session),
    ("UserDefaults[theme]", .userDefaults, ["A", "B"], .preference),
    ("UserDefaults[authToken]", .userDefaults, ["A"], .session),
    ("ImageCache.shared", .singleton, ["A", "B"], .cache),
    ("lastOpened", .global, ["A"], .screenData),
    ("Counter.shared", .singleton, ["A", "B"], .other),
  ])
  func categoriesDecideOwners(name: String, kind: SharedDatum.Kind, writers: [String], category: SharedDatum.Category) {
    #expect(OwnerRecommendation.category(name: name, kind: kind, writers: Set(writers)) == category)
  }

  @Test func mermaidsReservedWordIsNotANode() {
    let report = Auditor().audit([SourceFile(path: "end.swift", text: """
      final class endViewModel { var x = 0; func go() { let next = StartViewModel() } }
      final class StartViewModel { var y = 0 }
      """)])
    let markdown = AuditMarkdownRenderer.render(report)
    #expect(markdown.contains("  end_[\"end\"]\n"))
    #expect(markdown.contains("  end_ -->|constructs| Start\n"))
    #expect(markdown.contains("  class Start leaf\n"))
  }

  /// A screen named with its target (`Settings (WatchApp)`) is a node Mermaid can read, labelled
  /// with the name as it is; a name it would clash with is numbered.
  @Test func aScreenNameMermaidCannotReadIsANodeItCan() {
    #expect(AuditMarkdownRenderer.nodeIDs(["Settings (WatchApp)", "Settings__WatchApp_", "Home", "end"]) == [
      "Settings (WatchApp)": "Settings__WatchApp_", "Settings__WatchApp_": "Settings__WatchApp__2", "Home": "Home", "end": "end_",
    ])
  }

  /// With no leaf, the summary says so rather than list nothing.
  @Test func theSummaryOfAnAppWithoutLeaves() {
    let fixture = AuditFixture("""
      final class Session { static let shared = Session(); var token = "" }
      final class LoginViewModel { func logIn() { Session.shared.token = "t"; let next = HomeViewModel() } }
      final class HomeViewModel { func logOut() { Session.shared.token = "" } }
      """)
    #expect(fixture.leaves.isEmpty)
    let markdown = AuditMarkdownRenderer.render(fixture.report)
    #expect(markdown.contains("No leaf: every screen navigates or writes shared data, so start with the one that does least."))
    #expect(!markdown.contains("Leaves: ."))
  }

  @Test func theSameSourcesInAnyOrderGiveTheSameReport() {
    let files = (0..<6).map { SourceFile(path: "F\($0).swift", text: "final class S\($0)ViewModel { func go() { let next = S\(($0 + 1) % 6)ViewModel() } }") }
    #expect(Auditor().audit(files) == Auditor().audit(files.reversed()))
    #expect(Auditor(freesIndex: false).audit(files) == Auditor().audit(files), "keeping the index changes nothing but when it is freed")
  }
}
