/// Reading type names as written in a declaration.
public enum TypeNames {
  /// `ChildViewModel` for `ChildViewModel?`, `ChildViewModel!`, `Optional<ChildViewModel>`,
  /// `any ChildViewModel`, `UIHostingController<Root>`'s `UIHostingController`, `Module.Child`'s `Child`.
  public static func bare(_ type: String) -> String { path(type).last ?? "" }

  /// `["ComposeView", "ViewModel"]` for `ComposeView.ViewModel?`: the components of a written
  /// type's name. Read byte by byte: every inherited name of every type goes through here.
  public static func path(_ type: String) -> [String] {
    let bytes = Array(type.utf8)
    var start = 0
    var end = bytes.count
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    func hasPrefix(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard end - start >= count else { return false }
      return word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[start + $0] == word[$0] } }
    }
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    if hasPrefix("any ") { start += 4 } else if hasPrefix("some ") { start += 5 }
    if hasPrefix("Optional<"), end > start, bytes[end - 1] == UInt8(ascii: ">") {
      start += 9
      end -= 1
    }
    while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
    if let generic = bytes[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = generic }
    return bytes[start..<end].split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `Outer.Middle` for `Outer.Middle.Inner`; nil for a name without a dot. Searched as bytes:
  /// `String.lastIndex(of:)` walks characters, and every nested type of an app asks.
  public static func enclosing(_ qualifiedName: String) -> String? {
    qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(qualifiedName[..<$0]) }
  }

  /// `DataSourceProvider`, `AuthContextProvider` for `Self: DataSourceProvider & AuthContextProvider, Self: UIViewController`.
  public static func conformances(inWhereClause clause: String) -> [String] {
    clause.split(separator: ",").flatMap { requirement -> [String] in
      let parts = requirement.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmed() == "Self" else { return [] }
      return parts[1].split(separator: "&").map { bare(String($0)) }
    }
  }
}
