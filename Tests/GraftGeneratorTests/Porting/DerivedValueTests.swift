import GraftGenerator
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
  /// reads it is not ported.
  @Test func aDerivedValueOfAFieldSetOutsideActionsStopsThePort() throws {
    let model = try porter.model("""
        private let feed: ItemFeed
        var count: Int { let n = items.count; return n }
        private func observe() { feed.subscribe { [weak self] loaded in self?.items = loaded } }
        func show() { query = String(count) }
      """, header: "protocol ItemFeed { func subscribe(_ handler: @escaping ([Item]) -> Void) }\n")
    let show = try #require(model.viewActions.last)
    #expect(show.ported == nil, "\(show)")
    #expect(show.portRefusal?.contains("it reads 'count', derived from 'items', which the view model sets") == true, "\(show.portRefusal ?? "")")
  }
}
