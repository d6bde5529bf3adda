/// A value of a type for a test to send, written as Swift, that differs from a field's initial
/// value so that the test's assertion sees a change; nil for types Graft cannot make one of.
enum SampleValue {
  static func of(_ type: String, for name: String, differingFrom initial: String?) -> String? {
    switch type {
    case "String": return "\"Sample \(DisplayName.title(name).lowercased())\""
    case "Bool": return initial == "true" ? "false" : "true"
    case "Int": return initial.flatMap(Int.init).map { String($0 + 1) } ?? "1"
    case "Double": return initial == "1.5" ? "2.5" : "1.5"
    default: return nil
    }
  }
}
