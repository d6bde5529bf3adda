import SwiftDeclarationParser
import Testing

@Suite struct FunctionTests {
  @Test func parametersEffectsAndReturnTypes() throws {
    let file = parse("""
      final class A {
        @MainActor func load(for id: UUID, _ page: Int = 0, completion: @escaping (Result<[Item], any Error>) -> Void) {}
        func save() async throws -> Note { try await notes.save(text) }
        func validate() throws(ValidationError) -> Bool { true }
        func map<T>(_ f: (Item) throws -> T) rethrows -> [T] where T: Sendable { [] }
        nonisolated func describe() -> String { "" }
        static func == (lhs: A, rhs: A) -> Bool { true }
      }
      """)
    let type = try #require(file.declaration("A"))
    let load = try #require(type.member("load"))
    #expect(load.attributes == [Attribute(name: "MainActor")])
    #expect(load.parameters == [
      Parameter(label: "for", name: "id", type: "UUID"),
      Parameter(label: "_", name: "page", type: "Int", defaultValue: "0"),
      Parameter(label: nil, name: "completion", type: "@escaping (Result<[Item], any Error>) -> Void"),
    ])
    #expect(load.parameters.map(\.argumentLabel) == ["for", nil, "completion"])
    #expect(load.effects == Effects())
    #expect(load.returnType == nil)
    let save = try #require(type.member("save"))
    #expect(save.effects == Effects(isAsync: true, throwing: .throws))
    #expect(save.returnType == "Note")
    #expect(file.text(of: try #require(save.body)) == "{ try await notes.save(text) }")
    #expect(type.member("validate")?.effects.throwing == .typed("ValidationError"))
    let map = try #require(type.member("map"))
    #expect(map.genericParameters == "T")
    #expect(map.effects.throwing == .rethrows)
    #expect(map.returnType == "[T]")
    #expect(map.whereClause == "T: Sendable")
    #expect(type.member("describe")?.modifiers == ["nonisolated"])
    #expect(type.member("==")?.modifiers == ["static"])
    #expect(type.member("==")?.parameters.count == 2)
  }

  @Test func initializersDeinitializersAndSubscripts() throws {
    let file = parse("""
      class A {
        convenience init?(json: [String: Any]) { nil }
        required init(coder: NSCoder) {}
        init<S: Sequence>(_ items: S) where S.Element == Int {}
        deinit { task?.cancel() }
        subscript(index: Int) -> Item { items[index] }
        class func make() -> A { A() }
        class var shared: A { A() }
      }
      """)
    let type = try #require(file.declaration("A"))
    #expect(type.members.map(\.name) == ["init?", "init", "init", "deinit", "subscript", "make", "shared"])
    #expect(type.members[0].modifiers == ["convenience"])
    #expect(type.members[1].modifiers == ["required"])
    #expect(type.members[2].genericParameters == "S: Sequence")
    #expect(type.members[2].whereClause == "S.Element == Int")
    #expect(type.members[3].body != nil)
    #expect(type.members[4].returnType == "Item")
    #expect(type.members[4].accessors.first?.isImplicit == true)
    #expect(type.members[5].modifiers == ["class"])
    #expect(type.members[6].modifiers == ["class"])
  }

  /// `?<` is one operator to the lexer; after `init` it is a failable mark and a generic clause.
  @Test func failableGenericInitializers() throws {
    let file = parse("""
      struct Key {
        public init?<T: CodingKey>(codingKey: T) { nil }
        init!<U>(_ value: U) {}
      }
      """)
    #expect(file.diagnostics.isEmpty)
    let type = try #require(file.declaration("Key"))
    #expect(type.members.map(\.name) == ["init?", "init!"])
    #expect(type.members[0].genericParameters == "T: CodingKey")
    #expect(type.members[1].genericParameters == "U")
    #expect(type.members[0].parameters.first?.argumentLabel == "codingKey")
  }

  /// `~=<` is one operator to the lexer; after `func` its `<` opens the generic clause, as
  /// Swift reads it; an operator that ends in `<` and takes no generics keeps its name.
  @Test func genericOperatorFunctions() throws {
    let file = parse("""
      func ~=<T : Equatable>(array: [T], value: T) -> Bool { array.contains(value) }
      func <<(lhs: Int, rhs: Int) -> Int { lhs }
      struct After {}
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(file.declarations.map(\.name) == ["~=", "<<", "After"])
    #expect(file.declarations[0].genericParameters == "T : Equatable")
    #expect(file.declarations[0].parameters.map(\.type) == ["[T]", "T"])
  }

  @Test func protocolRequirementsHaveNoBodies() throws {
    let file = parse("""
      protocol CheckoutDelegate: AnyObject {
        func checkoutDidFinish(orderID: String)
        func checkoutDidCancel()
        func checkout(_ checkout: Checkout, didFail error: any Error) async
      }
      """)
    let members = try #require(file.declaration("CheckoutDelegate")?.members)
    #expect(members.map(\.name) == ["checkoutDidFinish", "checkoutDidCancel", "checkout"])
    #expect(members.allSatisfy { $0.body == nil })
    #expect(members[2].parameters.map(\.argumentLabel) == [nil, "didFail"])
    #expect(members[2].effects.isAsync)
  }

  @Test func bodySpansAreExactAndSkipTrickyContents() throws {
    let source = """
      class A {
        func tricky() {
          let a = "}{\\("}")\\"" // }
          let b = #"raw "}" \\#(value) "#
          let c = \"\"\"
            multi { "\\("nested {")"
            \"\"\"
          let r = /[a-z]{2}/
          /* } /* nested } */ } */
        }
        var after = 1
      }
      """
    let file = parse(source)
    #expect(file.diagnostics.isEmpty)
    let type = try #require(file.declaration("A"))
    #expect(type.members.map(\.name) == ["tricky", "after"])
    let body = file.text(of: try #require(type.member("tricky")?.body))
    #expect(body.hasPrefix("{\n    let a"))
    #expect(body.hasSuffix("*/\n  }"))
  }
}
