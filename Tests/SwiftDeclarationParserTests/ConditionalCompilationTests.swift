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
