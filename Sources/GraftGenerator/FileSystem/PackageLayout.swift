import Foundation

/// Where a source file sits in the package or Xcode project around it: which target it belongs
/// to, and that target's test target folder, so that generated tests go where the package
/// compiles tests, never into the app's own target.
public struct PackageLayout: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A folder with `Package.swift`: targets under `Sources/`, their tests under `Tests/`.
    case swiftPackage
    /// A folder with an `.xcodeproj`: each target a folder of the project's, its tests a
    /// sibling folder named `<target>Tests`.
    case xcodeProject
  }

  public var root: String
  public var kind: Kind
  /// The target's name, which is also its module's.
  public var target: String
  /// The folder of the target's test target, when it exists.
  public var testsFolder: String?

  /// The layout around `sourcePath`, or nil when no package or project encloses it. Each folder
  /// is looked at once per run: `cache` remembers what it holds. Paths are handled as strings
  /// (`AbsolutePath`): `URL`'s parsing made this walk most of a nothing-changed run's time.
  public static func find(for sourcePath: String, cache: inout [String: Kind?]) -> PackageLayout? {
    enclosingProject(of: sourcePath, cache: &cache).flatMap { layout($0.kind, root: $0.root, relative: $0.relative[...]) }
  }

  /// The nearest folder above `sourcePath` with a `Package.swift` or an `.xcodeproj`, and the
  /// source's path from there.
  static func enclosingProject(of sourcePath: String, cache: inout [String: Kind?]) -> (root: String, kind: Kind, relative: [Substring])? {
    let source = AbsolutePath.standardized(sourcePath)
    var end = source.utf8.endIndex
    // Each folder above the source is a prefix of its path, up to one of its slashes.
    while let slash = source.utf8[..<end].lastIndex(of: UInt8(ascii: "/")), slash > source.utf8.startIndex {
      let folder = String(source[..<slash])
      let kind: Kind?
      if let cached = cache[folder] {
        kind = cached
      } else {
        kind = Self.kind(of: folder)
        cache[folder] = kind
      }
      if let kind {
        let relative = source.utf8[source.utf8.index(after: slash)...].split(separator: UInt8(ascii: "/")).map { Substring($0) }
        return (folder, kind, relative)
      }
      end = slash
    }
    return nil
  }

  /// What the package manifest or Xcode project nearest above the paths says of the target's
  /// default isolation and deployment targets (`TargetBuildSettings`): the first path's project
  /// that says anything. Nil where none does.
  public static func buildSettings(around paths: [String]) -> TargetBuildSettings? {
    var cache: [String: Kind?] = [:]
    var read: Set<String> = []
    for path in paths {
      // A child of the path: a folder given may be the project itself.
      guard let project = enclosingProject(of: path + "/_", cache: &cache), read.insert(project.root).inserted else { continue }
      switch project.kind {
      case .swiftPackage:
        if let bytes = FileBytes.read(project.root + "/Package.swift"),
          let settings = TargetBuildSettings.reading(manifest: String(decoding: bytes, as: UTF8.self))
        {
          return settings
        }
      case .xcodeProject:
        if let text = XcodeTargets.projectText(inProjectAt: project.root), let settings = TargetBuildSettings.reading(xcodeProject: text) {
          return settings
        }
      }
    }
    return nil
  }

  private static func kind(of folder: String) -> Kind? {
    if access(folder + "/Package.swift", F_OK) == 0 { return .swiftPackage }
    return containsProject(folder) ? .xcodeProject : nil
  }

  /// Whether the folder holds an `.xcodeproj`: its entries read with `readdir` until one is, with
  /// no array of names built (a run asks this of every folder above its sources, `/tmp` included).
  private static func containsProject(_ folder: String) -> Bool {
    guard let directory = opendir(folder) else { return false }
    defer { closedir(directory) }
    let suffix = Array(".xcodeproj".utf8)
    while let entry = readdir(directory) {
      let found = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool in
        let name = raw.prefix { $0 != 0 }
        return name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
      }
      if found { return true }
    }
    return false
  }

  private static func layout(_ kind: Kind, root: String, relative: ArraySlice<Substring>) -> PackageLayout? {
    let target: String
    let testsFolder: String
    switch kind {
    case .swiftPackage:
      // `Sources/<Target>/…`; a target at a custom path is the build plugin's to know.
      guard relative.count >= 3, relative.first == "Sources" else { return nil }
      target = String(relative[relative.startIndex + 1])
      testsFolder = root + "/Tests/" + target + "Tests"
    case .xcodeProject:
      guard relative.count >= 2 else { return nil }
      target = XcodeTargets.target(forFolders: relative.dropLast().map(String.init), inProjectAt: root)
      testsFolder = root + "/" + target + "Tests"
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: testsFolder, isDirectory: &isDirectory) && isDirectory.boolValue
    return PackageLayout(root: root, kind: kind, target: target, testsFolder: exists ? testsFolder : nil)
  }
}

/// The targets an Xcode project declares, read from its `project.pbxproj`: a source's target is
/// the one named like the outermost of its folders that names one (`Source/CovPassApp/Scenes/…`
/// is `CovPassApp`'s; `App/Core/…` is `App`'s, though `Core` is a target too), else the project's
/// one application target, else its first folder's name.
/// The module a test imports is the target's name, as Xcode makes it an identifier.
enum XcodeTargets {
  /// `folders`: the folders from the project's to the source's, outermost first.
  static func target(forFolders folders: [String], inProjectAt root: String) -> String {
    let first = folders.first ?? ""
    let targets = declared(inProjectAt: root)
    if targets.names.isEmpty { return moduleName(first) }
    if let named = folders.first(where: targets.names.contains) { return moduleName(named) }
    if targets.applications.count == 1 { return moduleName(targets.applications[0]) }
    return moduleName(first)
  }

  /// Xcode's default module name: the product's name with what an identifier cannot hold as `_`.
  static func moduleName(_ name: String) -> String {
    let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    let module = String(characters)
    return module.first?.isNumber == true ? "_" + module : module
  }

  /// The native targets' names, and those that build an application.
  static func declared(inProjectAt root: String) -> (names: Set<String>, applications: [String]) {
    guard let text = projectText(inProjectAt: root) else { return ([], []) }
    var names: Set<String> = []
    var applications: [String] = []
    for block in text.components(separatedBy: "isa = PBXNativeTarget;").dropFirst() {
      let section = block.prefix { $0 != "}" }
      guard let name = value(of: "name", in: section) else { continue }
      names.insert(name)
      if value(of: "productType", in: section) == "com.apple.product-type.application" { applications.append(name) }
    }
    return (names, applications.sorted())
  }

  /// The `project.pbxproj` of the first `.xcodeproj` in `root`.
  static func projectText(inProjectAt root: String) -> String? {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root),
      let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let bytes = FileBytes.read(root + "/" + project + "/project.pbxproj")
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `name = Mastodon;` → `Mastodon`; quotes removed.
  private static func value(of key: String, in section: Substring) -> String? {
    guard let range = section.range(of: "\n\t\t\t\(key) = ") ?? section.range(of: "\(key) = ") else { return nil }
    let value = section[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
    return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
  }
}
