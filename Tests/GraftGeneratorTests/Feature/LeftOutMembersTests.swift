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

  @Test func aHelperNoPortedActionRunsIsANoteNamingItsCallers() throws {
    let said = try Self.diagnostics()
    #expect(said["30"] == nil, "'bump()' goes into increment's ported body")
    #expect(said["34"]?.hasPrefix("note: 'reset()' is a helper, carried into the reducer where a ported action calls it, and no ported action does: its work stays with its callers ('reload(_:)')") == true)
    #expect(said["38"] == "note: 'unused()' is left out: no method of CounterViewModel calls it (an observer, a getter or a selector may)")
  }

  @Test func computedPropertiesStateDoesNotCarryAreSaid() throws {
    let said = try Self.diagnostics()
    // Each asks the system for the date, which a reducer asks its dependencies for.
    #expect(said["12"]?.hasPrefix("warning: 'summary' is computed, and State does not carry it (") == true)
    #expect(said["12"]?.hasSuffix("a view that reads it reads State, so write it there by hand as a computed property, or compute it in the view") == true)
    #expect(said["16"]?.hasPrefix("note: 'lastItem' is computed, and State does not carry it") == true)
  }

  /// A standard protocol's requirement, and an initializer State does not start from, are said.
  @Test func aRequirementAndAnotherInitializerAreSaid() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      // graft: feature
      final class GearViewModel: ObservableObject, Codable {
        @Published var name = ""
        init(name: String) { self.name = name }
        required init(from decoder: Decoder) throws { name = "" }
        func encode(to encoder: Encoder) throws {}
        func rename(_ text: String) { name = text }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let said = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).diagnostics
      .map { "\($0.location.line): \($0.severity): \($0.message)" }
    #expect(said.contains("6: note: 'init(from:)' is left out: State starts from 'init(name:)', and a feature has one way to start"), "\(said)")
    #expect(said.contains("7: note: 'encode(to:)' is left out: Encodable's requirement, not something the view does"), "\(said)")
  }

  @Test func plumbingIsANoteAndAnAnnotationIsAnswerEnough() throws {
    let said = try Self.diagnostics()
    #expect(said["9"] == "note: 'cancellables' is left out of State: AnyCancellable: the feature's effects replace it; not carried over")
    #expect(said["11"] == nil)
  }

  /// A coordinator told where to go through a property of its own, by a reactive `transform`'s
  /// closures, gets no Delegate case, and a service the view model makes that no ported action calls gets no client: both
  /// are said.
  @Test func aNavigatorNoActionTellsAndAServiceNoPortCallsAreSaid() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      final class HomeCoordinator {
        var destination = ""
      }
      final class Counter {
        func increment() {}
      }
      // graft: feature
      final class HomeViewModel {
        weak var coordinator: HomeCoordinator?
        let counter = Counter()
        var title = ""
        init(coordinator: HomeCoordinator) {
          self.coordinator = coordinator
        }
        struct Input { let taps: [Int] }
        struct Output {}
        func transform(input: Input) -> Output {
          input.taps.forEach { _ in self.coordinator?.destination = "detail"; self.counter.increment() }
          return Output()
        }
        func rename(_ text: String) {
          title = text
        }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    let said = result.diagnostics.map(\.description)
    #expect(said.contains { $0.hasPrefix("VM.swift:10:3: warning: 'coordinator' gets no Delegate case: none of the feature's actions calls it") })
    #expect(said.contains("VM.swift:11:3: note: 'counter' is left out: no action the feature ports calls it, so the feature has no client for it; its calls stay with the actions that are TODOs"))
  }
}
