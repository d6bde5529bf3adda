/// The lexical classes the declaration parser needs. Keywords are identifiers: the parser
/// decides from context, as Swift does for its many contextual keywords.
enum TokenKind: UInt8, Sendable {
  case endOfFile
  case identifier
  case number
  case stringLiteral
  case regexLiteral
  case `operator`
  case leftParen, rightParen
  case leftBrace, rightBrace
  case leftBracket, rightBracket
  case comma, colon, semicolon, period
  case at
  case backslash
  /// `#if`, `#else`, `#selector`, `#Preview`…: the `#` and the word after it.
  case poundKeyword
  case lineComment
  case blockComment
  case unknown

  var isComment: Bool { self == .lineComment || self == .blockComment }

  var isOpeningBracket: Bool { self == .leftParen || self == .leftBrace || self == .leftBracket }

  var isClosingBracket: Bool { self == .rightParen || self == .rightBrace || self == .rightBracket }

  var closingBracket: TokenKind {
    switch self {
    case .leftParen: .rightParen
    case .leftBracket: .rightBracket
    default: .rightBrace
    }
  }
}

/// One token: its class and byte span, plus what the parser needs to know of the whitespace
/// before it (line breaks end statements; a blank line detaches a comment).
struct Token: Sendable {
  var kind: TokenKind
  var start: Int
  var end: Int
  /// Line breaks between the previous token (or comment) and this one, capped at 2.
  var newlinesBefore: UInt8
  /// Whether any whitespace or comment separates this token from the previous one.
  var hasSpaceBefore: Bool

  var startsLine: Bool { newlinesBefore > 0 }
  var followsBlankLine: Bool { newlinesBefore > 1 }
}
