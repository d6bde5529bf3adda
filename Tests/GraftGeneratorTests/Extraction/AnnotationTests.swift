import GraftGenerator
import SwiftDeclarationParser
import Testing

@Suite struct AnnotationTests {
  func extract(_ source: String, types: Set<String> = []) -> ViewModelExtractor.Result {
    ViewModelExtractor(selectedTypes: types).extract(from: SourceFile(path: "VM.swift", text: source))
  }

  @Test func featureOptions() throws {
    let result = extract("""
      // graft: feature name=Editor bridge=uikit seed legacyController=EditorViewController tests=xctest
      final class EditorViewModel {}
      """)
    #expect(result.diagnostics.isEmpty)
    let options = try #require(result.viewModels.first?.options)
    #expect(options.name == "Editor")
    #expect(options.bridge == .uikit)
    #expect(options.seed)
    #expect(options.legacyController == "EditorViewController")
    #expect(options.tests == .xctest)
    #expect(result.viewModels.first?.featureName == "Editor")
  }

  @Test func classAnnotationErrorsAreAtTheWord() {
    let result = extract("""
      // graft: feature bridge=web colour legacyView=EditView ignore
      final class EditViewModel {}
      """)
    #expect(result.diagnostics.map(\.description) == [
      "VM.swift:1:19: error: 'bridge' is one of: swiftui, uikit, both, none",
      "VM.swift:1:30: error: unknown graft annotation 'colour'; expected one of: bridge, feature, legacyController, legacyView, name, seed, tests",
      "VM.swift:1:37: error: 'legacyView' names the screen of the reverse bridge and needs 'seed'",
      "VM.swift:1:57: error: 'ignore' belongs on a member of the view model, not on its class",
    ])
  }

  @Test func contradictionsOnTheClass() {
    let result = extract("""
      // graft: feature seed legacyView=A legacyController=B name=1bad
      final class EditViewModel {}
      """)
    #expect(result.diagnostics.map(\.message) == [
      "'legacyView' and 'legacyController' contradict each other: the legacy screen is one or the other",
      "'name=' needs a Swift identifier",
    ])
  }

  @Test func memberAnnotationErrors() {
    let result = extract("""
      // graft: feature
      final class EditViewModel {
        // graft: ignore state
        var a = 1
        // graft: type=Int
        var b = 2
        // graft: action
        var c = 3
        // graft: shared
        var d = 4
        // graft: seed
        var e = 5
        // graft: dependency key=notes.client
        let f: Service
        // graft: state type=
        var g = 6
      }
      """)
    #expect(result.diagnostics.map(\.description) == [
      "VM.swift:3:20: error: 'ignore' and 'state' contradict each other: a member has one role",
      "VM.swift:5:13: error: 'type=' goes with 'state'",
      "VM.swift:5:13: error: this annotation gives no role: write 'ignore', 'state', 'action', 'delegate', 'dependency' or 'shared'",
      "VM.swift:7:13: error: 'action' applies to methods",
      "VM.swift:9:13: error: 'shared' needs 'owner=legacy' or 'owner=tca': every shared datum has exactly one owner",
      "VM.swift:11:13: error: 'seed' belongs on the view model's class, not on a member",
      "VM.swift:13:24: error: 'key=' needs a Swift identifier",
      "VM.swift:15:19: error: 'type=' needs the type to use in State",
    ])
  }

  @Test func misplacedAnnotations() {
    let result = extract("""
      // graft: seed
      struct Settings {
        // graft: ignore
        var a = 1
      }
      final class Plain {
        // graft: state
        var b = 2
      }
      """)
    #expect(result.viewModels.isEmpty)
    #expect(result.diagnostics.map(\.description) == [
      "VM.swift:1:11: error: a graft annotation on struct 'Settings' needs 'feature': only a view model's class starts a feature",
      "VM.swift:3:13: error: 'a' is annotated, but 'Settings' is not a feature: add '// graft: feature' to it",
      "VM.swift:7:13: error: 'b' is annotated, but 'Plain' is not a feature: add '// graft: feature' to it",
    ])
  }
}

@Suite struct ExtractionTests {
  func extract(_ source: String, types: Set<String> = []) -> ViewModelExtractor.Result {
    ViewModelExtractor(selectedTypes: types).extract(from: SourceFile(path: "VM.swift", text: source))
  }

  @Test func nestedViewModelsAndSeveralPerFile() {
    let result = extract("""
      import Foundation
      import Combine

      extension Settings {
        // graft: feature
        final class ViewModel: ObservableObject {}
      }
      // graft: feature
      @Observable final class InboxModel {}
      final class NotAnnotated {}
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.viewModels.map(\.qualifiedName) == ["Settings.ViewModel", "InboxModel"])
    #expect(result.viewModels.map(\.featureName) == ["SettingsFeature", "InboxFeature"])
    #expect(result.viewModels.map(\.screenName) == ["Settings", "Inbox"])
    #expect(result.viewModels.map(\.observation) == [.observableObject, .observable])
    #expect(result.viewModels.first?.imports.map(\.module) == ["Foundation", "Combine"])
  }

  @Test func typeSelectsAnUnannotatedClass() {
    let source = "final class LegacyViewModel { var a = 1 }\nfinal class Other {}"
    #expect(extract(source).viewModels.isEmpty)
    #expect(extract(source, types: ["LegacyViewModel"]).viewModels.map(\.name) == ["LegacyViewModel"])
    #expect(extract(source, types: ["LegacyViewModel"]).viewModels.first?.observation == .plain)
  }

  @Test func actorsAndGenericViewModelsAreErrors() {
    let result = extract("""
      // graft: feature
      actor Cache {}
      // graft: feature
      final class ListViewModel<Item> {}
      """)
    #expect(result.viewModels.isEmpty)
    #expect(result.diagnostics.map(\.description) == [
      "VM.swift:1:4: error: 'Cache' is an actor: an actor's state is isolated to it and cannot be mirrored into State; keep it as a dependency",
      "VM.swift:3:4: error: 'ListViewModel<Item>' is generic: a feature's State needs concrete types; generate from a non-generic subclass or typealias",
    ])
  }

  @Test func aPropertyInIfAndElseBranchesIsOneMember() throws {
    let result = extract("""
      // graft: feature
      final class A: ObservableObject {
        #if DEBUG
        @Published var endpoint = "http://localhost"
        #else
        @Published var endpoint = "https://example.com"
        #endif
        @Published var other = 1
      }
      """)
    let members = try #require(result.viewModels.first?.members)
    #expect(members.map(\.name) == ["endpoint", "other"])
    #expect(members[0].branches.map(\.conditions) == [["DEBUG"], ["!DEBUG"]])
  }
}
