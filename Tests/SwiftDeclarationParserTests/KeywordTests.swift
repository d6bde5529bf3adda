import Testing

@testable import SwiftDeclarationParser

/// The keywords' spellings are written out beside their cases; a case added without its spelling,
/// or out of order, would make the parser read one keyword as another.
@Suite struct KeywordTests {
  @Test func eachKeywordIsSpelledAsItsCaseIsNamed() {
    #expect(Keyword.spellings == Keyword.allCases.map { String(describing: $0) })
  }

  @Test func eachKeywordIsRecognisedFromItsBytesAndALongerWordIsNot() {
    for keyword in Keyword.allCases {
      let exact = Array(String(describing: keyword).utf8)
      let longer = exact + Array("s".utf8)
      exact.withUnsafeBufferPointer { #expect(Keyword($0, 0, $0.count) == keyword) }
      longer.withUnsafeBufferPointer { #expect(Keyword($0, 0, $0.count) == nil, "\(keyword)s") }
    }
  }
}
