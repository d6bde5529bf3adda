import Foundation

/// Writes a file so that no reader ever sees half of it: into a temporary file beside it, then
/// renamed over it in one step; a device or a pipe (`--output /dev/null`) is written into, since
/// a rename would replace it with a file. Only when the bytes change, so an unchanged file keeps its
/// modification time and a build system sees nothing to redo.
public enum AtomicWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
  }

  /// Writes every file, or none: each goes first into a temporary file beside its destination
  /// (creating its folder), and only when all of them are written are they renamed into place.
  /// The first that cannot be written removes the others and the folders made for them, and its
  /// path is the one the error names.
  public static func writeAll(_ files: [(contents: String, path: String)]) throws {
    var prepared: [(temporary: String, path: String)] = []
    var createdFolders: [String] = []
    // `--output /dev/null`, a pipe: a device or a FIFO is written into, never replaced.
    let isSpecial = files.map { isSpecialFile($0.path) }
    let special = zip(files, isSpecial).filter(\.1).map(\.0)
    do {
      for (file, isSpecial) in zip(files, isSpecial) where !isSpecial {
        let bytes = Array(file.contents.utf8)
        if let current = FileBytes.read(file.path), current == bytes { continue }
        prepared.append((try temporary(holding: bytes, for: file.path, createdFolders: &createdFolders), file.path))
      }
    } catch {
      for file in prepared { unlink(file.temporary) }
      for folder in createdFolders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
      throw error
    }
    for (index, file) in prepared.enumerated() where rename(file.temporary, file.path) != 0 {
      let reason = String(cString: strerror(errno))
      for later in prepared[index...] { unlink(later.temporary) }
      throw Failure(path: file.path, reason: "cannot replace the file: \(reason)")
    }
    for file in special {
      let descriptor = open(file.path, O_WRONLY)
      guard descriptor >= 0 else { throw Failure(path: file.path, reason: "cannot write: \(String(cString: strerror(errno)))") }
      defer { close(descriptor) }
      try write(Array(file.contents.utf8), to: descriptor, path: file.path)
    }
  }

  /// Whether `path` is a device, a FIFO or a socket, which a rename would replace with a file.
  static func isSpecialFile(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind == S_IFCHR || kind == S_IFIFO || kind == S_IFSOCK || kind == S_IFBLK
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure(path: path, reason: "cannot write: \(String(cString: strerror(errno)))") }
      written += count
    }
  }

  /// A temporary file beside `path` holding `bytes`; the folders it had to create are added to
  /// `createdFolders`, outermost first.
  private static func temporary(holding bytes: [UInt8], for path: String, createdFolders: inout [String]) throws -> String {
    let directory = (path as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    if !FileManager.default.fileExists(atPath: folder) {
      var missing = folder
      while !missing.isEmpty, missing != "/", !FileManager.default.fileExists(atPath: (missing as NSString).deletingLastPathComponent) {
        missing = (missing as NSString).deletingLastPathComponent
      }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw Failure(path: path, reason: "cannot create the folder \(folder): \(String(cString: strerror(errno)))")
      }
      createdFolders.append(missing)
    }
    let temporary = folder + "/.\((path as NSString).lastPathComponent).graft-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot write in \(folder): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    do {
      try write(bytes, to: descriptor, path: path)
    } catch {
      unlink(temporary)
      throw error
    }
    return temporary
  }

  public static func write(_ contents: String, to path: String) throws {
    try writeAll([(contents, path)])
  }
}
