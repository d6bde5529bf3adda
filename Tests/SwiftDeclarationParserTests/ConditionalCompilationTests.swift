import SwiftDeclarationParser
import Testing

@Suite struct ConditionalCompilationTests {
  @Test func samePropertyInIfAndElseBranches() throws {
    let file = parse("""
      class A {
        #if DEBUG
        var endpoint = "http://localhost"
        #elseif os(iOS) && STAGING
        var endpoint = "https://staging"
        #else
        var endpoint = "https://prod"
        #endif
        var always = 1
      }
      """)
    let endpoints = try #require(file.declaration("A")?.members(named: "endpoint"))
    #expect(endpoints.map(\.conditions) == [["DEBUG"], ["!DEBUG && (os(iOS) && STAGING)"], ["!DEBUG && !(os(iOS) && STAGING)"]])
    #expect(file.declaration("A")?.member("always")?.conditions == [])
  }

  @Test func wholeFileInsideIfAndNestedConditions() throws {
    let file = parse("""
      #if canImport(UIKit)
      import UIKit

      final class Controller: UIViewController {
        #if DEBUG
        func debug() {}
        #endif
      }
      #endif
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(file.declarations.map(\.name) == ["UIKit", "Controller"])
    #expect(file.declaration("Controller")?.conditions == ["canImport(UIKit)"])
    #expect(file.declaration("Controller")?.member("debug")?.conditions == ["canImport(UIKit)", "DEBUG"])
    #expect(file.declaration("Controller")?.member("debug")?.condition == "canImport(UIKit) && DEBUG")
  }

  @Test func attributesInsideAnIfClauseBelongToTheDeclarationAfterIt() throws {
    let file = parse("""
      extension Converter {
      #if swift(>=5.8)
          @_documentation(visibility: private)
      #endif
          public static func lift(_ value: Int) -> Int { value }

          @MainActor
          #if os(iOS)
          @available(iOS 17, *)
          #else
          @available(macOS 14, *)
          #endif
          func show() {}
      }
      """)
    #expect(file.diagnostics.isEmpty)
    let converter = try #require(file.declaration("Converter"))
    #expect(converter.members.map(\.name) == ["lift", "show"])
    #expect(converter.member("lift")?.conditions == [])
    #expect(converter.member("show")?.conditions == [])
  }

  @Test func unbalancedDirectivesAreDiagnosed() {
    let file = parse("""
      #if A
      struct S {}
      #endif
      #endif
      #if B
      struct T {}
      """)
    #expect(file.diagnostics.map(\.description) == [
      "Test.swift:4:1: error: '#endif' without a matching '#if'",
      "Test.swift:5:1: error: expected '#endif' to close this '#if'",
    ])
    #expect(file.declarations.map(\.name) == ["S", "T"])
  }
}
