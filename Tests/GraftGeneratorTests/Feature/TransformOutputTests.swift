import Foundation
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// What `transform(_:)` returns to the view, made from the view's streams by per-value operators:
/// a field of State the stream's action sets, or, for `Void`, a delegate action it sends.
@Suite struct TransformOutputTests {
  func build(_ source: String) throws -> FeatureBuilder.Result {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
  }

  /// A view model whose `Input` has the given streams and whose `Output` the given fields,
  /// `transform` made of `body`.
  func model(input: String, output: String, body: String, members: String = "") throws -> FeatureModel {
    try build("""
      import Combine
      enum Mode: Equatable { case read, edit }
      protocol Drafts { func keep(_ text: String) }
      // graft: feature
      final class EditorViewModel {
        struct Input { \(input) }
        struct Output { \(output) }
        private let drafts: Drafts
        private let limit = 10
        var note: String?
        \(members)
        init(drafts: Drafts) { self.drafts = drafts }
        func transform(_ input: Input) -> Output {
          \(body)
        }
        private func clipped(_ text: String) -> String { String(text.prefix(limit)) }
      }
      """).model
  }

  func lines(_ model: FeatureModel, _ action: String) -> [String]? {
    model.viewActions.first { $0.name == action }?.ported?.lines
  }

  func refusal(_ model: FeatureModel, _ action: String) -> String? {
    model.viewActions.first { $0.name == action }?.portRefusal
  }

  @Test func aValueMadeFromAStreamIsAFieldItsActionSets() throws {
    let model = try model(
      input: "let text: AnyPublisher<String, Never>",
      output: "let isValid: AnyPublisher<Bool, Never>",
      body: "let isValid = input.text.map { !$0.isEmpty }.eraseToAnyPublisher()\nreturn Output(isValid: isValid)")
    let field = try #require(model.state.first { $0.name == "isValid" })
    #expect(field.type == "Bool" && field.defaultValue == "false")
    // The value is named for what the stream delivers, and set at once.
    #expect(lines(model, "textChanged") == ["state.isValid = !text.isEmpty", "return .none"])
    // Its test asserts the change on a sample.
    let test = try #require(model.viewActions.first { $0.name == "textChanged" }?.ported?.tests.first?.test)
    #expect(test.pending == nil)
    #expect(test.steps.first?.changes == ["$0.isValid = true"])
  }

  @Test func aLocalTwoOutputsShareIsComputedOnce() throws {
    let model = try model(
      input: "let text: AnyPublisher<String, Never>",
      output: "let shown: AnyPublisher<String, Never>\nlet count: AnyPublisher<Int, Never>",
      body: """
        let short = input.text.map { [weak self] text in self?.clipped(text) ?? text }
        return Output(shown: short.eraseToAnyPublisher(), count: short.map { $0.count }.eraseToAnyPublisher())
        """)
    // `self?.clipped(text) ?? text` of a weak capture: the helper's value, as the view model
    // computes it while it lives.
    #expect(lines(model, "textChanged") == ["let short = state.clipped(text)", "state.shown = short", "state.count = short.count", "return .none"])
  }

  @Test func filtersAndOptionalsAreConditionsOfOneIf() throws {
    let model = try model(
      input: "let ageText: AnyPublisher<String, Never>",
      output: "let age: AnyPublisher<Int, Never>",
      body: "return Output(age: input.ageText.compactMap { Int($0) }.filter { $0 > 0 }.eraseToAnyPublisher())")
    #expect(lines(model, "ageTextChanged") == ["if let age = Int(ageText), age > 0 {", "  state.age = age", "}", "return .none"])
  }

  @Test func aMergeIsSetByEachOfItsStreamsActions() throws {
    let model = try model(
      input: "let editTapped: AnyPublisher<Void, Never>\nlet doneTapped: AnyPublisher<Void, Never>",
      output: "let mode: AnyPublisher<Mode, Never>",
      body: """
        let editing = input.editTapped.map { Mode.edit }
        return Output(mode: Publishers.Merge(editing, input.doneTapped.map { _ in Mode.read }).eraseToAnyPublisher())
        """)
    #expect(lines(model, "editTapped") == ["state.mode = Mode.edit", "return .none"])
    #expect(lines(model, "doneTapped") == ["state.mode = Mode.read", "return .none"])
  }

  @Test func anEventIsADelegateActionTheBridgeReports() throws {
    let model = try model(
      input: "let closeTapped: AnyPublisher<Void, Never>\nlet text: AnyPublisher<String, Never>",
      output: "let dismiss: AnyPublisher<Void, Never>\nlet saved: AnyPublisher<Void, Never>",
      body: """
        let saved = input.text.filter { !$0.isEmpty }.map { [weak self] text in self?.drafts.keep(text) }
        return Output(dismiss: input.closeTapped, saved: saved.eraseToAnyPublisher())
        """)
    #expect(model.delegateCases.map(\.name) == ["dismiss", "saved"])
    #expect(lines(model, "closeTapped") == ["return .send(.delegate(.dismiss))"])
    // What the last closure does runs, then the event is sent.
    #expect(lines(model, "textChanged")?.first == "if !text.isEmpty {")
    #expect(lines(model, "textChanged")?.contains { $0.contains("drafts.keep(text)") } == true)
    #expect(lines(model, "textChanged")?.contains { $0.contains("send(.delegate(.saved))") } == true)
  }

