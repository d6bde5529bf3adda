/// Which module a source file belongs to, as far as its path tells: the folder after the last
/// `Sources` folder of a Swift package (`SyncUI/Sources/SyncUI/Views/DeviceView.swift` is
/// `SyncUI`). A file outside that layout (an Xcode target's folder) is in the app's module, named
/// by none.
enum SourceModules {
  static func module(of path: String) -> Substring? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    // The folder after `Sources`, not the file itself (`Sources/main.swift`).
    guard let sources = components.dropLast().lastIndex(of: "Sources"), sources + 1 < components.count - 1 else { return nil }
    return components[sources + 1]
  }
}
