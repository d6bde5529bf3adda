/// A value of a type for a test to send, written as Swift, that differs from a field's initial
/// value so that the test's assertion sees a change; nil for types Graft cannot make one of.
enum SampleValue {
  /// `enumCases` are the cases of value-less enums by type: a sample is one of them, other
  /// than the initial one.
  static func of(_ type: String, for name: String, differingFrom initial: String?, enumCases: [String: [String]] = [:]) -> String? {
    if let cases = enumCases[type] {
      let initialCase = initial.map { String($0.split(separator: ".").last ?? "") }
      return cases.first { $0 != initialCase }.map { "." + $0 }
    }
    switch type {
    case "String":
      let sample = "\"Sample \(DisplayName.title(name).lowercased())\""
      return sample == initial ? "\"Another \(DisplayName.title(name).lowercased())\"" : sample
    case "Bool": return initial == "true" ? "false" : "true"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
      return initial.flatMap(Int.init).map { String($0 + 1) } ?? "1"
    case "Double", "Float", "CGFloat", "TimeInterval", "Decimal": return initial == "1.5" ? "2.5" : "1.5"
    // Dependencies' deterministic UUID, as ZeroValue's `UUID(0)`.
    case "UUID": return initial == "UUID(1)" ? "UUID(2)" : "UUID(1)"
    case "Date": return initial == "Date(timeIntervalSince1970: 1_000)" ? "Date(timeIntervalSince1970: 2_000)" : "Date(timeIntervalSince1970: 1_000)"
    case "URL": return initial == "URL(filePath: \"/sample\")" ? "URL(filePath: \"/another\")" : "URL(filePath: \"/sample\")"
    // Foundation's own initializers, on every platform (`IndexPath(row:section:)` is UIKit's).
    case "IndexPath": return initial == "IndexPath(indexes: [0, 1])" ? "IndexPath(indexes: [0, 2])" : "IndexPath(indexes: [0, 1])"
    case "Data": return initial == "Data([1, 2, 3])" ? "Data([4, 5, 6])" : "Data([1, 2, 3])"
    // Geometry, which Foundation declares on every platform (on Apple's, through CoreGraphics).
    case "CGPoint": return initial == "CGPoint(x: 1, y: 2)" ? "CGPoint(x: 3, y: 4)" : "CGPoint(x: 1, y: 2)"
    case "CGSize": return initial == "CGSize(width: 1, height: 2)" ? "CGSize(width: 3, height: 4)" : "CGSize(width: 1, height: 2)"
    case "CGRect":
      return initial == "CGRect(x: 1, y: 2, width: 3, height: 4)" ? "CGRect(x: 5, y: 6, width: 7, height: 8)" : "CGRect(x: 1, y: 2, width: 3, height: 4)"
    default: return nil
    }
  }
}
