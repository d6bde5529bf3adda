/// How the team's files are named (`graft.json`'s `fileNames`): a pattern each, in which
/// `{feature}` stands for the feature's name. The Graft-owned file keeps its fixed name,
/// `X+Graft.swift`, which the build plugin declares before Graft runs.
public struct FileNames: Hashable, Sendable {
  public var reducer = "{feature}.swift"
  public var view = "{feature}View.swift"
  public var tests = "{feature}Tests.swift"

  public init() {}

  static let placeholder = "{feature}"
  static let keys = ["reducer", "view", "tests"]

  public func reducer(for feature: String) -> String { Self.expand(reducer, feature: feature) }
  public func view(for feature: String) -> String { Self.expand(view, feature: feature) }
  public func tests(for feature: String) -> String { Self.expand(tests, feature: feature) }

  static func expand(_ pattern: String, feature: String) -> String {
    var result = ""
    var rest = Substring(pattern)
    while let range = rest.range(of: placeholder) {
      result += rest[..<range.lowerBound] + feature
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// Why a pattern cannot name a file, or nil when it can: one file per feature, a Swift file,
  /// in the folder Graft writes to.
  static func problem(with pattern: String) -> String? {
    if !pattern.contains(placeholder) { return "a file name pattern needs {feature}, or every feature would write the same file" }
    if !pattern.hasSuffix(".swift") { return "a file name pattern ends in .swift" }
    if pattern.contains("/") || pattern.contains("\\") { return "a file name pattern names a file, not a folder: no '/'" }
    return nil
  }
}
