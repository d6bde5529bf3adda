#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is on disk where generated files would go, for `OutputPlanner`: a Graft-owned file's
/// contents (to compare), and only the existence of a team-owned one (it is never overwritten,
/// so its contents do not matter).
public enum ExistingFiles {
  /// Keyed by each file's name; `destination` maps a name to its path.
  public static func read(_ files: [GeneratedFile], destination: (String) -> String) -> [String: String] {
    var existing: [String: String] = [:]
    for file in files {
      let path = destination(file.name)
      switch file.owner {
      case .graft:
        if let bytes = FileBytes.read(path) { existing[file.name] = String(decoding: bytes, as: UTF8.self) }
      case .team:
        if access(path, F_OK) == 0 { existing[file.name] = "" }
      }
    }
    return existing
  }
}
