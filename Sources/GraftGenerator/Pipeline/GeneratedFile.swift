/// A file to write, named relative to the output folder.
public struct GeneratedFile: Sendable, Equatable {
  public var name: String
  /// Empty for a team file the team has already (`FeatureGenerator.teamFileExists`), which is
  /// kept and never written.
  public var contents: String
  /// The source file it was generated from, as given, and its name.
  public var sourcePath: String
  public var owner: FileOwner = .graft

  public var sourceFileName: String { SourcePath.fileName(sourcePath) }

  /// A team file with the team's indentation. (A Graft-owned file is reindented before its
  /// header is added, so that the header's hash is taken once, over the final body.)
  func reindented(_ width: Int) -> GeneratedFile {
    var copy = self
    copy.contents = Reindentation.apply(contents, width: width)
    return copy
  }
}
