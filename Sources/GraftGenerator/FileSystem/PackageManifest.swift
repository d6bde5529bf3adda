/// What Graft reads of a `Package.swift` without running it: the names of its regular targets
/// (`.target(name: "Feed", …)`, `.executableTarget`, `.macro`), not its tests' or plugins'.
/// Comments and strings aside, the way `TargetBuildSettings` reads its settings.
enum PackageManifest {
  static func regularTargets(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    let calls = [".target(", ".executableTarget(", ".macro("].map { Array($0.utf8) }
    let label = Array("name:".utf8)
    var names: [String] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "."):
        guard let call = calls.first(where: { bytes[index...].starts(with: $0) }) else { break }
        // `name: "Feed"`, the call's first argument.
        var position = index + call.count
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n") { position += 1 }
        guard bytes[position...].starts(with: label),
          let open = bytes[(position + label.count)...].firstIndex(of: UInt8(ascii: "\"")),
          let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
        else { break }
        names.append(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
        index = close
      default:
        break
      }
      index += 1
    }
    return names
  }
}
