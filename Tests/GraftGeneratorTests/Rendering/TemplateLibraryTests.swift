import Foundation
import GraftTestSupport
import Mustache
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// The built-in templates are the files in `Templates`, carried in the binary;
/// rendering is strict, so that a template and its context cannot drift apart unnoticed.
@Suite struct TemplateLibraryTests {
  @Test func theLibraryIsTheTemplatesFolder() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.templates.path).filter { $0.hasSuffix(".mustache") }
    #expect(Set(files.map { String($0.dropLast(".mustache".count)) }) == Set(TemplateLibrary.names))
    for file in files {
      let text = try String(contentsOf: Repository.templates.appendingPathComponent(file), encoding: .utf8)
      #expect(TemplateLibrary.defaults[String(file.dropLast(".mustache".count))] == text, "\(file) differs from the embedded copy")
    }
  }

  @Test func everyBuiltInTemplateParses() throws {
    for (name, parsed) in TemplateLibrary.parsedDefaults {
      #expect(throws: Never.self, "\(name)") { try parsed.get() }
    }
  }

  /// A team template that reads a key its context does not have fails at the tag, instead of
  /// writing nothing there.
  @Test func aMisspeltKeyFailsAtItsTag() throws {
    let team = DictionaryTemplateLoader(["View.swift": "struct {{feature}}View {\n  // {{featur}}\n}\n"])
    let model = try #require(FeaturePipeline().run([SourceFile(path: "A.swift", text: """
      // graft: feature
      final class AViewModel: ObservableObject { @Published var on = false }
      """)]).first?.features.first?.model)
    #expect {
      try TeamFileRenderer.view(model, templates: TemplateSet(LayeredTemplateLoader([team, TemplateLibrary.loader])))
    } throws: { error in
      (error as? MustacheError)?.description == "View.swift.mustache:2:6: error: 'featur' is not a key of the context here; a misspelt name, or one the context does not have"
    }
  }

  /// A team's `Property.swift` changes how every field Graft declares is written.
  @Test func aTeamPartialChangesEveryDeclarationOfItsKind() throws {
    let team = DictionaryTemplateLoader(["Property.swift": "{{access}}{{keyword}} {{name}}{{#type}}: {{type}}{{/type}} // from the team\n"])
    let source = SourceFile(path: "A.swift", text: """
      // graft: feature
      final class AViewModel: ObservableObject {
        @Published var title: String = "x"
        @Published var count = 0
      }
      """)
    let model = try #require(FeaturePipeline().run([source]).first?.features.first?.model)
    let text = try GraftFileRenderer.render([model], templates: TemplateSet(LayeredTemplateLoader([team, TemplateLibrary.loader])))
    #expect(text.contains("    var title: String // from the team\n"))
    #expect(text.contains("    var count // from the team\n"))
  }
}
