import Foundation
import GraftGenerator
import GraftSupport
import GraftTestSupport
import SwiftDeclarationParser
import Testing

@Suite struct OutputPlannerTests {
  let owned = OwnedFileHeader.prepend(to: "import X\n", sourceFileName: "A.swift")

  @Test func ownershipDecidesEachWrite() throws {
    let edited = owned + "// an edit\n"
    let plan = try OutputPlanner().plan(
      [
        ("New+Graft.swift", "New+Graft.swift", owned, .graft), ("Same+Graft.swift", "Same+Graft.swift", owned, .graft),
        ("Old+Graft.swift", "Old+Graft.swift", owned, .graft), ("Edited+Graft.swift", "Edited+Graft.swift", owned, .graft),
        ("Foreign+Graft.swift", "Foreign+Graft.swift", owned, .graft), ("Feature.swift", "Feature.swift", "team", .team),
      ],
      existing: [
        "Same+Graft.swift": owned, "Old+Graft.swift": OwnedFileHeader.prepend(to: "import Y\n", sourceFileName: "A.swift"),
        "Edited+Graft.swift": edited, "Foreign+Graft.swift": "struct Mine {}\n", "Feature.swift": "edited by the team",
      ])
    #expect(plan.map(\.path) == ["Edited+Graft.swift", "Feature.swift", "Foreign+Graft.swift", "New+Graft.swift", "Old+Graft.swift", "Same+Graft.swift"])
    #expect(plan.map(\.action) == [.refuseEdited, .keepTeamFile, .refuseEdited, .create, .update, .unchanged])
    let forced = try OutputPlanner(force: true).plan(
      [("Edited+Graft.swift", "Edited+Graft.swift", owned, .graft)], existing: ["Edited+Graft.swift": edited])
    #expect(forced.map(\.action) == [.update])
  }

  @Test(arguments: ["../x.swift", "a/../../x.swift", "/etc/x.swift", "~/x.swift", "a//b.swift", "./x.swift", ""])
  func pathsCannotLeaveTheOutputFolder(_ path: String) {
    #expect(throws: OutputPlanner.Problem.self) {
      try OutputPlanner().plan([(path, "out/" + path, "x", .graft)], existing: [:])
    }
  }

  @Test func unifiedDiffShowsHunksWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b") == """
      --- a
      +++ b
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
    #expect(UnifiedDiff.diff(old: old, new: old, oldName: "a", newName: "b") == "")
  }
}

@Suite struct DeterminismTests {
  static let inputs = ["edit-note-seed", "checkout-uikit-delegate", "two-view-models", "services-and-responses"]

  func sources(order: [Int], folder: String) throws -> [SourceFile] {
    let golden = Repository.golden
    var files: [(String, [UInt8])] = []
    for name in Self.inputs {
      let input = golden.appendingPathComponent("\(name)/Input")
      for file in try FileManager.default.contentsOfDirectory(atPath: input.path) {
        files.append(("\(folder)/\(name)/\(file)", [UInt8](try Data(contentsOf: input.appendingPathComponent(file)))))
      }
    }
    return order.map { SourceFile(path: files[$0 % files.count].0, bytes: files[$0 % files.count].1) }
  }

  @Test func sameBytesWhateverTheOrderAndLocation() throws {
    let count = Self.inputs.count
    // The same package, checked out in two places, files given in opposite orders.
    let first = try FeatureGenerator().generate(try sources(order: Array(0..<count), folder: "/work/app/Sources/Notes"))
    let second = try FeatureGenerator().generate(
      try sources(order: Array((0..<count).reversed()), folder: "/Users/someone/Elsewhere/Sources/Notes"))
    #expect(first.files.filter { $0.owner == .graft }.count == count)
    #expect(first.files.map { [$0.name, $0.contents] } == second.files.map { [$0.name, $0.contents] })
    #expect(first.files.first { $0.name.hasPrefix("Tests/") }?.contents.contains("@testable import Notes\n") == true)
    #expect(first.diagnostics.map(\.message) == second.diagnostics.map(\.message))
  }

  /// Two files of one name in two folders each get their own: where they go is the command's
  /// to decide (beside each, or a clash in one --output folder).
  @Test func twoSourcesWithOneNameEachGetTheirFiles() throws {
    let text = "// graft: feature\nfinal class AViewModel: ObservableObject { @Published var a = 1 }\n"
    let result = try FeatureGenerator().generate([SourceFile(path: "x/A.swift", text: text), SourceFile(path: "y/A.swift", text: text)])
    #expect(result.files.filter { $0.owner == .graft }.map(\.sourcePath) == ["x/A.swift", "y/A.swift"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func graftOutputIsNeverReadAsInput() throws {
    let source = SourceFile(path: "A.swift", text: "// graft: feature\nfinal class AViewModel: ObservableObject { @Published var a = 1 }\n")
    let once = try FeatureGenerator().generate([source])
    let output = SourceFile(path: "out/A+Graft.swift", text: once.files[0].contents)
    #expect(try FeatureGenerator().generate([source, output]).files == once.files)
  }
}
