import SwiftDeclarationParser
import Testing

@Suite struct PropertyTests {
  @Test func attributesOnTheirOwnLinesAndStacked() throws {
    let file = parse("""
      class A {
        @MainActor
        @Published
        var a = 1
        @available(iOS 15, *) @objc dynamic var b: Int = 2
      }
      """)
    let a = try #require(file.declaration("A")?.member("a"))
    #expect(a.attributes == [Attribute(name: "MainActor"), Attribute(name: "Published")])
    #expect(a.initializer == "1")
    let b = try #require(file.declaration("A")?.member("b"))
    #expect(b.attributes == [Attribute(name: "available", arguments: "iOS 15, *"), Attribute(name: "objc")])
    #expect(b.modifiers == ["dynamic"])
    #expect(b.type == "Int")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func accessModifiersWithSetterDetail() throws {
    let file = parse("""
      class A {
        @Published private (set) var spaced = false
        public private(set) var both: [String] = []
        nonisolated(unsafe) var unsafe = 0
        unowned(safe) let owner: Owner
      }
      """)
    let type = try #require(file.declaration("A"))
    #expect(type.member("spaced")?.modifiers == ["private(set)"])
    #expect(type.member("spaced")?.attributes == [Attribute(name: "Published")])
    #expect(type.member("both")?.modifiers == ["public", "private(set)"])
    #expect(type.member("both")?.type == "[String]")
    #expect(type.member("unsafe")?.modifiers == ["nonisolated(unsafe)"])
    #expect(type.member("owner")?.modifiers == ["unowned(safe)"])
    #expect(type.member("owner")?.kind == .let)
  }

  /// An attribute's arguments after a space (`@Environment (\.openURL)`), which Swift accepts in
  /// a declaration's header; on the next line, `(` is no argument list of the attribute.
  @Test func attributeArgumentsAfterASpace() throws {
    let file = parse("""
      struct V {
        @Environment (\\.openURL) var openURL
        @State var url: URL?
        func f(handler: @escaping (Int) -> Void) {}
      }
      """)
    let type = try #require(file.declaration("V"))
    #expect(type.member("openURL")?.attributes == [Attribute(name: "Environment", arguments: "\\.openURL")])
    #expect(type.member("url")?.attributes == [Attribute(name: "State")])
    #expect(type.member("f")?.parameters.first?.type == "@escaping (Int) -> Void")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func typeAnnotationThatContinuesOnTheNextLine() throws {
    let file = parse("""
      class A {
        var handler: (Int)
          -> Void
        var dictionary: [String:
          Int] = [:]
        var long: Result<String,
                         Error>
        var next = 1
      }
      """)
    let type = try #require(file.declaration("A"))
    #expect(type.member("handler")?.type == "(Int) -> Void")
    #expect(type.member("dictionary")?.type == "[String: Int]")
    #expect(type.member("dictionary")?.initializer == "[:]")
    #expect(type.member("long")?.type == "Result<String, Error>")
    #expect(type.members.map(\.name) == ["handler", "dictionary", "long", "next"])
  }

  @Test func closureTypedPropertiesAndTuples() throws {
    let file = parse("""
      final class A {
        var present: ((UIViewController, _ modal: Bool) -> Void)?
        var done: (() -> ())?
        var point: (x: Int, y: Int) = (0, 0)
        weak var delegate: (any CheckoutDelegate)?
        var onSave: (@MainActor (Note) async throws -> Void)? = nil
      }
      """)
    let type = try #require(file.declaration("A"))
    #expect(type.member("present")?.type == "((UIViewController, _ modal: Bool) -> Void)?")
    #expect(type.member("done")?.type == "(() -> ())?")
    #expect(type.member("point")?.type == "(x: Int, y: Int)")
    #expect(type.member("point")?.initializer == "(0, 0)")
    #expect(type.member("delegate")?.modifiers == ["weak"])
    #expect(type.member("delegate")?.type == "(any CheckoutDelegate)?")
    #expect(type.member("onSave")?.type == "(@MainActor (Note) async throws -> Void)?")
    #expect(type.member("onSave")?.initializer == "nil")
  }

  @Test func propertyWrappersWithArguments() throws {
    let file = parse("""
      struct S {
        @AppStorage("sort.order") var order = "date"
        @Injected(\\.notesService) private var notes: NotesService
        @Dependency(\\.continuousClock) var clock
      }
      """)
    let type = try #require(file.declaration("S"))
    #expect(type.member("order")?.attributes == [Attribute(name: "AppStorage", arguments: #""sort.order""#)])
    #expect(type.member("order")?.initializer == #""date""#)
    #expect(type.member("notes")?.attributes == [Attribute(name: "Injected", arguments: #"\.notesService"#)])
    #expect(type.member("clock")?.attributes.first?.arguments == #"\.continuousClock"#)
    #expect(type.member("clock")?.type == nil)
  }

  @Test func lazyClosureInitializerAndMultipleBindings() throws {
    let file = parse("""
      class A {
        lazy var formatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateStyle = .short // { not a brace
          return formatter
        }()
        var a = 1, b: String = "x"
        let total = items
          .map(\\.price)
          .reduce(0, +)
        var after = true
      }
      """)
    let type = try #require(file.declaration("A"))
    let formatter = try #require(type.member("formatter"))
    #expect(formatter.modifiers == ["lazy"])
    #expect(formatter.initializer?.hasPrefix("{\n    let formatter") == true)
    #expect(formatter.initializer?.hasSuffix("}()") == true)
    #expect(type.member("a")?.initializer == "1")
    #expect(type.member("b")?.type == "String")
    #expect(type.member("total")?.initializer == "items\n    .map(\\.price)\n    .reduce(0, +)")
    #expect(type.members.map(\.name) == ["formatter", "a", "b", "total", "after"])
  }

