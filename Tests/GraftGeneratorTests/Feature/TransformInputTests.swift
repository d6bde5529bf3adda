import Foundation
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// A reactive view model handed the view's streams at once (`transform(_ input: Input) ->
/// Output`): each stream is one of the view's actions, its work what `transform` does with it.
@Suite struct TransformInputTests {
  func build(_ source: String) throws -> FeatureBuilder.Result {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
  }

  static let signIn = """
    import RxCocoa
    import RxSwift

    // graft: feature
    final class SignInViewModel {
      private let bag = DisposeBag()
      let route = PublishRelay<String>()
      var onHelp: (() -> Void)?
      var query = ""
      struct Input {
        let email: Driver<String>
        let secret: Driver<String>
        let submitTapped: Signal<Void>
        let helpTapped: Signal<Void>
        let unusedToggle: Observable<Bool>
        let query: ControlProperty<String>
        let cleared: Observable<Void>
      }
      struct Output {
        let isSubmitEnabled: Driver<Bool>
      }

      func transform(_ input: Input) -> Output {
        let credentials = Driver.combineLatest(input.email, input.secret)
        input.submitTapped
          .withLatestFrom(credentials)
          .emit(onNext: { [weak self] pair in self?.route.accept(pair.0) })
          .disposed(by: bag)
        input.helpTapped.emit(onNext: { [weak self] in self?.onHelp?() }).disposed(by: bag)
        input.query.asObservable()
          .observe(on: MainScheduler.instance)
          .subscribe(onNext: { [weak self] text in
            guard let self else { return }
            self.query = text
          })
          .disposed(by: bag)
        input.cleared.withUnretained(self).bind { owner, _ in owner.query = "" }.disposed(by: bag)
        return Output(isSubmitEnabled: credentials.map { !$0.0.isEmpty })
      }
    }
    """

  @Test func eachStreamOfTheInputIsAViewAction() throws {
    let model = try build(Self.signIn).model
    #expect(model.viewActions.map(\.name) == ["emailChanged", "secretChanged", "submitTapped", "helpTapped", "unusedToggleChanged", "queryChanged", "cleared"])
    #expect(model.viewActions.map { $0.payload.map(\.type) } == [["String"], ["String"], [], [], ["Bool"], ["String"], []])
    #expect(model.viewActions.map(\.source) == ["email", "secret", "submitTapped", "helpTapped", "unusedToggle", "query", "cleared"].map { .stream(field: $0) })
    #expect(model.viewActions[2].origin == "transform(_:) on input.submitTapped")
  }

  @Test func aClosureRunForEachValueIsTheActionsBody() throws {
    let actions = try build(Self.signIn).model.viewActions
    #expect(actions[3].ported?.lines == ["return .send(.delegate(.help))"])
    // The value is bound under the closure's name for it.
    #expect(actions[5].payload.map(\.name) == ["text"])
    #expect(actions[5].ported?.lines == ["state.query = text", "return .none"])
    // `.withUnretained(self)` hands the view model under a name of its own.
    #expect(actions[6].ported?.lines == ["state.query = \"\"", "return .none"])
    // Each ported action has its test, which asserts the change.
    let test = try #require(actions[5].ported?.tests.first?.test)
    #expect(test.pending == nil)
    #expect(test.steps.first?.changes.isEmpty == false)
  }

