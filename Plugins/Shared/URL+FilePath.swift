import Foundation

// Shared by both plugins: each plugin folder links this file in, since a plugin target can
// depend on no library of its own.

extension URL {
  /// The file system path without a trailing slash, as `graft` prints paths.
  var filePath: String {
    let path = path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}