  @Test func bindingsWithoutTypeTakeTheTypeWrittenAfterThem() throws {
    let file = parse("""
      struct Product {
        let title, brand: String?
        var width = 1.0, height, depth: Int
        let (x, y): (Int, Int), tag: String
      }
      """)
    let type = try #require(file.declaration("Product"))
    #expect(type.member("title")?.type == "String?")
    #expect(type.member("brand")?.type == "String?")
    #expect(type.member("width")?.type == nil)
    #expect(type.member("height")?.type == "Int")
    #expect(type.member("depth")?.type == "Int")
    #expect(type.member("tag")?.type == "String")
    #expect(type.members.map(\.name) == ["title", "brand", "width", "height", "depth", "(x, y)", "tag"])
  }

  @Test func accessorsAndObservers() throws {
    let file = parse("""
      class A {
        var text = "" {
          willSet(next) { print(next) }
          didSet { save() }
        }
        var count: Int {
          get { storage }
          set { storage = newValue }
        }
        var computed: Int { storage * 2 }
        var effectful: Int { get async throws { 1 } }
      }
      protocol P { var name: String { get set } }
      """)
    let type = try #require(file.declaration("A"))
    let text = try #require(type.member("text"))
    #expect(text.initializer == #""""#)
    #expect(text.accessors.map(\.kind) == ["willSet", "didSet"])
    #expect(text.accessors.first?.parameterName == "next")
    #expect(text.accessors.allSatisfy { $0.body != nil })
    #expect(type.member("count")?.accessors.map(\.kind) == ["get", "set"])
    let computed = try #require(type.member("computed")?.accessors.first)
    #expect(computed.isImplicit && computed.kind == "get")
    #expect(type.member("effectful")?.accessors.first?.effects == Effects(isAsync: true, throwing: .throws))
    let requirement = try #require(file.declaration("P")?.member("name"))
    #expect(requirement.accessors.map(\.kind) == ["get", "set"])
    #expect(requirement.accessors.allSatisfy { $0.body == nil })
  }

  @Test func getterThatStartsWithAnAttributedLocal() throws {
    let file = parse("""
      struct SettingsView: View {
        @Environment(Settings.self) private var settings
        var body: some View {
          @Bindable var settings = settings
          Form { Toggle("On", isOn: $settings.isOn) }
        }
        var modified: Int {
          @MainActor mutating get { 1 }
        }
        var read: Data { read(file) }
        var after = 0
      }
      """)
    let type = try #require(file.declaration("SettingsView"))
    #expect(file.diagnostics.isEmpty)
    #expect(type.members.map(\.name) == ["settings", "body", "modified", "read", "after"])
    let body = try #require(type.member("body")?.accessors.first)
    #expect(body.isImplicit)
    #expect(body.body.map { file.text(of: $0) }?.contains("@Bindable var settings = settings") == true)
    let modified = try #require(type.member("modified")?.accessors.first)
    #expect(!modified.isImplicit && modified.kind == "get")
    #expect(modified.modifiers == ["@MainActor", "mutating"])
    #expect(type.member("read")?.accessors.first?.isImplicit == true)
  }

  @Test func attributesWithGenericArguments() throws {
    let file = parse("""
      struct Form: View {
        @FocusState<UUID?> var focused: UUID?
        @FocusState<Field?>.Binding var field: Field?
        @IntentParameterDependency<AddFeedIntent>(\\.$account) var dependency
        @Generic<[String: (Int) -> Void]> var map
        var after = 0
      }
      """)
    let type = try #require(file.declaration("Form"))
    #expect(file.diagnostics.isEmpty)
    #expect(type.members.map(\.name) == ["focused", "field", "dependency", "map", "after"])
    #expect(type.member("focused")?.attributes == [Attribute(name: "FocusState<UUID?>")])
    #expect(type.member("focused")?.type == "UUID?")
    #expect(type.member("field")?.attributes == [Attribute(name: "FocusState<Field?>.Binding")])
    #expect(type.member("dependency")?.attributes == [Attribute(name: "IntentParameterDependency<AddFeedIntent>", arguments: "\\.$account")])
    #expect(type.member("map")?.attributes.first?.name == "Generic<[String: (Int) -> Void]>")
  }

  @Test func genericArgumentsInAnInitializerDoNotSplitTheBinding() throws {
    let file = parse("""
      final class FeedViewModel {
        let isFetching = CurrentValueSubject<Bool, Never>(false)
        let cache = Dictionary<String, [Int]>()
        let made = Factory<A, B>.make(1, 2)
        var less = a < b, more = c > d
        var tight = a<b, after = 0
        var last = 1
      }
      """)
    let type = try #require(file.declaration("FeedViewModel"))
    #expect(file.diagnostics.isEmpty)
    #expect(type.members.map(\.name) == ["isFetching", "cache", "made", "less", "more", "tight", "after", "last"])
    #expect(type.member("isFetching")?.initializer == "CurrentValueSubject<Bool, Never>(false)")
    #expect(type.member("made")?.initializer == "Factory<A, B>.make(1, 2)")
    #expect(type.member("less")?.initializer == "a < b")
  }

  @Test func backtickedNames() throws {
    let file = parse("""
      enum Kind { case `default`, `class`(Int) }
      struct S { var `protocol`: String; func `init`() {} }
      """)
    #expect(file.declaration("Kind")?.members.map(\.name) == ["`default`", "`class`"])
    #expect(file.declaration("S")?.members.map(\.name) == ["`protocol`", "`init`"])
  }
}
