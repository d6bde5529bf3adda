@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// A view model's computed properties and queries become State's own members, written as the
/// view model wrote them, and a ported body reads them from State; what State could not compute
/// the same way stays out, and so does every port that would read one at another moment than the
/// legacy code did.
@Suite struct DerivedValueTests {
  let porter = BodyPorterTests()

  /// The Graft-owned file of the header's view model with `members`.
  func graftFile(_ members: String, header declarations: String = "") throws -> String {
    try GraftFileRenderer.render([try porter.model(members, header: declarations)])
  }

  /// `members`' State, from `struct State` to the end of its last member.
  func state(_ members: String, header declarations: String = "") throws -> String {
    let text = try graftFile(members, header: declarations)
    let start = try #require(text.range(of: "struct State"))
    let end = try #require(text.range(of: "\n  }\n", range: start.upperBound..<text.endIndex))
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test func aGetterOfSeveralStatementsIsStatesOwnAsWritten() throws {
    let state = try state("""
          var firstMatch: Item? {
              guard !query.isEmpty else { return nil }
              return items.first { item in
                  item.title.contains(query)
              }
          }

      """)
    #expect(state.contains("""
          /// As `ListViewModel.firstMatch` derives it.
          var firstMatch: Item? {
            guard !query.isEmpty else { return nil }
            return items.first { item in
              item.title.contains(query)
            }
          }
      """), "\(state)")
  }

  @Test func aQueryIsAFunctionOfState() throws {
    let members = """
        func title(for id: Int, fallback: String = "Untitled") -> String {
          let match = items.first { $0.id == id }
          return match?.title ?? fallback
        }
        func rename(_ id: Int) { query = title(for: id) }
      """
    #expect(try state(members).contains("func title(for id: Int, fallback: String = \"Untitled\") -> String {"))
    let result = try porter.port("", members: members)
    #expect(result.lines == ["state.query = state.title(for: id)", "return .none"], "\(result)")
  }

  @Test func aBodyReadsADerivedValueFromStateAndItsTestRunsTheGetter() throws {
    let members = """
        var selected: Item? {
          guard let first = items.first else { return nil }
          return first.title.isEmpty ? nil : first
        }
        func pick() {
          guard let item = selected else { return }
          query = item.title
        }
      """
    let result = try porter.port("", members: members)
    #expect(result.lines == ["guard let item = state.selected else {", "  return .none", "}", "state.query = item.title", "return .none"], "\(result)")
    // The test's run reads the getter's statements on the samples, and asserts what they give.
    let test = try #require(try porter.plannedTest(members))
    #expect(test.pending == nil, "\(test)")
  }

  /// `if let firstTitle { … }` of a value State derives unwraps State's.
  @Test func anIfLetOfADerivedValueUnwrapsStates() throws {
    let result = try porter.port("func useFirst() { if let firstTitle { query = firstTitle } }", members: """
        var firstTitle: String? {
          guard let first = items.first else { return nil }
          return first.title
        }

      """)
    #expect(result.lines?.first == "if let firstTitle = state.firstTitle {", "\(result)")
  }

  /// A tuple's labels are no types to find: the query is carried.
  @Test func aQueryThatReturnsALabelledTupleIsCarried() throws {
    let state = try state("""
        func bounds() -> (low: Int, high: Int) {
          let ids = items.map(\\.id).sorted()
          return (low: ids.first ?? 0, high: ids.last ?? 0)
        }
      """)
    #expect(state.contains("func bounds() -> (low: Int, high: Int) {"), "\(state)")
  }

  /// What State could not compute as the view model did: a field it does not hold, a service,
  /// the system's clock, a global of unknown isolation, a write, a type private to the file, a
  /// closure that holds the object.
  @Test(arguments: [
    "var stamp: String { formatter.string(from: .distantPast) }",
    "var stamp: String { service.name }",
    "var stamp: String { let now = Date(); return now.description }",
    "var stamp: String { let text = defaultTitle(); return text }",
    "var stamp: String { isBusy = true; return query }",
    "var stamp: String { let secret = Secret(); return secret.text }",
    "var stamp: String { let title = items.map { [weak self] in $0.title + (self?.query ?? \"\") }; return title.joined() }",
    "var stamp: String { let values = items.filter { _ in true }; return Self.prefix + \"\\(values.count)\" }",
  ])
  func aGetterStateCannotComputeTheSameWayStaysOut(_ getter: String) throws {
    let state = try state(getter + "\nstatic let prefix = \"\"\n", header: "private struct Secret { var text = \"\" }\nfunc defaultTitle() -> String { \"\" }\n")
    #expect(!state.contains("var stamp"), "\(state)")
  }

  /// A helper of its own values alone is no value of State's, unless one State carries calls it.
  @Test func aHelperThatReadsNothingOfStateIsCarriedOnlyForAValueThatCallsIt() throws {
    let alone = try state("func clean(_ text: String) -> String { let trimmed = text.trimmingCharacters(in: .whitespaces); return trimmed }\n")
    #expect(!alone.contains("func clean"), "\(alone)")
    let called = try state("""
        func clean(_ text: String) -> String { let trimmed = text.trimmingCharacters(in: .whitespaces); return trimmed }
        var cleanQuery: String { let value = clean(query); return value }
      """)
    #expect(called.contains("func clean(_ text: String) -> String {") && called.contains("var cleanQuery: String {"), "\(called)")
  }

  /// `graft inspect` says, for each, whether State carries it, and why not.
  @Test func inspectionSaysWhyAValueIsNotStatesOwn() throws {
    let file = SourceFile(path: "VM.swift", text: BodyPorterTests.header + """
        var stamp: String { let now = Date(); return now.description }
        var label: String { let text = stamp; return text }
        var count: Int { let n = items.count; return n }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    let reasons = Dictionary(result.classifications.map { ($0.member.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
    #expect(reasons["count"] == "computed property: State's own, derived from its fields")
    #expect(reasons["stamp"]?.hasSuffix("not State's own: it asks the system for a value (a date, an identifier), which a reducer asks a dependency for") == true, "\(reasons)")
    #expect(reasons["label"]?.hasSuffix("not State's own: it reads 'stamp', which State does not carry either") == true, "\(reasons)")
  }

  /// What would mean something else in State's file, or nothing: a field State holds as another
  /// type (an error kept as its message), a member of a private extension, a private type in a
  /// local's annotation or a cast, a shared object or the clock as an implicit member, a default
  /// that is no literal, the feature's own `Action`, a custom mutating method, the system.
  @Test(arguments: [
    "var stamp: String { let offline = (error as? URLError) != nil; return offline ? \"off\" : \"on\" }",
    "var stamp: String { let text = query.shouted; return text }",
    "var stamp: String { let secret: Secret? = nil; return secret == nil ? query : \"\" }",
    "var stamp: String { let hidden = items.first as? Secret; return hidden == nil ? query : \"\" }",
    "var stamp: String { let at: Date = .now; return query + at.description }",
    "func stamp(_ prefix: String = Self.prefix) -> String { let text = prefix + query; return text }",
    "var stamp: [Action] { let all = items.map { _ in Action.open }; return all }",
    "@Published var counter = Counter()\nvar stamp: Int { counter.bump(); return counter.value + items.count }",
    "var stamp: String { let name = Thread.current.name ?? \"\"; return name + query }",
    "var stamp: Int { let pick = Int.random(in: 0..<10); return pick + items.count }",
  ])
  func whatMeansSomethingElseInStateIsNotCarried(_ getter: String) throws {
    let state = try state(getter + "\nstatic let prefix = \"\"\n", header: """
      private struct Secret: Equatable { var text = "" }
      private extension String { var shouted: String { uppercased() } }
      enum Action { case open }
      struct Counter { var value = 0; mutating func bump() { value += 1 } }

      """)
    #expect(!state.contains("stamp"), "\(state)")
  }

  /// `+=`, a member's assignment, a mutating call, in the body or a helper it carries over:
  /// each changes what a reported value reads; a query a report reads is not captured.
  @Test(arguments: [
    "func add() { onSelect?(total); items += [Item(id: 1, title: \"\")] }",
    "func add() { onSelect?(total); items[0].title = \"x\" }",
    "func add() { onSelect?(total); clear() }\nprivate func clear() { items.removeAll() }",
    "func add() { onSelect?(count(over: 1)) }",
  ])
  func aReportOfADerivedValueStaysATodoWhereItWouldReadAnotherValue(_ method: String) throws {
    let result = try porter.port(method, members: """
        var total: Int { var sum = 0; for item in items { sum += item.id }; return sum }
        func count(over limit: Int) -> Int { let found = items.filter { $0.id > limit }; return found.count }

      """)
    #expect(result.lines == nil, "\(result)")
  }

  /// Inside the closure of a mutating algorithm on State (`state.items.removeAll { … }`), reading
  /// State overlaps the change, which Swift refuses: neither a derived value nor an inlined one.
  @Test func stateIsNotReadInsideTheClosureOfItsOwnChange() throws {
    let carried = try porter.port("func prune() { items.removeAll { $0.id < limit } }", members: "var limit: Int { let n = pageSize + 1; return n }\n")
    #expect(carried.lines == nil, "\(carried)")
    let inlined = try porter.port("func prune() { items.removeAll { $0.id < limit } }", members: "var limit: Int { pageSize + 1 }\n")
    #expect(inlined.refusal?.contains("inside the closure of 'removeAll', which changes State") == true, "\(inlined)")
  }

  /// A closure an algorithm runs without changing State reads it freely: `filter`, `map`.
  @Test func aNonMutatingAlgorithmsClosureReadsADerivedValue() throws {
    let result = try porter.port("func trim() { query = items.filter { $0.id < limit }.map(\\.title).joined() }",
      members: "var limit: Int { let n = pageSize + 1; return n }\n")
    #expect(result.lines?.first == "state.query = state.items.filter { $0.id < state.limit }.map(\\.title).joined()", "\(result)")
  }

  /// A field's `didSet` runs after the body's assignment: what it changes, a report read too.
  @Test func aDidSetThatChangesWhatAReportReadsStopsThePort() throws {
    let result = try porter.port("func clear() { onSelect?(total); isBusy = false }", members: """
        var total: Int { let all = items; return all.count }
        @Published var isIdle = false { didSet { items = [] } }
        func idle() { isIdle = true }
        func stop() { onSelect?(total); isIdle = true }

      """)
    #expect(result.lines != nil, "\(result)")
    let stop = try porter.port("func stop2() { onSelect?(total); isIdle = true }", members: """
        var total: Int { let all = items; return all.count }
        @Published var isIdle = false { didSet { items = [] } }

      """)
    #expect(stop.refusal?.contains("it reports 'total', which State derives from 'items'") == true, "\(stop)")
  }

  /// A private extension's member is hidden only where no type the file sees has one of its name.
  @Test func aPrivateExtensionsMemberHidesOnlyItsOwnName() throws {
    let result = try porter.port("func pick(_ item: Item) { query = item.title.shouted }",
      members: "", header: "private extension String { var shouted: String { uppercased() }; var title: String { self } }\n")
    #expect(result.refusal?.contains("it reads 'shouted', which a private extension") == true, "\(result)")
    let plain = try porter.port("func pick(_ item: Item) { query = item.title }", members: "", header: "private extension String { var title: String { self } }\n")
    #expect(plain.lines?.first == "state.query = item.title", "\(plain)")
  }

  /// A test's run of a getter whose branches the samples cannot decide claims no value.
  @Test func aGetterTheSamplesCannotDecideClaimsNoValue() throws {
    let test = try #require(try porter.plannedTest("""
        var kind: String { if query.lowercased() == query { return "lower" } else { return "mixed" } }
        func check() { query = kind }
      """))
    #expect(test.pending != nil, "\(test)")
  }

  /// Re-indented in two-space steps; a tab inside a string literal is the string's.
  @Test func reindentingKeepsWhatStringsHold() {
    #expect(DerivedValue.twoSpaceLines("let parts = text.split(separator: \"\t\")\nif parts.isEmpty {\n    return 0\n}") == [
      "let parts = text.split(separator: \"\t\")", "if parts.isEmpty {", "  return 0", "}",
    ])
    #expect(DerivedValue.twoSpaceLines("if a {\n\treturn 1\n}") == ["if a {", "  return 1", "}"])
  }

  /// In a module isolated to the main actor by default, the app's types and functions are too;
  /// State's members are not: none is carried.
  @Test func aMainActorModuleCarriesNone() throws {
    let file = SourceFile(path: "VM.swift", text: BodyPorterTests.header + "var count: Int { let n = items.count; return n }\n}\n")
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file], context: [], defaultIsolation: .mainActor)
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    #expect(model.derivedValues.isEmpty)
  }

  /// A getter that reads one State cannot carry cannot be carried either, at any depth.
  @Test func aGetterOverOneThatStaysOutStaysOut() throws {
    let state = try state("""
        var stamp: String { let now = Date(); return now.description }
        var label: String { let text = stamp; return text }
        var count: Int { let n = items.count; return n }
      """)
    #expect(!state.contains("var label") && !state.contains("var stamp"))
    #expect(state.contains("var count: Int {"))
  }

  /// `onSelect?(best)` then a change of what `best` reads: the delegate action is made when the
  /// reducer returns, where State's `best` is already the new one.
  @Test func aReportOfADerivedValueTheBodyThenChangesIsNotPorted() throws {
    let members = """
        var best: Int {
          let sorted = items.sorted { $0.id > $1.id }
          return sorted.first?.id ?? 0
        }
      """
    let changed = try porter.port("func choose() { onSelect?(best); items = [] }", members: members)
    #expect(changed.lines == nil)
    #expect(changed.refusal?.contains("it reports 'best', which State derives from 'items', a field the body changes") == true, "\(changed)")
    let kept = try porter.port("func choose() { onSelect?(best); query = \"\" }", members: members)
    #expect(kept.lines?.contains(".send(.delegate(.select(state.best)))") == true || kept.lines?.joined().contains("state.best") == true, "\(kept)")
  }

  /// A value derived from a field the view model sets outside its actions (in a closure a
  /// helper hands a feed, which no action hears): State starts it at its default, so a body that
  /// reads it, through the getter, is not ported.
  @Test func aDerivedValueOfAFieldSetOutsideActionsStopsThePort() throws {
    let model = try porter.model("""
        private let feed: ItemFeed
        var count: Int { let n = items.count; return n }
        private func observe() { feed.subscribe { [weak self] loaded in self?.items = loaded } }
        func show() { query = String(count) }
      """, header: "protocol ItemFeed { func subscribe(_ handler: @escaping ([Item]) -> Void) }\n")
    let show = try #require(model.viewActions.last)
    #expect(show.ported == nil, "\(show)")
    #expect(show.portRefusal?.contains("it reads 'items', which the view model sets in a closure that 'observe' hands on") == true, "\(show.portRefusal ?? "")")
  }
}
