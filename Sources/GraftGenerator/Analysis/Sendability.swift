import GraftSupport

/// Whether a type is visibly `Sendable`: a value type of the standard library or Foundation, a
/// collection or optional of such types, or a type the sources declare `Sendable`. A public
/// type is never implicitly `Sendable`, so a public feature says so only where it can.
struct Sendability: Sendable {
  var index: SourceIndex

  static let knownSendable: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "UUID", "Date", "URL", "Data",
    "Never", "Void", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
  ]

  func isSendable(_ type: String) -> Bool {
    let text = TypeText(type)
    guard !text.isClosure else { return type.contains("@Sendable") }
    return text.leafPaths.allSatisfy { path in
      if Self.knownSendable.contains(TypeNames.bare(path)) { return true }
      guard let declared = index.declaredType(path) else { return false }
      // `Sendable`, `Swift.Sendable`, `@unchecked Sendable`, `Hashable & Sendable`.
      return declared.inheritance.contains { $0.contains("Sendable") }
    }
  }
}
