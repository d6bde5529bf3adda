import Mustache
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// What `graft eject` writes, whatever the team's templates look like.
@Suite struct FeatureEjectorTests {
  static let viewModel = SourceFile(path: "Sources/App/ToggleViewModel.swift", text: """
    import Foundation

    // graft: feature
    final class ToggleViewModel {
      var isOn = false
      func toggle() { isOn.toggle() }
    }

    """)

  @Test func theMarkGoesOnTheFeaturesFirstExtension() throws {
    let ejection = try FeatureEjector(generator: FeatureGenerator()).eject("ToggleFeature", from: [Self.viewModel])
    #expect(ejection.file.name == "ToggleFeature+Core.swift")
    #expect(ejection.file.owner == .team)
    #expect(ejection.file.contents.components(separatedBy: "// graft: ejected\nextension ToggleFeature {").count == 2)
    // Read back, the file ejects the feature: generation skips it with a warning at the annotation.
    let ejected = SourceFile(path: "Sources/App/ToggleFeature+Core.swift", text: ejection.file.contents)
    #expect(ViewModelExtractor.ejectedFeatures(in: [ejected]) == ["ToggleFeature": "Sources/App/ToggleFeature+Core.swift:9"])
    let result = try FeatureGenerator().generate([Self.viewModel, ejected])
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.description) == [
      "Sources/App/ToggleViewModel.swift:3:4: warning: ToggleFeature was ejected (its code is the team's, marked 'graft: ejected' at "
        + "Sources/App/ToggleFeature+Core.swift:9); delete this annotation, and 'ToggleViewModel' once nothing uses it"
    ])
  }

  /// The `==` of a type the feature's own file declares goes with the feature; that of a type
  /// another source declares stays in that source's Graft-owned file, and the header says to
  /// declare the conformance on the type.
  @Test func aSharedTypesConformanceStaysWithItsSource() throws {
    let route = SourceFile(path: "Sources/App/Route.swift", text: "struct Route {\n  var name: String\n}\n")
    let viewModel = SourceFile(path: "Sources/App/MapViewModel.swift", text: """
      struct Pin {
        var title: String
      }

      // graft: feature
      final class MapViewModel {
        var route = Route(name: "")
        var pin = Pin(title: "")
        func clear() { route = Route(name: "") }
      }

      """)
    let ejection = try FeatureEjector(generator: FeatureGenerator()).eject("MapFeature", from: [viewModel, route])
    #expect(ejection.file.contents.contains("extension Pin: Equatable {"))
    #expect(!ejection.file.contents.contains("extension Route: Equatable {"))
    #expect(ejection.file.contents.contains("// declare `Equatable` on it (Route.swift:1)."))
  }

  @Test func aTemplateWithoutTheExtensionGetsAnEmptyOneToCarryTheMark() throws {
    let templates = LayeredTemplateLoader([
      DictionaryTemplateLoader(["Graft.swift": "struct {{feature}}State {}\n"]), TemplateLibrary.loader,
    ])
    let ejection = try FeatureEjector(generator: FeatureGenerator(templates: templates)).eject("ToggleFeature", from: [Self.viewModel])
    #expect(ejection.file.contents.hasSuffix("import Foundation\nstruct ToggleFeatureState {}\n\n// graft: ejected\nextension ToggleFeature {}\n"))
    let ejected = SourceFile(path: "Core.swift", text: ejection.file.contents)
    #expect(ViewModelExtractor.ejectedFeatures(in: [ejected]).keys.sorted() == ["ToggleFeature"])
  }
}
