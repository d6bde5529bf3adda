import GraftSupport
import SwiftDeclarationParser

/// The values a call of a service's method may leave out, which the feature's call of the
/// client's endpoint writes out instead: a client's closure has no defaults.
enum CallDefaults {
  /// Each parameter's default, where it is a value that reads nothing of the declaring type's:
  /// a literal (`0`, `nil`, `.medium`) or one that names the place of the call (`#fileID`, `#line`).
  static func of(_ method: Declaration) -> [String?] {
    method.parameters.map { parameter in
      parameter.defaultValue.map { $0.trimmed() }.flatMap { isConstant($0) ? $0 : nil }
    }
  }

  /// The defaults of a protocol extension's `implementation` of a requirement of the same
  /// signature, when its body only calls the requirement with each of its values as it is given
  /// (`func track(event: Event, file: String = #file) { track(event: event, file: file) }`):
  /// a call that leaves them out is the requirement's call with them. Nil when the body does more.
  static func forwarded(by implementation: Declaration) -> [String?]? {
    var text = Substring((implementation.bodyText ?? "").trimmed())
    guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    text = Substring(text.dropFirst().dropLast().trimmed())
    for keyword in ["return ", "try ", "await ", "self."] where text.hasPrefix(keyword) {
      text = Substring(text.dropFirst(keyword.count).trimmed())
    }
    let forwarded = implementation.parameters.map { parameter in
      (parameter.argumentLabel.map { $0 + ": " } ?? "") + (parameter.boundName ?? "_")
    }
    let call = implementation.name + "(" + forwarded.joined(separator: ", ") + ")"
    guard text.filter({ !$0.isWhitespace }) == call.filter({ !$0.isWhitespace }) else { return nil }
    return of(implementation)
  }

  private static func isConstant(_ text: String) -> Bool {
    ["#file", "#fileID", "#filePath", "#line", "#column", "#function"].contains(text) || InitializerPort.isLiteral(text)
  }
}
