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
      input: "let appeared: AnyPublisher<Void, Never>\nlet editingChanged: AnyPublisher<Bool, Never>",
      output: "let mode: AnyPublisher<Mode, Never>",
      body: """
        let opening = input.appeared.map { Mode.read }
        return Output(mode: Publishers.Merge(opening, input.editingChanged.map { $0 ? Mode.edit : Mode.read }).eraseToAnyPublisher())
        """)
    #expect(lines(model, "appeared") == ["state.mode = Mode.read", "return .none"])
    #expect(refusal(model, "editingChanged") == nil, "\(refusal(model, "editingChanged") ?? "")")
    #expect(lines(model, "editingChanged") == ["state.mode = editing ? Mode.edit : Mode.read", "return .none"])
    // No case the view never showed: nil until a stream delivers.
    let field = try #require(model.state.first { $0.name == "mode" })
    #expect(field.type == "Mode?" && field.defaultValue == nil)
  }

  /// A value made from an act of the user's (a tap, a selection) is what the view did on that
  /// act, once each time: a delegate action carrying the value, never a field set to the value
  /// it may hold already.
  @Test func aValueMadeFromAnActIsAnEventCarryingIt() throws {
    let model = try model(
      input: "let confirmTapped: AnyPublisher<Void, Never>\nlet itemSelected: AnyPublisher<Int, Never>",
      output: "let noteText: AnyPublisher<String, Never>\nlet position: AnyPublisher<Int, Never>",
      body: "return Output(noteText: input.confirmTapped.compactMap { [weak self] in self?.note }.eraseToAnyPublisher(), position: input.itemSelected.map { $0 + 1 }.eraseToAnyPublisher())")
    #expect(model.delegateCases.map(\.name) == ["noteText", "position"])
    #expect(model.delegateCases.map { $0.payload.map(\.type) } == [["String"], ["Int"]])
    #expect(!model.state.contains { $0.name == "noteText" || $0.name == "position" })
    #expect(lines(model, "confirmTapped") == ["if let noteText = state.note {", "  return .send(.delegate(.noteText(noteText)))", "} else {", "  return .none", "}"])
    #expect(lines(model, "itemSelected") == ["return .send(.delegate(.position(value + 1)))"])
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
      input: "let appeared: AnyPublisher<Void, Never>\nlet reloaded: AnyPublisher<Void, Never>",
      output: "let title: AnyPublisher<String, Never>\nlet noteText: AnyPublisher<String, Never>",
      body: "return Output(title: input.appeared.compactMap { [weak self] in self?.title }.eraseToAnyPublisher(), noteText: input.reloaded.compactMap { [weak self] in self?.note }.eraseToAnyPublisher())",
      members: "var title = \"\"")
    // `title` is shown as State holds it: nothing to set.
    #expect(lines(model, "appeared") == ["return .none"])
    #expect(model.state.filter { $0.name == "title" }.count == 1)
    // An optional property is set where it has a value.
    #expect(lines(model, "reloaded") == ["if let noteText = state.note {", "  state.noteText = noteText", "}", "return .none"])
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

  /// What a review found the first version got wrong: each stays a TODO, or is kept apart.
  @Test func chainsWhoseMethodWouldDoOtherwiseStayTodos() throws {
    func refusal(input: String = "let text: AnyPublisher<String, Never>", output: String, _ body: String, members: String = "", action: String = "textChanged") throws -> String? {
      let model = try model(input: input, output: output, body: body, members: members)
      return self.refusal(model, action)
    }
    // Two closures' locals of one name would be declared twice in one case.
    #expect(try refusal(
      output: "let words: AnyPublisher<Int, Never>\nlet lines: AnyPublisher<Int, Never>",
      "return Output(words: input.text.map { text in\nlet parts = text.split(separator: \" \")\nreturn parts.count\n}.eraseToAnyPublisher(), lines: input.text.map { text in\nlet parts = text.split(separator: \"\\n\")\nreturn parts.count\n}.eraseToAnyPublisher())")
      == "its closure declares 'parts', a name another closure, the action or the view model has already")
    // An optional only where the syntax says so: `Int(text) ?? 0` is none, nor `Double` of an `Int`.
    #expect(try refusal(output: "let number: AnyPublisher<Int, Never>", "return Output(number: input.text.compactMap { Int($0) ?? 0 }.eraseToAnyPublisher())")
      == "its '.compactMap' closure returns 'Int(text) ?? 0', which Graft cannot tell is optional")
    #expect(try refusal(
      input: "let count: AnyPublisher<Int, Never>", output: "let ratio: AnyPublisher<Double, Never>",
      "return Output(ratio: input.count.compactMap { Double($0) }.eraseToAnyPublisher())", action: "countChanged")
      == "its '.compactMap' closure returns 'Double(count)', which Graft cannot tell is optional")
    // Only changed values pass `.removeDuplicates()`: an action running for each would do the work again.
    #expect(try refusal(output: "let kept: AnyPublisher<Void, Never>", "return Output(kept: input.text.removeDuplicates().map { [weak self] text in self?.drafts.keep(text) }.eraseToAnyPublisher())")
      == "'kept' lets through only values that changed ('.removeDuplicates()'), which an action that runs for every value cannot tell")
    #expect(try refusal(output: "let shown: AnyPublisher<String, Never>", "return Output(shown: input.text.removeDuplicates().eraseToAnyPublisher())") == nil)
    // A field of the view model's own, given another value than its own, would be overwritten.
    #expect(try refusal(output: "let title: AnyPublisher<String, Never>", "return Output(title: input.text.map { \"Preview: \" + $0 }.eraseToAnyPublisher())", members: "var title = \"\"")
      == "'title' is named as the view model's 'title', and its chain makes another value of it")
    // A stream that hands its current value on subscribing showed it before any action.
    #expect(try refusal(input: "let text: CurrentValueSubject<String, Never>", output: "let shown: AnyPublisher<String, Never>", "return Output(shown: input.text.eraseToAnyPublisher())")?
      .hasPrefix("'text' is a CurrentValueSubject, which hands what subscribes its current value") == true)
    // An `Output` with an initializer of its own may make other values of what it is handed.
    #expect(try refusal(
      output: "let count: AnyPublisher<Int, Never>\ninit(count: AnyPublisher<Int, Never>) { self.count = count.map { $0 * 2 }.eraseToAnyPublisher() }",
      "return Output(count: input.text.map { $0.count }.eraseToAnyPublisher())")
      == "'Output.count': 'Output' has an initializer of its own, which may make of its arguments other values than it is handed")
  }

  @Test func valuesAreNamedApartFromMembersAndMergesOfOneLocalKeepBothWays() throws {
    // `bio` of `bioChanged` is a member's name: the value is `value`, and `bio` stays the member's.
    let shadowed = try model(
      input: "let bioChanged: AnyPublisher<String, Never>", output: "let preview: AnyPublisher<String, Never>",
      body: "return Output(preview: input.bioChanged.map { [weak self] in\nguard let self else { return $0 }\nreturn bio + \" / \" + $0\n}.eraseToAnyPublisher())",
      members: "var bio = \"\"")
    #expect(lines(shadowed, "bioChanged") == ["state.preview = state.bio + \" / \" + value", "return .none"])
    // Two merged streams made from one local: both reach the field.
    let diamond = try model(
      input: "let text: AnyPublisher<String, Never>", output: "let shown: AnyPublisher<String, Never>",
      body: "let trimmed = input.text.map { $0.uppercased() }\nreturn Output(shown: Publishers.Merge(trimmed.filter { !$0.isEmpty }.map { \"> \" + $0 }, trimmed).eraseToAnyPublisher())")
    #expect(lines(diamond, "textChanged") == [
      "let trimmed = text.uppercased()", "if !trimmed.isEmpty {", "  state.shown = \"> \" + trimmed", "}", "state.shown = trimmed", "return .none",
    ])
    // A `Signal` keeps no value: what it delivers is an event, whatever made it.
    let signal = try model(
      input: "let text: AnyPublisher<String, Never>", output: "let opened: Signal<Int>",
      body: "return Output(opened: input.text.map { $0.count }.asSignal(onErrorJustReturn: 0))")
    #expect(signal.delegateCases.map(\.name) == ["opened"])
  }

  /// A stream whose action Graft could not write after all is carried by none: no field nothing
  /// sets, and the warning says which action stayed a TODO.
  @Test func anOutputWhoseActionStaysATodoIsLeftWithItsReason() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class NestViewModel {
        struct Input { let text: AnyPublisher<String, Never> }
        struct Output { let upper: AnyPublisher<String, Never> }
        func transform(_ input: Input) -> Output {
          Output(upper: input.text.map { text in
            let chars = text.map { c -> String in
              if c == " " { return "_" }
              return String(c).uppercased()
            }
            return chars.joined()
          }.eraseToAnyPublisher())
        }
      }
      """)
    #expect(result.model.viewActions.first?.ported == nil)
    #expect(!result.model.state.contains { $0.name == "upper" })
    // Only what the port added is taken back: a field of the view model's own of the name stays.
    let own = try model(
      input: "let tapped: AnyPublisher<Void, Never>", output: "let step: AnyPublisher<Int, Never>",
      body: "let next = 1\nreturn Output(step: input.tapped.map { next }.eraseToAnyPublisher())", members: "var step = 0")
    #expect(own.state.contains { $0.name == "step" })
    #expect(!own.delegateCases.contains { $0.name == "step" })
    #expect(result.diagnostics.contains { $0.message.hasSuffix("not carried over ('upper': its actions stayed TODOs ('.textChanged'))") })
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
