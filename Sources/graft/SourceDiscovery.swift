import Foundation
import GraftCore
import SwiftDeclarationParser

/// Turns the paths on the command line into parsed Swift files: a file as given, a folder
/// searched for `.swift` files. The result is sorted so that output never depends on the file
/// system's listing order.
enum SourceDiscovery {
  struct MissingPath: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): error: no such file or directory" }
  }

  /// The Swift files under `paths` that the audit reads, read across the cores but not parsed
  /// (the audit parses each after lexing it): the app's tests are not read
  /// (`Auditor.auditedPaths`). A path given on the command line that does not exist is an error;
  /// a file found in a folder that cannot be read (a dangling symbolic link, no permission) is a
  /// warning naming it, and the rest is read.
  static func auditedFiles(in paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
    try readEach(Auditor.auditedPaths(swiftFiles(in: paths))) { ($0, $1) }
  }

  /// The Swift files under `paths` and, apart, those under `context` (`--context`: the app's
  /// other modules) that are not among them, read but not parsed.
  static func read(_ paths: [String], context: [String]) throws
    -> (sources: [(path: String, bytes: [UInt8])], context: [(path: String, bytes: [UInt8])])
  {
    let sources = try read(paths)
    let sourcePaths = Set(sources.map(\.path))
    return (sources, try read(context).filter { !sourcePaths.contains($0.path) })
  }

  /// The bytes of the Swift files under `paths`, read across the cores but not parsed.
  static func read(_ paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
    try readEach(swiftFiles(in: paths)) { ($0, $1) }
  }

  /// Each of `files` read and made into a value across the cores, in order; a file that cannot
  /// be read is a warning naming it and why, and the run goes on without it.
  private static func readEach<T: Sendable>(_ files: [String], _ make: @Sendable (String, [UInt8]) -> T) -> [T] {
    zip(files, files.concurrentMap { path in FileBytes.read(path).map { make(path, $0) } }).compactMap { path, value in
      if value == nil { printError("\(path): warning: cannot read this file (\(unreadableReason(path))); it is skipped") }
      return value
    }
  }

  static func parse(_ files: [(path: String, bytes: [UInt8])]) -> [SourceFile] {
    files.concurrentMap { SourceFile(path: $0.path, bytes: $0.bytes) }
  }

  static func swiftFiles(in paths: [String]) throws -> [String] {
    var files: Set<String> = []
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else { throw MissingPath(path: path) }
      if status.st_mode & S_IFMT == S_IFDIR {
        collectSwiftFiles(in: path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, into: &files)
      } else {
        files.insert(path)
      }
    }
    return files.sorted()
  }

  /// The `.swift` files in `folder` and the folders below it, walked with `readdir`: folders
  /// whose names start with a dot (build products, checkouts) are not entered, and neither are
  /// links to folders, which could lead in a circle; links to files count as the files.
  private static func collectSwiftFiles(in folder: String, into files: inout Set<String>) {
    var pending = [folder]
    while let current = pending.popLast() {
      guard let directory = opendir(current) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        let path = current == "/" ? "/" + name : current + "/" + name
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR):
          pending.append(path)
        case Int32(DT_REG), Int32(DT_LNK):
          if name.hasSuffix(".swift") { files.insert(path) }
        default:
          // A file system that does not say what an entry is: ask.
          var status = stat()
          guard lstat(path, &status) == 0 else { continue }
          if status.st_mode & S_IFMT == S_IFDIR {
            pending.append(path)
          } else if name.hasSuffix(".swift") {
            files.insert(path)
          }
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
