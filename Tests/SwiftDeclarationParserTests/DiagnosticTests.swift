import SwiftDeclarationParser
import Testing

/// Damaged input is reported at swiftc's `path:line:column` and the rest of the file is kept.
@Suite struct DiagnosticTests {
  @Test func unterminatedStringRecoversAtTheEndOfItsLine() {
    let file = parse("""
      struct S {
        var broken = "no end
        var fine = 1
      }
      """, path: "Sources/S.swift")
    #expect(file.diagnostics.map(\.description) == ["Sources/S.swift:2:16: error: unterminated string literal"])
    #expect(file.declaration("S")?.members.map(\.name) == ["broken", "fine"])
  }

  /// One diagnostic is one line: code a message quotes across lines is joined with spaces.
  @Test func aMessageQuotingCodeOnSeveralLinesIsPrintedOnOne() {
    let diagnostic = Diagnostic(
      path: "VM.swift", location: SourceLocation(line: 3, column: 5), severity: .warning,
      message: "'formatter = with(DateFormatter()) {\n    $0.dateStyle = .short\n  }' is left out")
    #expect(diagnostic.description == "VM.swift:3:5: warning: 'formatter = with(DateFormatter()) { $0.dateStyle = .short }' is left out")
  }

  @Test func unterminatedCommentAndMultilineString() {
    let comment = parse("struct A {}\n/* never closed\nstruct B {}")
    #expect(comment.diagnostics.map(\.description) == ["Test.swift:2:1: error: unterminated '/*' comment"])
    #expect(comment.declarations.map(\.name) == ["A"])
    let string = parse("struct A {}\nlet s = \"\"\"\nnever closed\n")
    #expect(string.errors.map(\.description) == ["Test.swift:2:9: error: unterminated string literal"])
  }

  @Test func unbalancedBrackets() {
    let missingBrace = parse("struct A {\n  func f() {\n    call(\n  }\n}\nstruct B {}")
    #expect(missingBrace.errors.map(\.description) == ["Test.swift:3:9: error: expected ')' to match this '('"])
    #expect(missingBrace.declarations.map(\.name) == ["A", "B"])
    #expect(missingBrace.declaration("A")?.member("f")?.body != nil)

    let extraBrace = parse("struct A {}\n}\nstruct B {}")
    #expect(extraBrace.errors.map(\.description) == ["Test.swift:2:1: error: extraneous '}' at top level"])
    #expect(extraBrace.declarations.map(\.name) == ["A", "B"])

    let unclosedType = parse("class A {\n  var a = 1\n")
    #expect(unclosedType.errors.map(\.description) == ["Test.swift:1:9: error: expected '}' to match this '{'"])
    #expect(unclosedType.declaration("A")?.member("a") != nil)
  }

  @Test func invalidUTF8AndNulBytes() {
    var bytes = Array("struct A {}\nlet x = \"".utf8)
    bytes += [0xFF, 0xC3]
    bytes += Array("\"\nstruct B {}\n".utf8)
    bytes += [0]
    bytes += Array("struct C {}\n".utf8)
    let file = SourceFile(path: "Bad.swift", bytes: bytes)
    #expect(file.diagnostics.map(\.description) == [
      "Bad.swift:2:10: error: invalid UTF-8 found in source file",
      "Bad.swift:2:11: error: invalid UTF-8 found in source file",
      "Bad.swift:4:1: error: nul character embedded in the file",
    ])
    #expect(file.declarations.map(\.name) == ["A", "x", "B", "C"])
  }

  @Test func strayTokensInAMemberListAreSkipped() {
    let file = parse("struct A {\n  var a = 1\n  ) garbage\n  @Published\n  var b = 2\n}")
    #expect(file.declaration("A")?.members.map(\.name) == ["a", "b"])
    #expect(file.errors.map(\.description) == ["Test.swift:3:3: error: unexpected ')' without a matching opening bracket"])
  }
}
