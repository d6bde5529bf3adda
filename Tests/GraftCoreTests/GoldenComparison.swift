import Foundation
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
      Issue.record("\(path) differs:\n\(UnifiedDiff.lines(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
  }
}

/// A small line diff for failure messages: enough to review a golden change.
enum UnifiedDiff {
  static func lines(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // Longest common subsequence over lines; golden files are small.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var output: [String] = ["--- expected", "+++ actual"]
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        output.append(" " + old[i])
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        output.append("+" + new[j])
        j += 1
      } else {
        output.append("-" + old[i])
        i += 1
      }
    }
    return output.joined(separator: "\n")
  }
}
