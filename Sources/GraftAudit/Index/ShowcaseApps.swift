/// The showcase apps libraries keep beside their code: a design system's inspector, a component
/// gallery. Such an app has its own entry point (`@main`) and lives in the folder of a Swift
/// package below the one audited, outside the package's `Sources` and `Tests`
/// (`compound-ios/Inspector/`). Its screens show the library's parts, not the app's: they would
/// be counted as screens, and as leaves, of an app that never shows them. Only beside another
/// entry point, the app's: a package whose only app is the one beside its `Sources` is the app.
enum ShowcaseApps {
  /// The files of `files` outside every showcase app, in their order.
  static func dropping<File>(_ files: [File], path: (File) -> String, bytes: (File) -> [UInt8]) -> [File] {
    let paths = files.map(path)
    let root = commonFolder(of: paths)
    // Packages with the standard layout, below the folder audited: their targets are in `Sources`.
    let packages = paths.compactMap { path -> String? in
      guard path.hasSuffix("/Package.swift") else { return nil }
      let folder = String(path.dropLast("Package.swift".count))
      return folder.count > root.count ? folder : nil
    }.filter { folder in paths.contains { $0.hasPrefix(folder + "Sources/") } }
    guard !packages.isEmpty else { return files }
    // The folder beside a package's `Sources` each file is in: only those files are read for
    // an entry point first, and the rest only when one is found there.
    let besideSources = paths.map { path -> String? in
      // The innermost package holding the file: an outer one's `Sources` may hold an inner one.
      guard let package = packages.filter({ path.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { return nil }
      let inside = path.dropFirst(package.count)
      guard let slash = inside.firstIndex(of: "/") else { return nil }
      let folder = inside[..<slash]
      return folder == "Sources" || folder == "Tests" ? nil : package + folder + "/"
    }
    var showcases: Set<String> = []
    for index in files.indices {
      guard let folder = besideSources[index], !showcases.contains(folder), paths[index].hasSuffix(".swift") else { continue }
      if hasEntryPoint(bytes(files[index])) { showcases.insert(folder) }
    }
    // A package's own app shell (`App/` beside its `Sources`) is the app when no other entry
    // point is: a showcase is one only beside the app it is not.
    guard !showcases.isEmpty,
      zip(files, paths).contains(where: { file, path in path.hasSuffix(".swift") && !showcases.contains { path.hasPrefix($0) } && hasEntryPoint(bytes(file)) })
    else { return files }
    return zip(files, paths).filter { _, path in !showcases.contains { path.hasPrefix($0) } }.map(\.0)
  }

  /// The folder above every path, with its last `/`; empty when they share none.
  private static func commonFolder(of paths: [String]) -> String {
    guard var common = paths.first.map({ String($0[..<($0.lastIndex(of: "/").map { $0 } ?? $0.startIndex)]) }) else { return "" }
    for path in paths.dropFirst() where !path.hasPrefix(common + "/") {
      while !common.isEmpty, !path.hasPrefix(common + "/") {
        common = common.lastIndex(of: "/").map { String(common[..<$0]) } ?? ""
      }
    }
    return common.isEmpty ? "" : common + "/"
  }

  /// Whether a file declares an app's entry point: `@main`, `@UIApplicationMain` or
  /// `@NSApplicationMain`, as an attribute (not `@mainActor`, not inside a longer name).
  static func hasEntryPoint(_ bytes: [UInt8]) -> Bool {
    let words: [[UInt8]] = [Array("@main".utf8), Array("@UIApplicationMain".utf8), Array("@NSApplicationMain".utf8)]
    var index = 0
    while let at = bytes[index...].firstIndex(of: UInt8(ascii: "@")) {
      for word in words where bytes.count >= at + word.count && bytes[at..<(at + word.count)].elementsEqual(word) {
        let next = at + word.count
        if next == bytes.count || !isIdentifierByte(bytes[next]) { return true }
      }
      index = at + 1
    }
    return false
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }
}
