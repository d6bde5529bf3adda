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
}
