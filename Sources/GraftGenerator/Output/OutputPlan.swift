import GraftSupport

/// Who owns a generated file, which decides when Graft may write it.
public enum FileOwner: Sendable, Equatable {
  /// Regenerated on every build; carries the header with a content hash.
  case graft
  /// Written once, then the team's: never overwritten.
  case team
}

/// What to do with one generated file, decided from what is on disk.
public struct PlannedFile: Sendable, Equatable {
  public enum Action: Sendable, Equatable {
    case create
    case update
    case unchanged
    /// A team-owned file that exists: left alone.
    case keepTeamFile
    /// A Graft-owned path whose file was edited by hand, or was never Graft's: not
    /// overwritten without `--force`.
    case refuseEdited
  }

  /// Where the file goes.
  public var path: String
  public var contents: String
  public var owner: FileOwner
  public var action: Action
  /// What is on disk now, for `--dry-run`'s diff.
  public var existing: String?

  public var writes: Bool { action == .create || action == .update }
}

/// Decides, without touching the disk, what `graft generate` does with each file, by its owner
/// (docs/ARCHITECTURE.md, "Who owns which file").
public struct OutputPlanner: Sendable {
  public var force: Bool

  public init(force: Bool = false) {
    self.force = force
  }

  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): error: \(message)" }
  }

  /// Each file has a `name` relative to its folder, which must stay inside it, and the
  /// `destination` it goes to; `existing` maps each destination to the file there, when there is one.
  public func plan(
    _ files: [(name: String, destination: String, contents: String, owner: FileOwner)], existing: [String: String]
  ) throws -> [PlannedFile] {
    try files.map { file in
      guard Self.staysInside(file.name) else {
        throw Problem(path: file.name, message: "this path would leave the output folder; file names come from type names and 'name=', which must not contain '/' or '..'")
      }
      let current = existing[file.destination]
      let action: PlannedFile.Action
      switch (file.owner, current) {
      case (_, nil): action = .create
      case (.team, .some): action = .keepTeamFile
      case let (.graft, .some(contents)) where contents == file.contents: action = .unchanged
      case let (.graft, .some(contents)):
        action = OwnedFileHeader.isUnedited(contents) || force ? .update : .refuseEdited
      }
      return PlannedFile(path: file.destination, contents: file.contents, owner: file.owner, action: action, existing: current)
    }.sorted { $0.path < $1.path }
  }

  /// A relative path with no `..`, no absolute start and no empty component.
  static func staysInside(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~") else { return false }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
  }
}
