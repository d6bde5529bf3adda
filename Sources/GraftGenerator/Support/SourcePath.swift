/// The parts of a source path that generated files are named after.
public enum SourcePath {
  /// `EditNoteViewModel.swift` for `Sources/App/EditNoteViewModel.swift`.
  public static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `EditNoteViewModel` for `Sources/App/EditNoteViewModel.swift`.
  public static func baseName(_ path: String) -> String {
    let name = fileName(path)
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// `EditNoteViewModel+Graft.swift`: the Graft-owned file generated from the source. The build
  /// plugin declares the same name before Graft runs.
  public static func ownedFileName(_ path: String) -> String {
    baseName(path) + "+Graft.swift"
  }
}
