import SwiftDeclarationParser

/// Which files are the app's tests rather than the app: those in a folder whose name ends in
/// `Tests` (`UnitTests/`, `MyAppUITests/`) and those named `…Tests.swift`. Their mocks and
/// fixtures would be read as screens. A folder above every file given (the one the user named)
/// does not count, so that auditing `~/WorkTests/App` still audits the app.
enum TestCode {
  /// The files of `files` that are the app's, each found at `path(file)`, in their order.
  static func appFiles<File>(_ files: [File], path: (File) -> String) -> [File] {
    zip(files, isAppFile(files.map(path))).filter(\.1).map(\.0)
  }

  private static func isAppFile(_ paths: [String]) -> [Bool] {
    // Paths compared as bytes: a whole app's paths, character by character, took longer than
    // auditing a hundred of its files.
    let paths = paths.map { Array($0.utf8) }
    guard let first = paths.first else { return [] }
    let slash = UInt8(ascii: "/")
    // The length of the folder above every file, up to and including its last `/`.
    var common = first.lastIndex(of: slash).map { $0 + 1 } ?? 0
    for path in paths.dropFirst() {
      var shared = 0
      while shared < common, shared < path.count, path[shared] == first[shared] { shared += 1 }
      if shared < common { common = first[..<shared].lastIndex(of: slash).map { $0 + 1 } ?? 0 }
    }
    return paths.map { path in
      var start = common
      for index in common..<path.count where path[index] == slash {
        if ends(path[start..<index], with: "Tests") { return false }
        start = index + 1
      }
      return !ends(path[start...], with: "Tests.swift")
    }
  }

  private static func ends(_ bytes: ArraySlice<UInt8>, with suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let base = bytes.endIndex - count
    return (0..<count).allSatisfy { bytes[base + $0] == suffix.utf8Start[$0] }
  }
}
