import Mustache
import Testing

/// Behaviour beyond the specification that Graft relies on.
@Suite struct RenderingTests {
  struct Field: MustacheObject {
    var name: String
    var type: String
    var isBindable: Bool
  }

  struct Feature: MustacheObject {
    var name: String
    var fields: [Field]
    var comment: String?

    // A computed key beside the stored ones.
    func mustacheValue(forKey key: String) -> MustacheValue? {
      key == "hasBindings" ? .bool(fields.contains(where: \.isBindable)) : reflectedValue(forKey: key)
    }
  }

  @Test func swiftValuesRenderWithoutConversion() throws {
    let feature = Feature(
      name: "EditNote",
      fields: [Field(name: "text", type: "String", isBindable: true), Field(name: "isSaving", type: "Bool", isBindable: false)],
      comment: nil)
    let template = try Template(name: "state", source: """
      struct {{name}}State {
        {{#fields}}
        var {{name}}: {{type}}{{#isBindable}} // bindable{{/isBindable}}
        {{/fields}}
        {{#comment}}
        // {{comment}}
        {{/comment}}
        {{^comment}}
        // no comment
        {{/comment}}
        {{#hasBindings}}
        // has bindings
        {{/hasBindings}}
      }

      """)
    #expect(try template.render(.object(feature)) == """
      struct EditNoteState {
        var text: String // bindable
        var isSaving: Bool
        // no comment
        // has bindings
      }

      """)
  }

  @Test func noHTMLEscapingByDefault() throws {
    let template = try Template(name: "t", source: "{{type}} {{{type}}}")
    #expect(try template.render(["type": "Result<[Note], any Error> & \"x\""]) == "Result<[Note], any Error> & \"x\" Result<[Note], any Error> & \"x\"")
    #expect(try template.render(["type": "<T>"], options: RenderOptions(escapesHTML: true)) == "&lt;T&gt; <T>")
  }

  @Test func layeredLoaderLetsATeamOverrideOneBlock() throws {
    let defaults = DictionaryTemplateLoader([
      "Reducer": "struct {{name}} {\n  {{$body}}\n  var body: some Reducer { EmptyReducer() }\n  {{/body}}\n}\n",
    ])
    let team = DictionaryTemplateLoader([
      "Reducer.team": "{{<Reducer}}{{$body}}\n// team body for {{name}}\n{{/body}}{{/Reducer}}\n",
    ])
    let loader = LayeredTemplateLoader([team, defaults])
    let standard = try Template(name: "main", source: "{{>Reducer}}").render(["name": "A"], partials: loader)
    #expect(standard == "struct A {\n  var body: some Reducer { EmptyReducer() }\n}\n")
    let overridden = try Template(name: "main", source: "{{>Reducer.team}}").render(["name": "A"], partials: loader)
    #expect(overridden == "struct A {\n  // team body for A\n}\n")
  }

  @Test func reflectionReachesNestedOptionalsAndArrays() throws {
    struct Wrapper: MustacheObject {
      var inner: Field?
      var tags: [String]
    }
    let value = Wrapper(inner: Field(name: "n", type: "T", isBindable: false), tags: ["a", "b"])
    let template = try Template(name: "t", source: "{{inner.name}}:{{#tags}}[{{.}}]{{/tags}}")
    #expect(try template.render(.object(value)) == "n:[a][b]")
  }

  @Test func blockNamesInOrderNestedAndInSectionsOnce() throws {
    let template = try Template(name: "t", source: """
      {{$header}}top{{$title}}T{{/title}}{{/header}}
      {{#items}}{{$row}}{{.}}{{/row}}{{/items}}
      {{$header}}again{{/header}}
      """)
    #expect(template.blockNames == ["header", "title", "row"])
    #expect(try Template(name: "plain", source: "{{a}}{{#b}}{{c}}{{/b}}").blockNames.isEmpty)
  }
}

/// Typed contexts: `Encodable` values as Mustache sees them, and the strict mode that makes a
/// name no context has an error instead of empty text.
@Suite struct EncodedContextTests {
  struct Field: Encodable {
    var name: String
    var note: String?
    var isLast: Bool
  }

  struct Context: Encodable {
    var title: String
    var count: Int
    var fields: [Field]
    var footer: String?
  }

  let context = Context(
    title: "State", count: 2,
    fields: [Field(name: "text", note: "a note", isLast: false), Field(name: "isOn", note: nil, isLast: true)], footer: nil)

  @Test func encodableValuesRenderByTheirCodingKeys() throws {
    let template = try Template(name: "t", source: "{{title}} ({{count}}): {{#fields}}{{name}}{{#note}} [{{note}}]{{/note}}{{^isLast}}, {{/isLast}}{{/fields}}{{^footer}}.{{/footer}}")
    #expect(try template.render(MustacheEncoder.encode(context), options: .strict) == "State (2): text [a note], isOn.")
  }

  /// A nil optional is a key whose value is null: found, and falsey.
  @Test func nilIsAKeyWithNoValue() throws {
    guard case let .dictionary(values) = try MustacheEncoder.encode(context) else {
      Issue.record("a struct encodes as a dictionary")
      return
    }
    guard case .null? = values["footer"] else {
      Issue.record("footer is null, not absent: \(String(describing: values["footer"]))")
      return
    }
  }

  @Test func strictRenderingNamesTheMissingKeyAtItsTag() throws {
    let template = try Template(name: "Graft.swift", source: "ok {{title}}\n  {{#fields}}{{nmae}}{{/fields}}\n")
    #expect {
      try template.render(MustacheEncoder.encode(context), options: .strict)
    } throws: { error in
      (error as? MustacheError)?.description
        == "Graft.swift:2:14: error: 'nmae' is not a key of the context here; a misspelt name, or one the context does not have"
    }
    // Without strictness, the specification's behaviour: nothing is written.
    #expect(try template.render(MustacheEncoder.encode(context)) == "ok State\n  \n")
  }

  @Test func aMissingKeyInsideAPartialIsReportedInThePartial() throws {
    let partials = DictionaryTemplateLoader(["row": "{{name}} {{colour}}\n"])
    let template = try Template(name: "list", source: "{{#fields}}\n{{>row}}\n{{/fields}}\n")
    #expect {
      try template.render(MustacheEncoder.encode(context), partials: partials, options: .strict)
    } throws: { error in
      (error as? MustacheError).map { $0.templateName == "row" && $0.line == 1 && $0.column == 10 } == true
    }
  }
}
