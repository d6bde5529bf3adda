import SwiftDeclarationParser
import Testing

@Suite struct SourceTokenTests {
  @Test func aSpanIsTokenizedWithoutCommentsAndWithTheCodeOfInterpolations() throws {
    let file = SourceFile(path: "A.swift", text: """
      func f() {
        // Session.shared.ignored = true
        print("Hi \\(Session.shared.name), \\("nested \\(deep)")") /* x */
        let raw = #"\\(notCode) \\#(code)"#
      }
      """)
    let body = try #require(file.declarations.first?.body)
    let tokens = file.tokens(in: body)
    #expect(!tokens.contains { file.text(of: $0) == "ignored" })
    let identifiers = tokens.filter { $0.kind == .identifier }.map(file.text(of:))
    #expect(identifiers == ["print", "Session", "shared", "name", "deep", "let", "raw", "code"])
    let session = try #require(tokens.first { file.text(of: $0) == "Session" })
    #expect(file.location(of: session) == SourceLocation(line: 3, column: 15))
  }

  @Test func theWholeFileIsTheSameTokensAsItsParts() {
    let file = SourceFile(path: "A.swift", text: "struct A { var b = \"\\(c)\" }\nlet d = 1")
    let whole = file.tokens(inBytes: 0..<file.bytes.count)
    #expect(whole.map(file.text(of:)) == ["struct", "A", "{", "var", "b", "=", "\"\\(c)\"", "c", "}", "let", "d", "=", "1"])
    #expect(zip(whole, whole.dropFirst()).allSatisfy { $0.start < $1.start }, "in offset order, interpolations included")
  }

  /// Every ASCII byte between two letters: a name continues through letters, digits, `_` and
  /// `$` (and any byte of a multi-byte character), and stops at everything else.
  @Test func aNameContinuesThroughExactlyTheIdentifierCharacters() {
    for byte in UInt8(0x21)...UInt8(0x7E) {
      let character = Character(Unicode.Scalar(byte))
      let file = SourceFile(path: "A.swift", text: "a\(character)b")
      let tokens = file.tokens(inBytes: 0..<file.bytes.count)
      let continues = character.isLetter || character.isNumber || character == "_" || character == "$"
      #expect((tokens.first.map(file.text(of:)) == "a\(character)b") == continues, "after \(character)")
    }
    let file = SourceFile(path: "A.swift", text: "café_2 = 1")
    #expect(file.tokens(inBytes: 0..<file.bytes.count).first.map(file.text(of:)) == "café_2")
  }

  /// Text denser than the lexer's first guess (a token per six bytes): `v0,v1,…` is two tokens
  /// in three bytes, so the tokens outgrow the room first made for them.
  @Test func denseTextKeepsEveryTokenInOrder() {
    let names = (0..<3_000).map { "v\($0 % 10)" }
    let file = SourceFile(path: "A.swift", text: "let x = [" + names.joined(separator: ",") + "]")
    let tokens = file.tokens(inBytes: 0..<file.bytes.count)
    #expect(tokens.count == 4 + 2 * names.count)
    #expect(tokens.filter { $0.kind == .identifier }.dropFirst(2).map(file.text(of:)) == names)
    #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end <= $1.start })
  }
}
