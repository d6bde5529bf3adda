import Foundation
import GraftGenerator

/// Whether a `graft generate` run can stop before parsing: the last run over the same paths
/// recorded the fingerprint of these very inputs, each Graft-owned file it wrote still holds the
/// bytes it wrote, and each team file it found or created is still there.
enum UpToDateCheck {
  /// What an up-to-date run found: its own files, unchanged, and the team's, left alone.
  struct Found {
    var graftFiles = 0
    var teamFiles = 0
  }

  /// Nil when the run has anything to do: other inputs (`FeatureGenerator.fingerprint`), a file of
  /// Graft's missing or edited since (the full run says so), a team file missing.
  static func upToDate(inputs: String, record: RunRecord) -> Found? {
    guard record.inputs == inputs else { return nil }
    for (path, digest) in record.graftFiles {
      guard let bytes = FileBytes.read(path), RunRecord.digest(bytes) == digest else { return nil }
    }
    for path in record.teamFiles where access(path, F_OK) != 0 { return nil }
    return Found(graftFiles: record.graftFiles.count, teamFiles: record.teamFiles.count)
  }
}
