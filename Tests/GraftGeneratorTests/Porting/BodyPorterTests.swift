import GraftGenerator
import SwiftDeclarationParser
import Testing

/// What the porter carries into the reducer, and what it refuses: a wrong port is worse than a
/// TODO, so every shape it cannot keep the behaviour of must stay whole, with its reason.
@Suite struct BodyPorterTests {
  static let header = """
    import Foundation
    struct Item: Equatable { let id: Int; var title: String }
    protocol ItemService {
      func load() async throws -> [Item]
      func count() -> Int
      func log(_ message: String)
      func fetch(completion: @escaping ([Item]) -> Void)
      var name: String { get }
    }
    // graft: feature
    final class ListViewModel: ObservableObject {
      @Published var items: [Item] = []
      @Published var query = ""
      @Published var isBusy = false
      @Published var error: Error?
      var onSelect: ((Int) -> Void)?
      let pageSize = 20
      private let formatter = DateFormatter()
      private let service: ItemService
      init(service: ItemService) { self.service = service }

    """

  /// The feature of the header's view model with `members` added, as the pipeline builds it.
  /// `declarations`: more of the file's declarations, after the view model.
  func model(_ members: String, header declarations: String = "") throws -> FeatureModel {
    let file = SourceFile(path: "VM.swift", text: Self.header + members + "\n}\n" + declarations)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
  }

  /// The planned test of the last action, which `members` declares.
  func plannedTest(_ members: String) throws -> PortTest? {
    try model(members).viewActions.last?.ported?.tests.first?.test
  }

  /// The action's case lines, or its refusal.
  func port(_ method: String, members: String = "", header declarations: String = "") throws -> (lines: [String]?, refusal: String?) {
    let action = try #require(try model(members + method, header: declarations).viewActions.last)
    return (action.ported?.lines.flatMap { $0.split(separator: "\n").map(String.init) }, action.portRefusal)
  }

  /// `sync()` beside `sync() async` on one service: which one Swift calls depends on where the
  /// call is, so the port does not pick one of the two endpoints; the body stays a TODO.
  @Test func aCallTwoOverloadsOfTheSameLabelsAnswerIsNotPorted() throws {
    let refused = try port("""
        func save() async {
          query = ""
          await store.sync()
        }
      """, members: "let store: SyncStore\n", header: """
      final class SyncStore {
        func sync() { Task { await sync() } }
        func sync() async {}
      }
      """)
    #expect(refused.lines == nil)
    #expect(refused.refusal == "'await store.sync()': it calls 'store.sync()', which two of the service's methods of the same labels and types answer (one waits, or throws, where the other does not)")    // Overloads of other types are told apart by the argument's type, as the client's are.
    let typed = try port("""
        func reset() {
          store.reset(with: [1])
        }
      """, members: "let store: SyncStore\n", header: """
      final class SyncStore {
        func reset(with ids: [Int]) {}
        func reset(with name: String) {}
      }
      """)
    #expect(typed.refusal?.contains("two of the service's methods") != true, "\(typed)")
  }

  /// A method of an extension of a protocol the view model adopts is the view model's, which
  /// no reducer has: the body stays a TODO rather than call a function of that name.
  @Test func aProtocolExtensionsMethodIsTheViewModels() throws {
    let model = try model("""
        func check() {
          query = warning(for: items.count) ?? ""
        }
      """, header: """
      protocol CountWarning {}
      extension CountWarning {
        func warning(for count: Int) -> String? { count > 10 ? "many" : nil }
      }
      extension ListViewModel: CountWarning {}
      """)
    let action = try #require(model.viewActions.last)
    #expect(action.ported == nil)
    #expect(action.portRefusal?.contains("'warning', which the view model inherits from CountWarning") == true)
  }

  /// A helper declared in two `#if` branches (one body for iOS, another for macOS), or under an
  /// `#if` of its own, is not carried into a case, where one branch's body would run on every
  /// platform: the action stays a TODO. One of the view model's own conditions is carried.
  @Test func aHelperUnderItsOwnConditionIsNotCarried() throws {
    let branches = try port("""
        func render() {
          isBusy = true
          apply(title: query)
        }
      """, members: """
      #if os(iOS)
        private func apply(title: String) { query = title.uppercased() }
      #else
        private func apply(title: String) { query = title.lowercased() }
      #endif

      """)
    #expect(branches.lines == nil)
    #expect(branches.refusal?.contains("it calls 'apply', declared ") == true, "\(String(describing: branches.refusal))")
    let iOSOnly = try port("""
        func render() { isBusy = apply(title: query) }
      """, members: """
      #if os(iOS)
        private func apply(title: String) -> Bool { title.isEmpty }
      #endif

      """)
    #expect(iOSOnly.lines == nil)
    #expect(iOSOnly.refusal?.contains("declared under '#if os(iOS)'") == true, "\(String(describing: iOSOnly.refusal))")
    // A computed property with a body per platform is not read in place either.
    let property = try port("""
        func refresh() { query = caption }
      """, members: """
      #if os(iOS)
        var caption: String { query + " (iOS)" }
      #else
        var caption: String { query + " (Mac)" }
      #endif

      """)
    #expect(property.lines == nil, "\(String(describing: property.lines))")
  }

