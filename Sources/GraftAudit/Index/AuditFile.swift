import SwiftDeclarationParser

/// One token as the audit reads it: its `Name`, its bytes, the keyword it is, and whether a line
/// break comes before it. Sixteen bytes: an app's tokens are the audit's largest array, and each
/// detector walks it. A token's length is kept up to 4 MiB; a longer string literal reads as its
/// first 4 MiB.
struct AuditToken: Sendable {
  let name: Name
  let start: UInt32
  /// Kind, line break, keyword and length, in 3, 1, 6 and 22 bits: the kind, read for every
  /// token, with a single mask.
  private let packed: UInt32

  static let maximumLength = (1 << 22) - 1

  init(name: Name, start: UInt32, end: UInt32, kind: SourceToken.Kind, keyword: Keyword, startsLine: Bool) {
    self.name = name
    self.start = start
    let length = UInt32(max(0, min(Int(end) - Int(start), Self.maximumLength)))
    packed = UInt32(kind.rawValue) | (startsLine ? 1 << 3 : 0) | UInt32(keyword.rawValue) << 4 | length << 10
  }

  var end: UInt32 { start + packed >> 10 }
  // Both were stored from a case's raw value: reading them back needs no check.
  var kind: SourceToken.Kind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 0x7), to: SourceToken.Kind.self) }
  var keyword: Keyword { unsafeBitCast(UInt8(truncatingIfNeeded: packed >> 4 & 0x3F), to: Keyword.self) }
  var startsLine: Bool { packed & 0x8 != 0 }
}

/// A parsed file and all of its tokens, lexed once: every detector reads members as ranges of
/// this one array, so that no body is lexed twice and no token becomes a String unless it is
/// reported. A class, so that handing a file to a detector copies a reference, not its arrays.
final class AuditFile: Sendable {
  let source: SourceFile
  let bytes: [UInt8]
  let tokens: [AuditToken]
  /// For each bracket, the index of the bracket that closes or opens it; -1 elsewhere, and for a
  /// bracket left unbalanced.
  let partners: [Int32]

  var path: String { source.path }

  /// Indexes a file parsed already: its bytes are lexed again, in full.
  init(_ source: SourceFile) {
    (tokens, partners, _) = source.withTokens(inBytes: 0..<source.bytes.count) { lexed in
      Self.index(lexed, of: source.bytes, problems: nil)
    }
    self.source = source
    bytes = source.bytes
  }

  /// Lexes `bytes`, then parses them: the parser jumps over every group the lex matched without
  /// damage, so that a body's bytes are read by one lexer instead of two.
  init(path: String, bytes: [UInt8]) {
    let matches: BracketMatches
    (tokens, partners, matches) = SourceFile.withTokens(of: bytes) { lexed, problems in
      Self.index(lexed, of: bytes, problems: problems)
    }
    source = SourceFile(path: path, bytes: bytes, matchedBrackets: matches)
    self.bytes = bytes
  }

  /// The audit's tokens, their brackets' partners and, when the lexer's `problems` are given, the
  /// groups the parser may jump over: those with no damage and no problem inside.
  private static func index(_ lexed: UnsafeBufferPointer<SourceToken>, of bytes: [UInt8], problems: [Int]?)
    -> ([AuditToken], [Int32], BracketMatches)
  {
    let keywords = Keyword.byName
    let tokens = bytes.withUnsafeBufferPointer { bytes in
      // As many as the lexer made, each written once: no append checks its capacity.
      [AuditToken](unsafeUninitializedCapacity: lexed.count) { buffer, initialized in
        for (index, token) in lexed.enumerated() {
          let start = Int(token.start)
          let end = Int(token.end)
          var name = Name.none
          var keyword = Keyword.none
          switch token.kind {
          case .string, .number, .regex:
            break
          case .identifier:
            let quoted = end - start >= 2 && bytes[start] == UInt8(ascii: "`")
            name = quoted ? Name(bytes: bytes, from: start + 1, to: end - 1) : Name(bytes: bytes, from: start, to: end)
            if !quoted { keyword = keywords[name] ?? .none }
          default:
            name = Name(bytes: bytes, from: start, to: end)
          }
          buffer.initializeElement(
            at: index, to: AuditToken(name: name, start: token.start, end: token.end, kind: token.kind, keyword: keyword, startsLine: token.startsLine))
        }
        initialized = lexed.count
      }
    }
    let (partners, jumpable) = pairs(of: tokens, in: bytes, findingJumps: problems != nil)
    guard let problems else { return (tokens, partners, .none) }
    return (tokens, partners, jumps(jumpable, of: tokens, partners: partners, problems: problems))
  }

