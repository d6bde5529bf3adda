import Testing

@testable import GraftGenerator
import SwiftDeclarationParser

@Suite struct LibraryNameQualifierTests {
  @Test func onlyTheClashingNamesAreQualifiedAndOnlyWhereTheyAreNames() {
    let text = """
      // A Store in a comment stays; so does "Store" in a string.
      return Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """
    #expect(LibraryNameQualifier.qualify(text, ["Store", "Reducer"]) == """
      // A Store in a comment stays; so does "Store" in a string.
      return ComposableArchitecture.Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @ComposableArchitecture.Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """)
    #expect(LibraryNameQualifier.qualify(text, []) == text)
    #expect(LibraryNameQualifier.clashes(with: ["Store", "Note", "Effect"]) == ["Store", "Effect"])
  }

  /// Only the names Graft's code or the templates in use write take TCA's module: the app's own
  /// `PresentationState`, which no built-in template writes, is the only one its files mean.
  @Test func anAppsNameNoFileOfGraftsWritesKeepsItsBareName() throws {
    #expect(TemplateSet.builtIn.libraryNamesWritten(among: ["PresentationState", "Store", "StoreOf", "TestStore", "View"]) == ["Store", "StoreOf", "TestStore", "View"])
    #expect(TemplateSet.builtIn.libraryNamesWritten(among: []).isEmpty)
    #expect(LibraryNameQualifier.namesWritten(among: ["Presents", "PresentationState"], byTemplates: ["@Presents var destination: Destination.State?"]) == ["Presents"])
    let presentation = SourceFile(path: "Sources/App/PresentationState.swift", text: "enum PresentationState: Equatable { case hidden, shown }\n")
    let source = SourceFile(path: "Sources/App/BillViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class BillViewModel: ObservableObject {
        @Published var presentation: PresentationState = .hidden
        func show() { presentation = .shown }
      }
      """)
    let output = try FeatureGenerator().generate([source], context: [presentation])
    let owned = try #require(output.files.first { $0.name == "BillViewModel+Graft.swift" }?.contents)
    #expect(owned.contains("var presentation: PresentationState = .hidden"))
    #expect(!owned.contains("ComposableArchitecture.PresentationState"))
  }

  /// `any Store` is the app's protocol: TCA's `Store` is a class, never an existential. TCA's
  /// protocols after `any` are still TCA's.
  @Test func anExistentialOfTheAppsProtocolKeepsItsName() {
    let text = """
      static func bridgeStore(store: any Store) -> StoreOf<InfoFeature> {
        return Store(initialState: State()) { InfoFeature() }
      }
      let reducers: [any Reducer<State, Action>] = []
      """
    #expect(LibraryNameQualifier.qualify(text, ["Store", "Reducer"]) == """
      static func bridgeStore(store: any Store) -> StoreOf<InfoFeature> {
        return ComposableArchitecture.Store(initialState: State()) { InfoFeature() }
      }
      let reducers: [any ComposableArchitecture.Reducer<State, Action>] = []
      """)
  }

  /// An app's own `View` (a `UIView` subclass of its UIKit code) leaves SwiftUI's to be written
  /// with its module; a feature's `State` is its own, never qualified.
  @Test func swiftUIsNamesAreWrittenWithTheirModuleWhereTheAppDeclaresThem() {
    let text = """
      struct ProfileFeatureView: View {
        var body: some View { Form { Text("Name") } }
      }
      let state = State()
      case view(View)
      """
    let clashing = LibraryNameQualifier.clashes(with: ["View", "Text", "State"])
    #expect(clashing == ["View", "Text"])
    #expect(LibraryNameQualifier.qualify(text, clashing) == """
      struct ProfileFeatureView: SwiftUI.View {
        var body: some SwiftUI.View { Form { SwiftUI.Text("Name") } }
      }
      let state = State()
      case view(View)
      """)
  }

  /// A library Graft has not read (`import Material`, which declares `open class View: UIView`)
  /// may take SwiftUI's names: the file that imports it writes them with their module; the
  /// team's view, which does not import it, keeps the plain names.
  @Test func aFileImportingAnUnreadLibraryWritesSwiftUIsNamesWithTheirModule() throws {
    func files(importing library: String) throws -> [String: String] {
      let source = """
        import \(library)
        import UIKit
        // graft: feature
        final class InboxViewModel {
          var title = ""
          func refresh() { title = "" }
        }
        """
      let output = try FeatureGenerator().generate([SourceFile(path: "Sources/App/InboxViewModel.swift", text: source)])
      return Dictionary(uniqueKeysWithValues: output.files.map { ($0.name, $0.contents) })
    }
    let material = try files(importing: "Material")
    let owned = try #require(material["InboxViewModel+Graft.swift"])
    #expect(owned.contains("import Material"))
    #expect(owned.contains(": SwiftUI.View {") && owned.contains("some SwiftUI.View {"))
    #expect(!owned.contains(": View {") && !owned.contains("some View {"))
    #expect(try #require(material["InboxFeatureView.swift"]).contains(": View {"))
    // Apple's frameworks are known: nothing of theirs takes SwiftUI's names.
    let combine = try #require(try files(importing: "Combine")["InboxViewModel+Graft.swift"])
    #expect(combine.contains(": View {") && !combine.contains("SwiftUI.View"))
  }
}