  @Test func anOutputOfStatesOwnFieldIsThatField() throws {
    let model = try model(
      input: "let appeared: AnyPublisher<Void, Never>\nlet tapped: AnyPublisher<Void, Never>",
      output: "let title: AnyPublisher<String, Never>\nlet noteText: AnyPublisher<String, Never>",
      body: "return Output(title: input.appeared.compactMap { [weak self] in self?.title }.eraseToAnyPublisher(), noteText: input.tapped.compactMap { [weak self] in self?.note }.eraseToAnyPublisher())",
      members: "var title = \"\"")
    // `title` is shown as State holds it: nothing to set.
    #expect(lines(model, "appeared") == ["return .none"])
    #expect(model.state.filter { $0.name == "title" }.count == 1)
    // An optional property is set where it has a value.
    #expect(lines(model, "tapped") == ["if let noteText = state.note {", "  state.noteText = noteText", "}", "return .none"])
  }

  @Test func whatAChainCannotKeepStaysATodoWithItsReason() throws {
    func refusal(output: String = "let shown: AnyPublisher<String, Never>", _ body: String, members: String = "") throws -> String? {
      let model = try model(input: "let text: AnyPublisher<String, Never>", output: output, body: body, members: members)
      #expect(model.viewActions.first?.ported == nil)
      return self.refusal(model, "textChanged")
    }
    // The first operator in the order the chain runs.
    #expect(try refusal("return Output(shown: input.text.debounce(for: 1, scheduler: RunLoop.main).flatMap { load($0) }.eraseToAnyPublisher())")
      == "'Output.shown': it goes through '.debounce', an operator Graft does not port")
    #expect(try refusal(output: "let pair: AnyPublisher<(Int, Int), Never>", "return Output(pair: input.text.map { ($0.count, 1) }.eraseToAnyPublisher())")
      == "'Output.pair' delivers '(Int, Int)', which State cannot hold: a tuple is not Equatable")
    #expect(try refusal("let prefix = \"> \"\nreturn Output(shown: input.text.map { prefix + $0 }.eraseToAnyPublisher())")
      == "its closure reads 'prefix', which 'transform' binds, and which the action does not carry")
    #expect(try refusal("return Output(shown: input.text.compactMap { $0.uppercased() }.eraseToAnyPublisher())")
      == "its '.compactMap' closure returns '$0.uppercased()', which Graft cannot tell is optional".replacingOccurrences(of: "$0", with: "text"))
    #expect(try refusal("return Output(shown: input.text.map { [weak self] in self?.clipped($0) }.eraseToAnyPublisher())")
      == "its closure returns a value through 'self?'")
    // Work done once per subscriber of a stream that is not shared: how often is the view's to say.
    #expect(try refusal(
      output: "let shown: AnyPublisher<String, Never>\nlet count: AnyPublisher<Int, Never>",
      "let kept = input.text.map { [weak self] text in\nself?.drafts.keep(text)\nreturn text\n}\nreturn Output(shown: kept.eraseToAnyPublisher(), count: kept.map { $0.count }.eraseToAnyPublisher())")
      == "'kept' does work in its closure and 2 streams are made from it: how often it runs depends on who subscribes")
    #expect(try refusal("return Output(shown: input.text.eraseToAnyPublisher())", members: "var shown = 0")
      == "'Output.shown' is named as the view model's 'shown', which State holds otherwise")
    // A stream also subscribed to is more than what the view shows.
    #expect(try refusal("input.text.sink { print($0) }.store(in: &bag)\nreturn Output(shown: input.text.eraseToAnyPublisher())") != nil)
  }

  @Test func onlyTheOutputsNotCarriedAreLeftToTheTeam() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class CounterViewModel {
        struct Input { let text: AnyPublisher<String, Never>; let tapped: AnyPublisher<Void, Never> }
        struct Output { let count: AnyPublisher<Int, Never>; let loaded: AnyPublisher<[Int], Never> }
        func transform(_ input: Input) -> Output {
          Output(count: input.text.map { $0.count }.eraseToAnyPublisher(), loaded: input.tapped.flatMap { load() }.eraseToAnyPublisher())
        }
      }
      """)
    let warnings = result.diagnostics.map(\.message).filter { $0.hasPrefix("Output's streams") }
    #expect(warnings == [
      "Output's streams ('loaded') are what the view shows, which a feature's State holds: declare those fields and set them in the actions; "
        + "not carried over ('loaded': it goes through '.flatMap', an operator Graft does not port)"
    ])
  }

  @Test func aHelperAPortedChainCallsIsCarried() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class NameViewModel {
        struct Input { let name: AnyPublisher<String, Never> }
        struct Output { let isValid: AnyPublisher<Bool, Never> }
        func transform(_ input: Input) -> Output {
          return Output(isValid: input.name.map { [weak self] in self?.check($0) ?? false }.eraseToAnyPublisher())
        }
        private func check(_ name: String) -> Bool { name.count > 1 && name.first != " " }
      }
      """)
    #expect(result.model.viewActions.first?.ported != nil)
    #expect(!result.diagnostics.contains { $0.message.hasPrefix("'check(_:)' is a helper") })
  }
}
