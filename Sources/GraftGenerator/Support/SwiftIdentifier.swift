/// Swift's rule for a plain identifier (no backticks), for names that come from annotations,
/// `graft.json` and folder names before Graft writes them into code.
enum SwiftIdentifier {
  static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
