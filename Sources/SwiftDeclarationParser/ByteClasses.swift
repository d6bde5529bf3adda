/// Byte classification for the lexer, over ASCII; every byte at or above 0x80 is taken as part
/// of an identifier (the file's UTF-8 validity is checked separately, once).
enum ByteClass {
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || isDigit(byte) || byte == 0x24
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// `/ = - + ! * % < > & | ^ ~ ?`: the characters an operator is made of.
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
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
