import GraftSupport

/// Whether a type can live in `State: Equatable`, as far as its text and the sources tell: a
/// reason when it visibly cannot, nil when nothing says it cannot.
struct Equatability: Sendable {
  var index: SourceIndex

  /// Framework value types that do not conform to `Equatable`.
  static let knownNotEquatable: Set<String> = [
    "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "CGAffineTransform", "NSRange",
  ]

  func reasonItIsNot(_ type: String) -> String? {
    let text = TypeText(type)
    if text.isClosure { return "a closure is not Equatable" }
    let words = type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    if words.contains("any") || words.contains("some") { return "an existential ('any P') is not Equatable" }
    for path in text.leafPaths {
      let name = TypeNames.bare(path)
      if name == "Any" || name == "AnyObject" { return "'\(name)' is not Equatable" }
      if Self.knownNotEquatable.contains(name) { return "\(name) does not conform to Equatable" }
      guard let declared = index.declaredType(path) else { continue }
      let conforms = declared.inheritance.contains { ["Equatable", "Hashable", "Identifiable & Equatable", "NSObject"].contains($0) }
      switch declared.kind {
      case .protocol:
        return "'\(name)' is a protocol, and a value of a protocol type is not Equatable"
      case .class where !conforms:
        return "'\(name)' is a class, a reference rather than a value"
      case .class:
        // Equatable or not, a class in State is shared and changes behind the store's back.
        return "'\(name)' is a class: State would share a reference to it rather than hold a value"
      case .actor:
        return "'\(name)' is an actor; State holds values"
      default:
        continue
      }
    }
    return nil
  }
}
