/// Byte classification for the lexer, over ASCII; every byte at or above 0x80 is taken as part
/// of an identifier (the file's UTF-8 validity is checked separately, once).
///
/// Each byte's classes are one entry of a table, one bit per class: the lexer's loops, which
/// cross every byte of a file, test a byte with one load instead of a chain of comparisons. A
/// lexer keeps its own copy of this pointer-sized value, so that its loops read the table from
/// a stored property instead of checking, at every byte, that the shared one is initialized.
struct ByteClasses: @unchecked Sendable {
  /// The table, built once and never freed (256 bytes for the life of the process), and never
  /// written after: safe to read from any thread.
  static let ascii = ByteClasses()

  private let table: UnsafePointer<UInt8>

  private init() {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0...255 {
      table[byte] = Self.classes(of: UInt8(byte)).rawValue
    }
    self.table = UnsafePointer(table)
  }

  func isIdentifierHead(_ byte: UInt8) -> Bool { has(byte, .identifierHead) }

  func isIdentifierBody(_ byte: UInt8) -> Bool { has(byte, .identifierBody) }

  func isDigit(_ byte: UInt8) -> Bool { has(byte, .digit) }

  /// `/ = - + ! * % < > & | ^ ~ ?`: the characters an operator is made of.
  func isOperatorCharacter(_ byte: UInt8) -> Bool { has(byte, .operatorCharacter) }

  func isHorizontalSpace(_ byte: UInt8) -> Bool { has(byte, .horizontalSpace) }

  /// The bytes a skipped group must look at: brackets, and what starts a string, a comment, a
  /// regex literal, a `#` directive or literal, a backticked name; NUL, to report it; and the
  /// other control characters, which count as code, unlike the spaces and line breaks.
  func mattersInGroup(_ byte: UInt8) -> Bool { has(byte, .mattersInGroup) }

  @inline(__always)
  private func has(_ byte: UInt8, _ classes: Classes) -> Bool { table[Int(byte)] & classes.rawValue != 0 }

  private struct Classes: OptionSet {
    let rawValue: UInt8
    static let identifierHead = Classes(rawValue: 1)
    static let identifierBody = Classes(rawValue: 2)
    static let digit = Classes(rawValue: 4)
    static let operatorCharacter = Classes(rawValue: 8)
    static let horizontalSpace = Classes(rawValue: 16)
    static let mattersInGroup = Classes(rawValue: 32)
  }

  private static func classes(of byte: UInt8) -> Classes {
    var classes: Classes = []
    let isHead = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    let isDigit = byte >= 0x30 && byte <= 0x39
    if isHead { classes.insert(.identifierHead) }
    if isHead || isDigit || byte == 0x24 { classes.insert(.identifierBody) }
    if isDigit { classes.insert(.digit) }
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: classes.insert(.operatorCharacter)
    default: break
    }
    if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C { classes.insert(.horizontalSpace) }
    // Controls but tab, line feed, vertical tab, form feed and carriage return; `"`, `#`, `(`,
    // `)`, `/`, `[`, `]`, `` ` ``, `{`, `}`.
    switch byte {
    case 0x00...0x08, 0x0E...0x1F, 0x22, 0x23, 0x28, 0x29, 0x2F, 0x5B, 0x5D, 0x60, 0x7B, 0x7D: classes.insert(.mattersInGroup)
    default: break
    }
    return classes
  }
}

enum ASCII {
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let leftParen: UInt8 = 0x28
  static let rightParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let comma: UInt8 = 0x2C
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let at: UInt8 = 0x40
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let backtick: UInt8 = 0x60
  static let leftBrace: UInt8 = 0x7B
  static let rightBrace: UInt8 = 0x7D
}
