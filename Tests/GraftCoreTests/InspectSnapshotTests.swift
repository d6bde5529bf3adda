import Foundation
import GraftCore
import SwiftDeclarationParser
import Testing

/// `graft inspect`'s tree for every input in `Tests/Fixtures/ParserInputs/`, against a reviewed snapshot beside it:
/// a change in what the parser sees shows up as a diff here.
@Suite struct InspectSnapshotTests {
  static let inputs: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/ParserInputs").standardized.path

  static var inputNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test(arguments: inputNames)
  func inspectTree(_ name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: "\(Self.inputs)/\(name)"))
    let file = SourceFile(path: name, bytes: [UInt8](bytes))
    var report = DeclarationTreeReport.text(for: file)
    for diagnostic in file.diagnostics { report += diagnostic.description + "\n" }
    GoldenComparison.check(report, against: "\(Self.inputs)/\(name).inspect")
  }

  @Test func everyInputHasASnapshot() {
    #expect(Self.inputNames.count >= 6)
  }
}
