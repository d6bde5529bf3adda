/// A problem found in a source file, printed the way swiftc prints its own so that Xcode and
/// SwiftPM show it inline: `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Codable {
    case error
    case warning
    case note
  }

  public var path: String
  public var location: SourceLocation
  public var severity: Severity
  public var message: String

  public init(path: String, location: SourceLocation, severity: Severity, message: String) {
    self.path = path
    self.location = location
    self.severity = severity
    self.message = Self.oneLine(message)
  }

  /// A message on one line, as an IDE reads one diagnostic per line: code it quotes that spans
  /// lines (`with(DateFormatter()) {⏎ $0.dateStyle = …`) has each line break and the indentation
  /// after it as one space.
  static func oneLine(_ message: String) -> String {
    guard message.contains(where: \.isNewline) else { return message }
    var result = ""
    var breaking = false
    for character in message {
      if character.isNewline {
        breaking = true
      } else if breaking, character == " " || character == "\t" {
        continue
      } else {
        if breaking, result.last != " " { result.append(" ") }
        breaking = false
        result.append(character)
      }
    }
    return result
  }

  public var description: String {
    "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}

/// A diagnostic before it has a path and a line: stages that work on bytes record offsets.
struct PendingDiagnostic: Sendable {
  var offset: Int
  var severity: Diagnostic.Severity
  var message: String
}
