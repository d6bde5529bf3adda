import Foundation

/// Writes a file so that no reader ever sees half of it: into a temporary file beside it, then
/// renamed over it in one step. Only when the bytes change, so an unchanged file keeps its
/// modification time and a build system sees nothing to redo.
public enum AtomicWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
  }

  public static func write(_ contents: String, to path: String) throws {
    let bytes = Array(contents.utf8)
    if let current = FileBytes.read(path), current == bytes { return }
    let directory = (path as NSString).deletingLastPathComponent
    let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).graft-\(UInt32.random(in: 0...UInt32.max))"
    var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    if descriptor < 0, errno == ENOENT, !directory.isEmpty {
      // The folder does not exist yet: create it, once, and try again.
      try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    }
    guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot write in \(directory.isEmpty ? "." : directory): \(String(cString: strerror(errno)))") }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(temporary)
        throw Failure(path: path, reason: "cannot write: \(reason)")
      }
      written += count
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(path: path, reason: "cannot replace the file: \(reason)")
    }
  }
}
