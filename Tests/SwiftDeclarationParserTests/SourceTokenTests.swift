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
    #expect(!tokens.contains { $0.text == "ignored" })
    let identifiers = tokens.filter { $0.kind == .identifier }.map(\.text)
    #expect(identifiers == ["print", "Session", "shared", "name", "deep", "let", "raw", "code"])
    let session = try #require(tokens.first { $0.text == "Session" })
    #expect(session.location == SourceLocation(line: 3, column: 15))
  }
}
