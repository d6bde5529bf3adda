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
    let data = Data(contents.utf8)
    if let current = FileManager.default.contents(atPath: path), current == data { return }
    let directory = (path as NSString).deletingLastPathComponent
    do {
      if !directory.isEmpty {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      }
      let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).graft-\(UInt32.random(in: 0...UInt32.max))"
      guard FileManager.default.createFile(atPath: temporary, contents: data) else {
        throw Failure(path: path, reason: "cannot write a temporary file in \(directory.isEmpty ? "." : directory)")
      }
      guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw Failure(path: path, reason: "cannot replace the file: \(reason)")
      }
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(path: path, reason: "\(error.localizedDescription)")
    }
  }
}
