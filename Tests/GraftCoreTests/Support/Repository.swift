import Foundation

/// Where the tests find the repository's files, from this file's place in it.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized
  static let golden = root.appendingPathComponent("Golden")
  static let fixtures = root.appendingPathComponent("Tests/Fixtures")
  static let templates = root.appendingPathComponent("Sources/GraftCore/Templates")
}
