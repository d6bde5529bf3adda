/// A problem in a template, at `template-name:line:column` in swiftc's format, so that an
/// editor can jump to it.
public struct MustacheError: Error, Hashable, Sendable, CustomStringConvertible {
  public var templateName: String
  /// 1-based.
  public var line: Int
  /// 1-based, in UTF-8 bytes.
  public var column: Int
  public var message: String

  public init(templateName: String, line: Int, column: Int, message: String) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(templateName):\(line):\(column): error: \(message)" }
}
