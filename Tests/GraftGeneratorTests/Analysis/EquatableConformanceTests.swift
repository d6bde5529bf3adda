@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// Which types of the view model's file the feature's file can write `Equatable` for: only
/// values whose every part another file can read and compare.
@Suite struct EquatableConformanceTests {
  func writable(_ text: String) -> [String] {
    let file = SourceFile(path: "VM.swift", text: text)
    return EquatableConformance.writable(in: ["VM.swift"], index: SourceIndex([file])).values.map(\.typeName).sorted()
  }

  /// A type that conforms through an alias of a composition (`typealias Model = Hashable &
  /// Codable`) is Equatable already; a public type nested in an internal one is internal, and so
  /// is the `==` written for it.
  @Test func aliasesComposingHashableAndEnclosingTypesAreRead() {
    let file = SourceFile(path: "VM.swift", text: """
      typealias Model = Hashable & Codable
      struct Section: Model { var title: String }
      enum Field {
        public enum Status { case idle, failed(String) }
      }
      public enum Theme {
        public enum Accent { case none, custom(String) }
      }
      """)
    let conformances = EquatableConformance.writable(in: ["VM.swift"], index: SourceIndex([file]))
    #expect(conformances.values.map(\.typeName).sorted() == ["Field.Status", "Theme.Accent"])
    #expect(conformances.values.first { $0.typeName == "Field.Status" }?.isPublic == false)
    #expect(conformances.values.first { $0.typeName == "Theme.Accent" }?.isPublic == true)
  }

  @Test func valuesWhosePartsAreComparableAreWritten() {
    let names = writable("""
      struct Fare { let currency: String; var amount: Double; var total: Double { amount } }
      final class Box { var value = 0 }
      struct Sealed { private var secret = "" }
      struct Pair<T> { var first: T }
      struct Holder { var box: Box }
      struct Wrapper { var fare: Fare }
      struct Callback { var run: () -> Void }
      struct Chain { var holder: Holder }
      enum Plain { case on, off }
      enum Quote { case none, quoted(Fare, seats: Int) }
      struct Done: Equatable { var id: Int }
      private struct Hidden { var id: Int }
      """)
    // A class is a reference; a private property cannot be read from another file; a closure
    // is not Equatable, nor what holds one, at any depth. A plain enum and a type that says
    // `Equatable` need nothing written. A generic type is `Equatable` where its parameters are.
    #expect(names == ["Fare", "Pair", "Quote", "Wrapper"])
  }

  /// A property whose type its value names (`let id = UUID()`, `var page = 1`), or that shares
  /// the type written after it (`let title, brand: String?`), is compared as a typed one; one
  /// whose value says nothing of its type leaves the type unwritten, since Graft cannot tell
  /// whether it compares.
  @Test func propertiesTypedByTheirValueOrANeighbourAreCompared() throws {
    let file = SourceFile(path: "VM.swift", text: """
      struct Toast { let id = UUID(); var isShown = false; let message: String? }
      struct Product { let title, brand: String?; var page = 1 }
      struct Styled { var formatter = makeFormatter() }
      """)
    let conformances = EquatableConformance.writable(in: ["VM.swift"], index: SourceIndex([file]))
    #expect(conformances.values.map(\.typeName).sorted() == ["Product", "Toast"])
    let product = try #require(conformances.values.first { $0.typeName == "Product" })
    #expect(product.properties == ["title", "brand", "page"])
    #expect(product.heldTypes == ["String?", "String?", "Int"])
  }

  /// `extension Loadable: Equatable where Value: Equatable`: a generic type compares what it
  /// holds when its parameters can be compared; one that holds a closure of its parameter
  /// cannot be, whatever they are.
  @Test func aGenericTypeIsEquatableWhereItsParametersAre() throws {
    let file = SourceFile(path: "VM.swift", text: """
      enum Loadable<Value> { case idle, loaded(Value), failed(message: String) }
      struct Page<Item: Hashable, Cursor> { var items: [Item]; var next: Cursor? }
      struct Task<Output> { var run: () -> Output }
      """)
    let conformances = EquatableConformance.writable(in: ["VM.swift"], index: SourceIndex([file]))
    #expect(conformances.values.map(\.typeName).sorted() == ["Loadable", "Page"])
    let page = try #require(conformances.values.first { $0.typeName == "Page" })
    #expect(page.genericParameters == ["Item", "Cursor"])
    #expect(GraftFileContext.conformance(page).condition == "Item: Equatable, Cursor: Equatable")
  }

  /// What would not compile, or would compare other than Swift would, is not written: an
  /// `Error` (an existential), a type Graft read nothing of, a member under `#if`, a `lazy`
  /// property, a type on the main actor; nor what says `Equatable` elsewhere (an extension of
  /// the nested type, a protocol that refines it).
  @Test func whatWouldNotCompileOrIsEquatableAlreadyIsNotWritten() {
    let names = writable("""
      enum Load { case idle, failed(Error) }
      struct Remote { var user: UserRecord }
      struct Flags { var on: Bool
        #if DEBUG
        var trace: Bool
        #endif
      }
      struct Cached { var id: Int; lazy var label: String = "" }
      @MainActor struct Screen { var title: String }
      final class VM { enum Tab { case home, detail(id: Int) } }
      extension VM.Tab: Equatable {}
      struct Options: OptionSet { let rawValue: Int }
      struct Kept { var id: Int }
      """)
    #expect(names == ["Kept"])
  }

  @Test func aStructsEqualityComparesItsStoredPropertiesAndAnEnumsItsCases() {
    let file = SourceFile(path: "VM.swift", text: """
      struct Fare { let currency: String; var amount: Double { didSet {} }; var total: Double { amount } }
      enum Quote { case none, quoted(Fare, seats: Int) }
      """)
    let conformances = EquatableConformance.writable(in: ["VM.swift"], index: SourceIndex([file])).values.sorted { $0.typeName < $1.typeName }
    #expect(GraftFileContext.conformance(conformances[0]).body == ["lhs.currency == rhs.currency", "  && lhs.amount == rhs.amount"])
    #expect(GraftFileContext.conformance(conformances[1]).body == [
      "switch (lhs, rhs) {", "case (.none, .none):", "  return true", "case let (.quoted(l0, l1), .quoted(r0, r1)):",
      "  return l0 == r0 && l1 == r1", "default:", "  return false", "}",
    ])
  }
}
