import Foundation
import GraftGenerator

/// The package or project around each source, looked up once per folder: which module the
/// tests import, and which test target's folder they go into.
struct PackageLayouts: Sendable {
  private var byFolder: [String: PackageLayout?] = [:]
  private var folderOf: [String: String] = [:]

  init(sources: [String], cache: inout PackageLayout.Cache) {
    for path in sources {
      let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
      folderOf[path] = folder
      if byFolder[folder] == nil {
        byFolder[folder] = .some(PackageLayout.find(for: path, cache: &cache))
      }
    }
  }

  func layout(of sourcePath: String) -> PackageLayout? {
    folderOf[sourcePath].flatMap { byFolder[$0] ?? nil }
  }

  /// What decides where tests go, for the run's fingerprint: each folder's package, target and
  /// test target folder.
  var identity: String {
    byFolder.keys.sorted().map { folder in
      guard let layout = byFolder[folder] ?? nil else { return folder + " -" }
      return "\(folder) \(layout.root) \(layout.target) \(layout.testsFolder ?? "-")"
    }.joined(separator: "\n")
  }

  /// The modules named from a folder because the project names none of the file's: not to be
  /// imported.
  var guessedModules: Set<String> {
    Set(byFolder.values.compactMap { layout in layout.flatMap { $0.targetIsGuessed ? $0.target : nil } })
  }

  /// Each source's module, for those inside a package or project.
  var modules: [String: String] {
    var modules: [String: String] = [:]
    for (path, folder) in folderOf {
      if let layout = byFolder[folder] ?? nil { modules[path] = layout.target }
    }
    return modules
  }
}
