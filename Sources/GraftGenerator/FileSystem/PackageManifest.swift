/// What Graft reads of a `Package.swift` without running it, as text, comments and strings
/// aside: its targets' declarations (`.target(name: "Feed", …)`), for the modules its sources
/// belong to (`regularTargets`) and the settings each target holds (`TargetBuildSettings`).
enum PackageManifest {
  /// How a target is declared; the regular ones are a module of the app's code.
  static let targetCalls = [".target", ".executableTarget", ".testTarget", ".macro", ".plugin"].map { Array($0.utf8) }
  private static let regularCalls = [".target", ".executableTarget", ".macro"].map { Array($0.utf8) }

  /// The names of the manifest's regular targets (`.target`, `.executableTarget`, `.macro`), not
  /// its tests' or plugins'.
  static func regularTargets(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    var names: [String] = []
    forEachCodeOffset(in: bytes) { index in
      guard bytes[index] == UInt8(ascii: "("), isCall(before: index, in: bytes, oneOf: regularCalls), let name = targetName(after: index, in: bytes)
      else { return }
      names.append(name)
    }
    return names
  }

  /// Calls `visit` with the offset of each byte outside string literals and `//` comments.
  static func forEachCodeOffset(in bytes: [UInt8], _ visit: (Int) -> Void) {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      default:
        visit(index)
      }
      index += 1
    }
  }

  /// Whether the parenthesis at `parenthesis` opens one of `calls` (`.target(`).
  static func isCall(before parenthesis: Int, in bytes: [UInt8], oneOf calls: [[UInt8]] = targetCalls) -> Bool {
    calls.contains { call in parenthesis >= call.count && bytes[(parenthesis - call.count)..<parenthesis].elementsEqual(call) }
  }

  /// `name: "Feed"`, the first name after a target call's parenthesis.
  static func targetName(after parenthesis: Int, in bytes: [UInt8]) -> String? {
    let label = Array("name:".utf8)
    var position = parenthesis
    while position + label.count < bytes.count, !bytes[position..<(position + label.count)].elementsEqual(label) { position += 1 }
    guard let open = bytes[(position + label.count)...].firstIndex(of: UInt8(ascii: "\"")),
      let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
    else { return nil }
    return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
  }
}
