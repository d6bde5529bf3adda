import GraftGenerator
import Testing

/// A flag the view model only ever sets to the value it starts with is an event its publisher
/// sends again (a view's `onReceive` scrolls to the top): setting State to the value it holds
/// would tell no view, so the body stays a TODO. A flag changed anywhere else is state.
@Suite struct EventFieldsTests {
  let porter = BodyPorterTests()

  @Test func aFlagOnlySetToItsFirstValueIsAnEvent() throws {
    let event = try porter.port("""
        func scrollToTop() { scrollsToTop = true }
      """, members: "  @Published private(set) var scrollsToTop = true\n")
    #expect(event.refusal?.contains("it sets 'scrollsToTop' to the value it always holds") == true, "\(event.refusal ?? "")")
    // Set to the other value in a closure, toggled, or changed in place: state.
    for elsewhere in [
      "  func load() { Task { [weak self] in self?.scrollsToTop = false } }\n", "  func flip() { scrollsToTop.toggle() }\n",
    ] {
      let state = try porter.port("""
          func scrollToTop() { scrollsToTop = true }
        """, members: "  @Published private(set) var scrollsToTop = true\n" + elsewhere)
      #expect(state.refusal == nil, "\(state.refusal ?? "")")
    }
  }

  /// A flag declared twice (a damaged file, as the fuzzer made one) keeps its first declaration:
  /// no trap.
  @Test func aFlagDeclaredTwiceKeepsItsFirstDeclaration() throws {
    let result = try porter.port("""
        func refresh() { isRefreshing = true }
      """, members: "  @Published private(set) var isRefreshing = false\n  @Published private(set) var isRefreshing = false\n")
    #expect(result.lines == ["state.isRefreshing = true", "return .none"], "\(result.refusal ?? "")")
  }

  /// A helper's value bound under the caller's name keeps the type the helper declares, which
  /// the value alone may not say.
  @Test func aHelpersValueKeepsItsDeclaredType() throws {
    let result = try porter.port("""
        func pick() {
          let kind = kindFor(query)
          isBusy = kind == .all
        }
      """, members: """
        enum Kind: Equatable { case all, some }
        private func kindFor(_ text: String) -> Kind {
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          return trimmed.isEmpty ? .all : .some
        }

      """)
    #expect(result.lines?.contains("let kind: ListViewModel.Kind = trimmed.isEmpty ? .all : .some") == true, "\(result.lines ?? []) \(result.refusal ?? "")")
  }
}
