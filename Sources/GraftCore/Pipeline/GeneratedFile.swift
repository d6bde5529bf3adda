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

  /// With the team's indentation; a Graft-owned file's hash is taken anew over its body.
  func reindented(_ width: Int) -> GeneratedFile {
    guard width != 2 else { return self }
    var copy = self
    if owner == .graft, let bodyStart = contents.range(of: "\n\n") {
      let body = Reindentation.apply(String(contents[bodyStart.upperBound...]), width: width)
      copy.contents = OwnedFileHeader.prepend(to: body, sourceFileName: sourceFileName)
    } else {
      copy.contents = Reindentation.apply(contents, width: width)
    }
    return copy
  }
}
