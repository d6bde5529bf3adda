import SwiftDeclarationParser

/// Which files are the app's tests rather than the app: those in a folder whose name ends in
/// `Tests` (`UnitTests/`, `MyAppUITests/`) and those named `…Tests.swift`. Their mocks and
/// fixtures would be read as screens. A folder above every file given (the one the user named)
/// does not count, so that auditing `~/WorkTests/App` still audits the app.
enum TestCode {
  static func appFiles(_ files: [SourceFile]) -> [SourceFile] {
    // Paths compared as bytes, component by component: a whole app's paths, character by
    // character, took longer than auditing a hundred of its files.
    let paths = files.map { Array($0.path.utf8).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) }
    guard var common = paths.first?.dropLast().count else { return files }
    for path in paths.dropFirst() {
      common = min(common, zip(paths[0].prefix(common), path.dropLast()).prefix { $0.elementsEqual($1) }.count)
    }
    let tests = Array("Tests".utf8)
    let testFile = Array("Tests.swift".utf8)
    return zip(files, paths).filter { _, components in
      let folders = components.dropLast().dropFirst(common)
      return !folders.contains { $0.ends(with: tests) } && !(components.last?.ends(with: testFile) ?? false)
    }.map(\.0)
  }
}
