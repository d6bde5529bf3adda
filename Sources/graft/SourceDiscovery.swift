import Foundation
import GraftCore

/// Turns the paths on the command line into Swift files: a file as given, a folder searched
/// for `.swift` files. The result is sorted so that output never depends on the file system's
/// listing order.
enum SourceDiscovery {
  struct MissingPath: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): error: no such file or directory" }
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

  static func read(_ path: String) throws -> [UInt8] {
    guard let bytes = FileBytes.read(path) else { throw MissingPath(path: path) }
    return bytes
  }
}
