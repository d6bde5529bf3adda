import Foundation
import GraftCore
import SwiftDeclarationParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the paths on the command line into parsed Swift files: a file as given, a folder
/// searched for `.swift` files. The result is sorted so that output never depends on the file
/// system's listing order.
enum SourceDiscovery {
  struct MissingPath: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): error: no such file or directory" }
  }

  /// The Swift files under `paths`, read and parsed across the cores. A path given on the
  /// command line that does not exist is an error; a file found in a folder that cannot be read
  /// (a dangling symbolic link, no permission) is a warning naming it, and the rest is read.
  static func sources(in paths: [String]) throws -> [SourceFile] {
    let files = try swiftFiles(in: paths)
    let read = files.concurrentMap { path in FileBytes.read(path).map { SourceFile(path: path, bytes: $0) } }
    var sources: [SourceFile] = []
    sources.reserveCapacity(files.count)
    for (path, source) in zip(files, read) {
      if let source {
        sources.append(source)
      } else {
        printError("\(path): warning: cannot read this file (\(unreadableReason(path))); it is skipped")
      }
    }
    return sources
  }

  static func swiftFiles(in paths: [String]) throws -> [String] {
    var files: Set<String> = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
      guard isDirectory.boolValue else {
        files.insert(path)
        continue
      }
      swiftFiles(under: path.hasSuffix("/") ? String(path.dropLast()) : path, into: &files)
    }
    return files.sorted()
  }

  /// The `.swift` files in a folder and its subfolders, read with `readdir`: a whole app's tree
  /// is listed in milliseconds, where Foundation's enumerator took a tenth of the audit.
  /// Hidden entries (`.build`, `.git`) are build products and checkouts, not sources; a symbolic
  /// link is listed as a file and never followed into.
  private static func swiftFiles(under root: String, into files: inout Set<String>) {
    var folders = [root]
    while let folder = folders.popLast() {
      guard let directory = opendir(folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard !name.hasPrefix(".") else { continue }
        let path = folder + "/" + name
        var type = entry.pointee.d_type
        if type == UInt8(DT_UNKNOWN) {
          var status = stat()
          guard lstat(path, &status) == 0 else { continue }
          type = (status.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
        }
        if type == UInt8(DT_DIR) {
          folders.append(path)
        } else if name.hasSuffix(".swift") {
          files.insert(path)
        }
      }
    }
  }

  /// Why a listed file could not be read, in words.
  private static func unreadableReason(_ path: String) -> String {
    if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path), !FileManager.default.fileExists(atPath: path) {
      return "a symbolic link to \(destination), which does not exist"
    }
    return FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
  }
}
