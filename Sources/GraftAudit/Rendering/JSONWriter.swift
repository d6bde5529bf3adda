/// Writes pretty-printed JSON byte by byte, in the layout Foundation's `JSONEncoder` gives with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`: two spaces per level, `"key" : value`,
/// an empty array as `[`, a blank line, `]`. A whole app's report is hundreds of kilobytes; written
/// directly it takes a tenth of the time the encoder took. Keys are written in the order given:
/// each caller gives them sorted.
struct JSONWriter {
  private var bytes: [UInt8] = []
  private var depth = 0
  /// Per open object or array, whether it has a value yet.
  private var hasValue: [Bool] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  mutating func array<Element>(_ elements: [Element], _ write: (inout JSONWriter, Element) -> Void) {
    open(UInt8(ascii: "["))
    for element in elements {
      startValue()
      write(&self, element)
    }
    close(UInt8(ascii: "]"))
  }

  /// `"key" : `, inside an object; the value follows.
  mutating func key(_ key: StaticString) {
    startValue()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    let separator: StaticString = "\" : "
    separator.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // Runs without a byte to escape are copied whole.
      var run = 0
      for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        escape(byte)
        run = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      hex.withUTF8Buffer { hex in
        bytes.append(UInt8(ascii: "u"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      }
    }
  }

  mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

  mutating func bool(_ value: Bool) {
    let text: StaticString = value ? "true" : "false"
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// The document written, with the line break that ends a text file.
  mutating func document() -> String {
    bytes.append(UInt8(ascii: "\n"))
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    hasValue.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    let hadValue = hasValue.removeLast()
    depth -= 1
    bytes.append(UInt8(ascii: "\n"))
    // An empty array is `[`, a blank line, `]`, as the encoder writes it.
    if !hadValue { bytes.append(UInt8(ascii: "\n")) }
    indent()
    bytes.append(bracket)
  }

  /// A comma after the previous value, a new line and the indentation.
  private mutating func startValue() {
    if hasValue[hasValue.count - 1] { bytes.append(UInt8(ascii: ",")) }
    hasValue[hasValue.count - 1] = true
    bytes.append(UInt8(ascii: "\n"))
    indent()
  }

  private mutating func indent() {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}
