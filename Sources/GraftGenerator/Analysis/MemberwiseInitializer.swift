import GraftSupport
import SwiftDeclarationParser

/// The initializer Swift writes for a struct that declares none of its own: its stored
/// properties in order, those with a value of their own free to be left out. A test may build
/// a value through it, and knows the value by its text, only where two values built from the
/// same arguments are equal: every stored property's own value is a fixed literal (not
/// `UUID()`, `Date()`, `Date.now`).
struct MemberwiseInitializer {
  struct Parameter {
    var name: String
    var type: String?
    var isDefaulted: Bool
  }

  var parameters: [Parameter]
  /// Whether two values made from the same arguments are equal.
  var makesEqualValues: Bool

  /// Nil where the struct has no memberwise initializer another file may call: it declares an
  /// initializer, or a private stored property makes that initializer private.
  init?(of declaration: Declaration) {
    guard declaration.kind == .struct, !declaration.members.contains(where: { $0.kind == .initializer }) else { return nil }
    var parameters: [Parameter] = []
    for member in Self.storedProperties(of: declaration) {
      if member.hasModifier("private") || member.hasModifier("fileprivate") { return nil }
      // A `let` with a value of its own is no parameter.
      if member.kind == .let, member.initializer != nil { continue }
      parameters.append(Parameter(name: member.name, type: member.type, isDefaulted: member.initializer != nil))
    }
    self.parameters = parameters
    self.makesEqualValues = !Self.makesValuesOfItsOwn(declaration)
  }

  /// Whether a struct gives each of its values something of its own when made, whatever
  /// initializer makes it: a stored property whose value is not a fixed literal (`let id =
  /// UUID()`, `var createdAt = Date.now`).
  static func makesValuesOfItsOwn(_ declaration: Declaration) -> Bool {
    storedProperties(of: declaration).contains { member in member.initializer.map { !isFixed($0) } ?? false }
  }

  /// The instance properties that hold a value: observers keep a property stored, a getter
  /// makes it computed.
  private static func storedProperties(of declaration: Declaration) -> [Declaration] {
    declaration.members.filter { member in
      (member.kind == .var || member.kind == .let) && !member.hasModifier("static")
        && member.accessors.allSatisfy { $0.kind == "didSet" || $0.kind == "willSet" }
    }
  }

  /// Whether a call with these labels is this initializer's: its parameters in order, the
  /// defaulted ones free to be left out.
  func accepts(_ labels: [String?]) -> Bool {
    var remaining = labels[...]
    for parameter in parameters {
      if remaining.first == parameter.name {
        remaining.removeFirst()
      } else if !parameter.isDefaulted {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// Whether a stored property's value is the same each time: a literal, or a case written
  /// `.draft` (not `.now`, which reads the clock).
  static func isFixed(_ value: String) -> Bool {
    let value = value.trimmed()
    if ["true", "false", "nil", "[]", "[:]"].contains(value) || Double(value.replacingOccurrences(of: "_", with: "")) != nil { return true }
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\(") { return true }
    return value.hasPrefix(".") && value != ".now" && value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
