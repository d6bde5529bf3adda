import Foundation
import GraftCore
import SwiftDeclarationParser
import Testing

/// Every case under `Golden/`: `Input/` (with its optional `graft.json`) through the whole
/// pipeline must give `Expected/` byte for byte, Swift files and `diagnostics.txt` alike; every expected Swift file must parse as Swift.
/// `GRAFT_RECORD=1 swift test` re-records; golden diffs are how template changes are reviewed.
@Suite struct GoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Golden").standardized

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? [])
      .filter { FileManager.default.fileExists(atPath: golden.appendingPathComponent("\($0)/Input").path) }.sorted()
  }

  @Test(arguments: cases)
  func goldenCase(_ name: String) throws {
    let input = Self.golden.appendingPathComponent("\(name)/Input")
    let expected = Self.golden.appendingPathComponent("\(name)/Expected")
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
    if GoldenComparison.isRecording {
      try? FileManager.default.removeItem(at: expected)
    }
    let existing = Set(Self.files(under: expected))
    for name in Set(produced.keys).union(existing).sorted() {
      guard let contents = produced[name] else {
        Issue.record("\(name) is expected but was not produced")
        continue
      }
      GoldenComparison.check(contents, against: expected.appendingPathComponent(name).path)
    }
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
