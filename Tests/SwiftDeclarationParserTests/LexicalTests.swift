import SwiftDeclarationParser
import Testing

@Suite struct LexicalTests {
  @Test func stringsWithBracesAndQuotesInInterpolation() throws {
    let file = parse(#"""
      struct S {
        var a = "{ \("}" + "\"") }"
        var b = "\(dict["key", default: "{"]) \(f(g("(")))"
        var c = 1
      }
      """#)
    let type = try #require(file.declaration("S"))
    #expect(type.members.map(\.name) == ["a", "b", "c"])
    #expect(type.member("a")?.initializer == #""{ \("}" + "\"") }""#)
    #expect(file.diagnostics.isEmpty)
  }

  @Test func multilineAndRawStringsWithInterpolationThatHoldsStrings() throws {
    let file = parse(##"""
      struct S {
        var multi = """
          line "one" { \("""
            nested """ + "x")
          """
        var raw = #"a "quoted" \#("in\(terp)") \(not) }"#
        var rawer = ##"one "# still"##
        var after = 0
      }
      """##)
    let type = try #require(file.declaration("S"))
    #expect(type.members.map(\.name) == ["multi", "raw", "rawer", "after"])
    #expect(type.member("multi")?.initializer?.hasSuffix("  \"\"\"") == true)
    #expect(type.member("raw")?.initializer == ##"#"a "quoted" \#("in\(terp)") \(not) }"#"##)
    #expect(type.member("rawer")?.initializer == ###"##"one "# still"##"###)
    #expect(file.diagnostics.isEmpty)
  }

  @Test func rawStringsThatHoldQuotes() throws {
    let file = parse(####"""
      struct Escaper {
        func escape(_ message: String) -> String {
          message.replacingOccurrences(of: #"""#, with: #"\""#)
        }
        var pair = #""""#
        var text = #"""say "hi""#
        var deeper = ##"""#"##
        var multi = #"""
          a "# and """ inside
          """#
        var after = 0
      }
      """####)
    let type = try #require(file.declaration("Escaper"))
    #expect(file.diagnostics.isEmpty)
    #expect(type.members.map(\.name) == ["escape", "pair", "text", "deeper", "multi", "after"])
    #expect(type.member("pair")?.initializer == ##"#""""#"##)
    #expect(type.member("text")?.initializer == ##"#"""say "hi""#"##)
    #expect(type.member("deeper")?.initializer == ###"##"""#"##"###)
    #expect(type.member("multi")?.initializer?.hasSuffix(##""""#"##) == true)
  }

  @Test func hashbangLine() throws {
    let file = parse("""
      #!/usr/bin/env swift
      import Foundation
      struct Script {}
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(file.declarations.map(\.name) == ["Foundation", "Script"])
    // Anywhere but the first line, `#!` is not Swift.
    #expect(!parse("import Foundation\n#!/usr/bin/env swift\n").diagnostics.isEmpty)
  }

  @Test func regexLiterals() throws {
    let file = parse("""
      struct S {
        let slug = #/[a-z]{2,64}/#
        let bare = /[}{]+/
        let extended = #/
          ^ \\d{3} # a comment with }
          /#
        var ratio = a / b / c
        var after = 1
      }
      """)
    let type = try #require(file.declaration("S"))
    #expect(type.members.map(\.name) == ["slug", "bare", "extended", "ratio", "after"])
    #expect(type.member("slug")?.initializer == "#/[a-z]{2,64}/#")
    #expect(type.member("bare")?.initializer == "/[}{]+/")
    #expect(type.member("ratio")?.initializer == "a / b / c")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func crlfLineEndingsByteOrderMarkAndTabs() throws {
    let source = "\u{FEFF}import Foundation\r\n\r\n// graft: feature\r\nclass A {\r\n\t@Published var a:\tInt = 1\r\n\tfunc f() {\r\n\t}\r\n}\r\n"
    let file = parse(source)
    #expect(file.diagnostics.isEmpty)
    #expect(file.declarations.map(\.name) == ["Foundation", "A"])
    // The BOM takes 3 bytes but no column: swiftc counts from the first character.
    #expect(file.declarations[0].range.start == SourceLocation(line: 1, column: 4))
    let type = try #require(file.declaration("A"))
    #expect(type.range.start == SourceLocation(line: 4, column: 1))
    #expect(type.comments.map(\.text) == ["// graft: feature"])
    let member = try #require(type.member("a"))
    #expect(member.type == "Int")
    #expect(member.range.start == SourceLocation(line: 5, column: 2))
    #expect(type.member("f")?.body?.end == SourceLocation(line: 7, column: 3))
  }

  @Test func loneCarriageReturnsEndLines() {
    let file = parse("class A {}\rclass B {}\r")
    #expect(file.declaration("B")?.range.start == SourceLocation(line: 2, column: 1))
  }

  @Test func numbersAndOperatorsDoNotConfuseDeclarations() throws {
    let file = parse("""
      struct S {
        var hex = 0xFF_FF
        var float = 1.5e-3
        var range = 0..<10
        var spread = 1...5
        var optional = value ?? .default
        var custom = a <*> b
      }
      """)
    let type = try #require(file.declaration("S"))
    #expect(type.members.compactMap(\.initializer) == ["0xFF_FF", "1.5e-3", "0..<10", "1...5", "value ?? .default", "a <*> b"])
  }
}
