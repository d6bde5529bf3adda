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
