import GraftSupport

/// The files an Xcode project builds. A Swift, Objective-C or Interface Builder file in the folder
/// of an Xcode project (the folder holding `App.xcodeproj`) that no target of the project builds
/// (`/* LessonsViewController.swift in Sources */` appears nowhere), that is in none of the
/// folders Xcode keeps in sync with a target (Xcode 16's synchronized groups), and that is no
/// part of what another build describes (a Swift package, a CocoaPods pod, an XcodeGen or Tuist
/// project, in a folder of its own) is dead code: a folder left out of every target when an app
/// was split up. Its screens are never shown. It is left out as the app's tests are. Files are
/// matched by name; where the folder holds several of a built name (a stale copy beside the built
/// file, declaring the same class), by the path the project gives it (`XcodeBuiltPaths`), and a
/// copy at another path is dead code too. Without a project among the files
/// (a package, a project generated from a manifest), every file counts; a project that would leave
/// out more of its folder's files than it keeps says nothing either (another build makes them).
enum XcodeTargets {
  /// What a project's target that builds an app says it makes.
  private static let applicationProduct = Array("com.apple.product-type.application\"".utf8)
  /// The file of an `.xcodeproj` that lists what its targets build.
  static let projectFileSuffix = ".xcodeproj/project.pbxproj"
  /// The files that say their folder is built by something else than the project around it.
  static let otherBuildFiles = ["/Package.swift", "/Project.swift", "/project.yml", ".podspec"]

  /// What one project builds, and where it is.
  private struct Project {
    /// Whether the project builds the file at `path`, one of its folder's.
    func builds(_ path: String) -> Bool {
      if built.contains(XcodeTargets.fileName(path)) { return true }
      guard !synchronizedFolders.isEmpty else { return false }
      let inside = "/" + path.dropFirst(folder.count)
      return synchronizedFolders.contains { inside.containsBytes("/\($0)/") }
    }

    /// The project's folder, with its last `/`.
    var folder: String
    /// The names of the files its targets' build phases hold: `LoginViewController.swift`.
    var built: Set<String>
    /// The names of its synchronized folders: each file below one is built.
    var synchronizedFolders: [String]
  }

  /// The files of `files` that no project among them leaves out, in their order; the projects'
  /// own files are dropped too.
  static func dropping<File>(_ files: [File], path: (File) -> String, bytes: (File) -> [UInt8]) -> [File] {
    let paths = files.map(path)
    let projectFiles = zip(files, paths).compactMap { file, path -> (project: Project, file: File, bundle: String)? in
      guard let folder = projectFolder(ofProjectFile: path) else { return nil }
      let bundle = path.dropLast("/project.pbxproj".count)
      return read(bytes(file), folder: folder).map { ($0, file, fileName(String(bundle))) }
    }
    let projects = projectFiles.map(\.project)
    // An app's project inside another's folder that the outer one does not take in as a
    // subproject (a practice app kept beside the code it tried out) judges nothing: the outer one
    // does. A module's project (a framework a workspace puts beside the app) judges its own.
    let isShadowed = projects.indices.map { inner in
      let innerBytes = bytes(projectFiles[inner].file)
      guard find(applicationProduct, in: innerBytes, from: 0) != nil else { return false }
      return projects.indices.contains { outer in
        outer != inner && projects[inner].folder.hasPrefix(projects[outer].folder) && projects[inner].folder != projects[outer].folder
          && find(Array(projectFiles[inner].bundle.utf8), in: bytes(projectFiles[outer].file), from: 0) == nil
      }
    }
    // The folders other builds describe, each with its last `/`.
    let otherBuilds = paths.compactMap { path -> String? in
      guard otherBuildFiles.contains(where: path.hasSuffix), let slash = path.lastIndex(of: "/") else { return nil }
      return String(path[...slash])
    }
    // Per file, the projects that judge it: those whose folder holds it, unless another build's
    // folder inside theirs does.
    let judging = paths.map { path -> [Int] in
      guard isJudged(path) else { return [] }
      return projects.indices.filter { index in
        guard !isShadowed[index] else { return false }
        let folder = projects[index].folder
        return path.hasPrefix(folder) && !otherBuilds.contains { $0.hasPrefix(folder) && path.hasPrefix($0) }
      }
    }
    var builtByJudges = zip(paths, judging).map { path, judges in
      judges.isEmpty || judges.contains { projects[$0].builds(path) }
    }
    // Several files of one built name in a project's folder: the one at the path the project
    // gives is built. When no path matches (a reference Graft cannot follow), all stay.
    for (index, project) in projects.enumerated() where project.synchronizedFolders.isEmpty {
      var byName: [String: [Int]] = [:]
      for file in paths.indices where builtByJudges[file] && judging[file] == [index] {
        byName[fileName(paths[file]), default: []].append(file)
      }
      let ambiguous = byName.filter { $0.value.count > 1 }
      guard !ambiguous.isEmpty else { continue }
      let graph = XcodeBuiltPaths(bytes(projectFiles[index].file))
      for (name, candidates) in ambiguous {
        let built = graph.builtPaths(named: name)
        let matches = candidates.filter { file in
          let relative = String(paths[file].dropFirst(project.folder.count))
          return built.contains { relative == $0 || relative.hasSuffix("/" + $0) }
        }
        guard !matches.isEmpty else { continue }
        for file in candidates where !matches.contains(file) { builtByJudges[file] = false }
      }
    }
    // A project that would leave out more of its folder than it keeps is not what builds it.
    var kept = [Int](repeating: 0, count: projects.count)
    var left = [Int](repeating: 0, count: projects.count)
    for (judges, isBuilt) in zip(judging, builtByJudges) {
      for judge in judges { if isBuilt { kept[judge] += 1 } else { left[judge] += 1 } }
    }
    return zip(files, zip(paths, zip(judging, builtByJudges))).compactMap { file, facts in
      let (path, (judges, isBuilt)) = facts
      guard !path.hasSuffix(projectFileSuffix), !otherBuildFiles.contains(where: { !$0.hasSuffix(".swift") && path.hasSuffix($0) }) else { return nil }
      if isBuilt || judges.contains(where: { left[$0] > kept[$0] }) { return file }
      return nil
    }
  }

