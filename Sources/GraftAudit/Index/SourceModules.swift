/// Which module each source file belongs to, as far as the paths tell: the folder after `Sources`
/// in a Swift package, a folder holding a `Package.swift` among the files read
/// (`SyncUI/Sources/SyncUI/Views/DeviceView.swift` is `SyncUI` when `SyncUI/Package.swift` is
/// read); and the folder of a Tuist project, one holding a `Project.swift` that declares no type
/// (a manifest, `let project = Project(…)`, not an app's `struct Project`), every file below it
/// (`Projects/Features/ShopFeature/Sources/Home/HomeViewController.swift` is `ShopFeature`), the
/// nearest project's. A file outside both (an Xcode target's `App/Sources/Features/…`) is in the
/// app's module, named by none.
struct SourceModules: Sendable {
  /// The module of each file in a package, by path.
  private let byPath: [String: Substring]
  /// The folder of each module's sources (`SyncUI/Sources/SyncUI/`), by the path of a file in it.
  private let folders: [String: Substring]

  /// The module of the file at `path`: nil outside a package.
  func module(of path: String) -> Substring? { byPath[path] }

  /// The folder of the module of the file at `path`, with its last `/`: nil outside a package.
  func moduleFolder(of path: String) -> Substring? { folders[path] }

  /// `declaringTypes`: the paths of the files that declare a type, none of which is a manifest.
  init(paths: [String], declaringTypes: Set<String> = []) {
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
    // Tuist's projects, the nearest first: a file of a package inside one is the package's.
    let project = "Project.swift"
    let projects = paths.compactMap { path -> Substring? in
      guard path.hasSuffix("/" + project), !declaringTypes.contains(path) else { return nil }
      return path.dropLast(project.count)
    }.sorted { $0.count > $1.count }
    for path in paths where !projects.isEmpty && byPath[path] == nil {
      guard let root = projects.first(where: { path.hasPrefix($0) && path != $0 + project }),
        let name = root.dropLast().split(separator: "/").last
      else { continue }
      byPath[path] = name
      folders[path] = root
    }
    self.byPath = byPath
    self.folders = folders
  }
}
