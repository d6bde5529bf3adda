import Foundation

/// Paths made absolute as strings: `.` and `..` resolved, no empty component, symbolic links not
/// followed (as `URL.standardizedFileURL` does not follow them). `URL` does the same job, but its
/// parsing and percent-decoding cost more than the rest of a run that finds nothing changed.
public enum AbsolutePath {
  /// The absolute path to `path`, relative paths taken from the current folder.
  public static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    if isStandard(absolute) { return absolute }
    var components: [Substring] = []
    for bytes in absolute.utf8.split(separator: UInt8(ascii: "/")) {
      let component = Substring(bytes)
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// Whether an absolute path has no `.`, `..` or empty component, and so no other spelling.
  private static func isStandard(_ absolute: String) -> Bool {
    var componentLength = 0
    var dots = 0
    for byte in absolute.utf8.dropFirst() {
      if byte == UInt8(ascii: "/") {
        if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return componentLength > 0 && !(componentLength == dots && dots <= 2)
  }
}
