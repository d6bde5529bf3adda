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
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let components = relative.split(separator: "/")
        // Build products and checkouts are not sources.
        if components.contains(where: { $0.hasPrefix(".") }) { continue }
        if relative.hasSuffix(".swift") {
          files.insert(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
    }
    return files.sorted()
  }

  /// Why a listed file could not be read, in words.
  private static func unreadableReason(_ path: String) -> String {
    if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path), !FileManager.default.fileExists(atPath: path) {
      return "a symbolic link to \(destination), which does not exist"
    }
    return FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
  }
}
