import Foundation
import GraftGenerator
import Testing

/// Compares produced text with a reviewed file, byte for byte. With `GRAFT_RECORD=1` in the
/// environment the file is (re)written instead, and the test fails saying so: a recording run
/// is never mistaken for a passing one.
public enum GoldenComparison {
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["GRAFT_RECORD"] == "1" }

  public static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    if isRecording {
      guard existing != actual else { return }
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(actual.utf8))
      Issue.record("recorded \(path) (GRAFT_RECORD=1); review the diff, then run the tests without it", sourceLocation: sourceLocation)
      return
    }
    guard let expected = existing else {
      Issue.record("missing golden file \(path); run GRAFT_RECORD=1 swift test", sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: "expected", newName: "actual")
      Issue.record("\(path) differs (GRAFT_RECORD=1 swift test re-records it):\n\(diff)", sourceLocation: sourceLocation)
    }
  }
}
