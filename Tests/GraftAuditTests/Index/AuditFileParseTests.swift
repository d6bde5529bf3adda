import Foundation
import SwiftDeclarationParser
import Testing

@testable import GraftAudit

/// The audit lexes a file first and then parses it, jumping over the groups its lex matched. The
/// parse must be the one `SourceFile(path:bytes:)` makes, diagnostics included, however the
/// file is damaged: a damaged group is scanned as before, and reported as before.
@Suite struct AuditFileParseTests {
  static let sources: [String: String] = [
    "Generics.swift": """
      final class Store<State: Equatable, Action>: ObservableObject where State: Sendable {
        @Published var rows: [Row<(Int, String)>] = []
        func map<T>(_ transform: (State) -> [T]) -> Dictionary<String, [T]> { [:] }
        subscript(index: Int) -> (a: Int, b: [String]) { get { (0, []) } set { rows = [] } }
      }
      """,
    "Literals.swift": """
      struct Texts {
        let greeting = "Hello \\(name.map { "(\\($0)" } ?? "}")"
        let raw = #"a { b \\#(values[0]) ) "#
        let block = \"\"\"
          { ( [ unbalanced in a string
          \"\"\"
        let pattern = /[a-z]+\\)/
        let extended = #/ { ( /#
        func run() { let x = a / b; let y = [1, 2].map { $0 / 2 } } // } ) ]
        /* { */ var after: Int { 1 }
      }
      """,
    "Closures.swift": """
      #if os(iOS)
      import UIKit
      #endif
      final class ListViewModel {
        lazy var loader: () -> Void = { [weak self] in self?.reload() }
        var count: Int { didSet { if count > 0 { print(count) } } }
        init() { count = 0 }
        #if DEBUG
        func debug() { print({ ($0, [$0]) }(1)) }
        #else
        func debug() {}
        #endif
      }
      """,
    "MissingBrace.swift": """
      final class Broken {
        func a() {
          if true {
            print("x")
        }
        func b() { print(")") }
      }
      struct After { var value = 1 }
      """,
    "ExtraClosers.swift": """
      struct Extra {
        func a() { print(1)) ] }
        func b() { let list = [1, 2 }
        var c: Int { 3 }
      }
      """,
    "Unterminated.swift": """
      struct Strings {
        func a() { print("never closed) }
        func b() { `name }
        func c() { # }
        var d = 1
      }
      """,
    // The parser reads a string whole; its interpolations' tokens, here with a `{` never
    // closed, must not pair with the brackets around the string.
    "Interpolation.swift": #"""
      struct Stats {
        var text: String {
          """
          Count: \(format(stats.count)el
          func broken() {
            open
          and \(x) )
          """
        }
        func after() { print(1) }
      }
      struct Next { var value = 1 }
      """#,
    "Controls.swift": "struct Bytes {\n  func a() { let x = 1\u{01}; let y = 2\u{7F} }\n  func b() { print(0) }\n}\n",
    "Nul.swift": "struct Nul {\n  func a() { let x = \"\u{00}\" ; \u{00} }\n  var b = 1\n}\n",
  ]

  @Test(arguments: sources.keys.sorted())
  func lexingFirstParsesTheSame(path: String) throws {
    let bytes = Array(try #require(Self.sources[path]).utf8)
    let expected = SourceFile(path: path, bytes: bytes)
    let parsed = AuditFile(path: path, bytes: bytes).source
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(parsed.declarations) == encoder.encode(expected.declarations))
    #expect(parsed.diagnostics.map(\.description) == expected.diagnostics.map(\.description))
  }

  /// A method whose parameter list's parentheses close past its last token (found by the fuzzer):
  /// the audit reads what it can of the file, and its view model is still a screen.
  @Test func aMethodWhoseParenthesesCloseAfterItsEndIsAudited() {
    let fixture = AuditFixture("""
      #if canImport(Swimport Foundation
      }
      enum AppContextKey: ass PlaylistViewModel: ObservableObject {
        @Published var traciftUI)
        func title(at index: Int) -> String { tracks[index].title }
        func refresh(completion: @escaping (Result<TestDependencyKey {
          return Store(initialState: State(title: title)) {
        init(
          ))
        }
        futore.label)
      """)
    #expect(fixture.report.screens.count == fixture.screenNames.count)
  }

  /// A file with more problems than a file reports gets no help: which problems are reported must
  /// not depend on which groups were jumped over.
  @Test func aFileWithManyProblemsParsesTheSame() throws {
    let bodies = (0..<300).map { "  func f\($0)() { let a\($0) = \"open\n }" }
    let bytes = Array(("struct Many {\n" + bodies.joined(separator: "\n") + "\n}\n").utf8)
    let expected = SourceFile(path: "Many.swift", bytes: bytes)
    let parsed = AuditFile(path: "Many.swift", bytes: bytes).source
    #expect(parsed.declarations.map(\.name) == expected.declarations.map(\.name))
    #expect(parsed.diagnostics.map(\.description) == expected.diagnostics.map(\.description))
  }
}
