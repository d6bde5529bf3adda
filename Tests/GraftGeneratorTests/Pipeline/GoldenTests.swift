import Foundation
import GraftGenerator
import GraftTestSupport
import SwiftDeclarationParser
import Testing

/// Every case under `Golden/`: `Input/` (with its optional `graft.json`) through the whole
/// pipeline must give `Expected/` byte for byte, Swift files and `diagnostics.txt` alike; every
/// expected Swift file must parse as Swift. `GRAFT_RECORD=1 swift test` re-records; golden
/// diffs are how template changes are reviewed.
@Suite struct GoldenTests {
  static let golden = Repository.golden

  /// Raise it with each new case: a folder that is not found, or a case that goes missing,
  /// must not pass by running fewer tests.
  static let expectedCaseCount = 55

  static let cases: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []
    return names.filter { FileManager.default.fileExists(atPath: golden.appendingPathComponent("\($0)/Input").path) }.sorted()
  }()

  @Test func everyCaseIsFound() {
    #expect(Self.cases.count == Self.expectedCaseCount, "Golden/ holds \(Self.cases.count) cases: \(Self.cases)")
  }

  @Test(arguments: cases)
  func goldenCase(_ name: String) throws {
    let input = Self.golden.appendingPathComponent("\(name)/Input")
    let expected = Self.golden.appendingPathComponent("\(name)/Expected")
    let produced = try Self.generate(input)
    if GoldenComparison.isRecording {
      // Files the case no longer produces go with the old recording.
      for file in Self.files(under: expected) where produced[file] == nil {
        try FileManager.default.removeItem(at: expected.appendingPathComponent(file))
      }
    }
    let existing = Set(Self.files(under: expected))
    for file in Set(produced.keys).union(existing).sorted() {
      guard let contents = produced[file] else {
        Issue.record("\(file) is expected but was not produced")
        continue
      }
      GoldenComparison.check(contents, against: expected.appendingPathComponent(file).path)
    }
  }

  /// What Graft writes for a case's input, by file name, with `diagnostics.txt` when it
  /// reports anything.
  static func generate(_ input: URL) throws -> [String: String] {
    let sources = try FileManager.default.contentsOfDirectory(atPath: input.path).filter { $0.hasSuffix(".swift") }.sorted()
      .map { SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: input.appendingPathComponent($0)))) }
    // A case's graft.json sets its defaults, as it does for `graft generate`.
    let configurationPath = input.appendingPathComponent("graft.json")
    let configuration = try FileManager.default.contents(atPath: configurationPath.path).map {
      try GraftConfiguration.parse(String(decoding: $0, as: UTF8.self), path: "graft.json")
    } ?? GraftConfiguration()
    let result = try FeatureGenerator(configuration: configuration).generate(sources)
    var produced = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    if !result.diagnostics.isEmpty {
      produced["diagnostics.txt"] = result.diagnostics.map { "\($0)\n" }.joined()
    }
    return produced
  }

  /// Every file under `folder`, as paths relative to it.
  static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(path)
      }
    }
    return files.sorted()
  }

  @Test(arguments: cases)
  func expectedSwiftParses(_ name: String) throws {
    let expected = Self.golden.appendingPathComponent("\(name)/Expected")
    let files = Self.files(under: expected).filter { $0.hasSuffix(".swift") }
    for file in files {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swiftc", "-frontend", "-parse", expected.appendingPathComponent(file).path]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name)/Expected/\(file) does not parse:\n\(message)")
    }
  }
}