  /// A service first called in work put off with a delay is counted by the test, which declares
  /// its recorder and overrides its endpoint, as for a call the body makes at once.
  @Test func aCallInPutOffWorkIsRecordedWhereTheTestDeclaresIt() throws {
    let test = try #require(try plannedTest("""
        func flash() {
          isBusy = true
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.isBusy = false
            self.service.log("done")
          }
        }
      """))
    #expect(test.pending == nil)
    let recorders = test.counts.map(\.recorder)
    #expect(!recorders.isEmpty)
    for recorder in recorders {
      #expect(test.prelude.contains { $0.contains("let \(recorder) = ") }, "\(recorder) is asserted but never declared")
      #expect(test.dependencies.contains { $0.contains(recorder) }, "\(recorder) is asserted but no endpoint records into it")
    }
  }

  @Test func mutationsBranchesAndOutcomes() throws {
    let result = try port("""
        func select(at index: Int) {
          guard index < items.count else { return }
          query = ""
          if items[index].title.isEmpty { isBusy = true } else { isBusy = false }
          onSelect?(items[index].id)
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines == [
      "guard index < state.items.count else {", "  return .none", "}", "state.query = \"\"",
      "if state.items[index].title.isEmpty {", "  state.isBusy = true", "} else {", "  state.isBusy = false", "}",
      "return .send(.delegate(.select(state.items[index].id)))",
    ])
  }

  /// `if … { return }` with no `else` is a guard: what follows runs where it did not, however
  /// long it is, and reports and waits as it did.
  @Test func anEarlyReturnBranchIsAGuard() throws {
    let result = try port("""
        func search(_ text: String) {
          if text.isEmpty { return }
          query = text
          isBusy = true
          service.log(text)
          onSelect?(text.count)
        }
      """)
    #expect(result.lines == [
      "if text.isEmpty {", "  return .none", "}", "state.query = text", "state.isBusy = true",
      "return .run { @MainActor send in", "  service.log(text)", "  send(.delegate(.select(text.count)))", "}",
    ], "\(String(describing: result.refusal))")
    // Its test starts where the body goes on, not where it ends at once.
    let test = try #require(try plannedTest("func clearQuery() { if query.isEmpty { return }; query = \"\"; isBusy = true }"))
    #expect(test.start == ["query = \"Sample query\""], "\(test)")
    #expect(test.steps.first?.changes == ["$0.query = \"\"", "$0.isBusy = true"], "\(test)")
    // One that reports before it ends the method reports there.
    let reporting = try port("func pick(_ id: Int) { if id < 0 { onSelect?(0); return }; query = \"\"; isBusy = true; items = []; error = nil }")
    #expect(reporting.lines?.prefix(3) == ["if id < 0 {", "  return .send(.delegate(.select(0)))", "}"], "\(String(describing: reporting))")
  }

  /// A helper's parameter bound to a value that says nothing of its type (`nil`, `.none`, a
  /// number) is bound with the parameter's type: `let value = nil` does not compile.
  @Test func aHelpersArgumentWithoutATypeOfItsOwnIsBoundWithTheParametersType() throws {
    let result = try port("""
        func clear() {
          mark(nil, size: 2)
        }
      """, members: """
        private func mark(_ value: String?, size: Double) {
          query = value ?? ""
          isBusy = size > 1
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines == ["let value: String? = nil", "let size: Double = 2", "state.query = value ?? \"\"", "state.isBusy = size > 1", "return .none"])
  }

  /// A case with values handed to a helper (`.picked(id:)`) is bound with the parameter's type
  /// too: `let step = .picked(id: 1)` does not compile.
  @Test func anImplicitMembersCallHandedToAHelperIsBoundWithTheParametersType() throws {
    let result = try port("""
        func pick(_ id: Int) {
          navigate(to: .picked(id: id))
        }
      """, members: """
        enum Step { case picked(id: Int) }
        private func navigate(to step: Step) {
          query = String(describing: step)
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines?.first == "let step: ListViewModel.Step = .picked(id: id)")
  }

  /// An optional service compared with `nil` is a dependency, always there: `guard backup != nil`
  /// passes and `if backup == nil { … }` never runs.
  @Test func anOptionalServiceComparedWithNilIsAlwaysThere() throws {
    let result = try port("""
        func sync() {
          guard backup != nil, !isBusy else { return }
          if self.backup == nil { isBusy = true }
          query = "synced"
        }
      """, members: """
        private var backup: ItemService?

      """)
    #expect(result.refusal == nil, "\(result)")
    #expect(result.lines == ["guard !state.isBusy else {", "  return .none", "}", "state.query = \"synced\"", "return .none"])
    // Its test runs the legacy body the same way: the service is there.
    let test = try #require(try plannedTest("""
        private var backup: ItemService?
        func sync() {
          guard backup != nil, !isBusy else { return }
          if self.backup == nil { isBusy = true }
          query = "synced"
        }
      """))
    #expect(test.steps == [.send(".view(.sync)", changes: ["$0.query = \"synced\""])], "\(test)")
    // One the view model sets itself (a token it keeps while observing, cleared when it stops)
    // may be missing: the branch stays, so the body is not ported.
    let replaced = try port("""
        func appear() {
          query = "shown"
          if backup == nil { startBackup() }
        }
      """, members: """
        private var backup: ItemService?
        private func startBackup() { backup = nil; isBusy = true }

      """)
    #expect(replaced.lines == nil)
    #expect(replaced.refusal?.contains("which the view model replaces in 'startBackup'") == true, "\(replaced)")
  }

  /// Overloaded requirements of the delegate's protocol share a name: the call's labels say which
  /// one it reports.
  @Test func aDelegateCallReportsTheOverloadItsLabelsSpell() throws {
    let file = SourceFile(path: "VM.swift", text: """
      enum UserList: Equatable { case favorites }
      protocol ProfileDelegate: AnyObject {
        func profile(didTapLogout tapped: Bool)
        func profile(didPickList list: UserList)
      }
      // graft: feature
      final class ProfileViewModel {
        weak var delegate: ProfileDelegate?
        func logoutTapped() { delegate?.profile(didTapLogout: true) }
        func favoritesTapped() { delegate?.profile(didPickList: .favorites) }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let lines = model.viewActions.map { $0.ported?.lines.joined(separator: " ") }
    #expect(lines == [
      "return .send(.delegate(.profileDidTapLogout(didTapLogout: true)))",
      "return .send(.delegate(.profileDidPickList(didPickList: .favorites)))",
    ])
  }

  /// A refusal that quotes code written over several lines quotes it on one: the reducer's
  /// `// TODO` comment and the diagnostic hold it whole, and the code after it stays code.
  @Test func aRefusalQuotesCodeOnOneLine() throws {
    let result = try port("""
        func select(at index: Int) -> Bool {
          query = ""
          return items.map {
              $0.title
          }.isEmpty
        }
      """)
    let refusal = try #require(result.refusal)
    #expect(!refusal.contains("\n"))
    #expect(refusal.contains("items.map { $0.title }.isEmpty"))
  }

  /// A switch whose case returns early ends each case as the action's case ends; one whose
  /// cases only change State continues after it.
  @Test func aSwitchWithAnEarlyReturnEndsEachCase() throws {
    let result = try port("""
        func select(at index: Int?) {
          switch index {
          case .none:
            return
          case let .some(row) where row > 0:
            query = items[row].title
            onSelect?(row)
          default:
            break
          }
        }
      """)
    #expect(result.refusal == "'switch index {': a case with a 'where' clause")
    let withBreak = try port("""
        func select(at index: Int?) {
          switch index {
          case .none:
            return
          case let .some(row):
            query = items[row].title
            onSelect?(row)
          default:
            break
          }
        }
      """)
    #expect(withBreak.refusal == nil)
    #expect(withBreak.lines == [
      "switch index {", "case .none:", "  return .none", "case let .some(row):", "  state.query = state.items[row].title",
      "  return .send(.delegate(.select(row)))", "default:", "  return .none", "}",
    ])
    let plain = try port("""
        func mark(_ flag: Bool) {
          switch flag {
          case true: isBusy = true
          case false: isBusy = false
          }
          query = ""
        }
      """)
    #expect(plain.lines == [
      "switch flag {", "case true:", "  state.isBusy = true", "case false:", "  state.isBusy = false", "}", "state.query = \"\"", "return .none",
    ])
  }

  /// A case that only reports through a subject the parent subscribes to (`actionsSubject.send`)
  /// ends as its case does, as one that calls a closure outcome does.
  @Test func aSwitchWhoseCaseSendsIntoAnOutcomeSubject() throws {
    let result = try port("""
        func process(_ index: Int?) {
          switch index {
          case .none:
            finishSubject.send(.cancelled)
          case let .some(row):
            query = items[row].title
          }
        }
      """, members: """
        private let finishSubject = PassthroughSubject<Outcome, Never>()
        var finished: AnyPublisher<Outcome, Never> { finishSubject.eraseToAnyPublisher() }

      """)
    #expect(result.refusal == nil)
    #expect(result.lines == [
      "switch index {", "case .none:", "  return .send(.delegate(.finish(.cancelled)))", "case let .some(row):",
      "  state.query = state.items[row].title", "  return .none", "}",
    ])
  }

  /// An effect caused before a statement changes what it reads reports the value from before
  /// the change, kept in a constant of the field's name; inside a `.run`, a delegate action
  /// reads State through the run's captures, as a call does. Effects that read a field both
  /// before and after it changes stay a TODO.
  @Test func anEffectReadsTheValueFromBeforeALaterChange() throws {
    let submit = try port("""
        func submit() {
          service.log(query)
          query = ""
        }
      """)
    #expect(submit.refusal == nil)
    #expect(submit.lines?.prefix(3) == ["let query = state.query", "state.query = \"\"", "return .run { @MainActor [query] _ in"])
    #expect(submit.lines?.dropFirst(3).first == "  service.log(query)")
    let reported = try port("func pick() { onSelect?(items.count); items.removeAll() }")
    #expect(reported.lines == ["let items = state.items", "state.items.removeAll()", "return .send(.delegate(.select(items.count)))"])
    let both = try port("""
        func pick() {
          service.log(query)
          onSelect?(items.count)
        }
      """)
    #expect(both.lines?.first == "return .run { @MainActor [query = state.query, items = state.items] send in")
    #expect(both.lines?.dropFirst(2).first == "  send(.delegate(.select(items.count)))")
    let twice = try port("func pick() { service.log(\"\\(items.count)\"); items.removeAll(); onSelect?(items.count) }")
    #expect(twice.refusal?.contains("both before and after it changes it") == true)
    // In a loop, no constant can keep it.
    let loop = try port("func pick() { onSelect?(items.count); for index in items.indices { items[index].title = \"\" } }")
    #expect(loop.refusal?.contains("after reporting or handing on its value") == true)
  }

  /// The review's shapes: after an `await` the response reads the field as it is then; a name
  /// the body binds later cannot be the snapshot's; a change inside a `let` or a condition, a
  /// field a value of its name would hide in the effect, and a local `var` reported from an
  /// effect stay TODOs; a local `var` a call reads is captured by its name.
  @Test func whatASnapshotCannotKeep() throws {
    let awaited = try port("""
        func post() async {
          service.log("\\(items.count)")
          items = []
          let loaded = try? await service.load()
          onSelect?(items.count + (loaded?.count ?? 0))
        }
      """)
    #expect(awaited.refusal == nil)
    let response = try #require(try model("""
        func post() async {
          service.log("\\(items.count)")
          items = []
          let loaded = try? await service.load()
          onSelect?(items.count + (loaded?.count ?? 0))
        }
      """).viewActions.last?.ported?.responses.first?.handlers.first?.lines)
    #expect(response == ["return .send(.delegate(.select(state.items.count + (loaded?.count ?? 0))))"])
    let rebound = try port("func pick() { onSelect?(items.count); items = []; guard let items = Optional(1) else { return }; query = \"\\(items)\" }")
    #expect(rebound.refusal?.contains("the name of the constant that keeps the field's value") == true)
    let inLet = try port("func pick() { onSelect?(items.count); let last = items.removeLast(); query = last.title }")
    #expect(inLet.refusal?.contains("inside a statement no constant can keep") == true)
    let hidden = try port("func pick(query: String) { onSelect?(self.query.count); service.log(query) }")
    #expect(hidden.refusal?.contains("a field a value of the same name would hide inside the effect") == true)
    let variable = try port("func pick() { var count = items.count; count += 1; onSelect?(count); service.log(query) }")
    #expect(variable.refusal?.contains("the local variable 'count'") == true)
    let captured = try port("func pick() { var line = query; line += \"!\"; service.log(line) }")
    #expect(captured.lines?.contains("return .run { @MainActor [line] _ in") == true)
  }

  /// A member the view model inherits from the app's own superclass is in no State: a body that
  /// reads it bare stays whole, and says where the member comes from.
  @Test func aMemberOfAGenericSuperclassIsNotRead() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      class MessageViewModel<Payload> { let message: String; var isExpired = false; init(message: String) { self.message = message } }
      extension MessageViewModel { var isLong: Bool { message.count > 80 } }
      // graft: feature
      final class InfoMessageViewModel: Chat.MessageViewModel<String> {
        @Published var iconShown = false
        func layoutIcon() { iconShown = !message.isEmpty }
        func layoutBadge() { iconShown = isLong }
        func hideIcon() { iconShown = false }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let refusals = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.portRefusal) })
    #expect(refusals["layoutIcon"] == "'iconShown = !message.isEmpty': it reads 'message', which the view model inherits from MessageViewModel: State does not hold it")
    #expect(refusals["layoutBadge"] == "'iconShown = isLong': it reads 'isLong', which the view model inherits from MessageViewModel: State does not hold it")
    #expect(refusals["hideIcon"] == .some(nil))
  }

  /// A closure property typed with a generic alias (`Transition<Route>?`) is an outcome, not a
  /// subject: its call is a delegate action carrying the alias's argument.
  @Test func aClosureBehindAGenericAliasIsAnOutcome() throws {
    let file = SourceFile(path: "VM.swift", text: """
      public typealias Transition<T> = ((T) -> Void)
      // graft: feature
      final class LibraryViewModel {
        enum Route { case done }
        var title = ""
        var onTransition: Transition<Route>?
        func handleDoneAction() { onTransition?(.done) }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    #expect(model.delegateCases.map(\.name) == ["transition"])
    #expect(model.delegateCases.first?.payload.map(\.type) == ["LibraryViewModel.Route"])
    #expect(model.viewActions.first { $0.name == "handleDoneAction" }?.portRefusal == .some(nil))
  }

  /// A generic superclass nested in another type (`PlayerControlsView.Model`) is found by its path; one
  /// Graft was not given may declare any bare name a body reads, so such a body stays whole,
  /// while a global function it calls (`round`) is no member.
  @Test func aMemberOfANestedOrUnreadSuperclassIsNotRead() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      struct PlayerControlsView { class Model<Speed>: ObservableObject { @Published var currentSpeed = 1.0 } }
      // graft: feature
      final class PlayerControlsViewModel: PlayerControlsView.Model<Double> {
        @Published var label = ""
        func handleSpeedChange(_ speed: Double) { guard currentSpeed != speed else { return }; label = "" }
      }
      // graft: feature
      final class SpeedViewModel: KitBaseViewModel {
        @Published var label = ""
        func handleSpeedChange(_ speed: Double) { guard playbackRate != speed else { return }; label = "" }
        func reset() { label = String(max(1, 2)) }
      }
      """)
    let index = SourceIndex([file])
    var refusals: [String: String?] = [:]
    for viewModel in ViewModelExtractor().extract(from: file).viewModels {
      let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
      for action in model.viewActions { refusals["\(viewModel.name).\(action.name)"] = action.portRefusal }
    }
    #expect(refusals["PlayerControlsViewModel.handleSpeedChange"] == "'guard currentSpeed != speed else { return }': it reads 'currentSpeed', which the view model inherits from Model: State does not hold it")
    #expect(refusals["SpeedViewModel.handleSpeedChange"] == "'guard playbackRate != speed else { return }': it reads 'playbackRate', which may be a member of 'KitBaseViewModel', a superclass Graft was not given")
    #expect(refusals["SpeedViewModel.reset"] == .some(nil))
  }

  /// Nor can State's initializer read a field before State's fields are all set, an inherited
  /// one included: the field it sets is taken as a parameter instead, with the warning that says so.
  @Test func anInheritedMemberIsNoValueOfStatesInitializer() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      class TitledViewModel { var defaultTitle = "Untitled" }
      // graft: feature
      final class NoteViewModel: TitledViewModel {
        @Published var title: String
        @Published var body: String
        init(body: String) {
          self.body = body
          self.title = defaultTitle
        }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    #expect(result.model.stateInitializer == ["self.body = body", "self.title = title"])
    #expect(result.model.requiredFields.map(\.name) == ["title"])
  }

  @Test func whatFollowsAnAwaitIsTheResponsesAndItsDeferRunsThere() throws {
    let result = try port("""
        func reload() async {
          isBusy = true
          defer { isBusy = false }
          do { items = try await service.load() } catch { self.error = error }
        }
      """)
    #expect(result.lines == [
      "state.isBusy = true", "return .run { send in", "  await send(.reloadResponse(Result { try await service.load() }))", "}",
    ])
  }

  /// A method named with a keyword (`` `continue` ``) names its response without the backticks.
  @Test func aKeywordNamedMethodsResponse() throws {
    let result = try port("""
        func `continue`() async {
          do { items = try await service.load() } catch { self.error = error }
        }
      """)
    #expect(result.lines == ["return .run { send in", "  await send(.continueResponse(Result { try await service.load() }))", "}"])
    let action = try #require(try model("""
        func `continue`() async {
          do { items = try await service.load() } catch { self.error = error }
        }
      """).viewActions.last)
    #expect(action.ported?.tests.map(\.name) == ["`continue`", "continueFailure"])
  }

  /// `try?` drops the error where the call stands: nothing needs to catch it, and the effect
  /// drops it too, rather than leave TCA an unhandled error.
  @Test func aServiceCallWrittenTryQuestionMarkNeedsNoCatch() throws {
    let result = try port("""
        func refresh() async {
          isBusy = true
          try? await service.load()
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines == ["state.isBusy = true", "return .run { _ in", "  _ = try? await service.load()", "}"])
  }

  /// A value the method drops (`let _ = try await …`) is not carried back: the response says only
  /// that the call ended or failed (`Result<Void, any Error>`), and its case binds nothing.
  @Test func aValueTheMethodDropsIsNotCarriedBack() throws {
    let ported = try #require(try model("""
        func reload() async {
          do {
            let _ = try await service.load()
            isBusy = false
          } catch {
            self.error = error
          }
        }
      """).viewActions.last?.ported)
    #expect(ported.lines.joined(separator: "\n").contains("await send(.reloadResponse(Result { _ = try await service.load() }))"), "\(ported.lines)")
    #expect(ported.responses.first?.response.result == .throwing(success: "Void"))
    #expect(ported.responses.first?.handlers.map(\.pattern) == ["case .reloadResponse(.success):", "case let .reloadResponse(.failure(error)):"])
  }

  /// A service call handing a completion is the wait its client makes of it: what the closure
  /// did is the response's case, `self?.` and a hop to the main queue read as the reducer's own.
  @Test func aCompletionHandedToAServiceIsTheResponse() throws {
    let ported = try #require(try model("""
        func reload() {
          isBusy = true
          service.fetch { [weak self] items in
            DispatchQueue.main.async {
              self?.items = items
              self?.isBusy = false
            }
          }
        }
      """).viewActions.last?.ported)
    #expect(ported.lines.joined(separator: "\n").split(separator: "\n").map(String.init) == [
      "state.isBusy = true", "return .run { send in", "  await send(.reloadResponse(await service.fetch()))", "}",
    ])
    #expect(ported.responses.first?.handlers.map(\.pattern) == ["case let .reloadResponse(items):"])
    #expect(ported.responses.first?.handlers.first?.lines == ["state.items = items", "state.isBusy = false", "return .none"])
    // Its test overrides the client with a sample and receives the response.
    #expect(ported.tests.first?.test.pending == nil)
  }

  /// A `Result` the completion switches over: the statements around the `switch` run on both
  /// sides, in order; its `.failure` is the response's failure, its error under the case's name.
  @Test func aResultCompletionsSwitchIsTheResponsesSuccessAndFailure() throws {
    let members = """
        private let accounts: AccountService
        func rename(_ name: String) {
          accounts.rename(to: name) { [weak self] outcome in
            self?.isBusy = false
            switch outcome {
            case let .success(title): self?.query = title
            case .failure(let failure): self?.error = failure
            }
          }
        }
      """
    let declarations = "protocol AccountService { func rename(to name: String, completion: @escaping (Result<String, Error>) -> Void) }\n"
    let feature = try model(members, header: declarations)
    let client = try #require(feature.dependencies.first { $0.protocolName == "AccountService" })
    #expect(client.endpoints.map { "\($0.name) \($0.parameters.map(\.name)) \($0.isAsync) \($0.isThrowing) \($0.returnType)" } == ["rename [\"name\"] true true String"])
    let ported = try #require(feature.viewActions.last?.ported)
    #expect(ported.lines.last?.contains("Result { try await accounts.rename(name) }") == true)
    #expect(ported.responses.first?.handlers.map(\.pattern) == ["case let .renameResponse(.success(title)):", "case let .renameResponse(.failure(failure)):"])
    #expect(ported.responses.first?.handlers.map(\.lines) == [
      ["state.isBusy = false", "state.query = title", "return .none"],
      ["state.isBusy = false", "state.error = failure.localizedDescription", "return .none"],
    ])
  }

  /// What Graft cannot read of a completion keeps the body whole, with why.
  @Test(arguments: [
    ("accounts.rename(to: name) { outcome in if case .success = outcome { self.isBusy = false } }", "other than through a 'switch' over '.success' and '.failure'"),
    ("accounts.rename(to: name) { outcome in switch outcome { case .success: break; default: break } }", "has cases other than '.success' and '.failure'"),
    ("accounts.rename(to: name) { self.query = String(describing: $0) }", "its completion reads '$0'"),
    ("accounts.remove { error in self.isBusy = error == nil }", "its completion reports an optional error"),
    // Around the `switch`, `query` is the field; inside a case, the value it binds.
    ("accounts.rename(to: name) { outcome in switch outcome { case .success(let query): self.query = query; case .failure: break }; self.isBusy = query.isEmpty }", "whose case binds that name"),
    ("accounts.fetchTyped { outcome in switch outcome { case .success(let title): self.query = title; case .failure(let failure): self.isBusy = failure == .offline } }", "which the effect's 'Result' holds as 'any Error'"),
    ("defer { isBusy = false }; accounts.rename(to: name) { _ in }", "its 'defer' ran before the completion did"),
    ("accounts.rename(to: name) { outcome in switch outcome { case .success(var title): title += \"!\"; self.query = title; case .failure: break } }", "has cases other than '.success' and '.failure'"),
  ])
  func completionsGraftCannotRead(_ call: String, _ reason: String) throws {
    let declarations = """
      enum APIError: Error { case offline }
      protocol AccountService {
        func rename(to name: String, completion: @escaping (Result<String, Error>) -> Void)
        func remove(completion: @escaping (Error?) -> Void)
        func fetchTyped(completion: @escaping (Result<String, APIError>) -> Void)
      }

      """
    let feature = try model("private let accounts: AccountService\nfunc a(name: String) { \(call) }", header: declarations)
    let action = try #require(feature.viewActions.last)
    #expect(action.ported == nil)
    #expect(action.portRefusal?.contains(reason) == true, "\(action.portRefusal ?? "no refusal")")
  }

  /// `UIApplication.shared.open(url)` is an effect of TCA's `openURL`, which the test sets to
  /// open nothing; an `if` the samples cannot decide whose ways the test sees alike is tested.
  @Test func openingAURLIsAnEffectOfTCAsOpenURL() throws {
    let feature = try model("""
        func openHelp() {
          isBusy = false
          if let url = URL(string: "https://example.com/" + query) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
          }
        }
      """)
    let ported = try #require(feature.viewActions.last?.ported)
    #expect(ported.systemDependencies == [.openURL])
    #expect(ported.lines.joined(separator: "\n") == """
      state.isBusy = false
      if let url = URL(string: "https://example.com/" + state.query) {
        return .run { _ in
          await openURL(url)
        }
      } else {
        return .none
      }
      """)
    let test = try #require(ported.tests.first?.test)
    #expect(test.pending == nil)
    #expect(test.dependencies == ["$0.openURL = OpenURLEffect { _ in true }"])
    // A member of the reducer's name keeps the body whole.
    let hidden = try model("var openURL = \"\"\nfunc a() { UIApplication.shared.open(URL(fileURLWithPath: openURL)) }")
    #expect(hidden.viewActions.last?.portRefusal?.contains("through the reducer's 'openURL'") == true)
  }

  /// `total = counter.total()`, a synchronous method of a service on the main actor: its
  /// endpoint waits for the hop, so the call is the effect, its value the response's, and what
  /// followed runs there, in order; the test overrides the endpoint and receives the response.
  @Test func aValueOfAMainActorServiceIsTheResponse() throws {
    let members = """
        private let counter: Counter
        @Published var total = 0
        func refresh() {
          total = counter.total()
          isBusy = false
        }
      """
    let feature = try model(members, header: "@MainActor protocol Counter { func total() -> Int }\n")
    let ported = try #require(feature.viewActions.last?.ported, "\(feature.viewActions.last?.portRefusal ?? "")")
    #expect(ported.lines.joined(separator: "\n") == """
      return .run { send in
        await send(.refreshResponse(await counter.total()))
      }
      """)
    #expect(ported.responses.first?.handlers.first?.lines == ["state.total = value", "state.isBusy = false", "return .none"])
    let steps = try #require(ported.tests.first?.test.steps)
    #expect(steps.contains { if case let .receive(path, _) = $0 { path == "\\.refreshResponse" } else { false } })
  }

  /// `do { try vault.save(text) } catch { … }`: a service's call that throws without waiting is
  /// the effect all the same, on the main actor where the service is not Sendable, its failure
  /// the response's; a test receives a `Void` result's case by matching it.
  @Test func aDoAroundAServiceCallThatThrowsWithoutWaitingIsTheResponse() throws {
    let members = """
        private let vault: Vault
        func store(_ text: String) {
          do {
            try vault.save(text)
            query = ""
          } catch {
            self.error = error
          }
        }
      """
    let feature = try model(members, header: "protocol Vault: AnyObject { func save(_ text: String) throws }\n")
    let ported = try #require(feature.viewActions.last?.ported)
    #expect(ported.lines.joined(separator: "\n") == """
      return .run { @MainActor send in
        await send(.storeResponse(Result { try vault.save(text) }))
      }
      """)
    #expect(ported.responses.first?.handlers.map(\.pattern) == ["case .storeResponse(.success):", "case let .storeResponse(.failure(error)):"])
    let steps = try #require(ported.tests.first?.test.steps)
    #expect(steps.contains { if case let .receive(path, _) = $0 { path == "{ if case .storeResponse(.success) = $0 { return true } else { return false } }" } else { false } })
    // Another call that throws would throw in the reducer, which cannot.
    let encoding = try model(
      "private let vault: Vault\nfunc pack() { do { let text = try String(contentsOfFile: query); try vault.save(text) } catch { self.error = error } }",
      header: "protocol Vault: AnyObject { func save(_ text: String) throws }\n")
    #expect(encoding.viewActions.last?.portRefusal?.contains("it calls something that throws where the reducer runs") == true)
  }

  /// `await MainActor.run { … }` runs its statements in place, and a hop to the main queue at the
  /// end of a body runs them last: a reducer's case is on the main thread already.
  @Test func aHopToTheMainThreadRunsItsStatementsWhereTheReducerIs() throws {
    let ported = try #require(try model("""
        func reload() {
          Task { [weak self] in
            guard let self else { return }
            let loaded = try? await self.service.load()
            await MainActor.run {
              self.items = loaded ?? []
              self.isBusy = false
            }
          }
        }
      """).viewActions.last?.ported)
    #expect(ported.responses.first?.handlers.first?.lines == ["state.items = loaded ?? []", "state.isBusy = false", "return .none"])
    #expect(ported.tests.first?.test.pending == nil)
    let putOff = try port("func a() { DispatchQueue.main.async { self.query = \"\" }; isBusy = true }")
    #expect(putOff.refusal?.contains("statements follow work it puts off to the main queue") == true)
    let last = try port("func a() { isBusy = true; DispatchQueue.main.async { self.query = \"\" } }")
    #expect(last.lines == ["state.isBusy = true", "state.query = \"\"", "return .none"])
  }

  /// `switch await service.fetch() { … }`: the wait first, bound as `result`, then the switch
  /// over it, in the response, as Swift evaluates it; `response` where a case reads a `result`.
  @Test func aSwitchOverAWaitSwitchesOverTheResponse() throws {
    let declarations = "enum Outcome: Equatable { case done([Item]), empty }\nprotocol Lister { func list() async -> Outcome }\n"
    let ported = try #require(try model("""
        let lister: Lister
        func refresh() async {
          isBusy = true
          switch await lister.list() {
          case .done(let loaded): items = loaded
          case .empty: items = []
          }
          isBusy = false
        }
      """, header: declarations).viewActions.last?.ported)
    #expect(ported.lines == ["state.isBusy = true", "return .run { send in\n  await send(.refreshResponse(await lister.list()))\n}"])
    let handler = try #require(ported.responses.first?.handlers.first)
    #expect(handler.pattern == "case let .refreshResponse(result):")
    #expect(handler.lines.first == "switch result {")
    let reading = try model("""
        let lister: Lister
        @Published var result = ""
        func refresh() async {
          switch await lister.list() {
          case .done: items = []
          case .empty: query = result
          }
        }
      """, header: declarations)
    #expect(reading.viewActions.last?.ported?.responses.first?.handlers.first?.lines.first == "switch response {")
    // `if case` over a wait matches the response the same way.
    let matching = try #require(try model("""
        let lister: Lister
        func refresh() async {
          if case .done(let loaded) = await lister.list() {
            items = loaded
          }
          isBusy = false
        }
      """, header: declarations).viewActions.last?.ported)
    #expect(matching.responses.first?.handlers.first?.lines == [
      "if case .done(let loaded) = result {", "  state.items = loaded", "}", "state.isBusy = false", "return .none",
    ])
  }

  /// A static method of an app type isolated to the main actor cannot run in the reducer, which is
  /// not: the body stays a TODO. One marked `nonisolated` is called as the view model called it.
  @Test func aMainActorStaticMethodOfTheAppIsNotCalledFromTheReducer() throws {
    let refused = try port("func sign() { query = Nonce.make(length: 8) }", header: "@MainActor enum Nonce { static func make(length: Int) -> String { \"\" } }\n")
    #expect(refused.lines == nil)
    #expect(refused.refusal == "'query = Nonce.make(length: 8)': it calls 'Nonce.make', which runs on the main actor, where the reducer and its effects do not")
    let free = try port(
      "func sign() { query = Nonce.make(length: 8) }", header: "@MainActor enum Nonce { nonisolated static func make(length: Int) -> String { \"\" } }\n")
    #expect(free.lines == ["state.query = Nonce.make(length: 8)", "return .none"])
    // Declared in an extension on the main actor, or one overload of two on it; a static
    // variable of such a type read.
    let extended = try port("func sign() { query = Nonce.make(length: 8) }", header: "enum Nonce {}\n@MainActor extension Nonce { static func make(length: Int) -> String { \"\" } }\n")
    #expect(extended.refusal?.hasSuffix("it calls 'Nonce.make', which runs on the main actor, where the reducer and its effects do not") == true)
    let overloaded = try port("func sign() { query = Nonce.make(length: 8) }", header: """
      enum Nonce {
        static func make(length: Int) -> String { "" }
        @MainActor static func make(length: Double) -> String { "" }
      }

      """)
    #expect(overloaded.lines == nil)
    let variable = try port("func sign() { query = Theme.accent }", header: "@MainActor enum Theme { static var accent: String { \"blue\" } }\n")
    #expect(variable.refusal == "'query = Theme.accent': it reads 'Theme.accent', which runs on the main actor, where the reducer and its effects do not")
  }

  /// On the main actor, a `Task` a synchronous method starts runs once the method has returned:
  /// after the statements that follow it, as a reducer's effect runs after its case. Where one of
  /// them could end the method first, the Task ran all the same: the body stays whole.
  @Test func aTaskOnTheMainActorRunsAfterTheStatementsThatFollowIt() throws {
    func feature(_ method: String) throws -> FeatureModel {
      let source = Self.header.replacingOccurrences(of: "// graft: feature\n", with: "// graft: feature\n@MainActor\n") + method + "\n}\n"
      let file = SourceFile(path: "VM.swift", text: source)
      let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
      let index = SourceIndex([file])
      return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    }
    let moved = try feature("""
        func refresh() {
          Task {
            isBusy = true
            items = (try? await service.load()) ?? []
            isBusy = false
          }
          query = ""
        }
      """)
    let ported = try #require(moved.viewActions.last?.ported)
    #expect(ported.lines.first == "state.query = \"\"")
    #expect(ported.lines.dropFirst().first == "state.isBusy = true")
    #expect(ported.tests.first?.test.pending == nil)
    let steps = try #require(ported.tests.first?.test.steps)
    #expect(steps.first?.changes == ["$0.query = \"\"", "$0.isBusy = true"])
    let returning = try feature("func refresh() { Task { await reload() }; guard !query.isEmpty else { return }; isBusy = true }\nfunc reload() async {}")
    #expect(returning.viewActions.first { $0.name == "refresh" }?.portRefusal?.contains("a Task followed by more statements") == true)
  }

  /// An optional value of the action that the body unwraps before its wait is carried to the
  /// response unwrapped, as what follows the wait read it; one bound again to something else
  /// cannot be carried under the action's name.
  @Test func aValueUnwrappedBeforeTheWaitIsCarriedUnwrapped() throws {
    let feature = try model("""
        func create(title: String?) async {
          guard let title else { return }
          do {
            let loaded = try await service.load()
            items = loaded + [Item(id: 0, title: title)]
          } catch {
            isBusy = false
          }
        }
      """)
    let ported = try #require(feature.viewActions.last?.ported)
    #expect(ported.responses.first?.carried.map(\.type) == ["String"])
    #expect(ported.responses.first?.handlers.first?.lines.first == "state.items = loaded + [Item(id: 0, title: title)]")
    let rebound = try port("""
        func create(title: String?) async {
          guard let title = title?.trimmingCharacters(in: .whitespaces) else { return }
          do {
            let loaded = try await service.load()
            items = loaded + [Item(id: 0, title: title)]
          } catch {
            isBusy = false
          }
        }
      """)
    #expect(rebound.refusal?.contains("what follows the await reads 'title', bound again before it") == true)
  }

  /// A branch or a `switch` that only changes State is written as it is wherever it stands: in a
  /// case of a `switch`, in a loop, in another branch.
  @Test func branchesNestedInCasesAndLoopsAreCarriedOver() throws {
    let result = try port("""
        func pick(_ item: Item, exclusive: Bool) {
          switch exclusive {
          case true:
            query = item.title
          case false:
            if query.isEmpty {
              query = item.title
            } else {
              query += ", " + item.title
            }
          }
          for index in items.indices {
            switch items[index].id {
            case item.id: items[index].title = item.title
            default: break
            }
          }
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines == [
      "switch exclusive {", "case true:", "  state.query = item.title", "case false:", "  if state.query.isEmpty {",
      "    state.query = item.title", "  } else {", "    state.query += \", \" + item.title", "  }", "}",
      "for index in state.items.indices {", "  switch state.items[index].id {", "  case item.id:", "    state.items[index].title = item.title",
      "  default:", "    break", "  }", "}", "return .none",
    ])
    let tests = try #require(try model("func pick(_ item: Item, exclusive: Bool) { switch exclusive { case true: query = item.title; case false: if query.isEmpty { query = \"x\" } } }")
      .viewActions.last?.ported?.tests)
    #expect(!tests.isEmpty)
    // One that reports from inside a loop is not.
    let reporting = try port("func a() { for item in items { if item.title.isEmpty { onSelect?(item.id) } } }")
    #expect(reporting.refusal?.contains("reports, waits or returns inside a loop or branch") == true)
  }

  /// `withAnimation { … }`: a reducer changes State without animation, so the animation goes
  /// where TCA asks for it: the view's send for the action's own changes, the effect's send for
  /// a response's; its statements run in place, and the test asserts them as any others.
  @Test func animatedChangesAreAnimatedWhereTheActionIsSent() throws {
    let feature = try model("""
        func refresh() async {
          withAnimation { isBusy = true }
          do {
            let loaded = try await service.load()
            withAnimation(.spring(response: 0.3)) {
              items = loaded
              isBusy = false
            }
          } catch {
            withAnimation(.spring(response: 0.3)) { isBusy = false }
          }
        }
      """)
    let ported = try #require(feature.viewActions.last?.ported)
    #expect(ported.animation == ".default")
    #expect(ported.lines.first == "// Animated in ListViewModel.refresh(): the view sends it with `animation: .default`.")
    #expect(ported.lines.contains { $0.contains("state.isBusy = true") })
    #expect(ported.lines.contains { $0.contains("await send(.refreshResponse(Result { try await service.load() }), animation: .spring(response: 0.3))") })
    #expect(ported.responses.first?.handlers.first?.lines == ["state.items = loaded", "state.isBusy = false", "return .none"])
    #expect(ported.tests.count == 2 && ported.tests.allSatisfy { $0.test.pending == nil })
    // A response whose success is animated and whose failure changes State unanimated is not.
    let mixed = try port("""
        func load() async {
          do {
            let loaded = try await service.load()
            withAnimation { items = loaded }
          } catch {
            isBusy = false
          }
        }
      """)
    #expect(mixed.refusal?.contains("it animates some of its changes and not others ('isBusy = false')") == true)
    // A helper's changes are changes too.
    let helper = try port("func a() { withAnimation { isBusy = true }; clear() }", members: "private func clear() { query = \"\" }\n")
    #expect(helper.refusal?.contains("it animates some of its changes and not others ('clear()')") == true)
    // So are those the case makes before its wait: a helper's first statements, and what the
    // response's case sets from the wait's result before its animated statements.
    let beforeWaiting = try port(
      "func a() async { withAnimation { isBusy = true }; await reload() }",
      members: "private func reload() async { query = \"\"; items = (try? await service.load()) ?? [] }\n")
    #expect(beforeWaiting.refusal?.contains("it animates some of its changes and not others ('await reload()')") == true)
    let stored = try port("func a() async { items = (try? await service.load()) ?? []; withAnimation { isBusy = false } }")
    #expect(stored.refusal?.contains("it animates some of its changes and not others ('items = (try? await service.load()) ?? []')") == true)
    let storedThrowing = try port(
      "func a() async { do { items = try await service.load(); withAnimation { isBusy = false } } catch { withAnimation { isBusy = false } } }")
    #expect(storedThrowing.refusal?.contains("it animates some of its changes and not others ('items', set from what it waits for)") == true)
    // Blocks in the branches of an `if` or a `switch` count as the step's own; a branch that
    // changes State outside one does not.
    let branched = try port("func a(_ ok: Bool) { if ok { withAnimation { isBusy = true } } else { withAnimation { query = \"\" } } }")
    #expect(branched.lines?.first == "// Animated in ListViewModel.a(_:): the view sends it with `animation: .default`.", "\(String(describing: branched.refusal))")
    #expect(branched.lines?.contains("  state.isBusy = true") == true, "\(String(describing: branched.lines))")
    // Where the branch does not run, nothing changes: animated or not, the same.
    let oneBranch = try port("func a() { if query.isEmpty { withAnimation { isBusy = true } } }")
    #expect(oneBranch.lines == ["// Animated in ListViewModel.a(): the view sends it with `animation: .default`.", "if state.query.isEmpty {", "  state.isBusy = true", "}", "return .none"])
    let halfBranched = try port("func a(_ ok: Bool) { if ok { withAnimation { isBusy = true } } else { query = \"\" } }")
    #expect(halfBranched.refusal?.contains("it animates some of its changes and not others ('query = \"\"')") == true, "\(String(describing: halfBranched.refusal))")
  }

  /// Each of these would change what the legacy code does, or not compile: the body stays whole.
  @Test(arguments: [
    ("func a() { UserDefaults.standard.synchronize() }", "it calls something whose effect Graft cannot see"),
    ("func a() { query = formatter.string(from: .distantPast) }", "it reads 'formatter', which State does not hold (DateFormatter: "),
    ("func a() { service.fetch { items in self.items = items }; isBusy = true }", "statements follow a call whose completion runs after them"),
    // In the reducer they are TCA's `now` and `uuid()`; in an effect they would be asked for there.
    ("func a() { service.log(Date().description) }", "it makes a 'Date()' inside an effect"),
    ("func a() { service.log(Foundation.Date().description) }", "it makes a 'Foundation.Date()' inside an effect"),
    ("func a() { service.log(Date.now.description) }", "it makes a 'Date.now' inside an effect"),
    ("func a() { query = super.description }", "it calls its superclass ('super')"),
    ("func a() async throws { items = try await service.load(); try validate() }", "'try validate()': it calls something that throws where the reducer runs"),
    ("func a() { Task { await reload() }; isBusy = true }", "a Task followed by more statements"),
    ("func a() { $query.sink { _ in }.store(in: &bag) }", "it hands a closure to 'sink'"),
    ("func a() { NotificationCenter.default.post(name: .init(\"x\"), object: nil) }", "it calls 'NotificationCenter.default'"),
    ("func a() { items.forEach { print($0) } }", "whose effect on State Graft cannot tell"),
    ("func a() { Task { @MainActor in isBusy = true } }", "it puts work off to a Task that waits for nothing"),
    ("func a() { let state = query; isBusy = state.isEmpty }", "it names a value 'state', which would hide the reducer's own 'state'"),
    ("func a() { withAnimation { isBusy = true }; query = \"\" }", "it animates some of its changes and not others ('query = \"\"')"),
    ("func a() { withAnimation { isBusy = true }; withAnimation(.spring()) { query = \"\" } }", "it animates its changes in two ways ('.default' and '.spring()')"),
    ("func a() { withAnimation(items.isEmpty ? .none : .default) { isBusy = true } }", "it animates with 'items.isEmpty ? .none : .default', which reads values"),
    ("func a() { withAnimation { let busy = items.isEmpty; isBusy = busy } }", "'let busy = items.isEmpty' inside 'withAnimation' would not mean the same"),
    ("func a() { withAnimation { isBusy = true; onSelect?(1) } }", "it reports 'onSelect?(1)' inside 'withAnimation', which the parent animated"),
    ("func a() { reportProblem(); isBusy = true }", "it calls something whose effect Graft cannot see"),
    ("func a() { do { try validate(query) } catch { isBusy = false } }", "a 'do … catch' around calls that throw without waiting ('try' with no 'await')"),
    ("func a() { let query = \"x\"; service.log(self.query + query) }", "it reads the field 'query' inside an effect, where a local has its name"),
    ("func a(_ service: String) { self.service.log(service) }", "a value named 'service' would hide the service 'service' inside the effect"),
    ("func a() { service.log(\"x\", level: 2) }", "it calls 'service.log(_:level:)', which the service's protocol does not require (it requires log(_:))"),
    ("func a(_ completion: @escaping (Int) -> Void) { query = String(describing: completion) }", "it hands on 'completion', a closure the action does not carry"),
    ("func a() { service.log(service.name) }", "it reads 'service.name' inside another call of an effect"),
    ("func a() { service.log(service.title) }", "it reads 'service.title', a property of the service, which its client does not mirror"),
  ])
  func refusedShapes(_ method: String, _ reason: String) throws {
    let result = try port(method)
    #expect(result.lines == nil, "ported: \(result.lines ?? [])")
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// A call that leaves out values with defaults is the endpoint's call with them written out:
  /// a client's closure has none. A requirement takes them from the extension's method of the
  /// same signature when it only calls the requirement (`file: String = #fileID`); one that
  /// does more is what the call runs, so its defaults are not the requirement's.
  @Test func aCallThatLeavesOutDefaultsWritesThemOut() throws {
    let header = """
      protocol Tracker {
        func track(event: String, file: String, line: Int)
        func log(_ message: String, level: Int)
      }
      extension Tracker {
        func track(event: String, file: String = #fileID, line: Int = #line) {
          track(event: event, file: file, line: line)
        }
        func log(_ message: String, level: Int = 0) {
          print(message)
          log(message, level: level)
        }
        func screen(_ name: String, animated: Bool = false) { track(event: name, file: "", line: 0) }
      }
      """
    let actions = Array(try model("""
        private let tracker: any Tracker
        func opened() { tracker.track(event: "opened") }
        func shown() { tracker.screen("list") }
        func logged() { tracker.log("x") }
      """, header: header).viewActions.suffix(3))
    try #require(actions.count == 3)
    #expect(actions[0].ported?.lines.joined().contains(#"tracker.track("opened", #fileID, #line)"#) == true, "\(actions[0].ported?.lines ?? [actions[0].portRefusal ?? ""])")
    #expect(actions[1].ported?.lines.joined().contains(#"tracker.screen("list", false)"#) == true, "\(actions[1].ported?.lines ?? [actions[1].portRefusal ?? ""])")
    #expect(actions[2].ported == nil)
    #expect(actions[2].portRefusal?.contains("which the service's protocol does not require (it requires log(_:level:))") == true, "\(actions[2].portRefusal ?? "ported")")
  }

  /// A value the reducer asks for where it stands, leaving out a default, writes it out too; a
  /// `#function` default is the legacy method's name, as it was where the legacy code called it.
  @Test func aValueCallThatLeavesOutDefaultsWritesThemOut() throws {
    let header = """
      protocol Formatting { func format(_ value: Double, currency: String, caller: String) -> String }
      extension Formatting {
        func format(_ value: Double, currency: String = "USD", caller: String = #function) -> String {
          format(value, currency: currency, caller: caller)
        }
      }
      """
    let action = try #require(try model("""
        private let formatting: Formatting
        func show(_ price: Double) { query = formatting.format(price) }
      """, header: header).viewActions.last)
    #expect(action.ported?.lines.joined().contains(#"formatting.format(price, "USD", "show(_:)")"#) == true, "\(action.ported?.lines ?? [action.portRefusal ?? ""])")
  }

  /// A method of an app object the action carries (a document) reads or changes what the object
  /// holds, perhaps on the main actor: not ported; a value the action carries is read as it is.
  @Test func aMethodOfAnObjectTheActionCarriesIsNotCalledFromTheReducer() throws {
    let header = """
      final class Workbook { func value(forKey key: String) -> Any? { nil } }
      struct Sheet: Equatable { var title: String }
      """
    let carried = Array(try model("""
        func restore(from workbook: Workbook) { query = workbook.value(forKey: "query") as? String ?? "" }
        func rename(_ sheet: Sheet) { query = sheet.title.uppercased() }
        func count(_ workbooks: [Workbook]) { query = String(workbooks.count) }
      """, header: header).viewActions.suffix(3))
    try #require(carried.count == 3)
    #expect(carried[0].ported == nil)
    #expect(carried[0].portRefusal?.contains("it calls 'workbook.value', a method of the 'Workbook' object the action carries") == true, "\(carried[0].portRefusal ?? "ported")")
    #expect(carried[1].ported != nil, "\(carried[1].portRefusal ?? "")")
    // An array of objects is a value: what it is asked is not an object's method.
    #expect(carried[2].portRefusal?.contains("object the action carries") != true)
  }

  /// A type private to the view model's file (`private enum Localization`) is out of the
  /// reducer's file's sight: a body that names it stays whole; an internal one is named as it is.
  @Test func aTypePrivateToTheViewModelsFileIsNotNamedInTheReducer() throws {
    let header = """
      private enum Localization { static let done = "Done" }
      enum Titles { static let done = "Done" }
      """
    let actions = Array(try model("""
        func finish() { query = Localization.done }
        func close() { query = Titles.done }
      """, header: header).viewActions.suffix(2))
    try #require(actions.count == 2)
    #expect(actions[0].portRefusal?.contains("it names 'Localization', which is private to the view model's file") == true, "\(actions[0].portRefusal ?? "ported")")
    #expect(actions[1].ported?.lines == ["state.query = Titles.done", "return .none"], "\(actions[1].portRefusal ?? "")")
  }

  /// Checks and logs are carried as they are: they change nothing.
  /// What a service call's effect captures must be Sendable for Swift 6: a class, a public
  /// struct that does not say so, or a struct holding a class refuses the port, with the reason; an
  /// internal struct of Sendable values, or a type of a module Graft was not shown, does not.
  @Test func anEffectCapturesOnlySendableValues() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      final class Session: Equatable {
        var token = ""
        static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
      }
      public struct Event: Equatable { public var name: String }
      struct Payload: Equatable { var session: Session }
      struct Draft: Equatable { var title: String; var tags: [String] }
      enum Item: Equatable { case event(Event), draft(Draft) }
      protocol Tracker {
        func track(_ session: Session)
        func send(_ event: Event)
        func upload(_ payload: Payload)
        func save(_ draft: Draft)
        func log(_ entry: LogEntry)
      }
      // graft: feature
      final class TrackViewModel: ObservableObject {
        @Published var title = ""
        private let tracker: Tracker
        init(tracker: Tracker) { self.tracker = tracker }
        func a(_ session: Session) { tracker.track(session) }
        func b(_ event: Event) { tracker.send(event) }
        func c(_ payload: Payload) { tracker.upload(payload) }
        func d(_ draft: Draft) { tracker.save(draft) }
        func e(_ entry: LogEntry) { tracker.log(entry) }
        func f(_ item: Item) {
          switch item {
          case .event(let event): tracker.send(event)
          case .draft(let draft): tracker.save(draft)
          }
        }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let refusals = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.portRefusal) })
    #expect(refusals.keys.sorted() == ["a", "b", "c", "d", "e", "f"])
    // A case's value bound by a `switch` over the action's enum crosses into the effect too.
    #expect(refusals["f"]??.contains("its effect would capture 'event', and 'Event' is public and does not declare Sendable") == true)
    #expect(refusals["a"] == "'tracker.track(session)': its effect would capture 'session', and 'Session' is a class that does not conform to Sendable: Swift 6 lets only Sendable values into an effect")
    #expect(refusals["b"]??.contains("'Event' is public and does not declare Sendable") == true)
    #expect(refusals["c"]??.contains("'Payload' holds 'session: Session': 'Session' is a class") == true)
    #expect(refusals["d"] == .some(nil))
    #expect(refusals["e"] == .some(nil))
  }

  @Test func checksAndLogsAreCarried() throws {
    let result = try port("func a() { dispatchPrecondition(condition: .onQueue(.main)); assert(!isBusy); isBusy = true }")
    #expect(result.lines == ["dispatchPrecondition(condition: .onQueue(.main))", "assert(!state.isBusy)", "state.isBusy = true", "return .none"])
    // A logging type's levels and the logging functions write to the log, as they did.
    let logs = try port(#"func b() { MXLog.info("tapped \(query)"); DDLogError("failed"); isBusy = true }"#)
    #expect(logs.lines == [#"MXLog.info("tapped \(state.query)")"#, #"DDLogError("failed")"#, "state.isBusy = true", "return .none"])
    #expect(try port(#"func c() { Analytics.info("tapped") }"#).refusal != nil)
    // The app's global logger too, and a logger the view model holds, which the reducer holds.
    let global = try port(#"func e() { log.debug("tapped"); isBusy = true }"#)
    #expect(global.lines == [#"log.debug("tapped")"#, "state.isBusy = true", "return .none"])
    let planned = try #require(try plannedTest(#"func e() { log.debug("tapped"); isBusy = true }"#))
    #expect(planned.pending == nil)
    #expect(try port(#"func f() { logger.error("failed"); isBusy = true }"#, members: "  private let logger = Logger()\n").lines?.first == #"logger.error("failed")"#)
    // A global logger private to its file is none the reducer's file can call.
    let hidden = try port(#"func g() { log.debug("tapped"); isBusy = true }"#, header: "private let log = Logger(subsystem: \"app\", category: \"list\")")
    #expect(hidden.lines == nil, "\(String(describing: hidden.lines))")
    // A trap is carried; the test cannot run where it is reached.
    let trap = try port(#"func d() { assertionFailure("unexpected"); isBusy = true }"#)
    #expect(trap.lines == [#"assertionFailure("unexpected")"#, "state.isBusy = true", "return .none"])
    #expect(try plannedTest(#"func d() { assertionFailure("unexpected"); isBusy = true }"#)?.pending?.contains("reaches 'assertionFailure'") == true)
  }

  /// A parameter named like the reducer's `state` is bound under another name, and read by it.
  @Test func aParameterNamedStateIsBoundApart() throws {
    let result = try port("func a(state: String) { query = state }")
    #expect(result.lines == ["state.query = stateValue", "return .none"])
  }

  /// A field whose change runs more than the assignment (its willSet, the view model's own
  /// pipeline on it) cannot be set by a port, which would run nothing of it.
  @Test(arguments: [
    ("@Published var filter = \"\" { willSet { isBusy = true } }\n", "it sets 'filter', and a reducer would not run its willSet"),
    ("@Published var filter = \"\"\nfunc bind() { $filter.sink { _ in }.store(in: &bag) }\n",
     "it sets 'filter', and a reducer would not run the view model's own pipeline on '$filter'"),
    ("@Published var filter = \"\"\nfunc bind() { self.$filter.assign(to: &$query) }\n", "the view model's own pipeline on '$filter'"),
  ])
  func observedFieldsAreNotSet(_ members: String, _ reason: String) throws {
    let result = try port("func a() { filter = \"all\" }", members: members)
    #expect(result.lines == nil)
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// Nor by storing what an effect brings back into it; and a pipeline is found however it is
  /// written: over several lines, with any operator, in a property's initial value.
  @Test(arguments: [
    ("@Published var results: [Item] = [] { didSet { isBusy = false } }\n", "its didSet"),
    ("@Published var results: [Item] = []\nfunc bind() {\n  $results\n    .scan(0) { n, _ in n + 1 }\n    .sink { _ in }\n}\n",
     "the view model's own pipeline on '$results'"),
    ("@Published var results: [Item] = []\nlazy var counter = $results.map(\\.count).sink { _ in }\n",
     "the view model's own pipeline on '$results'"),
  ])
  func storingAnAwaitedResultKeepsObservers(_ members: String, _ reason: String) throws {
    let result = try port("func a() async { do { results = try await service.load() } catch {} }", members: members)
    #expect(result.lines == nil, "ported: \(result.lines ?? [])")
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// A service's synchronous query and property are read in the reducer where the legacy body
  /// read them, through its client's endpoint and getter; the test answers each with a sample,
  /// and the run follows the path the samples take.
  @Test func aServiceReadForAValueAnswersInTheReducer() throws {
    let method = "func refresh() { if service.count() > 0 { query = service.name } }"
    #expect(try port(method).lines == ["if service.count() > 0 {", "  state.query = service.name()", "}", "return .none"])
    let test = try #require(try plannedTest(method))
    #expect(test.pending == nil)
    #expect(test.dependencies == ["$0.itemClient.count = { @Sendable in 1 }", "$0.itemClient.name = { @Sendable in \"Sample name\" }"])
    #expect(test.steps == [.send(".view(.refresh)", changes: ["$0.query = \"Sample name\""])])
    // The client reads the property where the legacy code read it.
    let client = try #require(try model(method).dependencies.first)
    #expect(client.endpoints.filter(\.isProperty).map(\.name) == ["name"])
    #expect(client.endpoints.first { $0.name == "count" }?.isAsync == false)
    // A read in a branch is no effect: the branch is plain, and what follows it stays after it.
    let branch = "func clear() { if isBusy { isBusy = service.count() > 0 }; query = \"\"; items = []; items.removeAll(); isBusy = true }"
    #expect(try port(branch).lines?.first == "if state.isBusy {")
    #expect(try port(branch).lines?.count == 8)
  }

  /// A wait that opens an `if let` or a `guard let` is the effect; its value, unwrapped the same
  /// way, is the response's, and what follows runs there, in order. A wait after another
  /// condition would be skipped when that one fails: not moved before it.
  @Test func aWaitThatOpensAConditionIsTheEffectAndTheConditionUnwrapsItsResponse() throws {
    let ifLet = "func reload() async { isBusy = true; if let loaded = try? await service.load() { items = loaded } else { query = \"none\" }; isBusy = false }"
    let ported = try model(ifLet).viewActions.last?.ported
    #expect(ported?.lines == ["state.isBusy = true", "return .run { send in\n  await send(.reloadResponse(try? await service.load()))\n}"])
    #expect(ported?.responses.first?.handlers.map(\.lines) == [[
      "if let loaded {", "  state.items = loaded", "} else {", "  state.query = \"none\"", "}", "state.isBusy = false", "return .none",
    ]])
    #expect(ported?.tests.map(\.test.pending) == [nil])
    #expect(ported?.tests.first?.test.steps == [
      .send(".view(.reload)", changes: ["$0.isBusy = true"]), .receive("\\.reloadResponse", changes: ["$0.items = loaded", "$0.isBusy = false"]),
    ])
    let guardLet = "func reload() async { guard let loaded = try? await service.load() else { return }; items = loaded }"
    #expect(try model(guardLet).viewActions.last?.ported?.responses.first?.handlers.map(\.lines) == [[
      "guard let loaded else {", "  return .none", "}", "state.items = loaded", "return .none",
    ]])
    let afterAnother = try port("func reload() async { if !isBusy, let loaded = try? await service.load() { items = loaded } }")
    #expect(afterAnother.lines == nil)
    #expect(afterAnother.refusal?.contains("it waits in the middle of an expression") == true, "\(afterAnother)")
  }

  /// What follows an await may read a constant declared before it when its type is written (a
  /// helper's parameter, `let limit: Int`): the response carries it back, as it carries the
  /// action's values. A `var`, or a constant of a type not written, still stops the port.
  @Test func aResponseCarriesTheConstantsOfAWrittenTypeThatFollowTheAwait() throws {
    let helper = "private func fill(_ limit: Int) async { let loaded = try? await service.load(); isBusy = limit > 1; items = loaded ?? [] }\n"
    let ported = try model(helper + "func more() async { await fill(2) }").viewActions.last?.ported
    #expect(ported?.lines == ["let limit: Int = 2", "return .run { send in\n  await send(.moreResponse(try? await service.load(), limit: limit))\n}"])
    #expect(ported?.responses.first?.carried.map(\.type) == ["Int"])
    #expect(ported?.responses.first?.handlers.map(\.pattern) == ["case let .moreResponse(loaded, limit):"])
    #expect(ported?.responses.first?.handlers.first?.lines == ["state.isBusy = limit > 1", "state.items = loaded ?? []", "return .none"])
    #expect(ported?.tests.first?.test.pending == nil)
    let typed = try port("func more() async { let limit: Int = pageSize; let loaded = try? await service.load(); isBusy = limit > 1; items = loaded ?? [] }")
    #expect(typed.refusal == nil, "\(typed)")
    let variable = try port("func more() async { var limit: Int = 1; limit += 1; let loaded = try? await service.load(); isBusy = limit > 1; items = loaded ?? [] }")
    #expect(variable.refusal?.contains("what follows the await reads 'limit', declared before it") == true, "\(variable)")
    let untyped = try port("func more() async { let limit = pageSize; let loaded = try? await service.load(); isBusy = limit > 1; items = loaded ?? [] }")
    #expect(untyped.refusal?.contains("what follows the await reads 'limit', declared before it") == true, "\(untyped)")
  }

  /// A helper that returns what it loaded, with its last statement only, is carried in place:
  /// its statements, then its value bound under the caller's name; the test runs it the same
  /// way. A helper that returns earlier, or declares the caller's name, is not.
  @Test func aHelperThatReturnsItsValueLastIsCarriedInPlace() throws {
    let helper = "private func fetch() async throws -> [Item] { let loaded = try await service.load(); isBusy = loaded.isEmpty; return loaded }\n"
    let method = "func reload() async { do { let fresh = try await fetch(); items = fresh } catch { query = \"failed\" } }"
    let ported = try model(helper + method).viewActions.last?.ported
    #expect(ported?.lines == ["return .run { send in\n  await send(.reloadResponse(Result { try await service.load() }))\n}"])
    #expect(ported?.responses.first?.handlers.map(\.lines) == [
      ["state.isBusy = loaded.isEmpty", "let fresh: [Item] = loaded", "state.items = fresh", "return .none"], ["state.query = \"failed\"", "return .none"],
    ])
    #expect(ported?.tests.map(\.test.pending) == [nil, nil])
    #expect(ported?.tests.first?.test.steps.last == .receive("\\.reloadResponse.success", changes: ["$0.items = loaded"]))
    let early = "private func fetch() async throws -> [Item] { if isBusy { return [] }; let loaded = try await service.load(); return loaded }\n"
    #expect(try port(method, members: early).refusal?.contains("which returns its value before its last statement") == true)
    // A name the helper binds would stand for the caller's own in what follows the call.
    let shadowing = "private func fetch(_ query: String) async throws -> [Item] { let loaded = try await service.load(); return loaded }\n"
    let caller = "func reload() async { do { let fresh = try await fetch(\"a\"); items = fresh; isBusy = query.isEmpty } catch {} }"
    #expect(try port(caller, members: shadowing).refusal?.contains("whose 'query' would stand for the body's own 'query'") == true)
    let clash = "private func fetch() async throws -> [Item] { let fresh = try await service.load(); return fresh }\n"
    #expect(try port(method, members: clash).refusal?.contains("declares 'fresh', a name the body binds too") == true)
  }

  /// A hoisted wait's name reaches only where Swift's binding did: read in the `else` branch or
  /// after the `if` (a field of that name, there), or naming a field, it is not hoisted.
  @Test func aHoistedWaitsNameIsNotReadWhereItsBindingDidNotReach() throws {
    let afterIf = try port("func a() async { if let items = try? await service.load() { isBusy = items.isEmpty }; query = \"\\(items.count)\" }")
    #expect(afterIf.refusal?.contains("binds 'items', a name it also reads where that binding does not reach") == true, "\(afterIf)")
    let inElse = try port("func a() async { if let loaded = try? await service.load() { isBusy = loaded.isEmpty } else { query = \"\\(loaded)\" } }")
    #expect(inElse.refusal?.contains("binds 'loaded'") == true, "\(inElse)")
  }

  /// A constant's written type is carried only when a response can declare it as a value: not
  /// an existential, a closure or an opaque type.
  @Test func anExistentialConstantIsNotCarried() throws {
    let result = try port("func a() async { let seed: any Equatable = 1; let loaded = try? await service.load(); isBusy = loaded == nil && seed is Int }")
    #expect(result.refusal?.contains("what follows the await reads 'seed', declared before it") == true, "\(result)")
  }

  /// A helper that throws, called inside a `do … catch`, is carried in place: what it throws
  /// goes to the body's `catch`, as it did; outside one, the body stays whole.
  @Test func aThrowingHelperInsideADoIsCarriedInPlace() throws {
    let helper = "func fetchAll() async throws { isBusy = true; items = try await service.load() }\n"
    let method = "func reload() async { do { try await fetchAll(); query = \"\" } catch { isBusy = false } }"
    let result = try port(method, members: helper)
    #expect(result.lines == ["state.isBusy = true", "return .run { send in", "  await send(.reloadResponse(Result { try await service.load() }))", "}"])
    let ported = try model(helper + method).viewActions.last?.ported
    // What followed the call in the `do` runs after the helper's await; the `catch` on failure.
    #expect(ported?.responses.first?.handlers.map(\.lines) == [
      ["state.items = value", "state.query = \"\"", "return .none"], ["state.isBusy = false", "return .none"],
    ])
    let tests = ported?.tests ?? []
    #expect(tests.map(\.name) == ["reload", "reloadFailure"])
    #expect(tests.allSatisfy { $0.test.pending == nil }, "\(tests.map(\.test.pending))")
    let outside = try port("func reload() async throws { try await fetchAll() }", members: helper)
    #expect(outside.refusal?.contains("it waits for something other than a call of a service") == true, "\(outside)")
  }

  /// What a reducer's case cannot show or see stays whole: a field set twice in one step (the
  /// view model published the first value too), and a call on a local that may act on the
  /// object it refers to.
  @Test(arguments: [
    ("func flash() { isBusy = true; query = \"\"; isBusy = false }", "it sets 'isBusy' twice in one step"),
    ("func save() { let item = items[0]; item.open(query) }", "it calls 'item.open' on a local, whose effect Graft cannot see"),
    // On a `let`, only a method that does not mutate the value compiles: it acts elsewhere.
    ("func clear() { let store = items; store.remove(query) }", "it calls 'store.remove' on a local, whose effect Graft cannot see"),
    ("func clear() { if let first = items.first { first.send() } }", "it calls 'first.send' on a local, whose effect Graft cannot see"),
  ])
  func whatAReducerCannotShowStaysWhole(_ method: String, _ reason: String) throws {
    let result = try port(method)
    #expect(result.lines == nil)
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// A local `var` changed in place is the reducer's own copy: `copy.append(query)` is ported.
  @Test func aLocalVariableChangedInPlaceIsPorted() throws {
    let result = try port("func add() { var copy = items; copy.append(query); items = copy }")
    #expect(result.lines == ["var copy = state.items", "copy.append(state.query)", "state.items = copy", "return .none"], "\(result)")
  }

  /// What would change the order of the legacy body's work, or what its observers saw, stays
  /// whole: a service read for a value after a call an effect makes later; a `didSet` that
  /// reads a name the body's own local hides, whose field a later helper sets again, or that a
  /// `willSet` accompanies; a throwing helper whose `defer` would run after the `catch`; a
  /// value handed to a service to change in place.
  @Test(arguments: [
    ("", "func a() { service.log(query); query = service.name }", "it reads 'service.name' after a call that an effect makes later"),
    ("@Published var filter = 0 { didSet { isBusy = query.isEmpty } }\n", "func a(query: String) { filter = 1 }",
     "the didSet of 'filter' reads 'query', which the body's own 'query' would hide"),
    ("@Published var filter = 0 { didSet { isBusy = true } }\nfunc reset() { filter = 0 }\n", "func a() { filter = 1; reset() }",
     "it calls a method of the view model after the didSet of 'filter' ran"),
    ("@Published var filter = 0 { didSet { isBusy = true } willSet { query = \"\" } }\n", "func a() { filter = 1 }",
     "it sets 'filter', and a reducer would not run its didSet"),
    ("func persist() async throws { defer { isBusy = false }; items = try await service.load() }\n",
     "func a() async { do { try await persist() } catch { query = \"failed\" } }", "whose 'defer' would run after what follows the call"),
  ])
  func whatWouldReorderTheBodyStaysWhole(_ members: String, _ method: String, _ reason: String) throws {
    let result = try port(method, members: members)
    #expect(result.lines == nil)
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// A field's `didSet` runs after each assignment to it in the ported case, as Swift ran it:
  /// with the value before the change, its outcomes after it; setting the field inside it runs
  /// nothing more.
  @Test func aDidSetRunsAfterTheAssignment() throws {
    let members = """
      @Published var filter = 0 {
        didSet {
          guard filter != oldValue else { return }
          query = ""
          if filter > 5 { filter = 5 }
          onSelect?(filter)
        }
      }

      """
    let method = "func showAll() { isBusy = false; filter = 1 }"
    #expect(try port(method, members: members).lines == [
      "state.isBusy = false", "let oldValue = state.filter", "state.filter = 1", "guard state.filter != oldValue else {", "  return .none", "}",
      "state.query = \"\"", "if state.filter > 5 {", "  state.filter = 5", "}", "return .send(.delegate(.select(state.filter)))",
    ])
    let test = try #require(try plannedTest(members + method))
    #expect(test.start == ["isBusy = true"])
    #expect(test.steps == [.send(".view(.showAll)", changes: ["$0.isBusy = false", "$0.filter = 1"]), .receive("\\.delegate.select, 1", changes: [])], "\(test)")
    // What follows the assignment would run after an early return of the observer, and a second
    // assignment would run it again: neither is followed.
    #expect(try port("func a() { filter = 1; isBusy = true }", members: members).refusal?.contains("returns early, and more statements follow") == true)
    #expect(try port("func a() { filter = 1\n filter = 2 }", members: members).refusal?.contains("sets 'filter' again after its didSet ran") == true)
  }

  /// A stored task's work is an effect under the task's `CancelID`: cancelling the task first
  /// cancels the effect in flight, and what follows its await runs under the id too; cancelling
  /// it alone is not ported.
  @Test func aStoredTaskIsACancellableEffect() throws {
    let members = "private var searchTask: Task<Void, Never>?\n"
    let search = """
      func search() {
        searchTask?.cancel()
        isBusy = true
        searchTask = Task { [weak self] in
          guard let self else { return }
          let found = try? await service.load()
          items = found ?? []
          isBusy = false
        }
      }
      """
    #expect(try port(search, members: members).lines == [
      "state.isBusy = true", "return .run { send in", "  await send(.searchResponse(try? await service.load()))", "}",
      ".cancellable(id: CancelID.search, cancelInFlight: true)",
    ])
    let ported = try #require(try model(members + search).viewActions.last?.ported)
    #expect(ported.cancelIDs == ["search"])
    #expect(ported.tests.first?.test.pending == nil, "\(ported.tests)")
    // Cancelled and not started again, the legacy task still ran what follows its awaits.
    let stop = "func stop() { searchTask?.cancel(); searchTask = nil; isBusy = false }"
    #expect(try port(stop, members: members).refusal?.contains("'searchTask?.cancel()': it cancels a stored task without starting another") == true)
    // Work after the task is started would run before it: the body stays whole.
    let after = "func search() { searchTask = Task { await reload() }; isBusy = true }"
    #expect(try port(after, members: members + "func reload() async { isBusy = false }\n").refusal?.contains("a stored Task followed by more statements") == true)
  }

  /// A service call whose result the body drops is overridden in the test with an endpoint that
  /// still returns a value of its type: a closure that returns nothing would not compile.
  @Test func aDroppedResultsEndpointStillReturnsInTheTest() throws {
    let test = try plannedTest("func refresh() { isBusy = true; service.count() }")
    #expect(test?.dependencies == ["$0.itemClient.count = { @Sendable in 1 }"])
    // In the effect the result is dropped as the legacy statement dropped it, without a warning.
    #expect(try port("func refresh() { isBusy = true; service.count() }").lines?.contains { $0.hasSuffix("_ = service.count()") } == true)
    let logged = try plannedTest("func note() { isBusy = true; service.log(query) }")
    #expect(logged?.dependencies == ["$0.itemClient.log = { @Sendable message in serviceLogCalls.withValue { $0.append(message) } }"])
  }

  /// A check is kept; its test runs only where the samples satisfy it.
  @Test func aChecksTestIsPendingWhereSamplesBreakIt() throws {
    #expect(try plannedTest("func a() { assert(!isBusy); isBusy = true }")?.pending == nil)
    #expect(try plannedTest("func a() { assert(isBusy); isBusy = false }")?.pending?.contains("holds on samples") == true)
  }

  /// A field set to what the run cannot tell is pending, even when its first value was unknown
  /// too: the test must not assert that nothing changed.
  @Test func aFieldSetToAnUnknownValueIsNeverAssertedUnchanged() throws {
    let test = try #require(try plannedTest("@Published var ratio = 0.0\nfunc scale() { ratio = Double(items.count) / 3 }"))
    #expect(test.pending?.contains("cannot predict 'ratio'") == true, "\(test)")
  }

  /// A payload value bound as `stateValue` is the legacy body's `state`, in the test plan too.
  @Test func aParameterNamedStateIsSampledUnderItsOwnName() throws {
    let test = try #require(try plannedTest("@Published var state = \"\"\nfunc apply(state: String) { self.state = state }"))
    #expect(test.pending == nil)
    guard case let .send(_, changes)? = test.steps.first else { Issue.record("no send step: \(test.steps)"); return }
    #expect(changes.count == 1 && changes[0].hasPrefix("$0.state = "), "\(changes)")
  }

  /// A computed property is read as its expression, where it is read; its test runs the
  /// getter on the samples too, so it is not pending.
  /// A computed property State carries (`DerivedValue`) is read from State; one it cannot carry
  /// (`stamp` reads a formatter State does not hold) is read as its expression.
  @Test func computedPropertiesAreReadFromState() throws {
    let members = """
      var canSearch: Bool { !isBusy && query.count > 2 }
      var trimmed: String { return query.trimmingCharacters(in: .whitespaces) }
      var isReady: Bool { canSearch }
      var stamp: String { formatter.string(from: .distantPast) }

      """
    let result = try port("""
        func submit() {
          guard isReady else { return }
          query = self.trimmed
          isBusy = !canSearch
        }
      """, members: members)
    #expect(result.lines == [
      "guard state.isReady else {", "  return .none", "}",
      "state.query = state.trimmed",
      "state.isBusy = !state.canSearch",
      "return .none",
    ])
    let refused = try port("func a() { query = stamp }", members: members)
    #expect(refused.refusal?.contains("through the computed property 'stamp', it reads 'formatter', which State does not hold") == true,
      "\(refused.refusal ?? "no refusal")")
  }

  /// A getter State does not carry (here one isolated to the main actor, which State's members
  /// are not) is inlined, and keeps its meaning wherever it lands: precedence through a getter
  /// that forwards to another, the type a literal took from the declaration, a trailing closure
  /// in a condition, an optional chain under a `!`.
  @Test(arguments: [
    ("var hasInput: Bool { !query.isEmpty || !items.isEmpty }\nvar canSearch: Bool { hasInput }\n",
     "func a() { if canSearch && !isBusy { isBusy = true } }", "if (!state.query.isEmpty || !state.items.isEmpty) && !state.isBusy {"),
    ("var limit: Double { 100 }\n", "func a() { let third = limit / 3; isBusy = third > 1 }", "let third = (100 as Double) / 3"),
    ("var none: [Item] { [] }\n", "func a() { items = none }", "state.items = ([] as [Item])"),
    ("var ratio: Double { isBusy ? 1 : 2 }\n", "func a() { let half = ratio / 2; isBusy = half > 1 }", "let half = (state.isBusy ? 1 : 2 as Double) / 2"),
    ("var hasUntitled: Bool { items.contains { $0.title.isEmpty } }\n", "func a() { guard hasUntitled else { return }; isBusy = true }",
     "guard (state.items.contains { $0.title.isEmpty }) else {"),
    ("var firstTitle: String? { items.first?.title }\n", "func a() { query = firstTitle! }", "state.query = (state.items.first?.title)!"),
    ("var idle: Bool { !isBusy }\n", "func a() { isBusy = !idle }", "state.isBusy = !(!state.isBusy)"),
    ("var idle: Bool { !isBusy }\n", "func a() { query = idle.description }", "state.query = (!state.isBusy).description"),
    ("var idle: Bool { !isBusy }\n", "func a() { isBusy = idle && query.isEmpty }", "state.isBusy = !state.isBusy && state.query.isEmpty"),
    ("var next: Int { items.count + 1 }\n", "func a() { query = String(next) }", "state.query = String(state.items.count + 1)"),
  ])
  func inlinedGettersKeepTheirMeaning(_ members: String, _ method: String, _ line: String) throws {
    let result = try port(method, members: members.replacingOccurrences(of: "var ", with: "@MainActor var "))
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.lines?.first == line, "\(result.lines ?? [])")
  }

  /// What an inlined getter cannot mean in the reducer: the view model's statics, a field a local
  /// of the body hides inside an effect.
  @Test(arguments: [
    ("static let fallback = \"all\"\nvar label: String { Self.fallback }\n", "func a() { query = label }",
     "through the computed property 'label', it reads 'Self.fallback', a static member of the view model"),
    ("var trimmed: String { query }\n", "func a() { let query = \"x\"; service.log(trimmed + query) }",
     "it reads 'query', which the body's own 'query' would hide where it is read"),
  ])
  func gettersThatCannotBeInlined(_ members: String, _ method: String, _ reason: String) throws {
    let result = try port(method, members: members)
    #expect(result.lines == nil, "ported: \(result.lines ?? [])")
    #expect(result.refusal?.contains(reason) == true, "\(result.refusal ?? "no refusal")")
  }

  /// Outside an effect the getter's field is State's, whatever the body's locals are named:
  /// inlined, or read from State, which carries the getter.
  @Test func aGetterReadsStateOutsideAnEffectWhateverTheLocals() throws {
    let method = "func a() { let query = \"x\"; isBusy = trimmed.isEmpty && query.isEmpty }"
    let inlined = try port(method, members: "@MainActor var trimmed: String { query }\n")
    #expect(inlined.lines?[1] == "state.isBusy = state.query.isEmpty && query.isEmpty", "\(inlined.lines ?? [])")
    let carried = try port(method, members: "var trimmed: String { query }\n")
    #expect(carried.lines?[1] == "state.isBusy = state.trimmed.isEmpty && query.isEmpty", "\(carried.lines ?? [])")
  }

  @Test func computedPropertiesAreEvaluatedByTheTestPlan() throws {
    let test = try #require(try plannedTest("""
        var canSearch: Bool { !isBusy && query.isEmpty }
        func submit() {
          guard canSearch else { return }
          isBusy = true
        }
      """))
    #expect(test.pending == nil)
    #expect(test.steps == [.send(".view(.submit)", changes: ["$0.isBusy = true"])])
  }

  @Test func anErrorIsKeptAsItsMessageOnlyFromAnError() throws {
    let caught = try port("""
        func a() async {
          do { items = try await service.load() } catch { self.error = error }
        }
      """)
    #expect(caught.refusal == nil)
    // An error handed in is one too; a value that is no error is not.
    #expect(try port("func a(failure: Error) { self.error = failure }").lines == ["state.error = failure.localizedDescription", "return .none"])
    let other = try port("func a(text: String) { self.error = text }")
    #expect(other.refusal?.contains("an error State keeps as its message") == true)
  }

  /// `Date()` and `UUID()` made in the reducer are TCA's `now` and `uuid()`, which the reducer
  /// asks `@Dependency(\.date.now)` and `@Dependency(\.uuid)` for, and the test fixes.
  @Test func theDateAndAUUIDMadeInTheReducerComeFromTCAsDependencies() throws {
    let members = """
        @Published var lastRefresh: Date?
        @Published var startedAt = Date.distantPast
        @Published var lastID: UUID?
        @Published var otherID: UUID?

      """
    let stamp = try model(members + "func stamp() { lastRefresh = Date(); startedAt = Date.now; lastID = UUID() }")
    let action = try #require(stamp.viewActions.last)
    #expect(action.portRefusal == nil, "\(action)")
    #expect(action.ported?.lines == ["state.lastRefresh = now", "state.startedAt = now", "state.lastID = uuid()", "return .none"])
    #expect(action.ported?.systemDependencies == [.now, .uuid])
    // The test fixes both and asserts the values they give.
    let test = try #require(action.ported?.tests.first?.test)
    #expect(test.pending == nil, "\(test)")
    #expect(test.dependencies == ["$0.date.now = Date(timeIntervalSince1970: 0)", "$0.uuid = .incrementing"])
    #expect(test.steps == [.send(".view(.stamp)", changes: [
      "$0.lastRefresh = Date(timeIntervalSince1970: 0)", "$0.startedAt = Date(timeIntervalSince1970: 0)", "$0.lastID = UUID(0)",
    ])], "\(test)")

    // Two UUIDs, or one per turn of a loop: which value each gets, a test could not tell.
    let twice = try model(members + "func twice() { lastID = UUID(); otherID = UUID() }").viewActions.last
    #expect(twice?.portRefusal?.contains("more than one 'UUID()'") == true, "\(String(describing: twice?.portRefusal))")
    let loop = try model(members + "func many() { for _ in 0..<3 { lastID = UUID() } }").viewActions.last
    #expect(loop?.portRefusal?.contains("in a loop") == true, "\(String(describing: loop?.portRefusal))")
    // A name of the view model's that is the reducer's `now` would be hidden by it.
    let hidden = try model(members + "var now = 0\nfunc refresh() { lastRefresh = Date() }").viewActions.last
    #expect(hidden?.portRefusal?.contains("the reducer's 'now'") == true, "\(String(describing: hidden?.portRefusal))")
    // A body that declares a value of the reducer's name, anywhere, would hide it.
    let declared = try model(members + "func refresh() { let now = Date(); lastRefresh = now }").viewActions.last
    #expect(declared?.portRefusal?.contains("the reducer's 'now'") == true, "\(String(describing: declared?.portRefusal))")
    let later = try model(members + "func refresh() { lastID = UUID(); if let uuid = lastID { otherID = uuid } }").viewActions.last
    #expect(later?.portRefusal?.contains("the reducer's 'uuid'") == true, "\(String(describing: later?.portRefusal))")
    // Made once per element of a collection: as many values.
    let perElement = try model(members + "@Published var ids: [UUID] = []\nfunc many() { ids = [1, 2].map { _ in UUID() } }").viewActions.last
    #expect(perElement?.portRefusal?.contains("once per element") == true, "\(String(describing: perElement?.portRefusal))")
    // In an effect, the value would be asked for there: not carried.
    let inEffect = try model(members + "func save() { lastID = UUID(); service.log(\"\\(Date())\") }").viewActions.last
    #expect(inEffect?.portRefusal?.contains("it makes a 'Date()' inside an effect") == true, "\(String(describing: inEffect?.portRefusal))")
  }

  /// A helper called with a field of its parameter's name (`apply(term: term)`) reads the field's
  /// value under that name, bound from State; a helper that reads a field the body hides with a
  /// value of its own (`let query = …` before `reset()`, which sets the field `query`) stays a TODO.
  @Test func aHelpersNamesAreNotTheCallersValues() throws {
    let members = """
        private var term: String?
        func apply(term: String?) { self.term = term; isBusy = term != nil }
        func reset() { query = "" }

      """
    let bound = try port("func refresh() { apply(term: term) }", members: members)
    #expect(bound.refusal == nil, "\(bound)")
    #expect(bound.lines == ["let term = state.term", "state.term = term", "state.isBusy = term != nil", "return .none"], "\(bound)")
    // The field read again after the call would read the helper's parameter there.
    let after = try port("func refresh() { apply(term: term); query = term ?? \"\" }", members: members)
    #expect(after.refusal?.contains("whose 'term' would stand for the body's own 'term'") == true, "\(after)")
    let hidden = try port("func clear() { let query = \"x\"; print(query); reset() }", members: members)
    #expect(hidden.refusal?.contains("it calls 'reset', which reads 'query', a name the body binds to a value of its own") == true, "\(hidden)")
  }

  /// `if let function = onSelect { function(id) }` is `onSelect?(id)`: the delegate case it
  /// reports; not when the values read the bound name or the `if` does more.
  @Test func anOutcomeUnwrappedAndCalledIsReported() throws {
    let bound = try port("""
        func choose(_ id: Int) {
          query = ""
          if let function = onSelect {
            function(id)
          }
        }
      """)
    #expect(bound.refusal == nil)
    #expect(bound.lines == ["state.query = \"\"", "return .send(.delegate(.select(id)))"])
    let shorthand = try port("""
        func pickFirst() {
          if let onSelect { onSelect(items[0].id) }
        }
      """)
    #expect(shorthand.lines == ["return .send(.delegate(.select(state.items[0].id)))"])
    // Its test receives the delegate action, which the reducer always sends.
    let test = try #require(try plannedTest("""
        func choose(_ id: Int) {
          if let function = onSelect { function(id) }
        }
      """))
    #expect(test.pending == nil)
    // The case's one value is received as the run knows it: a wrong value would fail the test.
    #expect(test.steps.contains(.receive("\\.delegate.select, 1", changes: [])), "\(test.steps)")
    let more = try port("""
        func choose(_ id: Int) {
          if let function = onSelect { function(id); isBusy = true }
        }
      """)
    #expect(more.lines == nil)
    #expect(more.refusal?.contains("onSelect") == true)
  }

  /// Calls that wait one after the other with nothing of the reducer's between them run in one
  /// effect, in order; a singleton whose client's usual name is a member's (`library`) gets its
  /// type's name (`libraryStore`).
  @Test func consecutiveAwaitedCallsShareOneEffect() throws {
    let model = try model("""
        var library: [Item] = []
        func remove(_ id: Int) async {
          isBusy = false
          await LibraryStore.shared.remove(id: id)
          try? await LibraryStore.shared.log(id: id)
        }
        func removeThenMark(_ id: Int) async {
          await LibraryStore.shared.remove(id: id)
          isBusy = true
          await LibraryStore.shared.remove(id: id)
        }
      """, header: """
        actor LibraryStore {
          static let shared = LibraryStore()
          func remove(id: Int) async {}
          func log(id: Int) async throws {}
        }
        """)
    #expect(model.dependencies.map(\.propertyName).contains("libraryStore"))
    let remove = try #require(model.viewActions.first { $0.name == "remove" }?.ported)
    #expect(remove.lines.flatMap { $0.split(separator: "\n").map(String.init) } == [
      "state.isBusy = false", "return .run { _ in", "  await libraryStore.remove(id)", "  try? await libraryStore.log(id)", "}",
    ])
    #expect(remove.responses.isEmpty)
    // A change of State between two waits keeps its place: after the first call's response,
    // with the second call in an effect of its own.
    let mark = try #require(model.viewActions.first { $0.name == "removeThenMark" }?.ported)
    #expect(mark.lines.joined(separator: "\n").contains("await libraryStore.remove(id)"))
    #expect(mark.responses.first?.handlers.first?.lines == ["state.isBusy = true", "return .run { _ in\n  await libraryStore.remove(id)\n}"])
  }

  /// A type's static method that waits (`await Uploader.upload(…)`) is a call of its client,
  /// whatever it returns; one that computes a value at once is the reducer's to compute.
  @Test func aStaticMethodThatWaitsIsItsTypesClient() throws {
    let model = try model("""
        var avatar = ""
        func upload(_ name: String) async {
          let url = await Uploader.upload(name: name)
          avatar = url
        }
        func rename(_ name: String) {
          avatar = Uploader.title(for: name)
        }
      """, header: """
        enum Uploader {
          static func upload(name: String) async -> String { name }
          static func title(for name: String) -> String { name }
        }
        """)
    let upload = try #require(model.viewActions.first { $0.name == "upload" }?.ported)
    #expect(upload.lines.joined(separator: "\n").contains("await uploader.upload(name)"))
    #expect(model.viewActions.first { $0.name == "rename" }?.ported?.lines.first == "state.avatar = Uploader.title(for: name)")
  }

  /// A wait that follows an `if` whose branches end differently is carried into each branch: the
  /// two responses, the same values handled the same way, are one case. Two waits that differ
  /// each have a case of their own, also where a branch calls a helper (whose port names its
  /// response too: two cases of one name would not compile).
  @Test func waitsInBranchesShareAResponseOnlyWhereTheyAreTheSame() throws {
    let carried = try model("""
        func reset() { items = []; query = "" }
        func reload(isRefresh: Bool) async {
          if isRefresh {
            reset()
          } else if isBusy {
            return
          }
          let loaded = (try? await service.load()) ?? []
          items = loaded
        }
      """)
    let action = try #require(carried.viewActions.first { $0.name == "reload" }?.ported)
    #expect(action.responses.map(\.response.name) == ["reloadResponse"])
    #expect(action.lines.joined().components(separatedBy: "send(.reloadResponse(").count == 3)
    let distinct = try model("""
        func reset() { items = []; query = "" }
        func reload(isRefresh: Bool) async {
          if isRefresh {
            reset()
            let loaded = (try? await service.load()) ?? []
            items = loaded
          } else {
            let more = (try? await service.load()) ?? []
            items += more
          }
        }
      """)
    let names = try #require(distinct.viewActions.first { $0.name == "reload" }?.ported?.responses.map(\.response.name))
    #expect(names.count == 2)
    #expect(Set(names).count == 2, "\(names)")
  }

  /// `Task(priority: .userInitiated) { … }`: the effects it became run at the priority it asked
  /// for; a priority the body computes is no constant the effect can be written with.
  @Test func aTaskOfAPriorityRunsItsEffectsAtThatPriority() throws {
    let ported = try port("""
        func refresh() {
          Task(priority: .userInitiated) { @MainActor in
            items = (try? await service.load()) ?? []
          }
        }
      """)
    #expect(ported.lines == ["return .run(priority: .userInitiated) { send in", "  await send(.refreshResponse(try? await service.load()))", "}"])
    let computed = try port("func refresh(priority: TaskPriority) {\n  Task(priority: priority) { items = (try? await service.load()) ?? [] }\n}")
    #expect(computed.lines == nil)
  }

  /// `try await service.load().first`: the `await` covers the member read too, which Swift
  /// makes once the call returns: the response binds the call's value and reads the member off
  /// it. After `try?` the optional wraps the member's value, a method called after the wait may
  /// wait itself, and a call that does not wait leaves the wait to the member: none is lifted.
  @Test func aMemberReadOffAWaitedValueIsReadInTheResponse() throws {
    let bound = try model("""
        func reload() async throws {
          let first = try await service.load().first
          items = first.map { [$0] } ?? []
        }
      """)
    let ported = try #require(bound.viewActions.last?.ported)
    #expect(ported.lines == ["return .run { send in\n  await send(.reloadResponse(Result { try await service.load() }))\n}"])
    let handler = try #require(ported.responses.first?.handlers.first)
    #expect(handler.pattern == "case let .reloadResponse(.success(load)):")
    #expect(handler.lines == ["let first = load.first", "state.items = first.map { [$0] } ?? []", "return .none"])
    let assigned = try model("""
        func reload() async throws {
          isBusy = try await service.load().isEmpty
        }
      """)
    let assignment = try #require(assigned.viewActions.last?.ported?.responses.first?.handlers.first)
    #expect(assignment.lines == ["state.isBusy = load.isEmpty", "return .none"])
    // Nor where the call waits for nothing and the member does (`service.start(1).value` of a
    // `Task`): the reducer would read the member without waiting.
    for unlifted in ["let first = try? await service.load().first", "let first = try await service.load().sorted().first", "let first = await service.count().description"] {
      #expect(try port("func reload() async throws {\n  \(unlifted)\n  items = first.map { [$0] } ?? []\n}").lines == nil)
    }
  }

  /// A wait the assigned value starts with (`(try? await service.load()) ?? []`) is bound under
  /// its call's name; the assignment runs where the response is handled, with the name in its
  /// place, as Swift evaluates it after the wait.
  @Test func aWaitInsideAnAssignedValueIsHoisted() throws {
    let fallback = try port("""
        func reload() async {
          items = (try? await service.load()) ?? []
          isBusy = false
        }
      """)
    #expect(fallback.lines == ["return .run { send in", "  await send(.reloadResponse(try? await service.load()))", "}"])
    let hoisted = try model("""
        func reload() async {
          items = (try? await service.load()) ?? []
          isBusy = false
        }
      """)
    let handler = try #require(hoisted.viewActions.last?.ported?.responses.first?.handlers.first)
    #expect(handler.pattern == "case let .reloadResponse(load):")
    #expect(handler.lines == ["state.items = load ?? []", "state.isBusy = false", "return .none"])
    // A wait after something else the value does stays where it is: not ported.
    let later = try port("""
        func reload() async {
          items = items + ((try? await service.load()) ?? [])
        }
      """)
    #expect(later.lines == nil)
    // Where the body reads the call's name as something else afterwards, the value is the
    // `response`.
    let clash = try model("""
        func reload() async {
          items = (try? await service.load()) ?? []
          let load = 1
          isBusy = load > 0
        }
      """)
    let renamed = try #require(clash.viewActions.last?.ported?.responses.first?.handlers.first)
    #expect(renamed.pattern == "case let .reloadResponse(response):")
    #expect(renamed.lines.first == "state.items = response ?? []")
    // Nor a name of the reducer's own (`send`) or of a dependency's (`now`).
    let reducerName = try model("""
        private let chat: ChatService
        func post() async {
          isBusy = (try? await chat.send("hi")) ?? false
        }
        func stamp() async {
          query = (try? await chat.now()) ?? ""
        }
      """, header: """
        protocol ChatService { func send(_ text: String) async throws -> Bool; func now() async throws -> String }
        """)
    #expect(reducerName.viewActions.map { $0.ported?.responses.first?.handlers.first?.pattern } == [
      "case let .postResponse(response):", "case let .stampResponse(response):",
    ])
  }

  /// `_ = value`: the value is made and dropped as it was; a value Graft cannot port keeps the
  /// body whole for that value's reason, not for a field named `_`.
  @Test func aDiscardedValueIsCarriedOrRefusedForItsOwnReason() throws {
    let kept = try port("""
        func tidy() {
          _ = items.popLast()
          query = ""
        }
      """)
    #expect(kept.lines == ["_ = state.items.popLast()", "state.query = \"\"", "return .none"])
    let pipeline = try port("""
        func watch() {
          if isBusy {
            _ = service.fetch { items in self.items = items }
          }
        }
      """)
    #expect(pipeline.lines == nil)
    #expect(pipeline.refusal == "'_ = service.fetch { items in self.items = items }': it calls the service 'service' for a value, which the reducer cannot wait for")
    // A wait whose value is dropped is a wait like any other.
    let refreshed = try plannedTest("""
        func reloadQuietly() async {
          _ = try? await service.load()
        }
      """)
    #expect(refreshed?.pending == nil)
  }

  /// A logger of the view model's own (`private let log = NordicLog(…)`) is the reducer's: a
  /// ported body logs the same line, `type(of: self)` and `#function` written as the legacy
  /// code printed them, and the reducer declares it only where a ported case logs through it.
  @Test func aMemberLoggerIsHeldByTheReducerAndLogsTheSameLine() throws {
    let members = "  private let log = NordicLog(category: \"List\")\n"
    let result = try port("""
        func clear(_ reason: String) {
          log.debug("\\(type(of: self)).\\(#function) \\(reason)")
          self.log.info("cleared")
          query = ""
        }
      """, members: members)
    #expect(result.refusal == nil)
    #expect(result.lines == ["log.debug(\"ListViewModel.clear(_:) \\(reason)\")", "log.info(\"cleared\")", "state.query = \"\"", "return .none"])
    let built = try model(members + "  func clear() { log.debug(\"x\"); query = \"\" }\n  func reset() { query = \"a\" }\n")
    #expect(built.heldLoggers.map(\.declaration) == ["private let log = NordicLog(category: \"List\")"])
    #expect(built.viewActions.first { $0.name == "clear" }?.ported?.loggers == ["log"])
    #expect(built.viewActions.first { $0.name == "reset" }?.ported?.loggers == [])
    // In a helper carried in, `#function` would name the action's method: the body stays whole.
    let helper = try port(
      "  func wipe() { tidy() }\n  private func tidy() { log.debug(\"\\(#function)\"); query = \"\" }\n", members: members)
    #expect(helper.refusal?.contains("'#function' where statements of another method are carried in") == true, "\(helper)")
    // Read other than as a level's receiver, the reducer's logger is not the view model's.
    #expect(try port("  func show() { query = \"\\(log)\" }\n", members: members).refusal?.contains("'log'") == true)
  }

  /// A logger the view model replaces, or makes from its own members, is not one the reducer
  /// can make alone: a body that logs through it stays whole.
  @Test func aLoggerTheReducerCannotMakeAloneIsNotHeld() throws {
    for members in [
      "  private var log = NordicLog(category: \"List\")\n  func rename() { log = NordicLog(category: query) }\n",
      "  private lazy var log = NordicLog(category: query)\n",
      // Made by a closure run in place, whose statements one line would run together.
      "  private let log: NordicLog = {\n    let made = NordicLog(category: \"List\")\n    return made\n  }()\n",
      // The app's own type of entries, which writes at no logger's level.
      "  private let log = CallLog()\n",
    ] {
      let built = try model(
        members + "  func clear() { log.debug(\"x\"); query = \"\" }\n", header: "final class CallLog { var entries: [String] = []; func record(_ s: String) {} }\n")
      #expect(built.heldLoggers.isEmpty, "\(members)")
      #expect(built.viewActions.first { $0.name == "clear" }?.ported == nil, "\(members) \(String(describing: built.viewActions.first { $0.name == "clear" }?.portRefusal))")
    }
  }

  /// The parent hears a delegate action through an effect of the bridge's own, which starts
  /// after the reporting effect goes on: a report the legacy code made before a call, waited
  /// for or not, stays whole; one made after it ports.
  @Test func aReportBeforeACallOfTheSameEffectIsNotReordered() throws {
    let before = try port("func f() { onSelect?(1); service.log(\"x\") }")
    #expect(before.lines == nil)
    #expect(before.refusal?.contains("before the parent hears the report") == true, "\(before)")
    let after = try port("func g() { service.log(\"x\"); onSelect?(1) }")
    #expect(after.refusal == nil, "\(after)")
    let waited = try port("func h() async { onSelect?(1); items = (try? await service.load()) ?? [] }")
    #expect(waited.refusal?.contains("before the parent hears the report") == true, "\(waited)")
  }

  /// A method that throws hands an awaited call's error to its caller: the response's
  /// `.failure` carries it to whoever hears the action, and nothing after the wait runs, as in
  /// the legacy method; both tests run.
  @Test func aMethodThatThrowsHandsTheErrorOnInItsResponse() throws {
    let method = "func reload() async throws { isBusy = true; items = try await service.load(); isBusy = false }"
    let result = try port(method)
    #expect(result.lines == ["state.isBusy = true", "return .run { send in", "  await send(.reloadResponse(Result { try await service.load() }))", "}"])
    let ported = try model(method).viewActions.last?.ported
    #expect(ported?.responses.first?.handlers.map(\.lines) == [
      ["state.items = value", "state.isBusy = false", "return .none"],
      ["// ListViewModel.reload() threw this to its caller: a parent hears it in this action.", "return .none"],
    ])
    let tests = ported?.tests ?? []
    #expect(tests.map(\.name) == ["reload", "reloadFailure"])
    #expect(tests.allSatisfy { $0.test.pending == nil }, "\(tests.map(\.test.pending))")
    // A call that throws without waiting has no response to carry its error.
    #expect(try port("func a() throws { try service.count(); isBusy = true }").refusal != nil)
  }

  /// A call on what a service holds or returns (`service.client.load()`, `service.page(1).load()`)
  /// is not the service's own method of that name: the body stays whole.
  @Test func aCallThroughAServicesPropertyIsNotTheServicesOwn() throws {
    for body in ["items = try await service.client.load()", "items = try await service.page(1).load()"] {
      let result = try port("func reload() async { do { \(body) } catch { isBusy = false } }")
      #expect(result.lines == nil, "\(body)")
      #expect(result.refusal?.contains("a call on what the service 'service' holds or returns") == true, "\(result)")
    }
    let direct = try port("func reload() async { do { items = try await self.service.load() } catch { isBusy = false } }")
    #expect(direct.refusal == nil, "\(direct)")
  }

  /// A requirement's call on the weak delegate is its outcome; the same name called on what
  /// the delegate holds (`delegate?.router.didFinish()`) is not.
  @Test func aCallThroughTheDelegatesPropertyIsNoOutcome() throws {
    let built = try model(
      "  weak var delegate: ListDelegate?\n  func finish() { delegate?.didFinish() }\n  func route() { delegate?.router.didFinish() }\n",
      header: "protocol ListDelegate: AnyObject { func didFinish(); var router: ListRouter { get } }\nprotocol ListRouter: AnyObject { func didFinish() }\n")
    #expect(built.viewActions.first { $0.name == "finish" }?.ported?.lines == ["return .send(.delegate(.didFinish))"])
    #expect(built.viewActions.first { $0.name == "route" }?.ported == nil)
  }

  /// A coordinator held weakly as a class, not a protocol, is told as a delegate is: each method
  /// the view model calls on it is a Delegate case; one it asks for an answer is none, and a
  /// body that asks stays whole, saying so.
  @Test func aWeaklyHeldClassIsToldAsADelegateIs() throws {
    let built = try model(
      """
        weak var coordinator: ListCoordinator?
        func detailTapped(_ id: Int) { coordinator?.showDetail(id: id) }
        func closeTapped() { if coordinator?.canClose() == true { query = "" } }
        func doneTapped() { coordinator?.finish() }

      """,
      header: """
        final class ListCoordinator {
          func showDetail(id: Int) {}
          func canClose() -> Bool { true }
          func restart() {}
          func finish(animated: Bool = false, reason: String = Self.reason) {}
          static let reason = "done"
        }

        """)
    #expect(built.delegateCases.map(\.name) == ["select", "showDetail", "finish"])
    #expect(built.viewActions.first { $0.name == "detailTapped" }?.ported?.lines == ["return .send(.delegate(.showDetail(id: id)))"])
    // A default that names the class's own member means something else in the reducer.
    #expect(built.viewActions.first { $0.name == "doneTapped" }?.ported == nil)
    let refusal = try #require(built.viewActions.first { $0.name == "closeTapped" }?.portRefusal)
    #expect(refusal.contains("it asks 'coordinator' for an answer ('canClose')"), "\(refusal)")
  }

  /// A service handed to another service's call is an object the feature does not have: its
  /// client is closures, so the body stays whole.
  @Test func aServiceHandedToAnotherStaysWhole() throws {
    let built = try model(
      "  private let router: InfoRouter\n  func showInfo() { router.showInfo(settings: service) }\n"
        + "  func showAgain() { router.showInfo(settings: self.service) }\n",
      header: "protocol InfoRouter { func showInfo(settings: ItemService) }\n")
    let action = try #require(built.viewActions.first { $0.name == "showInfo" })
    #expect(action.ported == nil)
    #expect(action.portRefusal?.contains("it hands on the service 'service' itself") == true, "\(action.portRefusal ?? "")")
    #expect(built.viewActions.first { $0.name == "showAgain" }?.portRefusal?.contains("it hands on the service 'service' itself") == true)
  }

  /// A coordinator class's methods include those of the protocols it adopts, written once in the
  /// protocol's extension (`popViewController(animated:)` of `CoordinatorType`).
  @Test func aWeaklyHeldClassIsToldItsProtocolsMethodsToo() throws {
    let built = try model(
      "  weak var coordinator: SettingsCoordinator?\n  func back() { coordinator?.popViewController(animated: true) }\n",
      header: """
        protocol CoordinatorType: AnyObject {}
        extension CoordinatorType { func popViewController(animated: Bool) {} }
        final class SettingsCoordinator: CoordinatorType {}

        """)
    #expect(built.delegateCases.map(\.name).contains("popViewController"))
    #expect(built.viewActions.first { $0.name == "back" }?.ported?.lines == ["return .send(.delegate(.popViewController(animated: true)))"])
  }

  /// A requirement in UIKit's shape, its case named for the label (`didApplyCodeWith discount:`
  /// → `didApplyCode(discount:)`), is reported by a call that passes every value.
  @Test func aSenderFirstRequirementCalledInFullIsReported() throws {
    let built = try model(
      "  weak var delegate: CouponDelegate?\n  func apply() { delegate?.couponViewModel(self, didApplyCodeWith: 5) }\n",
      header: "protocol CouponDelegate: AnyObject { func couponViewModel(_ viewModel: ListViewModel, didApplyCodeWith discount: Int) }\n")
    #expect(built.viewActions.first { $0.name == "apply" }?.ported?.lines == ["return .send(.delegate(.didApplyCode(discount: 5)))"])
  }

  /// What a weakly held class may be told: a coordinator's two overloads of one label are kept
  /// apart, and a call Graft cannot tell between stays whole; a weakly held controller or
  /// service is no delegate; a coordinator's default survives a view model with nested types.
  @Test func aWeaklyHeldClassIsADelegateOnlyWhereItsCallsCanBeTold() throws {
    let built = try model(
      """
        enum Mode: Equatable { case compact }
        weak var coordinator: ListCoordinator?
        weak var controller: ListViewController?
        weak var player: PlayerService?
        func showTapped() { coordinator?.show(3) }
        func doneTapped() { coordinator?.finish() }
        func pauseTapped() { player?.pause() }
        func reloadTapped() { controller?.reload() }

      """,
      header: """
        final class ListCoordinator {
          func show(_ item: Item) {}
          func show(_ id: Int) {}
          func finish(animated: Bool = false) {}
        }
        final class ListViewController { func reload() {} }
        final class PlayerService { func pause() {} }

        """)
    #expect(built.delegateCases.map(\.name).filter { $0 != "select" }.count == 3)
    #expect(built.viewActions.first { $0.name == "showTapped" }?.ported == nil)
    #expect(built.viewActions.first { $0.name == "doneTapped" }?.ported?.lines == ["return .send(.delegate(.finish(animated: false)))"])
    #expect(built.viewActions.first { $0.name == "pauseTapped" }?.ported == nil)
    #expect(built.viewActions.first { $0.name == "reloadTapped" }?.ported == nil)
  }

  /// A value a coordinator's call leaves out is its default, said in the case; a value of a
  /// closure's call is matched by its place.
  @Test func aCallThatLeavesOutADefaultReportsIt() throws {
    let built = try model(
      """
        weak var coordinator: ListCoordinator?
        func doneTapped() { coordinator?.finish(reason: "saved") }
        func pick() { onSelect?(3) }

      """,
      header: "final class ListCoordinator { func finish(animated: Bool = false, reason: String) {} }\n")
    #expect(built.viewActions.first { $0.name == "doneTapped" }?.ported?.lines == [#"return .send(.delegate(.finish(animated: false, reason: "saved")))"#])
    #expect(built.viewActions.first { $0.name == "pick" }?.ported?.lines == ["return .send(.delegate(.select(3)))"])
  }

}

/// A value the body makes and hands a service's wait is captured by the effect: a public type
/// of another module that does not say it is `Sendable` keeps the body a TODO.
@Suite struct MadeValueCaptureTests {
  @Test func aMadeValueOfAPublicTypeThatIsNotSendableIsNotCaptured() throws {
    let porter = BodyPorterTests()
    let members = """
      func deactivate(code: String) async {
        let request = Request(code: code)
        do { try await gateway.send(request) } catch { isBusy = false }
      }
      private let gateway: Gateway
      """
    let declarations = """
      public struct Request: Hashable { public var code: String }
      protocol Gateway: Sendable { func send(_ request: Request) async throws }
      """
    let action = try #require(try porter.model(members, header: declarations).viewActions.last)
    #expect(action.portRefusal?.contains("its effect would capture 'request'") == true, "\(action.portRefusal ?? "ported")")
    let sendable = try #require(try porter.model(members, header: declarations.replacingOccurrences(of: "Hashable", with: "Hashable, Sendable")).viewActions.last)
    #expect(sendable.portRefusal == nil, "\(sendable.portRefusal ?? "")")
  }
}

/// A test answers a wait whose value the body drops (`_ = try await …`) with a named sample, and
/// receives a delegate case that carries an error without its value, which is no `Equatable` one.
@Suite struct DroppedValueAndErrorOutcomeTests {
  let porter = BodyPorterTests()

  @Test func aDroppedValueIsAnsweredWithANamedSampleAndAnErrorIsReceivedWithoutItsValue() throws {
    let test = try #require(try porter.plannedTest("""
      var onFailure: ((Error) -> Void)?
      func reload() async {
        do {
          _ = try await service.load()
          isBusy = false
        } catch {
          onFailure?(error)
        }
      }
      """))
    #expect(!test.prelude.contains { $0.hasPrefix("let _") }, "\(test.prelude)")
    #expect(!test.dependencies.joined().contains("return _"), "\(test.dependencies)")
    let model = try porter.model("""
      var onFailure: ((Error) -> Void)?
      func reload() async {
        do {
          _ = try await service.load()
          isBusy = false
        } catch {
          onFailure?(error)
        }
      }
      """)
    let failure = try #require(model.viewActions.last?.ported?.tests.last?.test)
    #expect(failure.steps.contains { $0.label == "\\.delegate.failure" }, "\(failure.steps)")
  }
}

/// A logger an app type keeps in a static constant is called where the view model called it; a
/// static constant that is no logger is not.
@Suite struct StaticLoggerPortTests {
  let porter = BodyPorterTests()

  @Test func aStaticLoggerOfAnAppTypeIsCalledInPlace() throws {
    let members = """
      enum Logs {
        static let timer = Logger(subsystem: "app", category: "timer")
        static let names = NameList()
      }
      final class NameList { func debug(_ text: String) {} }

      """
    let logged = try porter.port("func pick() { Logs.timer.debug(\"picked\"); isBusy = true }", members: members)
    #expect(logged.lines == ["ListViewModel.Logs.timer.debug(\"picked\")", "state.isBusy = true", "return .none"], "\(logged)")
    let other = try porter.port("func pick() { Logs.names.debug(\"picked\"); isBusy = true }", members: members)
    #expect(other.refusal?.contains("whose effect Graft cannot see") == true, "\(other)")
    // The system's `Logger` captures its message's values for later: not the reducer's `state`.
    let readsState = try porter.port("func pick() { Logs.timer.debug(\"\\(query)\"); isBusy = true }", members: members)
    #expect(readsState.refusal?.contains("would capture the reducer's 'state'") == true, "\(readsState)")
  }
}

/// A catch that catches every error, however it names it, is the response's failure.
@Suite struct CatchAllPortTests {
  let porter = BodyPorterTests()

  @Test(arguments: [("catch", "error"), ("catch _", nil), ("catch let failure", "failure")])
  func everyErrorCaughtIsTheFailure(clause: String, name: String?) throws {
    let read = name.map { "self.error = \($0)" } ?? "isBusy = false"
    let action = try #require(try porter.model("func reload() async { do { items = try await service.load() } \(clause) { \(read) } }").viewActions.last)
    #expect(action.portRefusal == nil, "\(action.portRefusal ?? "")")
    let handlers = action.ported?.responses.flatMap(\.handlers) ?? []
    let failure = try #require(handlers.first { $0.pattern.contains(".failure") })
    #expect(failure.pattern == (name.map { "case let .reloadResponse(.failure(\($0))):" } ?? "case .reloadResponse(.failure):"))
    #expect(failure.lines.first == (name.map { "state.error = \($0).localizedDescription" } ?? "state.isBusy = false"))
  }

  /// Catches that tell errors apart come first, each a `.failure` case of its own with its
  /// pattern, in the legacy order, which Swift keeps; the last catch takes every other error.
  @Test func catchesThatTellErrorsApartAreFailureCasesInOrder() throws {
    let action = try #require(try porter.model("""
      func reload() async {
        do { items = try await service.load() }
        catch URLError.timedOut { query = "slow" }
        catch let error as DecodingError { query = String(describing: error) }
        catch { isBusy = false }
      }
      """).viewActions.last)
    #expect(action.portRefusal == nil, "\(action.portRefusal ?? "")")
    let failures = (action.ported?.responses.flatMap { $0.handlers } ?? []).filter { $0.pattern.contains(".failure") }
    #expect(failures.map(\.pattern) == [
      "case .reloadResponse(.failure(URLError.timedOut)):", "case .reloadResponse(.failure(let error as DecodingError)):",
      "case .reloadResponse(.failure):",
    ])
    #expect(failures.map { $0.lines.first } == ["state.query = \"slow\"", "state.query = String(describing: error)", "state.isBusy = false"])
  }

  /// Without a last catch of every error (a method that throws the rest on), or with a `where`
  /// clause, the body stays whole.
  @Test(arguments: [
    "do { items = try await service.load() } catch let error as URLError { isBusy = false }",
    "do { items = try await service.load() } catch let error as URLError where error.code == .timedOut { isBusy = false } catch { query = \"\" }",
    // A catch of every error before the last: a test's sample failure would land there.
    "do { items = try await service.load() } catch let error as NSError { query = error.domain } catch { query = \"\" }",
    "do { items = try await service.load() } catch is LocalizedError { isBusy = false } catch { query = \"\" }",
  ])
  func aCatchThatTellsErrorsApartOtherwiseStaysATodo(_ body: String) throws {
    let result = try porter.port("func reload() async throws { \(body) }")
    #expect(result.refusal?.contains("a 'catch' ") == true, "\(result)")
  }

  /// A service called for a value inside another call, even in an effect, is not its client's
  /// endpoint as written: the body stays whole.
  @Test func aServiceCalledInsideAnotherCallIsRefused() throws {
    let result = try porter.port("func a() { service.log(String(service.count())) }")
    #expect(result.refusal?.contains("it calls the service 'service' for a value") == true, "\(result)")
  }
}

/// A method of the view model that only computes a value, which State does not carry as a query
/// of its own (here: isolated to the main actor, which State's members are not), is read where it
/// is called, as its expression with the arguments in place of its parameters, keeping what the
/// call meant. (One State carries is called on State: `DerivedValueTests`.)
@Suite struct ValueHelperPortTests {
  let porter = BodyPorterTests()

  /// The helpers' declarations, isolated to the main actor.
  func isolated(_ members: String) -> String { members.replacingOccurrences(of: "private func ", with: "@MainActor private func ") }

  @Test func aHelperOfOneExpressionIsInlinedWithItsArguments() throws {
    let members = """
      private func isSearchable(_ text: String, limit: Int) -> Bool { text.count >= limit && !isBusy }
      private func title(for item: Item) -> String {
        return item.title.isEmpty ? "Untitled" : item.title
      }

      """
    let result = try porter.port("""
        func search(_ text: String) {
          if isSearchable(text.lowercased(), limit: 3) { query = text }
          query = title(for: items[0])
        }
      """, members: isolated(members))
    #expect(result.refusal == nil)
    #expect(result.lines == [
      "if text.lowercased().count >= 3 && !state.isBusy {", "  state.query = text", "}",
      // A ternary whose branch is a `String` is one: no `as String` around it.
      "state.query = state.items[0].title.isEmpty ? \"Untitled\" : state.items[0].title", "return .none",
    ])
  }

  /// The planner reads the helper too: a sample that passes its check changes State.
  @Test func theTestPlanRunsTheHelperOnTheSamples() throws {
    let test = try #require(try porter.plannedTest("""
      private func isLong(_ text: String, limit: Int) -> Bool { text.count > limit }
      func rename(_ text: String) { if isLong(text, limit: 0) { query = text } }
      """))
    #expect(test.pending == nil)
    guard case let .send(_, changes)? = test.steps.first else { Issue.record("no send step"); return }
    #expect(changes.count == 1 && changes[0].hasPrefix("$0.query = "))
  }

  /// Each argument keeps its meaning where it lands: its parentheses, its parameter's type.
  @Test func anArgumentKeepsItsPrecedenceAndItsType() throws {
    let members = """
      @MainActor var total: Int { pageSize + items.count }
      private func double(_ n: Int) -> Int { n * 2 }
      private func ratio(_ a: Double, _ b: Double) -> String { "\\(a / b)" }

      """
    let result = try porter.port("""
        func refresh() {
          query = String(double(total))
          query += ratio(1, 3)
        }
      """, members: isolated(members))
    #expect(result.refusal == nil)
    #expect(result.lines?.first == "state.query = String((state.pageSize + state.items.count) * 2)")
    #expect(result.lines?.dropFirst().first == "state.query += \"\\((1 as Double) / (3 as Double))\"")
  }

  /// An argument that does something runs once and first, as the call ran it, or the body
  /// stays whole: read twice, read only after `&&`, beside another that does something.
  @Test(arguments: [
    "private func title(for item: Item) -> String { item.title.isEmpty ? \"Untitled\" : item.title }",
    "private func title(for item: Item) -> String { isBusy && item.title.isEmpty ? \"\" : \"x\" }",
    "private func title(for item: Item) -> String { query.isEmpty ? item.title : \"\" }",
  ])
  func anArgumentThatDoesSomethingIsNotRunAnotherNumberOfTimes(helper: String) throws {
    let result = try porter.port("""
        func retitle() { query = title(for: makeItem()) }
      """, members: isolated(helper) + "\nprivate func makeItem() -> Item { Item(id: 1, title: \"\") }\n")
    #expect(result.refusal?.contains("an argument that does something, which inlined would not run exactly once, first") == true)
  }

  /// What is no value to read in place stays a call, which the porter refuses: a helper that
  /// changes the view model, one that makes a closure, one of two overloads.
  @Test(arguments: [
    ("private func popLast() -> Item? { items.popLast() }", "func a() { query = popLast()?.title ?? \"\" }", "which changes the view model"),
    ("private func matches(_ q: String) -> Bool { items.contains { item in item.title == q } }", "func a() { isBusy = matches(query) }", "which makes a closure"),
    ("private func score(_ x: Int) -> Int { x * 2 }\nprivate func score(_ x: Double) -> Double { x * 3 }", "func a() { query = String(score(2)) }", "which is overloaded"),
  ])
  func aHelperThatIsNoValueIsNotInlined(helper: String, method: String, why: String) throws {
    let result = try porter.port(method, members: isolated(helper) + "\n")
    #expect(result.refusal?.contains("for a value, \(why)") == true, "\(result)")
  }

  /// A helper read inside a branch or loop is a value, not an effect: the branch stays plain.
  @Test func aHelperInABranchIsNoEffect() throws {
    let result = try porter.port("""
        func tidy() {
          if isBusy { query = label(query) }
          isBusy = false
        }
      """, members: isolated("private func label(_ text: String) -> String { text + \"!\" }\n"))
    #expect(result.refusal == nil)
    #expect(result.lines == ["if state.isBusy {", "  state.query = state.query + \"!\"", "}", "state.isBusy = false", "return .none"])
  }
}

/// A name an `if let` binds is the `then` branch's alone: in the `else` and after the `if`, the
/// same name is the field again.
@Suite struct BoundNameScopeTests {
  let porter = BodyPorterTests()

  @Test func anIfLetsNameIsTheFieldAgainInTheElse() throws {
    let members = "@Published var selected: Int?\n"
    let plain = try porter.port("""
        func pick() {
          if let selected, items.contains(where: { $0.id == selected }) {
            self.selected = selected
          } else {
            selected = items.first?.id
          }
          isBusy = selected == nil
        }
      """, members: members)
    #expect(plain.refusal == nil, "\(plain.refusal ?? "")")
    #expect(plain.lines?.contains("  state.selected = state.items.first?.id") == true, "\(plain.lines ?? [])")
    #expect(plain.lines?.contains("state.isBusy = state.selected == nil") == true, "\(plain.lines ?? [])")
    // The same when the branches report to the parent, each taking what follows the `if`.
    let reporting = try porter.port("""
        func pick() {
          if let selected {
            onSelect?(selected)
          } else {
            selected = items.first?.id
          }
        }
      """, members: members)
    #expect(reporting.lines?.contains("  state.selected = state.items.first?.id") == true, "\(reporting.lines ?? []) \(reporting.refusal ?? "")")
  }
}

/// An error handed to a method is stored as its message by its type: one that may be nil stays
/// nil.
@Suite struct ErrorParameterTests {
  @Test func anOptionalErrorParameterKeepsItsNil() throws {
    let porter = BodyPorterTests()
    #expect(try porter.port("func update(error: (any Error)?) { self.error = error }").lines == ["state.error = error?.localizedDescription", "return .none"])
    #expect(try porter.port("func fail(with error: Error) { self.error = error }").lines == ["state.error = error.localizedDescription", "return .none"])
    let test = try #require(try porter.plannedTest("func update(error: (any Error)?) { self.error = error }"))
    #expect(test.steps.first == .send(".view(.update(error: SampleFailure()))", changes: ["$0.error = \"Sample failure\""]))
  }
}

/// Shapes a review of the ports found: each once wrong, each now ported right or refused.
@Suite struct ReviewedPortShapeTests {
  let porter = BodyPorterTests()

  /// What follows an `if let` that reports runs in both branches: where it reads the bound
  /// name, the `then` branch would read the local, not the field.
  @Test func whatFollowsAnIfLetMayNotReadItsName() throws {
    let result = try porter.port("""
        func pick() {
          if let selected { onSelect?(selected) } else { query = "none" }
          isBusy = selected == nil
        }
      """, members: "@Published var selected: Int?\n")
    #expect(result.lines == nil)
    #expect(result.refusal?.contains("it reads 'selected' after an 'if' that binds that name") == true, "\(result.refusal ?? "")")
  }

  /// A parameter named like the error a `catch` binds: which one an assignment reads depends on
  /// where it is.
  @Test func aParameterNamedLikeTheCaughtErrorIsRefused() throws {
    let result = try porter.port("""
        func retry(error: Error?) async {
          do { items = try await service.load() } catch { self.error = error }
        }
      """)
    #expect(result.refusal?.contains("a name both a parameter and the error a 'catch' binds") == true, "\(result.lines ?? [])")
  }

  /// A removal from a collection the samples leave empty changes nothing the test could see.
  @Test func aTestThatOnlyEmptiesAnEmptyCollectionIsPending() throws {
    let test = try #require(try porter.plannedTest("func drop(id: Int) { items.removeAll { $0.id == id } }"))
    #expect(test.pending?.contains("'items' is empty, where it changes nothing") == true)
  }
}

/// Rules a review of the classification found too broad: each keeps the intents it caught.
@Suite struct ReviewedClassificationTests {
  @Test func aClosureTheMethodCallsOrAnIgnoredCompletionBesideValuesStayAnAction() throws {
    let model = try ActionPayloadTests().model("""
      protocol PriceFormatter { func format(_ value: Double) -> String }
      // graft: feature
      final class RowsViewModel: NSObject {
        var isValid = false
        var text = ""
        private let formatter: PriceFormatter
        init(formatter: PriceFormatter) { self.formatter = formatter }
        func validate(with rule: @escaping (String) -> Bool) { isValid = rule(text) }
        func setFavorite(_ isFavorite: Bool, completion: @escaping () -> Void) { isValid = isFavorite }
        func configure(_ cell: UITableViewCell) {}
        func show() { text = formatter.format(1) }
      }
      """)
    #expect(model.viewActions.map(\.name) == ["validate", "setFavorite", "show"])
    // An injected protocol named like a formatter is a service, mirrored by a client.
    #expect(model.dependencies.map(\.protocolName) == ["PriceFormatter"])
  }

  @Test func aMethodNamedForItsCallerIsCalledByItAndAnotherIsHandedAView() throws {
    let file = SourceFile(path: "VM.swift", text: """
      // graft: feature
      final class RowsViewModel: NSObject {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        func configure(_ cell: UITableViewCell) {}
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let advisories = MemberClassifier(index: SourceIndex([file])).classify(viewModel).compactMap(\.advisory)
    #expect(advisories.first?.contains("is called by a UITableView") == true)
    #expect(advisories.last?.contains("takes a UITableViewCell") == true)
  }
}
