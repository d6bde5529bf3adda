import Foundation
import GraftGenerator

/// Where `graft generate` keeps its `RunRecord`s: one file per set of paths and output folders,
/// in `GRAFT_CACHE_DIR`, or the user's caches folder (`~/Library/Caches/graft` on macOS,
/// `$XDG_CACHE_HOME/graft` or `~/.cache/graft` elsewhere). A record is only a shortcut: one
/// that is missing, unreadable or cannot be written costs the next run its full work, nothing else.
struct RunRecordStore {
  var directory: String

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let configured = environment["GRAFT_CACHE_DIR"], !configured.isEmpty {
      directory = configured
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      #if os(macOS)
        directory = home + "/Library/Caches/graft"
      #else
        directory = (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.cache") + "/graft"
      #endif
    }
  }

  /// The record's file for a run over `paths` (and `context`) writing into `output` and
  /// `testsOutput`: the same folders, however they are spelled, give the same file.
  func location(paths: [String], context: [String] = [], output: String?, testsOutput: String?) -> String {
    let absolute = AbsolutePath.standardized
    let identity = [
      "paths \(paths.map(absolute).sorted())", "context \(context.map(absolute).sorted())",
      "output \(output.map(absolute) ?? "-")", "tests \(testsOutput.map(absolute) ?? "-")",
    ].joined(separator: "\n")
    return directory + "/" + InputFingerprint.of(settings: identity, sources: []) + ".run"
  }

  /// The running executable's size and modification time: a Graft rebuilt without a new
  /// version number (a branch, a local checkout) writes what it writes now, not what the record
  /// says. Empty when the executable cannot be found, which the version alone then stands for.
  static var executableIdentity: String {
    var status = stat()
    guard let path = Bundle.main.executablePath, stat(path, &status) == 0 else { return "" }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
  }

  func load(from location: String) -> RunRecord? {
    FileBytes.read(location).flatMap(RunRecord.init(bytes:))
  }

  /// Saves the record, or leaves the old one out of the way when it cannot.
  func save(_ record: RunRecord, to location: String) {
    guard let text = record.text, (try? AtomicWriter.writeAll([(text, location)])) != nil else {
      unlink(location)
      return
    }
  }
}
