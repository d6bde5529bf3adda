import SwiftDeclarationParser
import Testing

@testable import GraftAudit

/// A token is packed into sixteen bytes; what goes in comes back out.
@Suite struct AuditTokenTests {
  @Test func kindKeywordLineBreakAndEndComeBackAsStored() {
    let kinds: [SourceToken.Kind] = [.identifier, .number, .string, .regex, .operator, .punctuation, .pound]
    let keywords: [Keyword] = [.none, .if, .switch, .didSet, .return, .yield, .let, .any, .default, .static]
    for kind in kinds {
      for keyword in keywords {
        for startsLine in [false, true] {
          let token = AuditToken(name: Name("x"), start: 1_000, end: 1_007, kind: kind, keyword: keyword, startsLine: startsLine)
          #expect(token.kind == kind && token.keyword == keyword && token.startsLine == startsLine)
          #expect(token.start == 1_000 && token.end == 1_007 && token.name == Name("x"))
        }
      }
    }
    #expect(MemoryLayout<AuditToken>.stride == 16)
  }

  @Test func aTokenLongerThanTheLimitKeepsItsFirstBytesAndItsOtherFields() {
    let token = AuditToken(name: .none, start: 10, end: 10 + 5_000_000, kind: .string, keyword: .none, startsLine: true)
    #expect(Int(token.end) == 10 + AuditToken.maximumLength)
    #expect(token.kind == .string && token.startsLine)
  }

  @Test func eachKeywordIsFoundByItsName() {
    var raw: UInt8 = 1
    while let keyword = Keyword(rawValue: raw) {
      let name = keyword == .initializer ? "init" : String(describing: keyword)
      #expect(Keyword.byName[Name(name)] == keyword, "\(name)")
      raw += 1
    }
    #expect(raw > 30, "every case was read")
  }

  @Test func aFileIsReadIntoTokensWithTheirKeywords() {
    let file = AuditFile(SourceFile(path: "A.swift", text: "func f() {\n  if ready { return `default` }\n}"))
    let read = file.tokens.indices.map { (file.text($0), file.tokens[$0].keyword, file.tokens[$0].startsLine) }
    #expect(read.map(\.0) == ["func", "f", "(", ")", "{", "if", "ready", "{", "return", "`default`", "}", "}"])
    #expect(read.map(\.1) == [.func, .none, .none, .none, .none, .if, .none, .none, .return, .none, .none, .none], "a quoted keyword is a name")
    #expect(read.filter(\.2).map(\.0) == ["func", "if", "}"])
  }
}
