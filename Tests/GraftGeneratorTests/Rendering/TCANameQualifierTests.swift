import Testing

@testable import GraftGenerator

@Suite struct TCANameQualifierTests {
  @Test func onlyTheClashingNamesAreQualifiedAndOnlyWhereTheyAreNames() {
    let text = """
      // A Store in a comment stays; so does "Store" in a string.
      return Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """
    #expect(TCANameQualifier.qualify(text, ["Store", "Reducer"]) == """
      // A Store in a comment stays; so does "Store" in a string.
      return ComposableArchitecture.Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @ComposableArchitecture.Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """)
    #expect(TCANameQualifier.qualify(text, []) == text)
    #expect(TCANameQualifier.clashes(with: ["Store", "Note", "Effect"]) == ["Store", "Effect"])
  }
}
