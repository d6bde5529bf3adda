import SwiftDeclarationParser

/// Which files are the app's tests rather than the app: those in a folder whose name ends in
/// `Tests` (`UnitTests/`, `MyAppUITests/`) and those named `…Tests.swift`. Their mocks and
/// fixtures would be read as screens. A folder above every file given (the one the user named)
/// does not count, so that auditing `~/WorkTests/App` still audits the app.
enum TestCode {
  static func appFiles(_ files: [SourceFile]) -> [SourceFile] {
    let paths = files.map { $0.path.split(separator: "/", omittingEmptySubsequences: false) }
    guard var common = paths.first?.dropLast() else { return files }
    for path in paths.dropFirst() {
      let shared = zip(common, path.dropLast()).prefix { $0 == $1 }.count
      common = common.prefix(shared)
    }
    return zip(files, paths).filter { _, components in
      let folders = components.dropLast().dropFirst(common.count)
      return !folders.contains { $0.hasSuffix("Tests") } && !(components.last?.hasSuffix("Tests.swift") ?? false)
    }.map(\.0)
  }
}
