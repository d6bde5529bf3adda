@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// The test Graft plans for a ported action runs the legacy body on samples. It follows the
/// body's paths as Swift would, and sends payloads of the app's own types built as the team
/// would build them.
@Suite struct PortTestPlannerTests {
  let porter = BodyPorterTests()

  /// A `return` inside a branch ends the body: what follows the branch does not run.
  @Test func aReturnInsideABranchEndsTheRun() throws {
    let test = try #require(try porter.plannedTest("""
        func tap() {
          if !isBusy {
            query = "idle"
            return
          }
          query = "busy"
        }
      """))
    #expect(test.pending == nil)
    #expect(test.steps == [.send(".view(.tap)", changes: ["$0.query = \"idle\""])])
  }

  /// `items[row]` of an array the samples leave empty would trap in the test: the test is left
  /// to the team, with why (report48 LangnOs's `didSelectCellAt`; not held out).
  @Test func anIndexOutsideTheSampleArrayStopsTheRun() throws {
    let test = try #require(try porter.plannedTest("""
        func pick(_ row: Int) {
          query = items[row].title
        }
      """))
    #expect(test.pending?.contains("cannot tell that 'items[row]' is within the array on samples") == true, "\(test)")
  }

  /// `draft.value.body` of a subject whose value State holds is the field's value: the test
  /// writes what the field's sample was made with, never a `.value` the value does not have.
  @Test func aSubjectsValueIsTheFieldsSample() throws {
    let file = SourceFile(path: "DraftViewModel.swift", text: """
      import Combine
      struct Draft: Equatable { var title: String; var body: String }
      // graft: feature
      final class DraftViewModel: ObservableObject {
        let draft: CurrentValueSubject<Draft, Never>
        init(draft: Draft) { self.draft = CurrentValueSubject(draft) }
        func retitle(_ title: String) { draft.send(Draft(title: title, body: draft.value.body)) }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let test = try #require(model.viewActions.last?.ported?.tests.first?.test)
    #expect(test.pending == nil, "\(test.pending ?? "")")
    #expect(test.steps.first == .send(".view(.retitle(\"Sample title\"))", changes: ["$0.draft = Draft(title: \"Sample title\", body: \"\")"]), "\(test.steps)")
  }

  /// A value read off a sample by a computed property (`access.token`) may be `nil` or not:
  /// bound by `guard let`, the test cannot tell which way the body goes, and asserts nothing
  /// rather than State holding the optional itself.
  @Test func aComputedPropertyOfASampleBoundByGuardLetStopsTheRun() throws {
    let action = try #require(try porter.model("""
        private let access: AccessService
        func refresh() async {
          do {
            let grant = try await access.fetch()
            guard let token = grant.token else { query = "none"; return }
            query = token
          } catch {
            query = "failed"
          }
        }
      """, header: """
      struct Grant: Equatable, Sendable { var enabled: Bool; var token: String? { enabled ? "t" : nil } }
      protocol AccessService: Sendable { func fetch() async throws -> Grant }

      """).viewActions.last)
    #expect(action.portRefusal == nil, "\(action.portRefusal ?? "")")
    let tests = try #require(action.ported?.tests)
    for test in tests.map(\.test) {
      #expect(!test.steps.contains { "\($0)".contains("= grant.token") }, "\(test.steps)")
    }
  }

  /// An optional service unwrapped or compared with `nil` is there, as its dependency always is:
  /// the port drops the check, and the test takes the way it leads.
  @Test func anOptionalServiceIsAlwaysThere() throws {
    let action = try #require(try porter.model("""
        private let backup: BackupService?
        func tap() {
          guard let backup else { query = "none"; return }
          if backup == nil { query = "missing" } else { isBusy = true }
          backup.save()
        }
      """, header: "protocol BackupService { func save() }\n").viewActions.last)
    #expect(action.portRefusal == nil, "\(action.portRefusal ?? "")")
    let test = try #require(action.ported?.tests.first?.test)
    #expect(test.pending == nil, "\(test.pending ?? "")")
    #expect(test.steps.first == .send(".view(.tap)", changes: ["$0.isBusy = true"]))
  }

  /// A helper of several statements whose value a local takes runs in place, in the port and in
  /// its test, its value bound under the caller's name.
  @Test func aHelperOfSeveralStatementsRunsInPlaceForItsValue() throws {
    let looping = try #require(try porter.model("""
        private func titles(prefix: String) -> [String] {
          var names: [String] = []
          for item in items { names.append(prefix + item.title) }
          return names
        }
        func refresh() {
          let shown = titles(prefix: "> ")
          query = shown.isEmpty ? "none" : "some"
        }
      """).viewActions.last)
    #expect(looping.ported?.lines.joined(separator: "\n").split(separator: "\n").map(String.init) == [
      "let prefix = \"> \"", "var names: [String] = []", "for item in state.items {", "  names.append(prefix + item.title)", "}",
      "let shown: [String] = names", "state.query = shown.isEmpty ? \"none\" : \"some\"", "return .none",
    ], "\(looping.portRefusal ?? "")")
    let test = try #require(try porter.plannedTest("""
        private func isFull(limit: Int) -> Bool {
          let count = items.count
          let over = count >= limit
          return over
        }
        func refresh() {
          let full = isFull(limit: 2)
          isBusy = !full
        }
      """))
    #expect(test.steps == [.send(".view(.refresh)", changes: ["$0.isBusy = true"])], "\(test)")
  }

  /// A helper's `return` ends the helper only: carried in place with statements after the call,
  /// it would end the action before them, so that body stays whole; called last, it is the
  /// action's own `return`.
  @Test func aHelpersReturnEndsOnlyTheHelper() throws {
    let followed = try porter.port("""
        private func mark() { if !isBusy { query = "a"; return }; query = "b" }
        func tap() { mark(); isBusy = true }
      """)
    #expect(followed.refusal?.contains("it calls 'mark', which returns early, and more statements follow the call") == true, "\(followed)")
    let test = try #require(try porter.plannedTest("""
        private func mark() { if !isBusy { query = "a"; return }; query = "b" }
        func tap() { isBusy = false; mark() }
      """))
    #expect(test.steps == [.send(".view(.tap)", changes: ["$0.query = \"a\"", "$0.isBusy = false"])], "\(test)")
  }

  /// A sample the test declares says its type where its value does not (`.ready(count: 1)`):
  /// `let sample = .ready(count: 1)` does not compile, and takes the whole test target with it.
  @Test func aSampleWrittenAsAnImplicitMemberIsDeclaredWithItsType() throws {
    let header = """
      enum Status: Equatable { case ready(count: Int), failed(String) }
      protocol StatusService { func status() async -> Status }
      """
    let test = try #require(try porter.model("""
        @Published var status: Status? = nil
        private let statusService: StatusService
        func refresh() async { status = await statusService.status() }
      """, header: header).viewActions.last?.ported?.tests.first?.test)
    let declaration = try #require(test.prelude.first { $0.hasPrefix("let sample") }, "\(test.prelude)")
    #expect(declaration.hasPrefix("let sampleStatus: Status = ."), "\(declaration)")
    // A number of another type than Swift's default, an empty array or one of cases: typed; an
    // array of constructed values says its type itself.
    #expect(PortTestPlanner.sampleDeclaration("size", "1", type: "Int64") == "let size: Int64 = 1")
    #expect(PortTestPlanner.sampleDeclaration("kinds", "[.first]", type: "[Kind]") == "let kinds: [Kind] = [.first]")
    #expect(PortTestPlanner.sampleDeclaration("items", "[]", type: "[Item]") == "let items: [Item] = []")
    #expect(PortTestPlanner.sampleDeclaration("items", "[Item(id: 1)]", type: "[Item]") == "let items = [Item(id: 1)]")
  }

  /// A `switch` over a sample takes the case the sample matches; one it cannot decide leaves
  /// the test to the team, with the reason.
  @Test func aSwitchOverASampleTakesItsCase() throws {
    let members = """
        enum Section { case inbox, archive, settings }

      """
    let test = try #require(try porter.plannedTest(members + """
        func open(_ section: Section) {
          switch section {
          case .archive, .settings: query = "other"
          case .inbox: query = "inbox"
          }
        }
      """))
    #expect(test.pending == nil)
    #expect(test.steps == [.send(".view(.open(.inbox))", changes: ["$0.query = \"inbox\""])])
    let bound = try #require(try porter.plannedTest("""
        enum Filter { case all, tagged(String) }
        func apply(_ filter: Filter) {
          switch filter {
          case .tagged(let tag): query = tag
          default: query = ""
          }
        }
      """))
    #expect(bound.pending?.contains("which way 'filter' goes") == true, "\(bound)")
    let pattern = try #require(try porter.plannedTest(members + "func open(_ section: Section) { if case .archive = section { query = \"archive\" } }"))
    #expect(pattern.steps == [.send(".view(.open(.inbox))", changes: [])])
  }

  /// A payload of the app's struct is built through its own initializer when it declares one
  /// (its defaulted values left out, `init(from:)` never), an enum through a case it can fill,
  /// an error as the test's own failure.
  @Test func payloadsOfTheAppsTypesAreBuiltAsTheTeamWould() throws {
    let members = """
        struct Listing: Equatable {
          let id: Int
          var title: String
          var note: String?
          init(from decoder: Decoder) throws { fatalError() }
          init(id: Int, title: String, note: String? = nil) { self.id = id; self.title = title; self.note = note }
        }
        enum Route: Equatable { case detail(Listing), page(number: Int) }

      """
    let listing = try #require(try porter.plannedTest(members + "func pick(_ listing: Listing) { query = \"picked\" }"))
    #expect(listing.steps.first == .send(".view(.pick(ListViewModel.Listing(id: 1, title: \"Sample title\")))", changes: ["$0.query = \"picked\""]))
    let route = try #require(try porter.plannedTest(members + "func go(to route: Route) { isBusy = true }"))
    #expect(route.steps.first == .send(".view(.go(to: .detail(ListViewModel.Listing(id: 1, title: \"Sample title\"))))", changes: ["$0.isBusy = true"]))
    let failure = try #require(try porter.plannedTest(members + "func failed(with failure: Error) { query = failure.localizedDescription }"))
    #expect(failure.prelude.first?.hasPrefix("struct SampleFailure: LocalizedError") == true)
    #expect(failure.steps.first == .send(".view(.failed(with: SampleFailure()))", changes: ["$0.query = \"Sample failure\""]))
  }
}

/// Two modules that each declare a type of one name (the app's `Currency` and its widget's): a
/// sample of the view model's is built with its own module's type, whose memberwise
/// initializer the tests can call.
@Suite struct SameNamedTypeSampleTests {
  @Test func aSampleIsBuiltWithTheViewModelsOwnModulesType() throws {
    let widget = SourceFile(path: "Sources/Widget/Currency.swift", text: "struct Currency: Hashable { let code: String; let rate: Double }\n")
    let wallet = SourceFile(path: "Sources/Wallet/Currency.swift", text: "struct Currency: Hashable { let code: String }\n")
    let file = SourceFile(path: "Sources/Wallet/PriceViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class PriceViewModel: ObservableObject {
        @Published var code = ""
        func pick(_ currency: Currency) { code = currency.code }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([widget, wallet, file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let test = try #require(model.viewActions.last?.ported?.tests.first?.test)
    #expect(test.steps.first?.label == ".view(.pick(Currency(code: \"Sample code\")))", "\(test)")
    #expect(test.pending == nil)
  }
}

/// A member of a sample the test constructs for a service's answer reads the literal it was
/// constructed with, through the memberwise initializer only.
@Suite struct ConstructedSampleTests {
  let porter = BodyPorterTests()

  /// A part of a sample Graft cannot fill (an array of a class's objects, an optional of one)
  /// stays empty; the sample itself never does, or the test could not tell it from the defaults.
  @Test func aPartGraftCannotFillStaysEmpty() throws {
    let header = """
      final class Author {}
      struct Feed: Equatable { var page: Int; var authors: [Author]; var lead: Author? }
      protocol Feeds { func feed() async -> Feed; func authors() async -> [Author] }

      """
    let members = "  private let feeds: Feeds\n"
    let feed = try #require(try porter.model(members + "func load() async { let feed = await feeds.feed(); isBusy = feed.page > 0 }", header: header)
      .viewActions.last?.ported?.tests.first?.test)
    #expect(feed.pending == nil, "\(feed)")
    #expect(feed.prelude.contains("let feed = Feed(page: 1, authors: [], lead: nil)"), "\(feed.prelude)")
    let authors = try #require(try porter.model(members + "func load() async { let authors = await feeds.authors(); isBusy = authors.isEmpty }", header: header)
      .viewActions.last?.ported?.tests.first?.test)
    #expect(authors.pending?.contains("Give the test a sample [Author]") == true, "\(authors)")
  }

  @Test func aMemberOfAConstructedSampleIsTheValueItWasGiven() throws {
    let members = """
        struct Page: Equatable { var titles: [String]; var total: Int }
        struct Scaled: Equatable { var total: Int; init(total: Int) { self.total = total * 2 } }
        @propertyWrapper struct Doubled: Equatable { var value: Int; var wrappedValue: Int { get { value * 2 } set { value = newValue } }; init(wrappedValue: Int) { value = wrappedValue } }
        struct Wrapped: Equatable { @Doubled var total: Int }
        protocol Pages { func page() async -> Page; func scaled() async -> Scaled; func wrapped() async -> Wrapped }
        private let pages: Pages

      """
    // The header's initializer does not set `pages`: the member list only needs its declaration.
    let test = try #require(try porter.plannedTest(members + "func load() async { let page = await pages.page(); isBusy = page.total > 0 }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.steps.last == .receive("\\.loadResponse", changes: ["$0.isBusy = true"]))
    let scaled = try #require(try porter.plannedTest(members + "func load() async { let page = await pages.scaled(); isBusy = page.total > 0 }"))
    #expect(scaled.pending?.contains("cannot predict 'isBusy'") == true, "\(scaled)")
    let wrapped = try #require(try porter.plannedTest(members + "func load() async { let page = await pages.wrapped(); isBusy = page.total > 1 }"))
    #expect(wrapped.pending?.contains("cannot predict 'isBusy'") == true, "\(wrapped)")
  }
}

/// What the run knows of an empty array whatever the closure: it stays empty, it contains
/// nothing, it has no first element.
@Suite struct EmptyArraySampleTests {
  let porter = BodyPorterTests()

  @Test func anEmptyArrayStaysEmptyWhateverThePredicate() throws {
    let test = try #require(try porter.plannedTest("func drop(id: Int) { items.removeAll { $0.id == id }; isBusy = items.contains { $0.id == id } || items.first == nil }"))
    #expect(test.pending == nil)
    #expect(test.steps == [.send(".view(.drop(id: 1))", changes: ["$0.isBusy = true"])])
  }

  @Test func aResultPayloadIsASuccess() throws {
    let test = try #require(try porter.plannedTest("func finished(_ result: Result<Int, Error>) { isBusy = false; query = \"done\" }"))
    // `isBusy` starts `true`, so that its change to `false` shows.
    #expect(test.start == ["isBusy = true"])
    #expect(test.steps.first == .send(".view(.finished(.success(1)))", changes: ["$0.query = \"done\"", "$0.isBusy = false"]))
  }
}

/// Payload types as State and Action write them: an optional existential in parentheses, a
/// standard alias of a number.
@Suite struct WrittenPayloadTypeTests {
  let porter = BodyPorterTests()

  @Test func anOptionalErrorAndATimeIntervalHaveSamples() throws {
    let failed = try #require(try porter.plannedTest("func failed(_ failure: (any Error)?) { query = \"failed\" }"))
    #expect(failed.steps.first == .send(".view(.failed(SampleFailure()))", changes: ["$0.query = \"failed\""]))
    let waited = try #require(try porter.plannedTest("func wait(for delay: TimeInterval) { isBusy = true }"))
    #expect(waited.steps.first == .send(".view(.wait(for: 1.5))", changes: ["$0.isBusy = true"]))
  }
}

/// Tests start from the State that `State.init` leaves, not from the fields' declared defaults.
@Suite struct InitializedStateTests {
  @Test func aFieldTheInitializerSetsStartsFromThatValue() throws {
    let model = try ActionPayloadTests().model("""
      // graft: feature
      final class ResourcesViewModel: ObservableObject {
        @Published var isLoading = false
        @Published var isRefreshing = false
        @Published var title = ""
        init(refreshing: Bool) {
          isLoading = true
          if refreshing { isRefreshing = true; title = "Refreshing" }
        }
        func finish() { isLoading = false }
      }
      """)
    #expect(model.initializedValue(of: "isLoading") == .value("true"))
    #expect(model.initializedValue(of: "isRefreshing") == .unknown)
    let finish = try #require(model.viewActions.first?.ported?.tests.first?.test)
    #expect(finish.steps == [.send(".view(.finish)", changes: ["$0.isLoading = false"])])
    let tests = TestsFileContext(model, module: "App").tests
    let binding = try #require(tests.first { $0.name == "isLoadingBinding" })
    #expect(binding.steps.contains("await store.send(\\.binding.isLoading, false) {"))
    // Of what State.init computes, only a sentence it cannot hold is sure to change a field.
    #expect(!tests.contains { $0.name == "isRefreshingBinding" })
    #expect(tests.contains { $0.name == "titleBinding" })
  }
}

/// A call the port makes and hears nothing back from is recorded, and the test asserts what was
/// recorded once the effects are done: without it, a port that dropped the call, or made it with
/// another value, would pass.
@Suite struct RecordedCallTests {
  @Test func aFireAndForgetCallKeepsTheValuesItIsMadeWith() throws {
    let porter = BodyPorterTests()
    let method = "func ping() { service.log(\"a\"); isBusy = true; service.log(\"b\") }"
    let test = try #require(try porter.plannedTest(method))
    #expect(test.prelude == ["let serviceLogCalls = LockIsolated<[String]>([])"])
    #expect(test.dependencies.first == "$0.itemClient.log = { @Sendable message in serviceLogCalls.withValue { $0.append(message) } }")
    #expect(test.counts == [PortTest.CallCount(recorder: "serviceLogCalls", expected: .values(["\"a\"", "\"b\""]))])
    let steps = try #require(TestsFileContext(try porter.model(method), module: "App").tests.first { $0.name == "ping" }?.steps)
    #expect(Array(steps.suffix(2)) == ["await store.finish()", "#expect(serviceLogCalls.value == [\"a\", \"b\"])"])
  }

  /// A case with values the run knows (`.warning(code: 2)`) is a value to compare, written as the
  /// body writes it: the recorder's element type says which enum it is of.
  @Test func aCaseMadeOfKnownValuesIsComparedAsItIsWritten() throws {
    let header = """
      enum Level: Equatable { case info, warning(code: Int) }
      protocol EventLog { func log(_ level: Level) }
      """
    let test = try #require(try BodyPorterTests().model("""
        private let events: EventLog
        func ping() { events.log(.warning(code: 2)); events.log(.info) }
      """, header: header).viewActions.last?.ported?.tests.first?.test)
    #expect(test.counts == [PortTest.CallCount(recorder: "eventsLogCalls", expected: .values([".warning(code: 2)", ".info"]))], "\(test.counts)")
  }

  /// A call the port waits for answers with its sample and keeps the one value it is asked
  /// with: a port that asked for another item would still get the sample back.
  @Test func aWaitedCallKeepsTheValueItIsAskedWith() throws {
    let header = """
      protocol NotesService { func load(id: Int) async -> String }
      """
    let test = try #require(try BodyPorterTests().model("""
        private let notes: NotesService
        func open(_ id: Int) async { query = await notes.load(id: id) }
      """, header: header).viewActions.last?.ported?.tests.first?.test)
    #expect(test.prelude.contains("let notesLoadCalls = LockIsolated<[Int]>([])"), "\(test.prelude)")
    #expect(test.dependencies.first?.hasPrefix("$0.notesClient.load = { @Sendable id in\n  notesLoadCalls.withValue { $0.append(id) }\n  return ") == true, "\(test.dependencies)")
    #expect(test.counts == [PortTest.CallCount(recorder: "notesLoadCalls", expected: .values(["1"]))], "\(test.counts)")
  }

  /// The recorder's closure does not name its value like the answer it gives back, which it
  /// would then hand back instead.
  @Test func aRecordersValueIsNotNamedLikeTheAnswer() throws {
    let header = """
      protocol Pager { func next(page: Int) async -> Int }
      """
    let test = try #require(try BodyPorterTests().model("""
        @Published var current = 0
        private let pager: Pager
        func more() async { let page = await pager.next(page: current); current = page }
      """, header: header).viewActions.last?.ported?.tests.first?.test)
    let override = try #require(test.dependencies.first, "\(test)")
    #expect(override.hasPrefix("$0.pagerClient.next = { @Sendable value in\n  pagerNextCalls.withValue { $0.append(value) }\n  return page\n}"), "\(override)")
  }

  /// A value the samples do not tell is no value to compare: the recorder, which keeps values
  /// whatever the first call's (so that two ways through a body declare the same one), asserts
  /// how many calls it saw.
  @Test func aCallWithAValueTheSamplesDoNotTellIsCounted() throws {
    let porter = BodyPorterTests()
    let mixed = "func ping() { service.log(\"a\"); isBusy = true; service.log(String(isBusy)) }"
    let mixedSteps = try #require(TestsFileContext(try porter.model(mixed), module: "App").tests.first { $0.name == "ping" }?.steps)
    #expect(mixedSteps.last == "#expect(serviceLogCalls.value.count == 2)")
    let unknown = "func ping() { isBusy = true; service.log(String(isBusy)) }"
    let test = try #require(try porter.plannedTest(unknown))
    #expect(test.prelude == ["let serviceLogCalls = LockIsolated<[String]>([])"])
    #expect(test.counts == [PortTest.CallCount(recorder: "serviceLogCalls", expected: .valueCount(1))])
  }
}

/// Sets and dictionaries the body changes through their own methods and subscripts: the run
/// knows their elements, as it knows an array's. A field that starts from a value no test
/// knows starts where the test shows its change.
@Suite struct KnownValueSampleTests {
  let porter = BodyPorterTests()
  let members = """
      @Published var seenIDs: Set<String> = []
      @Published var notes: [String: Item] = [:]

    """

  @Test func aSetInsertionAddsTheElementOnce() throws {
    let test = try #require(try porter.plannedTest(members + "func see(_ id: String) { seenIDs.insert(id); seenIDs.insert(id) }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.steps == [.send(".view(.see(\"Sample id\"))", changes: ["$0.seenIDs = [\"Sample id\"]"])])
  }

  @Test func aDictionaryEntrySetThroughItsSubscriptIsWrittenWithItsKey() throws {
    let test = try #require(try porter.plannedTest(members + "func keep(_ key: String) { notes[key] = Item(id: 1, title: key) }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.steps == [.send(".view(.keep(\"Sample key\"))", changes: ["$0.notes = [\"Sample key\": Item(id: 1, title: \"Sample key\")]"])])
  }

  /// Removing from an empty collection would change nothing the test sees: it starts holding
  /// the element the action removes, and sees it go.
  @Test func aRemovalStartsFromACollectionHoldingTheElement() throws {
    let set = try #require(try porter.plannedTest(members + "func forget(_ id: String) { seenIDs.remove(id) }"))
    #expect(set.pending == nil, "\(set)")
    #expect(set.start == ["seenIDs = [\"Sample id\"]"])
    #expect(set.steps == [.send(".view(.forget(\"Sample id\"))", changes: ["$0.seenIDs = []"])])
    let dictionary = try #require(try porter.plannedTest(members + "func drop(_ key: String) { notes.removeValue(forKey: key) }"))
    #expect(dictionary.pending == nil, "\(dictionary)")
    #expect(dictionary.start == ["notes = [\"Sample key\": Item(id: 1, title: \"Sample title\")]"])
    #expect(dictionary.steps == [.send(".view(.drop(\"Sample key\"))", changes: ["$0.notes = [:]"])])
  }

  /// A local of the field's name (`var seenIDs = seenIDs`) is another value: the run does not
  /// change the field through it, and the write back is what the test sees.
  @Test func aLocalCopyOfTheFieldIsNotTheField() throws {
    let test = try #require(try porter.plannedTest(members + "func see(_ id: String) { var seenIDs = seenIDs; seenIDs.insert(id); self.seenIDs = seenIDs }"))
    #expect(test.steps.isEmpty || test.steps.first?.changes != [], "\(test)")
    #expect(test.pending?.contains("cannot predict 'seenIDs'") == true, "\(test)")
  }

  /// A collection that starts empty by its type's initializer (`[String]()`) is as known as `[]`:
  /// what a body appends to it is predicted.
  @Test func aCollectionMadeEmptyByItsTypeIsKnown() throws {
    let test = try #require(try porter.plannedTest("@Published var picked = [String]()\nfunc add(_ name: String) { picked.append(name) }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.steps.first?.changes == ["$0.picked = [\"Sample name\"]"], "\(test)")
  }

  /// Only a declared `Set` inserts and removes by value: on an array, `insert(_:)` and
  /// `remove(_:)` are an extension of the app's, which the run does not read.
  @Test func anArraysOwnInsertIsNotASets() throws {
    let test = try #require(try porter.plannedTest("@Published var names: [String] = []\nfunc add(_ name: String) { names.insert(name) }"))
    #expect(test.pending?.contains("cannot predict 'names.insert'") == true, "\(test)")
  }

  /// Two sets of the same elements are equal whatever the order they were added in: a
  /// removal and a new insertion of an element leave the field unchanged.
  @Test func aSetsElementsHaveNoOrder() throws {
    let same = try #require(try porter.plannedTest(members + """
      func see(_ id: String) async throws {
        seenIDs.insert("a"); seenIDs.insert(id)
        _ = try await service.load()
        seenIDs.remove("a"); seenIDs.insert("a")
      }
      """))
    #expect(same.steps.first == .send(".view(.see(\"Sample id\"))", changes: ["$0.seenIDs = [\"Sample id\", \"a\"]"]), "\(same)")
    // The page the method drops is not carried back: the response is received by its case.
    #expect(same.steps.last == .receive("{ if case .seeResponse(.success) = $0 { return true } else { return false } }", changes: []), "\(same)")
    // Through a type alias, and in locals of a declared set type, too.
    let aliased = try #require(try porter.model(
      "@Published var a: IDs = []\n@Published var b: IDs = []\nfunc f(_ id: String) { a = [\"x\", id]; b = [id, \"x\"]; isBusy = a == b }",
      header: "typealias IDs = Set<String>\n"
    ).viewActions.last?.ported?.tests.first?.test)
    #expect(aliased.steps.first?.changes.contains("$0.isBusy = true") == true, "\(aliased)")
    let locals = try #require(try porter.plannedTest(
      "func f(_ id: String) { let wanted: Set<String> = [\"x\", id]; let got: Set<String> = [id, \"x\"]; isBusy = wanted == got }"))
    #expect(locals.steps.first?.changes == ["$0.isBusy = true"], "\(locals)")
    let compared = try #require(try porter.plannedTest(
      "@Published var seenIDs: Set<String> = []\n@Published var otherIDs: Set<String> = []\n"
        + "func see(_ id: String) { seenIDs.insert(\"a\"); seenIDs.insert(id); otherIDs.insert(id); otherIDs.insert(\"a\"); isBusy = seenIDs == otherIDs }"))
    #expect(compared.steps.first?.changes.contains("$0.isBusy = true") == true, "\(compared)")
  }

  /// A `nil` that is not the literal, stored in a dictionary of optionals, is an entry: the
  /// run does not take it for a removal. A value read from an insertion is a change the run
  /// does not follow.
  @Test func writesTheRunCannotFollowStopTheTest() throws {
    let optional = try #require(try porter.plannedTest(
      "@Published var marks: [String: Int?] = [:]\nfunc clear(_ key: String) { let none: Int? = nil; marks[key] = none }"))
    #expect(optional.pending?.contains("cannot predict 'marks[key] = none'") == true, "\(optional)")
    let spelledOut = try #require(try porter.plannedTest(
      "@Published var marks: [String: Optional<Int>] = [:]\nfunc clear(_ key: String) { let none: Int? = nil; marks[key] = none }"))
    #expect(spelledOut.pending?.contains("cannot predict 'marks[key] = none'") == true, "\(spelledOut)")
    for body in [
      "func see(_ id: String) { let result = seenIDs.insert(id); if result.inserted { isBusy = true } }",
      // A condition that changes State is no way alike either way.
      "func see(_ id: String) { if seenIDs.insert(id).inserted { print(\"new\") } }",
      // A local copy changed as its value is read, then written back.
      "func see(_ id: String) { var copy = seenIDs; let added = copy.insert(id).inserted; seenIDs = copy }",
    ] {
      let kept = try #require(try porter.plannedTest(members + body))
      #expect(kept.pending?.contains(".insert(id)' on samples") == true, "\(body): \(kept)")
    }
  }

  /// A struct built in the body is known by its text only through its memberwise initializer,
  /// where the same arguments make the same value the test can build.
  @Test func onlyAMemberwiseValueIsKnownByItsText() throws {
    let body = "@Published var notes: [String: Note] = [:]\nfunc keep(_ key: String) { notes[key] = Note(title: key) }"
    let memberwise = try #require(try porter.model(body, header: "struct Note: Equatable { var title: String; var pinned = false }\n").viewActions.last?.ported?.tests.first?.test)
    #expect(memberwise.steps == [.send(".view(.keep(\"Sample key\"))", changes: ["$0.notes = [\"Sample key\": Note(title: \"Sample key\")]"])], "\(memberwise.pending ?? "")")
    for declaration in [
      "struct Note: Equatable { var title: String; private var cache = 0 }",
      "struct Note: Equatable { var title: String; var at = Date.now }",
      "struct Note: Equatable { var title: String; var at = Date() { didSet { } } }",
      "struct Note: Equatable { var title: String; let at: Date }\nextension Note { init(title: String) { self.init(title: title, at: Date()) } }",
      // An extension's initializer wins over the memberwise one whose other value has a default.
      "struct Note: Equatable { var title: String; var at: Date? = nil }\nextension Note { init(title: String) { self.init(title: title, at: Date()) } }",
    ] {
      let test = try #require(try porter.model(body, header: declaration + "\n").viewActions.last?.ported?.tests.first?.test)
      #expect(test.pending != nil, "\(declaration): \(test)")
    }
  }

  /// A payload whose type makes a value of its own (`var at = Date.now`) is made once, and
  /// sent and asserted as that one value.
  @Test func aPayloadThatReadsTheClockIsMadeOnce() throws {
    let test = try #require(try porter.model("@Published var toasts: [Toast] = []\nfunc show(_ toast: Toast) { toasts.append(toast) }",
      header: "struct Toast: Equatable { var title: String; var at = Date.now }\n").viewActions.last?.ported?.tests.first?.test)
    #expect(test.prelude == ["let sampleToast = Toast(title: \"Sample title\")"], "\(test)")
    #expect(test.steps == [.send(".view(.show(sampleToast))", changes: ["$0.toasts = [sampleToast]"])], "\(test)")
  }

  /// An array's own methods are modelled only on a field declared as an array: an
  /// `OrderedSet`'s `append` keeps one of each.
  @Test func anOrderedSetIsNoArray() throws {
    let test = try #require(try porter.model("@Published var ids: OrderedSet<String> = []\nfunc add(_ id: String) { ids.append(id); ids.append(id) }",
      header: "struct OrderedSet<Element: Hashable>: Equatable, ExpressibleByArrayLiteral { init(arrayLiteral elements: Element...) {}; mutating func append(_ e: Element) {} }\n"
    ).viewActions.last?.ported?.tests.first?.test)
    #expect(test.pending?.contains("cannot predict 'ids.append'") == true, "\(test)")
  }

  /// A seed of a set type is a set: cleared, it shows the change from the seed's sample.
  @Test func aSeededSetIsASet() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import Foundation
      // graft: feature
      final class PickerViewModel: ObservableObject {
        @Published var selected: Set<String>
        init(selected: Set<String>) { self.selected = selected }
        func pick(_ id: String) { selected = [id, id] }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let test = try #require(model.viewActions.last?.ported?.tests.first?.test)
    #expect(test.steps == [.send(".view(.pick(\"Sample id\"))", changes: ["$0.selected = [\"Sample id\"]"])], "\(test)")
  }

  /// A retried start that still shows nothing keeps the test pending, with its reason.
  @Test func aRetriedStartMustShowTheChange() throws {
    let test = try #require(try porter.plannedTest(members + "func forget(_ id: String) { if seenIDs.count > 0 { return }; seenIDs.remove(id) }"))
    #expect(test.pending?.contains("is empty, where it changes nothing") == true, "\(test)")
  }

  /// An element the run cannot compare with those held leaves the test to the team: two
  /// samples of the app's type may be equal.
  @Test func anElementTheRunCannotCompareStopsTheTest() throws {
    let action = try #require(try porter.model("""
        @Published var tags: Set<Tag> = []
        func tag(_ first: Tag, _ second: Tag) { tags.insert(first); tags.insert(second) }
      """, header: "struct Tag: Hashable { var name: String }\n").viewActions.last)
    #expect(action.portRefusal == nil, "\(action.portRefusal ?? "")")
    let test = try #require(action.ported?.tests.first?.test)
    #expect(test.pending?.contains("cannot predict 'tags.insert'") == true, "\(test)")
  }

  /// A field that starts from `UUID()` holds a value no test fixes: a new one from the `uuid`
  /// dependency is a change whatever it was.
  @Test func aFieldStartingFromAFreshIdentifierShowsItsNewValue() throws {
    let test = try #require(try porter.plannedTest("@Published var session = UUID()\nfunc restart() { session = UUID() }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.steps == [.send(".view(.restart)", changes: ["$0.session = UUID(0)"])])
    let computed = try #require(try porter.plannedTest("@Published var session = UUID(uuidString: \"x\")!\nfunc restart() { session = UUID() }"))
    #expect(computed.pending?.contains("cannot predict 'session'") == true, "\(computed)")
  }

  /// A service's answer of an enum takes another case than the field it is assigned to starts
  /// with, so that the response shows the change; a named sample equal to the field's value (an
  /// enum of one case) changes nothing (TestStore fails a step that expects a change where
  /// none happens).
  @Test func aWaitedAnswerDiffersFromTheFieldItSets() throws {
    let header = """
      enum Status: Equatable { case unknown; case ready; case failed(String) }
      protocol StatusService { func status() async -> Status }

      """
    let members = "  @Published var status: Status = .unknown\n  private let statuses: StatusService\n"
    let action = try #require(try porter.model(members + "func check() async { let answer = await statuses.status(); status = answer }", header: header)
      .viewActions.last)
    let test = try #require(action.ported?.tests.first?.test)
    #expect(test.pending == nil, "\(test)")
    #expect(test.prelude.contains("let answer: Status = .ready"), "\(test.prelude)")
    #expect(test.steps.last == .receive("\\.checkResponse", changes: ["$0.status = answer"]), "\(test.steps)")
    let known = try #require(try porter.model(
      members.replacingOccurrences(of: "= .unknown", with: "= .ready") + "func check() async { let answer = await statuses.status(); status = answer }",
      header: header.replacingOccurrences(of: "case unknown; case ready; case failed(String)", with: "case ready")
    ).viewActions.last?.ported?.tests.first?.test)
    #expect(known.pending == nil, "\(known)")
    #expect(known.steps.last == .receive("\\.checkResponse", changes: []), "\(known.steps)")
  }

  /// A field that starts from a value the run cannot know, set to one it knows: the test
  /// starts it from another sample, and sees the change.
  @Test func aFieldStartingFromAnUnknownValueStartsFromAnotherSample() throws {
    let test = try #require(try porter.plannedTest("@Published var isOn: Bool = Defaults.flag(named: \"on\")\nfunc turnOn() { isOn = true }"))
    #expect(test.pending == nil, "\(test)")
    #expect(test.start == ["isOn = false"])
    #expect(test.steps == [.send(".view(.turnOn)", changes: ["$0.isOn = true"])])
  }

  /// A relay or a subject whose value State holds, set to what it starts with (`items.accept([])`
  /// on an empty list): the test starts it from another sample, so that a port that dropped the
  /// call fails, as it does for a field set so.
  @Test func aSubjectSetToItsFirstValueStartsFromAnotherSample() throws {
    let file = SourceFile(path: "SearchViewModel.swift", text: """
      import RxRelay
      // graft: feature
      final class SearchViewModel {
        let items = BehaviorRelay<[String]>(value: [])
        let isLoading = BehaviorRelay<Bool>(value: false)
        var results: [String] = []
        func clear() {
          results = []
          items.accept([])
          isLoading.accept(false)
        }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let test = try #require(model.viewActions.last?.ported?.tests.first?.test)
    #expect(test.pending == nil, "\(test)")
    #expect(Set(test.start.map { String($0.prefix { $0 != " " }) }) == ["items", "isLoading", "results"], "\(test.start)")
    #expect(test.steps == [.send(".view(.clear)", changes: ["$0.items = []", "$0.isLoading = false", "$0.results = []"])], "\(test.steps)")
  }
}
