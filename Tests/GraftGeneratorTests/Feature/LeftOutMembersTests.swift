import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// Nothing of a view model disappears without a word: each member the feature leaves out is said
/// at its declaration, once, with why.
@Suite struct LeftOutMembersTests {
  static let source = """
    import Combine
    import Foundation

    // graft: feature
    @MainActor
    final class CounterViewModel: ObservableObject {
      @Published var count = 0
      @Published var items: [String] = []
      private var cancellables = Set<AnyCancellable>()
      // graft: ignore
      var debugLabel = ""
      var summary: String {
        let now = Date()
        return "\\(now): \\(count)"
      }
      private var lastItem: String? {
        let now = Date()
        return items.last.map { "\\($0) at \\(now)" }
      }

      func increment() {
        bump()
      }

      func reload(_ token: String) {
        NotificationCenter.default.post(name: .init(token), object: nil)
        reset()
      }

      private func bump() {
        count += 1
      }

      private func reset() {
        count = 0
      }

      private func unused() {}
    }
    """

  static func diagnostics() throws -> [String: String] {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    return Dictionary(result.diagnostics.map { ("\($0.location.line)", "\($0.severity): \($0.message)") }, uniquingKeysWith: { $0 + " | " + $1 })
  }

  @Test func aHelperNoPortedActionRunsIsAWarningNamingItsCallers() throws {
    let said = try Self.diagnostics()
    #expect(said["30"] == nil, "'bump()' goes into increment's ported body")
    #expect(said["34"]?.hasPrefix("warning: 'reset()' is a helper, carried into the reducer where a ported action calls it, and no ported action does: its work stays with its callers ('reload(_:)')") == true)
    #expect(said["38"] == "note: 'unused()' is left out: nothing in CounterViewModel calls it")
  }

  @Test func computedPropertiesStateDoesNotCarryAreSaid() throws {
    let said = try Self.diagnostics()
    // Each asks the system for the date, which a reducer asks its dependencies for.
    #expect(said["12"]?.hasPrefix("warning: 'summary' is computed, and State does not carry it (") == true)
    #expect(said["12"]?.hasSuffix("a view that reads it reads State, so write it there by hand as a computed property, or compute it in the view") == true)
    #expect(said["16"]?.hasPrefix("note: 'lastItem' is computed, and State does not carry it") == true)
  }

  @Test func plumbingIsANoteAndAnAnnotationIsAnswerEnough() throws {
    let said = try Self.diagnostics()
    #expect(said["9"] == "note: 'cancellables' is left out of State: AnyCancellable: the feature's effects replace it; not carried over")
    #expect(said["11"] == nil)
  }
}
