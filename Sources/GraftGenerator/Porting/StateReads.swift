/// The fields a ported expression reads from State, found in its text: `state.items` in
/// `.delegate(.select(state.items[index].id))`. A ported expression writes every field as
/// `state.` and its name, so the text says which it reads.
enum StateReads {
  /// The fields read, in the order first read.
  static func fields(in text: String) -> [String] {
    var found: [String] = []
    _ = replacing(in: text) { field in
      if !found.contains(field) { found.append(field) }
      return nil
    }
    return found
  }

  /// The text with `state.field` replaced by the name `replacement` gives for the field (kept
  /// where it gives nil).
  static func replacing(in text: String, _ replacement: (String) -> String?) -> String {
    let bytes = Array(text.utf8)
    let prefix = Array("state.".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let startsName = index == 0 || !isIdentifier(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".")
      if startsName, bytes[index...].starts(with: prefix) {
        var end = index + prefix.count
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        if end > index + prefix.count {
          let field = String(decoding: bytes[(index + prefix.count)..<end], as: UTF8.self)
          if let name = replacement(field) {
            result += Array(name.utf8)
            index = end
            continue
          }
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
  }
}
