import Foundation
import GraftSupport

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
    /// A folder with a CocoaPods `<Name>.podspec`: every source below it is the module `Name`
    /// (a development pod of an app of several), its tests in `Tests/`.
    case cocoaPod(String)
    /// A folder with a Tuist `Project.swift` and no project generated from it: the module its
    /// manifest names (`Project.makeModule(name: "Domain", …)`; the folder's where the name is
    /// not written out, `name: projectName`), its interface in `Interface/` (`DomainInterface`),
    /// its tests in `Tests/`.
    case tuistProject(String)
  }

  public var root: String
  public var kind: Kind
  /// The target's name, which is also its module's.
  public var target: String
  /// The folder of the target's test target, when it exists.
  public var testsFolder: String?
  /// Whether the project names no target of the file, so that `target` is a guess from its path.
  public var targetIsGuessed = false

  /// What a run has learnt of the folders above its sources: each folder is looked at, and each
  /// project read, once per run.
  public struct Cache: Sendable {
    var kinds: [String: Kind?] = [:]
    var hasXcodeProject: [String: Bool] = [:]
    /// The pod each folder's `.podspec` names, nil where it has none.
    var pods: [String: String?] = [:]
    var targets: [String: XcodeTargets.Declared] = [:]
    var settings: [String: TargetBuildSettings?] = [:]
    /// Each package's manifest, by its folder, read once; nil where it cannot be read.
    var manifests: [String: String?] = [:]
    /// The regular targets each package's manifest declares.
    var packageTargets: [String: [String]?] = [:]
    /// Each Xcode project's object graph, read where two files share a name.
    var builtPaths: [String: XcodeBuiltPaths] = [:]

    public init() {}
  }

  /// The layout around `sourcePath`, or nil when no package or project encloses it. Paths are
  /// handled as strings (`AbsolutePath`): `URL`'s parsing made this walk most of a
  /// nothing-changed run's time.
  public static func find(for sourcePath: String, cache: inout Cache) -> PackageLayout? {
    enclosingProject(of: sourcePath, cache: &cache).flatMap { layout($0.kind, root: $0.root, relative: $0.relative[...], cache: &cache) }
  }

  /// The nearest folder above `sourcePath` with a `Package.swift` or an `.xcodeproj`, and the
  /// source's path from there.
  static func enclosingProject(of sourcePath: String, cache: inout Cache) -> (root: String, kind: Kind, relative: [Substring])? {
    let source = AbsolutePath.standardized(sourcePath)
    var end = source.utf8.endIndex
    // Each folder above the source is a prefix of its path, up to one of its slashes.
    while let slash = source.utf8[..<end].lastIndex(of: UInt8(ascii: "/")), slash > source.utf8.startIndex {
      let folder = String(source[..<slash])
      let kind: Kind?
      if let cached = cache.kinds[folder] {
        kind = cached
      } else {
        kind = Self.kind(of: folder, cache: &cache)
        cache.kinds[folder] = kind
      }
      if var kind {
        let relative = source.utf8[source.utf8.index(after: slash)...].split(separator: UInt8(ascii: "/")).map { Substring($0) }
        // An app's folder often holds a `Package.swift` of its tools beside its Xcode project:
        // outside `Sources/`, a file is the project's.
        if kind == .swiftPackage, relative.first != "Sources", hasXcodeProject(folder, cache: &cache) { kind = .xcodeProject }
        return (folder, kind, relative)
      }
      end = slash
    }
    return nil
  }

  /// Whether the Xcode project around `sourcePath` says that none of its targets compiles it: the
  /// project lists every file its targets' Sources build phases compile, and none has this name
  /// (a copy left beside the file the app builds). False where the project does not list its
  /// files so (`XcodeTargets.Declared.listsEveryCompiledFile`) or there is none.
  /// `sharesItsName`: another file read has this one's name; then the project's groups say which
  /// path is built (`XcodeBuiltPaths`), where one of the paths they give is a file on disk.
  public static func isCompiledByNoTarget(_ sourcePath: String, sharesItsName: Bool, cache: inout Cache) -> Bool {
    guard let project = enclosingProject(of: sourcePath, cache: &cache), project.kind == .xcodeProject, let name = project.relative.last else {
      return false
    }
    if cache.targets[project.root] == nil { cache.targets[project.root] = XcodeTargets.declared(inProjectAt: project.root) }
    guard let declared = cache.targets[project.root], declared.listsEveryCompiledFile else { return false }
    guard declared.targetsCompiling[String(name)] != nil else { return true }
    guard sharesItsName else { return false }
    if cache.builtPaths[project.root] == nil {
      cache.builtPaths[project.root] = XcodeBuiltPaths(XcodeTargets.projectText(inProjectAt: project.root).map { Array($0.utf8) } ?? [])
    }
    let built = cache.builtPaths[project.root]?.builtPaths(named: String(name)) ?? []
    // A path the groups give that is no file means they were not followed right: say nothing.
    guard built.contains(where: { FileManager.default.fileExists(atPath: project.root + "/" + $0) }) else { return false }
    let relative = project.relative.joined(separator: "/")
    return !built.contains { relative == $0 || relative.hasSuffix("/" + $0) }
  }

  /// What the package manifest or Xcode project nearest above each file says of its target's
  /// default isolation and deployment targets (`TargetBuildSettings`), by the file's path: each
  /// project is read once. A file whose project says neither, or that has none, is left out.
  public static func buildSettings(forFiles paths: [String], cache: inout Cache) -> [String: TargetBuildSettings] {
    var settings: [String: TargetBuildSettings] = [:]
    for path in paths {
      guard let project = enclosingProject(of: path, cache: &cache) else { continue }
      // A package's targets may differ in isolation: where the file is under `Sources/` says whose
      // it is (`packageTarget`).
      let target = project.kind == .swiftPackage ? packageTarget(of: project.relative[...], root: project.root, cache: &cache)?.name : nil
      // An Xcode project's file is of the target its folders name, whose own settings it has.
      if project.kind == .xcodeProject {
        if cache.targets[project.root] == nil { cache.targets[project.root] = XcodeTargets.declared(inProjectAt: project.root) }
        let declared = cache.targets[project.root] ?? .init()
        if let name = XcodeTargets.targetName(
          forFolders: project.relative.dropLast().map(String.init), fileName: project.relative.last.map(String.init), declared: declared),
          let own = declared.settings[name]
        {
          settings[path] = own
          continue
        }
      }
      let key = project.root + (project.kind == .swiftPackage ? "/Package.swift\0" + (target ?? "") : "/project")
      if cache.settings[key] == nil { cache.settings[key] = .some(read(project.kind, at: project.root, target: target, cache: &cache)) }
      if let found = cache.settings[key] ?? nil { settings[path] = found }
    }
    return settings
  }

  private static func read(_ kind: Kind, at root: String, target: String?, cache: inout Cache) -> TargetBuildSettings? {
    switch kind {
    case .swiftPackage:
      return manifest(at: root, cache: &cache).flatMap { TargetBuildSettings.reading(manifest: $0, target: target) }
    case .xcodeProject:
      let texts = XcodeTargets.projectText(inProjectAt: root).map { [$0] } ?? XcodeTargets.xcodeGenSpecs(inProjectAt: root)
      return TargetBuildSettings.reading(xcodeProject: texts.joined(separator: "\n"))
    case .cocoaPod, .tuistProject:
      // A podspec's settings are the pod's Ruby, a Tuist manifest's its Swift helpers': the
      // project generated from them says what the build uses.
      return nil
    }
  }

  private static func kind(of folder: String, cache: inout Cache) -> Kind? {
    if access(folder + "/Package.swift", F_OK) == 0 { return .swiftPackage }
    if let pod = pod(in: folder, cache: &cache) { return .cocoaPod(pod) }
    if hasXcodeProject(folder, cache: &cache) { return .xcodeProject }
    // A manifest, not an app's model of that name (`Models/Project.swift`).
    guard access(folder + "/Project.swift", F_OK) == 0, let bytes = FileBytes.read(folder + "/Project.swift") else { return nil }
    let manifest = String(decoding: bytes, as: UTF8.self)
    guard manifest.contains("import ProjectDescription") else { return nil }
    return .tuistProject(tuistModule(inManifest: manifest) ?? String(folder.split(separator: "/").last ?? ""))
  }

  /// The name a Tuist manifest gives its project's module: the first `name: "…"` it writes, not
  /// counting those of what it depends on or configures (`.target(name: "DesignSystem")`,
  /// `.debug(name: "Dev")`). Nil where that first name is not written out (`name: projectName`):
  /// the folder's name stands for it.
  static func tuistModule(inManifest manifest: String) -> String? {
    var searched = manifest[...]
    while let label = searched.range(of: "name:") {
      searched = manifest[label.upperBound...]
      let before = manifest[..<label.lowerBound].reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
      if before.first == "(" {
        let call = String(before.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        if Self.tuistReferences.contains(call) { continue }
      }
      let rest = searched.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
      guard rest.first == "\"" else { return nil }
      let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
      return name.isEmpty ? nil : XcodeTargets.moduleName(String(name))
    }
    return nil
  }

  /// The calls of a Tuist manifest whose `name:` names something other than the project: a
  /// dependency, a build configuration, a scheme.
  static let tuistReferences: Set<String> = [
    "target", "project", "external", "package", "sdk", "framework", "xcframework", "library", "debug", "release", "configuration",
    "scheme", "Scheme", "testableTarget",
  ]

  /// The name of the folder's `<Name>.podspec` (or `.podspec.json`) when the folder is the pod's
  /// own: no project beside it but the pod's (`Name.xcodeproj`) or its example app's
  /// (`_Pods.xcodeproj`). An app's project beside a podspec (`Wallet.xcodeproj`,
  /// `WalletCore.podspec`) is the app's folder, whose project says which sources are the pod's.
  private static func pod(in folder: String, cache: inout Cache) -> String? {
    if let known = cache.pods[folder] { return known }
    var pod: String?
    var projects: [String] = []
    // Every folder above the sources is listed (`/tmp` too): nothing is allocated per entry
    // but what matches.
    DirectoryEntries.forEach(in: folder) { name, _ in
      for suffix in Self.podspecSuffixes where name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) {
        pod = String(decoding: name.dropLast(suffix.count), as: UTF8.self)
      }
      if name.count > Self.projectSuffix.count, name.suffix(Self.projectSuffix.count).elementsEqual(Self.projectSuffix) {
        projects.append(String(decoding: name.dropLast(Self.projectSuffix.count), as: UTF8.self))
      }
      return true
    }
    // The same listing says whether a project is there: the folder is read once.
    cache.hasXcodeProject[folder] = !projects.isEmpty || access(folder + "/project.yml", F_OK) == 0
    // Its module: the spec's `module_name`, else its `name` (`XcodeTargets.declared(inPodspec:)`),
    // else the file's.
    let found = pod.flatMap { name -> String? in
      guard projects.allSatisfy({ $0 == name || $0 == "_Pods" }) else { return nil }
      let spec = FileBytes.read(folder + "/" + name + ".podspec").map { XcodeTargets.declared(inPodspec: String(decoding: $0, as: UTF8.self)) }
      return XcodeTargets.moduleName(spec?.module ?? spec?.name ?? name)
    }
    cache.pods[folder] = .some(found)
    return found
  }

  /// An `.xcodeproj`, or the `project.yml` from which XcodeGen generates one.
  private static func hasXcodeProject(_ folder: String, cache: inout Cache) -> Bool {
    if let known = cache.hasXcodeProject[folder] { return known }
    let found = containsProject(folder) || access(folder + "/project.yml", F_OK) == 0
    cache.hasXcodeProject[folder] = found
    return found
  }

  private static let podspecSuffixes = [Array(".podspec".utf8), Array(".podspec.json".utf8)]
  private static let projectSuffix = Array(".xcodeproj".utf8)

  /// Whether the folder holds an `.xcodeproj`: its entries read until one is, with no array of
  /// names built (a run asks this of every folder above its sources, `/tmp` included).
  private static func containsProject(_ folder: String) -> Bool {
    let suffix = projectSuffix
    var found = false
    DirectoryEntries.forEach(in: folder) { name, _ in
      found = name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
      return !found
    }
    return found
  }

  /// A package's manifest, read once per run.
  private static func manifest(at root: String, cache: inout Cache) -> String? {
    if cache.manifests[root] == nil {
      cache.manifests[root] = .some(FileBytes.read(root + "/Package.swift").map { String(decoding: $0, as: UTF8.self) })
    }
    return cache.manifests[root] ?? nil
  }

  /// The target of a package's file by its path from the package (`Sources/<Target>/…`), as the
  /// manifest names its targets: a package of one target may keep its sources in `Sources/`
  /// itself, in folders of any name (`Sources/Service/…`), which are that target's; a folder no
  /// target of a package of several is named for is a guess. A target at a custom path is the
  /// build plugin's to know.
  private static func packageTarget(of relative: ArraySlice<Substring>, root: String, cache: inout Cache) -> (name: String, isGuessed: Bool)? {
    guard relative.count >= 2, relative.first == "Sources" else { return nil }
    if cache.packageTargets[root] == nil { cache.packageTargets[root] = .some(manifest(at: root, cache: &cache).map(PackageManifest.regularTargets(in:))) }
    let declared = cache.packageTargets[root] ?? nil
    let folder = relative.count >= 3 ? String(relative[relative.startIndex + 1]) : nil
    if let folder, declared.map({ $0.isEmpty || $0.contains(folder) }) ?? true { return (folder, false) }
    if let declared, declared.count == 1 { return (declared[0], false) }
    return folder.map { ($0, true) }
  }

  private static func layout(_ kind: Kind, root: String, relative: ArraySlice<Substring>, cache: inout Cache) -> PackageLayout? {
    let target: String
    var isGuessed = false
    let testsFolder: String
    switch kind {
    case .swiftPackage:
      guard let found = packageTarget(of: relative, root: root, cache: &cache) else { return nil }
      (target, isGuessed) = found
      testsFolder = root + "/Tests/" + target + "Tests"
    case .xcodeProject:
      guard relative.count >= 2 else { return nil }
      if cache.targets[root] == nil { cache.targets[root] = XcodeTargets.declared(inProjectAt: root) }
      let found = XcodeTargets.target(
        forFolders: relative.dropLast().map(String.init), fileName: relative.last.map(String.init), declared: cache.targets[root] ?? .init())
      target = found.module
      isGuessed = found.isGuessed
      testsFolder = root + "/" + target + "Tests"
    case let .cocoaPod(pod):
      target = pod
      testsFolder = root + "/Tests"
    case let .tuistProject(module):
      // Tuist's micro-feature layout: `Interface/Sources` is the module's interface target.
      target = relative.first == "Interface" ? module + "Interface" : module
      testsFolder = root + "/Tests"
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: testsFolder, isDirectory: &isDirectory) && isDirectory.boolValue
    var layout = PackageLayout(root: root, kind: kind, target: target, testsFolder: exists ? testsFolder : nil)
    layout.targetIsGuessed = isGuessed
    return layout
  }
}
