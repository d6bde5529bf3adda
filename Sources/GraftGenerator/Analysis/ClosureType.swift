import GraftSupport

/// A closure property's type read apart: `((UIViewController, _ modal: Bool) -> Void)?` has
/// the parameters `UIViewController` and `modal: Bool`, and the signature
/// `(UIViewController, Bool) -> Void`; attributes such as `@MainActor` are dropped, since the
/// bridge writes its own.
struct ClosureType {
  var parameters: [Value]
  var signature: ClosureSignature

  static let maximumLayers = 8

  init?(_ type: String) {
    guard TypeText(type).isClosure else { return nil }
    var text = Substring(type.trimmed())
    // A few layers of parentheses and optionality at most: more is no closure a person wrote,
    // and unwrapping each layer rescans the text.
    var layers = 0
    while true {
      while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
      // Attributes: `@MainActor @Sendable (…) -> …`.
      while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
      // Parentheses around the whole function type: `((Note) -> Void)`.
      guard text.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(text), text.index(after: close) == text.endIndex else { break }
      layers += 1
      guard layers <= Self.maximumLayers else { return nil }
      text = text[text.index(after: text.startIndex)..<close]
    }
    guard text.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(text) else { return nil }
    let inner = text[text.index(after: text.startIndex)..<close]
    var parameters: [Value] = TopLevelSplit.split(inner, on: ",").enumerated().compactMap { index, element in
      let element = element.trimmed()
      guard !element.isEmpty, element != "Void", element != "()" else { return nil }
      // `_ modal: Bool` → label `modal`; `Bool` → no label.
      if let colon = element.firstIndex(of: ":"), !element[..<colon].contains("(") {
        let names = element[..<colon].split(separator: " ").map(String.init)
        let label = names.last ?? "value\(index)"
        return Value(label: label, name: label, type: element[element.index(after: colon)...].trimmed())
      }
      return Value(label: nil, name: Self.variableName(forType: element) ?? "value\(index)", type: element)
    }
    // Two unlabelled values of one type would share a name.
    let counts = Dictionary(parameters.map { ($0.name, 1) }, uniquingKeysWith: +)
    for index in parameters.indices where counts[parameters[index].name, default: 0] > 1 {
      parameters[index].name = "value\(index)"
    }
    self.parameters = parameters
    // What follows the parameters: `async throws -> Bool`.
    let rest = text[text.index(after: close)...]
    let arrow = rest.range(of: "->")
    let effects = (arrow.map { rest[..<$0.lowerBound] } ?? rest).split(separator: " ")
    signature = ClosureSignature(
      parameterTypes: parameters.map(\.type), isAsync: effects.contains("async"),
      isThrowing: effects.contains("throws") || effects.contains("rethrows"),
      returnType: arrow.map { rest[$0.upperBound...].trimmed() } ?? "Void")
  }

  /// `Note` → `note`, `UIViewController` → `uiViewController`, `[Note]` → nil.
  static func variableName(forType type: String) -> String? {
    var name = type
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // In `UIView`, the V begins the next word; in `URL` every letter is the acronym.
    let prefix = upper > 1 && upper < characters.count ? upper - 1 : upper
    return String(characters[..<prefix]).lowercased() + String(characters[prefix...])
  }
}
