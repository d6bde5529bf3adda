import Foundation

/// The folders the command tests write into: all under one folder per test process, removed
/// when the process exits, so that `swift test` leaves nothing behind in the temporary folder.
enum TestFolders {
  static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-tests-\(ProcessInfo.processInfo.processIdentifier)")
    atexit { try? FileManager.default.removeItem(at: TestFolders.root) }
    return root
  }()

  /// A new path under `root`, named `prefix-UUID` followed by `suffix`; nothing is created.
  static func new(_ prefix: String, suffix: String = "") -> URL {
    root.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
  }
}
