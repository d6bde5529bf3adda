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
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal":
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

  /// A value of a type of the sources, made with its memberwise initializer from zero values:
  /// `Todo(id: 0, title: "", isDone: false)`; nil for a class, or a struct with an initializer of
  /// its own (which hides the memberwise one).
  static func constructed(_ type: String, in index: SourceIndex, depth: Int = 0) -> String? {
    if let zero = of(type) { return zero }
    guard depth < 3, let declared = index.declaredType(type.trimmed()) else { return nil }
    if declared.kind == .enum {
      let cases = declared.declaration.members.filter { $0.kind == .enumCase }
      return cases.first(where: { $0.parameters.isEmpty }).map { "." + $0.name }
    }
    guard declared.kind == .struct, !declared.declaration.members.contains(where: { $0.kind == .initializer }) else { return nil }
    var arguments: [String] = []
    for member in declared.declaration.members where (member.kind == .var || member.kind == .let) && !member.hasModifier("static") {
      // Computed properties and those with a value of their own are not the initializer's.
      guard member.accessors.isEmpty, member.initializer == nil else { continue }
      guard let memberType = member.type, let value = constructed(memberType, in: index, depth: depth + 1) else { return nil }
      arguments.append("\(member.name): \(value)")
    }
    return type.trimmed() + "(" + arguments.joined(separator: ", ") + ")"
  }
}
