@testable import GraftGenerator
import Testing

@Suite struct BodyTextTests {
  @Test func theBracesBlankEdgesAndCommonIndentationGo() {
    let body = "{\n\n        let note = \"é 🎉\"  \n            save(note)\t\n\n        done()\n    }"
    #expect(BodyText.inner(body) == "let note = \"é 🎉\"\n    save(note)\n\ndone()")
  }

  @Test func windowsLineEndingsAndOneLineBodies() {
    #expect(BodyText.inner("{\r\n    a()\r\n    b()\r\n}") == "a()\nb()")
    #expect(BodyText.inner("{ isSaving = true }") == "isSaving = true")
    #expect(BodyText.inner("{}") == "")
    #expect(BodyText.inner("{ \n \t\n}") == "")
  }
}
