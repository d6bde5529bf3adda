import Foundation

/// Where the tests find the repository's files, from this file's place in it.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
  public static let golden = root.appendingPathComponent("Golden")
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
  public static let templates = root.appendingPathComponent("Templates")
}
