import Foundation
import GraftGenerator
import GraftTestSupport
import SwiftDeclarationParser
import Testing

/// `graft inspect`'s report for every input in `Tests/Fixtures/ParserInputs/` (declarations,
/// and each view model's classifications), against a reviewed snapshot beside it: a change in
/// what Graft sees shows up as a diff here.
@Suite struct InspectSnapshotTests {
  static let inputs: String = Repository.fixtures.appendingPathComponent("ParserInputs").path

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

  /// A snapshot without its input, or an input without its snapshot, is a test that no longer
  /// runs or never ran.
  @Test func everyInputHasASnapshotAndEverySnapshotAnInput() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.inputs)
    let inputs = Set(files.filter { $0.hasSuffix(".swift") })
    let snapshots = Set(files.filter { $0.hasSuffix(".swift.inspect") }.map { String($0.dropLast(".inspect".count)) })
    #expect(!inputs.isEmpty)
    #expect(inputs == snapshots)
  }
}
