/// Which module each source file belongs to, as far as the paths tell: the folder after `Sources`
/// in a Swift package, a folder holding a `Package.swift` among the files read
/// (`SyncUI/Sources/SyncUI/Views/DeviceView.swift` is `SyncUI` when `SyncUI/Package.swift` is
/// read). A file outside a package (an Xcode target's `App/Sources/Features/…`) is in the app's
/// module, named by none.
struct SourceModules: Sendable {
  /// The module of each file in a package, by path.
  private let byPath: [String: Substring]
  /// The folder of each module's sources (`SyncUI/Sources/SyncUI/`), by the path of a file in it.
  private let folders: [String: Substring]

  /// The module of the file at `path`: nil outside a package.
  func module(of path: String) -> Substring? { byPath[path] }

  /// The folder of the module of the file at `path`, with its last `/`: nil outside a package.
  func moduleFolder(of path: String) -> Substring? { folders[path] }

  init(paths: [String]) {
    let manifest = "Package.swift"
    let roots = Set(paths.compactMap { path -> Substring? in
      guard path == manifest || path.hasSuffix("/" + manifest) else { return nil }
      return path.dropLast(manifest.count)
    })
    var byPath: [String: Substring] = [:]
    var folders: [String: Substring] = [:]
    for path in paths where !roots.isEmpty {
      for root in roots where path.hasPrefix(root + "Sources/") {
        let rest = path.dropFirst(root.count + "Sources/".count)
        // The folder after `Sources`, not a file directly inside it.
        if let slash = rest.firstIndex(of: "/") {
          byPath[path] = rest[..<slash]
          folders[path] = path[..<path.index(after: slash)]
        }
      }
    }
    self.byPath = byPath
    self.folders = folders
  }
}
