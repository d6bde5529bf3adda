#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is on disk where generated files would go, for `OutputPlanner`: a Graft-owned file's
/// contents (to compare), and only the existence of a team-owned one (it is never overwritten,
/// so its contents do not matter).
public enum ExistingFiles {
  /// Keyed by destination.
  public static func read(_ files: [(destination: String, owner: FileOwner)]) -> [String: String] {
    var existing: [String: String] = [:]
    for file in files {
      switch file.owner {
      case .graft:
        if let bytes = FileBytes.read(file.destination) { existing[file.destination] = String(decoding: bytes, as: UTF8.self) }
      case .team:
        if access(file.destination, F_OK) == 0 { existing[file.destination] = "" }
      }
    }
    return existing
  }
}
