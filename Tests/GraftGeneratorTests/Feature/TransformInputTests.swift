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
        let query: Observable<String>
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
    #expect(messages.contains(
      "19:3: Output's streams ('isSubmitEnabled') are what the view shows, which a feature's State holds: declare those fields and set them in the actions; "
        + "not carried over ('isSubmitEnabled': 'credentials': it starts at 'Driver.combineLatest(input.email, input.secret)', which Graft does not port)"))
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
    // Returned through an operator that does work (`.do(onNext:)`), the combination runs it on each change.
    let returned = try build("""
      import RxSwift
      // graft: feature
      final class SearchViewModel {
        var lastQuery = ""
        var onSearch: ((String) -> Void)?
        let bag = DisposeBag()
        struct Input { let query: Observable<String>; let go: Observable<Void> }
        struct Output { let echo: Observable<String> }
        func transform(_ input: Input) -> Output {
          let latest = Observable.combineLatest(input.query, input.go)
          input.go.withLatestFrom(latest).subscribe(onNext: { [weak self] query, _ in self?.onSearch?(query) }).disposed(by: bag)
          return Output(echo: latest.do(onNext: { [weak self] query, _ in self?.lastQuery = query }).map { $0.0 })
        }
      }
      """).model
    #expect(returned.viewActions.first?.ported == nil)
    #expect(!returned.state.contains { $0.name == "query" })
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

  /// The code review's cases: each stays a TODO, or is said, rather than ported wrong or lost.
  @Test func whatAClosurePortWouldGetWrongStaysATodo() throws {
    let result = try build("""
      import RxSwift
      import RxRelay
      // graft: feature
      final class FeedViewModel {
        var title = ""
        var page = 0
        var bag = DisposeBag()
        let loader = PageLoader()
        struct Input {
          let rename: Observable<String>
          let query: Driver<String>
          let tick: Observable<Void>
          let markAllRead = PublishRelay<Void>()
          let refresh: Observable<Void>
          let trigger: Observable<Int>
          let mode: Observable<Int>
          let pulse: Observable<Void>
        }
        func transform(_ input: Input) {
          let prefix = "Item "
          page = 1
          input.rename.subscribe(onNext: { [weak self] text in self?.title = prefix + text }).disposed(by: bag)
          input.query.drive(onNext: { [weak self] text in self?.title = text }).disposed(by: bag)
          input.tick.subscribe(onNext: { [weak self] in self?.page += 1 }).disposed(by: bag)
          input.markAllRead.subscribe(onNext: { [weak self] in self?.title = "" }).disposed(by: bag)
          input.refresh.subscribe(onNext: { [weak self] in self?.title = "" }).disposed(by: bag)
          let both = Observable.combineLatest(input.trigger, input.mode)
          input.pulse.sample(both).subscribe(onNext: { [weak self] in self?.page = 0 }).disposed(by: bag)
        }
        func refresh() { title = "" }
        func stop() { bag = DisposeBag() }
      }
      """)
    let actions = Dictionary(result.model.viewActions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // A local of `transform`, which the action does not carry.
    #expect(actions["renameChanged"]?.portRefusal == "its closure reads 'prefix', which 'transform' binds, and which the action does not carry")
    // A Driver hands its current value to what subscribes: the closure ran once without the view.
    #expect(actions["queryChanged"]?.portRefusal?.hasPrefix("'input.query' is a Driver, which hands what subscribes its current value") == true)
    // A bag another method replaces ends the subscription, which an action would not.
    #expect(actions["tick"]?.portRefusal == "it keeps its subscription in 'bag', which 'stop' replaces or empties to end it")
    // A field written without its type is a stream all the same.
    #expect(actions["markAllRead"] != nil)
    // `.sample(both)` runs on each change of the combination: no field stands for it.
    #expect(actions["triggerChanged"]?.ported == nil)
    #expect(!result.model.state.contains { $0.name == "trigger" })
    let messages = result.diagnostics.map(\.message)
    // A stream whose action name is taken is said, not lost.
    #expect(messages.contains { $0.hasPrefix("'input.refresh' is no action of its own: the feature has an action 'refresh' already (refresh())") })
    // Work `transform` does that reads no stream is said.
    #expect(messages.contains { $0.hasPrefix("'let prefix = \"Item \"' reads none of the view's streams") })
  }

  /// A field only a stream's closure sets is set by that stream's action: another stream's
  /// closure that reads it is ported (not refused as reading a field set outside any action).
  @Test func aFieldAStreamSetsIsSetByItsAction() throws {
    let model = try build("""
      import RxSwift
      // graft: feature
      final class CounterViewModel {
        var count = 0
        var onCount: ((Int) -> Void)?
        var bag: DisposeBag
        // Setting the bag up is not replacing it.
        init() { bag = DisposeBag() }
        struct Input { let plus: Observable<Void>; let report: Observable<Void> }
        func transform(_ input: Input) {
          input.plus.subscribe(onNext: { [weak self] in self?.count += 1 }).disposed(by: bag)
          input.report.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.onCount?(self.count)
          }).disposed(by: bag)
        }
      }
      """).model
    #expect(model.viewActions.map(\.portRefusal) == [nil, nil])
    #expect(model.viewActions.map { $0.ported != nil } == [true, true])
  }

  @Test func aStreamUnderItsOwnConditionKeepsIt() throws {
    let model = try build("""
      import Combine
      // graft: feature
      final class PickerViewModel {
        var name = ""
        var cancellables = Set<AnyCancellable>()
        struct Input {
          #if os(iOS)
          let photoPicked: AnyPublisher<Int, Never>
          #endif
          let cleared: AnyPublisher<Void, Never>
        }
        func transform(_ input: Input) {
          input.cleared.sink { [weak self] in self?.name = "" }.store(in: &cancellables)
        }
      }
      """).model
    #expect(model.viewActions.map(\.name) == ["photoPickedChanged", "cleared"])
    #expect(model.viewActions.map(\.condition) == ["os(iOS)", nil])
    #expect(model.viewActions[1].ported?.lines == ["state.name = \"\"", "return .none"])
  }

  @Test func anIgnoredTransformAndAStreamOfClosuresMakeNoActions() throws {
    let ignored = try build("""
      import RxSwift
      // graft: feature
      final class TabsViewModel {
        struct Input { let tapped: Observable<Void> }
        // graft: ignore
        func transform(_ input: Input) {}
      }
      """)
    #expect(ignored.model.viewActions.isEmpty)
    let closures = try build("""
      import RxSwift
      // graft: feature
      final class HandlerViewModel {
        struct Input { let handler: Observable<() -> Void> }
        func transform(_ input: Input) {}
      }
      """)
    #expect(closures.model.viewActions.isEmpty)
    #expect(closures.diagnostics.map(\.message).contains { $0.hasPrefix("'input.handler' is no action: it delivers closures") })
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
    // The operator named is the first after the stream, wherever the chain ends.
    #expect(try refusal("input.tapped.withLatestFrom(other).flatMapLatest { load() }.bind(to: relay).disposed(by: bag)")
      == "it reaches 'input.tapped' through '.withLatestFrom', an operator Graft does not port")
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