  /// Brackets paired with a stack. A closing bracket that does not match the innermost open one
  /// closes a matching one at most four levels out, or nothing: broken code stays linear.
  ///
  /// With `findingJumps`, also, one bit per token, the openers of the groups the parser may jump
  /// over: brackets paired as the parser pairs them when it skips a body (a string read whole, so
  /// the tokens of its interpolations left out), with no damage inside: no bracket closed out of
  /// turn, no operator that a parser skipping by bytes could read as the start of a regex literal
  /// (`a+/b/`, `0.../`), and paired the same way here.
  private static func pairs(of tokens: [AuditToken], in bytes: [UInt8], findingJumps: Bool) -> (partners: [Int32], jumpable: [UInt64]) {
    var partners = [Int32](repeating: -1, count: tokens.count)
    var jumpable = [UInt64](repeating: 0, count: findingJumps ? (tokens.count + 63) / 64 : 0)
    var open: [Int] = []
    // The parser's view: openers outside strings, and the depth below which they enclose damage.
    var groups: [Int] = []
    var damagedBelow = 0
    // The end of the last string: an interpolation's tokens follow their string's, inside it.
    var stringEnd: UInt32 = findingJumps ? 0 : .max
    bytes.withUnsafeBufferPointer { bytes in
      for (index, token) in tokens.enumerated() {
        let kind = token.kind
        if kind == .string {
          if token.start >= stringEnd { stringEnd = token.end }
          continue
        }
        if kind == .operator {
          guard token.start >= stringEnd else { continue }
          let start = Int(token.start)
          let end = Int(token.end)
          var damages = bytes[end - 1] == UInt8(ascii: ".") && index + 1 < tokens.count && bytes[Int(tokens[index + 1].start)] == UInt8(ascii: "/")
          var offset = start + 1
          while !damages, offset < end {
            damages = bytes[offset] == UInt8(ascii: "/")
            offset += 1
          }
          if damages { damagedBelow = groups.count }
          continue
        }
        guard kind == .punctuation else { continue }
        let name = token.name
        let outsideStrings = token.start >= stringEnd
        switch name {
        case .openParen, .openBrace, .openBracket:
          open.append(index)
          if outsideStrings { groups.append(index) }
        case .closeParen, .closeBrace, .closeBracket:
          let opener: Name = name == .closeParen ? .openParen : name == .closeBrace ? .openBrace : .openBracket
          var depth = open.count - 1
          while depth >= 0, depth >= open.count - 4, tokens[open[depth]].name != opener { depth -= 1 }
          if depth >= 0, depth >= open.count - 4 {
            partners[index] = Int32(open[depth])
            partners[open[depth]] = Int32(index)
            // Almost always the innermost: `removeLast` costs a fraction of a range's removal.
            if depth == open.count - 1 { open.removeLast() } else { open.removeSubrange(depth...) }
          }
          guard outsideStrings else { continue }
          if let last = groups.last, tokens[last].name == opener {
            groups.removeLast()
            if groups.count >= damagedBelow, partners[index] == Int32(last) { jumpable[last / 64] |= 1 << UInt64(last % 64) }
          } else {
            // Out of turn: everything open holds damage; the innermost matching opener, if any,
            // is closed with the openers above it, as the parser's skipping does.
            damagedBelow = groups.count
            if let depth = groups.lastIndex(where: { tokens[$0].name == opener }) { groups.removeSubrange(depth...) }
          }
          damagedBelow = min(damagedBelow, groups.count)
        default:
          continue
        }
      }
    }
    return (partners, jumpable)
  }

  /// The jumpable groups as byte offsets, in the order of their openers, less those holding one
  /// of the lexer's `problems`.
  private static func jumps(_ jumpable: [UInt64], of tokens: [AuditToken], partners: [Int32], problems: [Int]) -> BracketMatches {
    let count = jumpable.reduce(0) { $0 + $1.nonzeroBitCount }
    var openers: [UInt32] = []
    var closers: [UInt32] = []
    openers.reserveCapacity(count)
    closers.reserveCapacity(count)
    for (word, bits) in jumpable.enumerated() where bits != 0 {
      var bits = bits
      while bits != 0 {
        let opener = word * 64 + bits.trailingZeroBitCount
        bits &= bits - 1
        openers.append(tokens[opener].start)
        closers.append(tokens[Int(partners[opener])].start)
      }
    }
    return BracketMatches(openers: openers, closers: closers, problems: problems)
  }

  /// The tokens whose first byte lies in the bytes `range`.
  func tokenRange(of range: Range<Int>) -> Range<Int> {
    firstToken(atOrAfter: range.lowerBound)..<firstToken(atOrAfter: range.upperBound)
  }

