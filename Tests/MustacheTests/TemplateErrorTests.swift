import Mustache
import Testing

/// Template errors name the template, line and column, in swiftc's format.
@Suite struct TemplateErrorTests {
  func parseError(_ source: String) -> String? {
    do {
      _ = try Template(name: "Feature.swift.mustache", source: source)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func unclosedSection() {
    #expect(parseError("struct A {\n  {{#fields}}\n  var x\n}") == "Feature.swift.mustache:2:3: error: unclosed section 'fields'")
  }

  @Test func mismatchedClosingTag() {
    #expect(parseError("{{#a}}\n  {{#b}}{{/a}}\n{{/b}}")
      == "Feature.swift.mustache:2:9: error: closing tag 'a' does not match the open section 'b'")
    #expect(parseError("text\n{{/a}}") == "Feature.swift.mustache:2:1: error: closing tag 'a' has no open section")
  }

  @Test func badDelimiterChanges() {
    #expect(parseError("x {{=<% %>}}") == "Feature.swift.mustache:1:3: error: unclosed delimiter change: expected '=}}'")
    #expect(parseError("{{=<%=}}") == "Feature.swift.mustache:1:1: error: bad delimiter change '<%': expected two delimiters without '=' or spaces")
    #expect(parseError("{{=<% a %>=}}") != nil)
  }

  @Test func unclosedAndEmptyTags() {
    #expect(parseError("line\n  {{name") == "Feature.swift.mustache:2:3: error: unclosed tag: expected '}}'")
    #expect(parseError("{{{name}}") == "Feature.swift.mustache:1:1: error: unclosed tag: expected '}}}'")
    #expect(parseError("a {{ }}") == "Feature.swift.mustache:1:3: error: empty tag")
  }

  @Test func unknownPartialIsAnErrorForCodeGenerationAndNothingForTheSpec() throws {
    let template = try Template(name: "Feature.swift.mustache", source: "import X\n\n  {{> header}}\n")
    #expect(throws: MustacheError(templateName: "Feature.swift.mustache", line: 3, column: 3, message: "unknown partial 'header'")) {
      try template.render([:])
    }
    #expect(try template.render([:], options: .specification) == "import X\n\n")
  }

  @Test func errorsInsideAPartialNameThePartial() throws {
    let template = try Template(name: "main", source: "{{> inner}}")
    #expect(throws: MustacheError(templateName: "inner", line: 2, column: 1, message: "unclosed section 'x'")) {
      try template.render([:], partials: DictionaryTemplateLoader(["inner": "ok\n{{#x}}"]))
    }
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    let source = String(repeating: "{{#a}}", count: 100_000)
    #expect(parseError(source) == "Feature.swift.mustache:1:1537: error: sections nested more than 256 deep")
  }

  @Test func endlessRecursionIsAnErrorNotACrash() throws {
    let template = try Template(name: "main", source: "{{> loop}}")
    #expect(throws: MustacheError.self) {
      try template.render([:], partials: DictionaryTemplateLoader(["loop": "x{{> loop}}"]))
    }
  }
}
