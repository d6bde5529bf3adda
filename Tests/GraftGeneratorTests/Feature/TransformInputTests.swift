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
      struct Input {
        let email: Driver<String>
        let secret: Driver<String>
        let submitTapped: Signal<Void>
        let helpTapped: Signal<Void>
        let unusedToggle: Observable<Bool>
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
        input.helpTapped.emit(onNext: { [weak self] in self?.route.accept("help") }).disposed(by: bag)
        return Output(isSubmitEnabled: credentials.map { !$0.0.isEmpty })
      }
    }
    """

  @Test func eachStreamOfTheInputIsAViewAction() throws {
    let model = try build(Self.signIn).model
    #expect(model.viewActions.map(\.name) == ["emailChanged", "secretChanged", "submitTapped", "helpTapped", "unusedToggleChanged"])
    #expect(model.viewActions.map { $0.payload.map(\.type) } == [["String"], ["String"], [], [], ["Bool"]])
    #expect(model.viewActions.map(\.source) == ["email", "secret", "submitTapped", "helpTapped", "unusedToggle"].map { .stream(field: $0) })
    #expect(model.viewActions[2].origin == "transform(_:) on input.submitTapped")
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
    #expect(actions[3].body == "input.helpTapped.emit(onNext: { [weak self] in self?.route.accept(\"help\") }).disposed(by: bag)")
    #expect(actions[3].portRefusal == "a chain of streams, which Graft does not port: carry its work into this case")
    #expect(actions[4].body == nil)
    #expect(actions[4].portRefusal == "'transform(_:)' does nothing with 'input.unusedToggle'")
  }

  @Test func transformIsNoActionAndTheOutputIsSaidToBeLeftOut() throws {
    let result = try build(Self.signIn)
    let messages = result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    #expect(messages.contains { $0.hasPrefix("19:3: 'transform(_:)' is handed the view's streams: each stream of its input is a view action") })
    #expect(messages.contains("15:3: Output's streams ('isSubmitEnabled') are what the view shows: State fields the team declares, which the actions that transform(_:) fed set; not carried over"))
    #expect(result.classifications.first { $0.member.name == "transform" }?.role == .ignored)
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
