import Testing

@testable import GraftGenerator

@Suite struct LibraryNameQualifierTests {
  @Test func onlyTheClashingNamesAreQualifiedAndOnlyWhereTheyAreNames() {
    let text = """
      // A Store in a comment stays; so does "Store" in a string.
      return Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """
    #expect(LibraryNameQualifier.qualify(text, ["Store", "Reducer"]) == """
      // A Store in a comment stays; so does "Store" in a string.
      return ComposableArchitecture.Store(initialState: State()) { Feature() }
      let store: StoreOf<Feature> = .Store
      @ComposableArchitecture.Reducer struct Feature {}
      /* Store */ let effect: Effect<Action>
      public enum Store { case a }
      """)
    #expect(LibraryNameQualifier.qualify(text, []) == text)
    #expect(LibraryNameQualifier.clashes(with: ["Store", "Note", "Effect"]) == ["Store", "Effect"])
  }

  /// An app's own `View` (a `UIView` subclass of its UIKit code) leaves SwiftUI's to be written
  /// with its module; a feature's `State` is its own, never qualified.
  @Test func swiftUIsNamesAreWrittenWithTheirModuleWhereTheAppDeclaresThem() {
    let text = """
      struct ProfileFeatureView: View {
        var body: some View { Form { Text("Name") } }
      }
      let state = State()
      case view(View)
      """
    let clashing = LibraryNameQualifier.clashes(with: ["View", "Text", "State"])
    #expect(clashing == ["View", "Text"])
    #expect(LibraryNameQualifier.qualify(text, clashing) == """
      struct ProfileFeatureView: SwiftUI.View {
        var body: some SwiftUI.View { Form { SwiftUI.Text("Name") } }
      }
      let state = State()
      case view(View)
      """)
  }
}
