import GraftSupport

/// The obvious "nothing" of a type, written as Swift: what an unimplemented dependency endpoint
/// returns, and what a test's initial State starts a seed value from. Nil when a type has none
/// Graft can write.
enum ZeroValue {
  static func of(_ type: String) -> String? {
    let type = type.trimmed()
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
    if type.hasPrefix("Set<") { return "[]" }
    // A publisher that finishes at once: what a stream nobody has set up yet sends.
    if type.hasPrefix("AnyPublisher<") { return "Empty().eraseToAnyPublisher()" }
    switch type {
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal",
      "TimeInterval":
      return "0"
    case "Bool": return "false"
    case "String": return "\"\""
    case "Data": return "Data()"
    // `UUID(0)` is Dependencies' deterministic UUID, which ComposableArchitecture exports.
    case "UUID": return "UUID(0)"
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case "URL": return "URL(filePath: \"/\")"
    default: return nil
    }
  }
}
