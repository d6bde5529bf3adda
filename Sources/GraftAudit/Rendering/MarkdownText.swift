/// Markdown written straight into one buffer of UTF-8. A big app's report has thousands of
/// table rows of a few cells each; building each line, each cell and each location as a String
/// of its own, then joining them, took as long as the rest of the report's assembly.
struct MarkdownText {
  private(set) var bytes: [UInt8] = []
  /// Inside a table row a `|` would end the cell: what is appended there is escaped.
  private var inRow = false

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// `line`, then a line break.
  mutating func line(_ line: String = "") {
    append(line)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Text as it is, escaped inside a table row.
  mutating func append(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      guard inRow, utf8.contains(UInt8(ascii: "|")) else { return bytes.append(contentsOf: utf8) }
      for byte in utf8 {
        if byte == UInt8(ascii: "|") { bytes.append(UInt8(ascii: "\\")) }
        bytes.append(byte)
      }
    }
  }

  /// A number in decimal.
  mutating func append(_ number: Int) {
    guard number >= 10 || number < 0 else { return bytes.append(UInt8(ascii: "0") + UInt8(number)) }
    append(String(number))
  }

  /// `` `value` ``.
  mutating func code(_ value: String) {
    bytes.append(UInt8(ascii: "`"))
    append(value)
    bytes.append(UInt8(ascii: "`"))
  }

  /// `` `path:line:column` ``.
  mutating func code(_ location: AuditLocation) {
    bytes.append(UInt8(ascii: "`"))
    append(location.path)
    bytes.append(UInt8(ascii: ":"))
    append(location.line)
    bytes.append(UInt8(ascii: ":"))
    append(location.column)
    bytes.append(UInt8(ascii: "`"))
  }

  /// Each of `items` written by `write`, with `separator` between them; `—` for none.
  mutating func list<Item>(_ items: [Item], separator: String, _ write: (inout MarkdownText, Item) -> Void) {
    guard !items.isEmpty else { return append("—") }
    for (index, item) in items.enumerated() {
      if index > 0 { append(separator) }
      write(&self, item)
    }
  }

  /// Starts a table row; `nextCell()` goes between its cells and `endRow()` after the last.
  mutating func startRow() {
    append("| ")
    inRow = true
  }

  mutating func nextCell() {
    inRow = false
    append(" | ")
    inRow = true
  }

  mutating func endRow() {
    inRow = false
    append(" |\n")
  }

  /// `other`'s text after this one's.
  mutating func append(_ other: MarkdownText) { bytes += other.bytes }
}
