import SwiftDeclarationParser
import Testing

@Suite struct TypeDeclarationTests {
  @Test func genericClassWithWhereClause() throws {
    let file = parse("""
      final class ListViewModel<Item: Identifiable & Sendable, Loader>: ObservableObject, @unchecked Sendable
        where Loader: ItemLoading, Loader.Item == Item {
        @Published var items: [Item] = []
      }
      """)
    let type = try #require(file.declaration("ListViewModel"))
    #expect(type.kind == .class)
    #expect(type.genericParameters == "Item: Identifiable & Sendable, Loader")
    #expect(type.inheritance == ["ObservableObject", "@unchecked Sendable"])
    #expect(type.whereClause == "Loader: ItemLoading, Loader.Item == Item")
    #expect(type.members.map(\.name) == ["items"])
  }

  @Test func classesNestedInExtensionsAndTwoClassesInOneFile() throws {
    let file = parse("""
      extension Settings {
        @MainActor
        final class ViewModel: ObservableObject {
          @Published var isOn = false
        }
      }
      extension Array: Identifiable where Element: Identifiable {}
      final class First {}
      final class Second: First {}
      """)
    let settings = try #require(file.declaration("Settings"))
    #expect(settings.kind == .extension)
    let nested = try #require(settings.member("ViewModel"))
    #expect(nested.kind == .class)
    #expect(nested.attributes == [Attribute(name: "MainActor")])
    #expect(nested.member("isOn")?.initializer == "false")
    let array = try #require(file.declaration("Array"))
    #expect(array.inheritance == ["Identifiable"])
    #expect(array.whereClause == "Element: Identifiable")
    #expect(file.declarations.map(\.name) == ["Settings", "Array", "First", "Second"])
  }

  @Test func enumsWithAssociatedAndRawValues() throws {
    let file = parse("""
      indirect enum Route: Hashable {
        case home, detail(id: UUID, _ animated: Bool = true)
        case tree(Route, [Route])
        case raw = "value"
      }
      """)
    let route = try #require(file.declaration("Route"))
    #expect(route.modifiers == ["indirect"])
    #expect(route.members.map(\.name) == ["home", "detail", "tree", "raw"])
    let detail = try #require(route.member("detail"))
    #expect(detail.parameters == [
      Parameter(label: nil, name: "id", type: "UUID"),
      Parameter(label: "_", name: "animated", type: "Bool", defaultValue: "true"),
    ])
    #expect(route.member("tree")?.parameters.map(\.type) == ["Route", "[Route]"])
    #expect(route.member("tree")?.parameters.allSatisfy { $0.name == nil } == true)
    #expect(route.member("raw")?.initializer == #""value""#)
  }

  @Test func actorsProtocolsTypealiasesAndImports() throws {
    let file = parse("""
      @testable import Notes
      import struct Foundation.UUID
      actor Cache { var entries: [String: Data] = [:] }
      public protocol Loading: AnyObject {
        associatedtype Item: Sendable = String where Item: Hashable
        func load() async throws -> [Item]
      }
      typealias Handler<T> = (T) -> Void
      """)
    #expect(file.declarations.map(\.kind) == [.import, .import, .actor, .protocol, .typealias])
    #expect(file.declarations[0].name == "Notes")
    #expect(file.declarations[0].attributes == [Attribute(name: "testable")])
    #expect(file.declarations[1].name == "Foundation.UUID")
    let item = try #require(file.declaration("Loading")?.member("Item"))
    #expect(item.kind == .associatedtype)
    #expect(item.inheritance == ["Sendable"])
    #expect(item.type == "String")
    #expect(item.whereClause == "Item: Hashable")
    #expect(file.declaration("Handler")?.type == "(T) -> Void")
    #expect(file.declaration("Handler")?.genericParameters == "T")
  }

  @Test func commentsDirectlyAboveADeclaration() throws {
    let file = parse("""
      // Copyright: not attached, a blank line follows.

      /// The screen's model.
      // graft: feature name=EditFeature
      @MainActor
      // between attribute and keyword
      final class A {
        var a = 1 // trailing: belongs to a
        /* block */ var b = 2
        /** doc block */
        var c = 3
      }
      """)
    let type = try #require(file.declaration("A"))
    #expect(type.comments.map(\.text) == [
      "/// The screen's model.", "// graft: feature name=EditFeature", "// between attribute and keyword",
    ])
    #expect(type.comments.map(\.kind) == [.docLine, .line, .line])
    #expect(type.comments[1].content == "graft: feature name=EditFeature")
    #expect(type.comments[1].range.start == SourceLocation(line: 4, column: 1))
    #expect(type.member("a")?.comments == [])
    #expect(type.member("b")?.comments.map(\.kind) == [.block])
    #expect(type.member("c")?.comments.map(\.content) == ["doc block"])
  }

  @Test func deeplyNestedDeclarationsAreCappedNotCrashed() {
    let depth = 500
    let source = String(repeating: "struct S {\n", count: depth) + String(repeating: "}\n", count: depth)
    let file = parse(source)
    #expect(file.errors.isEmpty)
    #expect(file.diagnostics.map(\.message) == ["declarations nested too deeply; the members of this one are skipped"])
    var level = file.declarations.first
    var seen = 0
    while let current = level {
      seen += 1
      level = current.members.first
    }
    #expect(seen == 65)
  }
}
