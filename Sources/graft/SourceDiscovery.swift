import Foundation
import GraftAudit
import GraftGenerator
import GraftSupport
import SwiftDeclarationParser

/// Turns the paths on the command line into parsed Swift files: a file as given, a folder
/// searched for `.swift` files. The result is sorted so that output never depends on the file
/// system's listing order.
enum SourceDiscovery {
  struct MissingPath: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): error: no such file or directory" }
  }

  /// The paths given hold no Swift file (to audit: the app's tests are not audited).
  struct NoSwiftFiles: Error, CustomStringConvertible {
    var paths: [String]
    var audited = false
    var description: String {
      "error: no Swift files \(audited ? "to audit " : "")in \(paths.joined(separator: ", "))" + (audited ? " (the app's tests are left out)" : "")
    }
  }

  /// The Swift files, Interface Builder files, Objective-C files, `Info.plist`s (for their
  /// class names) and Xcode projects (for what their targets build) under `paths` that the audit reads, read across the cores but not parsed (the audit parses each after
  /// lexing it): the app's tests are not read (`Auditor.auditedPaths`). A path given on the command line that does not exist is an error;
  /// a file found in a folder that cannot be read (a dangling symbolic link, no permission) is a
  /// warning naming it, and the rest is read.
  static func auditedFiles(in paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
    let suffixes = [".swift", Auditor.storyboardExtension, Auditor.interfaceBuilderExtension, Auditor.propertyListSuffix, Auditor.xcodeProjectFileName]
      + Auditor.otherBuildFileSuffixes
      + Auditor.objectiveCExtensions
    let audited = Auditor.auditedPaths(try files(in: paths, endingWith: suffixes))
    guard audited.contains(where: { $0.hasSuffix(".swift") }) else { throw NoSwiftFiles(paths: paths, audited: true) }
    return readEach(audited) { ($0, $1) }
  }

  /// The Swift files under `paths` and, apart, those under `context` (`--context`: the app's
  /// other modules) that are not among them, read but not parsed; `projects`: what the run has
  /// read of the projects around them, which says what their targets compile.
  static func read(_ paths: [String], context: [String], projects: inout PackageLayout.Cache) throws
    -> (sources: [(path: String, bytes: [UInt8])], context: [(path: String, bytes: [UInt8])])
  {
    let found = try swiftFiles(in: paths)
    guard !found.isEmpty else { throw NoSwiftFiles(paths: paths) }
    let sources: [(path: String, bytes: [UInt8])] = readEach(compiled(found, given: paths, projects: &projects)) { ($0, $1) }
    // One file named two ways (`VM.swift` and `./App/VM.swift`) is read once, as a source.
    let sourceFiles = Set(found.map(canonicalPath))
    let contextFiles = try swiftFiles(in: context).filter { !sourceFiles.contains(canonicalPath($0)) }
    return (sources, readEach(compiled(contextFiles, given: context, projects: &projects)) { ($0, $1) })
  }

  /// `files` without those found in a folder that their Xcode project's targets do not compile
  /// (`PackageLayout.isCompiledByNoTarget`): a copy of a view model left beside the one the app
  /// builds would declare its types twice, and write the same files. One that holds an
  /// annotation gets a note saying why nothing is generated for it; a file given by its path is
  /// always read.
  private static func compiled(_ files: [String], given paths: [String], projects: inout PackageLayout.Cache) -> [String] {
    let named = Set(paths)
    // Two files of one name: the project's groups say which one its target compiles.
    let nameCounts = Dictionary(files.map { (PathNames.lastComponent($0), 1) }, uniquingKeysWith: +)
    return files.filter { path in
      let sharesItsName = nameCounts[PathNames.lastComponent(path), default: 0] > 1
      guard !named.contains(path), PackageLayout.isCompiledByNoTarget(path, sharesItsName: sharesItsName, cache: &projects) else { return true }
      if let bytes = FileBytes.read(path), String(decoding: bytes, as: UTF8.self).contains("// graft:") {
        Console.error("\(path): note: no target of its Xcode project compiles this file; Graft skips it (give its path to read it anyway)")
      }
      return false
    }
  }

  /// The absolute path of `path` with `.`, `..` and symbolic links resolved; `path` itself when
  /// it cannot be resolved.
  static func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes of the Swift files under `paths`, read across the cores but not parsed.
  static func read(_ paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
    try readEach(swiftFiles(in: paths)) { ($0, $1) }
  }

  /// Each of `files` read and made into a value across the cores, in order; a file that cannot
  /// be read is a warning naming it and why, and the run goes on without it.
  private static func readEach<T: Sendable>(_ files: [String], _ make: @Sendable (String, [UInt8]) -> T) -> [T] {
    zip(files, files.concurrentMap { path in FileBytes.read(path).map { make(path, $0) } }).compactMap { path, value in
      if value == nil { Console.error("\(path): warning: cannot read this file (\(unreadableReason(path))); it is skipped") }
      return value
    }
  }

  static func parse(_ files: [(path: String, bytes: [UInt8])]) -> [SourceFile] {
    files.concurrentMap { SourceFile(path: $0.path, bytes: $0.bytes) }
  }

  static func swiftFiles(in paths: [String]) throws -> [String] {
    try files(in: paths, endingWith: [".swift"])
  }

  /// The files under `paths` whose names end with one of `suffixes`; a file given by its path
  /// counts whatever its name.
  static func files(in paths: [String], endingWith suffixes: [String]) throws -> [String] {
    let suffixes = suffixes.map { Array($0.utf8) }
    var files: [String] = []
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else { throw MissingPath(path: path) }
      if status.st_mode & S_IFMT == S_IFDIR {
        collectFiles(in: path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, endingWith: suffixes, into: &files)
      } else {
        files.append(path)
      }
    }
    // Sorted, and each once: two paths given may hold the same files.
    files.sort()
    return files.indices.filter { $0 == 0 || files[$0] != files[$0 - 1] }.map { files[$0] }
  }

  /// The files in `folder` and the folders below it whose names end with one of `suffixes`
  /// (`.swift`), walked with `readdir`: folders
  /// whose names start with a dot (build products, checkouts) are not entered, and neither are
  /// links to folders, which could lead in a circle; links to files count as the files. Names are
  /// looked at as bytes, and made paths only when they are kept. (Walking a depth's folders
  /// across the cores was slower: the threads' hand-offs cost more than the system calls.)
  private static func collectFiles(in folder: String, endingWith suffixes: [[UInt8]], into files: inout [String]) {
    var folders = [folder]
    while let current = folders.popLast() {
      addEntries(of: current, endingWith: suffixes, folders: &folders, files: &files)
    }
  }

  private static func addEntries(of folder: String, endingWith suffixes: [[UInt8]], folders: inout [String], files: inout [String]) {
    let prefix = folder == "/" ? "/" : folder + "/"
    DirectoryEntries.forEach(in: folder) { name, type in
      guard name.first != UInt8(ascii: ".") else { return true }
      let isWanted = suffixes.contains { name.count >= $0.count && name.suffix($0.count).elementsEqual($0) }
      var kind = Int32(type)
      if kind != Int32(DT_DIR), kind != Int32(DT_REG), kind != Int32(DT_LNK) {
        // A file system that does not say what an entry is: ask.
        var status = stat()
        guard lstat(prefix + String(decoding: name, as: UTF8.self), &status) == 0 else { return true }
        kind = status.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
      }
      if kind == Int32(DT_DIR) {
        folders.append(prefix + String(decoding: name, as: UTF8.self))
      } else if isWanted {
        files.append(prefix + String(decoding: name, as: UTF8.self))
      }
      return true
    }
  }

  /// Why a listed file could not be read, in words.
  private static func unreadableReason(_ path: String) -> String {
    if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path), !FileManager.default.fileExists(atPath: path) {
      return "a symbolic link to \(destination), which does not exist"
    }
    return FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
  }
}
