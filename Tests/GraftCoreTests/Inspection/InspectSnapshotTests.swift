import Foundation
import GraftCore
import SwiftDeclarationParser
import Testing

/// `graft inspect`'s report for every input in `Tests/Fixtures/ParserInputs/` (declarations,
/// and each view model's classifications), against a reviewed snapshot beside it: a change in
/// what Graft sees shows up as a diff here.
@Suite struct InspectSnapshotTests {
  static let inputs: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/ParserInputs").standardized.path

  static var inputNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test(arguments: inputNames)
  func inspectTree(_ name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: "\(Self.inputs)/\(name)"))
    let inspection = Inspection(files: [SourceFile(path: name, bytes: [UInt8](bytes))])
    var report = inspection.text
    for diagnostic in inspection.diagnostics { report += diagnostic.description + "\n" }
    GoldenComparison.check(report, against: "\(Self.inputs)/\(name).inspect")
  }

  @Test func everyInputHasASnapshot() {
    #expect(Self.inputNames.count >= 6)
  }
}
