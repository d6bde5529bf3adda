import Foundation
import GraftCore
import Testing

/// Compares produced text with a reviewed file, byte for byte. With `GRAFT_RECORD=1` in the
/// environment the file is (re)written instead, and the test records that it did so.
enum GoldenComparison {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["GRAFT_RECORD"] == "1" }

  static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if isRecording {
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(actual.utf8))
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record("missing golden file \(path); run GRAFT_RECORD=1 swift test", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      let diff = UnifiedDiff.diff(old: expected, new: actual, oldName: "expected", newName: "actual")
      Issue.record("\(path) differs (GRAFT_RECORD=1 swift test re-records it):\n\(diff)", sourceLocation: sourceLocation)
    }
  }
}

