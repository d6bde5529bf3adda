/// The parts of a source path that generated files are named after.
public enum SourcePath {
  /// `EditNoteViewModel.swift` for `Sources/App/EditNoteViewModel.swift`.
  public static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `EditNoteViewModel` for `Sources/App/EditNoteViewModel.swift`.
  public static func baseName(_ path: String) -> String {
    let name = fileName(path)
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// The module a file belongs to, read off its path: `Notes` for `Sources/Notes/…` (SwiftPM's
  /// layout), `App` for anything else (an Xcode project's target, which its path does not say).
  static func inferredModule(_ path: String) -> String {
    // Read in place, component by component: the pipeline asks this of paths thousands of
    // times, where splitting each into an array of its components cost a twentieth of a run.
    let found = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var start = 0
      var afterSources = false
      var module: Range<Int>?
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        defer { start = end + 1 }
        guard end > start else { continue }
        // A component after the module's: the module names a folder, not the file.
        if let module { return String(decoding: UnsafeBufferPointer(rebasing: bytes[module]), as: UTF8.self) }
        if afterSources {
          module = start..<end
        } else if bytes[start..<end].elementsEqual("Sources".utf8) {
          afterSources = true
        }
      }
      return nil
    }
    let module = found ?? Self.moduleBySplitting(path)
    return module.flatMap { SwiftIdentifier.isValid($0) ? $0 : nil } ?? "App"
  }

  /// The folder after the first `Sources` of a path whose bytes are not stored together.
  private static func moduleBySplitting(_ path: String) -> String? {
    let components = path.split(separator: "/")
    guard let index = components.firstIndex(of: "Sources"), index + 2 < components.count else { return nil }
    return String(components[index + 1])
  }

  /// Whether two files are surely of one module: the same SwiftPM target, or, where the path
  /// names none, the same top folder (an Xcode project's `App/`, not its `Frameworks/Net/`).
  static func isSameModule(_ first: String, _ second: String) -> Bool {
    let module = inferredModule(first)
    guard module == inferredModule(second) else { return false }
    if module != "App" { return true }
    // The top folder, nil for a file named without one (`Trip.swift`): not the file's own name.
    let top = { (path: String) in path.split(separator: "/").dropLast().first }
    return top(first) == top(second)
  }

  /// Whether `path` is surely of another module than `other`: a package's target
  /// (`Core/Sources/Core/…`) that `other` is not of.
  static func isOtherPackageModule(_ path: String, than other: String) -> Bool {
    let module = inferredModule(path)
    return module != "App" && module != inferredModule(other)
  }

  /// `EditNoteViewModel+Graft.swift`: the Graft-owned file generated from the source. The build
  /// plugin declares the same name before Graft runs.
  public static func ownedFileName(_ path: String) -> String {
    baseName(path) + "+Graft.swift"
  }
}
