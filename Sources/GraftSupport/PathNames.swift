/// The names a file's path gives: what storyboards and screens are called after.
public enum PathNames {
  /// `Main` for `App/Base.lproj/Main.storyboard`, `CreateAliasView` for `Alias/CreateAliasView.swift`:
  /// the file's name without its extension.
  public static func stem(_ path: String) -> String {
    var name = Substring(lastComponent(path))
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    return String(name)
  }

  /// `MainViewModel.swift` for `App/Main/MainViewModel.swift`: the file's name.
  public static func lastComponent(_ path: String) -> String {
    String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
  }
}