  @Test func anActionsWorkIsWhatTransformDoesWithItsStreamAndTheLocalsItReads() throws {
    let actions = try build(Self.signIn).model.viewActions
    // The stream's chain, with the local it reads declared before it; not the other chains.
    #expect(actions[2].body == """
      let credentials = Driver.combineLatest(input.email, input.secret)
      input.submitTapped
        .withLatestFrom(credentials)
        .emit(onNext: { [weak self] pair in self?.route.accept(pair.0) })
        .disposed(by: bag)
      """)
    #expect(actions[0].body == "let credentials = Driver.combineLatest(input.email, input.secret)")
    #expect(actions[2].portRefusal == "it reaches 'input.submitTapped' through '.withLatestFrom', an operator Graft does not port")
    #expect(actions[4].body == nil)
    #expect(actions[4].portRefusal == "'transform(_:)' does nothing with 'input.unusedToggle'")
  }

  @Test func transformIsNoActionAndTheOutputIsSaidToBeLeftOut() throws {
    let result = try build(Self.signIn)
    let messages = result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    #expect(messages.contains { $0.hasPrefix("23:3: 'transform(_:)' is handed the view's streams: each stream of its input is a view action") })
    #expect(messages.contains("19:3: Output's streams ('isSubmitEnabled') are what the view shows, which a feature's State holds: declare those fields and set them in the actions; not carried over"))
    #expect(result.classifications.first { $0.member.name == "transform" }?.role == .ignored)
  }

  /// A stream `transform` keeps only the latest value of, combined with others that another
  /// stream reads when it delivers (`.withLatestFrom`), or handed to the view: a field of State,
  /// which the action sets.
  @Test func aStreamKeptForItsLatestValueIsAFieldTheActionSets() throws {
    let model = try build(Self.signIn).model
    #expect(model.state.filter { ["email", "secret"].contains($0.name) }.map { "\($0.name): \($0.type ?? "") = \($0.defaultValue ?? "")" }
      == ["email: String = \"\"", "secret: String = \"\""])
    #expect(model.viewActions[0].payload.map(\.name) == ["email"])
    #expect(model.viewActions[0].ported?.lines == ["state.email = email", "return .none"])
    let test = try #require(model.viewActions[0].ported?.tests.first?.test)
    #expect(test.steps == [.send(".view(.emailChanged(\"Sample email\"))", changes: ["$0.email = \"Sample email\""])])
    // A combination subscribed to runs work on every change of the stream, which a field does not.
    let subscribed = try build("""
      import RxSwift
      // graft: feature
      final class FilterViewModel {
        let bag = DisposeBag()
        var onChange: ((String, Int) -> Void)?
        struct Input { let text: Observable<String>; let page: Observable<Int> }
        func transform(_ input: Input) {
          let both = Observable.combineLatest(input.text, input.page)
          both.subscribe(onNext: { [weak self] text, page in self?.onChange?(text, page) }).disposed(by: bag)
        }
      }
      """).model
    #expect(subscribed.state.isEmpty)
    // A value State cannot hold (a struct that holds a closure is not Equatable) stays the combination's.
    let pairs = try build("""
      import RxSwift
      struct Filter { var apply: (Int) -> Bool = { _ in true } }
      // graft: feature
      final class MapViewModel {
        let bag = DisposeBag()
        var onPick: ((Filter, Int) -> Void)?
        struct Input { let filter: Observable<Filter>; let zoom: Observable<Int>; let pickTapped: Observable<Void> }
        func transform(_ input: Input) {
          let camera = Observable.combineLatest(input.filter, input.zoom)
          input.pickTapped.withLatestFrom(camera).subscribe(onNext: { [weak self] filter, zoom in self?.onPick?(filter, zoom) }).disposed(by: bag)
        }
      }
      """).model
    #expect(pairs.state.map(\.name) == ["zoom"])
    #expect(pairs.viewActions.map { $0.ported != nil } == [false, true, false])
    #expect(subscribed.viewActions.map(\.portRefusal) == Array(repeating: "'let both = Observable.combineLatest(input.text, input.page)' is no subscription Graft reads", count: 2))
  }

  /// `graft inspect` says, under `transform(_:)`, what each stream became and whether it was ported.
  @Test func inspectShowsEachStreamsAction() throws {
    let file = SourceFile(path: "VM.swift", text: Self.signIn)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    let lines = ClassificationReport.text(for: viewModel, classifications: result.classifications, model: result.model)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("→ .helpTapped for input.helpTapped: ported into the reducer"))
    #expect(lines.contains("→ .submitTapped for input.submitTapped: not ported: it reaches 'input.submitTapped' through '.withLatestFrom', an operator Graft does not port"))
    #expect(lines.filter { $0.hasPrefix("→ .") }.count == 7)
  }

  /// What Graft does not read as a closure for each value stays a TODO that says why.
  @Test func otherSubscriptionsAreRefusedWithTheirReason() throws {
    func refusal(_ statements: String, element: String = "Void") throws -> String? {
      try build("""
        import RxSwift
        // graft: feature
        final class PanelViewModel {
          var title = ""
          var onClose: (() -> Void)?
          let bag = DisposeBag()
          struct Input { let tapped: Observable<\(element)> }
          func transform(_ input: Input) {
            \(statements)
          }
        }
        """).model.viewActions.first?.portRefusal
    }
    #expect(try refusal("input.tapped.subscribe { event in print(event) }.disposed(by: bag)") == "its 'subscribe' is handed _: rather than one closure run for each value")
    #expect(try refusal("input.tapped.bind(to: relay).disposed(by: bag)") == "it binds the stream to 'relay', which Graft ports only as a closure run for each value")
    #expect(try refusal("input.tapped.throttle(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.onClose?() }).disposed(by: bag)")
      == "it reaches 'input.tapped' through '.throttle', an operator Graft does not port")
    #expect(try refusal("input.tapped.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)", element: "String") == "its closure reads '$0', which Graft ports only under a name")
    #expect(try refusal("let name = title; input.tapped.subscribe(onNext: { [name] in print(name) }).disposed(by: bag)")
      == "its closure captures 'name' when the call is made, where a response's case would read it when the answer comes")
    #expect(try refusal("input.tapped.subscribe(onNext: { [weak self] in self?.onClose?() }).disposed(by: bag); input.tapped.subscribe(onNext: { print(1) }).disposed(by: bag)")
      == "2 statements read 'input.tapped', which Graft ports only as one subscription")
    #expect(try refusal("input.tapped.withUnretained(self).subscribe(onNext: { owner, _ in let owner = 1; print(owner) }).disposed(by: bag)")
      == "its closure names a value 'owner' of its own, the name '.withUnretained(self)' hands the view model under")
  }

  @Test func aStreamOfValuesIsNamedForWhatChanged() {
    func name(_ field: String, _ element: String? = "Int") -> String { TransformInput(field: field, element: element).actionName }
    #expect(name("query", "String") == "queryChanged")
    #expect(name("itemSelected", "IndexPath") == "itemSelected")
    #expect(name("cellDidTap") == "cellDidTap")
    #expect(name("deletePublisher", "Item") == "delete")
    #expect(name("queryRelay", "String") == "queryChanged")
    #expect(name("refreshSignal", nil) == "refreshSignal")
  }

  /// Only the view model's own struct of streams: a struct of values, or one the view model does
  /// not declare, hands over no streams.
  @Test func anInputOfValuesOrOfAnotherTypeMakesNoActions() throws {
    let values = try build("""
      // graft: feature
      final class SidebarViewModel {
        struct Input { let clicked: Int }
        func transform(_ input: Input) -> Int { input.clicked }
        func refresh() {}
      }
      """).model
    #expect(values.viewActions.map(\.name) == ["refresh"])
    let elsewhere = try build("""
      import RxSwift
      struct SharedInput { let tapped: Observable<Void> }
      // graft: feature
      final class TabsViewModel {
        func transform(_ input: SharedInput) {}
      }
      """).model
    #expect(elsewhere.viewActions.isEmpty)
  }

  @Test func aStreamUnderAnIfConfigKeepsTheTransformsCondition() throws {
    let model = try build("""
      import Combine
      // graft: feature
      final class PlayerViewModel {
        struct Input { let played: AnyPublisher<Void, Never> }
        #if os(iOS)
        func transform(_ input: Input) { input.played.sink { _ in }.store(in: &bag) }
        #endif
      }
      """).model
    #expect(model.viewActions.map(\.name) == ["played"])
    #expect(model.viewActions.first?.condition == "os(iOS)")
  }
}