  private func firstToken(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  func text(_ index: Int) -> String {
    source.text(of: SourceToken(kind: tokens[index].kind, start: tokens[index].start, end: tokens[index].end))
  }

  /// The text of tokens `range`, joined without spaces: `Notification.Name("x")`.
  func text(_ range: Range<Int>) -> String {
    range.map(text).joined()
  }

  func location(_ index: Int) -> AuditLocation {
    let location = source.location(of: SourceToken(kind: tokens[index].kind, start: tokens[index].start, end: tokens[index].end))
    return AuditLocation(path: path, line: location.line, column: location.column)
  }

  func name(_ index: Int) -> Name { index >= 0 && index < tokens.count ? tokens[index].name : .none }

  func keyword(_ index: Int) -> Keyword { index >= 0 && index < tokens.count ? tokens[index].keyword : .none }

  func partner(_ index: Int) -> Int? {
    guard index >= 0, index < partners.count, partners[index] >= 0 else { return nil }
    return Int(partners[index])
  }

  /// Whether the identifier at `index` begins with a capital: a type's name, by Swift's convention.
  func isCapitalized(_ index: Int) -> Bool {
    tokens[index].kind == .identifier && isCapital(bytes[Int(tokens[index].start)])
  }

  /// Whether the token's text contains `word` (lower-case ASCII), ignoring case: `keychain` in `KeychainWrapper`.
  func contains(_ index: Int, lowercased word: [UInt8]) -> Bool {
    let start = Int(tokens[index].start)
    let end = Int(tokens[index].end)
    guard end - start >= word.count, let first = word.first else { return false }
    // The first letter alone rules out most places.
    for offset in start...(end - word.count) where bytes[offset] | 0x20 == first && matches(word, at: offset, ignoringCase: true) {
      return true
    }
    return false
  }

  /// The ASCII letters of the token's text, case folded, one bit each (`a` is bit 0).
  func letters(_ index: Int) -> UInt32 {
    Self.letters(of: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
  }

  /// The ASCII letters of `text`, case folded, one bit each (`a` is bit 0): a word can be in a
  /// name only if the name has all of the word's letters.
  static func letters(of text: some Sequence<UInt8>) -> UInt32 {
    var letters: UInt32 = 0
    for byte in text {
      let folded = byte | 0x20
      if folded >= UInt8(ascii: "a"), folded <= UInt8(ascii: "z") { letters |= 1 << UInt32(folded - UInt8(ascii: "a")) }
    }
    return letters
  }

  /// Whether the token's text starts with `word` (lower-case ASCII), ignoring case.
  func hasPrefix(_ index: Int, lowercased word: [UInt8]) -> Bool {
    Int(tokens[index].end) - Int(tokens[index].start) >= word.count && matches(word, at: Int(tokens[index].start), ignoringCase: true)
  }

  /// Whether the token's text ends with `word` (lower-case ASCII), ignoring case: `defaults` in
  /// `kSharedUserDefaults`.
  func hasSuffix(_ index: Int, lowercased word: [UInt8]) -> Bool {
    let end = Int(tokens[index].end)
    return end - Int(tokens[index].start) >= word.count && matches(word, at: end - word.count, ignoringCase: true)
  }

  /// Whether the name starts with the word, as a whole word: `make` in `make` and `makeEditor`,
  /// not in `makeshift`.
  func hasWordPrefix(_ index: Int, lowercased word: [UInt8]) -> Bool {
    guard hasPrefix(index, lowercased: word) else { return false }
    let after = Int(tokens[index].start) + word.count
    return after == Int(tokens[index].end) || isCapital(bytes[after])
  }

  /// Whether the name starts with `word` exactly, then a capital: `show` in `showProfile`, not
  /// in `show`, `shows` or `Show`.
  func hasCamelCasePrefix(_ index: Int, _ word: [UInt8]) -> Bool {
    let start = Int(tokens[index].start)
    return Int(tokens[index].end) - start > word.count && matches(word, at: start, ignoringCase: false) && isCapital(bytes[start + word.count])
  }

  /// Whether `word` is at byte `offset`; with `ignoringCase`, `word` is lower-case ASCII and the
  /// text's letters are compared lower-cased.
  private func matches(_ word: [UInt8], at offset: Int, ignoringCase: Bool) -> Bool {
    let fold: UInt8 = ignoringCase ? 0x20 : 0
    for (position, letter) in word.enumerated() where bytes[offset + position] | fold != letter { return false }
    return true
  }

  private func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

  /// `items` for `$items`: the name a projection projects.
  func projectedName(_ index: Int) -> Name {
    guard isProjection(index) else { return tokens[index].name }
    return bytes.withUnsafeBufferPointer { Name(bytes: $0, from: Int(tokens[index].start) + 1, to: Int(tokens[index].end)) }
  }

  /// `$items`: a property wrapper's projection.
  func isProjection(_ index: Int) -> Bool {
    tokens[index].kind == .identifier && bytes[Int(tokens[index].start)] == UInt8(ascii: "$")
  }
}