  /// `Uploader/` of `Uploader/Uploader.xcodeproj/project.pbxproj`, when the project builds an app:
  /// the folder holding an app's project, with its last `/` (empty at the top); nil for any other
  /// file, and for a project of frameworks alone.
  static func appProjectFolder(ofProjectFile path: String, bytes: [UInt8]) -> String? {
    guard let folder = projectFolder(ofProjectFile: path), find(applicationProduct, in: bytes, from: 0) != nil else { return nil }
    return folder
  }

  /// `Uploader/` of `Uploader/Uploader.xcodeproj/project.pbxproj`: the folder holding the
  /// project, with its last `/` (empty at the top); nil for any other file.
  static func projectFolder(ofProjectFile path: String) -> String? {
    guard path.hasSuffix(projectFileSuffix) else { return nil }
    let bundle = path.dropLast("/project.pbxproj".count)
    return String(bundle[..<(bundle.lastIndex(of: "/").map { bundle.index(after: $0) } ?? bundle.startIndex)])
  }

  private static func fileName(_ path: String) -> String {
    String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
  }

  /// Sources and Interface Builder files: what a build phase lists by name. Headers and property
  /// lists are not listed there.
  private static func isJudged(_ path: String) -> Bool {
    (path.hasSuffix(".swift") && !path.hasSuffix("/Package.swift")) || path.hasSuffix(".m") || path.hasSuffix(".storyboard")
      || path.hasSuffix(".xib")
  }

  /// Reads a `project.pbxproj`: the comments Xcode writes beside each build file
  /// (`/* Name.swift in Sources */`, `/* Main.storyboard in Resources */`) name what is built,
  /// and `PBXFileSystemSynchronizedRootGroup` objects the folders built whole. A project that
  /// builds nothing this way says nothing, and judges no file.
  private static func read(_ bytes: [UInt8], folder: String) -> Project? {
    let commentStart = Array("/* ".utf8)
    var built: Set<String> = []
    for phase in [" in Sources */", " in Resources */"].map({ Array($0.utf8) }) {
      var from = 0
      while let end = find(phase, in: bytes, from: from) {
        // Back to the comment's `/* ` on the same line.
        var start = end
        while start >= 3, bytes[start - 1] != UInt8(ascii: "\n"), !bytes[(start - 3)..<start].elementsEqual(commentStart) { start -= 1 }
        if start >= 3, start < end, bytes[(start - 3)..<start].elementsEqual(commentStart) {
          built.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        from = end + phase.count
      }
    }
    var synchronized: [String] = []
    let marker = Array("isa = PBXFileSystemSynchronizedRootGroup;".utf8)
    let pathKey = Array("path = ".utf8)
    let isa = Array("isa = ".utf8)
    var from = 0
    while let found = find(marker, in: bytes, from: from) {
      from = found + marker.count
      // The object ends where the next begins: written on one line or several, with `{}` and
      // `};` of its own fields inside.
      let objectEnd = find(isa, in: bytes, from: from) ?? bytes.count
      // `path = `, not `explicitFolders`' or another field's end of name.
      var key = find(pathKey, in: bytes, from: from)
      while let at = key, at < objectEnd, at > 0, bytes[at - 1] != UInt8(ascii: " "), bytes[at - 1] != UInt8(ascii: "\t") {
        key = find(pathKey, in: bytes, from: at + 1)
      }
      guard let key, key < objectEnd else { continue }
      let valueStart = key + pathKey.count
      let valueEnd = bytes[valueStart..<objectEnd].firstIndex(of: UInt8(ascii: ";")) ?? objectEnd
      let value = bytes[valueStart..<valueEnd].filter { $0 != UInt8(ascii: "\"") }
      if !value.isEmpty { synchronized.append(String(decoding: value, as: UTF8.self)) }
    }
    guard !built.isEmpty || !synchronized.isEmpty else { return nil }
    return Project(folder: folder, built: built, synchronizedFolders: synchronized)
  }

  /// Where `pattern` first occurs in `bytes` at or after `from`.
  private static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    bytes.firstIndex(ofBytes: pattern, from: from)
  }
}
